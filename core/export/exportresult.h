#pragma once

#include "core/common/text.h"

#include <string>

namespace fabric {

// The outcome of writing an export: nothing to report, or the message saying why the file was not
// written (the target is then left as it was).
struct ExportResult
{
    std::string error; // English, as the CLI prints it
    Text errorText;    // what error came from, for the GUI to translate

    bool ok() const { return error.empty(); }
    explicit operator bool() const { return ok(); }
    static ExportResult failure(Text message)
    {
        ExportResult result;
        result.error = message.english();
        result.errorText = std::move(message);
        return result;
    }
    // A message in a library's or the system's own words.
    static ExportResult failure(std::string message) { return failure(Text::plain(std::move(message))); }
};

} // namespace fabric
