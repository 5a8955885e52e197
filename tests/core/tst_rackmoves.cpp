#include "core/catalogue/catalogue.h"
#include "core/design/projectfile.h"
#include "core/floor/floorplanner.h"
#include "core/plan/pipeline.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <algorithm>
#include <optional>

using namespace fabric;

Q_DECLARE_METATYPE(fabric::SwitchPlacement)
Q_DECLARE_METATYPE(fabric::Technology)

namespace {

const Diagnostic *findDiagnostic(const Diagnostics &diagnostics, const std::string &field,
                                 const std::string &text)
{
    for (const auto &d : diagnostics)
        if (d.field == field && d.message().find(text) != std::string::npos)
            return &d;
    return nullptr;
}

const Rack *rackNamed(const FloorPlan &floor, const std::string &name)
{
    for (const Rack &rack : floor.racks)
        if (rack.name == name)
            return &rack;
    return nullptr;
}

// A valid project whose design.floor.rackMoves is replaced by raw JSON text.
std::string projectWithMoves(const char *moves)
{
    auto project = nlohmann::json::parse(ProjectFile::toJson(Design{}));
    project["design"]["floor"]["rackMoves"] = nlohmann::json::parse(moves);
    return project.dump(2);
}

} // namespace

class TestRackMoves : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void movingARackAwayLengthensItsCables_data();
    void movingARackAwayLengthensItsCables();
    void unknownRackWarns();
    void racksOnTheSameSpotWarn();
    void networkRacksKeepOffMovedRacks_data();
    void networkRacksKeepOffMovedRacks();
    void networkRacksMove_data();
    void networkRacksMove();
    void laterMoveOfTheSameRackWins();
    void projectFileRoundTrip();
    void badRackMovesAreRejectedWithTheirPath_data();
    void badRackMovesAreRejectedWithTheirPath();

private:
    std::optional<Catalogue> m_catalogue;
};

void TestRackMoves::initTestCase()
{
    auto catalogue = Catalogue::openDefault();
    QVERIFY2(catalogue.ok(), catalogue.error().c_str());
    m_catalogue.emplace(std::move(*catalogue));
}

void TestRackMoves::movingARackAwayLengthensItsCables_data()
{
    QTest::addColumn<SwitchPlacement>("placement");
    QTest::addColumn<Technology>("fabric");
    QTest::addColumn<double>("awayM"); // beyond the last row
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("switchModel");

    // Passive copper from a leaf to a node takes a splitter into single-port node cages (a DGX
    // H100's twin-port cages take none): the GB200 racks' single-port OSFP cages do.
    QTest::newRow("end of row, InfiniBand") << SwitchPlacement::EndOfRow << Technology::InfiniBand << 30.0 << 8
                                            << "DGX-GB200" << "";
    QTest::newRow("in rack, InfiniBand") << SwitchPlacement::InRack << Technology::InfiniBand << 30.0 << 8
                                         << "DGX-GB200" << "";
    QTest::newRow("middle of row, InfiniBand") << SwitchPlacement::MiddleOfRow << Technology::InfiniBand << 60.0 << 8
                                               << "DGX-GB200" << "";
    // 100GbE servers on 32-port QSFP28 switches: copper from node to leaf and leaf to spine.
    QTest::newRow("end of row, Ethernet") << SwitchPlacement::EndOfRow << Technology::Ethernet << 30.0 << 40
                                          << "generic-server" << "SN2700";
}

