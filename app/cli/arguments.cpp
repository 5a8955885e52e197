#include "arguments.h"

#include "core/common/groupeddigits.h"
#include "core/common/usertext.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace fabric::cli {

bool Arguments::takeFlag(const std::string &name)
{
    m_asked.push_back(name);
    const auto given = std::count(m_words.begin(), m_words.end(), name);
    if (given > 1)
        throw UsageError(name + " given more than once");
    m_words.erase(std::remove(m_words.begin(), m_words.end(), name), m_words.end());
    return given == 1;
}

bool Arguments::has(const std::string &name) const
{
    return std::any_of(m_words.begin(), m_words.end(), [&](const std::string &word) {
        return word == name || word.rfind(name + "=", 0) == 0;
    });
}

std::optional<std::string> Arguments::takeValue(const std::string &name)
{
    auto values = takeValues(name);
    if (values.size() > 1)
        throw UsageError(name + " given more than once");
    if (values.empty())
        return std::nullopt;
    return values.front();
}

std::vector<std::string> Arguments::takeValues(const std::string &name)
{
    m_asked.push_back(name);
    std::vector<std::string> values;
    for (std::size_t i = 0; i < m_words.size();) {
        const std::string &word = m_words[i];
        if (word == name) {
            if (i + 1 >= m_words.size())
                throw UsageError(name + " needs a value");
            values.push_back(m_words[i + 1]);
            m_words.erase(m_words.begin() + static_cast<long>(i), m_words.begin() + static_cast<long>(i) + 2);
        } else if (word.rfind(name + "=", 0) == 0) {
            values.push_back(word.substr(name.size() + 1));
            m_words.erase(m_words.begin() + static_cast<long>(i));
        } else {
            ++i;
        }
    }
    return values;
}

std::optional<double> groupedDecimal(const std::string &text)
{
    const std::string plain = withoutGroupingDecimal(text);
    char *end = nullptr;
    const double value = std::strtod(plain.c_str(), &end);
    if (plain.empty() || end != plain.c_str() + plain.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<int> Arguments::takeInt(const std::string &name)
{
    auto text = takeValue(name);
    if (!text)
        return std::nullopt;
    const std::string digits = withoutGrouping(*text);
    long long value = 0;
    const char *first = digits.data() + (digits.size() > 1 && digits[0] == '+' ? 1 : 0);
    auto [end, ec] = std::from_chars(first, digits.data() + digits.size(), value);
    const bool allUsed = !digits.empty() && end == digits.data() + digits.size();
    const bool outOfRange = (ec == std::errc::result_out_of_range && allUsed)
        || (ec == std::errc() && (value > std::numeric_limits<int>::max()
                                  || value < std::numeric_limits<int>::min()));
    if (outOfRange)
        throw ValueError(name + ": " + shownText(*text) + " is out of range (a whole number up to "
                         + std::to_string(std::numeric_limits<int>::max()) + ")");
    if (ec != std::errc() || !allUsed)
        throw UsageError(name + " takes a whole number, not " + quotedText(*text));
    return static_cast<int>(value);
}

std::optional<double> Arguments::takeDouble(const std::string &name)
{
    auto text = takeValue(name);
    if (!text)
        return std::nullopt;
    std::size_t used = 0;
    double value = 0;
    try {
        value = std::stod(*text, &used);
    } catch (const std::exception &) {
        used = 0;
    }
    // nan and inf are words, not numbers: a usage error like any other word (exit 2).
    if (used == 0 || used != text->size() || !std::isfinite(value))
        throw UsageError(name + " takes a number, not " + quotedText(*text));
    return value;
}

std::vector<std::string> Arguments::takePositionals()
{
    std::vector<std::string> positionals;
    for (std::size_t i = 0; i < m_words.size();) {
        if (m_words[i].rfind("-", 0) != 0 || m_words[i] == "-") {
            positionals.push_back(m_words[i]);
            m_words.erase(m_words.begin() + static_cast<long>(i));
        } else {
            ++i;
        }
    }
    return positionals;
}

void Arguments::expectEmpty() const
{
    if (!m_words.empty())
        throw UsageError("unknown option " + quotedText(m_words.front()));
}

} // namespace fabric::cli
