#pragma once

#include <cstddef>
#include <vector>

namespace fabric {

// Asks the kernel for transparent huge pages over a block that is about to be written once from
// start to end. A plan of half a million GPUs writes arrays of tens of megabytes; with 4 KiB pages
// the page faults cost more than the work that fills them (on a virtual machine, most of it).
// Does nothing where the kernel offers no such request, or for blocks under 2 MiB.
void preferHugePages(void *data, std::size_t bytes);

// Makes the process's malloc heap the home of every block, large ones included, and asks for huge
// pages over it. For short processes (the CLI) that build arrays of tens of megabytes: by default
// glibc maps each block over 128 KiB afresh and unmaps it when freed, so every array of every
// stage is faulted in and zeroed by the kernel page by page; kept in one huge-page heap, freed
// memory is reused and new memory comes 2 MiB a fault. Call once, first thing in main.
void keepTheHeapOnHugePages();

// The same for a vector's reserved capacity; reserve first.
template <typename T>
void preferHugePages(std::vector<T> &v)
{
    preferHugePages(v.data(), v.capacity() * sizeof(T));
}

} // namespace fabric
