#pragma once

#include "core/design/papersize.h"

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace fabric {

// How a cell looks; the .xlsx writer maps each to one Excel format.
enum class CellFormat {
    General,
    Header,        // bold, shaded: the frozen first row
    Integer,       // #,##0
    Decimal,       // #,##0.00
    Currency,      // the workbook's currency, two decimals
    Ratio,         // 0.00":1"
    Total,         // bold label or number
    TotalCurrency, // bold currency
    Percent,       // a number in percent, shown 12.5% (a plain number, not Excel's 0.125)
    Wrapped,       // long text (a description), wrapped within a column of bounded width
    // As Integer and Decimal, marked: 1,234 * for a figure that leaves something out (a total at
    // known prices, a difference from one), which a note on the sheet explains.
    IntegerIncomplete,
    DecimalIncomplete,
};

// Whether a cell of the format prints in bold (its text is wider).
bool isBold(CellFormat format);

// One cell of a sheet: empty, text, a number, or a formula together with the value it computes
// (stored as the cached result so that viewers which do not recalculate still show it).
struct Cell
{
    enum class Kind { Empty, Text, Number, Formula };
    Kind kind = Kind::Empty;
    std::string text;    // the text, or the formula starting with '='
    double number = 0.0; // the number, or the formula's value
    CellFormat format = CellFormat::General;
    std::string comment; // a note attached to the cell

    static Cell makeText(std::string text, CellFormat format = CellFormat::General);
    static Cell makeNumber(double value, CellFormat format = CellFormat::General);
    static Cell makeFormula(std::string formula, double value, CellFormat format = CellFormat::General);
    static Cell makeEmpty(std::string comment = {});
};

using Row = std::vector<Cell>;

// Excel's rows per worksheet: a longer table continues on a sheet of its own.
inline constexpr std::size_t kMaxSheetRows = 1048576;

// Rows made one at a time when a sheet is written: a table of a million rows (the cabling plan)
// is never held as cells. fill() overwrites the row it is given, which is reused between calls.
class RowSource
{
public:
    virtual ~RowSource() = default;
    virtual std::size_t size() const = 0;
    virtual void fill(std::size_t index, Row &row) const = 0;
};

// A worksheet as data: rows of typed cells. The held rows come first, then the rows
// [bodyBegin, bodyEnd) of the body (when there is one), then the footer. The first headerRows
// rows are frozen and repeated on every printed page; the autofilter spans the header and the
// table below it (tableRows rows), not the totals after it.
struct Sheet
{
    std::string name;
    std::vector<Row> rows;
    std::shared_ptr<const RowSource> body;
    std::size_t bodyBegin = 0;
    std::size_t bodyEnd = 0;
    std::vector<Row> footer;
    int headerRows = 1;
    int tableRows = 0;
    std::vector<double> columnWidths; // characters; filled by fitColumns()

    int addRow(Row row); // returns the 0-based index of the new row (the body must come later)
    std::size_t rowCount() const;
    // Every row in order with its 0-based index; made rows are valid only during the call.
    void forEachRow(const std::function<void(std::size_t, const Row &)> &visit) const;
    // Column widths from the longest text in each column, within sensible bounds. A long body is
    // sampled (a few thousand rows spread over it): its rows repeat the same shapes.
    void fitColumns();
};

struct Workbook
{
    std::string title;
    std::string currency = "USD";
    PaperSize paper = PaperSize::A4; // printed on, landscape
    std::vector<Sheet> sheets;
};

// A sheet name as a formula refers to it: 'Cabling (2)'!A1 needs the quotes, BOM!A1 does not.
std::string sheetReference(const std::string &sheet);

// "A1"-style reference to a 0-based row and column: cellName(1, 5) is "F2".
std::string cellName(int row, int column);
std::string columnName(int column);

// The sheet as CSV, one record per row, formulas as written ("=D2*E2"), numbers as typed: what the
// golden files hold and what a reviewer reads.
std::string sheetText(const Sheet &sheet);

} // namespace fabric
