// The drag path of the floor-plan handle: one edit, a synchronous re-plan, and every model and
// view that shows the plan updated (BOM, cabling, diagnostics, figures, floor plan and topology
// scenes). DESIGN.md budget: 30 frames per second (33 ms) up to 8,192 GPUs.
#include "core/catalogue/catalogue.h"
#include "ui/app/bommodel.h"
#include "ui/app/cablemodel.h"
#include "ui/app/designcommands.h"
#include "ui/app/diagnosticsmodel.h"
#include "ui/app/document.h"
#include "ui/app/figurespanel.h"
#include "ui/app/floorplanview.h"
#include "ui/app/topologyview.h"

#include <QApplication>

#include <benchmark/benchmark.h>

using namespace fabric;
using namespace fabric::ui;

namespace {

std::shared_ptr<const Catalogue> catalogue()
{
    static std::shared_ptr<const Catalogue> instance = [] {
        auto opened = Catalogue::openDefault();
        if (!opened)
            return std::shared_ptr<const Catalogue>();
        return std::make_shared<const Catalogue>(std::move(*opened));
    }();
    return instance;
}

void dragStep(benchmark::State &state)
{
    if (!catalogue()) {
        state.SkipWithError("no catalogue (set FABRICPLANNER_CATALOGUE)");
        return;
    }
    const int gpus = static_cast<int>(state.range(0));
    Document document(catalogue());
    document.runner()->setSynchronousLimit(1 << 30); // measure the synchronous path the drag takes
    BomModel bom;
    CableModel cables;
    CableFilterModel filter;
    filter.setSourceModel(&cables);
    DiagnosticsModel diagnostics;
    FiguresPanel figures;
    FloorPlanView floor;
    TopologyView topology;
    QObject::connect(&document, &Document::planChanged, [&] {
        const PlanPtr plan = document.plan();
        bom.setPlan(plan);
        cables.setPlan(plan);
        diagnostics.setPlan(plan);
        figures.setPlan(plan);
        floor.setPlan(plan);
        topology.setPlan(plan);
    });
    const int nodes = gpus / 8; // DGX H100: 8 GPUs a node
    document.edit(new ResizeClusterCommand(&document, nodes));
    const int perRack = std::max(1, document.plan()->floor.nodesPerRack);
    bool grow = true;
    for (auto _ : state) {
        // One rack more, one rack less: what a hand dragging back and forth asks for.
        document.edit(new ResizeClusterCommand(&document, grow ? nodes + perRack : nodes, std::nullopt, 1));
        grow = !grow;
        benchmark::DoNotOptimize(cables.rowCount());
    }
    if (!document.plan()->ok())
        state.SkipWithError(document.plan()->diagnostics.front().message().c_str());
    state.counters["links"] = static_cast<double>(document.plan()->topology.links.size());
}

} // namespace

BENCHMARK(dragStep)->Arg(1024)->Arg(8192)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
