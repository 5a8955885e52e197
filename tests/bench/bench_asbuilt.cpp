// The as-built check (core/verify/asbuiltcheck.h): reading ibnetdiscover output of a whole fabric
// (what Import > As-built and verify do once), and checking it against the plan (what the window
// does again after every re-plan while an as-built is shown).
//   build/tests/bench/bench_asbuilt --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
// The plan and its .topo (the fabric as planned, as ibnetdiscover prints it) are made once per size.
#include "benchmain.h"
#include "core/export/topologyexport.h"
#include "core/plan/pipeline.h"
#include "core/verify/asbuiltcheck.h"
#include "../common/bundledcatalogue.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>

using namespace fabric;

namespace {

struct Sized
{
    Plan plan;
    std::string topo; // the file
};

// NDR InfiniBand on DGX H100, the defaults otherwise.
const Sized *sized(benchmark::State &state)
{
    static std::map<int, std::unique_ptr<Sized>> made;
    const int gpus = static_cast<int>(state.range(0));
    auto &slot = made[gpus];
    if (!slot) {
        Design d;
        d.name = "bench " + std::to_string(gpus);
        d.gpus = gpus;
        d.platform = "DGX-H100";
        slot = std::make_unique<Sized>(Sized{makePlan(d, bundledCatalogue()), {}});
        const char *folder = std::getenv("TMPDIR");
        slot->topo = (std::filesystem::path(folder && *folder ? folder : "/tmp") / ("bench-asbuilt-" + std::to_string(gpus) + ".topo")).string();
        if (slot->plan.ok())
            if (const auto text = ibnetdiscoverTopology(slot->plan))
                std::ofstream(slot->topo, std::ios::binary) << *text;
    }
    if (!slot->plan.ok()) {
        state.SkipWithError(slot->plan.diagnostics.back().message().c_str());
        return nullptr;
    }
    return slot.get();
}

void readFabric(benchmark::State &state)
{
    const Sized *s = sized(state);
    if (!s)
        return;
    for (auto _ : state) {
        auto fabric = readAsBuilt({{s->topo, {}}}, AsBuiltFormat::Ibnetdiscover, {});
        benchmark::DoNotOptimize(fabric);
    }
}

void checkAgainstPlan(benchmark::State &state)
{
    const Sized *s = sized(state);
    if (!s)
        return;
    const auto fabric = readAsBuilt({{s->topo, {}}}, AsBuiltFormat::Ibnetdiscover, {});
    if (!fabric) {
        state.SkipWithError(fabric.error().c_str());
        return;
    }
    for (auto _ : state) {
        auto check = checkAsBuilt(s->plan, *fabric, std::nullopt, false);
        benchmark::DoNotOptimize(check);
    }
    state.counters["links"] = static_cast<double>(s->plan.compute().topology.links.size());
}

} // namespace

BENCHMARK(readFabric)->Arg(16384)->Arg(65536)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->ComputeStatistics("min", fabric::fastestRepetition);
BENCHMARK(checkAgainstPlan)->Arg(16384)->Arg(65536)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->ComputeStatistics("min", fabric::fastestRepetition);

FABRIC_BENCHMARK_MAIN()
