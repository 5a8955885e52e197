#pragma once

#include "core/common/heapreuse.h"

#include <benchmark/benchmark.h>

// The benchmarks' main: Google Benchmark's, run on the command-line program's heap
// (keepFreedMemoryInTheHeap), so that what they time is what fabricplanner-cli does.
#define FABRIC_BENCHMARK_MAIN()                                                                    \
    int main(int argc, char **argv)                                                                \
    {                                                                                              \
        fabric::keepFreedMemoryInTheHeap();                                                        \
        benchmark::Initialize(&argc, argv);                                                        \
        if (benchmark::ReportUnrecognizedArguments(argc, argv))                                    \
            return 1;                                                                              \
        benchmark::RunSpecifiedBenchmarks();                                                       \
        benchmark::Shutdown();                                                                     \
        return 0;                                                                                  \
    }
