#pragma once

#include "arguments.h"

#include "core/design/design.h"

#include <stdexcept>

namespace fabric::cli {

// A design that is well-formed but wrong (a negative count, a bad project file): exit code 1,
// with the message naming the field or the JSON path.
struct DesignError : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

// `[PROJECT.json | DESIGN FLAGS]`: a project file, design flags, or both (flags override the
// file). Malformed flags throw UsageError (exit 2); invalid values and bad project files throw
// DesignError (exit 1). Takes every remaining positional word, so call it after taking the
// command's own options.
Design takeDesign(Arguments &args);

} // namespace fabric::cli
