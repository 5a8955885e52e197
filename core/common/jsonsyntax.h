#pragma once

#include "core/common/text.h"

#include <cstddef>
#include <string_view>

namespace fabric {

// What a JSON parser's syntax error says, in words of our own that the GUI translates: "line 31,
// column 5: the JSON ends too early (is the file cut short?)". what is nlohmann's message
// ("[json.exception.parse_error.101] parse error at line 31, column 5: syntax error while parsing
// object key - unexpected end of input; expected string literal"), byte its 1-based offset in
// source: the line and column (in characters) are where that byte is, the kind is said in one of
// a few sentences, and a word read from the file stays as it is.
Text jsonSyntaxError(std::string_view what, std::string_view source, std::size_t byte);

} // namespace fabric
