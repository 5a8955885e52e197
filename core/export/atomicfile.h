#pragma once

#include "core/export/exportresult.h"

#include <filesystem>
#include <functional>
#include <string_view>

namespace fabric {

// Writes through a temporary file next to the target and renames it over the target only when the
// writer succeeded, so a reader never sees a half-written file. The writer gets the temporary
// path and returns its own error, if any.
ExportResult writeAtomically(const std::filesystem::path &target,
                             const std::function<ExportResult(const std::filesystem::path &)> &writer);

// writeAtomically() for text held in memory.
ExportResult writeTextAtomically(const std::filesystem::path &target, std::string_view content);

} // namespace fabric
