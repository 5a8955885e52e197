#pragma once

#include "core/explore/explorer.h"
#include "core/export/workbook.h"

#include <string>
#include <vector>

namespace fabric {

// The words of the command that plans a candidate again ("fabricplanner-cli", "plan", its flags).
using CommandOf = std::vector<std::string> (*)(const Design &);

// The ranked candidates as a table: one row a candidate, its figures typed (unknown power and bus
// bandwidth are the word "unknown", never 0), the front marked, and the command that plans it
// again. What `explore --out` writes as .xlsx (one sheet, "Explore") or as .csv (the same cells).
//
// The command is one shell command line, its words quoted for a shell where they need it
// (shellWord), so that it can be pasted into a shell as it stands. It starts with the program's
// name rather than with the flags: a cell starting "--platform" reads as a formula to a
// spreadsheet, and the CSV's guard against formulas (csvSafeText) would put an apostrophe before
// it, which a shell cannot run.
Workbook explorationWorkbook(const Exploration &exploration, CommandOf commandOf);

// Every candidate keeps the searched design's model parameters: where it sets any, "Bus bandwidth
// and time with the model parameters set for this project: net_plugin_latency 3 us", under the
// table of every output (the CLI's text, the .xlsx and .csv); empty where it sets none.
std::string explorationParameterLine(const Exploration &exploration);

} // namespace fabric
