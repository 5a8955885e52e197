// The Performance tab's run-configuration bar: it says which configuration the figures assume
// (NVLink domain, ranks per domain, NICs per GPU, CUDA graphs) and changing it changes the curves
// as the CLI's `model --nvlink-domain --gpus-per-node --nics-per-gpu --cuda-graph` would.

#include "core/catalogue/catalogue.h"
#include "core/model/collectivemodel.h"
#include "core/plan/pipeline.h"
#include "ui/app/document.h"
#include "ui/app/performanceview.h"
#include "ui/app/runconfigbar.h"
#include "windowfixture.h"

#include <QChartView>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>
#include <QChart>

#include <cmath>

using namespace fabric;
using namespace fabric::ui;

namespace {

// What the view's "best (auto)" curves draw at 2^log2 bytes.
double autoBusbwAt(const PerformanceView &view, int log2Bytes)
{
    return autoCurveAt(view.busbwChart(), log2Bytes);
}

double autoTimeAt(const PerformanceView &view, int log2Bytes)
{
    return autoCurveAt(view.timeChart(), log2Bytes);
}

} // namespace

class TestRunConfigBar : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void domainChoicesDivideThePlatform_data();
    void domainChoicesDivideThePlatform();
    void smallerDomainLowersTheRackCurve();
    void cudaGraphsShortenSmallMessages();
    void ncclReleaseSetsAllToAllsProtocol();
    void nicsPerGpuComeFromTheNicPortModes_data();
    void nicsPerGpuComeFromTheNicPortModes();
    void choicesThatStillFitSurviveAPlanChange();
    void pcieServerHasNoNvlinkDomainToSplit();
    void summaryReadsOneInTheSingular_data();
    void summaryReadsOneInTheSingular();
    void noteGroupsTheGpuCountAsTheLocaleDoes();

private:
    PlanPtr plan(const std::string &platform, int nodes) const;
    // The platform on Ethernet or InfiniBand at a link speed (0: the platform's NIC's).
    PlanPtr planOn(const QString &platform, int nodes, bool ethernet, int speedGbps) const;
    std::shared_ptr<const Catalogue> m_catalogue;
};

void TestRunConfigBar::initTestCase()
{
    auto catalogue = Catalogue::openDefault();
    QVERIFY2(catalogue.ok(), catalogue.error().c_str());
    m_catalogue = std::make_shared<const Catalogue>(std::move(*catalogue));
}

PlanPtr TestRunConfigBar::plan(const std::string &platform, int nodes) const
{
    Design design;
    design.platform = platform;
    design.nodes = nodes;
    return std::make_shared<const Plan>(makePlan(design, *m_catalogue));
}

PlanPtr TestRunConfigBar::planOn(const QString &platform, int nodes, bool ethernet, int speedGbps) const
{
    Design design;
    design.platform = platform.toStdString();
    design.nodes = nodes;
    design.fabric = ethernet ? Technology::Ethernet : Technology::InfiniBand;
    if (speedGbps > 0)
        design.linkSpeedGbps = speedGbps;
    return std::make_shared<const Plan>(makePlan(design, *m_catalogue));
}

void TestRunConfigBar::domainChoicesDivideThePlatform_data()
{
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QStringList>("domains");
    QTest::newRow("DGX-H100") << "DGX-H100" << QStringList{"8", "4", "2", "1"};
    QTest::newRow("DGX-GB200")
        << "DGX-GB200"
        << QStringList{"72", "36", "24", "18", "12", "9", "8", "6", "4", "3", "2", "1"};
}

// Only domains that split the platform's into whole ones are offered, the platform's first; the
// sentence names what the figures assume.
void TestRunConfigBar::domainChoicesDivideThePlatform()
{
    QFETCH(QString, platform);
    QFETCH(QStringList, domains);
    const PlanPtr p = plan(platform.toStdString(), 4);
    QVERIFY(p->ok());
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(p);
    RunConfigBar *bar = view.runConfigBar();
    QStringList offered;
    for (int i = 0; i < bar->domainBox()->count(); ++i)
        offered << bar->domainBox()->itemText(i);
    QCOMPARE(offered, domains);
    QCOMPARE(bar->config(), ModelConfig{});
    QVERIFY2(bar->summary().contains(QStringLiteral("NVLink domain of %1 GPUs").arg(domains.front())),
             qPrintable(bar->summary()));
    QVERIFY(bar->button()->menu());
    QVERIFY(bar->summary().contains(QStringLiteral("no CUDA graphs")));
}

