#include "core/bom/bombuilder.h"
#include "core/cabling/cabler.h"
#include "core/cabling/cageindex.h"
#include "core/catalogue/mediatable.h"
#include "core/floor/floorplanner.h"
#include "core/model/fabricprofile.h"
#include "core/model/modelparameters.h"
#include "core/plan/pipeline.h"
#include "core/report/texttable.h"
#include "core/report/planreport.h"

#include "../common/bundledcatalogue.h"
#include "../common/fabricfixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <set>

using namespace fabric;

Q_DECLARE_METATYPE(fabric::SwitchPlacement)

namespace {

// Two or more devices in racks of one row at chosen x positions; link lengths are then exactly
// the horizontal distance when rises, drops and slack are zeroed.
struct Layout
{
    Topology topology;
    FloorPlan floor;

    int add(const std::string &name, DeviceKind kind, const std::string &model, int portsPerCage, double xM,
            int unit = 1)
    {
        const int id = topology.addDevice({kind, name, model, Tier::Leaf, 0, -1, 0, 8, portsPerCage});
        Rack rack;
        rack.id = static_cast<int>(floor.racks.size());
        rack.name = name;
        rack.position = rack.id;
        rack.xM = xM;
        floor.racks.push_back(rack);
        floor.placements.push_back({rack.id, unit, 1});
        return id;
    }

    void link(int a, int portA, int b, int portB, int speed = 400)
    {
        topology.addLink({a, portA}, {b, portB}, speed, 0, LinkTier::NodeLeaf);
    }
};

Design flatDesign()
{
    Design design;
    design.cabling.rackHeightM = 0.0;
    design.cabling.trayHeightM = 0.0;
    design.cabling.slackM = 0.0;
    design.cabling.slackPercent = 0.0;
    return design;
}

bool mentions(const Diagnostics &diagnostics, const std::string &text)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [&](const Diagnostic &d) { return d.message().find(text) != std::string::npos; });
}

int quantityOf(const Bom &bom, const std::string &category, const std::string &partNumber)
{
    int quantity = 0;
    for (const BomLine &line : bom.lines)
        if (line.category == category && line.partNumber == partNumber)
            quantity += line.quantity;
    return quantity;
}

} // namespace

class TestCabling : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Catalogue m_catalogue = load("fixture", fixture::kDefaultPreference);
    Catalogue m_opticsFirst = load("optics", "INSERT INTO media_preference (rank, kind, fibre_type) VALUES "
                                             "(1, 'aoc', NULL), (2, 'dac', NULL), (3, 'transceiver', 'SMF');");
    Catalogue m_multimode = load("multimode", "INSERT INTO media_preference (rank, kind, fibre_type) VALUES "
                                              "(1, 'transceiver', 'MMF');");

    Catalogue load(const char *name, const char *preference)
    {
        return fixture::openCatalogue(
            m_dir.filePath(QString::fromLatin1(name) + QStringLiteral(".sqlite")).toStdString(), preference);
    }

    // Every carried run is within the reach of every part on it; returns how many runs it checked.
    static int checkReach(const CablePlan &plan)
    {
        int checked = 0;
        for (std::size_t link = 0; link < plan.runs.size(); ++link) {
            const CableRun &run = plan.runs[link];
            if (!run.carried())
                continue;
            ++checked;
            const CableMedium &medium = plan.mediumOf(run);
            const std::string where = "link " + std::to_string(link) + " " + std::string(medium.cablePn());
            if (!medium.cable || plan.orderedLengthM(link) < run.runLengthM()) {
                QTest::qFail(where.c_str(), __FILE__, __LINE__);
                return -1;
            }
            const Medium &cable = *medium.cable;
            const bool copper = cable.kind == MediaKind::Dac || cable.kind == MediaKind::Acc;
            const bool fits = cable.lengthM && *cable.lengthM >= run.runLengthM() &&
                              (!medium.transceiverA || medium.transceiverA->maxDistanceM() >= run.runLengthM()) &&
                              (!medium.transceiverB || medium.transceiverB->maxDistanceM() >= run.runLengthM()) &&
                              (medium.kindName() != "transceiver" || cable.kind == MediaKind::Fibre) &&
                              (medium.kindName() == "transceiver" || toString(cable.kind) == medium.kindName());
            if (!fits || (copper && *cable.lengthM < run.runLengthM())) {
                QTest::qFail(("beyond reach: " + where).c_str(), __FILE__, __LINE__);
                return -1;
            }
        }
        return checked;
    }

