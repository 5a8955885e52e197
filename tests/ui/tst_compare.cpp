#include "core/catalogue/catalogue.h"
#include "ui/app/comparisonmodel.h"
#include "ui/app/compareview.h"
#include "ui/app/designcommands.h"
#include "ui/app/document.h"
#include "ui/app/mainwindow.h"
#include "ui/app/quotedialog.h"
#include "windowfixture.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace fabric;
using namespace fabric::ui;

namespace {

int rowOf(const ComparisonModel &model, const QString &metric)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.index(row, ComparisonModel::Metric).data().toString() == metric)
            return row;
    return -1;
}

QString samplePath(const char *name)
{
    return QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/") + QString::fromLatin1(name);
}

} // namespace

class TestCompare : public QObject
{
    Q_OBJECT

public:
    static void initMain() { isolateSettingsForTest(); }

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void modelPassesTester();
    void counterpartAddsColumnOfOtherFabric_data();
    void counterpartAddsColumnOfOtherFabric();
    void bestValueIsFlagged_data();
    void bestValueIsFlagged();
    void deltaThatIsNotExactIsMarked_data();
    void deltaThatIsNotExactIsMarked();
    void addFromFileAndRemove();
    void badFileIsRefused();
    void chartsOverlayOneLinePerDesign();
    void exportWritesWorkbook();
    void quoteEditIsOneUndoStep();
    void quotePdfIsWritten();
    void differentModelParametersAreSaid();

private:
    std::shared_ptr<const Catalogue> m_catalogue;
    MainWindow *m_window = nullptr;
    QStringList m_errors;
};

void TestCompare::initTestCase()
{
    m_catalogue = sharedBundledCatalogue();
}

void TestCompare::init()
{
    m_errors.clear();
    m_window = openTestWindow(m_errors);
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QVERIFY(m_window->showView(QStringLiteral("compare")));
}

