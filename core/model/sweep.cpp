#include "core/model/sweep.h"

#include "core/common/usertext.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <string>

namespace fabric {

std::vector<std::uint64_t> powerOfTwoSweep(std::uint64_t first, std::uint64_t last)
{
    std::vector<std::uint64_t> sizes;
    for (std::uint64_t b = std::max<std::uint64_t>(1, first); b <= last && b != 0; b *= 2)
        sizes.push_back(b);
    return sizes;
}

std::vector<std::uint64_t> logSweep(std::uint64_t first, std::uint64_t last, int count)
{
    std::vector<std::uint64_t> sizes;
    if (count <= 0 || first == 0 || last < first)
        return sizes;
    const double a = std::log(double(first)), b = std::log(double(last));
    for (int i = 0; i < count; ++i) {
        const double t = count == 1 ? 0.0 : double(i) / (count - 1);
        auto v = static_cast<std::uint64_t>(std::llround(std::exp(a + (b - a) * t) / 8.0)) * 8;
        v = std::max<std::uint64_t>(v, 8);
        if (!sizes.empty() && v <= sizes.back())
            v = sizes.back() + 8;
        sizes.push_back(v);
    }
    return sizes;
}

Expected<std::vector<std::uint64_t>> parseByteList(std::string_view text)
{
    using Result = Expected<std::vector<std::uint64_t>>;
    std::vector<std::uint64_t> sizes;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(',', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string item(text.substr(start, end - start));
        const std::string original = item;
        // "8, 1 GiB": spaces around an item and before its unit, never inside the number.
        const auto isSpace = [](char c) { return c == ' ' || c == '\t'; };
        while (!item.empty() && isSpace(item.back()))
            item.pop_back();
        item.erase(0, std::min(item.size(), item.find_first_not_of(" \t")));
        if (!item.empty() && (item.back() == 'B' || item.back() == 'b'))
            item.pop_back();
        // KiB, MiB, GiB: the binary units nccl-tests' K, M and G are.
        const bool iec = item.size() >= 2 && (item.back() == 'i' || item.back() == 'I') &&
                         std::string_view("KkMmGgTt").find(item[item.size() - 2]) != std::string_view::npos;
        if (iec)
            item.pop_back();
        int shift = 0;
        if (!item.empty()) {
            switch (std::toupper(static_cast<unsigned char>(item.back()))) {
            case 'K':
                shift = 10;
                break;
            case 'M':
                shift = 20;
                break;
            case 'G':
                shift = 30;
                break;
            case 'T':
                shift = 40;
                break;
            default:
                break;
            }
            if (shift)
                item.pop_back();
            while (shift && !item.empty() && isSpace(item.back()))
                item.pop_back();
        }
        std::uint64_t value = 0;
        auto [ptr, ec] = std::from_chars(item.data(), item.data() + item.size(), value);
        if (item.empty() || ec != std::errc() || ptr != item.data() + item.size() || value == 0 ||
            value > (std::uint64_t(1) << (63 - shift)))
            return Result::failure(quotedText(original) +
                                   " is not a size in bytes (e.g. 8, 64K, 1M, 8G, 1GiB)");
        // Sizes are of 4-byte floats, as nccl-tests counts them: 3 bytes was modelled as a
        // collective of 0 elements at 40 us.
        if ((value << shift) % 4 != 0)
            return Result::failure(quotedText(original) + " is not a whole number of 4-byte floats (4, 8, 12, ...)");
        sizes.push_back(value << shift);
        start = end + 1;
    }
    return sizes;
}

} // namespace fabric
