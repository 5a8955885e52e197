#include "core/common/hugepages.h"

#include <cstdint>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace fabric {

void preferHugePages(void *data, std::size_t bytes)
{
#ifdef __linux__
    constexpr std::uintptr_t huge = 2u << 20;
    const auto begin = (reinterpret_cast<std::uintptr_t>(data) + huge - 1) & ~(huge - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(data) + bytes) & ~(huge - 1);
    if (end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#else
    (void)data;
    (void)bytes;
#endif
}

} // namespace fabric
