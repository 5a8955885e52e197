#pragma once

#include "core/common/expected.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace fabric {

constexpr std::uint64_t kGiB = std::uint64_t(1) << 30;

// Powers of two from first to last inclusive (nccl-tests' -b 8 -e 8G -f 2).
std::vector<std::uint64_t> powerOfTwoSweep(std::uint64_t first = 8, std::uint64_t last = 8 * kGiB);
// count sizes spread evenly on a log scale from first to last, each rounded to a multiple of 8
// (the size of a double) and strictly increasing.
std::vector<std::uint64_t> logSweep(std::uint64_t first, std::uint64_t last, int count);
// "8,1M,8G": K, M and G are binary (as nccl-tests reads them); a trailing B is allowed; each size a
// whole number of 4-byte floats.
Expected<std::vector<std::uint64_t>> parseByteList(std::string_view text);

} // namespace fabric
