// The design-space explorer over 16,384 H100 GPUs (2,048 DGX nodes): every candidate planned with
// tallied cabling on every core, against one plan of that size planned the same way. Run by hand:
//   FABRICPLANNER_CATALOGUE=build/share/fabricplanner/catalogue.sqlite build/tests/bench/bench_explore
//     --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "benchmain.h"
#include "core/catalogue/catalogue.h"
#include "core/explore/explorer.h"
#include "core/plan/pipeline.h"

#include <benchmark/benchmark.h>
#include <cstdlib>
#include <iostream>

using namespace fabric;

namespace {

const Catalogue &catalogue()
{
    static const auto c = [] {
        auto opened = Catalogue::openDefault();
        if (!opened) {
            std::cerr << "bench_explore: " << opened.error() << '\n';
            std::exit(1);
        }
        return std::move(*opened);
    }();
    return c;
}

Design base(const char *platform = "DGX-H100", int gpus = 16384)
{
    Design d;
    d.platform = platform;
    d.gpus = gpus;
    return d;
}

// The whole explore; "per_candidate" is the wall time per design of the space.
void exploreOnce(benchmark::State &state, const Design &design)
{
    int designs = 0;
    for (auto _ : state) {
        const Exploration e = explore(design, catalogue());
        designs = e.enumerated;
        benchmark::DoNotOptimize(e);
    }
    state.counters["candidates"] = designs;
    state.counters["per_candidate"] =
        benchmark::Counter(static_cast<double>(designs) * state.iterations(),
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void BM_Explore16384(benchmark::State &state)
{
    exploreOnce(state, base());
}
BENCHMARK(BM_Explore16384)->Unit(benchmark::kMillisecond)->UseRealTime();

// The largest: 131,072 DGX B300 GPUs (16,384 nodes), both fabrics and both port modes.
void BM_Explore131072B300(benchmark::State &state)
{
    exploreOnce(state, base("DGX-B300", 131072));
}
BENCHMARK(BM_Explore131072B300)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

// One candidate's plan (the compute network, tallied cabling): the reference the explore is
// measured against.
void BM_OnePlan16384(benchmark::State &state)
{
    const std::vector<Design> designs = enumerateDesigns(base(), catalogue());
    PipelineOptions tallied;
    tallied.cableRuns = CableRuns::TalliedOnly;
    for (auto _ : state) {
        const Plan plan = makePlan(designs.front(), catalogue(), tallied);
        benchmark::DoNotOptimize(plan);
    }
}
BENCHMARK(BM_OnePlan16384)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

FABRIC_BENCHMARK_MAIN()
