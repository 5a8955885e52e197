#pragma once

#include "core/common/expected.h"
#include "core/common/text.h"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>

namespace fabric {

// "a file", "a folder", "a FIFO (named pipe)", "a device", "a socket": what a path is.
Text fileKindText(std::filesystem::file_type type);

// Why path cannot be read as an input file, or nothing when it is a regular file (symlinks
// followed). Checked without opening it: a FIFO is never opened, so it cannot hang the reader.
// The reason does not repeat the path; the caller names it ("p.csv: it is a folder, not a file").
std::optional<Text> inputFileProblem(const std::filesystem::path &path);

// The whole of a regular file of at most maxBytes. A folder, FIFO, device or socket is refused
// (opened without blocking, checked on the open descriptor, so a FIFO cannot hang it and a
// /dev/zero cannot grow memory); so is a file larger than maxBytes, with its size ("the file is
// 70 MiB; a project file is at most 64 MiB"), `what` naming the kind of file. At most
// maxBytes + 1 bytes are ever read, even from a file that grows while it is read.
Expected<std::string> readInputFile(const std::filesystem::path &path, std::size_t maxBytes, const Text &what);

// "70 MiB", "64.1 MiB", "12 KiB", "512 bytes": a file's size as a message says it.
std::string fileSizeText(std::uintmax_t bytes);

} // namespace fabric
