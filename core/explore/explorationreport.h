#pragma once

#include "core/explore/explorer.h"
#include "core/export/workbook.h"

#include <string>
#include <vector>

namespace fabric {

// The plan flags that reproduce a candidate (`fabricplanner-cli plan ARGS`), as one line.
using FlagsOf = std::vector<std::string> (*)(const Design &);

// The ranked candidates as a table: one row a candidate, its figures typed (unknown power and bus
// bandwidth are the word "unknown", never 0), the front marked, and the plan flags that reproduce
// it. What `explore --out` writes as .xlsx (one sheet, "Explore") or as .csv (the same cells).
Workbook explorationWorkbook(const Exploration &exploration, FlagsOf flagsOf);

} // namespace fabric
