// The analytical model's cost: 25 message sizes x 5 collectives over a 131,072-GPU plan
// (16,384 DGX B300 on XDR, three tiers). The model reads the sizing (and the cable lengths when the
// plan has them, which changes a value, not the cost), so the plan here is the sized fabric: the
// bench measures the model, not the other stages (bench_pipeline does). Run by hand:
//   FABRICPLANNER_CATALOGUE=build/share/fabricplanner/catalogue.sqlite build/tests/bench/bench_model
//     --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "benchmain.h"
#include "core/catalogue/catalogue.h"
#include "core/model/bisectionsummary.h"
#include "core/model/collectivemodel.h"
#include "core/model/sweep.h"
#include "core/plan/plan.h"
#include "core/sizing/fattreesizer.h"

#include <benchmark/benchmark.h>
#include <cstdlib>
#include <iostream>
#include <optional>

using namespace fabric;

namespace {

const Catalogue &catalogue()
{
    static const auto c = [] {
        auto opened = Catalogue::openDefault();
        if (!opened) {
            std::cerr << "bench_model: " << opened.error() << '\n';
            std::exit(1);
        }
        return std::move(*opened);
    }();
    return c;
}

const Plan &largePlan()
{
    static const Plan plan = [] {
        Plan p;
        p.design.platform = "DGX-B300";
        p.design.nodes = 16384;
        p.compute().sizing = sizeFabric(p.design, catalogue(), p.diagnostics);
        if (!p.ok() || p.compute().sizing.gpus != 131072) {
            std::cerr << "bench_model: the 131,072-GPU plan failed\n";
            for (const auto &d : p.diagnostics)
                std::cerr << "  " << d.field << ": " << d.message() << '\n';
            std::exit(1);
        }
        return p;
    }();
    return plan;
}

constexpr Collective kCollectives[] = {Collective::AllReduce, Collective::AllGather,
                                       Collective::ReduceScatter, Collective::AllToAll,
                                       Collective::Broadcast};

void BM_Model25Sizes5Collectives(benchmark::State &state)
{
    Diagnostics diagnostics;
    const CollectiveModel model = CollectiveModel::fromPlan(largePlan(), &catalogue(), diagnostics);
    const auto sizes = logSweep(8, 8 * kGiB, 25);
    for (auto _ : state) {
        double total = 0.0;
        for (auto c : kCollectives)
            for (auto bytes : sizes)
                total += model.evaluate({c, bytes, Algorithm::Auto, {}})->timeUs;
        benchmark::DoNotOptimize(total);
    }
    state.SetItemsProcessed(state.iterations() * 125);
}
BENCHMARK(BM_Model25Sizes5Collectives)->Unit(benchmark::kMicrosecond);

// Building the model reads the plan once: the switch latencies and the mean cable runs.
void BM_ModelFromPlan(benchmark::State &state)
{
    const Plan &plan = largePlan();
    for (auto _ : state) {
        Diagnostics diagnostics;
        auto model = CollectiveModel::fromPlan(plan, &catalogue(), diagnostics);
        benchmark::DoNotOptimize(model);
    }
}
BENCHMARK(BM_ModelFromPlan)->Unit(benchmark::kMicrosecond);

void BM_BisectionAndFailures(benchmark::State &state)
{
    const Plan &plan = largePlan();
    for (auto _ : state) {
        auto b = bisectionSummary(plan);
        auto w = failureWhatIfs(plan);
        benchmark::DoNotOptimize(b);
        benchmark::DoNotOptimize(w);
    }
}
BENCHMARK(BM_BisectionAndFailures)->Unit(benchmark::kMicrosecond);

} // namespace

FABRIC_BENCHMARK_MAIN()
