// Issue 10's sweep: for every design around the SU, pod and tier boundaries, the sized fabric is
// (1) balanced as a fat-tree subnet manager needs it, checked on the wired ports, and (2) minimal:
// its switch count equals a brute-force minimum over balanced rail-optimized layouts, written
// here apart from the planner, so no design is bigger than it needs to be.

#include "core/design/projectfile.h"
#include "core/plan/pipeline.h"
#include "core/sizing/fattreesizer.h"
#include "core/topology/wiring.h"
#include "../common/bundledcatalogue.h"
#include "../common/sizingsweep.h"

#include <QTest>

#include <algorithm>
#include <climits>
#include <cmath>
#include <map>
#include <queue>
#include <set>

using namespace fabric;

namespace {

struct Split
{
    int down;
    int up;
};

// Leaf splits the planner may choose from, by the rules of DESIGN.md and issue 10 rule 3:
// non-blocking is half the ports each way; r:1 is any whole-port split with down = r x up, or
// (none fitting) the splits nearest to r.
std::vector<Split> splitsFor(int k, double r)
{
    if (r == 1.0)
        return {{k / 2, k / 2}};
    std::vector<Split> exact;
    std::vector<Split> any;
    for (int up = 1; up < k; ++up)
        for (int down = 1; down + up <= k; ++down) {
            any.push_back({down, up});
            if (std::abs(down - r * up) < 1e-6)
                exact.push_back({down, up});
        }
    if (!exact.empty())
        return exact;
    double best = 1e300;
    for (const Split &s : any)
        best = std::min(best, std::abs(double(s.down) / s.up - r));
    std::vector<Split> nearest;
    for (const Split &s : any)
        if (std::abs(double(s.down) / s.up - r) < best + 1e-9)
            nearest.push_back(s);
    return nearest;
}

// The fewest switches of one plane over every balanced layout of whole rails: an SU is as many nodes as a leaf has down ports for them, S SUs hold the nodes (at least
// one node each); two tiers: every leaf has the same links to every spine; three tiers: P pods of
// equal numbers of leaves, every leaf the same links to every spine of its pod, spine j of every pod the
// same links to every core of group j. Plain loops over all of it, no pruning.
// k is the switches' radix between switches; a split leaf (HDR100 down, HDR up) has f down ports
// in the place of each of those, and one switch alone holds f x k endpoints.
long long bruteForceMinimum(long long nodes, int rails, int k, double ratio, double spineRatio, int f = 1)
{
    if (nodes * rails <= 1LL * f * k)
        return 1;
    long long best = LLONG_MAX;
    for (const Split &split : splitsFor(k, ratio)) {
        const int downPorts = split.down * f;
        // g whole rails a leaf, an SU being the nodes whose g rails fill its down ports. One SU
        // holding every node: any g its down ports hold, the last leaf taking the rest. Several
        // SUs: NVIDIA's SU, each rail of an SU on a leaf of its own; nodes with more ports than a
        // leaf has down ports (an NVL72 rack) on leaves of the fewest rails that divide both the
        // rails and the down ports (GB200 on 32 down ports: 4, SUs of 8 racks), else the rails.
        int suRule = 1;
        if (rails > downPorts) {
            suRule = 0;
            for (int h = downPorts; h >= 1; --h)
                if (h * downPorts >= rails && rails % h == 0 && (suRule == 0 || downPorts % h == 0 || downPorts % suRule != 0))
                    suRule = h;
            if (suRule == 0)
                suRule = downPorts;
        }
        for (int g = 1; g <= rails && g <= downPorts; ++g) {
            const long long su = downPorts / g;
            if (su < nodes && g != suRule)
                continue;
            const int leafDown = static_cast<int>(su) * g;
            const int downUnits = (leafDown + f - 1) / f;
            const int up = downUnits == split.down ? split.up
                                                   : static_cast<int>(std::ceil(downUnits / ratio - 1e-9));
            if (downUnits + up > k)
                continue;
            const long long perSu = (rails + g - 1) / g;
            for (long long sus = (nodes + su - 1) / su; sus <= nodes && sus * perSu <= 1LL * k * k; ++sus) {
                const long long leaves = sus * perSu;
                if (leaves <= k)
                    for (int spines = 1; spines <= up; ++spines)
                        if (up % spines == 0 && leaves * (up / spines) <= k) {
                            best = std::min(best, leaves + spines);
                            break;
                        }
                // Pods of equal numbers of consecutive leaves, whole SUs or not.
                for (long long pods = 2; pods <= std::min<long long>(leaves, k); ++pods) {
                    if (leaves % pods != 0)
                        continue;
                    const long long perPod = leaves / pods;
                    for (int spinesPerPod = 1; spinesPerPod <= up; ++spinesPerPod) {
                        if (up % spinesPerPod != 0)
                            continue;
                        const long long spineDown = perPod * (up / spinesPerPod);
                        const long long spineUp = static_cast<long long>(std::ceil(spineDown / spineRatio - 1e-9));
                        if (spineDown + spineUp > k)
                            continue;
                        for (long long cores = 1; cores <= spineUp; ++cores)
                            if (spineUp % cores == 0 && pods * (spineUp / cores) <= k) {
                                best = std::min(best, leaves + pods * spinesPerPod + spinesPerPod * cores);
                                break;
                            }
                    }
                }
            }
        }
    }
    return best;
}

QString describe(const Diagnostics &diagnostics)
{
    QString text;
    for (const auto &d : diagnostics)
        text += QString::fromStdString(d.field + ": " + d.message() + "; ");
    return text;
}

int tierRank(const Device &d) { return d.kind != DeviceKind::Switch ? -1 : static_cast<int>(d.tier); }

// What OpenSM's ftree engine checks (fabric_validate_topology): per tier, every switch has the
// same number of up port groups, each of the same size, and (above the leaves) the same number
// of down port groups of the same size; and every leaf serves at least one host.
QString unbalanced(const Topology &t)
{
    struct Groups
    {
        std::map<int, int> up;
        std::map<int, int> down;
        int hosts = 0;
    };
    std::vector<Groups> groups(static_cast<std::size_t>(t.deviceCount()));
    for (const Link &link : t.links) {
        const Device &a = t.device(link.a().device);
        const Device &b = t.device(link.b().device);
        const int ra = tierRank(a);
        const int rb = tierRank(b);
        if (ra < 0 || rb < 0) {
            groups[static_cast<std::size_t>(ra < 0 ? link.b().device : link.a().device)].hosts++;
            continue;
        }
        if (ra == rb)
            return "a link inside one tier: " + QString::fromStdString(a.name + " - " + b.name);
        const int lower = ra < rb ? link.a().device : link.b().device;
        const int upper = ra < rb ? link.b().device : link.a().device;
        groups[static_cast<std::size_t>(lower)].up[upper]++;
        groups[static_cast<std::size_t>(upper)].down[lower]++;
    }
    std::map<std::pair<int, int>, std::tuple<std::size_t, std::set<int>, std::size_t, std::set<int>>> reference;
    for (int id = 0; id < t.deviceCount(); ++id) {
        const Device &d = t.device(id);
        if (d.kind != DeviceKind::Switch)
            continue;
        const Groups &g = groups[static_cast<std::size_t>(id)];
        std::set<int> upSizes;
        std::set<int> downSizes;
        for (const auto &[n, c] : g.up)
            upSizes.insert(c);
        for (const auto &[n, c] : g.down)
            downSizes.insert(c);
        if (upSizes.size() > 1 || downSizes.size() > 1)
            return QString::fromStdString(d.name) + " has port groups of different sizes";
        if (d.tier == Tier::Leaf && g.hosts == 0)
            return QString::fromStdString(d.name) + " is a leaf without hosts";
        const bool leaf = d.tier == Tier::Leaf;
        auto key = std::make_pair(d.plane, static_cast<int>(d.tier));
        auto mine = std::make_tuple(g.up.size(), upSizes, leaf ? 0 : g.down.size(), leaf ? std::set<int>{} : downSizes);
        auto [it, inserted] = reference.emplace(key, mine);
        if (!inserted && it->second != mine)
            return QString::fromStdString(d.name) + " differs from the other " + QString::fromStdString(std::string(toString(d.tier)))
                + " switches in its port groups";
    }
    return {};
}

// Worst switch hops per kind of pair, found by breadth-first search on the wired switches of
// plane 1: same rail, same SU, same pod, across pods.
struct Hops
{
    int sameRail = 0;
    int sameSu = 0;
    int samePod = 0;
    int acrossPods = 0;
};

Hops measuredHops(const Topology &t, const Sizing &s)
{
    std::vector<std::vector<int>> next(static_cast<std::size_t>(t.deviceCount()));
    std::vector<int> leaves;
    std::map<int, std::set<int>> railsOf;
    for (const Link &link : t.links) {
        if (link.plane() != 0)
            continue;
        if (link.tier() == LinkTier::NodeLeaf) {
            railsOf[link.b().device].insert(link.rail() / s.planes);
            continue;
        }
        if (link.tier() == LinkTier::SubnetManagerLeaf)
            continue;
        next[static_cast<std::size_t>(link.a().device)].push_back(link.b().device);
        next[static_cast<std::size_t>(link.b().device)].push_back(link.a().device);
    }
    for (const auto &[leaf, rails] : railsOf)
        leaves.push_back(leaf);
    Hops h;
    for (int a : leaves) {
        std::vector<int> dist(static_cast<std::size_t>(t.deviceCount()), -1);
        std::queue<int> todo;
        dist[static_cast<std::size_t>(a)] = 0;
        todo.push(a);
        while (!todo.empty()) {
            const int v = todo.front();
            todo.pop();
            for (int w : next[static_cast<std::size_t>(v)])
                if (dist[static_cast<std::size_t>(w)] < 0) {
                    dist[static_cast<std::size_t>(w)] = dist[static_cast<std::size_t>(v)] + 1;
                    todo.push(w);
                }
        }
        const Device &da = t.device(a);
        const int podA = s.tiers == 3 ? da.index / s.leavesPerPod : 0;
        for (int b : leaves) {
            const Device &db = t.device(b);
            const int hops = dist[static_cast<std::size_t>(b)] + 1;
            const int podB = s.tiers == 3 ? db.index / s.leavesPerPod : 0;
            const auto &ra = railsOf[a];
            const auto &rb = railsOf[b];
            const bool sharedRail = std::any_of(ra.begin(), ra.end(), [&](int r) { return rb.count(r) > 0; });
            if (sharedRail)
                h.sameRail = std::max(h.sameRail, hops);
            if (da.su == db.su)
                h.sameSu = std::max(h.sameSu, hops);
            if (podA == podB)
                h.samePod = std::max(h.samePod, hops);
            else
                h.acrossPods = std::max(h.acrossPods, hops);
        }
    }
    if (h.acrossPods == 0)
        h.acrossPods = h.samePod;
    return h;
}

int count(const Sizing &s, Tier tier)
{
    const TierSize *t = s.tier(tier);
    return t ? t->count : 0;
}

} // namespace

