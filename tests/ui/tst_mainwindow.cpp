#include "core/catalogue/catalogue.h"
#include "ui/app/autosave.h"
#include "ui/app/cablemodel.h"
#include "ui/app/designcommands.h"
#include "ui/app/designpanel.h"
#include "ui/app/diagnosticsmodel.h"
#include "ui/app/document.h"
#include "ui/app/figurespanel.h"
#include "ui/app/floorplanview.h"
#include "ui/app/mainwindow.h"
#include "ui/app/topologyview.h"
#include "ui/render/floordiagram.h"
#include "ui/render/topologylayout.h"
#include "core/design/projectfile.h"
#include "windowfixture.h"

#include <nlohmann/json.hpp>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QGraphicsItem>
#include <QMouseEvent>
#include <QPainter>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWindow>

#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <set>

using namespace fabric;
using namespace fabric::ui;

namespace {

// The same picture, to within the raster engine's rounding: a shape cut by the viewport's edge
// is blended one level apart when painted into the window (clipped to the viewport) and into a
// grab (cut by the image's edge). A stale rack, grip or label differs by far more.
bool samePicture(const QImage &a, const QImage &b)
{
    const QImage x = a.convertToFormat(QImage::Format_RGB32), y = b.convertToFormat(QImage::Format_RGB32);
    if (x.size() != y.size())
        return false;
    constexpr int kRounding = 1;
    for (int row = 0; row < x.height(); ++row) {
        const auto *p = reinterpret_cast<const QRgb *>(x.constScanLine(row));
        const auto *q = reinterpret_cast<const QRgb *>(y.constScanLine(row));
        for (int column = 0; column < x.width(); ++column)
            if (std::abs(qRed(p[column]) - qRed(q[column])) > kRounding || std::abs(qGreen(p[column]) - qGreen(q[column])) > kRounding
                || std::abs(qBlue(p[column]) - qBlue(q[column])) > kRounding)
                return false;
    }
    return true;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

public:
    static void initMain() { isolateSettingsForTest(); }

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void titleFollowsDocument();
    void badProjectShowsErrorAndChangesNothing_data();
    void badProjectShowsErrorAndChangesNothing();
    void draggingTheHandleGrowsTheCluster();
    void theGripCanBeTakenAtEverySize_data();
    void theGripCanBeTakenAtEverySize();
    void theFloorLooksTheSameWhileItsHandleIsHeld_data();
    void theFloorLooksTheSameWhileItsHandleIsHeld();
    void theFloorOnScreenIsCurrentMidDrag();
    void aDragPlannedOffTheGuiThreadShowsItsProgress();
    void resizingDuringADragKeepsTheFloorStill_data();
    void resizingDuringADragKeepsTheFloorStill();
    void diagnosticFocusesItsField();
    void topologySelectionFiltersCables();
    void hiddenTabsShowTheNewestPlan_data();
    void hiddenTabsShowTheNewestPlan();
    void figuresFollowThePlan();
    void unsavedChangesPrompt();
    void autosaveWritesAProject();

private:
    std::shared_ptr<const Catalogue> m_catalogue;
    MainWindow *m_window = nullptr;
    QStringList m_errors;
};

void TestMainWindow::initTestCase()
{
    m_catalogue = sharedBundledCatalogue();
}

void TestMainWindow::init()
{
    m_errors.clear();
    m_window = openTestWindow(m_errors);
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestMainWindow::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestMainWindow::titleFollowsDocument()
{
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Untitled[*] — Fabric Planner"));
    QVERIFY(!m_window->isWindowModified());
    Document *document = m_window->document();
    document->edit(new ResizeClusterCommand(document, 40));
    QVERIFY(m_window->isWindowModified());
    document->undoStack()->undo();
    QVERIFY(!m_window->isWindowModified());
}

void TestMainWindow::badProjectShowsErrorAndChangesNothing_data()
{
    QTest::addColumn<QString>("kind"); // file (of content), fifo, folder, sparse (70 MiB)
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("garbage") << "file" << QByteArray("not a project") << QString();
    QTest::newRow("bad field") << "file" << projectWith("planes", R"("two")")
                               << QStringLiteral("$.design.planes");
    // Issue 34: hostile files opened from the window, said at once, never a hang.
    QTest::newRow("a 64 KiB name") << "file" << projectWith("name", ('"' + QByteArray(65536, 'n') + '"').constData())
                                   << QStringLiteral("$.design.name: the name has 65536 characters");
    QTest::newRow("a FIFO") << "fifo" << QByteArray() << QStringLiteral("it is a FIFO (named pipe), not a file");
    QTest::newRow("a folder") << "folder" << QByteArray() << QStringLiteral("it is a folder, not a file");
    QTest::newRow("70 MiB") << "sparse" << QByteArray() << QStringLiteral("the file is 70 MiB; a project file is at most 64 MiB");
}

void TestMainWindow::badProjectShowsErrorAndChangesNothing()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, content);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    if (kind == QLatin1String("fifo")) {
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(path));
    } else {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        if (kind == QLatin1String("sparse"))
            QVERIFY(file.resize(qint64(70) << 20));
        else
            file.write(content);
        file.close();
    }

    Document *document = m_window->document();
    document->edit(new ResizeClusterCommand(document, 48));
    const Design before = document->design();
    const QString title = m_window->windowTitle();
    QVERIFY(!m_window->openFile(path));
    QCOMPARE(m_errors.size(), 1);
    QVERIFY2(m_errors.first().contains(QStringLiteral("broken.json")), qPrintable(m_errors.first()));
    if (!mentions.isEmpty())
        QVERIFY2(m_errors.first().contains(mentions), qPrintable(m_errors.first()));
    QVERIFY(document->design() == before);
    QCOMPARE(m_window->windowTitle(), title);
    QCOMPARE(document->undoStack()->count(), 1);
}

