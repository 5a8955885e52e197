#include "core/catalogue/catalogue.h"
#include "core/plan/pipeline.h"
#include "core/sizing/cablesserve.h"
#include "core/sizing/fattreesizer.h"
#include "../common/bundledcatalogue.h"

#include <QRegularExpression>
#include <QTest>

using namespace fabric;

namespace {

Design design(const QString &platform, int nodes, bool ufm)
{
    Design d;
    d.platform = platform.toStdString();
    d.nodes = nodes;
    d.management = ufm ? FabricManagement::UfmAppliance : FabricManagement::None;
    return d;
}

int count(const Sizing &s, Tier tier)
{
    const TierSize *t = s.tier(tier);
    return t ? t->count : 0;
}

int uplinks(const Sizing &s, Tier tier)
{
    const TierSize *t = s.tier(tier);
    return t ? t->count * t->upPorts : 0;
}

QString describe(const Diagnostics &diagnostics)
{
    QString text;
    for (const auto &d : diagnostics)
        text += QString::fromStdString(d.field + ": " + d.message() + "; ");
    return text;
}

const Diagnostic *firstError(const Diagnostics &diagnostics)
{
    for (const auto &d : diagnostics)
        if (d.isError())
            return &d;
    return nullptr;
}

} // namespace

class TestSizing : public QObject
{
    Q_OBJECT

private:
    Catalogue m_catalogue = bundledCatalogue();

