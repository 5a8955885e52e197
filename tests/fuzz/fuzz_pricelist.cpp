// Any bytes as a price list: all prices valid, or a message of at most kListedProblems + 1 short
// lines, each naming its line of the list.
#include "fuzzcatalogue.h"

#include "core/catalogue/pricelist.h"
#include "core/common/usertext.h"

#include <cmath>
#include <algorithm>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    const auto prices = fabric::parsePriceList(text, "fuzz.csv", fabric::fuzz::catalogue());
    if (!prices) {
        const std::string message = prices.error();
        if (!fabric::isValidUtf8(message))
            std::abort();
        std::size_t lines = 0;
        for (std::size_t begin = 0; begin <= message.size(); ++lines) {
            const std::size_t end = std::min(message.find('\n', begin), message.size());
            if (message.compare(begin, 9, "fuzz.csv:") != 0 || end - begin > 600)
                std::abort();
            begin = end + 1;
        }
        if (lines > fabric::kListedProblems + 1)
            std::abort();
        return 0;
    }
    for (const fabric::UserPrice &p : *prices)
        if (!std::isfinite(p.price) || p.price < 0 || p.price > fabric::kMaxPrice
            || !fabric::isValidUtf8(p.source) || !fabric::isValidUtf8(p.partNumber))
            std::abort();
    return 0;
}
