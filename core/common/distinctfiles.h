#pragma once

#include "core/common/text.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace fabric {

// A file a command reads or writes, with what the user calls it: the flag that named it
// ("--cabling") or its role ("the project file").
struct NamedFile
{
    std::string role;
    std::filesystem::path path;
};

// Whether two paths are the same file: the same device and inode when both exist (so a symlink and
// a hard link count as the file they lead to), else the same canonical path (a file still to be
// written, reached through a symlinked folder or "..", is the same as its other spelling).
bool sameFile(const std::filesystem::path &a, const std::filesystem::path &b);

// Why outputs cannot be written as given, or nothing: an output that is one of the inputs would be
// replaced before the user could read it again, and two outputs that are one file would keep only
// the last. Checked before anything is written. Paths that are empty or "-" (standard output) are
// no files and are skipped.
std::optional<Text> outputClash(const std::vector<NamedFile> &inputs, const std::vector<NamedFile> &outputs);

} // namespace fabric
