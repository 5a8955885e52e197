#pragma once

#include "core/catalogue/parts.h"
#include "core/topology/topology.h"

#include <string>

namespace fabric {

// A node of several hosts (an NVL72 rack of 18 compute trays) whose ports on a network are its
// hosts' own (two in-band ports a tray) is sized and wired as one node slot a host, and its
// slots are then joined into the one device again.

// The node's hosts (Platform::hosts) when its ports on the network divide evenly among them;
// else 1: the node is one slot.
int hostsWithPortsOfTheirOwn(const Platform *platform, int nodePorts);

// Joins each node's `hosts` consecutive slots (the first nodes x hosts devices of `slots`) into
// one node device named as the node: slot h's port p becomes the node's port h x portsEach + p,
// as trayPortOf reads it back.
Topology joinHostSlots(Topology slots, int nodes, int hosts, int portsEach, const std::string &platform);

} // namespace fabric
