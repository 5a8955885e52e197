#pragma once

#include "core/catalogue/catalogue.h"
#include "core/common/distinctfiles.h"
#include "core/design/design.h"
#include "core/plan/plan.h"

#include <optional>
#include <string>
#include <vector>

namespace fabric {
struct ExportFormat;
}

namespace fabric::cli {

// The registry's format (core/export/exportformats.h) that command's option writes for file;
// a UsageError naming the names it takes when there is none.
const ExportFormat &outputFormat(std::string_view command, std::string_view flag, const std::string &file);

// The plan the bom and export commands write: made from the design with the catalogue (which
// must outlive it), warnings printed to stderr. Nothing when the design is impossible; the
// errors are then on stderr too. Only an output that lists the cabling needs its runs kept.
std::optional<Plan> planForExport(const std::string &command, const Design &design,
                                  const Catalogue &catalogue, CableRuns runs);

// Called by every command that writes, before anything is planned or written. Whether every output
// of the run is a file of its own: not the project file, the catalogue, the price database or
// another input (symlinks and hard links seen through), and not another output; else says why on
// stderr and returns false. Either way it first removes what killed runs left in the outputs'
// folders (sweepTemporaryFiles), so a refused or failed run cleans up too. Then every output is
// checked to be writable as far as can be known before writing (a name given, its folder there,
// no folder or FIFO in its place; each of `folders`, an output that writes a folder of files, an
// existing folder), each problem said on stderr: a run of several outputs writes none when one
// cannot be written.
bool prepareOutputs(const std::string &command, std::vector<NamedFile> inputs, const std::vector<NamedFile> &outputs,
                    const std::vector<NamedFile> &folders = {});

// Writes text to a file atomically, or to stdout for "-". Returns the exit code, 0 or 1.
int writeTextOutput(const std::string &command, const std::string &file, const std::string &text);

} // namespace fabric::cli
