#include "core/bom/bombuilder.h"
#include "core/cabling/cabler.h"
#include "core/floor/floorplanner.h"
#include "core/design/projectfile.h"
#include "core/plan/pipeline.h"

#include "../common/bundledcatalogue.h"
#include "../common/fabricfixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <cmath>

using namespace fabric;

namespace {

const BomLine *findLine(const Bom &bom, const std::string &category, const std::string &partNumber)
{
    for (const BomLine &line : bom.lines)
        if (line.category == category && line.partNumber == partNumber)
            return &line;
    return nullptr;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b));
}

} // namespace

class TestBom : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Catalogue m_catalogue = load();

    Catalogue load()
    {
        return fixture::openCatalogue(m_dir.filePath(QStringLiteral("fixture.sqlite")).toStdString());
    }

    struct Priced
    {
        fixture::Fabric fabric;
        CablePlan cables;
        Bom bom;
        Diagnostics diagnostics;
    };

    Priced price(const Design &design, fixture::Shape shape = {.nodes = 8, .rails = 8, .suSize = 4, .spines = 2,
                                                              .appliances = 2})
    {
        Priced p;
        shape.platform = design.platform;
        shape.switchModel = design.switchModel.empty() ? "TSW" : design.switchModel;
        p.fabric = fixture::makeFabric(m_catalogue, shape);
        const FloorPlan floor = placeFloor(design, p.fabric.sizing, p.fabric.topology, p.diagnostics);
        p.cables = cableLinks(design, p.fabric.topology, floor, m_catalogue, p.diagnostics);
        p.bom = priceBom(design, p.fabric.sizing, p.fabric.topology, p.cables, m_catalogue, p.diagnostics);
        return p;
    }

    static Design design(const char *platform = "TNODE")
    {
        Design d;
        d.platform = platform;
        return d;
    }

