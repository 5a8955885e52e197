#pragma once

#include "core/sizing/sizing.h"
#include "core/topology/topology.h"

namespace fabric {

// The in-band network's leaves work in MLAG pairs: a node's two bonded ports reach the two leaves
// of a pair, and the pair is joined by peer links (NVIDIA's H100 RA cables two 100G ISLs a pair:
// six for its three pairs, RA-11333 Table 8).
inline constexpr int kPeerLinksPerPair = 2;

// Whether the sizer's layout pairs its leaves: two ports a node, one rail a leaf, so leaves 2p
// and 2p + 1 of an SU serve the same nodes.
bool leavesPair(const Sizing &sizing);

// The fewest ports any leaf has free (no link on them): a pair needs kPeerLinksPerPair on each.
int fewestFreeLeafPorts(const Topology &topology);

// Joins leaves 2p and 2p + 1 (in id order) by kPeerLinksPerPair peer links on their highest free
// ports. The caller has checked that every leaf has that many free.
void addPeerLinks(Topology &topology, int speedGbps);

// A network of one switch that holds one port of every bond (a node's first in-band port, half of
// each device's), made the MLAG pair NVIDIA's BasePOD builds (SN4600 #1 and #2): a second switch
// of the same model takes each bond's other port on the same switch port, every device's ports
// double (its port p becomes 2p - 1 on the first switch and 2p on the second), and the pair is
// joined by peer links. The leaf tier counts two switches. False, with nothing changed, unless the
// topology has exactly one switch with kPeerLinksPerPair ports free.
bool mirrorIntoPair(Topology &topology, TierSize &leaf, int speedGbps);

} // namespace fabric