// GB200 trays not joined by NVLink (domains of 4): the rack's all-reduce crosses the network on
// each tray's 4 NICs, far below what one NVL72 domain reaches; the ranks follow the domain.
void TestRunConfigBar::smallerDomainLowersTheRackCurve()
{
    const PlanPtr p = plan("DGX-GB200", 2);
    QVERIFY(p->ok());
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(p);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const double whole = autoBusbwAt(view, 33);
    QVERIFY(whole > 0.0);
    RunConfigBar *bar = view.runConfigBar();
    QSignalSpy changed(bar, &RunConfigBar::configChanged);
    bar->domainBox()->setCurrentIndex(bar->domainBox()->findData(4));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(bar->config().nvlinkDomain, 4);
    QCOMPARE(bar->ranksBox()->maximum(), 4);
    QCOMPARE(bar->ranksBox()->value(), 4);
    QVERIFY(bar->summary().contains(QStringLiteral("NVLink domain of 4 GPUs, 4 ranks per domain")));
    // The tab's top row says it, and the button that opens the controls says it on hover.
    QVERIFY2(view.note().startsWith(bar->summary()), qPrintable(view.note()));
    QCOMPARE(bar->button()->toolTip(), bar->summary());
    const double trays = autoBusbwAt(view, 33);
    QVERIFY2(trays > 0.0 && trays < 0.5 * whole,
             qPrintable(QStringLiteral("%1 vs %2").arg(trays).arg(whole)));
    // The same figure as the model under the same configuration.
    Diagnostics ignored;
    ModelConfig config;
    config.nvlinkDomain = 4;
    auto model = CollectiveModel::fromPlan(*p, m_catalogue.get(), config, ignored);
    QVERIFY(model);
    auto r = model->evaluate({Collective::AllReduce, std::uint64_t(1) << 33});
    QVERIFY(r);
    QVERIFY(std::abs(r->busbwGBps - trays) < 1e-9 * trays);
}

// CUDA graphs change the launch term only: an 8-byte all-reduce takes less, an 8 GiB one barely
// moves.
void TestRunConfigBar::cudaGraphsShortenSmallMessages()
{
    const PlanPtr p = plan("DGX-H100", 4);
    QVERIFY(p->ok());
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(p);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const double before = autoTimeAt(view, 3);
    const double beforeLarge = autoTimeAt(view, 33);
    view.runConfigBar()->cudaGraphBox()->setChecked(true);
    QVERIFY(view.runConfigBar()->config().cudaGraph);
    QVERIFY(view.runConfigBar()->summary().contains(QStringLiteral(", CUDA graphs")));
    const double after = autoTimeAt(view, 3);
    QVERIFY2(after < before - 1.0, qPrintable(QStringLiteral("%1 vs %2").arg(after).arg(before)));
    QVERIFY(std::abs(autoTimeAt(view, 33) - beforeLarge) < 1e-3 * beforeLarge);
}

// NCCL 2.22 to 2.28 keep all-to-all on LL up to 512 KiB a peer inside an NVLink domain: one
// DGX H100's 4 MiB all-to-all (512 KiB a peer) takes longer there than on 2.29 (Simple); its
// 256 MiB one, on Simple under every release, does not move.
void TestRunConfigBar::ncclReleaseSetsAllToAllsProtocol()
{
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(plan("DGX-H100", 1));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QComboBox *collective = nullptr;
    for (QComboBox *box : view.findChildren<QComboBox *>())
        if (box->findData(QStringLiteral("alltoall")) >= 0)
            collective = box;
    QVERIFY(collective);
    collective->setCurrentIndex(collective->findData(QStringLiteral("alltoall")));
    RunConfigBar *bar = view.runConfigBar();
    QCOMPARE(bar->config().ncclVersion, 0);
    const double simple = autoTimeAt(view, 22);
    const double large = autoTimeAt(view, 28);
    // The releases on offer are the ranges the model tells apart, newest first.
    QCOMPARE(bar->ncclBox()->itemText(0), QStringLiteral("2.29.2 or later"));
    QCOMPARE(bar->ncclBox()->itemText(bar->ncclBox()->count() - 1),
             QStringLiteral("2.5.7 or earlier"));
    const int ll = bar->ncclBox()->findText(QStringLiteral("2.23.4 to 2.27.7"));
    QVERIFY(ll > 0);
    bar->ncclBox()->setCurrentIndex(ll);
    QVERIFY(bar->config().ncclVersion >= 22304 && bar->config().ncclVersion <= 22707);
    QVERIFY2(bar->summary().contains(QStringLiteral("NCCL 2.23.4 to 2.27.7")),
             qPrintable(bar->summary()));
    const double onLl = autoTimeAt(view, 22);
    QVERIFY2(onLl > 1.5 * simple, qPrintable(QStringLiteral("%1 vs %2").arg(onLl).arg(simple)));
    QCOMPARE(autoTimeAt(view, 28), large);
}

