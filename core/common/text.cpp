#include "core/common/text.h"

#include <algorithm>
#include <charconv>

namespace fabric {

Text Text::plain(std::string text)
{
    Text t;
    t.m_plain = std::move(text);
    return t;
}

std::string Text::english() const
{
    if (isPlain())
        return m_plain;
    std::vector<std::string> values;
    values.reserve(m_arguments.size());
    for (const Text &a : m_arguments)
        values.push_back(a.english());
    return substitute(m_pattern, values);
}

std::string zeroPadded(int value, int width)
{
    char digits[16];
    const char *end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    const auto length = static_cast<int>(end - digits);
    std::string text(static_cast<std::size_t>(std::max(0, width - length)), '0');
    text.append(digits, static_cast<std::size_t>(length));
    return text;
}

std::string substitute(std::string_view pattern, const std::vector<std::string> &values)
{
    std::string out;
    out.reserve(pattern.size() + 16 * values.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' &&
            pattern[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (n < values.size()) {
                out += values[n];
                ++i;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

namespace {

Text listed(std::vector<Text> items, TextPattern last)
{
    if (items.empty())
        return {};
    Text text = std::move(items.front());
    for (std::size_t i = 1; i < items.size(); ++i)
        text = Text(i + 1 == items.size() ? last : FABRIC_TR("fabric::Text", "%1, %2"),
                    std::move(text), std::move(items[i]));
    return text;
}

std::vector<Text> plainTexts(const std::vector<std::string> &names)
{
    std::vector<Text> items;
    items.reserve(names.size());
    for (const auto &n : names)
        items.push_back(Text::plain(n));
    return items;
}

} // namespace

Text anyOf(std::vector<Text> items)
{
    return listed(std::move(items), FABRIC_TR("fabric::Text", "%1 or %2"));
}
Text allOf(std::vector<Text> items)
{
    return listed(std::move(items), FABRIC_TR("fabric::Text", "%1 and %2"));
}
Text joined(std::vector<Text> items)
{
    return listed(std::move(items), FABRIC_TR("fabric::Text", "%1, %2"));
}
Text anyOf(const std::vector<std::string> &names)
{
    return anyOf(plainTexts(names));
}
Text allOf(const std::vector<std::string> &names)
{
    return allOf(plainTexts(names));
}

} // namespace fabric
