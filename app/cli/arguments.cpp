#include "arguments.h"

#include <algorithm>
#include <charconv>

namespace fabric::cli {

bool Arguments::takeFlag(const std::string &name)
{
    auto it = std::find(m_words.begin(), m_words.end(), name);
    if (it == m_words.end())
        return false;
    m_words.erase(it);
    return true;
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

std::optional<int> Arguments::takeInt(const std::string &name)
{
    auto text = takeValue(name);
    if (!text)
        return std::nullopt;
    int value = 0;
    auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (ec != std::errc() || end != text->data() + text->size())
        throw UsageError(name + " takes a whole number, not '" + *text + "'");
    return value;
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
    if (used == 0 || used != text->size())
        throw UsageError(name + " takes a number, not '" + *text + "'");
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
        throw UsageError("unknown option '" + m_words.front() + "'");
}

} // namespace fabric::cli
