#include "core/export/workbook.h"

#include "core/export/cellmeasure.h"
#include "core/export/csvexport.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace fabric {

Cell Cell::makeText(std::string text, CellFormat format)
{
    Cell cell;
    cell.kind = Kind::Text;
    cell.text = std::move(text);
    cell.format = format;
    return cell;
}

Cell Cell::makeNumber(double value, CellFormat format)
{
    Cell cell;
    cell.kind = Kind::Number;
    cell.number = value;
    cell.format = format;
    return cell;
}

Cell Cell::makeFormula(std::string formula, double value, CellFormat format)
{
    Cell cell;
    cell.kind = Kind::Formula;
    cell.text = std::move(formula);
    cell.number = value;
    cell.format = format;
    return cell;
}

Cell Cell::makeEmpty(std::string comment)
{
    Cell cell;
    cell.comment = std::move(comment);
    return cell;
}

int Sheet::addRow(Row row)
{
    rows.push_back(std::move(row));
    return static_cast<int>(rows.size()) - 1;
}

std::size_t Sheet::rowCount() const
{
    return rows.size() + (body ? bodyEnd - bodyBegin : 0) + footer.size();
}

void Sheet::forEachRow(const std::function<void(std::size_t, const Row &)> &visit) const
{
    std::size_t index = 0;
    for (const Row &row : rows)
        visit(index++, row);
    if (body) {
        Row made;
        for (std::size_t i = bodyBegin; i < bodyEnd; ++i) {
            body->fill(i, made);
            visit(index++, made);
        }
    }
    for (const Row &row : footer)
        visit(index++, row);
}

namespace {

// The characters a number prints as in its format: the digits with their thousands separators,
// the decimals, and the currency (its code after the number, " EUR", at the most).
double numberWidth(const Cell &cell)
{
    const double value = std::abs(cell.number);
    switch (cell.format) {
    case CellFormat::General: {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%.10g", cell.number);
        return static_cast<double>(std::strlen(buffer));
    }
    case CellFormat::Ratio:
    case CellFormat::Percent:
        return 8.0;
    default:
        break;
    }
    const bool fraction = cell.format == CellFormat::Decimal || cell.format == CellFormat::DecimalIncomplete
                       || cell.format == CellFormat::Currency || cell.format == CellFormat::TotalCurrency
                       || cell.format == CellFormat::Total;
    const double rounded = fraction ? value : std::round(value);
    int digits = 1;
    for (double v = rounded; v >= 10.0 && digits < 20; v /= 10.0)
        ++digits;
    double width = digits + (digits - 1) / 3 + (cell.number < 0 ? 1 : 0);
    if (fraction)
        width += 3.0;
    if (cell.format == CellFormat::Currency || cell.format == CellFormat::TotalCurrency)
        width += 4.0;
    if (cell.format == CellFormat::IntegerIncomplete || cell.format == CellFormat::DecimalIncomplete)
        width += 2.0; // " *"
    if (cell.format == CellFormat::Total || cell.format == CellFormat::TotalCurrency)
        width *= kBoldWidening;
    return std::max(width, 4.0);
}

// The width of a header: its longest piece (a word, a wide character), on at most two lines (the
// header row wraps; a longer header wraps onto more), and room for the indent and the autofilter
// button.
double headerWidth(const std::string &text)
{
    return std::max(unbreakableWidth(text, true), std::ceil(printedWidth(text, true) / 2.0)) + kHeaderPadding;
}

class ColumnFitter
{
public:
    void measure(const Row &row)
    {
        constexpr double kMinimum = 8.0;
        constexpr double kMaximum = 60.0; // a longer text wraps (writeXlsx makes its row taller)
        constexpr double kWrapped = 48.0; // wrapped text: a column that prints, the text on more lines
        constexpr double kHeader = 30.0;  // a long name over a column of numbers wraps rather than widen it
        if (m_widths.size() < row.size())
            m_widths.resize(row.size(), kMinimum);
        for (std::size_t c = 0; c < row.size(); ++c) {
            const Cell &cell = row[c];
            double width = 0.0;
            if (cell.format == CellFormat::Header && cell.kind == Cell::Kind::Text)
                width = std::min(headerWidth(cell.text), kHeader);
            else if (cell.kind == Cell::Kind::Text)
                width = std::min(printedWidth(cell.text, isBold(cell.format)) + kTextPadding,
                                 cell.format == CellFormat::Wrapped ? kWrapped : kMaximum);
            else if (cell.kind != Cell::Kind::Empty)
                width = std::min(numberWidth(cell) + 3.0, kMaximum); // apart from a text to its right
            m_widths[c] = std::max(m_widths[c], width);
        }
    }
    std::vector<double> take() { return std::move(m_widths); }

private:
    std::vector<double> m_widths;
};

} // namespace

void Sheet::fitColumns()
{
    constexpr std::size_t kSamples = 4096;
    ColumnFitter fitter;
    for (const Row &row : rows)
        fitter.measure(row);
    if (body && bodyEnd > bodyBegin) {
        const std::size_t count = bodyEnd - bodyBegin;
        const std::size_t step = std::max<std::size_t>(1, count / kSamples);
        Row made;
        for (std::size_t i = bodyBegin; i < bodyEnd; i += step) {
            body->fill(i, made);
            fitter.measure(made);
        }
        body->fill(bodyEnd - 1, made);
        fitter.measure(made);
    }
    for (const Row &row : footer)
        fitter.measure(row);
    columnWidths = fitter.take();
}

bool isBold(CellFormat format)
{
    return format == CellFormat::Header || format == CellFormat::Total || format == CellFormat::TotalCurrency
        || format == CellFormat::Percent;
}

std::string sheetReference(const std::string &sheet)
{
    for (char c : sheet)
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'))
            return "'" + sheet + "'";
    return sheet;
}

std::string columnName(int column)
{
    std::string name;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        name.insert(name.begin(), static_cast<char>('A' + (c - 1) % 26));
    return name;
}

std::string cellName(int row, int column)
{
    return columnName(column) + std::to_string(row + 1);
}

std::string sheetText(const Sheet &sheet)
{
    std::string out;
    sheet.forEachRow([&](std::size_t, const Row &row) {
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (c > 0)
                out += ',';
            const Cell &cell = row[c];
            switch (cell.kind) {
            case Cell::Kind::Empty:
                break;
            case Cell::Kind::Text:
                out += csvTextField(cell.text);
                break;
            case Cell::Kind::Number: {
                char buffer[64];
                std::snprintf(buffer, sizeof buffer, "%.15g", cell.number);
                out += buffer;
                break;
            }
            case Cell::Kind::Formula:
                out += csvQuote(cell.text);
                break;
            }
        }
        out += "\r\n";
    });
    return out;
}

} // namespace fabric
