#pragma once

#include "core/bom/bom.h"
#include "core/design/design.h"
#include "core/pricing/costsummary.h"

namespace fabric {

// The one pricing engine. In this order, per line, each amount rounded to the cent:
//   1. list = unit price x quantity (spares are lines of their own, priced like any other);
//   2. the rate: the line category's own percent (quote.discountPercentByCategory) when it has
//      one, else the design's overall percent (pricing.discountPercent); never both;
//   3. net = list x (1 - rate), from the list to the cent; discount = list - net.
// Then the lines' cents summed per network and over the whole bill (so they add up exactly);
// tax = net x pricing.taxPercent, rounded to the cent; total = net + tax.
// A line of unknown price is counted and named, never priced at 0.
CostSummary priceOf(const Bom &bom, const Design &design);

// To the cent, half away from zero.
double roundToCents(double amount);

} // namespace fabric
