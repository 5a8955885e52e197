// The automatic hall (floor.racksPerRow 0): every size the planner accepts plans with the
// defaults, every link within the catalogue's reach, on a roughly square floor; a user's own
// racks per row still win.
#include "core/floor/hallshape.h"
#include "core/plan/pipeline.h"
#include "../common/bundledcatalogue.h"

#include <QTest>

#include <algorithm>
#include <limits>

using namespace fabric;

namespace {

struct Extent
{
    double width = 0.0;
    double depth = 0.0;
};

Extent extentOf(const FloorPlan &floor)
{
    double minX = std::numeric_limits<double>::max(), maxX = -minX, minY = minX, maxY = -minX;
    for (const Rack &rack : floor.racks) {
        minX = std::min(minX, rack.xM - floor.rackWidthM / 2);
        maxX = std::max(maxX, rack.xM + floor.rackWidthM / 2);
        minY = std::min(minY, rack.yM - floor.rackDepthM / 2);
        maxY = std::max(maxY, rack.yM + floor.rackDepthM / 2);
    }
    return {maxX - minX, maxY - minY};
}

} // namespace

class TestAutomaticHall : public QObject
{
    Q_OBJECT

private slots:
    void everyAcceptedSizePlansWithTheDefaults_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<int>("planes");
        QTest::addColumn<bool>("ufm");
        QTest::newRow("1 node") << "DGX-H100" << 1 << 0 << "" << 1 << true;
        QTest::newRow("one SU, 31 nodes") << "DGX-H100" << 31 << 0 << "" << 1 << true;
        QTest::newRow("127 nodes") << "DGX-H100" << 127 << 0 << "" << 1 << true;
        QTest::newRow("2,048 GPUs") << "DGX-H100" << 0 << 2048 << "" << 1 << true;
        QTest::newRow("16,384 GPUs") << "DGX-H100" << 0 << 16384 << "" << 1 << true;
        QTest::newRow("65,536 GPUs, three tiers full") << "DGX-H100" << 0 << 65528 << "" << 1 << true;
        // The case: ~107 m leaf-spine runs at 10 racks a row, past every 100G medium.
        QTest::newRow("11,664 servers on 36-port switches") << "generic-server" << 11664 << 0 << "SB7800" << 1 << false;
        // The default 100G server on InfiniBand: HDR100, split QM87xx cages, splitters to the servers.
        QTest::newRow("1 generic server on HDR100") << "generic-server" << 1 << 0 << "" << 1 << false;
        QTest::newRow("80 generic servers, one HDR100 switch") << "generic-server" << 80 << 0 << "" << 1 << false;
        // Beyond one switch: split leaves (40 HDR100 down, 20 HDR up) under HDR spines and cores,
        // to 32,000 servers in three tiers.
        QTest::newRow("81 generic servers, split leaves") << "generic-server" << 81 << 0 << "" << 1 << false;
        QTest::newRow("1,600 generic servers, two tiers full") << "generic-server" << 1600 << 0 << "" << 1 << false;
        QTest::newRow("2,000 generic servers on HDR100") << "generic-server" << 2000 << 0 << "" << 1 << false;
        QTest::newRow("32,000 generic servers, three tiers full") << "generic-server" << 32000 << 0 << "" << 1 << false;
        QTest::newRow("131,072 GPUs on XDR") << "DGX-B300" << 0 << 131072 << "" << 1 << true;
        QTest::newRow("262,144 GPUs on XDR") << "DGX-B300" << 0 << 262144 << "" << 1 << true;
        // The largest on the default platform: eight planes of a full three-tier QM9700 tree
        // (the 5.4 km links at 10 racks a row).
        QTest::newRow("524,288 GPUs, 8 planes") << "DGX-H100" << 0 << 524288 << "" << 8 << false;
    }

    void everyAcceptedSizePlansWithTheDefaults()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(int, gpus);
        QFETCH(QString, switchModel);
        QFETCH(int, planes);
        QFETCH(bool, ufm);
        Design design;
        design.platform = platform.toStdString();
        if (gpus > 0)
            design.gpus = gpus;
        else
            design.nodes = nodes;
        design.switchModel = switchModel.toStdString();
        design.planes = planes;
        if (!ufm)
            design.management = FabricManagement::None;
        QCOMPARE(design.floor.racksPerRow, 0); // the default is the automatic hall

        const Plan plan = makePlan(design, bundledCatalogue());
        std::string firstError;
        for (const Diagnostic &d : plan.diagnostics)
            if (d.isError() && firstError.empty())
                firstError = d.field + ": " + d.message();
        // EDR (11,664 servers on SB7800) plans too: runs beyond the 5 m copper take end-of-life AOCs.
        QVERIFY2(firstError.empty(), firstError.c_str());
        QCOMPARE(plan.compute().cables.uncarriedLinks, 0);
        QVERIFY(plan.floor.racksPerRow >= 2);

        // Roughly square: neither side more than three times the other, once there are racks
        // enough to make a floor of more than one row.
        const Extent extent = extentOf(plan.floor);
        if (plan.floor.racks.size() >= 16) {
            const double ratio = extent.width / extent.depth;
            QVERIFY2(ratio > 1.0 / 3.0 && ratio < 3.0,
                     qPrintable(QStringLiteral("%1 m x %2 m").arg(extent.width).arg(extent.depth)));
        }
        // Every run within what its medium reaches is the cabler's check (no uncarried link);
        // here, no run longer than the floor's own half-perimeter plus the rises and drops.
        double longest = 0.0;
        for (const CableRun &run : plan.compute().cables.runs)
            longest = std::max(longest, run.runLengthM());
        QVERIFY2(longest <= (extent.width + extent.depth + 2 * (design.cabling.rackHeightM + design.cabling.trayHeightM))
                                    * (1.0 + design.cabling.slackPercent / 100.0) + design.cabling.slackM + 1e-6,
                 qPrintable(QStringLiteral("longest run %1 m").arg(longest)));
    }

    void theUsersRacksPerRowWin_data()
    {
        QTest::addColumn<int>("racksPerRow");
        QTest::newRow("4") << 4;
        QTest::newRow("10") << 10;
        QTest::newRow("37") << 37;
    }

    void theUsersRacksPerRowWin()
    {
        QFETCH(int, racksPerRow);
        Design design;
        design.nodes = 127;
        design.floor.racksPerRow = racksPerRow;
        const Plan plan = makePlan(design, bundledCatalogue());
        QVERIFY(plan.ok());
        QCOMPARE(plan.floor.racksPerRow, racksPerRow);
        std::vector<int> perRow(static_cast<std::size_t>(plan.floor.rows), 0);
        for (const Rack &rack : plan.floor.racks)
            ++perRow[static_cast<std::size_t>(rack.row)];
        QVERIFY(*std::max_element(perRow.begin(), perRow.end()) <= racksPerRow);
    }

    // Rows as long as the hall is deep: racks * pitch / width racks a row.
    void automaticRowsMakeASquare_data()
    {
        QTest::addColumn<long long>("racks");
        QTest::addColumn<int>("perRow");
        QTest::newRow("one rack") << 1LL << 2;
        QTest::newRow("100 racks") << 100LL << 20;   // 20 x 0.6 m = 12 m; 5 rows x 2.4 m = 12 m
        QTest::newRow("10,000 racks") << 10000LL << 200;
        QTest::newRow("beyond any hall") << 100000000LL << 1000;
    }

    void automaticRowsMakeASquare()
    {
        QFETCH(long long, racks);
        QFETCH(int, perRow);
        QCOMPARE(automaticRacksPerRow(FloorSettings{}, racks), perRow);
    }
};

QTEST_GUILESS_MAIN(TestAutomaticHall)
#include "tst_automatichall.moc"
