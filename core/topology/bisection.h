#pragma once

#include "core/sizing/sizing.h"
#include "core/topology/topology.h"

namespace fabric {

// Bisection bandwidth of one plane, in Gb/s, for the cut that puts the first half of the GPU
// endpoints (in node order, then rail) on one side and the rest on the other, every endpoint
// sending at its link speed. Management ports carry no traffic and sit on neither side.
//
// Closed form: from the sizing alone, bottom up through the tree: traffic that can meet inside
// a leaf does, the rest climbs as far as the uplinks allow (leaf, then pod, then the core).
long long bisectionClosedFormGbps(const Sizing &sizing);

// The same cut by max-flow / min-cut (Boost.Graph push-relabel) over the port-level graph of one
// plane. For a correctly wired balanced fat tree it equals the closed form.
long long bisectionMaxFlowGbps(const Topology &topology, const Sizing &sizing, int plane);

} // namespace fabric
