#pragma once

#include "core/catalogue/catalogue.h"
#include "core/sizing/sizing.h"

namespace fabric {

// Whether the catalogue sells media that connect a sized fabric's cages as they should, at every
// length a hall asks of them: a part whose form factor each cage takes, a link for every port of
// a cage (a splitter or twin part where a cage holds two ports), from node to leaf and, with more
// than one tier, from switch to switch. The automatic switch choice prefers a switch whose cages
// are served: one whose split cages no part serves would plan a bill of parts that do not fit.
bool cablesServeCages(const Sizing &sizing, const Catalogue &catalogue);

} // namespace fabric
