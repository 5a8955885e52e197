#include "core/common/iso4217.h"

#include <algorithm>

namespace fabric {

const std::vector<Iso4217Currency> &iso4217Currencies()
{
    static const std::vector<Iso4217Currency> currencies{
#include "core/common/iso4217table.h"
    };
    return currencies;
}

const Iso4217Currency *findIso4217(std::string_view code)
{
    const auto &all = iso4217Currencies();
    const auto it = std::lower_bound(all.begin(), all.end(), code,
                                     [](const Iso4217Currency &c, std::string_view k) { return c.code < k; });
    return it != all.end() && it->code == code ? &*it : nullptr;
}

} // namespace fabric