    Sizing size(const Design &d, Diagnostics *out = nullptr)
    {
        Diagnostics diagnostics;
        Sizing s = sizeFabric(d, m_catalogue, diagnostics);
        if (out)
            *out = diagnostics;
        return s;
    }

private slots:
    // NVIDIA DGX SuperPOD RA tables (catalogue.md B1 Tables 3 and 4, B2): leaf, spine, core counts
    // and the cables of each tier. UFM takes a node slot of SU 1 and 4 leaf ports.
    void superPodTables_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<bool>("ufm");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        QTest::addColumn<int>("nodeLeaf");
        QTest::addColumn<int>("leafSpine");
        QTest::addColumn<int>("spineCore");
        QTest::newRow("H100 1 SU, UFM") << "DGX-H100" << 31 << true << 8 << 4 << 0 << 252 << 256 << 0;
        QTest::newRow("H100 2 SU, UFM") << "DGX-H100" << 63 << true << 16 << 8 << 0 << 508 << 512 << 0;
        QTest::newRow("H100 3 SU, UFM") << "DGX-H100" << 95 << true << 24 << 16 << 0 << 764 << 768 << 0;
        QTest::newRow("H100 4 SU, UFM") << "DGX-H100" << 127 << true << 32 << 16 << 0 << 1020 << 1024 << 0;
        QTest::newRow("H100 4 SU") << "DGX-H100" << 128 << false << 32 << 16 << 0 << 1024 << 1024 << 0;
        QTest::newRow("H100 8 SU") << "DGX-H100" << 256 << false << 64 << 32 << 0 << 2048 << 2048 << 0;
        QTest::newRow("H100 16 SU") << "DGX-H100" << 512 << false << 128 << 128 << 64 << 4096 << 4096 << 4096;
        QTest::newRow("H100 32 SU") << "DGX-H100" << 1024 << false << 256 << 256 << 128 << 8192 << 8192 << 8192;
        QTest::newRow("H100 64 SU") << "DGX-H100" << 2048 << false << 512 << 512 << 256 << 16384 << 16384 << 16384;
        QTest::newRow("B200 2 SU") << "DGX-B200" << 64 << false << 16 << 8 << 0 << 512 << 512 << 0;
        QTest::newRow("B200 4 SU") << "DGX-B200" << 128 << false << 32 << 16 << 0 << 1024 << 1024 << 0;
        QTest::newRow("B200 8 SU") << "DGX-B200" << 256 << false << 64 << 32 << 0 << 2048 << 2048 << 0;
        QTest::newRow("B200 16 SU") << "DGX-B200" << 512 << false << 128 << 128 << 64 << 4096 << 4096 << 4096;
        QTest::newRow("B200 32 SU") << "DGX-B200" << 1024 << false << 256 << 256 << 128 << 8192 << 8192 << 8192;
        QTest::newRow("B200 64 SU") << "DGX-B200" << 2048 << false << 512 << 512 << 256 << 16384 << 16384 << 16384;
    }

    void superPodTables()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(bool, ufm);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, cores);
        QFETCH(int, nodeLeaf);
        QFETCH(int, leafSpine);
        QFETCH(int, spineCore);
        Diagnostics diagnostics;
        const Sizing s = size(design(platform, nodes, ufm), &diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QCOMPARE(s.tierSizes.front().radix, 64);
        QCOMPARE(s.tierSizes.front().portSpeedGbps, 400);
        QCOMPARE(count(s, Tier::Leaf), leaves);
        QCOMPARE(count(s, Tier::Spine), spines);
        QCOMPARE(count(s, Tier::Core), cores);
        QCOMPARE(s.endpoints(), nodeLeaf);
        QCOMPARE(uplinks(s, Tier::Leaf), leafSpine);
        QCOMPARE(uplinks(s, Tier::Spine), spineCore);
        QCOMPARE(s.gpus, nodes * 8);
        QCOMPARE(s.suSize, 32);
        QCOMPARE(s.tiers, cores > 0 ? 3 : 2);
    }

    // The largest two-tier fabric is k^2/2 endpoints; one more node needs a third tier.
    void twoTierLimit_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<QString>("fabric");
        QTest::addColumn<int>("speed");
        QTest::addColumn<int>("endpoints");
        QTest::newRow("QM9700 NDR") << "DGX-H100" << "QM9700" << "infiniband" << 400 << 2048;
        QTest::newRow("QM8700 HDR") << "DGX-A100" << "QM8700" << "infiniband" << 200 << 800;
        QTest::newRow("Q3400 XDR") << "DGX-B300" << "Q3400-RA" << "infiniband" << 800 << 10368;
        QTest::newRow("SN5600 at 400G") << "DGX-H100" << "SN5600" << "ethernet" << 400 << 8192;
        QTest::newRow("SN5400 at 400G") << "DGX-H100" << "SN5400" << "ethernet" << 400 << 2048;
    }

    void twoTierLimit()
    {
        QFETCH(QString, platform);
        QFETCH(QString, switchModel);
        QFETCH(QString, fabric);
        QFETCH(int, speed);
        QFETCH(int, endpoints);
        Design d = design(platform, endpoints / 8, false);
        d.switchModel = switchModel.toStdString();
        d.fabric = *technologyFromString(fabric.toStdString());
        d.linkSpeedGbps = speed;
        Diagnostics diagnostics;
        Sizing s = size(d, &diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QCOMPARE(s.tiers, 2);
        QCOMPARE(s.endpoints(), endpoints);
        const int k = s.tierSizes.front().radix;
        QCOMPARE(endpoints, k * k / 2);
        QCOMPARE(count(s, Tier::Leaf), k);
        QCOMPARE(count(s, Tier::Spine), k / 2);

        d.nodes += 1;
        s = size(d, &diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QCOMPARE(s.tiers, 3);
    }

    void threeTierLimit()
    {
        Design d = design("DGX-H100", 8192, false);
        d.switchModel = "QM9700";
        Diagnostics diagnostics;
        Sizing s = size(d, &diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QCOMPARE(s.endpoints(), 65536);
        QCOMPARE(s.maxEndpointsPerPlane, 65536LL);
        QCOMPARE(count(s, Tier::Leaf), 2048);
        QCOMPARE(count(s, Tier::Spine), 2048);
        QCOMPARE(count(s, Tier::Core), 1024);

        d.nodes = 8193;
        s = size(d, &diagnostics);
        const Diagnostic *error = firstError(diagnostics);
        QVERIFY(error);
        QCOMPARE(error->field, std::string("switchModel"));
        QVERIFY2(error->message().find("65,536") != std::string::npos, error->message().c_str());

        // Beyond what every output can hold (issue 14: the cap of 524,288 endpoints), the size is
        // refused before any switch is tried.
        d.switchModel.clear();
        d.nodes = 200000;
        s = size(d, &diagnostics);
        error = firstError(diagnostics);
        QVERIFY(error);
        QCOMPARE(error->field, std::string("nodes"));
        QVERIFY2(error->message().find("524,288") != std::string::npos, error->message().c_str());
    }

    // r:1 at the leaf keeps the ratio exactly: a split of whole ports with down = r x up that fits
    // the radix (4.7:1 on 64 ports is 47 down, 10 up, not 52:12 = 4.33:1); non-blocking uses
    // half the ports each way. Where no split keeps the ratio, the nearest one is taken and the
    // plan says so.
    void oversubscription_data()
    {
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<QString>("fabric");
        QTest::addColumn<int>("speed");
        QTest::addColumn<double>("ratio");
        QTest::addColumn<double>("effective");
        QTest::addColumn<bool>("warned");
        QTest::newRow("QM9700 1:1") << "QM9700" << "infiniband" << 400 << 1.0 << 1.0 << false;
        QTest::newRow("QM9700 2:1") << "QM9700" << "infiniband" << 400 << 2.0 << 2.0 << false;
        QTest::newRow("QM9700 3:1") << "QM9700" << "infiniband" << 400 << 3.0 << 3.0 << false;
        QTest::newRow("QM9700 4.7:1") << "QM9700" << "infiniband" << 400 << 4.7 << 4.7 << false;
        QTest::newRow("SN5600 200G 4.7:1") << "SN5600" << "ethernet" << 200 << 4.7 << 4.7 << false;
        QTest::newRow("SN5600 400G 1.5:1") << "SN5600" << "ethernet" << 400 << 1.5 << 1.5 << false;
        // 47 + 10 ports do not fit 36; 14:3 (28 down, 6 up) is the nearest ratio that does.
        QTest::newRow("SB7800 4.7:1") << "SB7800" << "infiniband" << 100 << 4.7 << 14.0 / 3.0 << true;
    }

    void oversubscription()
    {
        QFETCH(QString, switchModel);
        QFETCH(QString, fabric);
        QFETCH(int, speed);
        QFETCH(double, ratio);
        QFETCH(double, effective);
        QFETCH(bool, warned);
        Design d = design("generic-server", 2000, false);
        d.switchModel = switchModel.toStdString();
        d.fabric = *technologyFromString(fabric.toStdString());
        d.linkSpeedGbps = speed;
        d.oversubscription = ratio;
        Diagnostics diagnostics;
        const Sizing s = size(d, &diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        const TierSize &leaf = s.tierSizes.front();
        QVERIFY(leaf.downPorts + leaf.upPorts <= leaf.radix);
        QCOMPARE(leaf.oversubscription, effective);
        if (ratio == 1.0)
            QCOMPARE(leaf.downPorts, leaf.radix / 2);
        QCOMPARE(s.suSize, leaf.downPorts);
        bool saidSo = false;
        for (const auto &diag : diagnostics)
            saidSo = saidSo || (diag.field == "oversubscription" && !diag.isError());
        QCOMPARE(saidSo, warned);
    }

    // 3:1 at the spine of 1,024 DGX: every spine keeps the same down and up ports and the ratio
    // is at most the one asked (a spine's down ports are a pod's leaves times their links).
    void spineOversubscription()
    {
        Design d = design("DGX-H100", 1024, false);
        d.switchModel = "QM9700";
        d.spineOversubscription = 3.0;
        Diagnostics diagnostics;
        const Sizing s = size(d, &diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QCOMPARE(s.tiers, 3);
        const TierSize *spine = s.tier(Tier::Spine);
        QVERIFY(spine->oversubscription <= 3.0 + 1e-9);
        QVERIFY(spine->oversubscription > 2.5);
        QCOMPARE(spine->downPorts, s.leavesPerPod * s.linksPerLeafSpinePair);
        QCOMPARE(count(s, Tier::Leaf), s.scalableUnits * 8);
        QCOMPARE(s.scalableUnits % s.pods, 0);
        QCOMPARE(uplinks(s, Tier::Leaf), count(s, Tier::Spine) * spine->downPorts);
        QCOMPARE(uplinks(s, Tier::Spine), count(s, Tier::Core) * s.tier(Tier::Core)->downPorts);
        // Fewer switches than the non-blocking spine tier of the same nodes.
        Design open = d;
        open.spineOversubscription = 1.0;
        QVERIFY(size(open).switchCount() > s.switchCount());
    }

    // Designs not in the reference file, from the rules alone.
    void publishedDesigns()
    {
        // DGX B300 XDR SuperPOD: Q3400-RA, 72 nodes per SU.
        Design xdr = design("DGX-B300", 576, true);
        Diagnostics diagnostics;
        Sizing s = size(xdr, &diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QCOMPARE(s.switchModel->model, std::string("Q3400-RA"));
        QCOMPARE(s.suSize, 72);
        QCOMPARE(s.leavesPerSu, 8);

        // DGX B300 Spectrum-X: 2 x 400GbE per GPU over two planes, 64 nodes per SU.
        Design eth = design("DGX-B300", 256, true);
        eth.fabric = Technology::Ethernet;
        eth.rails = 16;
        eth.linkSpeedGbps = 400;
        eth.planes = 2;
        s = size(eth, &diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QCOMPARE(s.switchModel->model, std::string("SN5600"));
        QCOMPARE(s.suSize, 64);
        QCOMPARE(s.railsPerPlane, 8);
        QCOMPARE(s.managementPortsPerPlane, 0); // no UFM on Ethernet
        QCOMPARE(count(s, Tier::Leaf), 2 * 4 * 8);
        QCOMPARE(s.endpoints(), 256 * 16);
        QVERIFY(!s.sharpEnabled);

        // DGX GB200: each NVL72 rack is a node with 72 ports; rails share leaves, 8 racks per SU.
        Design gb = design("DGX-GB200", 16, false);
        s = size(gb, &diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QCOMPARE(s.suSize, 8);
        QCOMPARE(s.railsPerLeaf, 4);
        QCOMPARE(s.leavesPerSu, 18);
        QCOMPARE(s.gpus, 16 * 72);
    }

    // Issue 33: a leaf takes as many whole rails as its down ports hold when one SU holds the
    // cluster; a fabric of several SUs keeps the SU rule (one leaf per rail, NVL72: NVIDIA's SU).
    void railsPerLeaf_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<int>("speed");
        QTest::addColumn<int>("railsPerLeaf");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("sus");
        // NVIDIA's B300 XDR SU carries 576 endpoints on 8 leaves and 4 spines.
        QTest::newRow("8 GB300 racks on Q3400") << "DGX-GB300" << 8 << "Q3400-RA" << 800 << 9 << 8 << 4 << 1;
        QTest::newRow("16 GB300 racks on Q3400") << "DGX-GB300" << 16 << "Q3400-RA" << 800 << 4 << 18 << 9 << 1;
        QTest::newRow("72 DGX-B300 on Q3400, one full SU") << "DGX-B300" << 72 << "Q3400-RA" << 800 << 1 << 8 << 4 << 1;
        // 12 DGX on 32 down ports: two rails a leaf, an SU of 16 slots.
        QTest::newRow("12 DGX-H100 on QM9700") << "DGX-H100" << 12 << "QM9700" << 0 << 2 << 4 << 2 << 1;
        // 10 DGX: three rails a leaf, the last leaf two.
        QTest::newRow("10 DGX-H100 on QM9700") << "DGX-H100" << 10 << "QM9700" << 0 << 3 << 3 << 2 << 1;
        // Beyond one SU: NVIDIA's one leaf per rail per SU, partial SUs keeping their leaves.
        QTest::newRow("33 DGX-H100 on QM9700") << "DGX-H100" << 33 << "QM9700" << 0 << 1 << 16 << 8 << 2;
        // GB200 racks: within one SU of 10 racks, 3 rails a leaf; beyond it NVIDIA's SU of 8 racks.
        QTest::newRow("10 GB200 racks on QM9700") << "DGX-GB200" << 10 << "QM9700" << 0 << 3 << 24 << 15 << 1;
        QTest::newRow("17 GB200 racks on QM9700") << "DGX-GB200" << 17 << "QM9700" << 0 << 4 << 54 << 32 << 3;
    }

    void railsPerLeaf()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(QString, switchModel);
        QFETCH(int, speed);
        QFETCH(int, railsPerLeaf);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, sus);
        Design d = design(platform, nodes, false);
        d.switchModel = switchModel.toStdString();
        if (speed)
            d.linkSpeedGbps = speed;
        Diagnostics diagnostics;
        const Sizing s = size(d, &diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QCOMPARE(s.railsPerLeaf, railsPerLeaf);
        QCOMPARE(count(s, Tier::Leaf), leaves);
        QCOMPARE(count(s, Tier::Spine), spines);
        QCOMPARE(s.scalableUnits, sus);
        // Whole rails: every rail of an SU on one leaf, and each leaf's down ports hold its rails.
        QVERIFY(static_cast<long long>(s.railsPerLeaf) * s.suSize <= s.tierSizes.front().downPorts);
        const bool noted = std::any_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic &x) {
            return x.severity == Diagnostic::Severity::Note && x.message().find("whole rails") != std::string::npos;
        });
        QCOMPARE(noted, railsPerLeaf > 1);
    }

    // Issue 33: UFM follows one rule on every platform of a switch: 576 endpoints as DGX B300 or
    // as GB300 NVL72 racks get the same fabric and the same management, and the plan says why.
    void managementAlikeOnEveryPlatform_data()
    {
        QTest::addColumn<int>("b300");
        QTest::addColumn<int>("gb300");
        QTest::addColumn<int>("ports");
        QTest::newRow("a free node slot") << 64 << 7 << 4;
        QTest::newRow("a full SU") << 72 << 8 << 0;
    }

    void managementAlikeOnEveryPlatform()
    {
        QFETCH(int, b300);
        QFETCH(int, gb300);
        QFETCH(int, ports);
        std::vector<Sizing> sized;
        for (const auto &[platform, nodes] : {std::pair{QStringLiteral("DGX-B300"), b300}, {QStringLiteral("DGX-GB300"), gb300}}) {
            Design d = design(platform, nodes, true);
            d.switchModel = "Q3400-RA";
            d.linkSpeedGbps = 800;
            Diagnostics diagnostics;
            sized.push_back(size(d, &diagnostics));
            QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
            QCOMPARE(sized.back().managementPortsPerPlane, ports);
            const bool said = std::any_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic &x) {
                return x.field == "management" && x.message().find("never adds switches") != std::string::npos;
            });
            QVERIFY2(said, qPrintable(describe(diagnostics)));
        }
        QCOMPARE(sized[0].switchCount(), sized[1].switchCount());
        QCOMPARE(sized[0].switchCount(), 12);
    }

    void automaticChoiceHonoursManagement()
    {
        // Without UFM the subnet manager runs on a switch: only managed switches qualify.
        Diagnostics diagnostics;
        Sizing s = size(design("DGX-H100", 128, false), &diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QVERIFY(s.switchModel->managed);
        QVERIFY(s.sharpEnabled);
    }

    void singleSwitch()
    {
        Diagnostics diagnostics;
        Sizing s = size(design("DGX-H100", 4, true), &diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QCOMPARE(s.tiers, 1);
        QCOMPARE(count(s, Tier::Leaf), 1);
        QCOMPARE(s.endpoints(), 36);
    }

    void growthBuildsForMoreNodes()
    {
        Design d = design("DGX-H100", 128, false);
        d.growthPercent = 100;
        Diagnostics diagnostics;
        Sizing s = size(d, &diagnostics);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(describe(diagnostics)));
        QCOMPARE(count(s, Tier::Leaf), 64);
        QCOMPARE(s.endpoints(), 1024);
    }

    void gpusRoundUpToNodes()
    {
        Design d = design("DGX-H100", 1, false);
        d.gpus = 1020;
        Diagnostics diagnostics;
        Sizing s = size(d, &diagnostics);
        QVERIFY(!hasErrors(diagnostics));
        QCOMPARE(s.nodes, 128);
        QCOMPARE(s.gpus, 1024);
        QVERIFY(!diagnostics.empty());
        QCOMPARE(diagnostics.front().field, std::string("gpus"));
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("field");
        QTest::newRow("zero nodes") << "nodes=0" << "nodes";
        QTest::newRow("negative nodes") << "nodes=-3" << "nodes";
        QTest::newRow("negative gpus") << "gpus=-8" << "gpus";
        QTest::newRow("gpus of a server without GPUs") << "generic gpus" << "gpus";
        QTest::newRow("unknown platform") << "platform" << "platform";
        QTest::newRow("link speed no switch runs") << "speed=300" << "linkSpeedGbps";
        QTest::newRow("faster than the NIC") << "speed=800" << "linkSpeedGbps";
        QTest::newRow("planes that do not divide the rails") << "planes=3" << "planes";
        QTest::newRow("zero planes") << "planes=0" << "planes";
        QTest::newRow("undersubscribed") << "oversubscription=0.5" << "oversubscription";
        QTest::newRow("not a number") << "oversubscription=nan" << "oversubscription";
        QTest::newRow("zero rails") << "rails=0" << "rails";
        QTest::newRow("SU beyond a leaf") << "su=40" << "suSize";
        QTest::newRow("InfiniBand switch on Ethernet") << "mixed" << "switchModel";
        QTest::newRow("unknown switch") << "switch=QM1234" << "switchModel";
        QTest::newRow("switch without the speed") << "switch=SN4600C" << "switchModel";
        QTest::newRow("switch that cannot be core") << "core=SN4600C" << "switchModel";
    }

    void badInput()
    {
        QFETCH(QString, key);
        QFETCH(QString, field);
        Design d = design("DGX-H100", 64, true);
        if (key == "nodes=0")
            d.nodes = 0;
        else if (key == "nodes=-3")
            d.nodes = -3;
        else if (key == "gpus=-8")
            d.gpus = -8;
        else if (key == "generic gpus") {
            d.platform = "generic-server";
            d.gpus = 16;
        } else if (key == "platform")
            d.platform = "DGX-Z9000";
        else if (key == "speed=300") {
            d.linkSpeedGbps = 300;
        } else if (key == "speed=800")
            d.linkSpeedGbps = 800;
        else if (key == "planes=3")
            d.planes = 3;
        else if (key == "planes=0")
            d.planes = 0;
        else if (key == "oversubscription=0.5")
            d.oversubscription = 0.5;
        else if (key == "oversubscription=nan")
            d.oversubscription = std::numeric_limits<double>::quiet_NaN();
        else if (key == "rails=0")
            d.rails = 0;
        else if (key == "su=40")
            d.suSize = 40;
        else if (key == "mixed") {
            d.fabric = Technology::Ethernet;
            d.switchModel = "QM9700";
        } else if (key == "switch=QM1234")
            d.switchModel = "QM1234";
        else if (key == "switch=SN4600C") {
            d.fabric = Technology::Ethernet;
            d.switchModel = "SN4600C";
        } else if (key == "core=SN4600C") {
            d.fabric = Technology::Ethernet;
            d.linkSpeedGbps = 100;
            d.switchModel = "SN4600C";
            d.nodes = 1000;
        }
        Diagnostics diagnostics;
        const Sizing s = size(d, &diagnostics);
        const Diagnostic *error = firstError(diagnostics);
        QVERIFY2(error, qPrintable(describe(diagnostics)));
        QCOMPARE(QString::fromStdString(error->field), field);
        QVERIFY(!error->message().empty());
        QVERIFY(s.tierSizes.empty());
    }

    // An impossible design's error says what would work, and each way it names does: the switch
    // it suggests sizes the design, so do the planes, and "at most N nodes" is the most that fit.
    void errorsSuggestTheFix_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<bool>("ethernet");
        QTest::addColumn<int>("speed");     // 0: the platform's
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpus");      // 0: sized by nodes
        QTest::addColumn<QString>("field");
        QTest::addColumn<QStringList>("ways"); // which kinds of fix the message names
        QTest::newRow("SN2010 beyond one switch (no spine role)")
            << "generic-server" << true << 25 << "SN2010" << 40 << 0 << "switchModel" << QStringList{"switch", "nodes"};
        QTest::newRow("QM9700 beyond three tiers")
            << "DGX-H100" << false << 0 << "QM9700" << 8193 << 0 << "switchModel" << QStringList{"planes", "nodes"};
        QTest::newRow("QM9700 beyond three tiers, sized in GPUs")
            << "DGX-H100" << false << 0 << "QM9700" << 0 << 65544 << "switchModel" << QStringList{"planes", "nodes"};
        QTest::newRow("no switch of the catalogue holds it")
            << "DGX-H100" << false << 0 << "" << 20000 << 0 << "nodes" << QStringList{"planes", "nodes"};
        QTest::newRow("a switch without the link speed")
            << "DGX-H100" << true << 0 << "SN4600C" << 64 << 0 << "switchModel" << QStringList{"switch"};
    }

    void errorsSuggestTheFix()
    {
        QFETCH(QString, platform);
        QFETCH(bool, ethernet);
        QFETCH(int, speed);
        QFETCH(QString, switchModel);
        QFETCH(int, nodes);
        QFETCH(int, gpus);
        QFETCH(QString, field);
        QFETCH(QStringList, ways);
        Design d = design(platform, nodes, false);
        if (gpus > 0)
            d.gpus = gpus;
        if (ethernet)
            d.fabric = Technology::Ethernet;
        if (speed > 0)
            d.linkSpeedGbps = speed;
        d.switchModel = switchModel.toStdString();
        Diagnostics diagnostics;
        size(d, &diagnostics);
        const Diagnostic *error = firstError(diagnostics);
        QVERIFY2(error, qPrintable(describe(diagnostics)));
        QCOMPARE(QString::fromStdString(error->field), gpus > 0 && field == QLatin1String("nodes") ? QStringLiteral("gpus") : field);
        const QString message = QString::fromStdString(error->message());

        QStringList named;
        const auto choose = QRegularExpression(QStringLiteral(": choose ([^ ,]+)")).match(message);
        if (choose.hasMatch()) {
            named << QStringLiteral("switch");
            Design fixed = d;
            fixed.switchModel = choose.captured(1).toStdString();
            size(fixed, &diagnostics);
            QVERIFY2(!hasErrors(diagnostics), qPrintable(choose.captured(1) + QStringLiteral(": ") + describe(diagnostics)));
        }
        const auto planes = QRegularExpression(QStringLiteral("[:,] use (\\d+) planes")).match(message);
        if (planes.hasMatch()) {
            named << QStringLiteral("planes");
            Design fixed = d;
            fixed.planes = planes.captured(1).toInt();
            size(fixed, &diagnostics);
            QVERIFY2(!hasErrors(diagnostics), qPrintable(planes.captured(0) + QStringLiteral(": ") + describe(diagnostics)));
            fixed.planes = planes.captured(1).toInt() / 2; // fewer planes do not do (2, 4, 8 divide 8 ports)
            if (fixed.planes > d.planes) {
                size(fixed, &diagnostics);
                QVERIFY2(hasErrors(diagnostics), qPrintable(QString::number(fixed.planes)));
            }
        }
        const auto most = QRegularExpression(QStringLiteral("plan at most ([\\d,]+) (nodes?|GPUs)")).match(message);
        if (most.hasMatch()) {
            named << QStringLiteral("nodes");
            const int n = QString(most.captured(1)).remove(QLatin1Char(',')).toInt();
            QCOMPARE(most.captured(2) == QLatin1String("GPUs"), gpus > 0);
            const int step = gpus > 0 ? 8 : 1;
            Design fixed = d;
            (gpus > 0 ? fixed.gpus.emplace() : fixed.nodes) = n;
            size(fixed, &diagnostics);
            QVERIFY2(!hasErrors(diagnostics), qPrintable(most.captured(0) + QStringLiteral(": ") + describe(diagnostics)));
            (gpus > 0 ? *fixed.gpus : fixed.nodes) = n + step;
            size(fixed, &diagnostics);
            QVERIFY2(hasErrors(diagnostics), qPrintable(QStringLiteral("%1 more still fit").arg(step)));
        }
        QVERIFY2(named == ways, qPrintable(message));
    }

    void automaticSwitchIsOneTheCatalogueCanCable_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("fabric");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<bool>("cheaperUnserved"); // a cheaper switch fits but no part serves its cages
        // HDR QSFP56 adapters: NDR200 cages hold four ports that no part for sale serves, so the
        // HDR switch NVIDIA built the DGX A100 SuperPOD with.
        QTest::newRow("DGX-A100, 64 nodes") << "DGX-A100" << 64 << "infiniband" << "QM8790" << true;
        QTest::newRow("DGX-A100, three tiers") << "DGX-A100" << 140 << "infiniband" << "QM8790" << true;
        QTest::newRow("DGX-H100") << "DGX-H100" << 127 << "infiniband" << "QM9790" << false;
        QTest::newRow("100GbE servers") << "generic-server" << 900 << "ethernet" << "SN4600C" << true;
        // 200GbE QSFP56 adapters: a QSFP-DD cage takes their QSFP56 plugs, so the SN5400's cages are
        // served and win over the cheaper SN5600's, which no part serves (before QSFP-DD cages took
        // them no switch was served, and the SN5600 was planned with cabling warnings).
        QTest::newRow("DGX-A100 on RoCE") << "DGX-A100" << 700 << "ethernet" << "SN5400" << true;
    }

    // The cheapest switch that fits and whose cages the catalogue's parts serve; the cheapest of
    // all when none is served.
    void automaticSwitchIsOneTheCatalogueCanCable()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(QString, fabric);
        QFETCH(QString, expected);
        QFETCH(bool, cheaperUnserved);
        Design d;
        d.platform = platform.toStdString();
        d.nodes = nodes;
        d.fabric = *technologyFromString(fabric.toStdString());
        Diagnostics diagnostics;
        const Sizing s = size(d, &diagnostics);
        QVERIFY2(s.switchModel, qPrintable(describe(diagnostics)));
        QCOMPARE(QString::fromStdString(s.switchModel->model), expected);
        // Judged by the rule's definition: which switches that fit are cheaper and served.
        bool cheaperFits = false;
        for (const SwitchModel &m : m_catalogue.switches()) {
            if (m.model == s.switchModel->model || m.endOfLife || !m.price.usd || !s.switchModel->price.usd)
                continue;
            Design forced = d;
            forced.switchModel = m.model;
            Diagnostics ignored;
            const Sizing other = size(forced, &ignored);
            if (!other.switchModel || hasErrors(ignored))
                continue;
            if (*m.price.usd * other.switchCount() < *s.switchModel->price.usd * s.switchCount()) {
                cheaperFits = true;
                QVERIFY2(!cablesServeCages(other, m_catalogue) || !cablesServeCages(s, m_catalogue), m.model.c_str());
            }
        }
        QCOMPARE(cheaperFits, cheaperUnserved);
    }

    void splitLeavesWhereNoCableJoinsSplitCages_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("fabric");
        QTest::addColumn<QString>("switchModel"); // empty: the automatic choice
        QTest::addColumn<int>("nodes");
        QTest::addColumn<double>("ratio");
        QTest::addColumn<bool>("split");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        QTest::addColumn<int>("upSpeed");         // of the links between switches
        QTest::addColumn<bool>("cabledInFull");   // every link carried by parts that fit its cages
        // HDR100 (100G servers on InfiniBand): one QM87xx holds 80 on split cages; beyond it the
        // leaves split their down cages only and run 200G HDR up, since splitters go from a switch
        // cage to two adapters and no cable joins two split cages.
        QTest::newRow("HDR100, one switch") << "generic-server" << "infiniband" << "" << 80 << 1.0 << false << 1 << 0 << 0 << 0 << true;
        QTest::newRow("HDR100, 81 servers") << "generic-server" << "infiniband" << "" << 81 << 1.0 << true << 3 << 2 << 0 << 200 << true;
        // NVIDIA's HDR100 figure for 40-port HDR switches (catalogue.md B8): 1,600 hosts on 40
        // leaves and 20 spines.
        QTest::newRow("HDR100, two tiers full") << "generic-server" << "infiniband" << "" << 1600 << 1.0 << true << 40 << 20 << 0 << 200 << true;
        QTest::newRow("HDR100, three tiers") << "generic-server" << "infiniband" << "" << 1601 << 1.0 << true << 45 << 45 << 25 << 200 << true;
        // 2:1 by bandwidth: 48 x 100G down against 12 x 200G up.
        QTest::newRow("HDR100 at 2:1") << "generic-server" << "infiniband" << "" << 700 << 2.0 << true << 15 << 6 << 0 << 200 << true;
        // Whole NDR ports: nothing to split.
        QTest::newRow("DGX-H100 on NDR") << "DGX-H100" << "infiniband" << "QM9700" << 128 << 1.0 << false << 32 << 16 << 0 << 400 << true;
        // 4 x 200GbE on an 800G cage: parts carry every link, if not all fit their cages (the
        // plan warns), so the fabric stays split throughout, as before.
        QTest::newRow("200GbE on SN5600") << "DGX-A100" << "ethernet" << "SN5600" << 700 << 1.0 << false << 48 << 32 << 0 << 200 << false;
    }

    // A fabric whose split cages no cable joins runs split leaves: the counts are minimal for them
    // (the sizing sweep's brute force), the links between switches run at the whole cages' speed
    // from the leaves' whole cages, and the nodes' links end in the split ones.
    void splitLeavesWhereNoCableJoinsSplitCages()
    {
        QFETCH(QString, platform);
        QFETCH(QString, fabric);
        QFETCH(QString, switchModel);
        QFETCH(int, nodes);
        QFETCH(double, ratio);
        QFETCH(bool, split);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, cores);
        QFETCH(int, upSpeed);
        QFETCH(bool, cabledInFull);
        Design d = design(platform, nodes, false);
        d.fabric = *technologyFromString(fabric.toStdString());
        d.switchModel = switchModel.toStdString();
        d.oversubscription = ratio;
        const Plan plan = makePlan(d, m_catalogue);
        QVERIFY2(plan.ok(), qPrintable(describe(plan.diagnostics)));
        const Sizing &s = plan.compute().sizing;
        QCOMPARE(s.splitLeaves(), split);
        QCOMPARE(count(s, Tier::Leaf), leaves);
        QCOMPARE(count(s, Tier::Spine), spines);
        QCOMPARE(count(s, Tier::Core), cores);
        const TierSize &leaf = s.tierSizes.front();
        QCOMPARE(leaf.portSpeedGbps, s.linkSpeedGbps);
        if (s.tiers > 1) {
            QCOMPARE(leaf.upSpeedGbps(), upSpeed);
            QCOMPARE(leaf.oversubscription, ratio);
        }
        const Topology &t = plan.compute().topology;
        for (const Link &link : t.links) {
            const Device &a = t.device(link.a().device);
            const Device &b = t.device(link.b().device);
            if (link.tier() == LinkTier::NodeLeaf) {
                QCOMPARE(link.speedGbps(), s.linkSpeedGbps);
                QVERIFY(b.inSplitCage(link.b().port));
            } else if (link.tier() != LinkTier::SubnetManagerLeaf) {
                QCOMPARE(link.speedGbps(), upSpeed);
                // Both ends in whole cages: the spines' own size of cage, on a split leaf too.
                QCOMPARE(a.portsInCageOf(link.a().port), b.portsInCageOf(link.b().port));
                if (split && a.tier == Tier::Leaf)
                    QVERIFY2(!a.inSplitCage(link.a().port), portLabel(a, link.a().port).c_str());
            }
        }
        if (cabledInFull) {
            QCOMPARE(plan.compute().cables.uncarriedLinks, 0);
            QCOMPARE(plan.compute().cables.misfitLinks, 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestSizing)
#include "tst_sizing.moc"
