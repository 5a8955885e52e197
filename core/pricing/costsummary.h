#pragma once

#include <string>
#include <vector>

namespace fabric {

// One line of the bill as the customer pays it. Amounts in the BOM's currency; a line of unknown
// price has known == false and every amount 0, and is counted in CostSummary::unknownLines.
struct LineCost
{
    bool known = false;
    double list = 0.0;            // unit price x quantity
    double discountPercent = 0.0; // the category's own, else the design's
    double discount = 0.0;
    double net = 0.0;             // list - discount
};

// The known prices of one network's lines (compute, storage, inband, oob, cluster).
struct NetworkCost
{
    std::string network;
    double list = 0.0;
    double discount = 0.0;
    double net = 0.0;
    int lines = 0;
    int unknownLines = 0;

    // Whether any of its lines has a price: if none has, its cost is unknown, never 0.
    bool priced() const { return lines > unknownLines; }
};

// What the bill costs, from core/pricing/pricingengine.h: the one place every output reads.
// Every amount is in whole cents: lines add up to networks and to the totals exactly,
// net = list - discount and total = net + tax.
struct CostSummary
{
    std::string currency = "USD";
    double list = 0.0;     // of lines with a known price
    double discount = 0.0;
    double net = 0.0;
    double taxPercent = 0.0;
    double tax = 0.0;      // on net
    double total = 0.0;    // net + tax
    int unknownLines = 0;  // lines whose price is unknown: outside every amount above
    std::vector<std::string> unknownParts; // their part numbers, each once, in BOM order
    std::vector<LineCost> lines;           // one per BOM line, in BOM order
    std::vector<NetworkCost> networks;     // in order of first appearance in the BOM

    bool complete() const { return unknownLines == 0; }
    bool discounted() const { return discount != 0.0; }
    const NetworkCost *networkCost(const std::string &network) const
    {
        for (const NetworkCost &n : networks)
            if (n.network == network)
                return &n;
        return nullptr;
    }
};

} // namespace fabric
