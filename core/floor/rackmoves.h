#pragma once

#include "core/common/diagnostic.h"
#include "core/design/design.h"
#include "core/floor/floorplan.h"

namespace fabric {

// The user's rack moves (design.floor.rackMoves) are applied where each rack is made: the compute
// floor's racks by the floor planner (stage 1), the storage, in-band and OOB networks' racks as
// they are added (RackSpace::addRack). Once every rack stands, the moves are checked here against
// the whole floor: a move that names no rack of the plan, and moved racks that stand on another
// rack's spot, are warned of (field floor.rackMoves), each clash naming both racks.
void reportRackMoves(const Design &design, const FloorPlan &floor, Diagnostics &diagnostics);

// The last of the user's moves that names this rack, or nothing.
const RackMove *lastMoveOf(const Design &design, const std::string &rack);

} // namespace fabric
