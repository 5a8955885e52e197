#pragma once

#include "core/cabling/cableplan.h"
#include "core/catalogue/catalogue.h"
#include "core/common/diagnostic.h"
#include "core/design/design.h"
#include "core/floor/floorplan.h"
#include "core/topology/topology.h"

namespace fabric {

// Stage 4: a length for every link from the floor plan, and the medium that carries it.
CablePlan cableLinks(const Design &design, const Topology &topology, const FloorPlan &floor,
                     const Catalogue &catalogue, Diagnostics &diagnostics, CableRuns runs = CableRuns::Kept);

} // namespace fabric
