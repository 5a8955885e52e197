#include "core/design/papersize.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace fabric {

Paper paperOf(PaperSize size)
{
    switch (size) {
    case PaperSize::A4: return {595.0, 842.0, 9};     // 210 x 297 mm
    case PaperSize::Letter: return {612.0, 792.0, 1}; // 8.5 x 11 in
    }
    return {595.0, 842.0, 9};
}

std::string_view toString(PaperSize size)
{
    return size == PaperSize::Letter ? "letter" : "a4";
}

std::optional<PaperSize> paperSizeFromString(std::string_view text)
{
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower == "a4")
        return PaperSize::A4;
    if (lower == "letter" || lower == "us-letter")
        return PaperSize::Letter;
    return std::nullopt;
}

} // namespace fabric
