#include "core/export/xlsxexport.h"

#include "core/export/atomicfile.h"
#include "core/export/cellmeasure.h"
#include "core/export/planworkbook.h"
#include "core/export/textescape.h"
#include "core/plan/plan.h"

#include <xlsxwriter.h>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <vector>

namespace fabric {

namespace {

constexpr lxw_color_t kHeaderShade = 0xDDE4EE;

std::string currencyFormat(const std::string &currency)
{
    if (currency == "USD")
        return "\"$\"#,##0.00";
    if (currency == "CNY")
        return "\"\xC2\xA5\"#,##0.00"; // the yen/yuan sign
    return "#,##0.00\" " + currency + "\"";
}

class Formats
{
public:
    Formats(lxw_workbook *workbook, const std::string &currency)
    {
        // Every cell at the top of its row: a row that a wrapped description makes taller then
        // reads across, where the default (the bottom) printed each description above its own
        // part number, as if it belonged to the row before.
        auto make = [&](CellFormat which) {
            lxw_format *format = workbook_add_format(workbook);
            format_set_align(format, LXW_ALIGN_VERTICAL_TOP);
            m_formats[static_cast<std::size_t>(which)] = format;
            return format;
        };
        // Text one character in from its left edge: apart from a number right-aligned in the
        // column before it ("1 node-leaf" read as one value).
        make(CellFormat::General);
        m_text = workbook_add_format(workbook); // General for text (an indent would move a number left)
        format_set_align(m_text, LXW_ALIGN_VERTICAL_TOP);
        format_set_indent(m_text, 1);
        lxw_format *header = make(CellFormat::Header);
        format_set_indent(header, 1);
        format_set_bold(header);
        format_set_bg_color(header, kHeaderShade);
        format_set_bottom(header, LXW_BORDER_THIN);
        format_set_text_wrap(header); // a long header on two lines, its column as wide as its values
        format_set_align(header, LXW_ALIGN_LEFT);
        m_numberHeader = workbook_add_format(workbook);
        format_set_align(m_numberHeader, LXW_ALIGN_VERTICAL_TOP);
        format_set_bold(m_numberHeader);
        format_set_bg_color(m_numberHeader, kHeaderShade);
        format_set_bottom(m_numberHeader, LXW_BORDER_THIN);
        format_set_text_wrap(m_numberHeader);
        format_set_align(m_numberHeader, LXW_ALIGN_RIGHT);
        format_set_num_format(make(CellFormat::Integer), "#,##0");
        format_set_num_format(make(CellFormat::Decimal), "#,##0.00");
        format_set_num_format(make(CellFormat::IntegerIncomplete), "#,##0\" *\"");
        format_set_num_format(make(CellFormat::DecimalIncomplete), "#,##0.00\" *\"");
        format_set_num_format(make(CellFormat::Currency), currencyFormat(currency).c_str());
        format_set_num_format(make(CellFormat::Ratio), "0.00\":1\"");
        lxw_format *total = make(CellFormat::Total);
        format_set_bold(total);
        format_set_num_format(total, "#,##0.##");
        lxw_format *totalCurrency = make(CellFormat::TotalCurrency);
        format_set_bold(totalCurrency);
        format_set_num_format(totalCurrency, currencyFormat(currency).c_str());
        lxw_format *percent = make(CellFormat::Percent);
        format_set_bold(percent);
        format_set_num_format(percent, "0.0\"%\""); // the number is in percent: 12.5 is 12.5%
        lxw_format *wrapped = make(CellFormat::Wrapped);
        format_set_text_wrap(wrapped);
        format_set_indent(wrapped, 1);
        m_wrappedBold = workbook_add_format(workbook);
        format_set_align(m_wrappedBold, LXW_ALIGN_VERTICAL_TOP);
        format_set_text_wrap(m_wrappedBold);
        format_set_bold(m_wrappedBold);
    }

