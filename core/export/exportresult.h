#pragma once

#include <string>

namespace fabric {

// The outcome of writing an export: nothing to report, or the message saying why the file was not
// written (the target is then left as it was).
struct ExportResult
{
    std::string error;

    bool ok() const { return error.empty(); }
    explicit operator bool() const { return ok(); }
    static ExportResult failure(std::string message) { return {std::move(message)}; }
};

} // namespace fabric
