// Floor plan + cabling + bill of materials on real sized and wired fabrics (DESIGN.md section 6:
// the whole pipeline for 16,384 GPUs in under 50 ms and for 131,072 GPUs in under 1 s).
//   build/tests/bench/bench_floorcablebom --benchmark_repetitions=5 --benchmark_report_aggregates_only=true

#include "benchmain.h"
#include "core/bom/bombuilder.h"
#include "core/cabling/cabler.h"
#include "core/catalogue/catalogue.h"
#include "core/floor/floorplanner.h"
#include "core/sizing/fattreesizer.h"
#include "core/topology/wiring.h"
#include "../common/bundledcatalogue.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <optional>

using namespace fabric;

namespace {

struct Wired
{
    Design design;
    Sizing sizing;
    Topology topology;
};

Wired wire(int gpus)
{
    Wired w;
    w.design.platform = "DGX-H100";
    w.design.gpus = gpus;
    w.design.nodes = gpus / 8;
    if (gpus > 65536) {
        // Past a three-tier QM9700 fabric: XDR on DGX B300 and Q3400-RA, three tiers.
        w.design.platform = "DGX-B300";
        w.design.nodes = gpus / 8;
    }
    Diagnostics diagnostics;
    w.sizing = sizeFabric(w.design, bundledCatalogue(), diagnostics);
    if (hasErrors(diagnostics)) {
        for (const auto &d : diagnostics)
            std::fprintf(stderr, "%s: %s\n", d.field.c_str(), d.message().c_str());
        std::exit(1);
    }
    w.topology = wireTopology(w.design, w.sizing);
    return w;
}

void floorCableBom(benchmark::State &state)
{
    const Wired w = wire(static_cast<int>(state.range(0)));
    std::size_t links = w.topology.links.size();
    for (auto _ : state) {
        Diagnostics diagnostics;
        FloorPlan floor = placeFloor(w.design, w.sizing, w.topology, diagnostics);
        CablePlan cables = cableLinks(w.design, w.topology, floor, bundledCatalogue(), diagnostics);
        Bom bom = priceBom(w.design, w.sizing, w.topology, cables, bundledCatalogue(), diagnostics);
        benchmark::DoNotOptimize(bom.cost.net);
        if (hasErrors(diagnostics))
            state.SkipWithError(diagnostics.front().message().c_str());
    }
    state.counters["links"] = static_cast<double>(links);
    state.counters["devices"] = w.topology.deviceCount();
}

void stage(benchmark::State &state, int which)
{
    const Wired w = wire(static_cast<int>(state.range(0)));
    Diagnostics diagnostics;
    const FloorPlan floor = placeFloor(w.design, w.sizing, w.topology, diagnostics);
    const CablePlan cables = cableLinks(w.design, w.topology, floor, bundledCatalogue(), diagnostics);
    for (auto _ : state) {
        Diagnostics d;
        if (which == 0)
            benchmark::DoNotOptimize(placeFloor(w.design, w.sizing, w.topology, d).racks.size());
        else if (which == 1)
            benchmark::DoNotOptimize(cableLinks(w.design, w.topology, floor, bundledCatalogue(), d).totalLengthM);
        else if (which == 3)
            benchmark::DoNotOptimize(
                cableLinks(w.design, w.topology, floor, bundledCatalogue(), d, CableRuns::TalliedOnly).totalLengthM);
        else
            benchmark::DoNotOptimize(priceBom(w.design, w.sizing, w.topology, cables, bundledCatalogue(), d).cost.net);
    }
}

void floorOnly(benchmark::State &state) { stage(state, 0); }
void cablingOnly(benchmark::State &state) { stage(state, 1); }
void bomOnly(benchmark::State &state) { stage(state, 2); }
// The cabling as `plan` and `model` run it: the tallies, no run kept per link.
void cablingTalliedOnly(benchmark::State &state) { stage(state, 3); }

} // namespace

BENCHMARK(floorCableBom)->Arg(16384)->Arg(131072)->Arg(262144)->Arg(524288)->Unit(benchmark::kMillisecond)->ComputeStatistics("min", fabric::fastestRepetition);
BENCHMARK(floorOnly)->Arg(16384)->Arg(131072)->Arg(262144)->Arg(524288)->Unit(benchmark::kMillisecond)->ComputeStatistics("min", fabric::fastestRepetition);
BENCHMARK(cablingOnly)->Arg(16384)->Arg(131072)->Arg(262144)->Arg(524288)->Unit(benchmark::kMillisecond)->ComputeStatistics("min", fabric::fastestRepetition);
BENCHMARK(cablingTalliedOnly)->Arg(131072)->Arg(262144)->Arg(524288)->Unit(benchmark::kMillisecond)->ComputeStatistics("min", fabric::fastestRepetition);
BENCHMARK(bomOnly)->Arg(16384)->Arg(131072)->Arg(262144)->Arg(524288)->Unit(benchmark::kMillisecond)->ComputeStatistics("min", fabric::fastestRepetition);

FABRIC_BENCHMARK_MAIN()