void TestMainWindow::draggingTheHandleGrowsTheCluster()
{
    FloorPlanView *view = m_window->floorPlanView();
    m_window->tabs()->setCurrentWidget(view);
    QVERIFY(QTest::qWaitForWindowExposed(view));
    Document *document = m_window->document();
    const PlanPtr plan = document->plan();
    QVERIFY(plan->ok());
    const int startNodes = document->design().nodes;
    const int perRack = std::max(1, plan->floor.nodesPerRack);
    const int steps = document->undoStack()->count();

    QGraphicsItem *handle = view->handle();
    QVERIFY(handle->isVisible());
    const QPointF start = handle->scenePos();
    const QPoint press = view->mapFromScene(start);
    QVERIFY(view->viewport()->rect().contains(press));
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, press);
    // Two rack pitches to the right, in small moves as a hand would.
    const double pitch = plan->design.floor.rackWidthM * 100.0;
    const int expected = view->nodesForHandleAt(start.x() + 2 * pitch);
    QCOMPARE(expected, startNodes + 2 * perRack);
    for (int i = 1; i <= 8; ++i) {
        const QPoint at = view->mapFromScene(start + QPointF(2 * pitch * i / 8.0, 0));
        QMouseEvent move(QEvent::MouseMove, at, view->viewport()->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(view->viewport(), &move);
    }
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(start + QPointF(2 * pitch, 0)));
    QCOMPARE(document->design().nodes, expected);
    QCOMPARE(document->plan()->compute().sizing.nodes, expected);
    // The whole drag is one undo step.
    QCOMPARE(document->undoStack()->count(), steps + 1);
    document->undoStack()->undo();
    QCOMPARE(document->design().nodes, startNodes);
}

void TestMainWindow::theGripCanBeTakenAtEverySize_data()
{
    // From a few racks to a hall where a rack is a pixel or two at the fitted zoom.
    QTest::addColumn<QString>("platform");
    QTest::addColumn<int>("nodes");
    QTest::newRow("31 DGX H100") << QStringLiteral("DGX-H100") << 31;
    QTest::newRow("1,024 DGX H100") << QStringLiteral("DGX-H100") << 1024;
    QTest::newRow("16,384 DGX B300") << QStringLiteral("DGX-B300") << 16384;
}