private slots:
    void lengthsFollowTheFloor_data()
    {
        QTest::addColumn<double>("xB");
        QTest::addColumn<int>("rowB");
        QTest::addColumn<int>("unitA");
        QTest::addColumn<int>("unitB");
        QTest::addColumn<bool>("sameRack");
        QTest::addColumn<double>("expected");
        // Rack top 2.0 m + tray 0.5 m; 1 U = 44.45 mm, a port at the middle of its unit; the
        // run is rise + Manhattan distance + drop, plus 10 % and 1 m.
        const double u1 = 2.5 - 0.5 * 0.04445;
        const double u11 = 2.5 - 10.5 * 0.04445;
        QTest::newRow("next rack") << 0.6 << 0 << 1 << 1 << false << (2 * u1 + 0.6) * 1.1 + 1.0;
        QTest::newRow("along the row") << 6.0 << 0 << 1 << 11 << false << (u1 + 6.0 + u11) * 1.1 + 1.0;
        QTest::newRow("across two rows") << 3.0 << 2 << 1 << 1 << false << (2 * u1 + 3.0 + 2 * 2.4) * 1.1 + 1.0;
        QTest::newRow("same rack") << 0.0 << 0 << 1 << 11 << true << (10 * 0.04445) * 1.1 + 1.0;
    }

    void lengthsFollowTheFloor()
    {
        QFETCH(double, xB);
        QFETCH(int, rowB);
        QFETCH(int, unitA);
        QFETCH(int, unitB);
        QFETCH(bool, sameRack);
        QFETCH(double, expected);
        Design design; // default cabling: tray 0.5 m over 2.0 m racks, 1 m + 10 % slack
        Layout layout;
        const int a = layout.add("a", DeviceKind::Switch, "TSW", 1, 0.0, unitA);
        const int b = layout.add("b", DeviceKind::Switch, "TSW", 1, xB, unitB);
        layout.floor.racks[1].yM = rowB * 2.4;
        layout.floor.racks[1].row = rowB;
        if (sameRack)
            layout.floor.placements[1].rack = 0;
        layout.link(a, 1, b, 1);
        Diagnostics diagnostics;
        const CablePlan plan = cableLinks(design, layout.topology, layout.floor, m_catalogue, diagnostics);
        QCOMPARE(plan.runs.size(), std::size_t(1));
        QVERIFY(std::abs(plan.runs[0].runLengthM() - expected) < 1e-9);
        QVERIFY(plan.orderedLengthM(0) >= plan.runs[0].runLengthM());
    }

    void mediaFollowThePreferenceRanks_data()
    {
        QTest::addColumn<QString>("preference");
        QTest::addColumn<double>("distance");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("cable");
        QTest::addColumn<QString>("transceiver");
        QTest::addColumn<double>("ordered");
        const QString normal = QStringLiteral("default");
        QTest::newRow("0.5 m: passive copper") << normal << 0.5 << "dac" << "DAC-1" << "" << 1.0;
        QTest::newRow("2.5 m: longest passive copper") << normal << 2.5 << "dac" << "DAC-3" << "" << 3.0;
        QTest::newRow("3.5 m: active copper") << normal << 3.5 << "acc" << "ACC-4" << "" << 4.0;
        QTest::newRow("5 m exactly") << normal << 5.0 << "acc" << "ACC-5" << "" << 5.0;
        QTest::newRow("7 m: AOC") << normal << 7.0 << "aoc" << "AOC-10" << "" << 10.0;
        QTest::newRow("25 m: AOC") << normal << 25.0 << "aoc" << "AOC-30" << "" << 30.0;
        QTest::newRow("40 m: multimode") << normal << 40.0 << "transceiver" << "MMF-50" << "MM-ONE" << 50.0;
        QTest::newRow("120 m: single-mode") << normal << 120.0 << "transceiver" << "SMF-500" << "SM-ONE" << 500.0;
        const QString optics = QStringLiteral("optics first");
        QTest::newRow("optics first, 0.5 m") << optics << 0.5 << "aoc" << "AOC-10" << "" << 10.0;
        QTest::newRow("optics first, 40 m") << optics << 40.0 << "transceiver" << "SMF-100" << "SM-ONE" << 100.0;
        QTest::newRow("optics first, 200 m") << optics << 200.0 << "transceiver" << "SMF-500" << "SM-ONE" << 500.0;
    }

    void mediaFollowThePreferenceRanks()
    {
        QFETCH(QString, preference);
        QFETCH(double, distance);
        QFETCH(QString, kind);
        QFETCH(QString, cable);
        QFETCH(QString, transceiver);
        QFETCH(double, ordered);
        const Catalogue &catalogue = preference == QStringLiteral("default") ? m_catalogue : m_opticsFirst;
        Layout layout;
        const int a = layout.add("a", DeviceKind::Switch, "TSW", 1, 0.0);
        const int b = layout.add("b", DeviceKind::Switch, "TSW", 1, distance);
        layout.link(a, 1, b, 1);
        Diagnostics diagnostics;
        const CablePlan plan = cableLinks(flatDesign(), layout.topology, layout.floor, catalogue, diagnostics);
        QVERIFY(!hasErrors(diagnostics));
        const CableRun &run = plan.runs.at(0);
        const CableMedium &medium = plan.mediumOf(run);
        QCOMPARE(QString::fromUtf8(std::string(medium.kindName())), kind);
        QCOMPARE(QString::fromUtf8(std::string(medium.cablePn())), cable);
        QCOMPARE(QString::fromUtf8(std::string(medium.transceiverPnA())), transceiver);
        QCOMPARE(QString::fromUtf8(std::string(medium.transceiverPnB())), transceiver);
        QCOMPARE(plan.orderedLengthM(0), ordered);
        QCOMPARE(run.runLengthM(), distance);
        QCOMPARE(plan.uncarriedLinks, 0);
    }

    // The cabler remembers choices by length interval; every link of a long row of lengths gets the
    // medium a plan of that one link alone gets.
    void manyLinksChooseAsOneLinkAlone_data()
    {
        QTest::addColumn<QString>("preference");
        QTest::newRow("default") << QStringLiteral("default");
        QTest::newRow("optics first") << QStringLiteral("optics first");
        QTest::newRow("multimode only") << QStringLiteral("multimode");
    }

    void manyLinksChooseAsOneLinkAlone()
    {
        QFETCH(QString, preference);
        const Catalogue &catalogue = preference == QStringLiteral("default")        ? m_catalogue
                                     : preference == QStringLiteral("optics first") ? m_opticsFirst
                                                                                   : m_multimode;
        // Lengths on both sides of every sold length and reach, and in between.
        std::vector<double> lengths;
        for (double d = 0.05; d < 650.0; d = d * 1.07 + 0.013)
            lengths.push_back(d);
        for (double sold : {1.0, 3.0, 4.0, 5.0, 10.0, 30.0, 50.0, 100.0, 500.0})
            for (double delta : {-1e-9, 0.0, 1e-9})
                lengths.push_back(sold + delta);

        Layout many;
        const int hub = many.add("hub", DeviceKind::Switch, "TSW", 1, 0.0);
        for (std::size_t i = 0; i < lengths.size(); ++i) {
            const int far = many.add("far-" + std::to_string(i), DeviceKind::Switch, "TSW", 1, lengths[i]);
            many.link(hub, static_cast<int>(i) + 1, far, 1);
        }
        Diagnostics diagnostics;
        const CablePlan plan = cableLinks(flatDesign(), many.topology, many.floor, catalogue, diagnostics);
        QCOMPARE(plan.runs.size(), lengths.size());
        for (std::size_t i = 0; i < lengths.size(); ++i) {
            Layout one;
            const int a = one.add("a", DeviceKind::Switch, "TSW", 1, 0.0);
            const int b = one.add("b", DeviceKind::Switch, "TSW", 1, lengths[i]);
            one.link(a, 1, b, 1);
            Diagnostics alone;
            const CablePlan single = cableLinks(flatDesign(), one.topology, one.floor, catalogue, alone);
            const CableMedium &expected = single.mediumOf(single.runs.at(0));
            const CableMedium &got = plan.mediumOf(plan.runs[i]);
            const std::string where = std::to_string(lengths[i]) + " m: " + std::string(got.cablePn()) + " vs " +
                                      std::string(expected.cablePn());
            QVERIFY2(got == expected, where.c_str());
            QCOMPARE(plan.orderedLengthM(i), single.orderedLengthM(0));
        }
    }

    void aLinkNothingCarriesIsAnErrorNamingIt()
    {
        Layout layout;
        const int a = layout.add("leaf-7", DeviceKind::Switch, "TSW", 2, 0.0);
        const int b = layout.add("spine-3", DeviceKind::Switch, "TSW", 2, 600.0);
        layout.link(a, 3, b, 4);
        Diagnostics diagnostics;
        const CablePlan plan = cableLinks(flatDesign(), layout.topology, layout.floor, m_catalogue, diagnostics);
        QCOMPARE(plan.uncarriedLinks, 1);
        QVERIFY(!plan.runs[0].carried());
        QVERIFY(hasErrors(diagnostics));
        QVERIFY(mentions(diagnostics, "link 1 (leaf-7 port 2/1 to spine-3 port 2/2, 400 Gb/s, 600.0 m)"));
    }

    void splitCablesServeATwinCageWhenBothLinksFit_data()
    {
        QTest::addColumn<double>("first");
        QTest::addColumn<double>("second");
        QTest::addColumn<QString>("cableFirst");
        QTest::addColumn<QString>("cableSecond");
        QTest::addColumn<int>("splitUnits");
        QTest::newRow("both within 1 m") << 0.5 << 0.8 << "SPLIT-1" << "SPLIT-1" << 1;
        QTest::newRow("longest decides") << 0.5 << 1.6 << "SPLIT-2" << "SPLIT-2" << 1;
        QTest::newRow("one beyond the splitter") << 0.5 << 2.5 << "DAC-1" << "DAC-3" << 0;
    }

    void splitCablesServeATwinCageWhenBothLinksFit()
    {
        QFETCH(double, first);
        QFETCH(double, second);
        QFETCH(QString, cableFirst);
        QFETCH(QString, cableSecond);
        QFETCH(int, splitUnits);
        Layout layout;
        const int leaf = layout.add("leaf", DeviceKind::Switch, "TSW", 2, 0.0);
        const int n1 = layout.add("n1", DeviceKind::Node, "TSERVER", 1, first);
        const int n2 = layout.add("n2", DeviceKind::Node, "TSERVER", 1, second);
        layout.link(n1, 1, leaf, 1);
        layout.link(n2, 1, leaf, 2);
        Diagnostics diagnostics;
        Design design = flatDesign();
        design.platform = "TSERVER";
        const CablePlan plan = cableLinks(design, layout.topology, layout.floor, m_catalogue, diagnostics);
        QVERIFY(!hasErrors(diagnostics));
        QCOMPARE(QString::fromUtf8(std::string(plan.mediumOf(plan.runs[0]).cablePn())), cableFirst);
        QCOMPARE(QString::fromUtf8(std::string(plan.mediumOf(plan.runs[1]).cablePn())), cableSecond);
        QVERIFY(!plan.runs[0].sharesCable); // the lower link starts the unit
        QCOMPARE(plan.runs[1].sharesCable, splitUnits != 0);
        QCOMPARE(checkReach(plan), 2);
        const Bom bom = priceBom(design, Sizing{}, layout.topology, plan, m_catalogue, diagnostics);
        QCOMPARE(quantityOf(bom, "Cables", cableFirst.toStdString()) +
                     (cableFirst == cableSecond ? 0 : quantityOf(bom, "Cables", cableSecond.toStdString())),
                 splitUnits ? 1 : 2);
    }

    void twinPortTransceiversAreCountedPerCage_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("rails");
        QTest::addColumn<int>("suSize");
        QTest::newRow("full cages") << 8 << 8 << 4;
        QTest::newRow("odd rails: a half-used cage per node") << 6 << 3 << 3;
        QTest::newRow("odd SU: a half-used leaf cage") << 10 << 2 << 5;
        QTest::newRow("one rail") << 4 << 1 << 4;
    }

    void twinPortTransceiversAreCountedPerCage()
    {
        QFETCH(int, nodes);
        QFETCH(int, rails);
        QFETCH(int, suSize);
        const Catalogue &optics = m_multimode;
        auto fabric = fixture::makeFabric(optics, {.nodes = nodes, .rails = rails, .suSize = suSize, .spines = 2});
        Design design;
        design.platform = "TNODE";
        Diagnostics diagnostics;
        const FloorPlan floor = placeFloor(design, fabric.sizing, fabric.topology, diagnostics);
        const CablePlan plan = cableLinks(design, fabric.topology, floor, optics, diagnostics);
        QVERIFY(!hasErrors(diagnostics));
        QCOMPARE(checkReach(plan), static_cast<int>(fabric.topology.links.size()));

        // One twin-port unit per used cage of 2 ports, at either end of every link.
        std::set<std::pair<int, int>> cages;
        for (const Link &l : fabric.topology.links) {
            cages.insert({l.a().device, (l.a().port - 1) / 2});
            cages.insert({l.b().device, (l.b().port - 1) / 2});
        }
        const Bom bom = priceBom(design, fabric.sizing, fabric.topology, plan, optics, diagnostics);
        QCOMPARE(quantityOf(bom, "Transceivers", "MM-TWIN"), static_cast<int>(cages.size()));
        QCOMPARE(quantityOf(bom, "Transceivers", "MM-ONE"), 0);
        QCOMPARE(quantityOf(bom, "Fibre", "MMF-10") + quantityOf(bom, "Fibre", "MMF-30") +
                     quantityOf(bom, "Fibre", "MMF-50"),
                 static_cast<int>(fabric.topology.links.size()));
    }

    void aCageWithTwoKindsOfOpticsNeedsTwoUnits_data()
    {
        QTest::addColumn<double>("far");
        QTest::addColumn<int>("multimode");
        QTest::addColumn<int>("singleMode");
        QTest::newRow("both multimode: one twin unit") << 40.0 << 3 << 0;
        QTest::newRow("one single-mode: a unit each") << 200.0 << 2 << 2;
    }

    void aCageWithTwoKindsOfOpticsNeedsTwoUnits()
    {
        QFETCH(double, far);
        QFETCH(int, multimode);
        QFETCH(int, singleMode);
        Layout layout;
        const int hub = layout.add("hub", DeviceKind::Switch, "TSW", 2, 0.0);
        const int near = layout.add("near", DeviceKind::Switch, "TSW", 2, 35.0); // past the AOCs
        const int distant = layout.add("distant", DeviceKind::Switch, "TSW", 2, far);
        layout.link(near, 1, hub, 1);
        layout.link(distant, 1, hub, 2);
        Diagnostics diagnostics;
        const CablePlan plan = cableLinks(flatDesign(), layout.topology, layout.floor, m_catalogue, diagnostics);
        QVERIFY(!hasErrors(diagnostics));
        const Bom bom = priceBom(flatDesign(), Sizing{}, layout.topology, plan, m_catalogue, diagnostics);
        QCOMPARE(quantityOf(bom, "Transceivers", "MM-TWIN"), multimode);
        QCOMPARE(quantityOf(bom, "Transceivers", "SM-TWIN"), singleMode);
    }

    void noPassiveCopperBeyondItsReach_data()
    {
        QTest::addColumn<QString>("catalogue");
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<int>("speed");
        QTest::addColumn<bool>("ethernet");
        QTest::newRow("fixture") << "fixture" << "TNODE" << "TSW" << 400 << false;
        QTest::newRow("fixture servers") << "fixture" << "TSERVER" << "TSW" << 400 << false;
        QTest::newRow("real DGX-H100 QM9700") << "real" << "DGX-H100" << "QM9700" << 400 << false;
        QTest::newRow("real DGX-B200 SN5600") << "real" << "DGX-B200" << "SN5600" << 400 << true;
        QTest::newRow("real DGX-A100 QM8700") << "real" << "DGX-A100" << "QM8700" << 200 << false;
        QTest::newRow("real generic-server SN2700") << "real" << "generic-server" << "SN2700" << 100 << true;
        QTest::newRow("real DGX-B300 Q3400-RA") << "real" << "DGX-B300" << "Q3400-RA" << 800 << false;
    }

    void noPassiveCopperBeyondItsReach()
    {
        QFETCH(QString, catalogue);
        QFETCH(QString, platform);
        QFETCH(QString, switchModel);
        QFETCH(int, speed);
        QFETCH(bool, ethernet);
        std::optional<Catalogue> real;
        if (catalogue == QStringLiteral("real")) {
            auto opened = Catalogue::open(Catalogue::bundledPath());
            if (!opened || opened->media().empty())
                QSKIP("the bundled catalogue has no media yet");
            real = std::move(*opened);
        }
        const Catalogue &c = real ? *real : m_catalogue;
        const Platform *p = c.findPlatform(platform.toStdString());
        const SwitchModel *s = c.findSwitch(switchModel.toStdString());
        QVERIFY(p && s);
        const int switchPpc = s->modeFor(speed) ? std::max(1, s->modeFor(speed)->ports / s->cages) : 1;

        const SwitchPlacement placements[] = {SwitchPlacement::Automatic, SwitchPlacement::InRack,
                                              SwitchPlacement::MiddleOfRow, SwitchPlacement::CentralRow};
        int designs = 0, runs = 0, copper = 0;
        for (int nodes : {1, 3, 17, 40, 95})
            for (SwitchPlacement placement : placements)
                for (double slack : {0.0, 2.0})
                    for (int racksPerRow : {4, 12}) {
                        Design design;
                        design.platform = p->name;
                        design.fabric = ethernet ? Technology::Ethernet : Technology::InfiniBand;
                        design.floor.placement = placement;
                        design.floor.racksPerRow = racksPerRow;
                        design.floor.rackPowerKw = 30.0 + 10.0 * (nodes % 3);
                        design.cabling.slackM = slack;
                        design.cabling.slackPercent = 5.0 * slack;
                        const int rails = std::min(p->computePorts, 8);
                        auto fabric = fixture::makeFabric(
                            c, {.nodes = nodes, .rails = rails, .suSize = std::min(16, std::max(1, nodes)),
                                .spines = 2, .cores = nodes > 30 ? 2 : 0, .platform = p->name,
                                .switchModel = s->model, .speedGbps = speed, .switchPortsPerCage = switchPpc});
                        Diagnostics diagnostics;
                        const FloorPlan floor = placeFloor(design, fabric.sizing, fabric.topology, diagnostics);
                        const CablePlan plan = cableLinks(design, fabric.topology, floor, c, diagnostics);
                        const int checked = checkReach(plan);
                        QVERIFY(checked >= 0);
                        QCOMPARE(checked + plan.uncarriedLinks, static_cast<int>(fabric.topology.links.size()));
                        QCOMPARE(plan.uncarriedLinks > 0, mentions(diagnostics, "no medium in the catalogue"));
                        for (const CableRun &run : plan.runs)
                            copper += plan.mediumOf(run).kindName() == "dac" || plan.mediumOf(run).kindName() == "acc" ? 1 : 0;
                        runs += checked;
                        ++designs;
                    }
        QVERIFY(designs >= 80);
        QVERIFY(runs > 1000);
        // Where no copper of this speed is for sale (HDR: MCP1650-H and MCP7Y60-H are on NVIDIA's
        // no-longer-for-sale list) none may be ordered; elsewhere copper must show up, or the reach
        // check above proved nothing.
        bool copperForSale = false;
        const Technology technology = ethernet ? Technology::Ethernet : Technology::InfiniBand;
        for (const Medium &m : c.media())
            copperForSale = copperForSale || ((m.kind == MediaKind::Dac || m.kind == MediaKind::Acc) && m.forSale &&
                                              m.carries(speed) && m.supports(technology));
        if (copperForSale)
            QVERIFY2(copper > 0, "no design used copper at all: the check above proved nothing");
        else
            QCOMPARE(copper, 0);
    }

    void noPassiveCopperBeyondItsReachInPlannedDesigns_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("fabric");
        for (const char *platform : {"DGX-H100", "DGX-B200", "DGX-A100", "generic-server"})
            for (const char *fabric : {"infiniband", "ethernet"})
                QTest::addRow("%s on %s", platform, fabric) << platform << fabric;
    }

    // The whole pipeline on the real catalogue: sized, wired, placed and cabled designs.
    void noPassiveCopperBeyondItsReachInPlannedDesigns()
    {
        QFETCH(QString, platform);
        QFETCH(QString, fabric);
        auto opened = Catalogue::open(Catalogue::bundledPath());
        if (!opened || opened->media().empty())
            QSKIP("the bundled catalogue has no media yet");
        int planned = 0;
        for (int nodes : {2, 16, 31, 100, 256})
            for (SwitchPlacement placement : {SwitchPlacement::Automatic, SwitchPlacement::InRack,
                                              SwitchPlacement::CentralRow})
                for (double oversubscription : {1.0, 2.0}) {
                    Design design;
                    design.platform = platform.toStdString();
                    design.fabric = *technologyFromString(fabric.toStdString());
                    design.nodes = nodes;
                    design.oversubscription = oversubscription;
                    design.floor.placement = placement;
                    design.floor.racksPerRow = 6 + nodes % 5;
                    const Plan plan = makePlan(design, *opened);
                    if (plan.compute().cables.runs.empty())
                        continue; // a design this catalogue cannot size: not this test's business
                    QCOMPARE(plan.compute().cables.runs.size(), plan.compute().topology.links.size());
                    QVERIFY(checkReach(plan.compute().cables) >= 0);
                    ++planned;
                }
        QVERIFY2(planned > 0, "no design could be planned");
    }

    void splitterTailsEndInCagesOfOnePort_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("fabric");
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<int>("speed");
        QTest::addColumn<bool>("splittersExpected");
        // HDR100: a split QSFP56 cage at the leaf, a splitter to two servers.
        QTest::newRow("generic, one HDR100 leaf") << "generic-server" << 40 << "infiniband" << "" << 0 << true;
        // Two tiers of split HDR100 cages: a splitter from a leaf cage would put its tails into
        // the spines' split cages, two plugs to a cage.
        QTest::newRow("generic, HDR100 leaf and spine") << "generic-server" << 100 << "infiniband" << "" << 0 << true;
        QTest::newRow("DGX-H100, twin-port node cages") << "DGX-H100" << 2 << "infiniband" << "" << 0 << false;
        QTest::newRow("DGX-H100, one SU") << "DGX-H100" << 31 << "infiniband" << "" << 0 << false;
        QTest::newRow("generic at 400G on SN5600") << "generic-server" << 60 << "ethernet" << "SN5600" << 400 << false;
        QTest::newRow("generic at 200G on SN5600") << "generic-server" << 300 << "ethernet" << "SN5600" << 200 << false;
    }

    // A cage takes one plug. A splitter's tails each carry one link, so each must end in a cage of
    // one port; its head serves the whole (split or twin) cage at the other end.
    void splitterTailsEndInCagesOfOnePort()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(QString, fabric);
        QFETCH(QString, switchModel);
        QFETCH(int, speed);
        QFETCH(bool, splittersExpected);
        auto opened = Catalogue::open(Catalogue::bundledPath());
        QVERIFY(opened);
        Design design;
        design.platform = platform.toStdString();
        design.nodes = nodes;
        design.fabric = *technologyFromString(fabric.toStdString());
        design.switchModel = switchModel.toStdString();
        if (speed > 0)
            design.linkSpeedGbps = speed;
        const Plan plan = makePlan(design, *opened);
        QVERIFY(!plan.compute().cables.runs.empty());
        int splitterRuns = 0;
        for (std::size_t i = 0; i < plan.compute().topology.links.size(); ++i) {
            const CableMedium &medium = plan.compute().cables.mediumOf(plan.compute().cables.runs[i]);
            if (!medium.carries() || !medium.cable->isSplitter())
                continue;
            ++splitterRuns;
            const Link &link = plan.compute().topology.links[i];
            const int cageA = plan.compute().topology.device(link.a().device).portsPerCage;
            const int cageB = plan.compute().topology.device(link.b().device).portsPerCage;
            QVERIFY2(std::min(cageA, cageB) == 1,
                     qPrintable(QStringLiteral("link %1: %2 ends in cages of %3 and %4 ports")
                                    .arg(i)
                                    .arg(QString::fromStdString(medium.cable->partNumber))
                                    .arg(cageA)
                                    .arg(cageB)));
        }
        QCOMPARE(splitterRuns > 0, splittersExpected);
    }

    void opticsThatDoNotFitTheirCagesAreWarned_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<bool>("misfitsExpected");
        // NVIDIA's RA parts fit both ends.
        QTest::newRow("DGX-H100, 127 nodes") << "DGX-H100" << 1016 << "" << false;
        // HDR QSFP56 adapters on NDR200 cages of four ports: the catalogue has no optic that fits.
        QTest::newRow("DGX-A100 on NDR200") << "DGX-A100" << 512 << "QM9700" << true;
        // The UFM's OSFP cage to an HDR leaf's QSFP56 cage: the catalogue's only QSFP56 optic (FR4,
        // duplex LC) mates with no OSFP optic on sale (their fibre ends are MPO), so even beside the
        // leaves the plan lists a mated pair that does not fit the leaf's cage, and warns.
        QTest::newRow("DGX-A100 on HDR") << "DGX-A100" << 512 << "QM8790" << true;
        // The UFM racked beside SU 1's leaves takes the RA's parts, even in a hall (from the
        // central row across the hall only a QSFP56 single-mode optic reached).
        QTest::newRow("DGX-B300, 131,072 GPUs") << "DGX-B300" << 131072 << "" << false;
    }

    // The plan keeps the nearest optic rather than no plan at all, but never silently: it counts
    // every link whose optic a cage does not take, and warns with that count.
    void opticsThatDoNotFitTheirCagesAreWarned()
    {
        QFETCH(QString, platform);
        QFETCH(int, gpus);
        QFETCH(QString, switchModel);
        QFETCH(bool, misfitsExpected);
        auto opened = Catalogue::open(Catalogue::bundledPath());
        QVERIFY(opened);
        const Catalogue &catalogue = *opened;
        Design design;
        design.platform = platform.toStdString();
        design.gpus = gpus;
        design.switchModel = switchModel.toStdString();
        const Plan plan = makePlan(design, catalogue);
        QVERIFY(plan.ok());
        const auto cageOf = [&](int id) -> std::string {
            const Device &d = plan.compute().topology.device(id);
            if (d.kind == DeviceKind::Node)
                return catalogue.findPlatform(design.platform)->nodeCageType;
            if (d.kind == DeviceKind::Switch)
                return catalogue.findSwitch(d.model)->cageType;
            return catalogue.findAppliance(d.model)->cageType;
        };
        // Fibre ends mate when they are the same connector, or one leaves the polish (/APC) unsaid.
        const auto mate = [](const std::string &x, const std::string &y) {
            if (x.empty() || y.empty() || x == y)
                return true;
            const bool polished = x.find('/') != std::string::npos && y.find('/') != std::string::npos;
            return !polished && x.substr(0, x.find('/')) == y.substr(0, y.find('/'));
        };
        int misfits = 0;
        for (std::size_t i = 0; i < plan.compute().topology.links.size(); ++i) {
            const CableMedium &m = plan.compute().cables.mediumOf(plan.compute().cables.runs[i]);
            if (m.kind != MediaKind::Transceiver || !m.carries())
                continue;
            // A link of two optics works only when they and the fibre between them mate.
            const std::string &end = m.transceiverA->fibreConnector;
            QVERIFY2(mate(end, m.transceiverB->fibreConnector) && mate(end, m.cable->connector)
                         && mate(m.transceiverB->fibreConnector, m.cable->connector),
                     (m.transceiverA->partNumber + " / " + m.cable->partNumber + " / " + m.transceiverB->partNumber).c_str());
            const Link &l = plan.compute().topology.links[i];
            if (!plugFits(m.transceiverA->connector, cageOf(l.a().device)) ||
                !plugFits(m.transceiverB->connector, cageOf(l.b().device)))
                ++misfits;
        }
        QCOMPARE(plan.compute().cables.misfitLinks, misfits);
        QCOMPARE(misfits > 0, misfitsExpected);
        const auto warning = std::find_if(plan.diagnostics.begin(), plan.diagnostics.end(), [](const Diagnostic &d) {
            return d.field == "cabling" && !d.isError();
        });
        QCOMPARE(warning != plan.diagnostics.end(), misfitsExpected);
        if (misfitsExpected)
            QVERIFY2(warning->message().rfind(formatGrouped(misfits) + (misfits == 1 ? " link has" : " links have"), 0) == 0,
                     warning->message().c_str());
    }

    void subnetManagerLinksAreAsShortAsAnSusOwn_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<SwitchPlacement>("placement");
        QTest::newRow("DGX-H100, 4 SUs") << "DGX-H100" << 1016 << SwitchPlacement::Automatic;
        QTest::newRow("DGX-H100, 4 SUs, middle of row") << "DGX-H100" << 1016 << SwitchPlacement::MiddleOfRow;
        QTest::newRow("DGX-H100, 4 SUs, in rack") << "DGX-H100" << 1016 << SwitchPlacement::InRack;
        QTest::newRow("DGX-A100, 512 GPUs") << "DGX-A100" << 512 << SwitchPlacement::Automatic;
        QTest::newRow("DGX-B300, 16,384 GPUs") << "DGX-B300" << 16384 << SwitchPlacement::Automatic;
        QTest::newRow("DGX-B300, 131,072 GPUs") << "DGX-B300" << 131072 << SwitchPlacement::Automatic;
    }

    // The UFM appliance takes node slots of SU 1 and ports on its leaves: it is racked with them,
    // so none of its links runs further than the SU's own node cables.
    void subnetManagerLinksAreAsShortAsAnSusOwn()
    {
        QFETCH(QString, platform);
        QFETCH(int, gpus);
        QFETCH(SwitchPlacement, placement);
        Design design;
        design.platform = platform.toStdString();
        design.gpus = gpus;
        design.floor.placement = placement;
        const Plan plan = makePlan(design, bundledCatalogue());
        QVERIFY(plan.ok());
        const auto &network = plan.compute();
        double longestNodeRun = 0.0;
        int managementLinks = 0;
        for (std::size_t i = 0; i < network.topology.links.size(); ++i)
            if (network.topology.links[i].tier() == LinkTier::NodeLeaf)
                longestNodeRun = std::max(longestNodeRun, network.cables.runs[i].runLengthM());
        for (std::size_t i = 0; i < network.topology.links.size(); ++i) {
            if (network.topology.links[i].tier() != LinkTier::SubnetManagerLeaf)
                continue;
            ++managementLinks;
            QVERIFY2(network.cables.runs[i].runLengthM() <= longestNodeRun,
                     qPrintable(QStringLiteral("link %1 runs %2 m, the longest node cable %3 m")
                                    .arg(i)
                                    .arg(network.cables.runs[i].runLengthM())
                                    .arg(longestNodeRun)));
        }
        QVERIFY(managementLinks > 0);
    }

    void straightTwinCablesEndInOneCage_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("storageDevices");
        QTest::addColumn<QString>("fabric");
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<double>("oversubscription");
        QTest::addColumn<bool>("someStraight"); // straight twin cables where they do end in one cage
        // The storage leaves' twin cages serve two storage devices' twin cages each: a straight
        // twin DAC was ordered for them, which cannot reach two devices.
        QTest::newRow("DGX-H100, 127 nodes, 16 storage devices") << "DGX-H100" << 127 << 16 << "infiniband" << "" << 1.0 << true;
        QTest::newRow("DGX-H100, 2 nodes") << "DGX-H100" << 2 << 4 << "infiniband" << "" << 1.0 << false;
        QTest::newRow("DGX-H100, one SU") << "DGX-H100" << 31 << 8 << "infiniband" << "" << 1.0 << true;
        QTest::newRow("DGX-H100 on RoCE, 64 nodes") << "DGX-H100" << 64 << 8 << "ethernet" << "" << 1.0 << true;
        QTest::newRow("generic at 400G, 60 nodes") << "generic-server" << 60 << 0 << "ethernet" << "" << 1.0 << false;
        // A spine's up ports each go to another core (one link a pair): the twin ACC ordered for
        // a spine cage ended in two cores.
        QTest::newRow("DGX-B300 on Q3200-RA, three tiers") << "DGX-B300" << 128 << 0 << "infiniband" << "Q3200-RA" << 3.0 << false;
        QTest::newRow("DGX-B200 on RoCE, 256 nodes") << "DGX-B200" << 256 << 16 << "ethernet" << "" << 1.0 << true;
        QTest::newRow("DGX-GB200, 8 racks") << "DGX-GB200" << 8 << 8 << "infiniband" << "" << 1.0 << false;
        QTest::newRow("DGX-GB200, three tiers") << "DGX-GB200" << 144 << 0 << "infiniband" << "" << 1.0 << true;
    }

    // A straight (non-splitter) cable of several links plugs into one cage at each end: every link
    // it carries ends in the same two cages. Checked on every network of the plan.
    void straightTwinCablesEndInOneCage()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(int, storageDevices);
        QFETCH(QString, fabric);
        QFETCH(QString, switchModel);
        QFETCH(double, oversubscription);
        QFETCH(bool, someStraight);
        Design design;
        design.platform = platform.toStdString();
        design.nodes = nodes;
        design.fabric = *technologyFromString(fabric.toStdString());
        design.switchModel = switchModel.toStdString();
        design.oversubscription = oversubscription;
        if (storageDevices > 0)
            design.networks.storageDevices = storageDevices;
        const Plan plan = makePlan(design, bundledCatalogue());
        QVERIFY(plan.ok());
        int straightRuns = 0;
        for (const NetworkPlan &network : plan.networks) {
            const Topology &t = network.topology;
            QCOMPARE(network.cables.runs.size(), t.links.size());
            const CageIndex cages(t);
            std::map<std::pair<int, int>, std::set<std::pair<int, int>>> endsOfCage; // (medium, cage) -> cage pairs
            for (std::size_t i = 0; i < t.links.size(); ++i) {
                const CableRun &run = network.cables.runs[i];
                const CableMedium &m = network.cables.mediumOf(run);
                if (!m.carries() || m.cable->linksPerUnit < 2 || m.cable->isSplitter() || m.kind == MediaKind::Transceiver)
                    continue;
                ++straightRuns;
                const int a = cages.of(t.links[i].a()), b = cages.of(t.links[i].b());
                // Keyed by either end: both must be the same for every link of the cable.
                endsOfCage[{run.medium, a}].insert({a, b});
                endsOfCage[{run.medium, b}].insert({a, b});
            }
            for (const auto &[key, pairs] : endsOfCage)
                QVERIFY2(pairs.size() == 1,
                         qPrintable(QStringLiteral("%1 network: a straight %2 in cage %3 ends in %4 cage pairs")
                                        .arg(QString::fromStdString(std::string(toString(network.role))))
                                        .arg(QString::fromStdString(network.cables.media[static_cast<std::size_t>(key.first)].cable->partNumber))
                                        .arg(key.second)
                                        .arg(pairs.size())));
        }
        if (someStraight)
            QVERIFY2(straightRuns > 0, "no straight twin cable left where one serves a cage");
    }

    void switchCagesSplitOnlyWhereTheirLinkCountsMust_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<double>("oversubscription");
        QTest::addColumn<int>("tiers"); // 0: the planner's choice
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<bool>("someMustSplit"); // an odd number of links to some far switch
        QTest::newRow("DGX-H100, 4 SU") << "DGX-H100" << 127 << 1.0 << 0 << "" << false;
        // 27 up ports a leaf, 3 links to each of 9 spines: the leaves' up ports start mid-cage.
        QTest::newRow("DGX-H100, 70 nodes, 4:3") << "DGX-H100" << 70 << 4.0 / 3.0 << 0 << "" << true;
        QTest::newRow("DGX-H100, 45 nodes, 5:3") << "DGX-H100" << 45 << 5.0 / 3.0 << 0 << "" << true;
        QTest::newRow("DGX-H100, 13 nodes, 2:1") << "DGX-H100" << 13 << 2.0 << 0 << "" << true;
        QTest::newRow("DGX-B200, 300 nodes, three tiers, 2:1") << "DGX-B200" << 300 << 2.0 << 3 << "" << true;
        QTest::newRow("DGX-B300 on Q3200-RA, three tiers") << "DGX-B300" << 128 << 3.0 << 3 << "Q3200-RA" << true;
        QTest::newRow("DGX-GB200, three tiers") << "DGX-GB200" << 144 << 1.0 << 3 << "" << true;
    }

    // A twin-port cage between switches whose two links go to two switches needs a breakout or
    // optics where one cable would do. The wiring splits a cage only where the links a switch has
    // to each far switch cannot pair up: at most F - sum(floor(n / 2)) split cages, for F full cages
    // and n links to each far switch. Checked on every switch of every network.
    void switchCagesSplitOnlyWhereTheirLinkCountsMust()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(double, oversubscription);
        QFETCH(int, tiers);
        QFETCH(QString, switchModel);
        QFETCH(bool, someMustSplit);
        Design design;
        design.platform = platform.toStdString();
        design.nodes = nodes;
        design.oversubscription = oversubscription;
        design.switchModel = switchModel.toStdString();
        if (tiers > 0)
            design.tiers = tiers;
        design.networks.storageDevices = std::max(2, nodes / 8);
        const Plan plan = makePlan(design, bundledCatalogue());
        QVERIFY2(plan.ok(), plan.diagnostics.empty() ? "" : plan.diagnostics.front().message().c_str());
        int forcedSplits = 0, twinCages = 0;
        for (const NetworkPlan &network : plan.networks) {
            const Topology &t = network.topology;
            const CageIndex cages(t);
            // (switch, tier) -> cage -> the far switches of its links
            std::map<std::pair<int, int>, std::map<int, std::vector<int>>> farOfCage;
            for (const Link &l : t.links) {
                if (l.tier() != LinkTier::LeafSpine && l.tier() != LinkTier::SpineCore)
                    continue;
                for (const auto &[near, far] : {std::pair{l.a(), l.b()}, std::pair{l.b(), l.a()}})
                    if (cages.device(near.device).portsPerCageAt(near.port) == 2)
                        farOfCage[{near.device, int(l.tier())}][cages.of(near)].push_back(far.device);
            }
            for (const auto &[key, byCage] : farOfCage) {
                int full = 0, split = 0, pairable = 0;
                std::map<int, int> linksTo;
                for (const auto &[cage, far] : byCage) {
                    for (int d : far)
                        ++linksTo[d];
                    if (far.size() == 2) {
                        ++full;
                        split += far[0] != far[1] ? 1 : 0;
                    }
                }
                for (const auto &[d, n] : linksTo)
                    pairable += n / 2;
                const int mustSplit = full - std::min(full, pairable);
                twinCages += full;
                forcedSplits += mustSplit;
                QVERIFY2(split <= mustSplit,
                         qPrintable(QStringLiteral("%1 network, %2: %3 of its %4 twin cages on %5 links split, %6 must")
                                        .arg(QString::fromStdString(std::string(toString(network.role))))
                                        .arg(QString::fromStdString(t.device(key.first).name))
                                        .arg(split)
                                        .arg(full)
                                        .arg(QString::fromStdString(std::string(toString(LinkTier(key.second)))))
                                        .arg(mustSplit)));
            }
        }
        QVERIFY(twinCages > 0);
        QCOMPARE(forcedSplits > 0, someMustSplit);
    }

    void dgxComputeAndStorageCableWithPartsThatFit_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<bool>("singleModeStorage");
        QTest::newRow("1,024 DGX H100") << 1024 << false;
        QTest::newRow("2,048 DGX H100") << 2048 << false;
        // Storage runs beyond multimode reach: single-mode QSFP112 optics at the DGX ports.
        QTest::newRow("4,096 DGX H100") << 4096 << true;
    }

    // The compute and storage fabrics of a DGX H100 cluster are cabled with parts that fit the cages
    // at both ends. (The in-band network from 2,048 DGX is not: its QSFP-DD leaves run 4 x 100G per
    // cage, and the catalogue has no QSFP-DD breakout to four QSFP28 ends.)
    void dgxComputeAndStorageCableWithPartsThatFit()
    {
        QFETCH(int, nodes);
        QFETCH(bool, singleModeStorage);
        Design design;
        design.platform = "DGX-H100";
        design.nodes = nodes;
        design.networks.storageDevices = nodes / 8;
        const Plan plan = makePlan(design, bundledCatalogue());
        QVERIFY(plan.ok());
        const NetworkPlan *storage = plan.network(NetworkRole::Storage);
        QVERIFY(storage);
        QCOMPARE(plan.compute().cables.misfitLinks, 0);
        QCOMPARE(storage->cables.misfitLinks, 0);
        int singleModeNodeEnds = 0;
        for (std::size_t i = 0; i < storage->topology.links.size(); ++i) {
            const CableMedium &m = storage->cables.mediumOf(storage->cables.runs[i]);
            const Link &l = storage->topology.links[i];
            if (m.kind == MediaKind::Transceiver && storage->topology.device(l.a().device).kind == DeviceKind::Node
                && m.transceiverA->fibreType == "SMF")
                ++singleModeNodeEnds;
        }
        QCOMPARE(singleModeNodeEnds > 0, singleModeStorage);
    }

    void tierTalliesAddUpTheRuns_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("planes");
        QTest::addColumn<QString>("fabric");
        QTest::newRow("one leaf") << 4 << 1 << "infiniband";
        QTest::newRow("two tiers, UFM") << 127 << 1 << "infiniband";
        QTest::newRow("three tiers") << 1000 << 1 << "infiniband";
        QTest::newRow("two planes") << 300 << 2 << "infiniband";
        QTest::newRow("ethernet") << 300 << 1 << "ethernet";
    }

    // The report's link counts, the figures' longest path and the model's mean cable per tier come
    // from these tallies.
    void tierTalliesAddUpTheRuns()
    {
        QFETCH(int, nodes);
        QFETCH(int, planes);
        QFETCH(QString, fabric);
        auto opened = Catalogue::open(Catalogue::bundledPath());
        QVERIFY(opened);
        Design design;
        design.nodes = nodes;
        design.planes = planes;
        design.fabric = *technologyFromString(fabric.toStdString());
        const Plan plan = makePlan(design, *opened);
        QVERIFY(plan.ok());
        std::array<TierRuns, 4> walked{};
        for (std::size_t i = 0; i < plan.compute().topology.links.size(); ++i) {
            TierRuns &tier = walked[static_cast<std::size_t>(plan.compute().topology.links[i].tier())];
            ++tier.runs;
            tier.longestM = std::max(tier.longestM, plan.compute().cables.runs[i].runLengthM());
            tier.totalM += plan.compute().cables.runs[i].runLengthM();
        }
        for (std::size_t t = 0; t < walked.size(); ++t) {
            QCOMPARE(plan.compute().cables.byTier[t].runs, walked[t].runs);
            QCOMPARE(plan.compute().cables.byTier[t].longestM, walked[t].longestM);
            QCOMPARE(plan.compute().cables.byTier[t].totalM, walked[t].totalM);
        }
        QVERIFY(plan.compute().cables.talliesAll(plan.compute().topology.links.size()));
        QVERIFY(walked[static_cast<std::size_t>(LinkTier::NodeLeaf)].runs > 0);
    }
    void aPlanWithoutRunsReportsWhatOneWithRunsReports_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<int>("planes");
        QTest::newRow("two tiers, UFM, twin-port cages") << "DGX-H100" << 127 << "" << 1;
        QTest::newRow("three tiers") << "DGX-H100" << 1000 << "" << 1;
        QTest::newRow("four planes") << "DGX-B300" << 512 << "" << 4;
        QTest::newRow("optics that do not fit (a warning)") << "DGX-A100" << 64 << "QM8790" << 1;
        QTest::newRow("split leaves") << "generic-server" << 1600 << "" << 1;
        QTest::newRow("links nothing carries (errors)") << "generic-server" << 600 << "SB7800" << 1;
    }

    // `plan` and `model` keep no run per link: what they report must be what a plan that keeps
    // them reports, down to the last cable unit, warning and mean length.
    void aPlanWithoutRunsReportsWhatOneWithRunsReports()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(QString, switchModel);
        QFETCH(int, planes);
        auto opened = Catalogue::open(Catalogue::bundledPath());
        QVERIFY(opened);
        Design design;
        design.platform = platform.toStdString();
        design.nodes = nodes;
        design.planes = planes;
        design.switchModel = switchModel.toStdString();
        const Plan kept = makePlan(design, *opened);
        PipelineOptions options;
        options.cableRuns = CableRuns::TalliedOnly;
        const Plan tallied = makePlan(design, *opened, options);
        QCOMPARE(kept.compute().cables.runs.size(), kept.compute().topology.links.size());
        QVERIFY(tallied.compute().cables.runs.empty());
        QCOMPARE(QString::fromStdString(planToJson(tallied).dump(1)), QString::fromStdString(planToJson(kept).dump(1)));
        QCOMPARE(tallied.compute().cables.totalLengthM, kept.compute().cables.totalLengthM);
        QCOMPARE(tallied.compute().cables.media.size(), kept.compute().cables.media.size());
        QCOMPARE(tallied.compute().cables.tally.cableUnits(), kept.compute().cables.tally.cableUnits());
        const ModelParameters params = ModelParameters::defaults();
        const FabricProfile fromKept = profileOf(kept, &*opened, params);
        const FabricProfile fromTallied = profileOf(tallied, &*opened, params);
        for (int tier = 0; tier < 3; ++tier)
            QCOMPARE(fromTallied.cableM[tier], fromKept.cableM[tier]);
        QCOMPARE(fromTallied.cablesFromPlan, fromKept.cablesFromPlan);
    }

    // Issue 33: no EDR medium on sale reaches beyond the 5 m MCP1600-E copper, so the runs beyond
    // it take the end-of-life AOCs, marked as such in the bill and the cabling plan and named in a
    // warning with what NVIDIA sells instead; runs a part on sale reaches never take one. With
    // --for-sale-only those runs are the errors they were.
    void endOfLifeMediaWhereNothingOnSaleReaches_data()
    {
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<int>("nodes");
        QTest::newRow("648 servers on SB7800, two tiers") << "SB7800" << 648;
        QTest::newRow("36 servers on SB7800, one switch") << "SB7800" << 36;
    }

    void endOfLifeMediaWhereNothingOnSaleReaches()
    {
        QFETCH(QString, switchModel);
        QFETCH(int, nodes);
        auto opened = Catalogue::open(Catalogue::bundledPath());
        QVERIFY(opened);
        Design design;
        design.platform = "generic-server";
        design.nodes = nodes;
        design.switchModel = switchModel.toStdString();
        design.linkSpeedGbps = 100;
        const Plan plan = makePlan(design, *opened);
        QVERIFY(plan.ok());
        QVERIFY(checkReach(plan.compute().cables) > 0);
        double onSaleReach = 0.0; // the longest EDR medium on sale for a link between QSFP28 cages
        const std::string cage = opened->findSwitch(design.switchModel)->cageType;
        for (const Medium &m : opened->media())
            if (m.forSale && m.carries(100) && m.supports(Technology::InfiniBand) && m.kind != MediaKind::Fibre
                && m.linksPerUnit == 1 && plugFits(m.connector, cage))
                onSaleReach = std::max(onSaleReach, m.maxDistanceM());
        QCOMPARE(onSaleReach, 5.0); // the MCP1600-E copper
        int endOfLife = 0;
        for (const CableRun &run : plan.compute().cables.runs) {
            const CableMedium &m = plan.compute().cables.mediumOf(run);
            QVERIFY(m.carries());
            QCOMPARE(m.endOfLife(), run.runLengthM() > onSaleReach);
            endOfLife += m.endOfLife();
        }
        QCOMPARE(plan.compute().cables.endOfLifeLinks, endOfLife);
        QVERIFY(endOfLife > 0);
        const auto warning = std::find_if(plan.diagnostics.begin(), plan.diagnostics.end(), [](const Diagnostic &d) {
            return d.field == "cabling" && !d.isError() && d.message().find("end-of-life") != std::string::npos;
        });
        QVERIFY(warning != plan.diagnostics.end());
        QVERIFY2(warning->message().rfind(formatGrouped(endOfLife) + (endOfLife == 1 ? " link is" : " links are"), 0) == 0,
                 warning->message().c_str());
        QVERIFY2(warning->message().find("NVIDIA sells instead: MCP1600-E") != std::string::npos, warning->message().c_str());
        int markedLines = 0;
        for (const BomLine &line : plan.bom.lines) {
            const Medium *part = opened->findMedium(line.partNumber);
            if (!part)
                continue;
            const bool marked = line.description.english().find("END-OF-LIFE") != std::string::npos;
            QCOMPARE(marked, !part->forSale);
            markedLines += marked;
        }
        QVERIFY(markedLines > 0);

        design.cabling.forSaleOnly = true;
        const Plan onSale = makePlan(design, *opened);
        QVERIFY(!onSale.ok());
        QCOMPARE(onSale.compute().cables.uncarriedLinks, endOfLife);
        QCOMPARE(onSale.compute().cables.endOfLifeLinks, 0);
        // Each error names the setting that refuses the end-of-life part, and the part.
        for (const Diagnostic &d : onSale.diagnostics)
            if (d.isError()) {
                QCOMPARE(d.field, std::string("cabling.forSaleOnly"));
                QVERIFY2(d.message().find("no medium on sale carries") != std::string::npos, d.message().c_str());
            }
    }
};

QTEST_GUILESS_MAIN(TestCabling)
#include "tst_cabling.moc"
