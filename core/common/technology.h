#pragma once

#include "core/common/text.h"

#include <optional>
#include <string>
#include <string_view>

namespace fabric {

enum class Technology { InfiniBand, Ethernet };

inline std::string_view toString(Technology t)
{
    return t == Technology::InfiniBand ? "infiniband" : "ethernet";
}

// The technology as people write it, in prose and in every language: "InfiniBand", "Ethernet".
// toString gives the project file's key ("infiniband").
inline TextPattern technologyName(Technology t)
{
    return t == Technology::InfiniBand ? FABRIC_TR("fabric::Technology", "InfiniBand") : FABRIC_TR("fabric::Technology", "Ethernet");
}

// A compute fabric's technology as the workbook, the quote and the window name it: "InfiniBand",
// "Ethernet (RoCE)".
inline TextPattern fabricTitle(Technology t)
{
    return t == Technology::InfiniBand ? FABRIC_TR("fabric::Technology", "InfiniBand")
                                       : FABRIC_TR("fabric::Technology", "Ethernet (RoCE)");
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
