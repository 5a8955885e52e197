#include "core/common/jsonsyntax.h"

#include "core/common/usertext.h"

#include <algorithm>
#include <string>

namespace fabric {

namespace {

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

// After "; last read: '": the word the parser read last ('y' of '"sharp": y'), from the file.
Text lastRead(std::string_view rest)
{
    constexpr std::string_view marker = "; last read: '";
    const auto at = rest.find(marker);
    std::string_view read = at == std::string_view::npos ? std::string_view() : rest.substr(at + marker.size());
    if (!read.empty() && read.back() == '\'')
        read.remove_suffix(1);
    if (const auto start = read.find_last_of(" \t\r\n,:[]{}"); start != std::string_view::npos)
        read.remove_prefix(start + 1);
    return Text::plain(quotedText(read, 40));
}

// The token the parser met, or wanted: punctuation as it is, a literal by its kind.
Text tokenName(std::string_view token)
{
    if (token == "string literal")
        return Text(FABRIC_TR("fabric::Json", "a string"));
    if (token == "number literal")
        return Text(FABRIC_TR("fabric::Json", "a number"));
    for (std::string_view literal : {"true", "false", "null"})
        if (token == std::string(literal) + " literal")
            return Text::plain(std::string(literal));
    return Text::plain(std::string(token));
}

// "unexpected X; expected Y", the parser's words for a token out of place.
Text misplaced(std::string_view rest)
{
    rest.remove_prefix(std::string_view("unexpected ").size());
    const auto semicolon = rest.find("; expected ");
    const Text found = tokenName(rest.substr(0, semicolon));
    const std::string_view expected = semicolon == std::string_view::npos ? std::string_view() : rest.substr(semicolon + 11);
    if (expected == "string literal")
        return Text(FABRIC_TR("fabric::Json", "expected a name in double quotes, found %1"), found);
    if (expected == "':'")
        return Text(FABRIC_TR("fabric::Json", "expected ':' after a name, found %1"), found);
    if (expected == "'}'")
        return Text(FABRIC_TR("fabric::Json", "expected ',' or '}' after a value, found %1"), found);
    if (expected == "']'")
        return Text(FABRIC_TR("fabric::Json", "expected ',' or ']' after a value, found %1"), found);
    if (expected == "end of input")
        return Text(FABRIC_TR("fabric::Json", "expected the end of the JSON, found %1"), found);
    if (startsWith(expected, "'[', '{', or a literal"))
        return Text(FABRIC_TR("fabric::Json", "expected a value, found %1"), found);
    return Text(FABRIC_TR("fabric::Json", "%1 is out of place"), found);
}

// What the lexer could not read ("invalid string: ...", "invalid literal", "invalid number").
Text unreadable(std::string_view rest)
{
    if (startsWith(rest, "invalid string: missing closing quote"))
        return Text(FABRIC_TR("fabric::Json", "a string has no closing quote (is the file cut short?)"));
    if (startsWith(rest, "invalid string: control character"))
        return Text(FABRIC_TR("fabric::Json", "a string holds a control character (a line break or a tab) that must be escaped"));
    if (startsWith(rest, "invalid string: ill-formed UTF-8"))
        return Text(FABRIC_TR("fabric::Json", "a string holds a byte that is not UTF-8"));
    if (startsWith(rest, "invalid string"))
        return Text(FABRIC_TR("fabric::Json", "a string holds a backslash escape that is not valid"));
    if (startsWith(rest, "invalid literal"))
        return Text(FABRIC_TR("fabric::Json", "an unknown word %1 (a value is a number, a string in double quotes, true, false, "
                                              "null, an object or an array)"),
                    lastRead(rest));
    if (startsWith(rest, "invalid number"))
        return Text(FABRIC_TR("fabric::Json", "a number is not valid: %1"), lastRead(rest));
    if (startsWith(rest, "invalid BOM"))
        return Text(FABRIC_TR("fabric::Json", "the file starts with a byte order mark that is not UTF-8's"));
    return Text(FABRIC_TR("fabric::Json", "the JSON is not valid here"));
}

} // namespace

Text jsonSyntaxError(std::string_view what, std::string_view source, std::size_t byte)
{
    // The kind after " - " ("[json.exception.parse_error.101] parse error at line 3, column 7:
    // syntax error while parsing value - ..."). The position from the byte: nlohmann puts a line
    // break that ends a string at column 0 of the next line, and counts columns in bytes.
    std::string_view kind = what;
    if (const auto dash = what.find(" - "); dash != std::string_view::npos)
        kind = what.substr(dash + 3);
    const Text reason = startsWith(kind, "unexpected end of input")
                            ? Text(FABRIC_TR("fabric::Json", "the JSON ends too early (is the file cut short?)"))
                        : startsWith(kind, "unexpected ") ? misplaced(kind)
                                                          : unreadable(kind);
    if (byte == 0 || byte > source.size() + 1)
        return reason;
    const std::string_view before = source.substr(0, byte - 1);
    const auto lineStart = before.rfind('\n') == std::string_view::npos ? 0 : before.rfind('\n') + 1;
    const auto line = 1 + std::count(before.begin(), before.end(), '\n');
    // Characters, not bytes: a UTF-8 continuation byte starts no character.
    const auto column = 1 + std::count_if(before.begin() + static_cast<std::ptrdiff_t>(lineStart), before.end(),
                                          [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
    return Text(FABRIC_TR("fabric::Json", "line %1, column %2: %3"), line, column, reason);
}

} // namespace fabric
