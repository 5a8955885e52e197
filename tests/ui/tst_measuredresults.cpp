// The Performance tab's Measured… : a cluster's own nccl-tests output drawn beside the model, with
// the model's figures for that run (core's, as `fabricplanner-cli model --measured` prints them)
// and the error in the note; bad files named, never half loaded.

#include "core/catalogue/catalogue.h"
#include "core/model/measuredcomparison.h"
#include "core/plan/pipeline.h"
#include "ui/app/document.h"
#include "ui/app/performanceview.h"
#include "windowfixture.h"

#include <QCategoryAxis>
#include <QChart>
#include <QComboBox>
#include <QFile>
#include <QDropEvent>
#include <QLineSeries>
#include <QMimeData>
#include <QPushButton>
#include <QScatterSeries>
#include <QTemporaryDir>
#include <QTest>

using namespace fabric;
using namespace fabric::ui;

namespace {

const QString kOke = QStringLiteral(FABRIC_TEST_DATA "/model/nccltests/oke-gb200-2trays-allreduce.txt");

// An all_reduce_perf output of one 1 MiB row, ranksPerHost ranks on each host, written to path.
bool writeAllReduce(const QString &path, int ranks, int ranksPerHost)
{
    QByteArray text = "# Collective test starting: all_reduce_perf\n";
    for (int rank = 0; rank < ranks; ++rank)
        text += QStringLiteral("#  Rank %1 Group  0 Pid %2 on host-%3 device  %4 [0000:1b:00] NVIDIA H100\n")
                    .arg(rank)
                    .arg(100 + rank)
                    .arg(rank / ranksPerHost)
                    .arg(rank % ranksPerHost)
                    .toUtf8();
    text += "     1048576        262144     float     sum      -1    60.00   17.48   32.77      0    59.00   17.77   33.32      0\n";
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

QXYSeries *seriesNamed(QChart *chart, const QString &name)
{
    for (QAbstractSeries *s : chart->series())
        if (s->name() == name)
            return qobject_cast<QXYSeries *>(s);
    return nullptr;
}

} // namespace

class TestMeasuredResults : public QObject
{
    Q_OBJECT

public:
    static void initMain() { isolateSettingsForTest(); }

private slots:
    void initTestCase();
    void measuredPointsBesideTheModel();
    void switchesToTheCollectiveMeasured();
    void anotherCollectiveHasNoPoints();
    void aRunTheClusterCannotHoldSaysWhy();
    void aHostBeyondThePlatformIsCautioned();
    void clearTakesThemAway();
    void droppedOnTheWindow();
    void badFilesAreNamedAndLoadNothing_data();
    void badFilesAreNamedAndLoadNothing();

private:
    PlanPtr plan(const std::string &platform, int nodes) const;
    std::shared_ptr<const Catalogue> m_catalogue;
    QTemporaryDir m_dir;
};

void TestMeasuredResults::initTestCase()
{
    m_catalogue = sharedBundledCatalogue();
}

PlanPtr TestMeasuredResults::plan(const std::string &platform, int nodes) const
{
    Design design;
    design.platform = platform;
    design.nodes = nodes;
    return std::make_shared<const Plan>(makePlan(design, *m_catalogue));
}

// Oracle's two GB200 trays: every measured size on both charts, the model's own figures for that
// run beside them, and the note's median error the one core computes.
void TestMeasuredResults::measuredPointsBesideTheModel()
{
    const PlanPtr p = plan("DGX-GB200", 1);
    QVERIFY(p->ok());
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(p);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(!view.clearMeasuredButton()->isVisible());
    const int curvesBefore = view.curveCount();
    QCOMPARE(view.loadMeasured(kOke), QString());
    QVERIFY(view.clearMeasuredButton()->isVisible());
    QCOMPARE(view.curveCount(), curvesBefore + 2);

    auto runs = readNcclTestsFile(kOke.toStdString());
    QVERIFY2(runs.ok(), runs.error().c_str());
    Diagnostics warnings;
    const auto expected = compareWithMeasured(*p, m_catalogue.get(), runs->front(), {}, warnings);
    QVERIFY2(expected.ok(), expected.error().c_str());
    QCOMPARE(expected->points.size(), std::size_t(33));

    for (QChart *chart : {view.busbwChart(), view.timeChart()}) {
        const bool time = chart == view.timeChart();
        QXYSeries *measured = seriesNamed(chart, QStringLiteral("measured"));
        QXYSeries *model = seriesNamed(chart, QStringLiteral("model, measured run"));
        QVERIFY(qobject_cast<QScatterSeries *>(measured));
        QVERIFY(model);
        QCOMPARE(measured->count(), 33);
        QCOMPARE(model->count(), 33);
        for (int i = 0; i < 33; ++i) {
            const MeasuredPoint &e = expected->points[std::size_t(i)];
            QCOMPARE(measured->at(i).x(), std::log2(double(e.measured.bytes)));
            QCOMPARE(measured->at(i).y(), time ? e.measured.timeUs : e.measured.busbwGBps);
            QCOMPARE(model->at(i).y(), time ? e.model.timeUs : e.model.busbwGBps);
        }
        // 32 GiB is 2^35: the size axis reaches it.
        auto *x = qobject_cast<QCategoryAxis *>(chart->axes(Qt::Horizontal).front());
        QVERIFY(x && x->max() >= 35.0);
    }
    QVERIFY2(view.note().contains(QStringLiteral("Measured (all_reduce_perf in oke-gb200-2trays-allreduce.txt, 8 ranks on 2 hosts; "
                                                 "NCCL 2.26.6, as the output prints it)")),
             qPrintable(view.note()));
    QVERIFY2(view.note().contains(QLocale().toString(expected->medianAbsPercent, 'f', 1) + QStringLiteral("% at the median")),
             qPrintable(view.note()));
}

// Loaded while the tab shows all-gather, an all-reduce output brings the tab to all-reduce.
void TestMeasuredResults::switchesToTheCollectiveMeasured()
{
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(plan("DGX-GB200", 1));
    auto *collective = view.findChild<QComboBox *>();
    QVERIFY(collective);
    collective->setCurrentIndex(collective->findData(QStringLiteral("allgather")));
    QCOMPARE(view.loadMeasured(kOke), QString());
    QCOMPARE(collective->currentData().toString(), QStringLiteral("allreduce"));
    QVERIFY(seriesNamed(view.busbwChart(), QStringLiteral("measured")));
}

void TestMeasuredResults::anotherCollectiveHasNoPoints()
{
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(plan("DGX-GB200", 1));
    QCOMPARE(view.loadMeasured(kOke), QString());
    auto *collective = view.findChild<QComboBox *>();
    collective->setCurrentIndex(collective->findData(QStringLiteral("alltoall")));
    QVERIFY(!seriesNamed(view.busbwChart(), QStringLiteral("measured")));
    QVERIFY2(view.note().contains(QStringLiteral("oke-gb200-2trays-allreduce.txt has no run of alltoall.")), qPrintable(view.note()));
}

// Sixteen ranks measured on 2 hosts, a plan of one DGX H100 (8 GPUs): the note says why there are
// no points instead of drawing a run the cluster cannot hold.
void TestMeasuredResults::aRunTheClusterCannotHoldSaysWhy()
{
    const QString path = m_dir.filePath(QStringLiteral("sixteen.txt"));
    QVERIFY(writeAllReduce(path, 16, 8));
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(plan("DGX-H100", 1));
    QCOMPARE(view.loadMeasured(path), QString());
    QVERIFY(!seriesNamed(view.busbwChart(), QStringLiteral("measured")));
    QVERIFY2(view.note().contains(QStringLiteral("The measured run in sixteen.txt does not fit this plan: line 18:")), qPrintable(view.note()));
    QVERIFY2(view.note().contains(QStringLiteral("not 16")), qPrintable(view.note()));
}

// Eight ranks a host measured, set beside a GB200 rack whose hosts are trays of 4: drawn, and the
// note says the platform may not be the one measured.
void TestMeasuredResults::aHostBeyondThePlatformIsCautioned()
{
    const QString path = m_dir.filePath(QStringLiteral("eight.txt"));
    QVERIFY(writeAllReduce(path, 8, 8));
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(plan("DGX-GB200", 1));
    QCOMPARE(view.loadMeasured(path), QString());
    QVERIFY(seriesNamed(view.busbwChart(), QStringLiteral("measured")));
    QVERIFY2(view.note().contains(QStringLiteral("the output runs 8 ranks on a host where DGX-GB200 has 4 GPUs a host: the "
                                                 "project's platform may not be the one measured.")),
             qPrintable(view.note()));
}

void TestMeasuredResults::clearTakesThemAway()
{
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(plan("DGX-GB200", 1));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int curves = view.curveCount();
    QCOMPARE(view.loadMeasured(kOke), QString());
    QTest::mouseClick(view.clearMeasuredButton(), Qt::LeftButton);
    QCOMPARE(view.curveCount(), curves);
    QVERIFY(!view.note().contains(QStringLiteral("Measured")));
    QVERIFY(!view.clearMeasuredButton()->isVisible());
}

// An nccl-tests output dropped on the window goes to the Performance tab; a bad one is a message
// and the project stays as it was.
void TestMeasuredResults::droppedOnTheWindow()
{
    QStringList errors;
    std::unique_ptr<MainWindow> window(openTestWindow(errors));
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const auto drop = [&](const QString &path) {
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(200, 200), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent dropped(QPointF(200, 200), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(window.get(), &dropped);
        QCoreApplication::processEvents();
    };
    drop(kOke);
    QVERIFY(errors.isEmpty());
    PerformanceView *view = window->performanceView();
    QVERIFY(view->isVisible());
    QVERIFY(seriesNamed(view->busbwChart(), QStringLiteral("measured")));

    const QString text = m_dir.filePath(QStringLiteral("notes.txt"));
    QFile file(text);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("hello\n");
    file.close();
    drop(text);
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.front().contains(QStringLiteral("notes.txt: no nccl-tests results in it")), qPrintable(errors.front()));
    QVERIFY(seriesNamed(view->busbwChart(), QStringLiteral("measured"))); // the loaded one stays
}

void TestMeasuredResults::badFilesAreNamedAndLoadNothing_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("text"); // empty: no such file
    QTest::addColumn<QString>("says");
    QTest::newRow("no such file") << "gone.txt" << QByteArray() << "gone.txt";
    QTest::newRow("a project, not an output") << "project.json" << QByteArray("{\"format\": \"fabricplanner-project\"}\n")
                                              << "project.json: no nccl-tests results in it";
    QTest::newRow("sendrecv only") << "sendrecv.txt"
                                   << QByteArray("# Collective test starting: sendrecv_perf\n"
                                                 "#  Rank  0 Group  0 Pid 1 on a device  0 [0000:1b:00] NVIDIA H100\n"
                                                 "#  Rank  1 Group  0 Pid 2 on a device  1 [0000:1c:00] NVIDIA H100\n"
                                                 "     1048576        262144     float     sum      -1    20.00   52.43   52.43      0    20.00   52.43   52.43      0\n")
                                   << "sendrecv.txt: no run of a collective the model runs";
    QTest::newRow("a row cut short") << "cut.txt"
                                     << QByteArray("# Collective test starting: all_reduce_perf\n"
                                                   "     1048576        262144     float     sum      -1    20.00\n")
                                     << "cut.txt: line 2: not a row of a result table";
}

void TestMeasuredResults::badFilesAreNamedAndLoadNothing()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, text);
    QFETCH(QString, says);
    const QString path = m_dir.filePath(name);
    if (!text.isEmpty()) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    }
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(plan("DGX-H100", 4));
    const int curves = view.curveCount();
    const QString error = view.loadMeasured(path);
    QVERIFY2(error.contains(says), qPrintable(error));
    QCOMPARE(view.curveCount(), curves);
    QVERIFY(view.clearMeasuredButton()->isHidden());
}

QTEST_MAIN(TestMeasuredResults)
#include "tst_measuredresults.moc"
