#pragma once

#include "core/common/diagnostic.h"
#include "core/design/design.h"

namespace fabric {

class Catalogue;

// Field checks shared by the CLI, the project file and the GUI: each problem names the Design
// field at fault ("nodes", "floor.rackPowerKw"). With a catalogue, names are also looked up
// (platform, switch, currency) and the fabric is checked against the platform's NIC.
Diagnostics validateDesign(const Design &design, const Catalogue *catalogue = nullptr);

} // namespace fabric