class TestSizingSweep : public QObject
{
    Q_OBJECT

private:
    const Catalogue &m_catalogue = bundledCatalogue();

private slots:
    void sweepIsLargeEnough() { QVERIFY(sizingSweep().size() >= 80); }

    void balancedAndMinimal_data()
    {
        QTest::addColumn<int>("index");
        const auto sweep = sizingSweep();
        for (std::size_t i = 0; i < sweep.size(); ++i)
            QTest::newRow(sweep[i].name.c_str()) << static_cast<int>(i);
    }

    void balancedAndMinimal()
    {
        QFETCH(int, index);
        const Design design = sizingSweep()[static_cast<std::size_t>(index)].design;
        Diagnostics diagnostics;
        const Sizing s = sizeFabric(design, m_catalogue, diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));

        // Split leaves: the spines' radix at the uplinks' speed, and the leaves' split ports for each.
        const int splitPorts = s.switchModel->modeFor(s.linkSpeedGbps)->ports;
        const int k = s.splitLeaves() ? s.switchModel->modeFor(s.uplinkSpeedGbps)->ports : splitPorts;
        const long long minimum = bruteForceMinimum(s.capacityNodes, s.railsPerPlane, k, design.oversubscription,
                                                    design.spineOversubscription, splitPorts / k);
        QCOMPARE(static_cast<long long>(s.switchCount()), minimum * s.planes);

