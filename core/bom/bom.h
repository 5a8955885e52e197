#pragma once

#include "core/common/text.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace fabric {

struct BomLine
{
    std::string category;     // Compute, Servers, Switches, NICs, Transceivers, Cables, Fibre,
                              // Management, Facility, Spares
    std::string partNumber;
    Text description;         // description.english() is what the CLI and the exports write
    int quantity = 0;
    std::optional<double> unitPrice; // in the BOM's currency; unknown stays unknown
    bool indicative = true;
    double powerW = 0.0;      // total for the line, known draws only
    bool powerUnknown = false; // the part's draw is unknown: powerW does not include it
    std::string source;
    std::string network = "compute"; // compute, storage, inband, oob, or cluster (racks, PDUs)

    std::optional<double> extendedPrice() const
    {
        return unitPrice ? std::optional<double>(*unitPrice * quantity) : std::nullopt;
    }
};

struct Bom
{
    std::string currency = "USD";
    std::vector<BomLine> lines;
    double subtotal = 0.0;     // of lines with a known price
    double discount = 0.0;
    double total = 0.0;
    double powerW = 0.0;
    double networkPowerW = 0.0; // all lines but Compute
    double discountPercent = 0.0;
    int linesWithoutPrice = 0;
    std::vector<std::string> partsWithoutPrice;

    // The known prices of one network's lines (compute, storage, inband, oob, cluster).
    double subtotalOf(const std::string &network) const
    {
        double sum = 0.0;
        for (const BomLine &line : lines)
            if (line.network == network && line.unitPrice)
                sum += *line.extendedPrice();
        return sum;
    }

    // No part of known draw uses power while some draws are unknown: powerW (0) is no figure.
    bool powerUnknown() const
    {
        return powerW <= 0.0 && std::any_of(lines.begin(), lines.end(), [](const BomLine &l) { return l.powerUnknown; });
    }
};

} // namespace fabric