// A rack carried away from the others: every cable between it and another rack gets longer, the
// one that was passive copper outgrows copper's reach, and the priced BOM follows.
void TestRackMoves::movingARackAwayLengthensItsCables()
{
    QFETCH(SwitchPlacement, placement);
    QFETCH(Technology, fabric);
    QFETCH(double, awayM);
    QFETCH(int, nodes);
    QFETCH(QString, platform);
    QFETCH(QString, switchModel);

    Design design;
    design.nodes = nodes;
    design.platform = platform.toStdString();
    design.switchModel = switchModel.toStdString();
    design.floor.placement = placement;
    design.fabric = fabric;
    // Runs are then exactly the distance on the floor, so neighbouring racks are within copper reach.
    design.cabling = CablingSettings{0.0, 0.0, 0.0, 0.0};
    const Plan base = makePlan(design, *m_catalogue);
    QVERIFY(base.ok());

    // The first passive copper link between two racks; its node's rack is the one to move.
    std::size_t copper = 0;
    for (; copper < base.compute().topology.links.size(); ++copper) {
        const Link &l = base.compute().topology.links[copper];
        if (base.compute().cables.mediumOf(base.compute().cables.runs[copper]).kindName() == "dac" &&
            base.floor.rackOf(l.a().device) != base.floor.rackOf(l.b().device))
            break;
    }
    QVERIFY2(copper < base.compute().topology.links.size(), "the design has no passive copper link between racks");
    const Link &link = base.compute().topology.links[copper];
    const Rack moved = *base.floor.rackOf(link.a().device);
    double lastY = 0.0;
    for (const Rack &rack : base.floor.racks)
        lastY = std::max(lastY, rack.yM);

    design.floor.rackMoves.push_back({moved.name, moved.xM, lastY + awayM});
    const Plan after = makePlan(design, *m_catalogue);
    QVERIFY(after.ok());
    QVERIFY(!findDiagnostic(after.diagnostics, "floor.rackMoves", ""));
    QCOMPARE(rackNamed(after.floor, moved.name)->yM, lastY + awayM);

    int between = 0;
    for (std::size_t i = 0; i < base.compute().topology.links.size(); ++i) {
        const Link &l = base.compute().topology.links[i];
        const bool aMoved = base.floor.rackOf(l.a().device)->id == moved.id;
        const bool bMoved = base.floor.rackOf(l.b().device)->id == moved.id;
        if (aMoved == bMoved) { // both ends in the moved rack, or neither: the run is unchanged
            QCOMPARE(after.compute().cables.runs[i].runLengthM(), base.compute().cables.runs[i].runLengthM());
            continue;
        }
        ++between;
        QVERIFY2(after.compute().cables.runs[i].runLengthM() > base.compute().cables.runs[i].runLengthM(),
                 base.compute().topology.device(l.a().device).name.c_str());
    }
    QVERIFY(between > 0);
    QVERIFY(after.compute().cables.totalLengthM > base.compute().cables.totalLengthM);

    const CableRun &run = after.compute().cables.runs[copper];
    QVERIFY(run.carried());
    const std::string kind(after.compute().cables.mediumOf(run).kindName());
    QVERIFY2(kind != "dac", kind.c_str());
    QVERIFY(after.bom.cost.net > base.bom.cost.net);
}

void TestRackMoves::unknownRackWarns()
{
    Design design;
    const Plan base = makePlan(design, *m_catalogue);
    design.floor.rackMoves.push_back({"R99-42", 3.0, 3.0});
    const Plan plan = makePlan(design, *m_catalogue);
    QVERIFY(plan.ok());
    const Diagnostic *warning = findDiagnostic(plan.diagnostics, "floor.rackMoves", "R99-42");
    QVERIFY(warning);
    QVERIFY(!warning->isError());
    QCOMPARE(plan.compute().cables.totalLengthM, base.compute().cables.totalLengthM);
}

