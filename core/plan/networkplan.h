#pragma once

#include "core/cabling/cableplan.h"
#include "core/design/networkspec.h"
#include "core/floor/floorplan.h"
#include "core/sizing/sizing.h"
#include "core/topology/topology.h"

#include <vector>

namespace fabric {

// One network of a cluster: sized by its own sizer, wired by its own wirer over the cluster's
// nodes (the first devices of every network's topology are the nodes, in the same order, so a
// node has one id in every network), placed on the shared floor and cabled.
struct NetworkPlan
{
    NetworkRole role = NetworkRole::Compute;
    Sizing sizing;
    Topology topology;
    // Where this network's devices stand, by device id. The compute fabric's are the floor's own
    // (FloorPlan::placements) and this stays empty for it: Plan::placementsOf gives either.
    std::vector<Placement> placements;
    CablePlan cables;
    std::string nodeCageType; // the nodes' cage on this network (the compute fabric: the platform's)

    int switchCount() const;
    Technology technology() const { return sizing.technology; }
};

// What a link joins, as the exports name it: on the OOB network every link joins a device's
// management port to an OOB switch ("device-oob", whether the device is a node, a switch or a
// PDU); elsewhere the tier's name (node-leaf, leaf-spine ...).
std::string_view linkKindName(NetworkRole network, LinkTier tier);

} // namespace fabric
