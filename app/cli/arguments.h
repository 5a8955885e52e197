#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace fabric::cli {

// A usage mistake: exit code 2 with the message.
struct UsageError : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

// A well-formed value out of range ("--nodes 1099511627776"): exit code 1, as a wrong design is.
struct ValueError : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

// A number as people type it and the reports print it: "12,300,000.50", "1000.5", "40"; nullopt
// for anything else (grouping other than by threes, words, nan, inf).
std::optional<double> groupedDecimal(const std::string &text);

// The words after the subcommand. Commands take what they know; what is left is a usage error.
class Arguments
{
public:
    explicit Arguments(std::vector<std::string> words) : m_words(std::move(words)) {}

    bool takeFlag(const std::string &name);
    // Whether the option is among the words, as "--name value" or "--name=value".
    bool has(const std::string &name) const;
    std::optional<std::string> takeValue(const std::string &name);
    std::vector<std::string> takeValues(const std::string &name);
    // A whole number, digits grouped by commas allowed ("1,024"); too large for the planner's
    // counts is a ValueError naming the flag, never a wrapped value.
    std::optional<int> takeInt(const std::string &name);
    std::optional<double> takeDouble(const std::string &name);
    std::vector<std::string> takePositionals();
    // Throws UsageError naming the first word nobody took.
    void expectEmpty() const;
    bool empty() const { return m_words.empty(); }
    // Every option taken or asked for so far, in order: what a command accepts.
    const std::vector<std::string> &asked() const { return m_asked; }

private:
    std::vector<std::string> m_words;
    std::vector<std::string> m_asked;
};

} // namespace fabric::cli
