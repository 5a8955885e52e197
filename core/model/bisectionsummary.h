#pragma once

#include "core/sizing/sizing.h"

#include <string>
#include <vector>

namespace fabric {

// The capacity (one direction, all planes) of the narrowest cut that splits the cluster in two
// halves at one tier: the endpoints' own links, the leaves' uplinks, the spines' up or down links.
struct BisectionCut
{
    std::string tier; // endpoints, leaf, spine, core
    double gbps = 0.0;
};

struct BisectionSummary
{
    std::vector<BisectionCut> cuts;
    double bisectionGbps = 0.0; // the narrowest cut
    // All-to-all moves a quarter of p x S bytes across the bisection each way, so
    // busbw <= 4 B_bisection / p x (p-1)/p per GPU (bytes per second, as nccl-tests).
    double alltoallBusbwBoundGBps = 0.0;
};

// What is left after losing one switch or one plane, from the sizing's structure.
struct FailureImpact
{
    std::string lost;           // leaf, spine, plane
    double bisectionGbps = 0.0; // left
    double fractionLeft = 0.0;  // of the intact bisection
    int endpointsLost = 0;      // node ports cut off
};

struct FailureWhatIfs
{
    std::vector<FailureImpact> impacts; // leaf, spine (when there is one), plane
};

BisectionSummary bisectionSummary(const Sizing &sizing);
FailureWhatIfs failureWhatIfs(const Sizing &sizing);

} // namespace fabric
