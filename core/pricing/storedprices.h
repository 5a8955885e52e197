#pragma once

#include "core/bom/bom.h"
#include "core/catalogue/catalogue.h"
#include "core/design/design.h"

#include <vector>

namespace fabric {

// Prices that travel with the project. A plan prices a part, in this order, at the project's
// stored price (design.pricing.prices), else the user's price list on this machine, else the
// catalogue. Saving a project as quoted stores every user price its plan used, so that the same
// file quotes the same total anywhere.

// The user prices (project or list) the BOM's lines use, one per part, in BOM order.
std::vector<StoredPrice> pricesUsed(const Bom &bom);

// The design as quoted: its stored prices, then every other user price the BOM used.
Design asQuoted(const Design &design, const Bom &bom);

// A stored price that the user's current list prices differently.
struct StoredPriceChange
{
    StoredPrice stored;
    StoredPrice current;
};

// The project's stored prices that differ from the user's list on this machine, in the
// project's order. Parts the list does not price are not changes: the project keeps them.
std::vector<StoredPriceChange> storedPriceChanges(const Design &design, const Catalogue &catalogue);

// The design with each changed stored price replaced by the list's (Design > Update Prices From
// My List).
Design withCurrentPrices(const Design &design, const Catalogue &catalogue);

} // namespace fabric
