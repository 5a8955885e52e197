#pragma once

#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

// Marks an English pattern the GUI translates. Expands to the pattern and its context;
// lupdate reads FABRIC_TR as QT_TRANSLATE_NOOP (-tr-function-alias QT_TRANSLATE_NOOP+=FABRIC_TR,
// passed in ui/CMakeLists.txt and tests/i18n), so core stays free of Qt. The context names the
// area ("fabric::Sizing"); the pattern is a literal with %1..%9 where its arguments go.
#define FABRIC_TR(context, pattern) (::fabric::TextPattern{context, pattern})

namespace fabric {

struct TextPattern
{
    const char *context;
    const char *pattern;
};

// A message core composes for people: an English pattern and its arguments, each either plain
// text (a model name, a formatted number, a value the user typed: never translated) or a nested
// Text (a translatable word such as the tier role "spine"). The CLI and JSON print english();
// the GUI translates the pattern and each nested Text and substitutes the same way.
class Text
{
public:
    Text() = default;
    Text(TextPattern pattern)
        : m_context(pattern.context)
        , m_pattern(pattern.pattern)
    {
    }
    template <typename... Args>
    Text(TextPattern pattern, Args &&...args)
        : Text(pattern)
    {
        m_arguments.reserve(sizeof...(Args));
        (m_arguments.push_back(argument(std::forward<Args>(args))), ...);
    }

    // Text that is shown as it is in every language (a name, a number, a list of part numbers).
    static Text plain(std::string text);

    bool isPlain() const { return m_pattern == nullptr; }
    bool empty() const { return isPlain() && m_plain.empty(); }
    const char *context() const { return m_context; }
    const char *pattern() const { return m_pattern; }
    const std::string &plainText() const { return m_plain; }
    const std::vector<Text> &arguments() const { return m_arguments; }

    // The English text: the pattern with every %N replaced by argument N's English, in one pass.
    std::string english() const;

private:
    static Text argument(Text text) { return text; }
    static Text argument(TextPattern pattern) { return Text(pattern); }
    static Text argument(std::string text) { return plain(std::move(text)); }
    static Text argument(std::string_view text) { return plain(std::string(text)); }
    static Text argument(const char *text) { return plain(text); }
    template <typename Number, std::enable_if_t<std::is_integral_v<Number>, int> = 0>
    static Text argument(Number number)
    {
        return plain(std::to_string(number));
    }

    const char *m_context = nullptr;
    const char *m_pattern = nullptr; // nullptr: plain text
    std::string m_plain;
    std::vector<Text> m_arguments;
};

// pattern with %1..%9 replaced by values[0..8] in one pass: a value that holds "%1" stays as it
// is. A % not followed by a digit of an existing value is kept. Shared with the GUI, which
// substitutes into the translated pattern.
std::string substitute(std::string_view pattern, const std::vector<std::string> &values);

// value (>= 0) in decimal with leading zeros up to width digits, as "%0*d" prints it but without
// printf's cost: device and rack names are numbered this way by the tens of thousands.
std::string zeroPadded(int value, int width);

// "a, b or c" and "a, b and c": items joined the English way (translated as one pattern per pair).
Text anyOf(std::vector<Text> items);
Text allOf(std::vector<Text> items);
// "a, b, c": a plain list.
Text joined(std::vector<Text> items);
// The same for plain names.
Text anyOf(const std::vector<std::string> &names);
Text allOf(const std::vector<std::string> &names);

} // namespace fabric
