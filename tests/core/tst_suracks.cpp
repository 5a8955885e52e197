// An SU's racks kept together near its leaves (issue 32): on every shape the planner makes, each
// scalable unit's compute racks stand side by side in one row, or in neighbouring rows at the
// same end of the hall when the SU is wider than a row; its leaves' network rack stands beside
// them, in the middle of those rows; and the floor keeps the design's limits.
#include "core/plan/pipeline.h"
#include "../common/bundledcatalogue.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <set>

using namespace fabric;

Q_DECLARE_METATYPE(fabric::Technology)
Q_DECLARE_METATYPE(fabric::SwitchPlacement)

namespace {

// Rows and the positions in each that hold some racks.
using RowPositions = std::map<int, std::set<int>>;

QString where(const Rack &rack)
{
    return QString::fromStdString(rack.name);
}

} // namespace

class TestSuRacks : public QObject
{
    Q_OBJECT

private slots:
    void eachSuStandsTogetherBesideItsLeaves_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<Technology>("fabric");
        QTest::addColumn<int>("racksPerRow"); // 0: the automatic hall
        QTest::addColumn<SwitchPlacement>("placement");
        QTest::addColumn<int>("sus");
        QTest::addColumn<int>("rowsPerSu"); // the most rows one SU takes
        const auto ib = Technology::InfiniBand, roce = Technology::Ethernet;
        const auto automatic = SwitchPlacement::Automatic;
        // 31 DGX H100, 3 a rack: an SU of 11 racks and its network rack.
        QTest::newRow("1 SU") << "DGX-H100" << 31 << ib << 0 << automatic << 1 << 2;
        QTest::newRow("4 SUs, automatic hall") << "DGX-H100" << 127 << ib << 0 << automatic << 4 << 1;
        // The 4-SU sample's rows of 10: each SU over two rows.
        QTest::newRow("4 SUs, a row narrower than an SU") << "DGX-H100" << 127 << ib << 10 << automatic << 4 << 2;
        QTest::newRow("4 SUs, rows of 4") << "DGX-H100" << 127 << ib << 4 << automatic << 4 << 4;
        QTest::newRow("4 SUs, middle of row, rows of 10") << "DGX-H100" << 127 << ib << 10 << SwitchPlacement::MiddleOfRow << 4 << 2;
        QTest::newRow("8 SUs, 2,048 GPUs") << "DGX-H100" << 256 << ib << 0 << automatic << 8 << 1;
        QTest::newRow("NVL72 racks, 2 SUs") << "DGX-GB200" << 16 << ib << 0 << automatic << 2 << 1;
        QTest::newRow("NVL72 racks, rows of 5") << "DGX-GB200" << 16 << ib << 5 << automatic << 2 << 2;
        QTest::newRow("smaller than one SU") << "DGX-H100" << 5 << ib << 0 << automatic << 1 << 1;
        // The RoCE sample: SUs of 64 nodes, 22 racks, in rows of 10: three rows each.
        QTest::newRow("RoCE, rows of 10") << "DGX-H100" << 128 << roce << 10 << automatic << 2 << 3;
        // Two rows of 11 racks an SU make a squarer hall than one row of 23.
        QTest::newRow("RoCE, automatic hall") << "DGX-H100" << 128 << roce << 0 << automatic << 2 << 2;
    }

    void eachSuStandsTogetherBesideItsLeaves()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(Technology, fabric);
        QFETCH(int, racksPerRow);
        QFETCH(SwitchPlacement, placement);
        QFETCH(int, sus);
        QFETCH(int, rowsPerSu);
        Design design;
        design.platform = platform.toStdString();
        design.nodes = nodes;
        design.fabric = fabric;
        design.floor.racksPerRow = racksPerRow;
        design.floor.placement = placement;
        const Plan plan = makePlan(design, bundledCatalogue());
        QVERIFY(plan.ok());
        const FloorPlan &floor = plan.floor;
        const Topology &topology = plan.compute().topology;

        // The design's limits: no row longer than the racks a row holds, no rack over its power
        // (a rack-scale system's own rack is built for its draw).
        std::map<int, int> racksInRow;
        for (const Rack &rack : floor.racks) {
            ++racksInRow[rack.row];
            if (!(platform == QLatin1String("DGX-GB200") && rack.role == RackRole::Compute))
                QVERIFY2(rack.powerKw <= design.floor.rackPowerKw + 1e-9, qPrintable(where(rack)));
        }
        for (const auto &[row, count] : racksInRow)
            QVERIFY2(count <= floor.racksPerRow, qPrintable(QStringLiteral("row %1: %2 racks").arg(row + 1).arg(count)));

        std::map<int, RowPositions> computeOf, leavesOf; // by SU
        std::map<std::pair<int, int>, int> suAt;         // compute rack (row, position) -> its SU
        RowPositions suLessLeaves;
        for (int id = 0; id < topology.deviceCount(); ++id) {
            const Device &d = topology.device(id);
            const Rack *rack = floor.rackOf(id);
            QVERIFY2(rack, d.name.c_str());
            if (d.kind == DeviceKind::Node) {
                computeOf[d.su][rack->row].insert(rack->position);
                const auto [at, fresh] = suAt.emplace(std::pair{rack->row, rack->position}, d.su);
                QVERIFY2(fresh || at->second == d.su, qPrintable(where(*rack) + QStringLiteral(" holds two SUs")));
            } else if (d.kind == DeviceKind::Switch && d.tier == Tier::Leaf) {
                (d.su >= 0 ? leavesOf[d.su] : suLessLeaves)[rack->row].insert(rack->position);
            }
        }
        QCOMPARE(static_cast<int>(computeOf.size()), sus);

        int widest = 0;
        for (const auto &[su, rows] : computeOf) {
            const QString name = QStringLiteral("SU %1").arg(su + 1);
            widest = std::max(widest, static_cast<int>(rows.size()));
            // Neighbouring rows, nothing between them, and within each row one run of its racks,
            // broken only by its own leaves' racks (middle of row).
            QCOMPARE(rows.rbegin()->first - rows.begin()->first + 1, static_cast<int>(rows.size()));
            const RowPositions &leaves = leavesOf[su];
            for (const auto &[row, positions] : rows) {
                for (int p = *positions.begin(); p <= *positions.rbegin(); ++p) {
                    const bool own = positions.count(p) > 0 || (leaves.count(row) > 0 && leaves.at(row).count(p) > 0);
                    QVERIFY2(own, qPrintable(QStringLiteral("%1: row %2 position %3 breaks its racks").arg(name).arg(row + 1).arg(p + 1)));
                }
                // Rows after the first start at the same end, so the SU is a block.
                if (row != rows.begin()->first)
                    QCOMPARE(*positions.begin(), *rows.begin()->second.begin());
            }
            if (floor.placement == SwitchPlacement::CentralRow || floor.placement == SwitchPlacement::InRack)
                continue;
            if (leaves.empty()) { // a fabric of one leaf: the SU's is the fabric's, checked below
                QVERIFY2(!suLessLeaves.empty(), qPrintable(name));
                continue;
            }
            // Its leaves' racks: in the middle row of the SU, one run touching its racks.
            QCOMPARE(static_cast<int>(leaves.size()), 1);
            const int leafRow = leaves.begin()->first;
            const std::set<int> &leafRacks = leaves.begin()->second;
            QVERIFY2(rows.count(leafRow) > 0, qPrintable(name));
            QVERIFY2(std::abs(2 * leafRow - rows.begin()->first - rows.rbegin()->first) <= 1,
                     qPrintable(QStringLiteral("%1: leaves in row %2, its racks in rows %3 to %4").arg(name).arg(leafRow + 1)
                                    .arg(rows.begin()->first + 1).arg(rows.rbegin()->first + 1)));
            QCOMPARE(*leafRacks.rbegin() - *leafRacks.begin() + 1, static_cast<int>(leafRacks.size()));
            const std::set<int> &beside = rows.at(leafRow);
            const bool touches = beside.count(*leafRacks.begin() - 1) > 0 || beside.count(*leafRacks.rbegin() + 1) > 0;
            QVERIFY2(touches, qPrintable(QStringLiteral("%1: its leaves' rack stands apart from its racks").arg(name)));
        }
        QCOMPARE(widest, rowsPerSu);
        // A fabric of one leaf (smaller than an SU) has it in the network row beside the racks.
        for (const auto &[row, positions] : suLessLeaves) {
            bool besideRacks = false;
            for (const auto &[su, rows] : computeOf)
                besideRacks = besideRacks || rows.count(row - 1) > 0 || rows.count(row + 1) > 0;
            QVERIFY2(besideRacks, qPrintable(QStringLiteral("a leaf in row %1, away from the racks").arg(row + 1)));
        }
    }
};

QTEST_GUILESS_MAIN(TestSuRacks)
#include "tst_suracks.moc"