// The grip at the end of the last row is big enough to see and take at the fitted zoom, clear of
// the racks and inside the view, and taking it and moving right grows the cluster.
void TestMainWindow::theGripCanBeTakenAtEverySize()
{
    QFETCH(QString, platform);
    QFETCH(int, nodes);
    FloorPlanView *view = m_window->floorPlanView();
    m_window->tabs()->setCurrentWidget(view);
    QVERIFY(QTest::qWaitForWindowExposed(view));
    Document *document = m_window->document();
    Design design = document->design();
    design.platform = platform.toStdString();
    design.nodes = nodes;
    design.gpus.reset();
    design.switchModel.clear();
    design.floor.racksPerRow = 0;
    document->edit(new ReplaceDesignCommand(document, design, QStringLiteral("test")));
    QTRY_VERIFY(!document->runner()->isBusy());
    const PlanPtr plan = document->plan();
    QVERIFY2(plan->ok(), plan->ok() ? "" : plan->diagnostics.front().message().c_str());
    QCOMPARE(plan->compute().sizing.nodes, nodes);
    QCoreApplication::processEvents();

    QGraphicsItem *grip = view->handle();
    QVERIFY(grip->isVisible());
    const QRect onScreen = view->mapFromScene(grip->sceneBoundingRect()).boundingRect();
    QVERIFY2(onScreen.width() >= 24 && onScreen.height() >= 70,
             qPrintable(QStringLiteral("the grip is %1 x %2 pixels").arg(onScreen.width()).arg(onScreen.height())));
    QVERIFY2(view->viewport()->rect().contains(onScreen), "the grip is not wholly in view");
    // In a hall of thin rows the grip may reach over the rows beside the last; never over the last
    // row's own racks.
    const QRectF gripRect = grip->mapRectToScene(QRectF(-14, -50, 28, 100));
    const int lastRow = std::max_element(plan->floor.racks.begin(), plan->floor.racks.end(),
                                         [](const Rack &a, const Rack &b) { return a.row < b.row; })->row;
    for (const Rack &rack : plan->floor.racks)
        if (rack.row == lastRow)
            QVERIFY2(!render::rackRect(*plan, rack).intersects(gripRect), qPrintable(QStringLiteral("the grip covers rack %1").arg(QString::fromStdString(rack.name))));

    const QPoint press = view->mapFromScene(grip->scenePos());
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, press);
    const QPoint to = press + QPoint(40, 0);
    QMouseEvent move(QEvent::MouseMove, to, view->viewport()->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, {});
    QApplication::sendEvent(view->viewport(), &move);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
    QTRY_VERIFY(!document->runner()->isBusy());
    QVERIFY2(document->design().nodes > nodes,
             qPrintable(QStringLiteral("%1 nodes after the drag, from %2").arg(document->design().nodes).arg(nodes)));
}

void TestMainWindow::theFloorLooksTheSameWhileItsHandleIsHeld_data()
{
    // Racks drawn in detail with their names, and racks drawn as one block each.
    QTest::addColumn<int>("nodes");
    QTest::newRow("31 nodes") << 31;
    QTest::newRow("4,000 nodes") << 4000;
}

// While the handle is held the view draws the racks itself rather than through their items (a
// drag step at 131,072 GPUs spent more on the items than on anything but the plan): the floor
// must look exactly the same, the grip aside (it darkens when taken).
void TestMainWindow::theFloorLooksTheSameWhileItsHandleIsHeld()
{
    QFETCH(int, nodes);
    FloorPlanView *view = m_window->floorPlanView();
    m_window->tabs()->setCurrentWidget(view);
    QVERIFY(QTest::qWaitForWindowExposed(view));
    Document *document = m_window->document();
    document->edit(new ResizeClusterCommand(document, nodes));
    QTRY_VERIFY(!document->runner()->isBusy());
    QCoreApplication::processEvents();
    const std::set<int> devices{0, 1}; // a node and what follows it, highlighted as a selection does
    view->setHighlighted(devices);
    const QImage before = view->viewport()->grab().toImage();
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(view->handle()->scenePos()));
    QCoreApplication::processEvents();
    const QImage held = view->viewport()->grab().toImage();
    QCOMPARE(held.size(), before.size());
    const QRect grip = view->mapFromScene(view->handle()->sceneBoundingRect()).boundingRect().adjusted(-2, -2, 2, 2);
    const auto withoutGrip = [&grip](QImage image) {
        QPainter(&image).fillRect(grip, Qt::black);
        return image;
    };
    QVERIFY2(withoutGrip(held) == withoutGrip(before), "the floor looks different while the handle is held");
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(view->handle()->scenePos()));
    QCoreApplication::processEvents();
    QCOMPARE(view->viewport()->grab().toImage(), before);
}

