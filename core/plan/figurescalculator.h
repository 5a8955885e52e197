#pragma once

#include "core/plan/figures.h"
#include "core/topology/bisection.h"

namespace fabric {

struct Plan;

// Stage 6: the headline figures of a plan whose earlier stages are done: its bisection (the
// narrowest cut of the wired topology, from computeBisection), oversubscription per tier, hops,
// latency, cost and power per GPU.
Figures computeFigures(const Plan &plan, const Bisection &bisection);

} // namespace fabric
