// The whole pipeline, design to plan (sizing, port-level links, floor plan, cables, BOM, figures)
// plus the analytical model over 25 message sizes: the budgets of DESIGN.md section 6. The plan
// keeps a run per link, as the GUI and the exports need; talliedPlanAndModel is the same work as
// `plan` and `model` do it, keeping the cabling's tallies only.
//   build/tests/bench/bench_pipeline --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "benchmain.h"
#include "core/catalogue/catalogue.h"
#include "core/model/collectivemodel.h"
#include "core/plan/pipeline.h"
#include "../common/bundledcatalogue.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace fabric;

namespace {

// NDR InfiniBand on DGX H100 up to 16,384 GPUs (two tiers, then three); from 131,072 GPUs on
// XDR with DGX B300 and Q3400 (three tiers), the generation built at that scale, in the
// automatic hall. 131,072 to 524,288 GPUs give the per-doubling ratios (DESIGN.md section 6).
Design designFor(int gpus)
{
    Design d;
    d.gpus = gpus;
    d.platform = gpus <= 65536 ? "DGX-H100" : "DGX-B300";
    return d;
}

// The bytes a plan holds in its per-link and per-device arrays (the part that grows with the
// cluster; DESIGN.md section 6 budgets 300 bytes per GPU of peak memory for the whole process).
template <typename T>
double arrayBytes(const std::vector<T> &v)
{
    return static_cast<double>(v.capacity() * sizeof(T));
}

double planBytes(const Plan &plan)
{
    double bytes = arrayBytes(plan.compute().topology.links) + arrayBytes(plan.compute().topology.devices) +
                   arrayBytes(plan.compute().cables.runs) + arrayBytes(plan.floor.placements) + arrayBytes(plan.floor.racks);
    for (const Device &d : plan.compute().topology.devices)
        bytes += static_cast<double>((d.name.capacity() > 15 ? d.name.capacity() : 0) +
                                     (d.model.capacity() > 15 ? d.model.capacity() : 0));
    return bytes;
}

// The plan as the GUI and the exports make it (a run per link kept), or as `plan` and `model`
// make it (the cabling's tallies only).
// The model's part of a planning step: all-reduce at 25 message sizes, 8 B to 128 MiB.
double modelAllReduceSizes(const Plan &plan)
{
    Diagnostics diagnostics;
    const CollectiveModel model = CollectiveModel::fromPlan(plan, &bundledCatalogue(), diagnostics);
    double total = 0;
    for (int i = 0; i < 25; ++i)
        if (auto r = model.evaluate({Collective::AllReduce, std::uint64_t(8) << i, Algorithm::Auto, {}}))
            total += r->timeUs;
    return total;
}

void planAndModelWith(benchmark::State &state, CableRuns runs)
{
    const Design design = designFor(static_cast<int>(state.range(0)));
    PipelineOptions options;
    options.cableRuns = runs;
    std::size_t links = 0;
    double bytes = 0;
    for (auto _ : state) {
        Plan plan = makePlan(design, bundledCatalogue(), options);
        if (!plan.ok()) {
            state.SkipWithError(plan.diagnostics.back().message().c_str());
            break;
        }
        benchmark::DoNotOptimize(modelAllReduceSizes(plan));
        links = plan.compute().topology.links.size();
        bytes = planBytes(plan);
    }
    state.counters["links"] = static_cast<double>(links);
    state.counters["plan_bytes_per_gpu"] = bytes / static_cast<double>(state.range(0));
}

void planAndModel(benchmark::State &state)
{
    planAndModelWith(state, CableRuns::Kept);
}

void talliedPlanAndModel(benchmark::State &state)
{
    planAndModelWith(state, CableRuns::TalliedOnly);
}

// The whole cluster (issue 38): all four networks asked for by name, a storage device of two
// ports per eight nodes on the storage fabric, the model over 25 sizes as above. DESIGN.md
// section 6's budgets hold for it.
void wholeClusterPlanAndModel(benchmark::State &state)
{
    // DGX H100 at every size: its four networks' port layouts are published (the B300's in-band
    // layout is not in the catalogue); 131,072 GPUs are 16,384 nodes on two planes of three tiers
    // (one NDR plane of three tiers holds 65,536).
    Design design;
    design.gpus = static_cast<int>(state.range(0));
    design.platform = "DGX-H100";
    if (*design.gpus > 65536)
        design.planes = 2;
    design.networks.planned = std::vector<NetworkRole>(kNetworkRoles.begin(), kNetworkRoles.end());
    const int nodes = static_cast<int>(state.range(0)) / 8;
    design.networks.storageDevices = std::max(2, nodes / 8);
    std::size_t links = 0;
    std::size_t switches = 0;
    for (auto _ : state) {
        Plan plan = makePlan(design, bundledCatalogue());
        if (!plan.ok() || plan.networks.size() != kNetworkRoles.size()) {
            state.SkipWithError(plan.ok() ? "a network is missing" : plan.diagnostics.back().message().c_str());
            break;
        }
        benchmark::DoNotOptimize(modelAllReduceSizes(plan));
        links = switches = 0;
        for (const NetworkPlan &network : plan.networks) {
            links += network.topology.links.size();
            switches += static_cast<std::size_t>(network.switchCount());
        }
    }
    state.counters["links_all_networks"] = static_cast<double>(links);
    state.counters["switches_all_networks"] = static_cast<double>(switches);
}

} // namespace

BENCHMARK(planAndModel)->Arg(1024)->Arg(16384)->Arg(131072)->Arg(262144)->Arg(524288)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->ComputeStatistics("min", fabric::fastestRepetition);
BENCHMARK(talliedPlanAndModel)->Arg(131072)->Arg(262144)->Arg(524288)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->ComputeStatistics("min", fabric::fastestRepetition);

BENCHMARK(wholeClusterPlanAndModel)->Arg(1024)->Arg(16384)->Arg(131072)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->ComputeStatistics("min", fabric::fastestRepetition);

FABRIC_BENCHMARK_MAIN()
