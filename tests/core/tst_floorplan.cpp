#include "core/floor/floorplanner.h"

#include "../common/fabricfixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <limits>
#include <map>
#include <set>

using namespace fabric;

Q_DECLARE_METATYPE(fabric::SwitchPlacement)

namespace {

bool mentions(const Diagnostics &diagnostics, const std::string &field, const std::string &text)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(), [&](const Diagnostic &d) {
        return d.field == field && d.message().find(text) != std::string::npos;
    });
}

} // namespace

class TestFloorPlan : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Catalogue m_catalogue = load();

    Catalogue load()
    {
        return fixture::openCatalogue(m_dir.filePath(QStringLiteral("fixture.sqlite")).toStdString());
    }

    FloorPlan place(const fixture::Shape &shape, const Design &design, Diagnostics &diagnostics,
                    fixture::Fabric *out = nullptr)
    {
        auto fabric = fixture::makeFabric(m_catalogue, shape);
        auto floor = placeFloor(design, fabric.sizing, fabric.topology, diagnostics);
        if (out)
            *out = std::move(fabric);
        return floor;
    }

private slots:
    void nodesPerRackFollowPowerUnitsAndForcedValue_data()
    {
        QTest::addColumn<double>("powerKw");
        QTest::addColumn<int>("units");
        QTest::addColumn<int>("forced");
        QTest::addColumn<int>("expected");
        QTest::addColumn<bool>("warned");
        // TNODE: 8 U, 10 kW.
        QTest::newRow("power bound") << 40.0 << 42 << 0 << 4 << false;
        QTest::newRow("tight power") << 25.0 << 42 << 0 << 2 << false;
        QTest::newRow("units bound") << 100.0 << 42 << 0 << 5 << false;
        QTest::newRow("small racks") << 100.0 << 20 << 0 << 2 << false;
        QTest::newRow("forced") << 40.0 << 42 << 3 << 3 << false;
        QTest::newRow("forced over power") << 40.0 << 42 << 5 << 5 << true;
        QTest::newRow("forced over units") << 100.0 << 42 << 9 << 5 << true;
        QTest::newRow("node over the limit") << 8.0 << 42 << 0 << 1 << true;
    }

    void nodesPerRackFollowPowerUnitsAndForcedValue()
    {
        QFETCH(double, powerKw);
        QFETCH(int, units);
        QFETCH(int, forced);
        QFETCH(int, expected);
        QFETCH(bool, warned);
        Design design;
        design.floor.rackPowerKw = powerKw;
        design.floor.rackUnits = units;
        if (forced > 0)
            design.floor.nodesPerRack = forced;
        Diagnostics diagnostics;
        const FloorPlan floor = place({.nodes = 20, .rails = 2, .suSize = 10}, design, diagnostics);
        QCOMPARE(floor.nodesPerRack, expected);
        QCOMPARE(hasErrors(diagnostics), false);
        const bool anyWarning = std::any_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic &d) {
            return d.field.rfind("floor.", 0) == 0;
        });
        QCOMPARE(anyWarning, warned);
    }

    // A count of one reads as one: "1 node per rack exceeds", "1 rack draws", where they said
    // "1 nodes per rack exceed" and "1 racks draw".
    void aCountOfOneReadsAsOne_data()
    {
        QTest::addColumn<int>("forced");
        QTest::addColumn<QString>("says");
        QTest::newRow("one node a rack over the power limit") << 1 << "1 node per rack exceeds the 8.0 kW rack power limit";
        QTest::newRow("one rack over the power limit") << 0 << "1 rack draws more than the 8.0 kW limit";
    }
    void aCountOfOneReadsAsOne()
    {
        QFETCH(int, forced);
        QFETCH(QString, says);
        Design design;
        design.floor.rackPowerKw = 8.0; // TNODE draws 10 kW
        if (forced > 0)
            design.floor.nodesPerRack = forced;
        Diagnostics diagnostics;
        place({.nodes = 1, .rails = 2, .suSize = 4}, design, diagnostics);
        QStringList messages;
        for (const Diagnostic &d : diagnostics)
            messages << QString::fromStdString(d.text.english());
        QVERIFY2(messages.contains(says), qPrintable(messages.join(QLatin1Char('\n'))));
    }

    void everyDeviceHasOneRackAndFreeUnits_data()
    {
        QTest::addColumn<SwitchPlacement>("placement");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("rails");
        QTest::addColumn<int>("suSize");
        QTest::addColumn<int>("racksPerRow");
        QTest::addColumn<double>("powerKw");
        const std::pair<const char *, SwitchPlacement> placements[] = {
            {"automatic", SwitchPlacement::Automatic}, {"in rack", SwitchPlacement::InRack},
            {"end of row", SwitchPlacement::EndOfRow}, {"middle of row", SwitchPlacement::MiddleOfRow},
            {"central row", SwitchPlacement::CentralRow}};
        for (const auto &[name, placement] : placements) {
            QTest::addRow("%s, 1 node", name) << placement << 1 << 2 << 4 << 10 << 40.0;
            QTest::addRow("%s, 31 nodes", name) << placement << 31 << 8 << 32 << 10 << 40.0;
            QTest::addRow("%s, 96 nodes in SUs of 16", name) << placement << 96 << 8 << 16 << 6 << 40.0;
            QTest::addRow("%s, 64 nodes, 3 racks a row", name) << placement << 64 << 4 << 16 << 3 << 25.0;
        }
    }

    void everyDeviceHasOneRackAndFreeUnits()
    {
        QFETCH(SwitchPlacement, placement);
        QFETCH(int, nodes);
        QFETCH(int, rails);
        QFETCH(int, suSize);
        QFETCH(int, racksPerRow);
        QFETCH(double, powerKw);
        Design design;
        design.floor.placement = placement;
        design.floor.racksPerRow = racksPerRow;
        design.floor.rackPowerKw = powerKw;
        Diagnostics diagnostics;
        fixture::Fabric fabric;
        const FloorPlan floor = place({.nodes = nodes, .rails = rails, .suSize = suSize, .spines = 4,
                                       .appliances = 2},
                                      design, diagnostics, &fabric);
        QVERIFY(!hasErrors(diagnostics));
        QCOMPARE(static_cast<int>(floor.placements.size()), fabric.topology.deviceCount());

        std::map<int, std::set<int>> used; // rack -> units taken
        std::map<int, double> watts;
        for (int id = 0; id < fabric.topology.deviceCount(); ++id) {
            const Placement &p = floor.placements[static_cast<std::size_t>(id)];
            QVERIFY2(p.rack >= 0 && p.rack < static_cast<int>(floor.racks.size()),
                     fabric.topology.device(id).name.c_str());
            QVERIFY(p.unit >= 1);
            QVERIFY(p.unit + p.heightUnits - 1 <= design.floor.rackUnits);
            for (int u = p.unit; u < p.unit + p.heightUnits; ++u)
                QVERIFY2(used[p.rack].insert(u).second, "two devices share a rack unit");
            const Device &d = fabric.topology.device(id);
            watts[p.rack] += d.kind == DeviceKind::Node ? 10000.0 : d.kind == DeviceKind::Switch ? 1000.0 : 300.0;
        }
        double total = 0.0;
        std::set<std::pair<int, int>> positions;
        for (const Rack &rack : floor.racks) {
            QCOMPARE(rack.powerKw * 1000.0, watts[rack.id]);
            QCOMPARE(rack.heatBtuPerHour, watts[rack.id] * 3.412);
            QCOMPARE(rack.usedUnits, static_cast<int>(used[rack.id].size()));
            QVERIFY2(rack.powerKw <= powerKw + 1e-9, rack.name.c_str());
            QVERIFY(positions.insert({rack.row, rack.position}).second);
            QCOMPARE(rack.xM, (rack.position + 0.5) * design.floor.rackWidthM);
            QCOMPARE(rack.yM, rack.row * (design.floor.rackDepthM + design.floor.aisleM) + design.floor.rackDepthM / 2);
            total += rack.powerKw;
        }
        QCOMPARE(floor.powerKw, total);
        QCOMPARE(floor.devicesWithoutPower, 0);
    }

    void switchesGoWhereThePlacementSays_data()
    {
        QTest::addColumn<SwitchPlacement>("placement");
        QTest::newRow("automatic") << SwitchPlacement::Automatic;
        QTest::newRow("in rack") << SwitchPlacement::InRack;
        QTest::newRow("end of row") << SwitchPlacement::EndOfRow;
        QTest::newRow("middle of row") << SwitchPlacement::MiddleOfRow;
        QTest::newRow("central row") << SwitchPlacement::CentralRow;
    }

    void switchesGoWhereThePlacementSays()
    {
        QFETCH(SwitchPlacement, placement);
        Design design;
        design.floor.placement = placement;
        design.floor.racksPerRow = 8;
        Diagnostics diagnostics;
        fixture::Fabric fabric;
        // 3 SUs of 16 nodes at 4 per rack: 4 racks per SU.
        const FloorPlan floor = place({.nodes = 48, .rails = 4, .suSize = 16, .spines = 4}, design,
                                      diagnostics, &fabric);
        QVERIFY(!hasErrors(diagnostics));
        QCOMPARE(floor.placement, placement == SwitchPlacement::Automatic ? SwitchPlacement::EndOfRow : placement);

        std::map<int, bool> rowHasNodes;
        std::map<int, int> rowLength;
        for (const Rack &r : floor.racks)
            rowLength[r.row] = std::max(rowLength[r.row], r.position + 1);
        for (int id = 0; id < fabric.topology.deviceCount(); ++id)
            if (fabric.topology.device(id).kind == DeviceKind::Node)
                rowHasNodes[floor.rackOf(id)->row] = true;

        for (int id = 0; id < fabric.topology.deviceCount(); ++id) {
            const Device &d = fabric.topology.device(id);
            const Rack *rack = floor.rackOf(id);
            QVERIFY(rack);
            if (d.kind == DeviceKind::Node) {
                QVERIFY(rack->role != RackRole::Network);
                continue;
            }
            if (d.tier != Tier::Leaf || floor.placement == SwitchPlacement::CentralRow) {
                QVERIFY2(!rowHasNodes[rack->row], "spines and cores sit in a network row");
                QCOMPARE(rack->role, RackRole::Network);
                continue;
            }
            // A leaf shares a row with the nodes of its SU.
            int nodeOfSu = -1;
            for (int n = 0; n < fabric.topology.deviceCount() && nodeOfSu < 0; ++n)
                if (fabric.topology.device(n).kind == DeviceKind::Node && fabric.topology.device(n).su == d.su)
                    nodeOfSu = n;
            QCOMPARE(rack->row, floor.rackOf(nodeOfSu)->row);
            switch (floor.placement) {
            case SwitchPlacement::InRack:
                QCOMPARE(rack->role, RackRole::Mixed);
                QVERIFY(d.su == fabric.topology.device(nodeOfSu).su);
                break;
            case SwitchPlacement::EndOfRow:
                QCOMPARE(rack->role, RackRole::Network);
                QCOMPARE(rack->position, rowLength[rack->row] - 1);
                break;
            case SwitchPlacement::MiddleOfRow:
                QCOMPARE(rack->role, RackRole::Network);
                QVERIFY(rack->position > 0 && rack->position < rowLength[rack->row] - 1);
                break;
            default:
                QFAIL("unexpected placement");
            }
        }
        // The central network row sits between compute rows when there are several.
        if (floor.rows >= 3) {
            QVERIFY(rowHasNodes[0]);
            QVERIFY(rowHasNodes[floor.rows - 1]);
        }
    }

    // Rows long enough for several SUs (as the automatic hall makes them for large clusters):
    // each SU's leaves stand beside its own racks, after them or among them, so that node cables
    // are as long as an SU is wide whatever the row's length; and no row passes its length.
    void leavesStandBesideTheirOwnSu_data()
    {
        QTest::addColumn<SwitchPlacement>("placement");
        QTest::addColumn<int>("racksPerRow");
        QTest::newRow("end of row, 3 SUs a row") << SwitchPlacement::EndOfRow << 15;
        QTest::newRow("end of row, 2 SUs a row") << SwitchPlacement::EndOfRow << 13;
        QTest::newRow("middle of row, 3 SUs a row") << SwitchPlacement::MiddleOfRow << 15;
        QTest::newRow("automatic, 5 SUs a row") << SwitchPlacement::Automatic << 25;
    }

    void leavesStandBesideTheirOwnSu()
    {
        QFETCH(SwitchPlacement, placement);
        QFETCH(int, racksPerRow);
        Design design;
        design.floor.placement = placement;
        design.floor.racksPerRow = racksPerRow;
        Diagnostics diagnostics;
        fixture::Fabric fabric;
        // 8 SUs of 16 nodes at 4 per rack: 4 racks an SU.
        const FloorPlan floor = place({.nodes = 128, .rails = 4, .suSize = 16, .spines = 4}, design,
                                      diagnostics, &fabric);
        QVERIFY(!hasErrors(diagnostics));
        std::map<int, int> rowLength;
        for (const Rack &r : floor.racks)
            rowLength[r.row] = std::max(rowLength[r.row], r.position + 1);
        for (const auto &[row, length] : rowLength)
            QVERIFY2(length <= racksPerRow, qPrintable(QStringLiteral("row %1: %2 racks").arg(row).arg(length)));
        std::set<int> sharedRows; // rows with the nodes of more than one SU
        std::map<int, std::set<int>> susOfRow;
        for (int id = 0; id < fabric.topology.deviceCount(); ++id)
            if (fabric.topology.device(id).kind == DeviceKind::Node)
                susOfRow[floor.rackOf(id)->row].insert(fabric.topology.device(id).su);
        for (const auto &[row, sus] : susOfRow)
            if (sus.size() > 1)
                sharedRows.insert(row);
        QVERIFY(!sharedRows.empty()); // the case this test is for

        for (int id = 0; id < fabric.topology.deviceCount(); ++id) {
            const Device &leaf = fabric.topology.device(id);
            if (leaf.kind != DeviceKind::Switch || leaf.tier != Tier::Leaf)
                continue;
            const Rack *at = floor.rackOf(id);
            QCOMPARE(at->role, RackRole::Network);
            int first = std::numeric_limits<int>::max(), last = -1; // its SU's racks in the leaf's row
            for (int n = 0; n < fabric.topology.deviceCount(); ++n) {
                const Device &node = fabric.topology.device(n);
                const Rack *rack = node.kind == DeviceKind::Node && node.su == leaf.su ? floor.rackOf(n) : nullptr;
                if (rack && rack->row == at->row) {
                    first = std::min(first, rack->position);
                    last = std::max(last, rack->position);
                }
            }
            QVERIFY2(last >= 0, leaf.name.c_str());
            if (floor.placement == SwitchPlacement::MiddleOfRow)
                QVERIFY2(at->position > first && at->position < last + 1, leaf.name.c_str());
            else
                QVERIFY2(at->position == last + 1, leaf.name.c_str());
        }
    }

    void inRackLeavesLeaveRoomInTheRack()
    {
        Design design;
        design.floor.placement = SwitchPlacement::InRack;
        design.floor.rackPowerKw = 100.0; // units bind: 5 nodes of 8 U would fill 40 of 42 U
        Diagnostics diagnostics;
        fixture::Fabric fabric;
        // 16 leaves over 4 racks of 5 nodes would need 44 U: 4 nodes and 4 leaves per rack fit.
        const FloorPlan floor = place({.nodes = 20, .rails = 16, .suSize = 20, .spines = 0}, design,
                                      diagnostics, &fabric);
        QVERIFY(!hasErrors(diagnostics));
        QCOMPARE(floor.nodesPerRack, 4);
        for (const Rack &r : floor.racks) {
            QVERIFY(r.usedUnits <= 42);
            QCOMPARE(r.role, RackRole::Mixed);
        }
    }

    void unknownPowerIsCountedAndWarnedNeverZero()
    {
        Design design;
        design.floor.rackPowerKw = 40.0;
        Diagnostics diagnostics;
        fixture::Fabric fabric;
        const FloorPlan floor = place({.nodes = 12, .rails = 2, .suSize = 12, .platform = "TNODE-UNKNOWN"},
                                      design, diagnostics, &fabric);
        // Power unknown: rack units alone decide (42 / 8 U).
        QCOMPARE(floor.nodesPerRack, 5);
        QVERIFY(mentions(diagnostics, "platform", "unknown"));
        QVERIFY(mentions(diagnostics, "power", "no known power draw for 12 nodes"));
        QCOMPARE(floor.devicesWithoutPower, 12);
        for (const Rack &r : floor.racks) {
            if (r.role == RackRole::Compute) {
                QVERIFY(r.devicesWithoutPower > 0);
                QCOMPARE(r.powerKw, 0.0);
            }
        }
    }

    // The note on draws the catalogue lacks is filed under power (no field the user set is at
    // fault) and names only the kinds of device that lack one, each counted in good English: it
    // said "switchModel: 49 devices have no known power draw (0 nodes, 48 switches, 1 appliance)".
    void unknownPowerNamesOnlyTheKindsThatLackIt_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("spines");
        QTest::addColumn<QString>("note");
        const QString tail = QStringLiteral(": rack power and heat leave them out");
        QTest::newRow("nodes") << "TNODE-UNKNOWN" << "TSW" << 12 << 2 << "no known power draw for 12 nodes" + tail;
        QTest::newRow("switches") << "TNODE" << "TSW-NOPRICE" << 8 << 2 << "no known power draw for 18 switches" + tail;
        QTest::newRow("one switch") << "TNODE" << "TSW-NOPRICE" << 2 << 0 << "no known power draw for 1 switch" + tail;
        QTest::newRow("nodes and switches") << "TNODE-UNKNOWN" << "TSW-NOPRICE" << 8 << 2
                                            << "no known power draw for 8 nodes and 18 switches" + tail;
    }

    void unknownPowerNamesOnlyTheKindsThatLackIt()
    {
        QFETCH(QString, platform);
        QFETCH(QString, switchModel);
        QFETCH(int, nodes);
        QFETCH(int, spines);
        QFETCH(QString, note);
        Diagnostics diagnostics;
        fixture::Fabric fabric;
        const FloorPlan floor = place({.nodes = nodes, .rails = nodes == 2 ? 1 : 8, .suSize = nodes == 2 ? 2 : 4,
                                       .spines = spines, .platform = platform.toStdString(),
                                       .switchModel = switchModel.toStdString()},
                                      Design{}, diagnostics, &fabric);
        QStringList notes;
        for (const Diagnostic &d : diagnostics)
            if (d.message().find("no known power draw") != std::string::npos)
                notes << QString::fromStdString(d.field + ": " + d.message());
        QCOMPARE(notes, QStringList{"power: " + note});
        int switches = 0;
        for (const Device &d : fabric.topology.devices)
            switches += d.kind == DeviceKind::Switch ? 1 : 0;
        QCOMPARE(floor.devicesWithoutPower, (platform == "TNODE" ? 0 : nodes) + (switchModel == "TSW" ? 0 : switches));
    }

    void badFloorSettingsAreErrors()
    {
        Design design;
        design.floor.rackUnits = 6; // a TNODE takes 8 U
        Diagnostics diagnostics;
        place({.nodes = 2, .rails = 1, .suSize = 2}, design, diagnostics);
        QVERIFY(mentions(diagnostics, "floor.rackUnits", "8 rack units"));
        QVERIFY(hasErrors(diagnostics));
    }
};

QTEST_GUILESS_MAIN(TestFloorPlan)
#include "tst_floorplan.moc"
