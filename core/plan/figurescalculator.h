#pragma once

#include "core/catalogue/catalogue.h"
#include "core/plan/figures.h"

namespace fabric {

struct Plan;

// Stage 6: the headline figures of a plan whose earlier stages are done: bisection (the narrowest
// cut of the wired topology), oversubscription per tier, hops, latency, cost and power per GPU.
Figures computeFigures(const Plan &plan, const Catalogue &catalogue);

} // namespace fabric