void TestCompare::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestCompare::modelPassesTester()
{
    CompareView *view = m_window->compareView();
    QAbstractItemModelTester tester(view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    view->addCounterpart();
    view->waitForPlans();
    view->removeDesign(1);
    view->waitForPlans();
    QVERIFY(view->model()->rowCount() > 0);
}

void TestCompare::counterpartAddsColumnOfOtherFabric_data()
{
    QTest::addColumn<int>("technology");
    QTest::newRow("InfiniBand to RoCE") << static_cast<int>(Technology::InfiniBand);
    QTest::newRow("RoCE to InfiniBand") << static_cast<int>(Technology::Ethernet);
}

void TestCompare::counterpartAddsColumnOfOtherFabric()
{
    QFETCH(int, technology);
    Document *document = m_window->document();
    document->edit(new ChangeFabricCommand(document, static_cast<Technology>(technology)));
    CompareView *view = m_window->compareView();
    view->waitForPlans();
    const int columns = view->model()->columnCount();
    QCOMPARE(columns, ComparisonModel::FirstDesign + 1);

    view->addCounterpart();
    view->waitForPlans();
    QCOMPARE(view->designCount(), 2);
    QCOMPARE(view->model()->columnCount(), columns + 1);
    QVERIFY(view->design(1).fabric != view->design(0).fabric);
    QCOMPARE(view->design(1).nodes, view->design(0).nodes);
    const Comparison &comparison = view->model()->comparison();
    QCOMPARE(comparison.designs.size(), std::size_t(2));
    QVERIFY(comparison.designs[0] != comparison.designs[1]);
    // Same cluster, other switches: the GPU row agrees, the switch rows have values for both.
    const int gpus = rowOf(*view->model(), QStringLiteral("GPUs"));
    QVERIFY(gpus >= 0);
    const QModelIndex first = view->model()->index(gpus, ComparisonModel::FirstDesign);
    const QModelIndex second = view->model()->index(gpus, ComparisonModel::FirstDesign + 1);
    QVERIFY(first.data(ComparisonModel::ValueRole).isValid());
    QCOMPARE(second.data(ComparisonModel::ValueRole), first.data(ComparisonModel::ValueRole));
    const QString header = view->model()->headerData(ComparisonModel::FirstDesign + 1, Qt::Horizontal, Qt::DisplayRole).toString();
    QVERIFY2(header.contains(technology == static_cast<int>(Technology::InfiniBand) ? QStringLiteral("RoCE")
                                                                                     : QStringLiteral("InfiniBand")),
             qPrintable(header));
}

void TestCompare::bestValueIsFlagged_data()
{
    QTest::addColumn<QString>("metric");
    QTest::newRow("cost") << QStringLiteral("Net total before tax (known prices)");
    QTest::newRow("power") << QStringLiteral("Power");
    QTest::newRow("switches") << QStringLiteral("All switches");
}

void TestCompare::bestValueIsFlagged()
{
    QFETCH(QString, metric);
    CompareView *view = m_window->compareView();
    // Half the cluster at 2:1 against the current one: the two differ on every one of these rows.
    Design smaller = m_window->document()->design();
    smaller.name = "smaller";
    smaller.nodes = std::max(2, smaller.nodes / 2);
    smaller.oversubscription = 2.0;
    view->addDesign(smaller);
    view->waitForPlans();
    const ComparisonModel *model = view->model();
    const int row = rowOf(*model, metric);
    QVERIFY(row >= 0);
    const double a = model->index(row, ComparisonModel::FirstDesign).data(ComparisonModel::ValueRole).toDouble();
    const double b = model->index(row, ComparisonModel::FirstDesign + 1).data(ComparisonModel::ValueRole).toDouble();
    QVERIFY2(a != b, qPrintable(metric));
    // Every row here is lower-is-better; a value that leaves out unknown parts ("≥ ...": the
    // default design's UFM appliance has no price, its switches no known draw) is never best, and
    // then neither is the other.
    bool complete = true;
    for (int design = 0; design < 2; ++design)
        complete = complete && !model->index(row, ComparisonModel::FirstDesign + design).data().toString().startsWith(u'≥');
    const int better = !complete ? -1 : (b < a) ? 1 : 0;
    if (metric == QLatin1String("All switches"))
        QVERIFY(complete); // a count leaves nothing out
    for (int design = 0; design < 2; ++design) {
        const QModelIndex index = model->index(row, ComparisonModel::FirstDesign + design);
        QCOMPARE(index.data(ComparisonModel::BestRole).toBool(), design == better);
        QCOMPARE(index.data(Qt::BackgroundRole).isValid(), design == better);
    }
    const QModelIndex delta = model->index(row, ComparisonModel::FirstDesign + 1);
    QCOMPARE(delta.data(ComparisonModel::DeltaRole).toDouble(), b - a);
}

void TestCompare::deltaThatIsNotExactIsMarked_data()
{
    QTest::addColumn<QString>("metric");
    QTest::newRow("cost") << QStringLiteral("Net total before tax (known prices)");
    QTest::newRow("cost per GPU") << QStringLiteral("Cost per GPU");
    QTest::newRow("power") << QStringLiteral("Power");
    QTest::newRow("switches") << QStringLiteral("All switches");
}

// The difference beside a value is marked, as the text and the workbook mark it, where either
// value leaves parts out: the InfiniBand design's UFM appliance has no price and some of its
// parts no published draw, so against RoCE its totals differ by an unknown amount.
void TestCompare::deltaThatIsNotExactIsMarked()
{
    QFETCH(QString, metric);
    Document *document = m_window->document();
    document->edit(new ChangeFabricCommand(document, Technology::InfiniBand));
    CompareView *view = m_window->compareView();
    view->addCounterpart();
    view->waitForPlans();
    const ComparisonModel *model = view->model();
    const int row = rowOf(*model, metric);
    QVERIFY(row >= 0);
    const ComparisonRow &values = model->comparison().rows[static_cast<std::size_t>(row)];
    QVERIFY(values.delta(1) && *values.delta(1) != 0.0);
    const bool notExact = !values.complete(0) || !values.complete(1);
    if (metric != QLatin1String("All switches"))
        QVERIFY(notExact); // the UFM appliance's price and some draws are unknown
    const QModelIndex other = model->index(row, ComparisonModel::FirstDesign + 1);
    const QString shown = other.data().toString();
    QVERIFY2(shown.endsWith(QStringLiteral(" *)")) == notExact, qPrintable(shown));
    const QString tip = other.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("between figures that leave parts out")) == notExact, qPrintable(tip));
    QVERIFY2(!notExact || view->note().contains(QStringLiteral("*:")), qPrintable(view->note()));
}

void TestCompare::addFromFileAndRemove()
{
    CompareView *view = m_window->compareView();
    QCOMPARE(view->addDesignFromFile(samplePath("h100-roce-400g.json")), QString());
    QCOMPARE(view->addDesignFromFile(samplePath("h100-ndr-1su.json")), QString());
    view->waitForPlans();
    QCOMPARE(view->designCount(), 3);
    QCOMPARE(view->model()->columnCount(), ComparisonModel::FirstDesign + 3);
    const std::string second = view->model()->comparison().designs[2];

    QVERIFY(!view->removeDesign(0)); // the current design stays
    QVERIFY(!view->removeDesign(3));
    QVERIFY(view->removeDesign(1));
    view->waitForPlans();
    QCOMPARE(view->designCount(), 2);
    QCOMPARE(view->model()->columnCount(), ComparisonModel::FirstDesign + 2);
    QCOMPARE(view->model()->comparison().designs[1], second);
}