void TestRackMoves::racksOnTheSameSpotWarn()
{
    Design design;
    const Plan base = makePlan(design, *m_catalogue);
    QVERIFY(base.floor.racks.size() >= 3);
    // Two neighbouring compute racks (the storage and management networks' racks are placed after
    // the moves, off the moved racks' spots: networkRacksKeepOffMovedRacks).
    const Rack *firstCompute = nullptr;
    for (const Rack &rack : base.floor.racks)
        if (rack.role == RackRole::Compute && (!firstCompute || rack.row < firstCompute->row
                                               || (rack.row == firstCompute->row && rack.position < firstCompute->position)))
            firstCompute = &rack;
    QVERIFY(firstCompute);
    const Rack &first = *firstCompute;
    const Rack &second = *rackNamed(base.floor, rackName(first.row, first.position + 1));
    QCOMPARE(second.role, RackRole::Compute);

    // Onto the next rack's spot: a warning naming both.
    design.floor.rackMoves = {{first.name, second.xM, second.yM}};
    Plan plan = makePlan(design, *m_catalogue);
    const Diagnostic *clash = findDiagnostic(plan.diagnostics, "floor.rackMoves", "same spot");
    QVERIFY(clash);
    QVERIFY(clash->message().find(first.name) != std::string::npos);
    QVERIFY(clash->message().find(second.name) != std::string::npos);

    // Swapped with it: no rack shares a spot.
    design.floor.rackMoves.push_back({second.name, first.xM, first.yM});
    plan = makePlan(design, *m_catalogue);
    QVERIFY(!findDiagnostic(plan.diagnostics, "floor.rackMoves", ""));
}

// The storage, in-band and OOB networks' racks are placed after the user's moves
// (docs/networks.md): a compute rack moved onto a spot one of them would take keeps it alone;
// the network rack goes to the next free spot of its row.
void TestRackMoves::networkRacksKeepOffMovedRacks_data()
{
    // The network racks whose spots R01-01, R01-02, ... take (-1: the last; past the last: the
    // spots after it along the row), shifted along the row by a share of a rack's width.
    QTest::addColumn<QList<int>>("spots");
    QTest::addColumn<double>("shift");
    QTest::newRow("onto the first network rack (storage)") << QList<int>{0} << 0.0;
    QTest::newRow("onto the last network rack (in-band)") << QList<int>{-1} << 0.0;
    QTest::newRow("two racks onto both network racks") << QList<int>{1, 0} << 0.0;
    QTest::newRow("three racks in a line from the first network rack") << QList<int>{0, 1, 2} << 0.0;
    QTest::newRow("half a rack along from the first network rack") << QList<int>{0} << 0.5;
}

void TestRackMoves::networkRacksKeepOffMovedRacks()
{
    QFETCH(QList<int>, spots);
    QFETCH(double, shift);
    auto design = ProjectFile::load(FABRIC_SOURCE_DIR "/data/samples/h100-4su-whole-cluster.json");
    QVERIFY2(design.ok(), design.ok() ? "" : design.error().c_str());
    QVERIFY(design->floor.rackMoves.empty());
    const Plan base = makePlan(*design, *m_catalogue);
    QVERIFY(base.ok());

    // The racks placed after the moves: past the compute floor's (the storage, in-band and OOB
    // networks' own).
    int computeRacks = 0;
    for (const Placement &p : base.floor.placements)
        computeRacks = std::max(computeRacks, p.rack + 1);
    const std::vector<Rack> late(base.floor.racks.begin() + computeRacks, base.floor.racks.end());
    QVERIFY2(late.size() == 2, "the sample's storage and in-band networks have two racks of their own");
    QCOMPARE(late[1].row, late[0].row);

    for (qsizetype i = 0; i < spots.size(); ++i) {
        const std::size_t index = spots[i] < 0 ? late.size() - 1 : static_cast<std::size_t>(spots[i]);
        const std::size_t last = std::min(index, late.size() - 1);
        const double past = static_cast<double>(index - last);
        const Rack *compute = rackNamed(base.floor, rackName(0, static_cast<int>(i)));
        QVERIFY(compute && compute->role == RackRole::Compute);
        design->floor.rackMoves.push_back(
            {compute->name, late[last].xM + (past + shift) * base.floor.rackWidthM, late[last].yM});
    }
    const Plan moved = makePlan(*design, *m_catalogue);
    QVERIFY(moved.ok());
    for (const RackMove &move : design->floor.rackMoves) {
        const Rack *rack = rackNamed(moved.floor, move.rack);
        QVERIFY(rack);
        QCOMPARE(rack->xM, move.xM);
        QCOMPARE(rack->yM, move.yM);
    }
    // No two racks share a spot, and so the plan warns of none.
    for (const Rack &a : moved.floor.racks)
        for (const Rack &b : moved.floor.racks)
            if (a.id < b.id)
                QVERIFY2(std::abs(a.xM - b.xM) >= moved.floor.rackWidthM - 1e-6 || std::abs(a.yM - b.yM) >= moved.floor.rackDepthM - 1e-6,
                         (a.name + " and " + b.name + " stand on the same spot").c_str());
    QVERIFY(!findDiagnostic(moved.diagnostics, "floor.rackMoves", ""));
    // The networks keep as many racks, in the same rows, and every device is placed.
    QCOMPARE(moved.floor.racks.size(), base.floor.racks.size());
    for (std::size_t r = static_cast<std::size_t>(computeRacks); r < moved.floor.racks.size(); ++r)
        QCOMPARE(moved.floor.racks[r].row, base.floor.racks[r].row);
    for (const NetworkPlan &network : moved.networks)
        for (const Placement &p : moved.placementsOf(network))
            QVERIFY(p.rack >= 0);
}

