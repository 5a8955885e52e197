#include "core/catalogue/catalogue.h"
#include "core/plan/pipeline.h"
#include "core/topology/bisection.h"
#include "../common/bundledcatalogue.h"

#include <QTest>

#include <algorithm>
#include <map>

using namespace fabric;

namespace {

struct Ask
{
    const char *platform = "DGX-H100";
    int nodes = 0;
    double ratio = 1.0;
    bool ufm = false;
    int planes = 1;
    Technology fabric = Technology::InfiniBand;
    int speed = 0;
    int rails = 0;
    double spineRatio = 1.0;
};

Design designOf(const Ask &a)
{
    Design d;
    d.platform = a.platform;
    d.nodes = a.nodes;
    d.oversubscription = a.ratio;
    d.spineOversubscription = a.spineRatio;
    d.management = a.ufm ? FabricManagement::UfmAppliance : FabricManagement::None;
    d.planes = a.planes;
    d.fabric = a.fabric;
    if (a.speed)
        d.linkSpeedGbps = a.speed;
    if (a.rails)
        d.rails = a.rails;
    if (a.fabric == Technology::InfiniBand && std::string(a.platform) != "DGX-GB200")
        d.switchModel = "QM9700";
    return d;
}

// Written apart from the planner: the rails cut counted leaf by leaf. With every leaf serving one
// rail, putting the first half of the rails on side A leaves no leaf with both sides, so each side
// sends at most min(its endpoints, its uplinks) per leaf and the flow is the smaller side's total.
long long railSplitByHand(const Topology &t, int plane)
{
    std::map<int, std::pair<long long, long long>> leaf; // leaf -> endpoints, uplinks (Gb/s)
    std::map<int, int> railOfLeaf;
    std::vector<int> rails;
    for (const Link &l : t.links) {
        if (l.plane() != plane)
            continue;
        if (l.tier() == LinkTier::NodeLeaf) {
            leaf[l.b().device].first += l.speedGbps();
            railOfLeaf[l.b().device] = l.rail();
            rails.push_back(l.rail());
        } else if (l.tier() == LinkTier::LeafSpine) {
            leaf[l.a().device].second += l.speedGbps();
        }
    }
    std::sort(rails.begin(), rails.end());
    rails.erase(std::unique(rails.begin(), rails.end()), rails.end());
    const int firstB = rails[rails.size() / 2];
    long long a = 0, b = 0;
    for (const auto &[device, load] : leaf)
        (railOfLeaf[device] < firstB ? a : b) += std::min(load.first, load.second);
    return std::min(a, b);
}

} // namespace