// The NICs per GPU on offer are the layouts the platform's NIC port modes give in the catalogue:
// a DGX H100's ConnectX-7 one port per GPU; a DGX B300's ConnectX-8 1 x 800G on InfiniBand and
// 2 x 400G on Ethernet. The plan's own layout is the one chosen, and it overrides nothing.
void TestRunConfigBar::nicsPerGpuComeFromTheNicPortModes_data()
{
    QTest::addColumn<QString>("platform");
    QTest::addColumn<bool>("ethernet");
    QTest::addColumn<int>("speed");
    QTest::addColumn<QStringList>("choices");
    QTest::newRow("DGX-H100 ConnectX-7")
        << "DGX-H100" << false << 400 << QStringList{QStringLiteral("1 \u00d7 400G")};
    QTest::newRow("DGX-B300 ConnectX-8 XDR")
        << "DGX-B300" << false << 800 << QStringList{QStringLiteral("1 \u00d7 800G")};
    QTest::newRow("DGX-B300 ConnectX-8 Ethernet")
        << "DGX-B300" << true << 400 << QStringList{QStringLiteral("2 \u00d7 400G")};
}

void TestRunConfigBar::nicsPerGpuComeFromTheNicPortModes()
{
    QFETCH(QString, platform);
    QFETCH(bool, ethernet);
    QFETCH(int, speed);
    QFETCH(QStringList, choices);
    const PlanPtr p = planOn(platform, 16, ethernet, speed);
    QVERIFY(p->ok());
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(p);
    RunConfigBar *bar = view.runConfigBar();
    QStringList offered;
    for (int i = 0; i < bar->nicsBox()->count(); ++i)
        offered << bar->nicsBox()->itemText(i);
    QCOMPARE(offered, choices);
    QCOMPARE(bar->config().nicsPerGpu, 0.0);
    QVERIFY2(bar->summary().contains(ethernet ? QStringLiteral("2 NICs per GPU")
                                              : QStringLiteral("1 NIC per GPU")),
             qPrintable(bar->summary()));
}

// A new plan (an edit) keeps the choices that still fit and resets a domain that no longer does.
void TestRunConfigBar::choicesThatStillFitSurviveAPlanChange()
{
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(plan("DGX-GB200", 2));
    RunConfigBar *bar = view.runConfigBar();
    bar->domainBox()->setCurrentIndex(bar->domainBox()->findData(4));
    bar->cudaGraphBox()->setChecked(true);
    view.setPlan(plan("DGX-GB200", 3));
    QCOMPARE(bar->config().nvlinkDomain, 4);
    QVERIFY(bar->config().cudaGraph);
    bar->domainBox()->setCurrentIndex(bar->domainBox()->findData(36));
    view.setPlan(plan("DGX-H100", 4)); // 36 does not divide 8: back to the platform's domain
    QCOMPARE(bar->config().nvlinkDomain, 0);
    QCOMPARE(bar->domainBox()->currentData().toInt(), 8);
    QCOMPARE(bar->ranksBox()->value(), 8);
}