// What the screen shows in the middle of a drag (the view repaints only what changed) is what a
// full repaint of the view draws: no stale rack, grip or node count is left behind.
void TestMainWindow::theFloorOnScreenIsCurrentMidDrag()
{
    FloorPlanView *view = m_window->floorPlanView();
    m_window->tabs()->setCurrentWidget(view);
    QVERIFY(QTest::qWaitForWindowExposed(view));
    const double pitch = m_window->document()->plan()->design.floor.rackWidthM * 100.0;
    const QPointF start = view->handle()->scenePos();
    if (view->viewport()->devicePixelRatioF() != 1.0)
        QSKIP("the offscreen screen's grab is clipped to its own size when scaled");
    QScreen *screen = m_window->windowHandle()->screen();
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(start));
    // Six moves of half a rack, then a selection made elsewhere (the topology) mid-drag.
    for (int i = 1; i <= 7; ++i) {
        if (i <= 6) {
            const QPoint at = view->mapFromScene(start + QPointF(pitch * i / 2.0, 0));
            QMouseEvent move(QEvent::MouseMove, at, view->viewport()->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
            QApplication::sendEvent(view->viewport(), &move);
        } else {
            view->setHighlighted({0, 1, 2, 3});
        }
        QCoreApplication::processEvents();
        // Where the viewport is now: the docks beside it resize it as the figures change.
        const QRect viewport(view->viewport()->mapTo(m_window, QPoint(0, 0)), view->viewport()->size());
        const QImage shown = screen->grabWindow(m_window->winId(), viewport.x(), viewport.y(), viewport.width(),
                                                viewport.height()).toImage();
        const QImage fresh = view->viewport()->grab().toImage();
        QCOMPARE(shown.size(), fresh.size());
        QVERIFY2(samePicture(shown, fresh),
                 qPrintable(QStringLiteral("step %1: the screen differs from a full repaint").arg(i)));
    }
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(start + QPointF(3 * pitch, 0)));
}

// Above the size planned on the GUI thread, a drag that keeps moving shows each plan the worker
// finishes, not only the last one once the pointer rests.
void TestMainWindow::aDragPlannedOffTheGuiThreadShowsItsProgress()
{
    FloorPlanView *view = m_window->floorPlanView();
    m_window->tabs()->setCurrentWidget(view);
    QVERIFY(QTest::qWaitForWindowExposed(view));
    Document *document = m_window->document();
    document->runner()->setSynchronousLimit(0);
    const int perRack = std::max(1, document->plan()->floor.nodesPerRack);
    const int startNodes = document->design().nodes;
    const double pitch = document->plan()->design.floor.rackWidthM * 100.0;
    const QPointF start = view->handle()->scenePos();
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(start));
    const auto moveTo = [&](int racks) {
        const QPoint at = view->mapFromScene(start + QPointF(racks * pitch, 0));
        QMouseEvent move(QEvent::MouseMove, at, view->viewport()->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(view->viewport(), &move);
    };
    QList<int> shown;
    connect(document, &Document::planChanged, this, [&] { shown << document->plan()->design.nodes; });
    moveTo(1); // planned on the worker
    moveTo(2); // asked for while the worker plans the first step
    moveTo(3);
    QVERIFY(QTest::qWaitFor([&] { return !shown.isEmpty(); }, 10000));
    QCOMPARE(shown.front(), startNodes + perRack);
    QVERIFY2(document->runner()->isBusy(), "the newest step is not being planned");
    QVERIFY(QTest::qWaitFor([&] { return !document->runner()->isBusy(); }, 10000));
    QCOMPARE(shown, (QList<int>{startNodes + perRack, startNodes + 3 * perRack}));
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(start + QPointF(3 * pitch, 0)));
    QCOMPARE(document->design().nodes, startNodes + 3 * perRack);
}

// In the middle of a drag the floor stays where it is under the pointer: as it grows by a rack,
// and when the docks beside it (as the figures change) or the user resize the view. Qt replays
// the last mouse move after such a change, and a moved floor would move the grip by itself.
void TestMainWindow::resizingDuringADragKeepsTheFloorStill_data()
{
    // At the fitted zoom the floor is smaller than the view, which Qt centres anew at each size;
    // zoomed in, it is larger than the view (with scroll bars).
    QTest::addColumn<int>("dw");
    QTest::addColumn<int>("dh");
    QTest::addColumn<double>("zoom");
    QTest::newRow("narrower") << -150 << 0 << 1.0;
    QTest::newRow("narrower and shorter") << -150 << -100 << 1.0;
    QTest::newRow("wider") << 200 << 0 << 1.0;
    QTest::newRow("taller") << 0 << 160 << 1.0;
    QTest::newRow("wider and taller") << 240 << 160 << 1.0;
    QTest::newRow("zoomed in, narrower") << -150 << 0 << 4.0;
    QTest::newRow("zoomed in, wider and taller") << 240 << 160 << 4.0;
}

