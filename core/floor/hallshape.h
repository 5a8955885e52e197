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

// What the scalable units of a plan take on the floor, for a hall laid out SU by SU.
struct SuFootprint
{
    int computeRacks = 0; // of the widest SU
    int networkRacks = 0; // beside each SU's racks for its leaves (0: the leaves go elsewhere)
    int count = 0;        // SUs
    long long otherRacks = 0; // the central rows' racks: spines, cores, appliances
};

// The automatic hall for SUs kept whole: rows that hold a whole number of SUs, each with its
// network racks, or an SU over a few neighbouring rows when it is wider than the square hall's
// row; of those, the row length that makes the floor's longer side shortest (so the floor is as
// square as whole SUs let it be), the smaller floor on a tie. No SUs: automaticRacksPerRow.
int automaticRacksPerRow(const FloorSettings &floor, const SuFootprint &sus);

} // namespace fabric
