#include "core/common/groupeddigits.h"

#include <cmath>
#include <cstdio>

namespace fabric {

std::string formatGrouped(long long value)
{
    const std::string digits = std::to_string(value < 0 ? -value : value);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return value < 0 ? "-" + out : out;
}

std::string formatGrouped(double value, int decimals)
{
    if (!std::isfinite(value))
        return "unknown";
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, std::abs(value));
    std::string text = buffer;
    const auto point = text.find('.');
    std::string fraction = point == std::string::npos ? "" : text.substr(point);
    if (!fraction.empty()) {
        fraction.erase(fraction.find_last_not_of('0') + 1);
        if (fraction == ".")
            fraction.clear();
    }
    const std::string whole = text.substr(0, point);
    std::string out;
    for (std::size_t i = 0; i < whole.size(); ++i) {
        if (i > 0 && (whole.size() - i) % 3 == 0)
            out += ',';
        out += whole[i];
    }
    const bool negative = value < 0 && (out != "0" || !fraction.empty());
    return (negative ? "-" : "") + out + fraction;
}

} // namespace fabric
