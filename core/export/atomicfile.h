#pragma once

#include "core/export/exportresult.h"

#include <filesystem>
#include <functional>
#include <optional>
#include <string_view>

namespace fabric {

// Every temporary file of writeAtomically() carries this in its name, with the writer's process id:
// ".fabricplanner-tmp-PID-TAG" next to the target (at most 37 bytes whatever the target's name). A killed writer leaves one behind; the next writer
// in that folder (and every start of the CLI and the GUI, see sweepTemporaryFiles) removes it. A
// process reads a folder for them at most once in ten seconds, so a batch of files stays linear.
inline constexpr std::string_view kTemporaryMarker = ".fabricplanner-tmp-";

// Writes through a temporary file next to the target and renames it over the target only when the
// writer succeeded, so a reader never sees a half-written file. A symlink is followed (the file it
// points to is replaced, the link stays); a FIFO, device or folder is refused. The file and then
// its folder are flushed to disk (fsync) before and after the rename, so a power cut leaves the old
// or the new file, never an empty one. The writer gets the temporary path and returns its own error.
ExportResult writeAtomically(const std::filesystem::path &target,
                             const std::function<ExportResult(const std::filesystem::path &)> &writer);

// Why writeAtomically() would refuse target before writing a byte (no name given, its folder
// missing, a folder or FIFO in its place), or nothing. A command of several outputs checks every
// one with it before it plans, so that none is written when another cannot be.
std::optional<Text> outputFileProblem(const std::filesystem::path &target);

// writeAtomically() for text held in memory; every write is checked and a failure names the
// system's reason ("No space left on device").
ExportResult writeTextAtomically(const std::filesystem::path &target, std::string_view content);

// Removes the temporary files in folder that were left by writers no longer running. Returns how
// many were removed.
int sweepTemporaryFiles(const std::filesystem::path &folder);

} // namespace fabric
