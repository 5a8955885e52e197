#pragma once

#include "core/common/expected.h"

#include <filesystem>
#include <string>

namespace fabric {

// A discovery tool's output read whole; the message names the file and why it could not be read.
Expected<std::string> readDiscoveryFile(const std::filesystem::path &file);

} // namespace fabric
