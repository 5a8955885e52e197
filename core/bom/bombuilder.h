#pragma once

#include "core/bom/bom.h"
#include "core/cabling/cableplan.h"
#include "core/catalogue/catalogue.h"
#include "core/common/diagnostic.h"
#include "core/design/design.h"
#include "core/floor/floorplan.h"
#include "core/plan/networkplan.h"
#include "core/sizing/sizing.h"
#include "core/topology/topology.h"

namespace fabric {

// Stage 5: the priced bill of materials of one compute fabric in the design's currency.
Bom priceBom(const Design &design, const Sizing &sizing, const Topology &topology,
             const CablePlan &cables, const Catalogue &catalogue, Diagnostics &diagnostics);

// Stage 5 for a whole cluster: every network's lines, each naming its network, and, when the plan
// covers more than the compute fabric, the racks and rack PDUs of the floor.
Bom priceClusterBom(const Design &design, const std::vector<NetworkPlan> &networks, const FloorPlan &floor,
                    const Catalogue &catalogue, Diagnostics &diagnostics);

} // namespace fabric
