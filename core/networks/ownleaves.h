#pragma once

#include "core/sizing/sizing.h"
#include "core/topology/topology.h"

#include <string>

namespace fabric {

// Devices that attach to a fat tree at 1:1 on leaves of their own, as NVIDIA's H100 RA attaches
// the storage devices ("storage ports 1:1 port:uplink") while the nodes' side runs at its ratio.
// The leaves are alike (one down:up layout, so the tree stays balanced and minimal as the sizer
// made it); a device leaf uses only as many down ports as its up ports carry at 1:1 (devices
// slower than the leaves' ports: more of them, up to its down ports).
struct OwnLeaves
{
    int leaves = 0;       // leaves given to the devices
    int virtualSlots = 0; // node slots the sizer is asked for on top of the nodes to build them
};

// How many device ports one leaf holds at 1:1: no more than its down ports (each device port
// takes one, at the device's speed: no breakout, as NVIDIA's H100 RA cables its 200G storage
// devices to the QM9700's 400G ports, 980-9I117-00H030, one twin-port cage to two device ports),
// and no more bandwidth than its up ports carry. A leaf of 32 down and 32 up ports at 400G
// holds 32 device ports at 400G, 32 at 200G (64 would fit the up ports but not the down ports).
int devicePortsPerLeaf(int down, int up, int leafSpeedGbps, int deviceSpeedGbps);

// How many device leaves, and so how many more node slots, a fabric whose leaves have `down` and
// `up` ports at `leafSpeedGbps` needs for `devicePorts` device ports of `deviceSpeedGbps` at 1:1.
// `railsPerSlot` ports per node slot.
OwnLeaves ownLeavesFor(int devicePorts, int down, int up, int railsPerSlot, int leafSpeedGbps, int deviceSpeedGbps);

struct OwnLeafDevices
{
    std::string model;
    ApplianceRole role = ApplianceRole::None;
    std::string namePrefix;
    int count = 0;
    int portsEach = 0;
    int speedGbps = 0; // of the devices' links; at most the leaves' port speed
};

// Rewires a topology that the wiring stage built over `nodes + virtualSlots` node slots (its
// node links, if any, are not read: NodeLinks::Left spares making them): the
// nodes' ports spread evenly over the first leaves (a node's ports over different leaves), the
// devices' ports evenly over the last `deviceLeaves` leaves (sized by devicePortsPerLeaf), at the
// devices' speed; the
// switches' links are kept. Returns the topology with the nodes, then the devices, then the
// switches (named with `switchPrefix`), or an empty one when the leaves cannot hold the ports.
Topology attachOnOwnLeaves(Topology wired, const Sizing &sizing, int nodes, int virtualSlots,
                           int deviceLeaves, const OwnLeafDevices &devices, const std::string &switchPrefix);

} // namespace fabric
