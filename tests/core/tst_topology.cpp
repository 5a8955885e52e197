#include "core/catalogue/catalogue.h"
#include "core/sizing/fattreesizer.h"
#include "core/topology/wiring.h"
#include "../common/bundledcatalogue.h"

#include <QTest>

#include <map>
#include <numeric>
#include <set>

using namespace fabric;

namespace {

struct Case
{
    const char *name;
    const char *platform;
    int nodes;
    bool ufm;
    const char *fabric;
    int speed;       // 0: the platform's
    double ratio;
    double spineRatio;
    int planes;
    int rails;       // 0: the platform's
    int suSize;      // 0: automatic
    const char *switchModel;
};

const Case kCases[] = {
    {"H100 1 SU UFM", "DGX-H100", 31, true, "infiniband", 0, 1, 1, 1, 0, 0, ""},
    {"H100 3 SU UFM", "DGX-H100", 95, true, "infiniband", 0, 1, 1, 1, 0, 0, ""},
    {"H100 4 SU UFM", "DGX-H100", 127, true, "infiniband", 0, 1, 1, 1, 0, 0, ""},
    {"H100 partial SU", "DGX-H100", 70, false, "infiniband", 0, 1, 1, 1, 0, 0, "QM9700"},
    {"H100 16 SU three tiers", "DGX-H100", 512, false, "infiniband", 0, 1, 1, 1, 0, 0, ""},
    {"H100 12 SU three tiers UFM", "DGX-H100", 383, true, "infiniband", 0, 1, 1, 1, 0, 0, ""},
    {"H100 2:1", "DGX-H100", 100, false, "infiniband", 0, 2, 1, 1, 0, 0, "QM9700"},
    {"H100 3:1 three tiers, 2:1 spine", "DGX-H100", 700, false, "infiniband", 0, 3, 2, 1, 0, 0, "QM9700"},
    {"H100 NDR200", "DGX-H100", 300, false, "infiniband", 200, 1, 1, 1, 0, 0, ""},
    {"H100 SU of 16", "DGX-H100", 60, true, "infiniband", 0, 1, 1, 1, 0, 16, ""},
    {"H100 two planes", "DGX-H100", 96, true, "infiniband", 0, 1, 1, 2, 0, 0, ""},
    {"A100 HDR three tiers", "DGX-A100", 150, true, "infiniband", 0, 1, 1, 1, 0, 0, ""},
    {"B300 XDR", "DGX-B300", 300, true, "infiniband", 0, 1, 1, 1, 0, 0, ""},
    {"B300 Spectrum-X two planes", "DGX-B300", 200, false, "ethernet", 400, 1, 1, 2, 16, 0, ""},
    {"GB200 NVL72", "DGX-GB200", 20, true, "infiniband", 0, 1, 1, 1, 0, 0, ""},
    {"GB200 three tiers", "DGX-GB200", 40, false, "infiniband", 0, 1, 1, 1, 0, 0, "QM9700"},
    {"generic Ethernet 100G", "generic-server", 900, false, "ethernet", 100, 1, 1, 1, 0, 0, ""},
    {"generic UFM one rail", "generic-server", 500, true, "infiniband", 100, 1, 1, 1, 0, 0, ""},
    {"single switch", "DGX-H100", 3, true, "infiniband", 0, 1, 1, 1, 0, 0, ""},
    {"SN5600 4.7:1 at 200G", "generic-server", 3000, false, "ethernet", 200, 4.7, 1, 1, 0, 0, "SN5600"},
};

Design designOf(const Case &c)
{
    Design d;
    d.platform = c.platform;
    d.nodes = c.nodes;
    d.management = c.ufm ? FabricManagement::UfmAppliance : FabricManagement::None;
    d.fabric = *technologyFromString(c.fabric);
    if (c.speed)
        d.linkSpeedGbps = c.speed;
    d.oversubscription = c.ratio;
    d.spineOversubscription = c.spineRatio;
    d.planes = c.planes;
    if (c.rails)
        d.rails = c.rails;
    if (c.suSize)
        d.suSize = c.suSize;
    d.switchModel = c.switchModel;
    return d;
}

} // namespace

