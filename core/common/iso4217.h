#pragma once

#include "core/common/text.h"

#include <string_view>
#include <vector>

namespace fabric {

// One active ISO 4217 currency: its code, its number, its name (English, translatable) and its
// minor units (digits after the decimal point; -1 for funds and metals, which have none).
// The table, its source and its date: data/iso4217/generate.py.
struct Iso4217Currency
{
    std::string_view code;
    int numeric = 0;
    TextPattern name;
    int minorUnits = 2;
};

// Every active code, in code order.
const std::vector<Iso4217Currency> &iso4217Currencies();
// The currency of a code ("EUR"; exactly three capital letters), or nullptr.
const Iso4217Currency *findIso4217(std::string_view code);

} // namespace fabric