// The storage and in-band networks' own racks move as the compute floor's do (the floor plan lets
// the user drag any rack): they were placed after the moves and their moves were ignored as
// "not in the plan".
void TestRackMoves::networkRacksMove_data()
{
    QTest::addColumn<int>("rack");        // the network rack moved: 0 the first (storage), 1 the second
    QTest::addColumn<QString>("onto");    // the rack whose spot it takes; empty: 30 m past the last row
    QTest::newRow("the storage rack carried past the last row") << 0 << QString();
    QTest::newRow("the in-band rack carried past the last row") << 1 << QString();
    QTest::newRow("the storage rack onto a compute rack") << 0 << "R01-01";
}

void TestRackMoves::networkRacksMove()
{
    QFETCH(int, rack);
    QFETCH(QString, onto);
    auto design = ProjectFile::load(FABRIC_SOURCE_DIR "/data/samples/h100-4su-whole-cluster.json");
    QVERIFY2(design.ok(), design.ok() ? "" : design.error().c_str());
    const Plan base = makePlan(*design, *m_catalogue);
    QVERIFY(base.ok());
    int computeRacks = 0;
    for (const Placement &p : base.floor.placements)
        computeRacks = std::max(computeRacks, p.rack + 1);
    const Rack network = base.floor.racks[static_cast<std::size_t>(computeRacks + rack)];
    double lastY = 0.0;
    for (const Rack &r : base.floor.racks)
        lastY = std::max(lastY, r.yM);
    const Rack *target = onto.isEmpty() ? nullptr : rackNamed(base.floor, onto.toStdString());
    QVERIFY(onto.isEmpty() || target);
    const double xM = target ? target->xM : network.xM;
    const double yM = target ? target->yM : lastY + 30.0;
    design->floor.rackMoves = {{network.name, xM, yM}};
    const Plan moved = makePlan(*design, *m_catalogue);
    QVERIFY(moved.ok());
    QVERIFY(!findDiagnostic(moved.diagnostics, "floor.rackMoves", "not in the plan"));
    const Rack *after = rackNamed(moved.floor, network.name);
    QVERIFY(after);
    QCOMPARE(after->xM, xM);
    QCOMPARE(after->yM, yM);
    QCOMPARE(moved.floor.racks.size(), base.floor.racks.size());
    if (target) {
        // On another rack's spot: a warning that names both.
        const Diagnostic *clash = findDiagnostic(moved.diagnostics, "floor.rackMoves", "same spot");
        QVERIFY(clash);
        QVERIFY(clash->message().find(network.name) != std::string::npos);
        QVERIFY(clash->message().find(target->name) != std::string::npos);
        return;
    }
    QVERIFY(!findDiagnostic(moved.diagnostics, "floor.rackMoves", ""));
    // Carried away: the cables of the networks in it get longer, and the price follows.
    double before = 0.0, now = 0.0;
    for (std::size_t n = 1; n < base.networks.size(); ++n) {
        before += base.networks[n].cables.totalLengthM;
        now += moved.networks[n].cables.totalLengthM;
    }
    QVERIFY2(now > before, qPrintable(QStringLiteral("%1 m, was %2 m").arg(now).arg(before)));
    QVERIFY(moved.bom.cost.net > base.bom.cost.net);
}