    lxw_format *operator[](CellFormat which) const { return m_formats[static_cast<std::size_t>(which)]; }
    // A header over numbers: right-aligned as they are, so each stands over its own column.
    lxw_format *numberHeader() const { return m_numberHeader; }
    lxw_format *text() const { return m_text; }
    // A bold text (a total's label) too wide for its column, wrapped.
    lxw_format *wrappedBold() const { return m_wrappedBold; }

private:
    std::array<lxw_format *, static_cast<std::size_t>(CellFormat::DecimalIncomplete) + 1> m_formats{}; // every CellFormat
    lxw_format *m_numberHeader = nullptr;
    lxw_format *m_text = nullptr;
    lxw_format *m_wrappedBold = nullptr;
};

ExportResult failure(lxw_error error, Text what)
{
    return ExportResult::failure(Text(FABRIC_TR("fabric::Export", "%1: %2"), std::move(what), lxw_strerror(error)));
}

// overNumbers: a header over a column of numbers; wrapped: a text wider than its column (see wraps()).
ExportResult writeCell(lxw_worksheet *worksheet, int r, int c, const Cell &cell, const Formats &formats,
                       bool overNumbers, bool wrapped)
{
    const auto row = static_cast<lxw_row_t>(r);
    const auto column = static_cast<lxw_col_t>(c);
    // A header and a description wrap in their own formats; another text that wraps keeps its weight.
    const bool wrapsOwn = cell.format == CellFormat::Header || cell.format == CellFormat::Wrapped;
    lxw_format *wrappedFormat = isBold(cell.format) ? formats.wrappedBold() : formats[CellFormat::Wrapped];
    lxw_format *format = overNumbers && cell.format == CellFormat::Header                ? formats.numberHeader()
                       : wrapped && !wrapsOwn                                              ? wrappedFormat
                       : cell.kind == Cell::Kind::Text && cell.format == CellFormat::General ? formats.text()
                                                                                            : formats[cell.format];
    lxw_error error = LXW_NO_ERROR;
    switch (cell.kind) {
    case Cell::Kind::Empty:
        break;
    case Cell::Kind::Text: {
        // A string cell whatever the text: "=cmd|..." stays text (see textescape.h). Most text
        // needs no cleaning, and is written as it is without a copy.
        if (cell.text.empty())
            break;
        if (needsXlsxCleaning(cell.text)) {
            const std::string text = xlsxSafeText(cell.text);
            if (!text.empty())
                error = worksheet_write_string(worksheet, row, column, text.c_str(), format);
        } else {
            error = worksheet_write_string(worksheet, row, column, cell.text.c_str(), format);
        }
        break;
    }
    case Cell::Kind::Number:
        error = worksheet_write_number(worksheet, row, column, cell.number, format);
        break;
    case Cell::Kind::Formula:
        error = worksheet_write_formula_num(worksheet, row, column, cell.text.c_str(), format, cell.number);
        break;
    }
    if (error == LXW_NO_ERROR && !cell.comment.empty())
        error = worksheet_write_comment(worksheet, row, column, xlsxSafeText(cell.comment).c_str());
    if (error != LXW_NO_ERROR)
        return failure(error, Text(FABRIC_TR("fabric::Export", "cell %1"), cellName(r, c)));
    return {};
}

// Header and footer text: '&' starts a code there, so a literal one is doubled.
std::string headerText(const std::string &text)
{
    std::string out;
    for (char c : xlsxSafeText(text)) {
        out += c;
        if (c == '&')
            out += '&';
    }
    return out;
}

// Printing: landscape on the project's paper (A4 or Letter), every column on the page's width, the header rows on every page, only
// the used cells, and the design and sheet named at the top, the page number at the bottom.
void setUpPages(lxw_worksheet *worksheet, const Sheet &sheet, const std::string &title, PaperSize paper, std::size_t rows,
                std::size_t columns)
{
    worksheet_set_landscape(worksheet);
    worksheet_set_paper(worksheet, static_cast<std::uint8_t>(paperOf(paper).xlsxPaper));
    worksheet_fit_to_pages(worksheet, 1, 0);
    worksheet_set_margins(worksheet, 0.4, 0.4, 0.6, 0.6);
    if (sheet.headerRows > 0 && rows > static_cast<std::size_t>(sheet.headerRows))
        worksheet_repeat_rows(worksheet, 0, static_cast<lxw_row_t>(sheet.headerRows - 1));
    if (rows > 0 && columns > 0)
        worksheet_print_area(worksheet, 0, 0, static_cast<lxw_row_t>(rows - 1), static_cast<lxw_col_t>(columns - 1));
    // The title on one line left of the sheet's name (a page's header does not wrap): a long
    // design name is shortened there, whole on the sheet.
    constexpr double kTitleRoom = 80.0;
    const std::string header = "&L" + headerText(shortenedTo(title, kTitleRoom)) + "&R&A";
    worksheet_set_header(worksheet, header.c_str());
    worksheet_set_footer(worksheet, "&CPage &P of &N");
}

// libxlsxwriter (1.1.4) writes a constant-memory sheet's rows to a temporary FILE with stdio's
// default 4 KiB buffer and reads it back the same way when it zips the workbook: hundreds of
// thousands of system calls for a large cabling sheet. A larger buffer of ours is set before the
// first write; it must outlive workbook_close, which reads and closes the file.
using SheetBuffers = std::vector<std::unique_ptr<char[]>>;
constexpr std::size_t kSheetBufferBytes = std::size_t(1) << 20;

void bufferRows(lxw_worksheet *worksheet, std::size_t rows, SheetBuffers &buffers)
{
    if (!worksheet->optimize_tmpfile || rows < 1000)
        return;
    auto &buffer = buffers.emplace_back(std::make_unique<char[]>(kSheetBufferBytes));
    std::setvbuf(worksheet->optimize_tmpfile, buffer.get(), _IOFBF, kSheetBufferBytes);
}

// Whether a text cell is written wrapped: a header or a wrapped description always; another text
// when it is wider than its column and the empty cells to its right it would run on across, where
// it would print cut (a name of 200 characters, no spaces).
bool wraps(const Row &row, std::size_t c, const std::vector<double> &widths)
{
    const Cell &cell = row[c];
    if (cell.kind != Cell::Kind::Text)
        return false;
    if (cell.format == CellFormat::Header || cell.format == CellFormat::Wrapped || cell.text.find('\n') != std::string::npos)
        return true;
    if (c >= widths.size())
        return false;
    double room = widths[c] - kTextPadding;
    // A character is at most as wide as its bytes: most text (a cabling sheet's million cells)
    // is known to fit without reading its characters.
    if (static_cast<double>(cell.text.size()) * widening(isBold(cell.format)) <= room)
        return false;
    for (std::size_t k = c + 1; k < widths.size() && (k >= row.size() || row[k].kind == Cell::Kind::Empty); ++k)
        room += widths[k];
    return printedWidth(cell.text, isBold(cell.format)) > room;
}

// The points a row is tall to hold its tallest wrapped cell (wrapped[c]: the cell at c wraps):
// viewers do not grow a row written with constant memory, and the text would print cut. 0 for a
// row of one line of Latin text, which keeps the default height.
double rowHeight(const Row &row, const std::vector<char> &wrapped, const std::vector<double> &widths)
{
    constexpr double kLine = 15.0;     // a line of 11-point text
    constexpr double kWideLine = 16.5; // a line of Chinese text: CJK fonts set their lines taller
    double height = 0.0;
    for (std::size_t c = 0; c < row.size() && c < widths.size(); ++c) {
        if (!wrapped[c])
            continue;
        const Cell &cell = row[c];
        const double room = widths[c] - (cell.format == CellFormat::Header ? kHeaderPadding : kTextPadding);
        const int lines = wrappedLines(cell.text, room, isBold(cell.format));
        const bool wide = hasWideCharacter(cell.text);
        if (lines > 1 || wide)
            height = std::max(height, lines * (wide ? kWideLine : kLine));
    }
    return height;
}

// The columns whose values are mostly numbers (Excel right-aligns them), by the table's first
// rows under the header.
std::vector<bool> numberColumns(const Sheet &sheet)
{
    constexpr std::size_t kSampled = 200;
    std::vector<int> numbers, texts;
    auto count = [&](const Row &row) {
        if (numbers.size() < row.size()) {
            numbers.resize(row.size(), 0);
            texts.resize(row.size(), 0);
        }
        for (std::size_t c = 0; c < row.size(); ++c)
            if (row[c].kind == Cell::Kind::Number || row[c].kind == Cell::Kind::Formula)
                ++numbers[c];
            else if (row[c].kind == Cell::Kind::Text && !row[c].text.empty())
                ++texts[c];
    };
    // The held rows under the header, then the first of the body's (a million-row body is not
    // walked).
    for (std::size_t r = static_cast<std::size_t>(std::max(0, sheet.headerRows)); r < sheet.rows.size() && r < kSampled; ++r)
        count(sheet.rows[r]);
    if (sheet.body) {
        Row made;
        for (std::size_t i = sheet.bodyBegin; i < sheet.bodyEnd && i < sheet.bodyBegin + kSampled; ++i) {
            sheet.body->fill(i, made);
            count(made);
        }
    }
    std::vector<bool> result(numbers.size());
    for (std::size_t c = 0; c < numbers.size(); ++c)
        result[c] = numbers[c] > texts[c];
    return result;
}

ExportResult writeSheet(lxw_workbook *workbook, const Sheet &sheet, const Formats &formats, const std::string &title, PaperSize paper,
                        SheetBuffers &buffers)
{
    if (sheet.rowCount() > kMaxSheetRows)
        return ExportResult::failure(Text(FABRIC_TR("fabric::Export", "the sheet %1 has %2 rows, more than the %3 a sheet holds"), sheet.name,
                                          sheet.rowCount(), kMaxSheetRows));
    const std::string name = xlsxSheetName(sheet.name);
    lxw_worksheet *worksheet = workbook_add_worksheet(workbook, name.c_str());
    if (!worksheet)
        return ExportResult::failure(Text(FABRIC_TR("fabric::Export", "cannot add the sheet %1"), sheet.name));
    bufferRows(worksheet, sheet.rowCount(), buffers);
    // Widths first: in constant-memory mode rows go to disk as they are written.
    for (std::size_t c = 0; c < sheet.columnWidths.size(); ++c)
        worksheet_set_column(worksheet, static_cast<lxw_col_t>(c), static_cast<lxw_col_t>(c),
                             sheet.columnWidths[c], nullptr);
    std::size_t columns = 0;
    ExportResult result;
    const std::vector<bool> overNumbers = numberColumns(sheet);
    std::vector<char> wrapped; // reused row after row
    sheet.forEachRow([&](std::size_t r, const Row &row) {
        if (!result)
            return;
        columns = std::max(columns, row.size());
        wrapped.assign(row.size(), 0);
        for (std::size_t c = 0; c < row.size(); ++c)
            wrapped[c] = wraps(row, c, sheet.columnWidths);
        const double height = rowHeight(row, wrapped, sheet.columnWidths);
        if (height > 0.0)
            worksheet_set_row(worksheet, static_cast<lxw_row_t>(r), height, nullptr);
        for (std::size_t c = 0; c < row.size(); ++c) {
            result = writeCell(worksheet, static_cast<int>(r), static_cast<int>(c), row[c], formats,
                               c < overNumbers.size() && overNumbers[c], wrapped[c]);
            if (!result) {
                result = ExportResult::failure(Text(FABRIC_TR("fabric::Export", "%1!%2"), sheet.name, result.errorText));
                return;
            }
        }
    });
    if (!result)
        return result;
    if (sheet.headerRows > 0)
        worksheet_freeze_panes(worksheet, static_cast<lxw_row_t>(sheet.headerRows), 0);
    if (sheet.tableRows > 0 && columns > 0)
        worksheet_autofilter(worksheet, static_cast<lxw_row_t>(sheet.headerRows - 1), 0,
                             static_cast<lxw_row_t>(sheet.headerRows - 1 + sheet.tableRows),
                             static_cast<lxw_col_t>(columns - 1));
    setUpPages(worksheet, sheet, title, paper, sheet.rowCount(), columns);
    return {};
}

// libxlsxwriter prints its errors on stderr ("[ERROR][./src/packager.c:1541]: Error writing to
// zip file") besides returning them: while it writes, stderr goes to /dev/null, and the error
// it returns is said once, in the user's words.
class QuietStderr
{
public:
    QuietStderr()
    {
        std::fflush(stderr);
        m_saved = ::dup(STDERR_FILENO);
        const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
        if (m_saved >= 0 && null >= 0)
            ::dup2(null, STDERR_FILENO);
        if (null >= 0)
            ::close(null);
    }
    ~QuietStderr()
    {
        if (m_saved < 0)
            return;
        std::fflush(stderr);
        ::dup2(m_saved, STDERR_FILENO);
        ::close(m_saved);
    }
    QuietStderr(const QuietStderr &) = delete;
    QuietStderr &operator=(const QuietStderr &) = delete;

private:
    int m_saved = -1;
};

// Writes the workbook into file; messages name shown, the file the user asked for (file is the
// temporary one of writeAtomically).
ExportResult writeWorkbookFile(const Workbook &book, const std::filesystem::path &file, const std::string &shown)
{
    const QuietStderr quiet;
    // Constant memory: each row goes to a temporary file as soon as the next one starts, and text
    // is stored inline rather than hashed into a shared-string table. The temporary files sit
    // next to the target, on the disk that gets the file anyway (not in a RAM-backed /tmp).
    std::string directory = file.parent_path().empty() ? std::string(".") : file.parent_path().string();
    lxw_workbook_options options{};
    options.constant_memory = LXW_TRUE;
    options.tmpdir = directory.data();
    options.use_zip64 = LXW_TRUE;
    lxw_workbook *workbook = workbook_new_opt(file.c_str(), &options);
    if (!workbook)
        return ExportResult::failure(Text(FABRIC_TR("fabric::Export", "cannot create %1"), shown));
    std::string title = xlsxSafeText(book.title);
    lxw_doc_properties properties{};
    properties.title = title.data();
    properties.comments = const_cast<char *>("Made with Fabric Planner");
    workbook_set_properties(workbook, &properties);

    const Formats formats(workbook, book.currency);
    SheetBuffers buffers;
    ExportResult result;
    for (const Sheet &sheet : book.sheets) {
        result = writeSheet(workbook, sheet, formats, book.title, book.paper, buffers);
        if (!result)
            break;
    }
    // Closing writes the file and frees the workbook, even after a failure above.
    errno = 0;
    const lxw_error closed = workbook_close(workbook);
    const int reason = errno;
    if (result && closed != LXW_NO_ERROR) {
        // libxlsxwriter's own text ("Error writing to zip file") hides why: add the system's reason.
        result = failure(closed, Text(FABRIC_TR("fabric::Export", "cannot write %1"), shown));
        if (reason != 0)
            result = ExportResult::failure(Text(FABRIC_TR("fabric::Export", "%1 (%2)"), result.errorText, std::strerror(reason)));
    }
    return result;
}

} // namespace

ExportResult writeXlsx(const Workbook &workbook, const std::filesystem::path &file)
{
    if (workbook.sheets.empty())
        return ExportResult::failure(FABRIC_TR("fabric::Export", "the workbook has no sheets"));
    return writeAtomically(file, [&](const std::filesystem::path &temporary) {
        return writeWorkbookFile(workbook, temporary, file.string());
    });
}

ExportResult writeXlsx(const Plan &plan, const Catalogue *catalogue, const std::filesystem::path &file)
{
    if (!plan.ok())
        return ExportResult::failure(FABRIC_TR("fabric::Export", "the plan has errors; nothing to export"));
    return writeXlsx(planWorkbook(plan, catalogue), file);
}

} // namespace fabric
