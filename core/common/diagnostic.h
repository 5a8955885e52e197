#pragma once

#include <string>
#include <vector>

namespace fabric {

// A problem found in a design, named by the field at fault ("nodes", "switchModel",
// "$.design.planes" for project files) so that the CLI can print it and the GUI can highlight it.
struct Diagnostic
{
    enum class Severity { Warning, Error };
    Severity severity = Severity::Error;
    std::string field;
    std::string message;

    bool isError() const { return severity == Severity::Error; }
};

using Diagnostics = std::vector<Diagnostic>;

inline Diagnostic makeError(std::string field, std::string message)
{
    return {Diagnostic::Severity::Error, std::move(field), std::move(message)};
}

inline Diagnostic makeWarning(std::string field, std::string message)
{
    return {Diagnostic::Severity::Warning, std::move(field), std::move(message)};
}

inline bool hasErrors(const Diagnostics &diagnostics)
{
    for (const auto &d : diagnostics)
        if (d.isError())
            return true;
    return false;
}

} // namespace fabric
