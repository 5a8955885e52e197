#pragma once

#include "core/sizing/sizing.h"
#include "core/topology/topology.h"

#include <string>

namespace fabric {

// Devices that attach to a fat tree at 1:1 on leaves of their own, as NVIDIA's H100 RA attaches
// the storage devices ("storage ports 1:1 port:uplink") while the nodes' side runs at its ratio.
// The leaves are alike (one down:up layout, so the tree stays balanced and minimal as the sizer
// made it); a device leaf uses only as many down ports as it has up ports.
struct OwnLeaves
{
    int leaves = 0;       // leaves given to the devices
    int virtualSlots = 0; // node slots the sizer is asked for on top of the nodes to build them
};

// How many device leaves, and so how many more node slots, a fabric whose leaves have `down` and
// `up` ports needs for `devicePorts` device ports at 1:1. `railsPerSlot` ports per node slot.
OwnLeaves ownLeavesFor(int devicePorts, int down, int up, int railsPerSlot);

struct OwnLeafDevices
{
    std::string model;
    std::string namePrefix;
    int count = 0;
    int portsEach = 0;
};

// Rewires a topology that the wiring stage built over `nodes + virtualSlots` node slots (its
// node links, if any, are not read: NodeLinks::Left spares making them): the
// nodes' ports spread evenly over the first leaves (a node's ports over different leaves), the
// devices' ports over the last `deviceLeaves` leaves, at most a leaf's up ports on each; the
// switches' links are kept. Returns the topology with the nodes, then the devices, then the
// switches (named with `switchPrefix`), or an empty one when the leaves cannot hold the ports.
Topology attachOnOwnLeaves(Topology wired, const Sizing &sizing, int nodes, int virtualSlots,
                           int deviceLeaves, const OwnLeafDevices &devices, const std::string &switchPrefix);

} // namespace fabric
