#pragma once

#include "core/catalogue/catalogue.h"
#include "ui/render/quotepdf.h"

#include <QString>

#include <map>

namespace fabric::ui {

// What the user sets once for every design, kept in QSettings: the seller printed on quotes and
// their own exchange rates. Static: QSettings is the one store, read where it is needed.
class AppSettings
{
public:
    static render::Seller seller();
    static void setSeller(const render::Seller &seller);

    // The user's rates by currency code (units per USD), with the date they were set; a currency
    // without one uses the catalogue's.
    struct Rate
    {
        double perUsd = 0.0;
        QString asOf;
    };
    static std::map<QString, Rate> exchangeRates();
    static void setExchangeRates(const std::map<QString, Rate> &rates);

    // The catalogue with the user's rates laid over its own.
    static Catalogue withExchangeRates(Catalogue catalogue);
};

} // namespace fabric::ui
