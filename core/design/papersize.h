#pragma once

#include <optional>
#include <string_view>

namespace fabric {

// The paper a quote and a workbook print on: one setting of the project's quote, read by the PDF
// quote and the workbook's print setup alike.
enum class PaperSize { A4, Letter };

struct Paper
{
    double widthPt = 0.0;  // portrait, in points (1/72 inch)
    double heightPt = 0.0;
    int xlsxPaper = 0;     // the spreadsheet's paper code (worksheet_set_paper; ECMA-376 paperSize)
};

Paper paperOf(PaperSize size);

std::string_view toString(PaperSize size); // "a4", "letter"
// "a4", "letter", "us-letter" (any case); nothing for anything else.
std::optional<PaperSize> paperSizeFromString(std::string_view text);

} // namespace fabric
