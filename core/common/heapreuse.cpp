#include "core/common/heapreuse.h"

#include <cstdlib> // defines __GLIBC__ where it applies

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace fabric {

void keepFreedMemoryInTheHeap()
{
#ifdef __GLIBC__
    constexpr int kPad = 256 << 20; // address space: a page costs only once a block uses it
    mallopt(M_MMAP_MAX, 0);         // no block gets a mapping of its own
    mallopt(M_TRIM_THRESHOLD, kPad); // freed memory stays for the next stage
    mallopt(M_TOP_PAD, kPad);        // the heap grows in few steps
    // Small blocks up to glibc's largest fast size are freed without merging. A heap full of the
    // holes large stages leave behind otherwise merges every freed small block into a hole and
    // then sweeps the fast blocks (libxlsxwriter's cells: 1.04x the CPU of a workbook).
    mallopt(M_MXFAST, 160);
#endif
}

} // namespace fabric
