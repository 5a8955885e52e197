#include "core/pricing/exchangerate.h"

#include "core/catalogue/catalogue.h"
#include "core/common/iso4217.h"
#include "core/design/design.h"
#include "core/pricing/pricingengine.h"

#include <cmath>
#include <cstdio>

namespace fabric {

bool isPlausibleRate(double perUsd)
{
    return perUsd >= kLowestPerUsd && perUsd <= kHighestPerUsd; // false for NaN too
}

std::string formatPerUsd(double perUsd)
{
    char number[32];
    std::snprintf(number, sizeof number, "%.10g", perUsd);
    return number;
}

Expected<ExchangeRate> exchangeRateOf(const std::string &code, const Catalogue &catalogue, std::optional<double> own,
                                      const std::string &ownDate)
{
    if (!findIso4217(code))
        return Expected<ExchangeRate>::failure(
            Text(FABRIC_TR("fabric::Currency", "'%1' is not an ISO 4217 currency code (such as USD, EUR, CNY, JPY)"), code));
    if (own) {
        if (!isPlausibleRate(*own))
            return Expected<ExchangeRate>::failure(
                Text(FABRIC_TR("fabric::Currency", "the exchange rate of %1 must be a number of %1 per USD from %2 to %3"), code,
                     formatPerUsd(kLowestPerUsd), formatPerUsd(kHighestPerUsd)));
        return ExchangeRate{code, *own, ownDate, "project"};
    }
    if (code == "USD")
        return ExchangeRate{"USD", 1.0, {}, {}};
    if (const Currency *c = catalogue.findCurrency(code))
        return ExchangeRate{c->code, c->perUsd, c->asOf, c->source};
    return Expected<ExchangeRate>::failure(
        Text(FABRIC_TR("fabric::Currency", "no exchange rate for %1: give one (%1 per USD, with its date) in the project "
                                           "(pricing.exchangeRate), with --exchange-rate, or in Settings"),
             code));
}

Expected<ExchangeRate> exchangeRateOf(const Design &design, const Catalogue &catalogue)
{
    const std::string &code = design.pricing.currency;
    auto rate = exchangeRateOf(code, catalogue, design.pricing.exchangeRate, design.pricing.exchangeRateDate);
    // A design's rate is given in its own fields: offer those, not a flag that only compare takes
    // (`plan` was told to pass --exchange-rate, which it refuses).
    if (!rate && findIso4217(code) && !design.pricing.exchangeRate)
        return Expected<ExchangeRate>::failure(
            Text(FABRIC_TR("fabric::Currency", "no exchange rate for %1: give one (%1 per USD) in pricing.exchangeRate, with its "
                                               "date in pricing.exchangeRateDate, or in the desktop application's Settings"),
                 code));
    return rate;
}

double convertAmount(double amount, const ExchangeRate &from, const ExchangeRate &to)
{
    if (from.currency == to.currency)
        return amount;
    return roundToCents(amount / from.perUsd * to.perUsd);
}

std::string describeRate(const ExchangeRate &rate)
{
    char number[32];
    std::snprintf(number, sizeof number, "%.6g", rate.perUsd);
    std::string text = "1 USD = " + std::string(number) + " " + rate.currency;
    std::string when = rate.asOf;
    if (!rate.source.empty())
        when += (when.empty() ? "" : ", ") + rate.source;
    return when.empty() ? text : text + " (" + when + ")";
}

} // namespace fabric
