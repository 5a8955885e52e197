#pragma once

#include "core/common/text.h"

#include <string>

namespace fabric {

// The outcome of writing an export: nothing to report, or the message saying why the file was not
// written (the target is then left as it was).
struct ExportResult
{
    Text errorText; // empty when the file was written; the GUI translates it

    bool ok() const { return errorText.empty(); }
    explicit operator bool() const { return ok(); }
    // In English, as the CLI prints it.
    std::string error() const { return errorText.english(); }
    static ExportResult failure(Text message) { return {std::move(message)}; }
    // A message in a library's or the system's own words.
    static ExportResult failure(std::string message) { return failure(Text::plain(std::move(message))); }
};

} // namespace fabric
