#pragma once

#include "core/common/text.h"

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
    Text text; // the GUI translates it

    // In English: what the CLI, JSON and exports print.
    std::string message() const { return text.english(); }

    bool isError() const { return severity == Severity::Error; }
    bool isNote() const { return severity == Severity::Note; }
};

using Diagnostics = std::vector<Diagnostic>;

// Every diagnostic is made from a Text, so that no message reaches the GUI untranslatable.
inline Diagnostic makeDiagnostic(Diagnostic::Severity severity, std::string field, Text text)
{
    return {severity, std::move(field), std::move(text)};
}

inline Diagnostic makeError(std::string field, Text text)
{
    return makeDiagnostic(Diagnostic::Severity::Error, std::move(field), std::move(text));
}

inline Diagnostic makeWarning(std::string field, Text text)
{
    return makeDiagnostic(Diagnostic::Severity::Warning, std::move(field), std::move(text));
}

inline Diagnostic makeNote(std::string field, Text text)
{
    return makeDiagnostic(Diagnostic::Severity::Note, std::move(field), std::move(text));
}

inline bool hasErrors(const Diagnostics &diagnostics)
{
    for (const auto &d : diagnostics)
        if (d.isError())
            return true;
    return false;
}

} // namespace fabric
