#pragma once

#include "core/plan/plan.h"

#include <array>

namespace fabric {

// How many links of each tier a plan has wired, by LinkTier: as its cabling tallied them, or, in a
// plan that stopped before its cabling, counted from its topology (all zero before its wiring).
std::array<long long, kLinkTiers> linksByTier(const Plan &plan);        // the compute fabric's
std::array<long long, kLinkTiers> linksByTier(const NetworkPlan &network);

} // namespace fabric