class TestBisection : public QObject
{
    Q_OBJECT

private:
    const Catalogue &m_catalogue = bundledCatalogue();

private slots:
    // Every cut of every plane: the figure's bottom-up flow equals push-relabel max-flow on the
    // port-level graph, and the figure is the narrowest of them. Non-blocking fabrics carry half
    // their endpoints; oversubscribed ones less.
    void cutsAgreeWithMaxFlow_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<double>("ratio");
        QTest::addColumn<bool>("ufm");
        QTest::addColumn<int>("planes");
        QTest::addColumn<QString>("fabric");
        QTest::addColumn<int>("speed");
        QTest::addColumn<int>("rails");
        QTest::addColumn<double>("spineRatio");
        auto row = [](const QString &name, const Ask &a) {
            QTest::newRow(qPrintable(name))
                << QString::fromLatin1(a.platform) << a.nodes << a.ratio << a.ufm << a.planes
                << QString::fromLatin1(a.fabric == Technology::InfiniBand ? "infiniband" : "ethernet") << a.speed
                << a.rails << a.spineRatio;
        };
        // Around SU, tier and pod boundaries, 1:1 / 2:1 / 3:1, with and without management.
        for (int nodes : {1, 2, 8, 31, 32, 33, 50, 63, 64, 65, 127, 128, 129, 255, 257, 300, 513})
            for (double ratio : {1.0, 2.0, 3.0})
                for (bool ufm : {false, true})
                    row(QStringLiteral("DGX-H100 %1 %2:1%3").arg(nodes).arg(ratio).arg(ufm ? QStringLiteral(" UFM") : QString()),
                        {.nodes = nodes, .ratio = ratio, .ufm = ufm});
        row(QStringLiteral("DGX-H100 900 3:1 spine 2:1"), {.nodes = 900, .ratio = 3.0, .spineRatio = 2.0});
        row(QStringLiteral("DGX-H100 700 UFM"), {.nodes = 700, .ufm = true});
        row(QStringLiteral("DGX-H100 64 two planes"), {.nodes = 64, .planes = 2});
        row(QStringLiteral("DGX-H100 100 two planes 2:1"), {.nodes = 100, .ratio = 2.0, .planes = 2});
        row(QStringLiteral("DGX-B200 130 2:1"), {.platform = "DGX-B200", .nodes = 130, .ratio = 2.0});
        row(QStringLiteral("generic 301 at 400G"), {.platform = "generic-server", .nodes = 301, .speed = 400});
        row(QStringLiteral("generic 1000 3:1"), {.platform = "generic-server", .nodes = 1000, .ratio = 3.0, .speed = 400});
        row(QStringLiteral("twin plane Ethernet"), {.platform = "DGX-B300", .nodes = 200, .planes = 2,
                                    .fabric = Technology::Ethernet, .speed = 400, .rails = 16});
        row(QStringLiteral("Ethernet 2:1"), {.platform = "DGX-H100", .nodes = 96, .ratio = 2.0,
                             .fabric = Technology::Ethernet});
        row(QStringLiteral("GB200 racks"), {.platform = "DGX-GB200", .nodes = 20, .ufm = true});
    }

    void cutsAgreeWithMaxFlow()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(double, ratio);
        QFETCH(bool, ufm);
        QFETCH(int, planes);
        QFETCH(QString, fabric);
        QFETCH(int, speed);
        QFETCH(int, rails);
        QFETCH(double, spineRatio);
        const std::string platformName = platform.toStdString();
        const Ask ask{platformName.c_str(), nodes, ratio, ufm, planes,
                      *technologyFromString(fabric.toStdString()), speed, rails, spineRatio};
        const Plan plan = makePlan(designOf(ask), m_catalogue);
        if (!plan.ok()) {
            for (const Diagnostic &d : plan.diagnostics)
                if (d.isError())
                    qWarning("%s: %s", d.field.c_str(), d.message().c_str());
            QSKIP("the planner refuses this design; sizing's tests cover why");
        }
        const Sizing &s = plan.compute().sizing;
        const Bisection figure = computeBisection(plan.compute().topology, s.planes);
        QCOMPARE(plan.figures.bisectionGbps, static_cast<double>(figure.gbps));
        QCOMPARE(static_cast<int>(figure.planes.size()), s.planes);
        long long sum = 0;
        for (int p = 0; p < s.planes; ++p) {
            const PlaneBisection &fast = figure.planes[static_cast<std::size_t>(p)];
            const PlaneBisection flow = bisectionMaxFlow(plan.compute().topology, p);
            QCOMPARE(flow.cuts.size(), fast.cuts.size());
            for (std::size_t c = 0; c < flow.cuts.size(); ++c) {
                QCOMPARE(flow.cuts[c].cut, fast.cuts[c].cut);
                QVERIFY2(flow.cuts[c].gbps == fast.cuts[c].gbps,
                         qPrintable(QStringLiteral("plane %1, cut %2: max-flow %3, figure %4")
                                        .arg(p + 1).arg(QString::fromStdString(flow.cuts[c].cut))
                                        .arg(flow.cuts[c].gbps).arg(fast.cuts[c].gbps)));
            }
            QCOMPARE(flow.gbps, fast.gbps);
            for (const CutFlow &c : fast.cuts)
                QVERIFY(fast.gbps <= c.gbps);
            sum += fast.gbps;
            // Never more than half the plane's endpoints can send.
            const long long half = static_cast<long long>(s.gpuEndpointsPerPlane()) / 2 * s.linkSpeedGbps;
            QVERIFY(fast.gbps <= half);
            if (s.tiers == 1 || (ratio == 1.0 && spineRatio == 1.0))
                QCOMPARE(fast.gbps, half);
        }
        QCOMPARE(figure.gbps, sum);
    }

    // DESIGN.md: 127 DGX H100 (1,016 GPUs at 400G) bisect at 203,200 Gb/s.
    void superPodValue()
    {
        Design d;
        d.nodes = 127;
        const Plan plan = makePlan(d, m_catalogue);
        QCOMPARE(plan.figures.bisectionGbps, 203200.0);
    }

    // Issue 10: 127 DGX H100 at 2:1 was reported at the first-half cut (136,000 Gb/s), while the
    // rails cut carries less. The figure is the narrowest cut, at most the rails cut counted by hand.
    void oversubscribedIsTheNarrowestCut()
    {
        Design d;
        d.nodes = 127;
        d.oversubscription = 2.0;
        d.switchModel = "QM9700";
        const Plan plan = makePlan(d, m_catalogue);
        QVERIFY(plan.ok());
        const long long byHand = railSplitByHand(plan.compute().topology, 0);
        const Bisection b = computeBisection(plan.compute().topology, 1);
        const auto rails = std::find_if(b.planes[0].cuts.begin(), b.planes[0].cuts.end(),
                                        [](const CutFlow &c) { return c.cut == "rails"; });
        QVERIFY(rails != b.planes[0].cuts.end());
        QCOMPARE(rails->gbps, byHand);
        QVERIFY(plan.figures.bisectionGbps <= static_cast<double>(byHand));
        QVERIFY(plan.figures.bisectionGbps < 127.0 * 8 / 2 * 400 / 2 * 1.1);
        const long long nodeOrder = b.planes[0].cuts.front().gbps;
        QVERIFY(plan.figures.bisectionGbps < static_cast<double>(nodeOrder));
    }

    // The cuts halve the endpoints and are defined from the wired topology alone.
    void cutsAreHalvings_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("planes");
        QTest::newRow("odd endpoints") << 7 << 1;
        QTest::newRow("partial SU") << 127 << 1;
        QTest::newRow("three tiers") << 600 << 1;
        QTest::newRow("two planes") << 64 << 2;
    }

    void cutsAreHalvings()
    {
        QFETCH(int, nodes);
        QFETCH(int, planes);
        Design d;
        d.nodes = nodes;
        d.planes = planes;
        d.switchModel = "QM9700";
        const Plan plan = makePlan(d, m_catalogue);
        QVERIFY(plan.ok());
        for (int p = 0; p < planes; ++p) {
            const auto cuts = bisectionCuts(plan.compute().topology, p);
            QVERIFY(cuts.size() >= 2); // node order and rails at least
            for (const BisectionCut &c : cuts) {
                const long long n = static_cast<long long>(c.sideA.size());
                QCOMPARE(n, static_cast<long long>(plan.compute().sizing.gpuEndpointsPerPlane()));
                QCOMPARE(static_cast<long long>(std::count(c.sideA.begin(), c.sideA.end(), 1)), n / 2);
            }
        }
        if (plan.compute().sizing.tiers == 3) {
            const auto cuts = bisectionCuts(plan.compute().topology, 0);
            QVERIFY(std::any_of(cuts.begin(), cuts.end(), [](const BisectionCut &c) { return c.name == "pods"; }));
        }
    }

    // A miswired fabric (one uplink cut) carries less than the intact one: the check can fail.
    void maxFlowSeesAMissingUplink()
    {
        Design d;
        d.nodes = 64;
        d.management = FabricManagement::None;
        d.oversubscription = 2.0;
        d.switchModel = "QM9700";
        const Plan plan = makePlan(d, m_catalogue);
        Topology cut;
        for (int v = 0; v < plan.compute().topology.deviceCount(); ++v)
            cut.addDevice(plan.compute().topology.device(v));
        bool dropped = false;
        for (const Link &link : plan.compute().topology.links) {
            if (!dropped && link.tier() == LinkTier::LeafSpine) {
                dropped = true;
                continue;
            }
            cut.links.push_back(link);
        }
        QVERIFY(bisectionMaxFlow(cut, 0).gbps < static_cast<long long>(plan.figures.bisectionGbps));
    }

    // Planes are separate trees, and the figure builds them all in one pass. A topology where a
    // leaf has links in two planes (no wiring makes one) still gets each plane halved on its own:
    // plane 2's figure is that of plane 2's links alone.
    void aSwitchInTwoPlanesLeavesEachPlaneItsOwnTree()
    {
        Design d;
        d.nodes = 64;
        d.planes = 2;
        d.management = FabricManagement::None;
        d.switchModel = "QM9700";
        const Plan plan = makePlan(d, m_catalogue);
        QVERIFY(plan.ok());
        int plane0Leaf = -1;
        for (const Link &link : plan.compute().topology.links)
            if (link.plane() == 0 && link.tier() == LinkTier::NodeLeaf)
                plane0Leaf = link.b().device;
        Topology mixed, alone;
        for (int v = 0; v < plan.compute().topology.deviceCount(); ++v) {
            mixed.addDevice(plan.compute().topology.device(v));
            alone.addDevice(plan.compute().topology.device(v));
        }
        bool moved = false;
        for (const Link &link : plan.compute().topology.links) {
            Link kept = link;
            if (!moved && link.plane() == 1 && link.tier() == LinkTier::NodeLeaf) {
                kept = Link(link.a(), {plane0Leaf, 99}, link.speedGbps(), 1, LinkTier::NodeLeaf);
                moved = true;
            }
            mixed.links.push_back(kept);
            if (kept.plane() == 1)
                alone.links.push_back(Link(kept.a(), kept.b(), kept.speedGbps(), 0, kept.tier()));
        }
        QVERIFY(moved);
        const Bisection both = computeBisection(mixed, 2);
        QCOMPARE(static_cast<int>(both.planes.size()), 2);
        QCOMPARE(both.planes[0].gbps, computeBisection(plan.compute().topology, 2).planes[0].gbps);
        const Bisection single = computeBisection(alone, 1);
        QCOMPARE(both.planes[1].gbps, single.gbps);
        QCOMPARE(both.planes[1].cuts.size(), single.planes[0].cuts.size());
    }

    // The figures stage: bisection over planes, hops by tier count, latency only from what the
    // catalogue knows.
    void figures_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<int>("planes");
        QTest::addColumn<int>("hopsSameRail");
        QTest::addColumn<int>("hopsSameSu");
        QTest::addColumn<int>("hopsAcrossSu");
        QTest::addColumn<bool>("switchLatencyKnown");
        // Hops are worst cases (issue 10 rule 8): one rail of several SUs spans several leaves.
        QTest::newRow("two tiers, QM9700 latency unknown") << "DGX-H100" << 127 << "QM9700" << 1 << 3 << 3 << 3 << false;
        QTest::newRow("one SU") << "DGX-H100" << 31 << "QM9700" << 1 << 1 << 3 << 3 << false;
        QTest::newRow("three tiers") << "DGX-H100" << 600 << "QM9700" << 1 << 5 << 3 << 5 << false;
        QTest::newRow("QM8700 latency known") << "DGX-A100" << 60 << "QM8700" << 1 << 3 << 3 << 3 << true;
        QTest::newRow("two planes") << "DGX-H100" << 64 << "QM9700" << 2 << 3 << 3 << 3 << false;
        QTest::newRow("single switch") << "DGX-H100" << 4 << "QM9700" << 1 << 1 << 1 << 1 << false;
    }

    void figures()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(QString, switchModel);
        QFETCH(int, planes);
        QFETCH(int, hopsSameRail);
        QFETCH(int, hopsSameSu);
        QFETCH(int, hopsAcrossSu);
        QFETCH(bool, switchLatencyKnown);
        Design d;
        d.platform = platform.toStdString();
        d.nodes = nodes;
        d.switchModel = switchModel.toStdString();
        d.planes = planes;
        const Plan plan = makePlan(d, m_catalogue);
        QVERIFY(!plan.compute().sizing.tierSizes.empty());
        const Figures &f = plan.figures;
        QCOMPARE(static_cast<int>(f.bisectionPerPlaneGbps.size()), planes);
        QCOMPARE(f.bisectionGbps, f.bisectionPerPlaneGbps.front() * planes);
        QCOMPARE(f.bisectionGbps, static_cast<double>(nodes) * 8 / 2 * plan.compute().sizing.linkSpeedGbps);
        QVERIFY(!f.bisectionCut.empty());
        QCOMPARE(f.hopsSameRail, hopsSameRail);
        QCOMPARE(f.hopsSameSu, hopsSameSu);
        QCOMPARE(f.hopsAcrossSu, hopsAcrossSu);
        QCOMPARE(f.latencyIncludesSwitches, switchLatencyKnown);
        QCOMPARE(f.switchLatencyNs.has_value(), switchLatencyKnown);
        QVERIFY(f.worstCaseLatencyNs >= f.cableLatencyNs);
        if (switchLatencyKnown)
            QCOMPARE(f.worstCaseLatencyNs, f.cableLatencyNs + *f.switchLatencyNs * hopsAcrossSu);
        else
            QCOMPARE(f.worstCaseLatencyNs, f.cableLatencyNs);
        QCOMPARE(static_cast<int>(f.tiers.size()), plan.compute().sizing.tiers);
        QCOMPARE(f.switches, plan.compute().sizing.switchCount());
        QCOMPARE(f.oversubscription, 1.0);
    }
};

QTEST_GUILESS_MAIN(TestBisection)
#include "tst_bisection.moc"
