#pragma once

#include "core/design/design.h"
#include "core/sizing/sizing.h"
#include "core/topology/topology.h"

namespace fabric {

// Stage 2: the port-level graph of a sized fabric: every node, switch and management appliance
// and every link with the port at each end.
Topology wireTopology(const Design &design, const Sizing &sizing);

} // namespace fabric
