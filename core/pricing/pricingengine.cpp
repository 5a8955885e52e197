#include "core/pricing/pricingengine.h"

#include <algorithm>
#include <cmath>

namespace fabric {

double roundToCents(double amount)
{
    return std::round(amount * 100.0) / 100.0;
}

namespace {

long long cents(double amount)
{
    return std::llround(amount * 100.0);
}

} // namespace

CostSummary priceOf(const Bom &bom, const Design &design)
{
    CostSummary cost;
    cost.currency = bom.currency;
    cost.taxPercent = design.pricing.taxPercent;
    const auto &byCategory = design.quote.discountPercentByCategory;
    // Summed in whole cents, so that lines, networks and the total add up exactly.
    struct Sums { long long list = 0, net = 0; };
    Sums total;
    std::vector<Sums> networks;
    cost.lines.reserve(bom.lines.size());
    for (const BomLine &line : bom.lines) {
        auto network = std::find_if(cost.networks.begin(), cost.networks.end(),
                                    [&](const NetworkCost &n) { return n.network == line.network; });
        if (network == cost.networks.end()) {
            cost.networks.push_back(NetworkCost{line.network});
            networks.emplace_back();
            network = std::prev(cost.networks.end());
        }
        ++network->lines;
        Sums &networkSums = networks[static_cast<std::size_t>(network - cost.networks.begin())];
        LineCost &c = cost.lines.emplace_back();
        const auto own = byCategory.find(line.category);
        c.discountPercent = own != byCategory.end() ? own->second : design.pricing.discountPercent;
        const auto extended = line.extendedPrice();
        if (!extended) {
            ++cost.unknownLines;
            ++network->unknownLines;
            if (std::find(cost.unknownParts.begin(), cost.unknownParts.end(), line.partNumber) == cost.unknownParts.end())
                cost.unknownParts.push_back(line.partNumber);
            continue;
        }
        c.known = true;
        const long long list = cents(*extended);
        // The net from the list as shown, to the cent: what a reader (or a spreadsheet) recomputes.
        const long long net = cents(static_cast<double>(list) / 100.0 * (1.0 - c.discountPercent / 100.0));
        c.list = static_cast<double>(list) / 100.0;
        c.net = static_cast<double>(net) / 100.0;
        c.discount = static_cast<double>(list - net) / 100.0;
        total.list += list;
        total.net += net;
        networkSums.list += list;
        networkSums.net += net;
    }
    for (std::size_t i = 0; i < networks.size(); ++i) {
        cost.networks[i].list = static_cast<double>(networks[i].list) / 100.0;
        cost.networks[i].net = static_cast<double>(networks[i].net) / 100.0;
        cost.networks[i].discount = static_cast<double>(networks[i].list - networks[i].net) / 100.0;
    }
    const long long tax = cents(static_cast<double>(total.net) / 100.0 * cost.taxPercent / 100.0);
    cost.list = static_cast<double>(total.list) / 100.0;
    cost.net = static_cast<double>(total.net) / 100.0;
    cost.discount = static_cast<double>(total.list - total.net) / 100.0;
    cost.tax = static_cast<double>(tax) / 100.0;
    cost.total = static_cast<double>(total.net + tax) / 100.0;
    return cost;
}

} // namespace fabric
