// Sizing plus the port-level graph, and the max-flow check of the bisection (DESIGN.md section 6).
//   build/tests/bench/bench_planner --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "benchmain.h"
#include "core/catalogue/catalogue.h"
#include "core/sizing/fattreesizer.h"
#include "core/topology/bisection.h"
#include "core/topology/wiring.h"
#include "../common/bundledcatalogue.h"

#include <benchmark/benchmark.h>

#include <cstdlib>

using namespace fabric;

namespace {

// DGX H100 on QM9700 (two tiers up to 2,048 GPUs, three up to 65,536); beyond that DGX B300 on
// Q3400-RA, three tiers.
Design designFor(int gpus)
{
    Design d;
    d.gpus = gpus;
    d.management = FabricManagement::None;
    d.platform = gpus <= 65536 ? "DGX-H100" : "DGX-B300";
    d.switchModel = gpus <= 65536 ? "QM9700" : "Q3400-RA";
    return d;
}

void sizeAndWire(benchmark::State &state)
{
    const Design design = designFor(static_cast<int>(state.range(0)));
    std::size_t links = 0;
    for (auto _ : state) {
        Diagnostics diagnostics;
        Sizing sizing = sizeFabric(design, bundledCatalogue(), diagnostics);
        Topology topology = wireTopology(design, sizing);
        links = topology.links.size();
        if (links == 0)
            state.SkipWithError("the design did not plan");
        benchmark::DoNotOptimize(topology);
    }
    state.counters["links"] = static_cast<double>(links);
}

// The check: every cut of plane 1 by push-relabel (DESIGN.md: under 2 s at 16,384 GPUs).
void maxFlowBisection(benchmark::State &state)
{
    const Design design = designFor(static_cast<int>(state.range(0)));
    Diagnostics diagnostics;
    const Sizing sizing = sizeFabric(design, bundledCatalogue(), diagnostics);
    const Topology topology = wireTopology(design, sizing);
    PlaneBisection flow;
    for (auto _ : state) {
        flow = bisectionMaxFlow(topology, 0);
        benchmark::DoNotOptimize(flow);
    }
    state.counters["cuts"] = static_cast<double>(flow.cuts.size());
    state.counters["agrees"] = flow.gbps == computeBisection(topology, 1).gbps ? 1 : 0;
}

// The figure: every cut of every plane, bottom up through the tree (runs on every plan).
void bisectionFigure(benchmark::State &state)
{
    const Design design = designFor(static_cast<int>(state.range(0)));
    Diagnostics diagnostics;
    const Sizing sizing = sizeFabric(design, bundledCatalogue(), diagnostics);
    const Topology topology = wireTopology(design, sizing);
    for (auto _ : state) {
        Bisection b = computeBisection(topology, sizing.planes);
        benchmark::DoNotOptimize(b);
    }
}

} // namespace

BENCHMARK(sizeAndWire)->Arg(1024)->Arg(16384)->Arg(131072)->Arg(262144)->Arg(524288)->Unit(benchmark::kMillisecond)->ComputeStatistics("min", fabric::fastestRepetition);
BENCHMARK(maxFlowBisection)->Arg(16384)->Unit(benchmark::kMillisecond);
BENCHMARK(bisectionFigure)->Arg(1024)->Arg(16384)->Arg(131072)->Arg(262144)->Arg(524288)->Unit(benchmark::kMillisecond)->ComputeStatistics("min", fabric::fastestRepetition);

FABRIC_BENCHMARK_MAIN()
