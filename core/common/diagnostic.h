#pragma once

#include <string>
#include <vector>

namespace fabric {

// A problem found in a design, named by the field at fault ("nodes", "switchModel",
// "$.design.planes" for project files) so that the CLI can print it and the GUI can highlight it.
struct Diagnostic
{
    // A note states a fact the user may want to know (the catalogue lacks a part's power draw)
    // and needs no action: the GUI shows it without a warning sign.
    enum class Severity { Warning, Error, Note };
    Severity severity = Severity::Error;
    std::string field;
    std::string message;

    bool isError() const { return severity == Severity::Error; }
    bool isNote() const { return severity == Severity::Note; }
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

inline Diagnostic makeNote(std::string field, std::string message)
{
    return {Diagnostic::Severity::Note, std::move(field), std::move(message)};
}

inline bool hasErrors(const Diagnostics &diagnostics)
{
    for (const auto &d : diagnostics)
        if (d.isError())
            return true;
    return false;
}

} // namespace fabric
