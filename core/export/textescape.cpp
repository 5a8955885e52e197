#include "core/export/textescape.h"

#include "core/common/usertext.h"

#include <algorithm>

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

std::string shellWord(std::string_view word)
{
    const auto plain = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || std::string_view("_@%+=:,./-").find(c) != std::string_view::npos;
    };
    if (!word.empty() && std::all_of(word.begin(), word.end(), plain))
        return std::string(word);
    std::string quoted = "'";
    for (char c : word)
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

std::string oneLineText(std::string_view text)
{
    std::string line(text);
    for (char &c : line)
        if (isLineBreaking(c))
            c = ' ';
    return line;
}

bool needsXlsxCleaning(std::string_view text)
{
    return text.find('\r') != std::string_view::npos || needsXmlCleaning(text);
}

std::string xlsxSafeText(std::string_view text)
{
    return xmlSafeText(text, false);
}

std::string xlsxSheetName(std::string_view name)
{
    std::string clean = xlsxSafeText(name);
    for (char &c : clean)
        if (c == '\t' || c == '\n' || std::string_view("[]:*?/\\").find(c) != std::string_view::npos)
            c = '-';
    // Excel counts UTF-16 units: a character beyond U+FFFF takes two of the 31.
    std::size_t end = 0, units = 0;
    while (end < clean.size()) {
        const auto lead = static_cast<unsigned char>(clean[end]);
        const std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        const std::size_t width = length == 4 ? 2 : 1;
        if (units + width > kMaxSheetNameUnits)
            break;
        units += width;
        end += length;
    }
    clean.resize(end);
    // A name may not begin or end with an apostrophe.
    const auto first = clean.find_first_not_of('\'');
    const auto last = clean.find_last_not_of('\'');
    clean = first == std::string::npos ? std::string() : clean.substr(first, last - first + 1);
    return clean.empty() ? std::string("Sheet") : clean;
}

} // namespace fabric
