#include "core/export/workbook.h"

#include "core/export/csvexport.h"

#include <algorithm>
#include <cstdio>

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

void Sheet::fitColumns()
{
    constexpr double kMinimum = 8.0;
    constexpr double kMaximum = 60.0;
    std::size_t columns = 0;
    for (const Row &row : rows)
        columns = std::max(columns, row.size());
    columnWidths.assign(columns, kMinimum);
    for (const Row &row : rows) {
        for (std::size_t c = 0; c < row.size(); ++c) {
            const Cell &cell = row[c];
            double width = 0.0;
            if (cell.kind == Cell::Kind::Text)
                width = static_cast<double>(cell.text.size());
            else if (cell.kind != Cell::Kind::Empty)
                width = 12.0; // numbers with thousands separators and two decimals
            if (cell.format == CellFormat::Header)
                width += 3.0; // room for the autofilter button
            columnWidths[c] = std::max(columnWidths[c], std::min(width + 1.0, kMaximum));
        }
    }
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
    for (const Row &row : sheet.rows) {
        std::string record;
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (c > 0)
                record += ',';
            const Cell &cell = row[c];
            switch (cell.kind) {
            case Cell::Kind::Empty:
                break;
            case Cell::Kind::Text:
                record += csvTextField(cell.text);
                break;
            case Cell::Kind::Number: {
                char buffer[64];
                std::snprintf(buffer, sizeof buffer, "%.15g", cell.number);
                record += buffer;
                break;
            }
            case Cell::Kind::Formula:
                record += csvQuote(cell.text);
                break;
            }
        }
        out += record + "\r\n";
    }
    return out;
}

} // namespace fabric
