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

inline std::optional<Technology> technologyFromString(std::string_view s)
{
    if (s == "infiniband" || s == "ib")
        return Technology::InfiniBand;
    if (s == "ethernet" || s == "roce" || s == "eth")
        return Technology::Ethernet;
    return std::nullopt;
}

} // namespace fabric