        const Topology t = wireTopology(design, s);
        const QString why = unbalanced(t);
        QVERIFY2(why.isEmpty(), qPrintable(why));

        // Management took free ports or the plan says why not; it never added switches.
        const bool ufm = s.management == FabricManagement::UfmAppliance;
        long long managementLinks = 0;
        for (const Link &link : t.links)
            managementLinks += link.tier() == LinkTier::SubnetManagerLeaf;
        bool warned = false;
        for (const auto &d : diagnostics)
            warned = warned || (d.field == "management" && !d.isError());
        if (ufm)
            QVERIFY2(managementLinks == 4LL * s.planes || warned, qPrintable(describe(diagnostics)));
        else
            QCOMPARE(managementLinks, 0LL);
        long long nodeLinks = 0;
        for (const Link &link : t.links)
            nodeLinks += link.tier() == LinkTier::NodeLeaf;
        QCOMPARE(nodeLinks, static_cast<long long>(s.nodes) * s.railsPerNode);
    }

    // Rule 8: the plan's hop counts are the true worst cases, as a search on the wired fabric
    // finds them.
    void hopsAreWorstCases_data() { balancedAndMinimal_data(); }

    void hopsAreWorstCases()
    {
        QFETCH(int, index);
        const Design design = sizingSweep()[static_cast<std::size_t>(index)].design;
        if (design.nodes > 600)
            QSKIP("the search is quadratic in leaves; the rules are the same above 600 nodes");
        const Plan plan = makePlan(design, m_catalogue);
        // EDR runs beyond copper's 5 m too: end-of-life AOCs carry them (issue 33).
        QVERIFY2(plan.ok(), qPrintable(describe(plan.diagnostics)));
        const Hops h = measuredHops(plan.compute().topology, plan.compute().sizing);
        QCOMPARE(plan.figures.hopsSameRail, h.sameRail);
        QCOMPARE(plan.figures.hopsSameSu, h.sameSu);
        QCOMPARE(plan.figures.hopsSamePod, h.samePod);
        QCOMPARE(plan.figures.hopsAcrossPods, h.acrossPods);
    }

    // Issue 10's table: what the planner gave, and the correct minimal fabric it must give.
    void issueTable_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<QString>("management");
        QTest::addColumn<double>("ratio");
        QTest::addColumn<int>("speed");
        QTest::addColumn<int>("planes");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        QTest::addColumn<int>("nodeLinks");
        QTest::newRow("256 H100, default management") << "DGX-H100" << 256 << "QM9700" << "auto" << 1.0 << 0 << 1 << 64 << 32 << 0 << 2048;
        QTest::newRow("128 H100") << "DGX-H100" << 128 << "QM9700" << "auto" << 1.0 << 0 << 1 << 32 << 16 << 0 << 1024;
        QTest::newRow("512 B200") << "DGX-B200" << 512 << "QM9700" << "auto" << 1.0 << 0 << 1 << 128 << 128 << 64 << 4096;
        QTest::newRow("2,048 B200") << "DGX-B200" << 2048 << "QM9700" << "auto" << 1.0 << 0 << 1 << 512 << 512 << 256 << 16384;
        QTest::newRow("648 generic on SB7800") << "generic-server" << 648 << "SB7800" << "auto" << 1.0 << 100 << 1 << 36 << 18 << 0 << 648;
        QTest::newRow("257 H100, no management") << "DGX-H100" << 257 << "QM9700" << "none" << 1.0 << 0 << 1 << 72 << 72 << 64 << 2056;
        // Issue 33: the cluster is smaller than one SU of 64, so a leaf takes two rails (was 16 and 8).
        QTest::newRow("32 B300 on SN5600, 400G, 2 planes") << "DGX-B300" << 32 << "SN5600" << "none" << 1.0 << 400 << 2 << 8 << 4 << 0 << 512;
        // Issue 33: 8 NVL72 racks are 576 XDR endpoints on 72-down-port leaves, 9 rails a leaf (was 72 and 36).
        QTest::newRow("8 GB300 racks on Q3400") << "DGX-GB300" << 8 << "Q3400-RA" << "auto" << 1.0 << 800 << 1 << 8 << 4 << 0 << 576;
    }

    void issueTable()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(QString, switchModel);
        QFETCH(QString, management);
        QFETCH(double, ratio);
        QFETCH(int, speed);
        QFETCH(int, planes);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, cores);
        QFETCH(int, nodeLinks);
        Design d;
        d.platform = platform.toStdString();
        d.nodes = nodes;
        d.switchModel = switchModel.toStdString();
        d.management = *managementFromString(management.toStdString());
        d.oversubscription = ratio;
        d.planes = planes;
        if (speed)
            d.linkSpeedGbps = speed;
        if (switchModel.startsWith(QLatin1String("SN")))
            d.fabric = Technology::Ethernet;
        Diagnostics diagnostics;
        const Sizing s = sizeFabric(d, m_catalogue, diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QCOMPARE(count(s, Tier::Leaf), leaves);
        QCOMPARE(count(s, Tier::Spine), spines);
        QCOMPARE(count(s, Tier::Core), cores);
        QCOMPARE(s.nodes * s.railsPerNode, nodeLinks);
    }

    // 127 DGX at 2:1 takes fewer switches than non-blocking (issue: 53 against 48 before).
    void oversubscribedIsSmaller()
    {
        Design d;
        d.nodes = 127;
        d.switchModel = "QM9700";
        Diagnostics diagnostics;
        const int open = sizeFabric(d, m_catalogue, diagnostics).switchCount();
        d.oversubscription = 2.0;
        const Sizing s = sizeFabric(d, m_catalogue, diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QVERIFY(s.switchCount() < open);
        QCOMPARE(s.tierSizes.front().oversubscription, 2.0);
    }

    // Where management has no free port it is not connected and the warning names both ways
    // out: one node fewer, or N more switches.
    void managementNeverGrowsTheFabric()
    {
        Design d;
        d.nodes = 128;
        d.switchModel = "QM9700";
        d.management = FabricManagement::UfmAppliance;
        Diagnostics diagnostics;
        const Sizing s = sizeFabric(d, m_catalogue, diagnostics);
        QCOMPARE(s.switchCount(), 48);
        QCOMPARE(s.managementPortsPerPlane, 0);
        const Diagnostic *warning = nullptr;
        for (const auto &diag : diagnostics)
            if (diag.field == "management")
                warning = &diag;
        QVERIFY(warning);
        QVERIFY2(warning->message().find("127 nodes") != std::string::npos, warning->message().c_str());
        QVERIFY2(warning->message().find("add 24 switches") != std::string::npos, warning->message().c_str());

        d.nodes = 127; // a free slot in SU 4, as in NVIDIA's 4-SU SuperPOD
        diagnostics.clear();
        const Sizing fits = sizeFabric(d, m_catalogue, diagnostics);
        QCOMPARE(fits.switchCount(), 48);
        QCOMPARE(fits.managementPortsPerPlane, 4);
    }

    // --management auto: UFM for DGX, the embedded subnet manager for other servers up to the
    // switch's published limit (MLNX-OS: 2,048 nodes), UFM beyond it.
    void automaticManagement_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("speed");
        QTest::addColumn<QString>("expected");
        QTest::newRow("DGX") << "DGX-H100" << 31 << 0 << "ufm";
        QTest::newRow("generic, within the limit") << "generic-server" << 2048 << 400 << "embedded";
        QTest::newRow("generic, beyond the limit") << "generic-server" << 2049 << 400 << "ufm";
    }

    void automaticManagement()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(int, speed);
        QFETCH(QString, expected);
        Design d;
        d.platform = platform.toStdString();
        d.nodes = nodes;
        d.switchModel = "QM9700";
        if (speed)
            d.linkSpeedGbps = speed;
        Diagnostics diagnostics;
        const Sizing s = sizeFabric(d, m_catalogue, diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QCOMPARE(QString::fromStdString(std::string(toString(s.management))), expected);
    }

    // Rule 5: the NIC's port modes decide the endpoints; --rails beyond them is an error.
    void railsBeyondTheNics()
    {
        Design d;
        d.platform = "DGX-H100";
        d.nodes = 4;
        d.rails = 16;
        Diagnostics diagnostics;
        sizeFabric(d, m_catalogue, diagnostics);
        QVERIFY(hasErrors(diagnostics));
        QCOMPARE(diagnostics.back().field, std::string("rails"));

        Design twin;
        twin.platform = "DGX-B300";
        twin.nodes = 4;
        twin.fabric = Technology::Ethernet;
        twin.linkSpeedGbps = 400;
        diagnostics.clear();
        const Sizing s = sizeFabric(twin, m_catalogue, diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QCOMPARE(s.railsPerNode, 16);
    }
};

QTEST_GUILESS_MAIN(TestSizingSweep)
#include "tst_sizingsweep.moc"
