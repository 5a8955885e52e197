#pragma once

#include "core/common/storedprice.h"
#include "core/common/text.h"
#include "core/pricing/costsummary.h"
#include "core/pricing/exchangerate.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace fabric {

struct BomLine
{
    std::string category;     // Compute, Servers, Switches, NICs, Transceivers, Cables, Fibre,
                              // Fabric managers (UFM appliances), Facility, Spares
    std::string partNumber;
    Text description;         // description.english() is what the CLI and the exports write
    int quantity = 0;
    std::optional<double> unitPrice; // in the BOM's currency; unknown stays unknown
    bool indicative = true;
    double powerW = 0.0;      // total for the line, known draws only
    bool powerUnknown = false; // the part's draw is unknown: powerW does not include it
    std::string source;
    std::string network = "compute"; // compute, storage, inband, oob, or cluster (racks, PDUs)
    // The user's own price behind unitPrice, as listed (from the project, else the price list);
    // empty for catalogue prices.
    std::optional<StoredPrice> userPrice;
    bool priceFromProject = false; // the project's pricing.prices, not this machine's list

    std::optional<double> extendedPrice() const
    {
        return unitPrice ? std::optional<double>(*unitPrice * quantity) : std::nullopt;
    }
};

struct Bom
{
    std::string currency = "USD";
    ExchangeRate exchangeRate; // the rate the USD prices were brought to currency at
    // The rates of the other currencies the user's own prices were listed in, which brought them
    // to USD on their way to currency (the catalogue's or Settings'), one per currency.
    std::vector<ExchangeRate> listedRates;
    std::vector<BomLine> lines;
    // The money, from priceOf(*this, design) (core/pricing/pricingengine.h) and nowhere else.
    CostSummary cost;
    double powerW = 0.0;
    double networkPowerW = 0.0; // all lines but Compute

    // No part of known draw uses power while some draws are unknown: powerW (0) is no figure.
    bool powerUnknown() const
    {
        return powerW <= 0.0 && std::any_of(lines.begin(), lines.end(), [](const BomLine &l) { return l.powerUnknown; });
    }
};

} // namespace fabric
