#pragma once

#include "core/common/diagnostic.h"
#include "core/design/design.h"

#include <cstddef>

namespace fabric {

class Catalogue;

// A design's name goes into every output: a sheet cell (32,767 characters at most), page headers,
// diagram titles, file comments. Far beyond any real name, and within what each of them holds.
inline constexpr std::size_t kMaxDesignNameCharacters = 1000;

// The most nodes a design plans, and the most node slots (nodes and the devices beside them) of
// any network: far beyond any real cluster, and within the planner's memory and time.
inline constexpr long long kMaxNodes = 1'000'000;

// Field checks shared by the CLI, the project file and the GUI: each problem names the Design
// field at fault ("nodes", "floor.rackPowerKw"). With a catalogue, names are also looked up
// (platform, switch, currency) and the fabric is checked against the platform's NIC.
Diagnostics validateDesign(const Design &design, const Catalogue *catalogue = nullptr);

} // namespace fabric
