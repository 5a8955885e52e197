#pragma once

#include "core/compare/comparison.h"
#include "core/export/workbook.h"

#include <nlohmann/json.hpp>

#include <string>

namespace fabric {

// {"designs": [...], "currency", "rate", "rates": [per design], "rows": [{"group", "metric", "unit",
//  "better", "values", "planned", "complete", "leaves_out", "deltas", "deltas_percent",
//  "deltas_complete", "best"}]}: deltas_complete[i] is ComparisonRow::deltaComplete(i);
// values null where unknown or not planned (planned false: the design has not the row's network);
// complete false where a value is null or leaves_out names what it leaves out; best null on a
// tie, no better side, or any value not complete.
nlohmann::json comparisonToJson(const Comparison &comparison);

// "Amounts in CNY, at 1 USD = 7.1 CNY (...)" and a line for each design priced in another currency.
std::vector<std::string> comparisonRateLines(const Comparison &comparison);
// Where the designs' model parameters differ, which design sets what ("Model parameters differ:
// A: net_plugin_latency 3 us; B: the defaults"); nothing where they agree.
std::vector<std::string> comparisonParameterLines(const Comparison &comparison);
// "leaves out P1, P2" for a design's value of a row that leaves parts out; "unknown, no price for
// P1, P2" when the value is unknown because none of its parts has one; "" when it leaves nothing out.
std::string leavesOutText(const ComparisonRow &row, std::size_t design);

// The comparison as aligned text, one column per design and a "best" column.
std::string comparisonToText(const Comparison &comparison);

// A Comparison sheet followed by each design's BOM sheet.
Workbook comparisonWorkbook(const Comparison &comparison, const std::vector<Plan> &plans);

} // namespace fabric
