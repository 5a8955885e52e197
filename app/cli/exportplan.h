#pragma once

#include "core/catalogue/catalogue.h"
#include "core/design/design.h"
#include "core/plan/plan.h"

#include <optional>
#include <string>

namespace fabric::cli {

// The plan the bom and export commands write: made from the design with the catalogue (which
// must outlive it), warnings printed to stderr. Nothing when the design is impossible; the
// errors are then on stderr too. Only an output that lists the cabling needs its runs kept.
std::optional<Plan> planForExport(const std::string &command, const Design &design,
                                  const Catalogue &catalogue, CableRuns runs);

// Writes text to a file atomically, or to stdout for "-". Returns the exit code, 0 or 1.
int writeTextOutput(const std::string &command, const std::string &file, const std::string &text);

} // namespace fabric::cli
