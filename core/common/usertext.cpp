#include "core/common/usertext.h"

#include <algorithm>
#include <cstdio>

namespace fabric {

namespace {

// The length of the well-formed UTF-8 sequence at text[i], or 0 when it is ill-formed
// (Unicode 15, table 3-7).
std::size_t sequenceLength(std::string_view text, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    if (lead < 0x80)
        return 1;
    std::size_t length = 0;
    unsigned char low = 0x80, high = 0xBF; // range of the second byte
    if (lead >= 0xC2 && lead <= 0xDF)
        length = 2;
    else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0)
            low = 0xA0;
        else if (lead == 0xED)
            high = 0x9F; // no surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0)
            low = 0x90;
        else if (lead == 0xF4)
            high = 0x8F; // nothing above U+10FFFF
    } else
        return 0;
    if (i + length > text.size())
        return 0;
    if (byte(i + 1) < low || byte(i + 1) > high)
        return 0;
    for (std::size_t k = 2; k < length; ++k)
        if (byte(i + k) < 0x80 || byte(i + k) > 0xBF)
            return 0;
    return length;
}

} // namespace

std::size_t firstInvalidUtf8(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t length = sequenceLength(text, i);
        if (length == 0)
            return i;
        i += length;
    }
    return text.size();
}

bool isValidUtf8(std::string_view text)
{
    return firstInvalidUtf8(text) == text.size();
}

std::string_view cutUtf8Bytes(std::string_view text, std::size_t maxBytes)
{
    std::size_t end = 0;
    while (end < text.size()) {
        const std::size_t length = std::max<std::size_t>(1, sequenceLength(text, end));
        if (end + length > maxBytes)
            break;
        end += length;
    }
    return text.substr(0, end);
}

std::string shownText(std::string_view text, std::size_t maxCharacters)
{
    std::string shown;
    std::size_t characters = 0, i = 0;
    for (; i < text.size() && characters < maxCharacters; ++characters) {
        const std::size_t length = sequenceLength(text, i);
        // An ill-formed byte, and a control character (a NUL would cut the message, a newline
        // would write a line of its own), are shown as \xNN.
        if (length == 0 || static_cast<unsigned char>(text[i]) < 0x20 || text[i] == '\x7f') {
            char escaped[5];
            std::snprintf(escaped, sizeof escaped, "\\x%02X", static_cast<unsigned char>(text[i]));
            shown += escaped;
            ++i;
        } else {
            shown.append(text, i, length);
            i += length;
        }
    }
    if (i < text.size())
        shown += "...";
    return shown;
}

std::string quotedText(std::string_view text, std::size_t maxCharacters)
{
    std::string quoted(1, '\''); // piece by piece: GCC 12 warns falsely (-Wrestrict) on "'" + s
    quoted += shownText(text, maxCharacters);
    quoted += '\'';
    return quoted;
}

namespace {

bool isXmlControl(unsigned char c, bool keepCarriageReturn)
{
    return c < 0x20 && c != '\t' && c != '\n' && !(c == '\r' && keepCarriageReturn);
}

// U+FFFE or U+FFFF at text[i] (EF BF BE, EF BF BF): not characters XML allows.
bool isXmlNonCharacter(std::string_view text, std::size_t i)
{
    return i + 2 < text.size() && static_cast<unsigned char>(text[i]) == 0xEF
           && static_cast<unsigned char>(text[i + 1]) == 0xBF
           && (static_cast<unsigned char>(text[i + 2]) & 0xFE) == 0xBE;
}

} // namespace

bool needsXmlCleaning(std::string_view text)
{
    for (std::size_t i = 0; i < text.size(); ++i)
        if (isXmlControl(static_cast<unsigned char>(text[i]), true) || isXmlNonCharacter(text, i))
            return true;
    return firstInvalidUtf8(text) != text.size();
}

std::string xmlSafeText(std::string_view text, bool keepCarriageReturn)
{
    std::string safe;
    safe.reserve(text.size());
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t length = sequenceLength(text, i);
        if (length == 0) {
            safe += "\xEF\xBF\xBD"; // U+FFFD for the ill-formed byte
            ++i;
            continue;
        }
        if (!(length == 1 && isXmlControl(static_cast<unsigned char>(text[i]), keepCarriageReturn))
            && !(length == 3 && isXmlNonCharacter(text, i)))
            safe.append(text, i, length);
        i += length;
    }
    return safe;
}

namespace {

// Unicode's East Asian Wide and Fullwidth blocks (as wcwidth draws them), and the combining marks.
int columnsOf(char32_t c)
{
    if ((c >= 0x0300 && c <= 0x036F) || (c >= 0x200B && c <= 0x200F) || (c >= 0xFE00 && c <= 0xFE0F))
        return 0;
    const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF)
                   || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF)
                   || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F)
                   || (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1F64F)
                   || (c >= 0x1F900 && c <= 0x1F9FF) || (c >= 0x20000 && c <= 0x3FFFD);
    return wide ? 2 : 1;
}

} // namespace

DisplayCharacter displayCharacterAt(std::string_view text, std::size_t i)
{
    const std::size_t length = sequenceLength(text, i);
    if (length == 0) // an ill-formed byte
        return {1, 1, U'\uFFFD'};
    const auto lead = static_cast<unsigned char>(text[i]);
    char32_t c = length == 1 ? lead : lead & (0x7F >> length);
    for (std::size_t k = 1; k < length; ++k)
        c = (c << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    return {length, static_cast<std::size_t>(columnsOf(c)), c};
}

std::size_t displayWidth(std::string_view text)
{
    std::size_t width = 0;
    for (std::size_t i = 0; i < text.size();) {
        const DisplayCharacter character = displayCharacterAt(text, i);
        width += character.columns;
        i += character.bytes;
    }
    return width;
}

std::string countOf(long long n, std::string_view noun, std::string_view plural)
{
    std::string text = std::to_string(n) + ' ';
    if (n == 1)
        return text.append(noun);
    return plural.empty() ? text.append(noun).append("s") : text.append(plural);
}

} // namespace fabric
