// The drag path of the floor-plan handle: one edit, a synchronous re-plan, and every model and
// view that shows the plan updated (BOM, cabling, diagnostics, figures, floor plan and topology
// scenes). DESIGN.md budget: 60 frames per second (16.7 ms) up to 16,384 GPUs and 30 (33 ms) up
// to 131,072; the GUI plans off its thread above PlanRunner's synchronous limit, and this measures
// the synchronous path at every size.
#include "core/catalogue/catalogue.h"
#include "ui/app/bommodel.h"
#include "ui/app/cablemodel.h"
#include "ui/app/designcommands.h"
#include "ui/app/diagnosticsmodel.h"
#include "ui/app/document.h"
#include "ui/app/figurespanel.h"
#include "ui/app/floorplanview.h"
#include "ui/app/mainwindow.h"
#include "ui/app/topologyview.h"
#include "ui/render/floordiagram.h"
#include "windowbench.h"

#include <QApplication>
#include <QGraphicsItem>
#include <QMessageBox>
#include <QMouseEvent>

#include <benchmark/benchmark.h>

using namespace fabric;
using namespace fabric::ui;

namespace {

// Plans the document at the benchmark's size, synchronously at every size (the synchronous path
// is what is measured). DGX H100 up to 16,384 GPUs; at 65,536 its NDR tree and the UFM's ports
// pass the three-tier limit, so larger sizes are DGX B300 on XDR, as in the CLI's benchmarks.
// Both have 8 GPUs a node. Returns the node count.
int planCluster(benchmark::State &state, Document &document)
{
    const int gpus = static_cast<int>(state.range(0));
    document.runner()->setSynchronousLimit(1 << 30);
    if (gpus > 16384)
        document.edit(new ChangePlatformCommand(&document, "DGX-B300"));
    document.edit(new ResizeClusterCommand(&document, gpus / 8));
    QCoreApplication::processEvents();
    return gpus / 8;
}

// Drags the document's node count back and forth by one rack at the benchmark's size, timing each
// step: the edit, the synchronous re-plan, whatever the plan's signal updates, and the event
// loop's turn that ends the frame (the scenes polish their new items there and shown widgets
// repaint; skipped, the next rebuild would find the old items still queued for polish).
void dragNodeCount(benchmark::State &state, Document &document)
{
    const int nodes = planCluster(state, document);
    const int perRack = std::max(1, document.plan()->floor.nodesPerRack);
    bool shrink = true;
    for (auto _ : state) {
        // One rack less, one rack more (less first: at the largest size one node more is past the
        // tree's limit).
        document.edit(new ResizeClusterCommand(&document, shrink ? nodes - perRack : nodes, std::nullopt, 1));
        shrink = !shrink;
        QCoreApplication::processEvents();
    }
    if (!document.plan()->ok())
        state.SkipWithError(document.plan()->diagnostics.front().message().c_str());
    state.counters["links"] = static_cast<double>(document.plan()->compute().topology.links.size());
}

// Every model and view that shows a plan, updated as the main window updates them, none shown.
void dragStep(benchmark::State &state)
{
    if (!benchCatalogue()) {
        state.SkipWithError("no catalogue (set FABRICPLANNER_CATALOGUE)");
        return;
    }
    Document document(benchCatalogue());
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
    dragNodeCount(state, document);
}

// Counts the paint events a widget gets.
class PaintCounter : public QObject
{
public:
    int paints = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        paints += event->type() == QEvent::Paint;
        return QObject::eventFilter(watched, event);
    }
};

// The main window itself at 1280 x 720, the floor plan in front, dragged by its handle as a hand
// does: each step is a mouse move of one rack pitch (back and forth), the plan it asks for, and
// the repaint of what changed on screen. Counters per step: plans (1: every move re-planned) and
// floor_paints (1: every step was drawn).
void dragStepInWindow(benchmark::State &state)
{
    if (!benchCatalogue()) {
        state.SkipWithError("no catalogue (set FABRICPLANNER_CATALOGUE)");
        return;
    }
    MainWindow window(benchCatalogue());
    window.setErrorReporter([](const QString &, const QString &) {});
    window.setSavePrompt([](const QString &) { return QMessageBox::Discard; });
    window.resize(1280, 720);
    window.show();
    Document &document = *window.document();
    planCluster(state, document);

    FloorPlanView *floor = window.floorPlanView();
    QWidget *viewport = floor->viewport();
    const QPointF start = floor->handle()->scenePos();
    const double pitch = document.plan()->floor.rackWidthM * render::kUnitsPerMetre;
    const auto mouse = [&](QEvent::Type type, QPointF scene, Qt::MouseButton button, Qt::MouseButtons buttons) {
        const QPoint at = floor->mapFromScene(scene);
        QMouseEvent event(type, at, viewport->mapToGlobal(at), button, buttons, {});
        QApplication::sendEvent(viewport, &event);
    };
    mouse(QEvent::MouseButtonPress, start, Qt::LeftButton, Qt::LeftButton);
    PaintCounter counter;
    viewport->installEventFilter(&counter);
    int plans = 0;
    QObject::connect(&document, &Document::planChanged, [&] { ++plans; });
    bool back = true;
    for (auto _ : state) {
        mouse(QEvent::MouseMove, start - QPointF(back ? pitch : 0.0, 0.0), Qt::NoButton, Qt::LeftButton);
        back = !back;
        QCoreApplication::processEvents();
    }
    mouse(QEvent::MouseButtonRelease, start, Qt::LeftButton, Qt::NoButton);
    if (!document.plan()->ok())
        state.SkipWithError(document.plan()->diagnostics.front().message().c_str());
    state.counters["plans"] = benchmark::Counter(plans, benchmark::Counter::kAvgIterations);
    state.counters["floor_paints"] = benchmark::Counter(counter.paints, benchmark::Counter::kAvgIterations);
    state.counters["links"] = static_cast<double>(document.plan()->compute().topology.links.size());
}

} // namespace

BENCHMARK(dragStep)->Arg(1024)->Arg(8192)->Arg(16384)->Arg(131072)->Unit(benchmark::kMillisecond);
BENCHMARK(dragStepInWindow)->Arg(1024)->Arg(8192)->Arg(16384)->Arg(65536)->Arg(131072)->Unit(benchmark::kMillisecond);

FABRIC_WINDOW_BENCHMARK_MAIN()
