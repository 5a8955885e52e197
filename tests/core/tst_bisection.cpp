#include "core/catalogue/catalogue.h"
#include "core/plan/pipeline.h"
#include "core/sizing/fattreesizer.h"
#include "core/topology/bisection.h"
#include "core/topology/wiring.h"
#include "../common/bundledcatalogue.h"

#include <QTest>

using namespace fabric;

class TestBisection : public QObject
{
    Q_OBJECT

private:
    Catalogue m_catalogue = bundledCatalogue();

    struct Planned
    {
        Sizing sizing;
        Topology topology;
    };

    Planned plan(const Design &design)
    {
        Diagnostics diagnostics;
        Planned p;
        p.sizing = sizeFabric(design, m_catalogue, diagnostics);
        for (const auto &d : diagnostics)
            if (d.isError())
                qWarning("%s: %s", d.field.c_str(), d.message.c_str());
        p.topology = wireTopology(design, p.sizing);
        return p;
    }

private slots:
    // The closed form and the max-flow on the port-level graph agree, plane by plane; for a
    // non-blocking fabric both are half the endpoints at link speed.
    void closedFormAgreesWithMaxFlow_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<bool>("ufm");
        QTest::addColumn<QString>("fabric");
        QTest::addColumn<int>("speed");
        QTest::addColumn<double>("ratio");
        QTest::addColumn<double>("spineRatio");
        QTest::addColumn<int>("planes");
        QTest::addColumn<int>("rails");
        QTest::addColumn<bool>("fullBisection");
        QTest::newRow("H100 127 UFM") << "DGX-H100" << 127 << true << "infiniband" << 0 << 1.0 << 1.0 << 1 << 0 << true;
        QTest::newRow("H100 95 UFM") << "DGX-H100" << 95 << true << "infiniband" << 0 << 1.0 << 1.0 << 1 << 0 << true;
        QTest::newRow("H100 odd endpoints") << "generic-server" << 301 << false << "infiniband" << 400 << 1.0 << 1.0 << 1 << 0 << true;
        QTest::newRow("H100 three tiers") << "DGX-H100" << 512 << false << "infiniband" << 0 << 1.0 << 1.0 << 1 << 0 << true;
        QTest::newRow("H100 three tiers partial") << "DGX-H100" << 700 << true << "infiniband" << 0 << 1.0 << 1.0 << 1 << 0 << true;
        QTest::newRow("H100 2:1") << "DGX-H100" << 160 << false << "infiniband" << 0 << 2.0 << 1.0 << 1 << 0 << false;
        // 2:1 builds SUs of 32 (32 down, 16 up: 4 spines, not 21); the half-way cut falls inside
        // SU 1 and SU 2's 18 nodes have 128 uplinks for 144 endpoints.
        QTest::newRow("H100 2:1 partial SU") << "DGX-H100" << 50 << false << "infiniband" << 0 << 2.0 << 1.0 << 1 << 0 << false;
        QTest::newRow("H100 3:1 leaf 2:1 spine") << "DGX-H100" << 900 << false << "infiniband" << 0 << 3.0 << 2.0 << 1 << 0 << false;
        QTest::newRow("twin plane Ethernet") << "DGX-B300" << 200 << false << "ethernet" << 400 << 1.0 << 1.0 << 2 << 16 << true;
        QTest::newRow("GB200 racks") << "DGX-GB200" << 20 << true << "infiniband" << 0 << 1.0 << 1.0 << 1 << 0 << true;
        QTest::newRow("single switch") << "DGX-H100" << 5 << true << "infiniband" << 0 << 1.0 << 1.0 << 1 << 0 << true;
        QTest::newRow("16,384 GPUs") << "DGX-H100" << 2048 << false << "infiniband" << 0 << 1.0 << 1.0 << 1 << 0 << true;
    }

    void closedFormAgreesWithMaxFlow()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(bool, ufm);
        QFETCH(QString, fabric);
        QFETCH(int, speed);
        QFETCH(double, ratio);
        QFETCH(double, spineRatio);
        QFETCH(int, planes);
        QFETCH(int, rails);
        QFETCH(bool, fullBisection);
        Design d;
        d.platform = platform.toStdString();
        d.nodes = nodes;
        d.management = ufm ? FabricManagement::UfmAppliance : FabricManagement::None;
        d.fabric = *technologyFromString(fabric.toStdString());
        if (speed)
            d.linkSpeedGbps = speed;
        d.oversubscription = ratio;
        d.spineOversubscription = spineRatio;
        d.planes = planes;
        if (rails)
            d.rails = rails;
        if (ratio > 1 || spineRatio > 1)
            d.switchModel = d.fabric == Technology::InfiniBand ? "QM9700" : "";
        const Planned p = plan(d);
        QVERIFY(!p.sizing.tierSizes.empty());
        const long long closed = bisectionClosedFormGbps(p.sizing);
        const long long half = static_cast<long long>(p.sizing.gpuEndpointsPerPlane()) / 2;
        for (int plane = 0; plane < p.sizing.planes; ++plane)
            QCOMPARE(bisectionMaxFlowGbps(p.topology, p.sizing, plane), closed);
        if (fullBisection)
            QCOMPARE(closed, half * p.sizing.linkSpeedGbps);
        else
            QVERIFY(closed < half * p.sizing.linkSpeedGbps);
    }

    // DESIGN.md: 127 DGX H100 (1,016 GPUs at 400G) bisect at 203,200 Gb/s.
    void superPodValue()
    {
        Design d;
        d.nodes = 127;
        const Planned p = plan(d);
        QCOMPARE(bisectionClosedFormGbps(p.sizing), 203200LL);
    }

    // 2:1 at the leaf with whole SUs on each side: the uplinks carry half.
    void oversubscribedHalvesTheCut()
    {
        Design d;
        d.nodes = 168; // 4 SUs of 42 at 2:1
        d.management = FabricManagement::None;
        d.oversubscription = 2.0;
        d.switchModel = "QM9700";
        const Planned p = plan(d);
        QCOMPARE(p.sizing.suSize, 42);
        QCOMPARE(p.sizing.scalableUnits, 4);
        const long long half = 168LL * 8 / 2;
        QCOMPARE(bisectionClosedFormGbps(p.sizing), half / 2 * 400);
        QCOMPARE(bisectionMaxFlowGbps(p.topology, p.sizing, 0), half / 2 * 400);
    }

    // A miswired fabric (one uplink cut) no longer matches: the check can fail.
    void maxFlowSeesAMissingUplink()
    {
        Design d;
        d.nodes = 64;
        d.management = FabricManagement::None;
        d.oversubscription = 2.0;
        d.switchModel = "QM9700";
        Planned p = plan(d);
        const long long closed = bisectionClosedFormGbps(p.sizing);
        Topology cut;
        for (int v = 0; v < p.topology.deviceCount(); ++v)
            boost::add_vertex(p.topology.device(v), cut.graph);
        bool dropped = false;
        for (const Link &link : p.topology.links) {
            if (!dropped && link.tier == LinkTier::LeafSpine) {
                dropped = true;
                continue;
            }
            cut.links.push_back(link);
        }
        QVERIFY(bisectionMaxFlowGbps(cut, p.sizing, 0) < closed);
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
        QVERIFY(!plan.sizing.tierSizes.empty());
        const Figures &f = plan.figures;
        QCOMPARE(static_cast<int>(f.bisectionPerPlaneGbps.size()), planes);
        QCOMPARE(f.bisectionGbps, f.bisectionPerPlaneGbps.front() * planes);
        QCOMPARE(f.bisectionGbps, static_cast<double>(nodes) * 8 / 2 * plan.sizing.linkSpeedGbps);
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
        QCOMPARE(static_cast<int>(f.tiers.size()), plan.sizing.tiers);
        QCOMPARE(f.switches, plan.sizing.switchCount());
        QCOMPARE(f.oversubscription, 1.0);
    }
};

QTEST_GUILESS_MAIN(TestBisection)
#include "tst_bisection.moc"
