// Rack elevations: Export > Rack Elevations (one SVG a rack, as the CLI's --rack-elevations
// writes them) and the Rack dialog's paint of one rack, at cluster sizes whose halls hold hundreds
// to thousands of racks. The plan is made once per size, outside the timing.
//   build/tests/bench/bench_ui_rackelevation --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "benchmain.h"
#include "core/plan/pipeline.h"
#include "ui/render/diagramexport.h"
#include "ui/render/floordiagram.h"
#include "ui/render/rackelevation.h"
#include "../common/bundledcatalogue.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QTemporaryDir>

#include <map>
#include <memory>

using namespace fabric;

namespace {

// DGX B300 on XDR InfiniBand, the defaults otherwise (the automatic hall), as bench_exports.
const Plan *readyPlan(benchmark::State &state)
{
    static std::map<int, std::unique_ptr<Plan>> plans;
    const int gpus = static_cast<int>(state.range(0));
    auto &slot = plans[gpus];
    if (!slot) {
        Design d;
        d.name = "bench " + std::to_string(gpus);
        d.gpus = gpus;
        d.platform = "DGX-B300";
        slot = std::make_unique<Plan>(makePlan(d, bundledCatalogue()));
    }
    if (!slot->ok()) {
        state.SkipWithError(slot->diagnostics.back().message().c_str());
        return nullptr;
    }
    state.counters["racks"] = static_cast<double>(slot->floor.racks.size());
    return slot.get();
}

// Every rack's elevation written as SVG into one folder.
void exportAllRacks(benchmark::State &state)
{
    const Plan *plan = readyPlan(state);
    if (!plan)
        return;
    QTemporaryDir folder;
    for (auto _ : state)
        if (const QString error = render::writeRackElevations(folder.path(), *plan); !error.isEmpty())
            state.SkipWithError(error.toStdString().c_str());
}

// What the export does for every rack before it writes the file (the file's cost aside): the rack's
// devices found, its size, its picture drawn (into a QPicture, which keeps the painter's commands).
void drawAllRacks(benchmark::State &state)
{
    const Plan *plan = readyPlan(state);
    if (!plan)
        return;
    for (auto _ : state) {
        const std::vector<std::vector<int>> byRack = render::devicesByRack(*plan);
        for (const Rack &rack : plan->floor.racks) {
            const render::RackElevation elevation(*plan, rack.id, byRack[static_cast<std::size_t>(rack.id)]);
            QPicture picture;
            picture.setBoundingRect(QRect(QPoint(0, 0), elevation.size()));
            QPainter painter(&picture);
            elevation.paint(painter);
        }
    }
}

// The dialog's work for one rack (its size, then its paint) into an image, the middle rack.
void paintOneRack(benchmark::State &state)
{
    const Plan *plan = readyPlan(state);
    if (!plan)
        return;
    const int rack = static_cast<int>(plan->floor.racks.size() / 2);
    for (auto _ : state) {
        const render::RackElevation elevation(*plan, rack);
        QImage image(elevation.size(), QImage::Format_RGB32);
        QPainter painter(&image);
        elevation.paint(painter);
    }
}

} // namespace

BENCHMARK(exportAllRacks)->Arg(4096)->Arg(16384)->Arg(65536)->Unit(benchmark::kMillisecond)->Iterations(1)
    ->ComputeStatistics("min", fabric::fastestRepetition);
BENCHMARK(drawAllRacks)->Arg(4096)->Arg(16384)->Arg(65536)->Unit(benchmark::kMillisecond)
    ->ComputeStatistics("min", fabric::fastestRepetition);
BENCHMARK(paintOneRack)->Arg(4096)->Arg(16384)->Arg(65536)->Unit(benchmark::kMicrosecond)
    ->ComputeStatistics("min", fabric::fastestRepetition);

int main(int argc, char **argv)
{
    fabric::keepFreedMemoryInTheHeap(); // as the application's main does
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv); // the painter's fonts
    return fabric::runBenchmarks(argc, argv);
}
