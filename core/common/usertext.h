#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace fabric {

// Text that came from a user (a file, a flag, a price list) and is shown back in a message or
// written into an output. Messages quote at most this many characters: a 200 MB bad part number
// must come back as a line, not as 200 MB.
inline constexpr std::size_t kQuotedCharacters = 80;

// Whether text is well-formed UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF).
bool isValidUtf8(std::string_view text);

// The byte offset of the first ill-formed sequence, or text.size() when there is none.
std::size_t firstInvalidUtf8(std::string_view text);

// At most maxBytes bytes of text, cut before a character that would not fit whole (text is
// taken to be valid UTF-8; an ill-formed byte counts as one character).
std::string_view cutUtf8Bytes(std::string_view text, std::size_t maxBytes);

// What XML 1.0 cannot hold, which every XML writer (.xlsx sheets and core.xml, .svg) must leave
// out: C0 control characters other than tab, newline and CR, U+FFFE and U+FFFF (ill-formed XML
// even as a character reference), and ill-formed UTF-8.
bool needsXmlCleaning(std::string_view text);
// The text without those: each control character, U+FFFE and U+FFFF dropped, each ill-formed byte
// replaced by U+FFFD. keepCarriageReturn false drops CR too (an .xlsx cell breaks lines with LF).
std::string xmlSafeText(std::string_view text, bool keepCarriageReturn = true);

// Text for a message: at most kQuotedCharacters characters, "..." when it was longer, every
// ill-formed byte and every control character shown as \xNN so the message itself is valid
// UTF-8 on one line.
std::string shownText(std::string_view text, std::size_t maxCharacters = kQuotedCharacters);

// shownText() between single quotes: 'DGX-H100'.
std::string quotedText(std::string_view text, std::size_t maxCharacters = kQuotedCharacters);

// The columns a terminal draws text in: two for a wide (East Asian) character, none for a
// combining mark, one for any other character or ill-formed byte.
std::size_t displayWidth(std::string_view text);

// One character of text as displayWidth() counts it: its bytes (1 for an ill-formed byte) and its
// columns. What lays text out character by character (a spreadsheet cell that wraps) reads it.
struct DisplayCharacter
{
    std::size_t bytes = 1;
    std::size_t columns = 1;
    char32_t code = 0; // U+FFFD for an ill-formed byte
};
// The character at byte i of text (i < text.size()).
DisplayCharacter displayCharacterAt(std::string_view text, std::size_t i);

// "1 link", "2 links": a count with its English noun (plural: the noun and "s" unless given).
std::string countOf(long long n, std::string_view noun, std::string_view plural = {});

} // namespace fabric
