#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace fabric {

enum class Technology { InfiniBand, Ethernet };

inline std::string_view toString(Technology t)
{
    return t == Technology::InfiniBand ? "infiniband" : "ethernet";
}

// Any case: InfiniBand, IB, Ethernet, RoCE, eth.
inline std::optional<Technology> technologyFromString(std::string_view s)
{
    std::string folded(s);
    for (char &c : folded)
        c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    if (folded == "infiniband" || folded == "ib")
        return Technology::InfiniBand;
    if (folded == "ethernet" || folded == "roce" || folded == "eth")
        return Technology::Ethernet;
    return std::nullopt;
}

} // namespace fabric
