#pragma once

#include "core/design/design.h"
#include "core/sizing/sizing.h"
#include "core/topology/topology.h"

namespace fabric {

// Whether the wiring links the nodes to their leaves: a network that attaches its nodes in its own
// way (a storage fabric's devices on leaves of their own) keeps only the switches' links.
enum class NodeLinks { Wired, Left };

// Stage 2: the port-level graph of a sized fabric: every node, switch and management appliance
// and every link with the port at each end (the nodes' links unless NodeLinks::Left).
Topology wireTopology(const Design &design, const Sizing &sizing, NodeLinks nodeLinks = NodeLinks::Wired);

} // namespace fabric
