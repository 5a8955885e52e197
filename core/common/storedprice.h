#pragma once

#include <string>

namespace fabric {

// A price of the user's own list as a plan used it: in the currency it was quoted in, with where
// it came from and when. Projects keep the ones their plan used (pricing.prices), so that the same
// file quotes the same total on any machine.
struct StoredPrice
{
    std::string partNumber; // as the BOM line names the part
    double price = 0.0;     // per unit, in currency
    std::string currency;   // ISO 4217
    std::string source;     // the price list's file name or the source column
    std::string date;       // when it was imported, ISO 8601 (UTC)

    bool operator==(const StoredPrice &) const = default;
    // The same price: amount and currency (source and date are where and when, not what).
    bool samePrice(const StoredPrice &other) const { return price == other.price && currency == other.currency; }
};

} // namespace fabric
