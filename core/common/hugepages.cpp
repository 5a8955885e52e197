#include "core/common/hugepages.h"

#include <cstdint>
#include <cstdlib>

#ifdef __linux__
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace fabric {

namespace {

constexpr std::uintptr_t kHugePage = 2u << 20;

#ifdef __linux__
void adviseHuge(std::uintptr_t from, std::uintptr_t to)
{
    const auto begin = (from + kHugePage - 1) & ~(kHugePage - 1);
    const auto end = to & ~(kHugePage - 1);
    if (end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
}
#endif

} // namespace

void preferHugePages(void *data, std::size_t bytes)
{
#ifdef __linux__
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    adviseHuge(begin, begin + bytes);
#else
    (void)data;
    (void)bytes;
#endif
}

void keepTheHeapOnHugePages()
{
#if defined(__linux__) && defined(__GLIBC__)
    // The heap is reserved (not touched) in one step large enough for a plan of half a million
    // GPUs, so one request covers it; a bigger plan grows it further on ordinary pages.
    constexpr int kReserve = 256 << 20;
    mallopt(M_MMAP_MAX, 0);             // no block gets a mapping of its own
    mallopt(M_TRIM_THRESHOLD, kReserve); // freed memory stays for the next stage
    mallopt(M_TOP_PAD, kReserve);
    // A block larger than what is left of the heap makes it grow now, by the pad, so the advice
    // below covers the pages later blocks will take.
    void *probe = std::malloc(kHugePage);
    if (!probe)
        return;
    adviseHuge(reinterpret_cast<std::uintptr_t>(probe), reinterpret_cast<std::uintptr_t>(sbrk(0)));
    std::free(probe);
#endif
}

} // namespace fabric
