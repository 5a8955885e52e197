#pragma once

#include "core/common/diagnostic.h"
#include "core/design/design.h"
#include "core/floor/floorplan.h"
#include "core/sizing/sizing.h"
#include "core/topology/topology.h"

namespace fabric {

// Stage 3: racks in rows; every device of the topology gets a rack and a rack unit.
// The name of the rack at a row and position (both 0-based): R01-03 is row 1, position 3.
std::string rackName(int row, int position);

FloorPlan placeFloor(const Design &design, const Sizing &sizing, const Topology &topology,
                     Diagnostics &diagnostics);

} // namespace fabric