void TestRackMoves::laterMoveOfTheSameRackWins()
{
    Design design;
    design.floor.rackMoves = {{"R01-01", 30.0, 20.0}, {"R01-01", 31.2, 22.4}};
    const Plan plan = makePlan(design, *m_catalogue);
    const Rack *rack = rackNamed(plan.floor, "R01-01");
    QVERIFY(rack);
    QCOMPARE(rack->xM, 31.2);
    QCOMPARE(rack->yM, 22.4);
}

void TestRackMoves::projectFileRoundTrip()
{
    Design design;
    design.floor.rackMoves = {{"R01-03", 12.3, 4.8}, {"R02-01", 0.0, 0.0}};
    const auto loaded = ProjectFile::fromJson(ProjectFile::toJson(design));
    QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().c_str());
    QVERIFY(loaded->floor.rackMoves == design.floor.rackMoves);
    QVERIFY(*loaded == design);

    // Files written before racks could move have no rackMoves: none.
    auto project = nlohmann::json::parse(ProjectFile::toJson(Design{}));
    project["design"]["floor"].erase("rackMoves");
    const auto old = ProjectFile::fromJson(project.dump());
    QVERIFY(old.ok());
    QVERIFY(old->floor.rackMoves.empty());
}

void TestRackMoves::badRackMovesAreRejectedWithTheirPath_data()
{
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("expected"); // the start of the error

    QTest::newRow("not an array") << R"("R01-01")" << "$.design.floor.rackMoves: expected an array";
    QTest::newRow("not an object") << R"([3])" << "$.design.floor.rackMoves[0]: expected an object";
    QTest::newRow("text for a number")
        << R"([{"rack": "R01-01", "xM": 1, "yM": 1}, {"rack": "R01-02", "xM": 1, "yM": 2},
              {"rack": "R01-03", "xM": "far", "yM": 1}])"
        << "$.design.floor.rackMoves[2].xM: expected a number";
    QTest::newRow("number for a name") << R"([{"rack": 3, "xM": 1, "yM": 1}])"
                                       << "$.design.floor.rackMoves[0].rack: expected a string";
    QTest::newRow("no name") << R"([{"xM": 1, "yM": 1}])" << "$.design.floor.rackMoves[0].rack: missing";
    QTest::newRow("no y") << R"([{"rack": "R01-01", "xM": 1}])" << "$.design.floor.rackMoves[0].yM: missing";
    QTest::newRow("empty name") << R"([{"rack": "", "xM": 1, "yM": 1}])"
                                << "$.design.floor.rackMoves[0].rack: expected a rack name";
    QTest::newRow("negative") << R"([{"rack": "R01-01", "xM": 1, "yM": -2.4}])"
                              << "$.design.floor.rackMoves[0].yM: expected a number from 0";
    QTest::newRow("unknown field") << R"([{"rack": "R01-01", "xM": 1, "yM": 1, "zM": 0}])"
                                   << "$.design.floor.rackMoves[0].zM: unknown field";
}

void TestRackMoves::badRackMovesAreRejectedWithTheirPath()
{
    QFETCH(QString, moves);
    QFETCH(QString, expected);
    const auto loaded = ProjectFile::fromJson(projectWithMoves(moves.toUtf8().constData()));
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error().rfind(expected.toStdString(), 0) == 0, loaded.error().c_str());
}

QTEST_GUILESS_MAIN(TestRackMoves)
#include "tst_rackmoves.moc"
