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

std::string withoutGrouping(const std::string &text, char groupMark)
{
    if (text.find(groupMark) == std::string::npos)
        return text;
    const std::size_t sign = (!text.empty() && (text[0] == '-' || text[0] == '+')) ? 1 : 0;
    std::string digits = text.substr(0, sign);
    std::size_t group = 0;
    for (std::size_t i = sign; i < text.size(); ++i) {
        if (text[i] == groupMark) {
            // The first group has 1-3 digits, every later one exactly 3.
            const bool firstOk = digits.size() == sign + group && group >= 1 && group <= 3;
            const bool laterOk = digits.size() > sign + group && group == 3;
            if (!(firstOk || laterOk))
                return {};
            group = 0;
            continue;
        }
        digits += text[i];
        ++group;
    }
    return group == 3 ? digits : std::string();
}

std::string withoutGroupingDecimal(const std::string &text, char groupMark, char decimalMark)
{
    const std::size_t mark = text.find(decimalMark);
    std::string plain = withoutGrouping(text.substr(0, mark), groupMark);
    if (plain.empty() && mark != 0)
        return {};
    if (mark != std::string::npos)
        plain += '.' + text.substr(mark + 1);
    return plain;
}

} // namespace fabric
