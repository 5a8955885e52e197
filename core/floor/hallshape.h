#pragma once

#include "core/design/design.h"

namespace fabric {

// The automatic hall: how many racks a row holds when the user has not said. Rows are as long
// as the hall is deep, so the floor is roughly square: with the network rows in the middle and
// each scalable unit's leaves at the end of its row, the longest leaf-to-spine run is about a
// row's length plus half the hall's depth, and a square floor keeps that (within 6 % of the best
// any rectangle gives) and the spine-to-core runs shortest for the racks it holds. racks: all
// racks of the plan, compute and network, as estimated before they are laid out.
int automaticRacksPerRow(const FloorSettings &floor, long long racks);

} // namespace fabric
