#pragma once

namespace fabric {

// Makes the process's malloc heap the home of every block, large ones included, and keeps what is
// freed there. For processes that build arrays of tens of megabytes stage after stage (the CLI)
// or plan after plan (the application, while the node count is dragged): by default glibc maps
// each large block afresh and unmaps it when freed, so every array of every stage is faulted in
// and zeroed by the kernel again; kept in the heap, the next stage reuses the memory the last one
// freed. The price: a process keeps the heap its largest plan needed. Small blocks (up to 160
// bytes) are freed without merging them into the holes a stage leaves. Call once, first thing in
// main.
//
// It asks for no huge pages on purpose: on a virtual machine whose host takes back free guest
// memory in 2 MiB blocks (free page reporting), a huge page is such a block and its first touch
// costs the host's faults, up to twice the CPU time of a large plan (docs/performance.md).
void keepFreedMemoryInTheHeap();

} // namespace fabric