private slots:
    void everyKindOfPartHasALine()
    {
        const Priced p = price(design());
        QVERIFY(!hasErrors(p.diagnostics));
        const BomLine *nodes = findLine(p.bom, "Compute", "TNODE");
        QVERIFY(nodes);
        QCOMPARE(nodes->quantity, 8);
        QCOMPARE(*nodes->unitPrice, 300000.0);
        QCOMPARE(findLine(p.bom, "Switches", "TSW-PN")->quantity, 2 * 8 + 2); // 2 SUs x 8 rails + 2 spines
        QCOMPARE(findLine(p.bom, "NICs", "TNIC")->quantity, 8 * 8);            // not included in TNODE
        QCOMPARE(findLine(p.bom, "Fabric managers", "TUFM")->quantity, 2);
        int media = 0;
        for (const BomLine &line : p.bom.lines)
            media += line.category == "Transceivers" || line.category == "Cables" || line.category == "Fibre";
        QVERIFY(media > 0);
        // Categories come in a fixed order, Compute first.
        QCOMPARE(p.bom.lines.front().category, std::string("Compute"));
        QVERIFY(!findLine(p.bom, "Spares", "TSW-PN"));

        double subtotal = 0.0, power = 0.0;
        for (const BomLine &line : p.bom.lines) {
            QVERIFY2(line.unitPrice, line.partNumber.c_str());
            subtotal += *line.extendedPrice();
            power += line.powerW;
        }
        QVERIFY(near(p.bom.cost.list, subtotal));
        QCOMPARE(p.bom.cost.net, p.bom.cost.list);
        QCOMPARE(p.bom.cost.unknownLines, 0);
        QVERIFY(near(p.bom.powerW, power));
        QVERIFY(near(p.bom.powerW - p.bom.networkPowerW, 8 * 10000.0));
    }

    void nicsOnlyWhereThePlatformLacksThem()
    {
        const Priced p = price(design("TNODE-UNKNOWN"));
        QVERIFY(!findLine(p.bom, "NICs", "TNIC"));
    }

    void unknownPricesAreExcludedWithAWarning()
    {
        Design d = design("TNODE-UNKNOWN");
        d.switchModel = "TSW-NOPRICE";
        const Priced p = price(d);
        const BomLine *switches = findLine(p.bom, "Switches", "TSW-NOPRICE-PN");
        QVERIFY(switches);
        QVERIFY(!switches->unitPrice.has_value());
        QVERIFY(!switches->extendedPrice().has_value());
        QVERIFY(switches->powerUnknown);
        QVERIFY(!findLine(p.bom, "Compute", "TNODE-UNKNOWN")->unitPrice.has_value());
        QCOMPARE(p.bom.cost.unknownLines, 2);
        QCOMPARE(p.bom.cost.unknownParts, (std::vector<std::string>{"TNODE-UNKNOWN", "TSW-NOPRICE-PN"}));

        double known = 0.0;
        for (const BomLine &line : p.bom.lines)
            known += line.extendedPrice().value_or(0.0);
        QVERIFY(known > 0.0);
        QVERIFY(near(p.bom.cost.list, known));
        const auto warning = std::find_if(p.diagnostics.begin(), p.diagnostics.end(), [](const Diagnostic &diag) {
            return diag.field == "pricing" && !diag.isError();
        });
        QVERIFY(warning != p.diagnostics.end());
        QVERIFY(warning->message().find("TSW-NOPRICE-PN") != std::string::npos);
        QVERIFY(warning->message().find("TNODE-UNKNOWN") != std::string::npos);
        QVERIFY(!hasErrors(p.diagnostics));
    }

    void pricesAreInTheDesignCurrency_data()
    {
        QTest::addColumn<QString>("currency");
        QTest::addColumn<double>("rate");
        QTest::newRow("USD") << "USD" << 1.0;
        QTest::newRow("CNY") << "CNY" << 7.0;
    }

    void pricesAreInTheDesignCurrency()
    {
        QFETCH(QString, currency);
        QFETCH(double, rate);
        const Priced usd = price(design());
        Design d = design();
        d.pricing.currency = currency.toStdString();
        const Priced p = price(d);
        QCOMPARE(p.bom.currency, currency.toStdString());
        QCOMPARE(*findLine(p.bom, "Switches", "TSW-PN")->unitPrice, 20000.0 * rate);
        QCOMPARE(*findLine(p.bom, "Compute", "TNODE")->unitPrice, 300000.0 * rate);
        QVERIFY(near(p.bom.cost.list, usd.bom.cost.list * rate));
        QVERIFY(near(p.bom.cost.net, usd.bom.cost.net * rate));
    }

    void unknownCurrencyIsAnError()
    {
        Design d = design();
        d.pricing.currency = "XYZ";
        const Priced p = price(d);
        QVERIFY(std::any_of(p.diagnostics.begin(), p.diagnostics.end(), [](const Diagnostic &diag) {
            return diag.isError() && diag.field == "pricing.currency" && diag.message().find("XYZ") != std::string::npos;
        }));
    }

    void discountComesOffTheSubtotal_data()
    {
        QTest::addColumn<double>("percent");
        QTest::newRow("none") << 0.0;
        QTest::newRow("12.5 %") << 12.5;
        QTest::newRow("all") << 100.0;
    }

    void discountComesOffTheSubtotal()
    {
        QFETCH(double, percent);
        Design d = design();
        d.pricing.discountPercent = percent;
        const Priced p = price(d);
        QVERIFY(p.bom.cost.list > 0.0);
        QVERIFY(near(p.bom.cost.discount, p.bom.cost.list * percent / 100.0));
        QVERIFY(near(p.bom.cost.net, p.bom.cost.list - p.bom.cost.discount));
        QCOMPARE(p.bom.cost.lines.front().discountPercent, percent);
    }

    void sparesRoundUpOnOpticsAndCables_data()
    {
        QTest::addColumn<double>("percent");
        QTest::newRow("none") << 0.0;
        QTest::newRow("1 %") << 1.0;
        QTest::newRow("10 %") << 10.0;
        QTest::newRow("33 %") << 33.0;
        QTest::newRow("100 %") << 100.0;
    }

    void sparesRoundUpOnOpticsAndCables()
    {
        QFETCH(double, percent);
        Design d = design();
        d.pricing.sparesPercent = percent;
        const Priced p = price(d);
        const Priced none = price(design());
        int spareLines = 0;
        for (const BomLine &line : p.bom.lines) {
            if (line.category == "Spares") {
                ++spareLines;
                continue;
            }
            const bool media = line.category == "Transceivers" || line.category == "Cables" || line.category == "Fibre";
            const BomLine *spare = findLine(p.bom, "Spares", line.partNumber);
            if (!media || percent == 0.0) {
                QVERIFY2(!spare, line.partNumber.c_str());
                continue;
            }
            QVERIFY2(spare, line.partNumber.c_str());
            QCOMPARE(spare->quantity, static_cast<int>(std::ceil(line.quantity * percent / 100.0)));
            QCOMPARE(*spare->unitPrice, *line.unitPrice);
        }
        QCOMPARE(spareLines > 0, percent > 0.0);
        double spares = 0.0;
        for (const BomLine &line : p.bom.lines)
            if (line.category == "Spares")
                spares += *line.extendedPrice();
        QVERIFY(near(p.bom.cost.list, none.bom.cost.list + spares));
    }

    // The cabler counts the units of cable and optics as it chooses each link's medium; a cable
    // plan without that tally (made by hand) is counted by a pass over its runs. Both must give
    // the same bill, and the cable units must be the runs that start a cable, shared cables once.
    // A part is one line of its network's bill, whatever tiers it serves: the storage fabric's
    // QM9700 were two lines (10 leaves, 4 spines) that read alike on the quote, one under the other.
    void aPartIsOneLineOfItsNetwork_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::newRow("the whole cluster, 4 SU") << "h100-4su-whole-cluster.json";
    }
    void aPartIsOneLineOfItsNetwork()
    {
        QFETCH(QString, sample);
        auto loaded = ProjectFile::load(std::string(FABRIC_SOURCE_DIR "/data/samples/") + sample.toStdString());
        QVERIFY2(loaded.ok(), loaded.error().c_str());
        const Plan plan = makePlan(*loaded, bundledCatalogue());
        QVERIFY(plan.ok());
        std::map<std::pair<std::string, std::string>, int> lines;
        for (const BomLine &line : plan.bom.lines)
            ++lines[{line.network, line.partNumber}];
        for (const auto &[key, count] : lines)
            QVERIFY2(count == 1, (key.second + " is " + std::to_string(count) + " lines of the " + key.first + " bill").c_str());
        for (const NetworkPlan &network : plan.networks)
            for (const auto &[model, count] : network.sizing.switchesByModel()) {
                const std::string part = bundledCatalogue().findSwitch(model)->partNumber();
                const auto line = std::find_if(plan.bom.lines.begin(), plan.bom.lines.end(), [&](const BomLine &l) {
                    return l.network == toString(network.role) && l.partNumber == part;
                });
                QVERIFY(line != plan.bom.lines.end());
                QCOMPARE(line->quantity, count);
            }
    }

    void theCablersTallyIsTheBillOfItsRuns_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("planes");
        QTest::addColumn<QString>("fabric");
        QTest::addColumn<double>("oversubscription");
        QTest::newRow("H100, 1 node") << "DGX-H100" << 1 << 1 << "infiniband" << 1.0;
        QTest::newRow("H100, 127 nodes") << "DGX-H100" << 127 << 1 << "infiniband" << 1.0;
        QTest::newRow("H100, 1,000 nodes, three tiers") << "DGX-H100" << 1000 << 1 << "infiniband" << 1.0;
        QTest::newRow("B200, 512 nodes, 4 planes") << "DGX-B200" << 512 << 4 << "infiniband" << 1.0;
        QTest::newRow("B300, 100 nodes") << "DGX-B300" << 100 << 1 << "infiniband" << 1.0;
        QTest::newRow("H100, 300 nodes, RoCE 2:1") << "DGX-H100" << 300 << 1 << "ethernet" << 2.0;
        QTest::newRow("B300, 5,000 nodes, three tiers") << "DGX-B300" << 5000 << 1 << "infiniband" << 1.0;
    }

    void theCablersTallyIsTheBillOfItsRuns()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(int, planes);
        QFETCH(QString, fabric);
        QFETCH(double, oversubscription);
        Design d;
        d.platform = platform.toStdString();
        d.nodes = nodes;
        d.planes = planes;
        d.fabric = fabric == "ethernet" ? Technology::Ethernet : Technology::InfiniBand;
        d.oversubscription = oversubscription;
        const Catalogue &catalogue = bundledCatalogue();
        const Plan plan = makePlan(d, catalogue);
        QVERIFY2(!hasErrors(plan.diagnostics), plan.diagnostics.empty() ? "" : plan.diagnostics.front().message().c_str());
        QVERIFY(plan.compute().cables.tally.covers(plan.compute().topology.links.size()));

        // Every network's runs tallied again by hand: the bill must come out the same.
        std::vector<NetworkPlan> byHand = plan.networks;
        for (NetworkPlan &network : byHand) {
            QVERIFY(network.cables.tally.covers(network.topology.links.size()));
            network.cables.tally = MediaTally();
        }
        Diagnostics diagnostics;
        const Bom recounted = priceClusterBom(plan.design, byHand, plan.floor, catalogue, diagnostics);
        QCOMPARE(recounted.lines.size(), plan.bom.lines.size());
        for (std::size_t i = 0; i < recounted.lines.size(); ++i) {
            QCOMPARE(recounted.lines[i].partNumber, plan.bom.lines[i].partNumber);
            QCOMPARE(recounted.lines[i].quantity, plan.bom.lines[i].quantity);
            QCOMPARE(recounted.lines[i].network, plan.bom.lines[i].network);
        }

        long long cableUnits = 0, billed = 0;
        for (const NetworkPlan &network : plan.networks)
            for (const CableRun &run : network.cables.runs)
                cableUnits += run.carried() && run.countsCableUnit();
        for (const BomLine &line : plan.bom.lines)
            if (line.category == "Cables" || line.category == "Fibre")
                billed += line.quantity;
        QVERIFY(cableUnits > 0);
        QCOMPARE(billed, cableUnits);
    }
};

QTEST_GUILESS_MAIN(TestBom)
#include "tst_bom.moc"