// A PCIe server's GPUs meet over PCIe: the sentence says so instead of naming an NVLink domain,
// the domain cannot be split, and after a DGX with a split domain the server runs whole.
void TestRunConfigBar::pcieServerHasNoNvlinkDomainToSplit()
{
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(plan("DGX-H100", 4));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    RunConfigBar *bar = view.runConfigBar();
    bar->domainBox()->setCurrentIndex(bar->domainBox()->findData(4));
    QCOMPARE(bar->config().nvlinkDomain, 4);
    const PlanPtr server = plan("RTX-PRO-6000-Server", 4);
    QVERIFY(server->ok());
    view.setPlan(server);
    QVERIFY2(bar->summary().contains(QStringLiteral("no NVLink (8 GPUs per node over PCIe)")),
             qPrintable(bar->summary()));
    QVERIFY(!bar->summary().contains(QStringLiteral("NVLink domain")));
    QVERIFY(!bar->domainBox()->isEnabled());
    QCOMPARE(bar->config(), ModelConfig{});
    QVERIFY2(view.note().startsWith(bar->summary()), qPrintable(view.note()));
    // The server's price and draw are unknown: the category charts say so, never "compute 0".
    QCoreApplication::processEvents();
    QStringList titles;
    for (QChartView *chart : view.findChildren<QChartView *>())
        titles << chart->chart()->title();
    for (const char *category : {"Network cost by category", "Network power by category"}) {
        const QStringList matching = titles.filter(QLatin1String(category));
        QCOMPARE(matching.size(), 1);
        QVERIFY2(matching.front().endsWith(QLatin1String("; compute unknown")),
                 qPrintable(matching.front()));
    }
}


void TestRunConfigBar::summaryReadsOneInTheSingular_data()
{
    QTest::addColumn<QString>("platform");
    QTest::addColumn<bool>("ethernet");
    QTest::addColumn<int>("domain"); // 0: the platform's
    QTest::addColumn<int>("ranks");  // 0: as the domain sets them
    QTest::addColumn<QString>("sentence");
    QTest::newRow("DGX-H100 whole")
        << "DGX-H100" << false << 0 << 0
        << "Figures assume: NVLink domain of 8 GPUs, 8 ranks per domain, 1 NIC per GPU, no CUDA "
           "graphs, NCCL ";
    QTest::newRow("DGX-H100 one GPU a domain")
        << "DGX-H100" << false << 1 << 0
        << "Figures assume: NVLink domain of 1 GPU, 1 rank per domain, 1 NIC per GPU, no CUDA "
           "graphs, NCCL ";
    QTest::newRow("DGX-H100 one rank of eight")
        << "DGX-H100" << false << 0 << 1
        << "Figures assume: NVLink domain of 8 GPUs, 1 rank per domain, 1 NIC per GPU, ";
    QTest::newRow("DGX-B300 on Ethernet")
        << "DGX-B300" << true << 0 << 0
        << "Figures assume: NVLink domain of 8 GPUs, 8 ranks per domain, 2 NICs per GPU, ";
    QTest::newRow("PCIe server, one rank")
        << "RTX-PRO-6000-Server" << false << 0 << 1
        << "Figures assume: no NVLink (8 GPUs per node over PCIe), 1 rank per node, 1 NIC per "
           "GPU, ";
}

// The sentence counts like English: one GPU, rank or NIC in the singular, more in the plural.
void TestRunConfigBar::summaryReadsOneInTheSingular()
{
    QFETCH(QString, platform);
    QFETCH(bool, ethernet);
    QFETCH(int, domain);
    QFETCH(int, ranks);
    QFETCH(QString, sentence);
    const PlanPtr p = planOn(platform, 4, ethernet, ethernet ? 400 : 0);
    QVERIFY(p->ok());
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(p);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    RunConfigBar *bar = view.runConfigBar();
    if (domain > 0)
        bar->domainBox()->setCurrentIndex(bar->domainBox()->findData(domain));
    if (ranks > 0)
        bar->ranksBox()->setValue(ranks);
    QVERIFY2(bar->summary().startsWith(sentence), qPrintable(bar->summary()));
    QVERIFY2(view.note().startsWith(bar->summary()),
             qPrintable(view.note() + QStringLiteral(" | ") + bar->summary()));
}

// The tab's note counts the cluster's GPUs as the rest of the window does: 1,016, not 1016.
void TestRunConfigBar::noteGroupsTheGpuCountAsTheLocaleDoes()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    Document document(m_catalogue);
    PerformanceView view(&document);
    view.setPlan(plan("DGX-H100", 127));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QString note = view.note();
    QLocale::setDefault(before);
    QVERIFY2(note.contains(QStringLiteral(". 1,016 GPUs, whole cluster;")), qPrintable(note));
}

QTEST_MAIN(TestRunConfigBar)
#include "tst_runconfigbar.moc"
