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
// The links between switches alone (true with one tier): served as above, or at least carried by
// some part at every length, if not one the cages take (the cabling then warns). A fabric whose
// switch links some length leaves uncarried (two split HDR cages beyond copper's reach) would
// fail its cabling and needs another shape.
bool switchLinksServed(const Sizing &sizing, const Catalogue &catalogue);
bool switchLinksCarried(const Sizing &sizing, const Catalogue &catalogue);

} // namespace fabric
