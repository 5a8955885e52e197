#pragma once

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
};

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

// A worksheet as data: rows of typed cells. The first headerRows rows are frozen; the autofilter
// spans the header and the table below it (tableRows rows), not the totals after it.
struct Sheet
{
    std::string name;
    std::vector<Row> rows;
    int headerRows = 1;
    int tableRows = 0;
    std::vector<double> columnWidths; // characters; filled by fitColumns()

    int addRow(Row row); // returns the 0-based index of the new row
    // Column widths from the longest text in each column, within sensible bounds.
    void fitColumns();
};

struct Workbook
{
    std::string title;
    std::string currency = "USD";
    std::vector<Sheet> sheets;
};

// "A1"-style reference to a 0-based row and column: cellName(1, 5) is "F2".
std::string cellName(int row, int column);
std::string columnName(int column);

// The sheet as CSV, one record per row, formulas as written ("=D2*E2"), numbers as typed: what the
// golden files hold and what a reviewer reads.
std::string sheetText(const Sheet &sheet);

} // namespace fabric
