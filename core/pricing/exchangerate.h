#pragma once

#include "core/common/expected.h"

#include <optional>
#include <string>

namespace fabric {

class Catalogue;
struct Design;

// What one US dollar buys in a currency, and since when: the rate a BOM was priced at.
// The catalogue's prices are in USD; every other currency is reached through its rate.
struct ExchangeRate
{
    std::string currency = "USD"; // an ISO 4217 code
    double perUsd = 1.0;          // units of the currency per US dollar
    std::string asOf;             // ISO 8601 date (or year-month) of the rate
    std::string source;           // "project", "user setting", the catalogue's source
};

// The source the catalogue gives its own rates (data/currencies.sql).
constexpr const char *kIndicativeRateSource = "indicative exchange rate";

// The rates a currency can have, in units per US dollar: from the dinars (about 0.3) to the
// rials (about a million) with room on both sides. Beyond them a rate is a typing error, and the
// money it made would overflow the pricing engine's sums in cents (1e10 turned totals negative).
constexpr double kLowestPerUsd = 1e-4;
constexpr double kHighestPerUsd = 1e7;
bool isPlausibleRate(double perUsd);
// A rate as typed: "0.0001", "7.1", "10000000".
std::string formatPerUsd(double perUsd);

// The rate of a currency code: own (with ownDate) when given, else the catalogue's (which holds the
// user's rates from Settings in the GUI). Fails with a message naming the currency when the code is
// not an active ISO 4217 code or no rate is known for it.
Expected<ExchangeRate> exchangeRateOf(const std::string &code, const Catalogue &catalogue,
                                      std::optional<double> own = std::nullopt, const std::string &ownDate = {});
// The rate of a design's currency: pricing.exchangeRate and pricing.exchangeRateDate when the
// project gives them, else the catalogue's.
Expected<ExchangeRate> exchangeRateOf(const Design &design, const Catalogue &catalogue);

// amount in from.currency brought to to.currency through the US dollar, to the cent.
double convertAmount(double amount, const ExchangeRate &from, const ExchangeRate &to);

// "1 USD = 7.1 CNY (2026-11, catalogue)": the rate as the outputs show it.
std::string describeRate(const ExchangeRate &rate);

} // namespace fabric
