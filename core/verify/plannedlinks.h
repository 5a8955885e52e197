#pragma once

#include "core/cabling/cableplan.h"
#include "core/floor/floorplan.h"
#include "core/topology/topology.h"
#include "core/verify/fabricdiff.h"

#include <vector>

namespace fabric {

// How a discovery tool names a port: InfiniBand by its port number, Ethernet (LLDP) by the
// interface name, which the plan's cage/lane label matches.
enum class PortNaming { Number, Label };

// The plan's links in the cabling plan's order and with its cable ids.
std::vector<PlannedLink> plannedLinks(const Topology &topology, const FloorPlan &floor, const CablePlan &cables,
                                      PortNaming naming);

} // namespace fabric
