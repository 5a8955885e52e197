// The As built dock with many differences: one scalable unit's ibnetdiscover output checked
// against a plan of more nodes, so that every link beyond that unit is missing (400 rows for 33
// nodes, 1,600 for 4 SUs, 3,600 for 8). The dock sizes each row to its wrapped links up to 64
// rows and keeps one line past that. Measured: the import (read, check, fill and size the table)
// and a resize of the window by 40 px with the dock shown (every sized row laid out again).
#include "core/catalogue/catalogue.h"
#include "ui/app/asbuiltcontroller.h"
#include "ui/app/designcommands.h"
#include "ui/app/document.h"
#include "ui/app/mainwindow.h"
#include "windowbench.h"

#include <QApplication>
#include <QMessageBox>
#include <QTableView>

#include <benchmark/benchmark.h>

using namespace fabric;
using namespace fabric::ui;

namespace {

const QString kDiscovery = QStringLiteral(FABRIC_SOURCE_DIR "/tests/data/asbuilt/su1-as-planned.txt");

// The main window at 1280 x 720 with a DGX H100 cluster of range(0) nodes planned.
std::unique_ptr<MainWindow> windowWithCluster(benchmark::State &state)
{
    auto window = std::make_unique<MainWindow>(benchCatalogue());
    window->setErrorReporter([](const QString &, const QString &) {});
    window->setSavePrompt([](const QString &) { return QMessageBox::Discard; });
    window->resize(1280, 720);
    window->show();
    Document &document = *window->document();
    document.runner()->setSynchronousLimit(1 << 30);
    document.edit(new ResizeClusterCommand(&document, static_cast<int>(state.range(0))));
    QCoreApplication::processEvents();
    window->asBuilt()->setIgnoreSpeed(true);
    return window;
}

void importWithManyDifferences(benchmark::State &state)
{
    if (!benchCatalogue()) {
        state.SkipWithError("no catalogue (set FABRICPLANNER_CATALOGUE)");
        return;
    }
    const auto window = windowWithCluster(state);
    for (auto _ : state) {
        if (!window->asBuilt()->importFiles({kDiscovery}))
            state.SkipWithError("the import failed");
        QCoreApplication::processEvents();
    }
    state.counters["rows"] = window->asBuilt()->table()->model()->rowCount();
}

void resizeWithManyDifferences(benchmark::State &state)
{
    if (!benchCatalogue()) {
        state.SkipWithError("no catalogue (set FABRICPLANNER_CATALOGUE)");
        return;
    }
    const auto window = windowWithCluster(state);
    if (!window->asBuilt()->importFiles({kDiscovery}))
        state.SkipWithError("the import failed");
    QCoreApplication::processEvents();
    bool narrower = true;
    for (auto _ : state) {
        window->resize(narrower ? 1240 : 1280, 720);
        narrower = !narrower;
        QCoreApplication::processEvents();
    }
    state.counters["rows"] = window->asBuilt()->table()->model()->rowCount();
}

} // namespace

BENCHMARK(importWithManyDifferences)->Arg(33)->Arg(38)->Arg(127)->Arg(255)->Unit(benchmark::kMillisecond);
BENCHMARK(resizeWithManyDifferences)->Arg(33)->Arg(38)->Arg(127)->Arg(255)->Unit(benchmark::kMillisecond);

FABRIC_WINDOW_BENCHMARK_MAIN()
