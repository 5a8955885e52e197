#pragma once

#include "core/plan/plan.h"

#include <string>
#include <vector>

namespace fabric {

// Half the capacity (one direction, all planes) of one tier's links: the endpoints' own links, the
// leaves' uplinks, the spines' up or down links. An upper bound on what a halving of the cluster can
// carry through that tier; the bisection itself is the plan's figure (narrowest cut of the wired
// topology), which is lower when leaves are partly filled.
struct TierCapacity
{
    std::string tier; // endpoints, leaf, spine, core
    double gbps = 0.0;
};

struct BisectionSummary
{
    std::vector<TierCapacity> cuts;
    double bisectionGbps = 0.0; // the plan's figure: plan, model, GUI and exports show this one
    std::string narrowestCut;   // which halving it is (rails, scalable units, ...)
    // All-to-all moves a quarter of p x S bytes across the bisection each way, so
    // busbw <= 4 B_bisection / p x (p-1)/p per GPU (bytes per second, as nccl-tests).
    double alltoallBusbwBoundGBps = 0.0;
};

// What is left after losing one switch or one plane, from the sizing's structure.
struct FailureImpact
{
    std::string lost;           // leaf, spine, plane
    double bisectionGbps = 0.0; // left: the intact figure times fractionLeft
    double fractionLeft = 0.0;  // of the intact bisection, from the narrowest tier before and after
    int endpointsLost = 0;      // node ports cut off
};

struct FailureWhatIfs
{
    std::vector<FailureImpact> impacts; // leaf, spine (when there is one), plane
    int planes = 1;                     // of the design: losing the one plane of a single-plane design is losing it all
};

BisectionSummary bisectionSummary(const Plan &plan);
FailureWhatIfs failureWhatIfs(const Plan &plan);

} // namespace fabric
