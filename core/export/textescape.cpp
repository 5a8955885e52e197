#include "core/export/textescape.h"

namespace fabric {

bool startsLikeFormula(std::string_view text)
{
    if (text.empty())
        return false;
    switch (text.front()) {
    case '=':
    case '+':
    case '-':
    case '@':
    case '\t':
    case '\r':
        return true;
    default:
        return false;
    }
}

std::string csvSafeText(std::string_view text)
{
    std::string safe;
    if (startsLikeFormula(text))
        safe += '\'';
    safe += text;
    return safe;
}

namespace {

bool keptInXlsx(char c)
{
    return static_cast<unsigned char>(c) >= 0x20 || c == '\t' || c == '\n';
}

} // namespace

bool needsXlsxCleaning(std::string_view text)
{
    for (char c : text)
        if (!keptInXlsx(c))
            return true;
    return false;
}

std::string xlsxSafeText(std::string_view text)
{
    std::string safe;
    safe.reserve(text.size());
    for (char c : text)
        if (keptInXlsx(c))
            safe += c;
    return safe;
}

} // namespace fabric
