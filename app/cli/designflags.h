#pragma once

#include "arguments.h"

#include "core/common/diagnostic.h"
#include "core/design/design.h"

#include <stdexcept>
#include <string>
#include <vector>

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
// projectFile, when given, receives the project file's path (empty when the design is all flags).
Design takeDesign(Arguments &args, std::string *projectFile = nullptr);

// The "Design flags" of --help: every flag takeDesign() takes, one line each (or more).
std::string designFlagsHelp();

// A design field as the user gave it: the flag they typed (--link-speed for linkSpeedGbps), else
// the field's name as a project file spells it.
std::string fieldAsTyped(const std::string &field);
// "--link-speed: 900 Gb/s is faster than ...": a diagnostic for stderr, naming the flag; an error
// in what a project file gave names its JSON path ("$.design.oversubscription: ...").
std::string messageLine(const Diagnostic &diagnostic);

// The design flags that make this design again: `plan` given them plans it. Only what flags
// can say: untouchedByFlags() tells whether the rest (floor, cabling, pricing, quote, model
// parameters) is at its defaults.
std::vector<std::string> flagsOf(const Design &design);
bool untouchedByFlags(const Design &design);

} // namespace fabric::cli