class TestTopology : public QObject
{
    Q_OBJECT

private:
    Catalogue m_catalogue = bundledCatalogue();

    void addCases()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < static_cast<int>(std::size(kCases)); ++i)
            QTest::newRow(kCases[i].name) << i;
    }

    bool plan(int index, Sizing &sizing, Topology &topology)
    {
        Diagnostics diagnostics;
        const Design design = designOf(kCases[index]);
        sizing = sizeFabric(design, m_catalogue, diagnostics);
        for (const auto &d : diagnostics)
            if (d.isError())
                qWarning("%s: %s", d.field.c_str(), d.message().c_str());
        if (hasErrors(diagnostics))
            return false;
        topology = wireTopology(design, sizing);
        return true;
    }

private slots:
    void noPortUsedTwiceAndNoneBeyondTheRadix_data() { addCases(); }
    void noPortUsedTwiceAndNoneBeyondTheRadix()
    {
        QFETCH(int, index);
        Sizing s;
        Topology t;
        QVERIFY(plan(index, s, t));
        std::set<std::pair<int, int>> used;
        for (const Link &link : t.links) {
            for (const PortRef &end : {link.a(), link.b()}) {
                const Device &d = t.device(end.device);
                // Not d.ports: adding a link raises those to cover it.
                const int limit = d.kind == DeviceKind::Node     ? s.railsPerNode
                                  : d.kind == DeviceKind::Switch ? s.tierSizes.front().radix
                                                                 : s.managementPortsPerPlane;
                QVERIFY2(end.port >= 1 && end.port <= limit,
                         qPrintable(QString::fromStdString(d.name) + " port " + QString::number(end.port)));
                QVERIFY2(used.insert({end.device, end.port}).second,
                         qPrintable(QString::fromStdString(d.name) + " port " + QString::number(end.port)
                                    + " used twice"));
            }
            if (t.device(link.a().device).kind == DeviceKind::Switch) {
                QCOMPARE(t.device(link.a().device).ports, s.tierSizes.front().radix);
            }
        }
    }

    void linkCountsMatchTheSizing_data() { addCases(); }
    void linkCountsMatchTheSizing()
    {
        QFETCH(int, index);
        Sizing s;
        Topology t;
        QVERIFY(plan(index, s, t));
        std::map<LinkTier, int> perTier;
        for (const Link &link : t.links)
            ++perTier[link.tier()];
        QCOMPARE(perTier[LinkTier::NodeLeaf], s.nodes * s.railsPerNode);
        QCOMPARE(perTier[LinkTier::SubnetManagerLeaf], s.managementPortsPerPlane * s.planes);
        auto uplinks = [&](Tier tier) {
            const TierSize *ts = s.tier(tier);
            return ts ? ts->count * ts->upPorts : 0;
        };
        QCOMPARE(perTier[LinkTier::LeafSpine], uplinks(Tier::Leaf));
        QCOMPARE(perTier[LinkTier::SpineCore], uplinks(Tier::Spine));

        std::map<Tier, int> switches;
        int nodes = 0;
        for (int v = 0; v < t.deviceCount(); ++v) {
            const Device &d = t.device(v);
            if (d.kind == DeviceKind::Switch)
                ++switches[d.tier];
            else if (d.kind == DeviceKind::Node)
                ++nodes;
        }
        QCOMPARE(nodes, s.nodes);
        for (const TierSize &ts : s.tierSizes)
            QCOMPARE(switches[ts.role], ts.count);
    }

    // Every leaf has the same number of links to every spine of its pod, and every pod the
    // same number of links to every core: what OpenSM's fat-tree routing insists on.
    void balanced_data() { addCases(); }
    void balanced()
    {
        QFETCH(int, index);
        Sizing s;
        Topology t;
        QVERIFY(plan(index, s, t));
        std::map<int, std::map<int, int>> leafToSpine;
        std::map<std::pair<int, int>, std::map<int, int>> podToCore; // (plane, pod) -> core -> links
        for (const Link &link : t.links) {
            if (link.tier() == LinkTier::LeafSpine)
                ++leafToSpine[link.a().device][link.b().device];
            if (link.tier() == LinkTier::SpineCore) {
                const int pod = t.device(link.a().device).index / s.spinesPerPod;
                ++podToCore[{link.plane(), pod}][link.b().device];
            }
        }
        QCOMPARE(static_cast<int>(leafToSpine.size()), s.tiers >= 2 ? s.leavesPerPlane() * s.planes : 0);
        for (const auto &[leaf, spines] : leafToSpine) {
            QCOMPARE(static_cast<int>(spines.size()), s.spinesPerPod);
            for (const auto &[spine, links] : spines)
                QCOMPARE(links, s.linksPerLeafSpinePair);
        }
        for (const auto &[pod, cores] : podToCore) {
            QCOMPARE(static_cast<int>(cores.size()), s.coresPerPlane);
            for (const auto &[core, links] : cores)
                QCOMPARE(links, s.linksPerSpineCorePair);
        }
    }

    void connectedPerPlane_data() { addCases(); }
    void connectedPerPlane()
    {
        QFETCH(int, index);
        Sizing s;
        Topology t;
        QVERIFY(plan(index, s, t));
        for (int plane = 0; plane < s.planes; ++plane) {
            // Union-find over the links of this plane; nodes join every plane.
            std::vector<int> parent(static_cast<std::size_t>(t.deviceCount()));
            std::iota(parent.begin(), parent.end(), 0);
            auto find = [&](int v) {
                while (parent[v] != v)
                    v = parent[v] = parent[parent[v]];
                return v;
            };
            for (const Link &link : t.links)
                if (link.plane() == plane)
                    parent[find(link.a().device)] = find(link.b().device);
            std::set<int> roots;
            for (int v = 0; v < t.deviceCount(); ++v) {
                const Device &d = t.device(v);
                if (d.kind == DeviceKind::Node || d.plane == plane)
                    roots.insert(find(v));
            }
            QCOMPARE(static_cast<int>(roots.size()), 1);
        }
    }

    void railOptimized_data() { addCases(); }
    void railOptimized()
    {
        QFETCH(int, index);
        Sizing s;
        Topology t;
        QVERIFY(plan(index, s, t));
        // Every leaf serves one rail group of one SU, in one plane.
        std::map<int, std::set<int>> railsOfLeaf;
        std::map<int, std::set<int>> susOfLeaf;
        for (const Link &link : t.links) {
            if (link.tier() != LinkTier::NodeLeaf)
                continue;
            const int railInPlane = link.rail() / s.planes;
            QCOMPARE(link.plane(), link.rail() % s.planes);
            QCOMPARE(t.device(link.b().device).plane, link.plane());
            railsOfLeaf[link.b().device].insert(railInPlane / s.railsPerLeaf);
            susOfLeaf[link.b().device].insert(t.device(link.a().device).su);
        }
        if (s.tiers == 1)
            return;
        for (const auto &[leaf, groups] : railsOfLeaf)
            QCOMPARE(static_cast<int>(groups.size()), 1);
        for (const auto &[leaf, sus] : susOfLeaf) {
            QCOMPARE(static_cast<int>(sus.size()), 1);
            QCOMPARE(*sus.begin(), t.device(leaf).su);
        }
    }

    void namesAreUniqueAndReadable()
    {
        Sizing s;
        Topology t;
        QVERIFY(plan(2, s, t)); // 127 DGX H100 with UFM
        std::set<std::string> names;
        for (int v = 0; v < t.deviceCount(); ++v)
            QVERIFY(names.insert(t.device(v).name).second);
        QVERIFY(names.count("dgx-h100-0001"));
        QVERIFY(names.count("dgx-h100-0127"));
        QVERIFY(names.count("leaf-p1-su01-r1"));
        QVERIFY(names.count("leaf-p1-su04-r8"));
        QVERIFY(names.count("spine-p1-01"));
        QVERIFY(names.count("spine-p1-16"));
        QVERIFY(names.count("ufm-1"));
        QVERIFY(!names.count("dgx-h100-0128"));
    }

    // Twin-port OSFP: ports 1 and 2 share cage 1.
    void portLabelsFollowCages()
    {
        Sizing s;
        Topology t;
        QVERIFY(plan(2, s, t));
        const Link &first = t.links.front();
        const Device &leaf = t.device(first.b().device);
        QCOMPARE(leaf.portsPerCage, 2);
        QCOMPARE(portLabel(leaf, 1), std::string("1/1"));
        QCOMPARE(portLabel(leaf, 2), std::string("1/2"));
        QCOMPARE(portLabel(leaf, 64), std::string("32/2"));
        QCOMPARE(t.device(first.a().device).portsPerCage, 2);
    }

    void ufmTakesTheReservedSlot()
    {
        Sizing s;
        Topology t;
        QVERIFY(plan(2, s, t));
        int management = 0;
        std::set<int> leaves;
        for (const Link &link : t.links)
            if (link.tier() == LinkTier::SubnetManagerLeaf) {
                ++management;
                leaves.insert(link.b().device);
                QCOMPARE(t.device(link.a().device).kind, DeviceKind::Appliance);
                QCOMPARE(t.device(link.b().device).su, 0);
                QCOMPARE(link.speedGbps(), s.managementSpeedGbps);
            }
        QCOMPARE(management, 4);
        QCOMPARE(static_cast<int>(leaves.size()), 4); // on four different leaves of SU 1
    }

    void emptyOnFailedSizing()
    {
        Topology t = wireTopology(Design{}, Sizing{});
        QCOMPARE(t.deviceCount(), 0);
        QVERIFY(t.links.empty());
    }

    // A link keeps its fields in narrow widths; what does not fit is refused, never wrapped into
    // another port or plane.
    void linkFieldsKeepTheirValuesOrAreRefused_data()
    {
        QTest::addColumn<int>("port");
        QTest::addColumn<int>("speedGbps");
        QTest::addColumn<int>("plane");
        QTest::addColumn<bool>("fits");
        QTest::newRow("typical") << 64 << 800 << 7 << true;
        QTest::newRow("widest that fit") << 65535 << 32767 << 255 << true;
        QTest::newRow("port too high") << 65536 << 800 << 0 << false;
        QTest::newRow("negative port") << -1 << 800 << 0 << false;
        QTest::newRow("speed too high") << 1 << 32768 << 0 << false;
        QTest::newRow("plane too high") << 1 << 800 << 256 << false;
    }
    void linkFieldsKeepTheirValuesOrAreRefused()
    {
        QFETCH(int, port);
        QFETCH(int, speedGbps);
        QFETCH(int, plane);
        QFETCH(bool, fits);
        const auto make = [&] { return Link({70000, port}, {3, 1}, speedGbps, plane, LinkTier::NodeLeaf); };
        if (!fits) {
            QVERIFY_THROWS_EXCEPTION(std::out_of_range, make());
            return;
        }
        const Link link = make();
        QCOMPARE(link.a().device, 70000);
        QCOMPARE(link.a().port, port);
        QCOMPARE(link.b().device, 3);
        QCOMPARE(link.speedGbps(), speedGbps);
        QCOMPARE(link.plane(), plane);
        QCOMPARE(link.rail(), port - 1);
    }

    // The cages of a device are numbered from its ports (cabling, bill of materials, .topo), so a
    // link never lands on a port beyond them, also where a topology is put together by hand.
    void devicePortsCoverTheirLinks()
    {
        Topology t;
        const int node = t.addDevice({DeviceKind::Node, "node-1", "DGX-H100", Tier::Leaf, 0, 0, 0, 2, 1});
        const int leaf = t.addDevice({DeviceKind::Switch, "leaf-1", "QM9700", Tier::Leaf, 0, 0, 0, 64, 2});
        t.addLink({node, 9}, {leaf, 3}, 400, 0, LinkTier::NodeLeaf);
        QCOMPARE(t.device(node).ports, 9);
        QCOMPARE(t.device(leaf).ports, 64);
        t.addLink({node, 1}, {leaf, 65}, 400, 0, LinkTier::NodeLeaf);
        QCOMPARE(t.device(node).ports, 9);
        QCOMPARE(t.device(leaf).ports, 65);
    }
};

QTEST_GUILESS_MAIN(TestTopology)
#include "tst_topology.moc"
