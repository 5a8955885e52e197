#pragma once

#include "core/common/expected.h"

#include <cstddef>
#include <filesystem>
#include <string>

namespace fabric {

// The largest ibnetdiscover output, LLDP table or names file verify reads. A three-tier plane
// takes about 570 bytes an endpoint in ibnetdiscover's format (export --topology of 8,192 DGX
// H100 GPUs: 4.4 MiB), so the largest plane the planner makes (524,288 endpoints) is near
// 290 MiB.
inline constexpr std::size_t kMaxDiscoveryFileBytes = std::size_t(512) << 20;

// A discovery tool's output read whole, a regular file of at most kMaxDiscoveryFileBytes (a
// device, FIFO or folder is refused); the message names the file and why it could not be read.
Expected<std::string> readDiscoveryFile(const std::filesystem::path &file);

} // namespace fabric
