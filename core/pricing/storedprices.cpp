#include "core/pricing/storedprices.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace fabric {

std::vector<StoredPrice> pricesUsed(const Bom &bom)
{
    std::vector<StoredPrice> used;
    std::unordered_set<std::string> seen;
    for (const BomLine &line : bom.lines)
        if (line.userPrice && seen.insert(line.userPrice->partNumber).second)
            used.push_back(*line.userPrice);
    return used;
}

Design asQuoted(const Design &design, const Bom &bom)
{
    Design quoted = design;
    std::vector<StoredPrice> &prices = quoted.pricing.prices;
    for (StoredPrice &used : pricesUsed(bom))
        if (std::none_of(prices.begin(), prices.end(), [&](const StoredPrice &p) { return p.partNumber == used.partNumber; }))
            prices.push_back(std::move(used));
    return quoted;
}

std::vector<StoredPriceChange> storedPriceChanges(const Design &design, const Catalogue &catalogue)
{
    std::unordered_map<std::string, const StoredPrice *> current;
    for (const StoredPrice &p : catalogue.userPrices())
        current.emplace(p.partNumber, &p);
    std::vector<StoredPriceChange> changes;
    for (const StoredPrice &stored : design.pricing.prices)
        if (const auto it = current.find(stored.partNumber); it != current.end() && !it->second->samePrice(stored))
            changes.push_back({stored, *it->second});
    return changes;
}

Design withCurrentPrices(const Design &design, const Catalogue &catalogue)
{
    Design updated = design;
    for (const StoredPriceChange &change : storedPriceChanges(design, catalogue))
        for (StoredPrice &p : updated.pricing.prices)
            if (p.partNumber == change.stored.partNumber)
                p = change.current;
    return updated;
}

} // namespace fabric
