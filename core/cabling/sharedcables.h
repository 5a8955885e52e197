#pragma once

#include "core/cabling/cableplan.h"
#include "core/topology/topology.h"

#include <vector>

namespace fabric {

// For each link of a network, the link (0-based) whose twin or split cable also carries it: the
// cable's first link, on every link the cable carries; -1 on a cable of one link (the bill counts
// a shared cable once, on its first link). Empty when the plan shares no cable.
std::vector<int> sharedCableFirstLinks(const Topology &topology, const CablePlan &cables);

} // namespace fabric