void TestMainWindow::resizingDuringADragKeepsTheFloorStill()
{
    QFETCH(int, dw);
    QFETCH(int, dh);
    QFETCH(double, zoom);
    FloorPlanView *view = m_window->floorPlanView();
    m_window->tabs()->setCurrentWidget(view);
    QVERIFY(QTest::qWaitForWindowExposed(view));
    if (zoom != 1.0) {
        view->zoomBy(zoom);
        view->centerOn(view->handle());
    }
    Document *document = m_window->document();
    const double pitch = document->plan()->design.floor.rackWidthM * 100.0;
    const QPointF start = view->handle()->scenePos();
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(start));
    const QPoint at = view->mapFromScene(start + QPointF(pitch, 0));
    QMouseEvent move(QEvent::MouseMove, at, view->viewport()->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
    QApplication::sendEvent(view->viewport(), &move);
    const int nodes = document->design().nodes;
    // The step re-planned and the floor grew by a rack; the grip is still under the pointer.
    QVERIFY(nodes > 1);
    const QPointF underPointer = view->mapToScene(at);
    const double tolerance = 2.0 / view->transform().m11(); // two pixels, in scene units
    QVERIFY2(std::abs(view->handle()->x() - underPointer.x()) <= tolerance + 1e-9,
             qPrintable(QStringLiteral("grip at %1, pointer at %2").arg(view->handle()->x()).arg(underPointer.x())));
    const QTransform scale = view->transform();
    QSignalSpy plans(document, &Document::planChanged);

    m_window->resize(m_window->width() + dw, m_window->height() + dh);
    QCoreApplication::processEvents();
    QVERIFY(view->viewport()->width() > 0);
    QCOMPARE(view->transform(), scale);
    // The floor did not move under the still pointer, so Qt's replayed move changed nothing.
    const QPointF after = view->mapToScene(at);
    QVERIFY2(std::abs(after.x() - underPointer.x()) <= tolerance && std::abs(after.y() - underPointer.y()) <= tolerance,
             qPrintable(QStringLiteral("the floor moved by (%1, %2) scene units under the pointer")
                            .arg(after.x() - underPointer.x()).arg(after.y() - underPointer.y())));
    QCOMPARE(plans.count(), 0);
    QCOMPARE(document->design().nodes, nodes);

    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, at);
    if (zoom != 1.0)
        return; // a zoom of the user's own stays
    // Once released, the view fits the floor to its new size: every rack is in sight.
    const auto racksInSight = [view] {
        const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
        QRectF racks;
        for (QGraphicsItem *item : view->scene()->items())
            if (item != view->handle())
                racks |= item->sceneBoundingRect();
        return !racks.isEmpty() && visible.contains(racks);
    };
    QTRY_VERIFY(racksInSight());
}

void TestMainWindow::diagnosticFocusesItsField()
{
    Document *document = m_window->document();
    Design impossible = document->design();
    impossible.switchModel = "no-such-switch";
    document->edit(new ReplaceDesignCommand(document, impossible, QStringLiteral("test")));
    DiagnosticsModel *model = m_window->diagnosticsModel();
    int row = -1;
    for (int r = 0; r < model->rowCount(); ++r)
        if (designFieldFromName(model->index(r, 0).data(DiagnosticsModel::FieldRole).toString()) == DesignField::Switch)
            row = r;
    QVERIFY2(row >= 0, "no diagnostic names the switch");
    QVERIFY(m_window->designPanel()->isMarkedAsError(DesignField::Switch));
    QVERIFY(!m_window->designPanel()->isMarked(DesignField::Planes));

    QTableView *view = m_window->diagnosticsView();
    const QRect cell = view->visualRect(model->index(row, DiagnosticsModel::Message));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(QApplication::focusWidget(), m_window->designPanel()->fieldWidget(DesignField::Switch));

    document->undoStack()->undo();
    QVERIFY(!m_window->designPanel()->isMarkedAsError(DesignField::Switch));
}

