#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace fabric::render {

// The quote's bill of materials as it prints, for sizing its columns: part number, description,
// quantity, unit list price, list, discount and net.
struct BomText
{
    QStringList headers;                // the seven column headers, bold
    std::vector<QStringList> lines;     // each line's seven cells
    std::vector<QStringList> subtotals; // each network's subtotal: its list and net (bold), under those columns
    int discountHeader = 5;             // the header kept on one line ("Discount %")
};

// One layout for every network's table, so that a column stands where it stood on the page
// before: the width of each column in CSS pixels (the table's units), the cells' padding on both
// sides included. The numbers take the width of their widest, on one line; the part numbers that
// of the longest when it fits in maxPartNumber, else they wrap where a line may break (after a
// hyphen, at a space) and take the width of their longest unbroken piece; the description (0
// here) takes what the others leave. Measured in the quote's table fonts (documentFont at
// pointSize, bold for the headers and subtotals).
std::vector<double> bomColumnWidths(const BomText &text, double pointSize, double padding, double maxPartNumber);

} // namespace fabric::render
