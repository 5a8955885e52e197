#pragma once

#include "core/common/heapreuse.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <limits>
#include <vector>

namespace fabric {

// The fastest of a benchmark's repetitions, reported as its "_min" beside the mean and median.
// The build machine is a virtual machine that shares its host, and another tenant's load only
// ever slows a run: with the repetitions interleaved (--benchmark_enable_random_interleaving),
// the fastest is the steadiest figure of what one size costs, and docs/performance.md reads the
// ratios per doubling from it as well as from the medians.
inline double fastestRepetition(const std::vector<double> &values)
{
    if (values.empty())
        return std::numeric_limits<double>::quiet_NaN();
    return *std::min_element(values.begin(), values.end());
}

// Google Benchmark's run of the benchmarks named on the command line: main's exit code.
inline int runBenchmarks(int &argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

} // namespace fabric

// The benchmarks' main: Google Benchmark's, run on the command-line program's heap
// (keepFreedMemoryInTheHeap), so that what they time is what fabricplanner-cli does.
#define FABRIC_BENCHMARK_MAIN()                                                                    \
    int main(int argc, char **argv)                                                                \
    {                                                                                              \
        fabric::keepFreedMemoryInTheHeap();                                                        \
        return fabric::runBenchmarks(argc, argv);                                                  \
    }
