#pragma once

#include "core/model/bisectionsummary.h"
#include "core/model/collectivemodel.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace fabric {

// The model's answers for the CLI and the exports: JSON as DESIGN.md §4 states it, and a text
// table shaped like nccl-tests' output.
nlohmann::json resultToJson(const CollectiveResult &result);
nlohmann::json assumptionsToJson(const std::vector<ModelParameter> &assumptions);
nlohmann::json bisectionToJson(const BisectionSummary &bisection);
nlohmann::json failuresToJson(const FailureWhatIfs &failures);

// "size  count  type  time(us)  algbw(GB/s)  busbw(GB/s)  algorithm  protocol", float elements.
std::string resultsToText(const std::vector<CollectiveResult> &results);

} // namespace fabric
