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

// The name of node `index` (0-based) of a cluster of `nodes`: "dgx-h100-0001"; the same in every
// network the node is in.
std::string nodeName(const std::string &platform, int index, int nodes);

} // namespace fabric
