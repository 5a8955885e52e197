#include "core/catalogue/catalogue.h"
#include "ui/app/document.h"
#include "ui/app/floorplanview.h"
#include "ui/app/mainwindow.h"
#include "ui/render/floordiagram.h"
#include "windowfixture.h"

#include <QApplication>
#include <QMessageBox>
#include <QMouseEvent>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using namespace fabric;
using namespace fabric::ui;

namespace {

const Rack *rackNamed(const Plan &plan, const std::string &name)
{
    for (const Rack &rack : plan.floor.racks)
        if (rack.name == name)
            return &rack;
    return nullptr;
}

// Of every link, before rounding up to sold lengths.
double runLengths(const Plan &plan)
{
    double total = 0.0;
    for (const CableRun &run : plan.compute().cables.runs)
        total += run.runLengthM();
    return total;
}

} // namespace

class TestRackDrag : public QObject
{
    Q_OBJECT

public:
    static void initMain() { isolateSettingsForTest(); }

private slots:
    void initTestCase();
    void draggingARackMovesItInThePlan_data();
    void draggingARackMovesItInThePlan();

private:
    std::shared_ptr<const Catalogue> m_catalogue;
};

void TestRackDrag::initTestCase()
{
    m_catalogue = sharedBundledCatalogue();
}

void TestRackDrag::draggingARackMovesItInThePlan_data()
{
    QTest::addColumn<double>("widths");  // how far the mouse goes, in rack widths
    QTest::addColumn<double>("rows");  // and in row pitches
    QTest::addColumn<int>("expectSlots");
    QTest::addColumn<int>("expectRows");

    QTest::newRow("along the row") << 4.2 << 0.0 << 4 << 0;
    QTest::newRow("into the next row") << 1.0 << 1.1 << 1 << 1;
    QTest::newRow("a jitter is no move") << 0.3 << 0.2 << 0 << 0;
}

// The user drags R01-01 across the floor: the drop snaps to the rack grid, becomes one undo step,
// the plan puts the rack there and its cables follow; one undo puts it back.
void TestRackDrag::draggingARackMovesItInThePlan()
{
    QFETCH(double, widths);
    QFETCH(double, rows);
    QFETCH(int, expectSlots);
    QFETCH(int, expectRows);

    MainWindow window(m_catalogue);
    window.setErrorReporter([](const QString &, const QString &) {});
    window.setSavePrompt([](const QString &) { return QMessageBox::Discard; });
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    FloorPlanView *view = window.floorPlanView();
    window.tabs()->setCurrentWidget(view);
    QVERIFY(QTest::qWaitForWindowExposed(view));

    Document *document = window.document();
    const PlanPtr before = document->plan();
    QVERIFY(before && before->ok());
    const Rack start = *rackNamed(*before, "R01-01");
    const int steps = document->undoStack()->count();
    const double width = before->floor.rackWidthM, pitch = before->floor.rowPitchM;

    const QPointF from(start.xM * render::kUnitsPerMetre, start.yM * render::kUnitsPerMetre);
    const QPointF by(widths * width * render::kUnitsPerMetre, rows * pitch * render::kUnitsPerMetre);
    const QPoint press = view->mapFromScene(from);
    QVERIFY(view->viewport()->rect().contains(press));
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, press);
    for (int i = 1; i <= 8; ++i) { // in small moves, as a hand would
        const QPoint at = view->mapFromScene(from + by * (i / 8.0));
        QMouseEvent move(QEvent::MouseMove, at, view->viewport()->mapToGlobal(at), Qt::NoButton,
                         Qt::LeftButton, {});
        QApplication::sendEvent(view->viewport(), &move);
    }
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(from + by));
    QCoreApplication::processEvents(); // the drop is delivered queued

    if (expectSlots == 0 && expectRows == 0) {
        QCOMPARE(document->undoStack()->count(), steps);
        QVERIFY(document->design().floor.rackMoves.empty());
        return;
    }
    QTRY_COMPARE(document->undoStack()->count(), steps + 1);
    const PlanPtr after = document->plan();
    const Rack *moved = rackNamed(*after, "R01-01");
    QVERIFY(moved);
    QCOMPARE(moved->xM, start.xM + expectSlots * width);
    QCOMPARE(moved->yM, start.yM + expectRows * pitch);
    QVERIFY(std::abs(runLengths(*after) - runLengths(*before)) > 0.5); // its cables follow

    document->undoStack()->undo();
    QVERIFY(document->design().floor.rackMoves.empty());
    const Rack *back = rackNamed(*document->plan(), "R01-01");
    QCOMPARE(back->xM, start.xM);
    QCOMPARE(back->yM, start.yM);
    QCOMPARE(runLengths(*document->plan()), runLengths(*before));
}

QTEST_MAIN(TestRackDrag)
#include "tst_rackdrag.moc"
