// Outputs at the speed of the disk (DESIGN.md section 6): the .xlsx and the ibnetdiscover .topo of
// large plans, and a copy of the .topo file as the disk's own pace (what `cp` would do).
//   build/tests/bench/bench_exports --benchmark_repetitions=3 --benchmark_report_aggregates_only=true
// The plan is made once per size, outside the timing. Files go to $TMPDIR (default /tmp): point it
// at a disk, not a RAM-backed folder, to compare with `cp`.
#include "benchmain.h"
#include "core/export/topologyexport.h"
#include "core/export/xlsxexport.h"
#include "core/plan/pipeline.h"
#include "../common/bundledcatalogue.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>

using namespace fabric;

namespace {

// XDR InfiniBand on DGX B300 and Q3400-RA, three tiers, the defaults otherwise (the automatic hall).
const Plan &planFor(int gpus)
{
    static std::map<int, std::unique_ptr<Plan>> plans;
    auto &slot = plans[gpus];
    if (!slot) {
        Design d;
        d.name = "bench " + std::to_string(gpus);
        d.gpus = gpus;
        d.platform = "DGX-B300";
        slot = std::make_unique<Plan>(makePlan(d, bundledCatalogue()));
    }
    return *slot;
}

// The plan of the benchmark's size, or null (and the benchmark skipped) when it has errors.
const Plan *readyPlan(benchmark::State &state)
{
    const Plan &plan = planFor(static_cast<int>(state.range(0)));
    if (plan.ok())
        return &plan;
    state.SkipWithError(plan.diagnostics.back().message().c_str());
    return nullptr;
}

std::filesystem::path scratch(const std::string &name)
{
    const char *folder = std::getenv("TMPDIR");
    return std::filesystem::path(folder && *folder ? folder : "/tmp") / name;
}

void xlsx(benchmark::State &state)
{
    const Plan *ready = readyPlan(state);
    if (!ready)
        return;
    const Plan &plan = *ready;
    const auto file = scratch("bench-exports.xlsx");
    for (auto _ : state) {
        const ExportResult result = writeXlsx(plan, &bundledCatalogue(), file);
        if (!result) {
            state.SkipWithError(result.error().c_str());
            break;
        }
    }
    state.counters["MB"] = static_cast<double>(std::filesystem::file_size(file)) / 1e6;
    state.counters["links"] = static_cast<double>(plan.compute().topology.links.size());
    std::filesystem::remove(file);
}

void topology(benchmark::State &state)
{
    const Plan *ready = readyPlan(state);
    if (!ready)
        return;
    const Plan &plan = *ready;
    const auto file = scratch("bench-exports.topo");
    for (auto _ : state) {
        const ExportResult result = writeIbnetdiscoverTopology(plan, file);
        if (!result) {
            state.SkipWithError(result.error().c_str());
            break;
        }
    }
    state.counters["MB"] = static_cast<double>(std::filesystem::file_size(file)) / 1e6;
}

// The yardstick: copying the .topo just written, as `cp` does.
void copyOfTopology(benchmark::State &state)
{
    const Plan &plan = planFor(static_cast<int>(state.range(0)));
    const auto file = scratch("bench-exports.topo");
    const auto copy = scratch("bench-exports-copy.topo");
    if (!plan.ok() || !writeIbnetdiscoverTopology(plan, file)) {
        state.SkipWithError("the .topo could not be written");
        return;
    }
    for (auto _ : state)
        std::filesystem::copy_file(file, copy, std::filesystem::copy_options::overwrite_existing);
    state.counters["MB"] = static_cast<double>(std::filesystem::file_size(file)) / 1e6;
    std::filesystem::remove(copy);
    std::filesystem::remove(file);
}

} // namespace

BENCHMARK(topology)->Arg(131072)->Arg(262144)->Arg(524288)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->ComputeStatistics("min", fabric::fastestRepetition);
BENCHMARK(copyOfTopology)->Arg(131072)->Arg(262144)->Arg(524288)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->ComputeStatistics("min", fabric::fastestRepetition);
BENCHMARK(xlsx)->Arg(131072)->Arg(262144)->Arg(524288)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->Iterations(1)->ComputeStatistics("min", fabric::fastestRepetition);

FABRIC_BENCHMARK_MAIN()
