#pragma once

#include "core/common/diagnostic.h"
#include "core/design/design.h"
#include "core/floor/floorplan.h"

namespace fabric {

// The user's rack moves (design.floor.rackMoves) are applied where each rack is made: the compute
// floor's racks by the floor planner (stage 1, applyRackMoves), the storage, in-band and OOB
// networks' racks as they are added (RackSpace::addRack, lastMoveOf). A move of a rack the
// compute floor lacks may name one of those, so it is not judged there. Once every rack stands,
// the moves are checked against the whole floor (reportRackMoves): a move that names no rack of
// the plan, and moved racks that stand on another rack's spot, are warned of (field
// floor.rackMoves), each clash naming both racks.

// Moves the floor's racks that the moves name; a later move of the same rack wins.
void applyRackMoves(const Design &design, FloorPlan &floor);

void reportRackMoves(const Design &design, const FloorPlan &floor, Diagnostics &diagnostics);

// Whether racks centred at (ax, ay) and (bx, by) stand on the same spot: their footprints (the
// floor's rack width and depth) overlap by more than a rounding error.
bool footprintsOverlap(const FloorPlan &floor, double ax, double ay, double bx, double by);

// The last of the user's moves that names this rack, or nothing.
const RackMove *lastMoveOf(const Design &design, const std::string &rack);

} // namespace fabric
