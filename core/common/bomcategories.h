#pragma once

#include <array>
#include <cctype>
#include <optional>
#include <string_view>

namespace fabric {

// The bill of materials' categories, in the order it lists them: the keys that
// quote.discountPercentByCategory takes.
inline constexpr std::array<std::string_view, 10> kBomCategories = {
    "Compute", "Servers", "Switches", "NICs", "Transceivers", "Cables", "Fibre", "Fabric managers", "Facility", "Spares"};

// The category a name means, in any case ("switches" is Switches), or nothing.
inline std::optional<std::string_view> bomCategoryNamed(std::string_view name)
{
    for (std::string_view category : kBomCategories) {
        if (category.size() != name.size())
            continue;
        bool same = true;
        for (std::size_t i = 0; i < name.size() && same; ++i)
            same = std::tolower(static_cast<unsigned char>(name[i])) == std::tolower(static_cast<unsigned char>(category[i]));
        if (same)
            return category;
    }
    return std::nullopt;
}

} // namespace fabric
