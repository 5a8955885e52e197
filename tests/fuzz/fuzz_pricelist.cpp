// Any bytes as a price list: all prices valid or one short message naming the line.
#include "fuzzcatalogue.h"

#include "core/catalogue/pricelist.h"
#include "core/common/usertext.h"

#include <cmath>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    const auto prices = fabric::parsePriceList(text, "fuzz.csv", fabric::fuzz::catalogue());
    if (!prices) {
        if (prices.error().rfind("fuzz.csv:", 0) != 0 || prices.error().size() > 600
            || !fabric::isValidUtf8(prices.error()))
            std::abort();
        return 0;
    }
    for (const fabric::UserPrice &p : *prices)
        if (!std::isfinite(p.price) || p.price < 0 || p.price > fabric::kMaxPrice
            || !fabric::isValidUtf8(p.source) || !fabric::isValidUtf8(p.partNumber))
            std::abort();
    return 0;
}