void TestMainWindow::topologySelectionFiltersCables()
{
    // As a user does it: click in the topology, then look at the cabling tab.
    QVERIFY(m_window->showView(QStringLiteral("topology")));
    TopologyView *topology = m_window->topologyView();
    const auto &boxes = topology->layout().boxes;
    QVERIFY(!boxes.empty());
    const PlanPtr plan = m_window->document()->plan();
    int spineBox = -1;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        const Device &d = plan->compute().topology.device(boxes[i].devices.front());
        if (d.kind == DeviceKind::Switch && d.tier == Tier::Spine) {
            spineBox = static_cast<int>(i);
            break;
        }
    }
    QVERIFY(spineBox >= 0);
    topology->selectBox(spineBox);
    const std::set<int> selected(boxes[static_cast<std::size_t>(spineBox)].devices.begin(),
                                 boxes[static_cast<std::size_t>(spineBox)].devices.end());
    QCOMPARE(m_window->cableFilter()->devices(), selected);
    QVERIFY(m_window->showView(QStringLiteral("cabling")));
    const int rows = m_window->cableFilter()->rowCount();
    QVERIFY(rows > 0);
    QVERIFY(rows < m_window->cableModel()->rowCount());
    for (int r = 0; r < rows; ++r) {
        const QModelIndex index = m_window->cableFilter()->index(r, 0);
        QVERIFY(selected.count(index.data(CableModel::DeviceARole).toInt())
                || selected.count(index.data(CableModel::DeviceBRole).toInt()));
    }
    topology->selectBox(spineBox); // a second click clears the selection
    QCOMPARE(m_window->cableFilter()->rowCount(), m_window->cableModel()->rowCount());
}

// The topology and the cabling table follow the plan only while in front; brought forward after
// edits made behind them, each shows the newest plan, never one from before.
void TestMainWindow::hiddenTabsShowTheNewestPlan_data()
{
    QTest::addColumn<QString>("tab");
    QTest::newRow("topology") << QStringLiteral("topology");
    QTest::newRow("cabling") << QStringLiteral("cabling");
}

void TestMainWindow::hiddenTabsShowTheNewestPlan()
{
    QFETCH(QString, tab);
    Document *document = m_window->document();
    QVERIFY(m_window->showView(tab));
    QVERIFY(m_window->showView(QStringLiteral("floor")));
    for (int nodes : {40, 200})
        document->edit(new ResizeClusterCommand(document, nodes));
    const PlanPtr plan = document->plan();
    QCOMPARE(plan->compute().sizing.nodes, 200);
    QVERIFY(m_window->showView(tab));
    if (tab == QLatin1String("cabling")) {
        int links = 0; // the cabling tab lists every network's links
        for (const NetworkPlan &network : plan->networks)
            links += static_cast<int>(network.topology.links.size());
        QCOMPARE(m_window->cableModel()->rowCount(), links);
        return;
    }
    const render::TopologyLayout expected = render::layoutTopology(*plan, m_window->topologyView()->boxesPerRow());
    const render::TopologyLayout &shown = m_window->topologyView()->layout();
    QCOMPARE(shown.boxes.size(), expected.boxes.size());
    QCOMPARE(shown.caption, expected.caption);
    for (std::size_t i = 0; i < shown.boxes.size(); ++i)
        QCOMPARE(shown.boxes[i].devices, expected.boxes[i].devices);
}

void TestMainWindow::figuresFollowThePlan()
{
    Document *document = m_window->document();
    document->edit(new ResizeClusterCommand(document, 64));
    const PlanPtr plan = document->plan();
    QCOMPARE(m_window->figuresPanel()->value(QStringLiteral("gpus")), QLocale().toString(plan->compute().sizing.gpus));
    QCOMPARE(m_window->figuresPanel()->value(QStringLiteral("nodes")), QStringLiteral("64"));
}

void TestMainWindow::unsavedChangesPrompt()
{
    Document *document = m_window->document();
    int asked = 0;
    m_window->setSavePrompt([&](const QString &) {
        ++asked;
        return QMessageBox::Cancel;
    });
    QVERIFY(m_window->maybeSave()); // nothing to save: no question
    QCOMPARE(asked, 0);
    document->edit(new ResizeClusterCommand(document, 50));
    QVERIFY(!m_window->maybeSave());
    QCOMPARE(asked, 1);
    QVERIFY(!m_window->close()); // cancelled: the window stays
    QCOMPARE(asked, 2);
    QCOMPARE(document->design().nodes, 50);
}

void TestMainWindow::autosaveWritesAProject()
{
    Autosave *autosave = m_window->autosave();
    autosave->discard();
    Document *document = m_window->document();
    autosave->saveNow();
    QVERIFY(!QFile::exists(autosave->path())); // nothing modified, nothing written
    document->edit(new ResizeClusterCommand(document, 96));
    autosave->saveNow();
    QVERIFY(QFile::exists(autosave->path()));
    Document recovered(m_catalogue);
    QCOMPARE(recovered.load(autosave->path()), QString());
    QVERIFY(recovered.design() == document->design());
    autosave->discard();
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
