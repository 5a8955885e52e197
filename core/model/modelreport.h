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
// The parameters a design sets (parametersSetBy), by name: {"net_plugin_latency": 3}; {} for none.
nlohmann::json setParametersToJson(const std::vector<ModelParameter> &set);
nlohmann::json bisectionToJson(const BisectionSummary &bisection);
nlohmann::json failuresToJson(const FailureWhatIfs &failures);
// {"version": "2.30.7", "commit": ...}: whose tuning model the structure and constants follow.
nlohmann::json ncclTuningToJson();
// The run configuration the figures assume: NVLink domain, ranks per domain, NICs per GPU,
// CUDA graphs.
nlohmann::json configurationToJson(const FabricProfile &profile);
// "NVLink domain 8 GPUs, 8 ranks per domain, 1 NIC per GPU, no CUDA graphs".
std::string configurationText(const FabricProfile &profile);

// "size  count  type  time(us)  algbw(GB/s)  busbw(GB/s)  algorithm  protocol", float elements.
std::string resultsToText(const std::vector<CollectiveResult> &results);

} // namespace fabric
