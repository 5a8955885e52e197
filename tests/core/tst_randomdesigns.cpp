#include "core/catalogue/catalogue.h"
#include "core/plan/pipeline.h"
#include "core/topology/bisection.h"
#include "../common/bundledcatalogue.h"

#include <QTest>

#include <limits>
#include <random>
#include <set>

using namespace fabric;

// Fuzz-style: many random designs, sensible and not. Every one must give either errors that say
// something, or a plan whose topology keeps the invariants. Seeded, so a failure reproduces.
class TestRandomDesigns : public QObject
{
    Q_OBJECT

private:
    Catalogue m_catalogue = bundledCatalogue();
    std::mt19937 m_random{20261129};

    template<typename T>
    T pick(std::initializer_list<T> values)
    {
        std::uniform_int_distribution<std::size_t> d(0, values.size() - 1);
        return *(values.begin() + d(m_random));
    }

    int between(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_random); }
    bool chance(double p) { return std::bernoulli_distribution(p)(m_random); }

    // A sensible design, then (often) one or two fields made nonsense.
    Design randomDesign()
    {
        Design d;
        const auto &platforms = m_catalogue.platforms();
        d.platform = platforms[static_cast<std::size_t>(between(0, static_cast<int>(platforms.size()) - 1))].name;
        d.nodes = between(1, 400);
        if (chance(0.1))
            d.gpus = between(1, 4096);
        if (chance(0.15))
            d.rails = pick({1, 2, 4, 8, 16});
        if (chance(0.3))
            d.linkSpeedGbps = pick({100, 200, 400, 800});
        d.fabric = chance(0.6) ? Technology::InfiniBand : Technology::Ethernet;
        if (chance(0.25)) {
            std::vector<std::string> models;
            for (const auto &s : m_catalogue.switches())
                if (s.technology == d.fabric)
                    models.push_back(s.model);
            d.switchModel = models[static_cast<std::size_t>(between(0, static_cast<int>(models.size()) - 1))];
        }
        d.oversubscription = chance(0.7) ? 1.0 : pick({1.5, 2.0, 3.0, 4.7, 63.0});
        d.spineOversubscription = chance(0.8) ? 1.0 : pick({2.0, 3.0});
        if (chance(0.15))
            d.suSize = pick({1, 3, 16, 20, 32, 72});
        d.planes = chance(0.8) ? 1 : pick({2, 4});
        d.sharp = chance(0.5);
        d.growthPercent = chance(0.8) ? 0.0 : pick({25.0, 100.0});
        d.management = chance(0.5) ? FabricManagement::UfmAppliance : FabricManagement::None;
        for (int corrupt = chance(0.5) ? between(1, 2) : 0; corrupt > 0; --corrupt)
            corruptOneField(d);
        return d;
    }

    void corruptOneField(Design &d)
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        const int maxInt = std::numeric_limits<int>::max();
        const int minInt = std::numeric_limits<int>::min();
        switch (between(0, 13)) {
        case 0: d.platform = pick<const char *>({"", "DGX-Z", "dgx-h100"}); break;
        case 1: d.nodes = pick({0, -3, 1000000, maxInt, minInt}); break;
        case 2: d.gpus = pick({-8, 0, 7, 100000000, maxInt}); break;
        case 3: d.rails = pick({-1, 0, 3, 72, 2000, maxInt}); break;
        case 4: d.linkSpeedGbps = pick({-5, 0, 25, 300, 1000000}); break;
        case 5: d.switchModel = pick<const char *>({"NOPE-1", "QM9700", "SN5600", "SN2201", "SN2010"}); break;
        case 6: d.oversubscription = pick({0.0, -1.0, 0.5, nan, inf, 1e300}); break;
        case 7: d.spineOversubscription = pick({0.5, nan, -inf}); break;
        case 8: d.suSize = pick({-2, 0, 1, 1000, maxInt}); break;
        case 9: d.planes = pick({-1, 0, 3, 17, maxInt}); break;
        case 10: d.growthPercent = pick({-10.0, 1e9, nan}); break;
        case 11: d.floor.rackPowerKw = pick({-1.0, 0.0, nan}); break;
        case 12: d.floor.racksPerRow = pick({-1, 0, maxInt}); break;
        default: d.nodes = pick({1, 2, 3000, 20000}); break;
        }
    }

    void checkPlan(const Plan &plan)
    {
        const Sizing &s = plan.compute().sizing;
        const Topology &t = plan.compute().topology;
        QVERIFY(!s.tierSizes.empty());
        QVERIFY(s.nodes > 0 && s.railsPerPlane > 0);
        std::set<std::pair<int, int>> used;
        long long nodeLinks = 0;
        for (const Link &link : t.links) {
            for (const PortRef &end : {link.a(), link.b()}) {
                QVERIFY(end.device >= 0 && end.device < t.deviceCount());
                QVERIFY(end.port >= 1 && end.port <= t.device(end.device).ports);
                QVERIFY(used.insert({end.device, end.port}).second);
            }
            if (link.tier() == LinkTier::NodeLeaf)
                ++nodeLinks;
        }
        QCOMPARE(nodeLinks, static_cast<long long>(s.nodes) * s.railsPerNode);
        const long long half = static_cast<long long>(s.gpuEndpointsPerPlane()) / 2;
        const Figures &f = plan.figures;
        QCOMPARE(static_cast<int>(f.bisectionPerPlaneGbps.size()), s.planes);
        double sum = 0;
        for (double b : f.bisectionPerPlaneGbps) {
            QVERIFY(b >= 0 && b <= static_cast<double>(half * s.linkSpeedGbps));
            sum += b;
        }
        QCOMPARE(f.bisectionGbps, sum);
        if (s.gpuEndpointsPerPlane() <= 2048)
            QCOMPARE(static_cast<double>(bisectionMaxFlow(t, s.planes - 1).gbps),
                     f.bisectionPerPlaneGbps.back());
    }

private slots:
    void neverCrashesAndKeepsInvariants()
    {
        int planned = 0;
        int refused = 0;
        for (int i = 0; i < 300; ++i) {
            const Design d = randomDesign();
            const Plan plan = makePlan(d, m_catalogue);
            if (!plan.ok()) {
                ++refused;
                if (qEnvironmentVariableIsSet("FUZZ_VERBOSE"))
                    for (const Diagnostic &e : plan.diagnostics)
                        if (e.isError())
                            qInfo("%s: %s", e.field.c_str(), e.message().c_str());
                for (const Diagnostic &diagnostic : plan.diagnostics)
                    QVERIFY2(!diagnostic.message().empty(), qPrintable(QString::number(i)));
                continue;
            }
            ++planned;
            checkPlan(plan);
            if (QTest::currentTestFailed()) {
                qWarning("design %d: %s x %d, rails %d, %d Gb/s, switch '%s', r %g, planes %d, su %d", i,
                         d.platform.c_str(), d.nodes, d.rails.value_or(0), d.linkSpeedGbps.value_or(0),
                         d.switchModel.c_str(), d.oversubscription, d.planes, d.suSize.value_or(0));
                return;
            }
        }
        // Both kinds happen, or the generator is not doing its job.
        qInfo("%d planned, %d refused", planned, refused);
        QVERIFY(planned > 50);
        QVERIFY(refused > 50);
    }
};

QTEST_GUILESS_MAIN(TestRandomDesigns)
#include "tst_randomdesigns.moc"
