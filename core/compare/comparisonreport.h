#pragma once

#include "core/compare/comparison.h"
#include "core/export/workbook.h"

#include <nlohmann/json.hpp>

#include <string>

namespace fabric {

// {"designs": [...], "rows": [{"group", "metric", "unit", "better", "values", "deltas",
//  "deltas_percent", "best"}]}: values null where unknown; best null on a tie or no better side.
nlohmann::json comparisonToJson(const Comparison &comparison);

// The comparison as aligned text, one column per design and a "best" column.
std::string comparisonToText(const Comparison &comparison);

// A Comparison sheet followed by each design's BOM sheet.
Workbook comparisonWorkbook(const Comparison &comparison, const std::vector<Plan> &plans);

} // namespace fabric
