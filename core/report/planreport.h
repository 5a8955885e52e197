#pragma once

#include "core/plan/plan.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace fabric {

// Extra checks a caller may attach to the report (`plan --check-bisection`).
struct PlanChecks
{
    std::vector<long long> bisectionMaxFlowPerPlaneGbps; // empty: not run
};

// `plan --json` (DESIGN.md section 4): endpoints, planes, nodes, gpus, tiers, links (counts over
// all planes; node-leaf includes the management links, as NVIDIA counts them), bisection_gbps,
// oversubscription (worst tier), warnings, errors; plus the details behind them.
nlohmann::json planToJson(const Plan &plan, const PlanChecks &checks = {});

// The same as readable text for a terminal.
std::string planToText(const Plan &plan, const PlanChecks &checks = {});

// "field: message" for the CLI's stderr.
std::string diagnosticLine(const Diagnostic &diagnostic);

} // namespace fabric
