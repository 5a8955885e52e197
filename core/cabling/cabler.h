#pragma once

#include "core/cabling/cableplan.h"
#include "core/catalogue/catalogue.h"
#include "core/common/diagnostic.h"
#include "core/design/design.h"
#include "core/floor/floorplan.h"
#include "core/topology/topology.h"

namespace fabric {

// Stage 4: a length for every link from the floor plan, and the medium that carries it. The
// nodes' cage is the platform's compute cage unless nodeCageType names another (the nodes' ports
// on a network beside the compute fabric); a device in a network by its management port only
// ends in an RJ45 socket. The media are of the design's fabric technology. Messages name a link
// as the cabling plan and the labels of `network` do (cableLabelId).
CablePlan cableLinks(const Design &design, const Topology &topology, const FloorPlan &floor,
                     const Catalogue &catalogue, Diagnostics &diagnostics, CableRuns runs = CableRuns::Kept,
                     const std::string &nodeCageType = {}, NetworkRole network = NetworkRole::Compute);

} // namespace fabric
