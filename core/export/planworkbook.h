#pragma once

#include "core/export/workbook.h"

namespace fabric {

class Catalogue;
struct Plan;

// The plan as a workbook: Summary, BOM, Cabling, Racks and Assumptions sheets. The catalogue, when
// given, adds its version and exchange rate to the assumptions.
Workbook planWorkbook(const Plan &plan, const Catalogue *catalogue = nullptr);

// Where the BOM sheet keeps its totals, for formulas elsewhere: 0-based rows, -1 when absent.
struct BomSheetLayout
{
    int firstLine = 1;
    int lastLine = 0;
    int subtotalRow = -1;
    int discountRow = -1;
    int netRow = -1;    // after discounts, before tax: the price every comparison uses
    int taxRow = -1;
    int totalRow = -1;  // net + tax
};

Sheet bomSheet(const Plan &plan, BomSheetLayout &layout);
Sheet summarySheet(const Plan &plan, const BomSheetLayout &layout);
// The cabling plan on as many sheets as it needs: "Cabling", then "Cabling (2)" ... each at most
// maxRows rows (Excel's limit), the header repeated on each, the totals on the last.
std::vector<Sheet> cablingSheets(const Plan &plan, std::size_t maxRows = kMaxSheetRows);

Sheet racksSheet(const Plan &plan);
Sheet assumptionsSheet(const Plan &plan, const Catalogue *catalogue);
// The plan's errors, warnings and notes: for the planner, not printed with the customer's sheets.
Sheet notesSheet(const Plan &plan);

// A part's source without the catalogue's "; not a quote", which the workbook says once (below).
std::string sourceWithoutDisclaimer(const std::string &source);

// Said once in the workbook, where the bill ends.
inline constexpr const char *kIndicativeNote =
    "Prices marked indicative are Fabric Planner's estimates from public sources, not a quote; your own price list replaces them.";

inline constexpr const char *kBomSheetName = "BOM";

// The name a document shows for the design: its own, or when it was never named (empty or the
// default "Untitled") what it is: "1,024 GPUs, DGX-H100, InfiniBand 400G".
std::string designTitle(const Plan &plan);

} // namespace fabric
