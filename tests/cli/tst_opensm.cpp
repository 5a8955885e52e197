// The InfiniBand topology export against real tools: ibsim loads the file as a simulated fabric
// and OpenSM's fat-tree routing engine, run once against it, must accept it as a fat tree.

#include "core/catalogue/catalogue.h"
#include "core/export/topologyexport.h"
#include "core/plan/pipeline.h"
#include "../common/opensmrun.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <optional>

using namespace fabric;

namespace {

// Drops every link between the first leaf and the first spine it reaches: no longer a fat tree.
void unbalance(Plan &plan)
{
    std::optional<std::pair<int, int>> pair;
    std::vector<Link> kept;
    for (const Link &link : plan.compute().topology.links) {
        if (link.tier() == LinkTier::LeafSpine && (!pair || *pair == std::make_pair(link.a().device, link.b().device))) {
            pair = std::make_pair(link.a().device, link.b().device);
            continue;
        }
        kept.push_back(link);
    }
    plan.compute().topology.links = kept;
}

} // namespace

class TestOpenSm : public QObject
{
    Q_OBJECT

private:
    OpenSmTools m_tools;
    std::optional<Catalogue> m_catalogue;
    int m_run = 0;

private slots:
    void initTestCase()
    {
        if (!m_tools.installed())
            QSKIP("ibsim, ibsim-run or opensm is not installed (packaging/install-deps.sh installs them)");
        auto catalogue = Catalogue::openDefault();
        QVERIFY2(catalogue.ok(), catalogue.error().c_str());
        m_catalogue = std::move(*catalogue);
    }

    void openSmRoutesTheFabricAsAFatTree_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<bool>("broken");
        QTest::newRow("H100, 1 SU") << 31 << false;
        QTest::newRow("H100, 2 SU") << 63 << false;
        // The control: the same check must fail on a tree that is not balanced.
        QTest::newRow("H100, 1 SU, a leaf cut from a spine") << 31 << true;
    }

    void openSmRoutesTheFabricAsAFatTree()
    {
        QFETCH(int, nodes);
        QFETCH(bool, broken);
        Design design;
        design.platform = "DGX-H100";
        design.nodes = nodes;
        design.fabric = Technology::InfiniBand;
        Plan plan = makePlan(design, *m_catalogue);
        QVERIFY(plan.ok());
        if (broken)
            unbalance(plan);
        const auto text = ibnetdiscoverTopology(plan);
        QVERIFY2(text.ok(), text.error().c_str());

        QTemporaryDir dir;
        const QString topology = dir.filePath(QStringLiteral("fabric.topo"));
        {
            QFile file(topology);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text->data(), static_cast<qint64>(text->size()));
        }
        const QString socket = QStringLiteral("fabricplanner-%1-%2").arg(QCoreApplication::applicationPid()).arg(++m_run);
        QString problem;
        const QString sm = runFtree(m_tools.ibsim, m_tools.ibsimRun, m_tools.opensm, topology, dir.path(), socket, problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        if (broken) {
            QVERIFY(!sm.contains(kConfigured));
            QVERIFY(sm.contains(QStringLiteral("hasn't been identified as FatTree")));
        } else {
            QVERIFY2(sm.contains(kConfigured), qPrintable(sm.right(3000)));
        }
    }
};

QTEST_GUILESS_MAIN(TestOpenSm)
#include "tst_opensm.moc"