void TestCompare::badFileIsRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{ not json");
    file.close();
    CompareView *view = m_window->compareView();
    QVERIFY(!view->addDesignFromFile(path).isEmpty());
    QVERIFY(!view->addDesignFromFile(dir.filePath(QStringLiteral("missing.json"))).isEmpty());
    QCOMPARE(view->designCount(), 1);
}

void TestCompare::chartsOverlayOneLinePerDesign()
{
    CompareView *view = m_window->compareView();
    view->waitForPlans();
    QCOMPARE(view->curveCount(), 1);
    view->addCounterpart();
    view->waitForPlans();
    QCOMPARE(view->curveCount(), 2);
    view->setCollective(QStringLiteral("alltoall"));
    QCOMPARE(view->curveCount(), 2);
}

void TestCompare::exportWritesWorkbook()
{
    CompareView *view = m_window->compareView();
    view->addCounterpart();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("comparison.xlsx"));
    QCOMPARE(view->exportXlsx(path), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.read(2), QByteArray("PK")); // a zip container, as every .xlsx
    QVERIFY(!view->exportXlsx(dir.filePath(QStringLiteral("no/such/dir/x.xlsx"))).isEmpty());
}

void TestCompare::quoteEditIsOneUndoStep()
{
    Document *document = m_window->document();
    const Design before = document->design();
    QuoteDialog dialog(before, *m_catalogue, {"Switches", "Cables"});
    dialog.findChild<QLineEdit *>(QStringLiteral("customer"))->setText(QStringLiteral("  Example Labs "));
    dialog.findChild<QLineEdit *>(QStringLiteral("quoteNumber"))->setText(QStringLiteral("Q-42"));
    QCOMPARE(dialog.quote().customer, std::string("Example Labs"));
    QCOMPARE(dialog.pricing().currency, before.pricing.currency);

    const int steps = document->undoStack()->count();
    document->edit(new EditQuoteCommand(document, dialog.quote(), dialog.pricing()));
    QCOMPARE(document->undoStack()->count(), steps + 1);
    QCOMPARE(document->design().quote.customer, std::string("Example Labs"));
    QCOMPARE(document->design().quote.quoteNumber, std::string("Q-42"));
    document->undoStack()->undo();
    QVERIFY(document->design() == before);
    document->undoStack()->redo();
    QCOMPARE(document->design().quote.customer, std::string("Example Labs"));
}

void TestCompare::quotePdfIsWritten()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("quote.pdf"));
    QVERIFY(m_window->exportQuoteTo(path));
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.read(4), QByteArray("%PDF"));

    QVERIFY(!m_window->exportQuoteTo(dir.filePath(QStringLiteral("no/such/dir/quote.pdf"))));
    QCOMPARE(m_errors.size(), 1);
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("no/such/dir/quote.pdf"))));
}

// Designs whose figures come from different model parameters (Design > Model Parameters) differ
// by them, not only by their hardware: the note says which sets what. The RoCE counterpart keeps
// the design's parameters, and nothing is said.
void TestCompare::differentModelParametersAreSaid()
{
    CompareView *view = m_window->compareView();
    Document *document = m_window->document();
    Design tuned = document->design();
    tuned.modelOverrides = {{"net_plugin_latency", 3.0}};
    document->edit(new ReplaceDesignCommand(document, tuned, QStringLiteral("test")));
    view->addCounterpart();
    view->waitForPlans();
    QVERIFY2(!view->note().contains(QLatin1String("model parameters")), qPrintable(view->note()));
    Design plain = tuned;
    plain.name = "Plain";
    plain.modelOverrides.clear();
    view->addDesign(plain);
    view->waitForPlans();
    QVERIFY2(view->note().contains(QLatin1String("The designs' model parameters differ: ")), qPrintable(view->note()));
    QVERIFY2(view->note().contains(QStringLiteral("net_plugin_latency 3 µs")), qPrintable(view->note()));
    QVERIFY2(view->note().contains(QLatin1String("Plain")) && view->note().contains(QLatin1String("the defaults")),
             qPrintable(view->note()));
}

QTEST_MAIN(TestCompare)
#include "tst_compare.moc"
