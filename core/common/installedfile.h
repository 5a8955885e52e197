#pragma once

#include <filesystem>

namespace fabric {

// A file installed with the program (share/fabricplanner/catalogue.sqlite,
// lib/fabricplanner/modules/fabricplanner-drawing.so): looked for under each folder above the running
// executable, so an installed tree, an unpacked package and the build tree all find their own.
// Empty when no folder has it.
std::filesystem::path findInstalledFile(const std::filesystem::path &relative);

} // namespace fabric
