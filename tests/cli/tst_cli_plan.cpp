#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

QJsonObject parse(const CliResult &r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

int tierCount(const QJsonObject &plan, const QString &role)
{
    for (const auto &t : plan[QStringLiteral("tiers")].toArray())
        if (t.toObject()[QStringLiteral("role")].toString() == role)
            return t.toObject()[QStringLiteral("count")].toInt();
    return 0;
}

int linkCount(const QJsonObject &plan, const QString &between)
{
    for (const auto &l : plan[QStringLiteral("links")].toArray())
        if (l.toObject()[QStringLiteral("between")].toString() == between)
            return l.toObject()[QStringLiteral("count")].toInt();
    return 0;
}

void writeFile(const QString &path, const QByteArray &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

} // namespace

class TestCliPlan : public QObject
{
    Q_OBJECT

private slots:
    // DESIGN.md section 4: the 127-node DGX H100 SuperPOD.
    void jsonContract()
    {
        const CliResult r = runCli({"plan", "--platform", "DGX-H100", "--nodes", "127", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject plan = parse(r);
        QCOMPARE(plan["endpoints"].toInt(), 1016);
        QCOMPARE(plan["planes"].toInt(), 1);
        QCOMPARE(plan["nodes"].toInt(), 127);
        QCOMPARE(plan["gpus"].toInt(), 1016);
        QCOMPARE(tierCount(plan, "leaf"), 32);
        QCOMPARE(tierCount(plan, "spine"), 16);
        QCOMPARE(linkCount(plan, "node-leaf"), 1020);
        QCOMPARE(linkCount(plan, "leaf-spine"), 1024);
        QCOMPARE(plan["bisection_gbps"].toDouble(), 203200.0);
        QCOMPARE(plan["oversubscription"].toDouble(), 1.0);
        QVERIFY(plan["warnings"].isArray());
        QVERIFY(plan["errors"].toArray().isEmpty());
        for (const auto &t : plan["tiers"].toArray())
            QVERIFY(!t.toObject()["model"].toString().isEmpty());
    }

    // Unknown is never zero: a power per GPU that leaves out parts of unknown draw says so, and a
    // platform without GPUs has none (it printed 0).
    void powerPerGpuSaysWhatItLeavesOut_data()
    {
        QTest::addColumn<QStringList>("design");
        QTest::addColumn<bool>("complete");
        QTest::addColumn<bool>("hasGpus");
        QTest::newRow("HGX H100, draw unknown") << QStringList{"--platform", "HGX-H100", "--nodes", "16", "--fabric", "ethernet"}
                                                << false << true;
        QTest::newRow("DGX H100 on RoCE, every draw known")
            << QStringList{"--platform", "DGX-H100", "--nodes", "16", "--fabric", "ethernet", "--networks", "compute", "--management", "none"}
            << true << true;
        // The DGX side's flat-top twin-port optic has no published draw.
        QTest::newRow("DGX H100 on InfiniBand") << QStringList{"--platform", "DGX-H100", "--nodes", "16", "--networks", "compute", "--management", "none"}
                                               << false << true;
        QTest::newRow("generic servers") << QStringList{"--platform", "generic-server", "--nodes", "16"} << false << false;
    }

    void powerPerGpuSaysWhatItLeavesOut()
    {
        QFETCH(QStringList, design);
        QFETCH(bool, complete);
        QFETCH(bool, hasGpus);
        const CliResult json = runCli(QStringList{"plan", "--json"} + design);
        QCOMPARE(json.exitCode, 0);
        const QJsonObject plan = parse(json);
        QCOMPARE(plan["power_complete"].toBool(), complete);
        QCOMPARE(plan["power_per_gpu_w"].isNull(), !hasGpus);
        const CliResult text = runCli(QStringList{"plan"} + design);
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(text.out.contains("Power per GPU:"), hasGpus);
        if (hasGpus) {
            QCOMPARE(text.out.contains("(some draws unknown)"), !complete);
            // What leaves parts out is a lower bound, read first: "at least 1,958 W (some draws unknown)".
            static const QRegularExpression atLeast(QStringLiteral("Power per GPU: +at least [0-9,]+ W \\(some draws unknown\\)"));
            QCOMPARE(atLeast.match(text.out).hasMatch(), !complete);
        }
    }

    // A figure that leaves parts out is a lower bound, said first, as the window's "≥": a cost per
    // GPU without some prices ("at least 48,090 USD (some prices unknown)"), a worst-case latency
    // without the switches' (none published: "at least 259 ns worst case (cables only: switch
    // latency unknown)"). A complete one is the figure alone.
    void figuresSayWhenTheyAreLowerBounds_data()
    {
        QTest::addColumn<QStringList>("design");
        QTest::addColumn<QStringList>("jsonPath"); // the JSON's own word on it: true when complete
        QTest::addColumn<QString>("line");         // (at least ) then the figure, then (what it leaves out)
        QTest::addColumn<bool>("complete");
        const QStringList h100{"--platform", "DGX-H100", "--nodes", "31", "--networks", "compute"};
        const QString cost = QStringLiteral("Cost per GPU: +(at least )?[0-9,]+ USD( \\(some prices unknown\\))?\n");
        const QString latency = QStringLiteral("Latency: +(at least )?[0-9,]+ ns worst case( \\(cables only: switch latency unknown\\))?\n");
        QTest::newRow("cost, UFM on request") << h100 << QStringList{"cost_complete"} << cost << false;
        QTest::newRow("cost, every price known")
            << h100 + QStringList{"--subnet-manager", "none"} << QStringList{"cost_complete"} << cost << true;
        QTest::newRow("latency, QM9790: none published")
            << h100 << QStringList{"latency_ns", "includes_switches"} << latency << false;
        QTest::newRow("latency, DGX-B300's switch: published")
            << QStringList{"--platform", "DGX-B300", "--nodes", "31", "--fabric", "ib", "--networks", "compute"}
            << QStringList{"latency_ns", "includes_switches"} << latency << true;
    }

    void figuresSayWhenTheyAreLowerBounds()
    {
        QFETCH(QStringList, design);
        QFETCH(QStringList, jsonPath);
        QFETCH(QString, line);
        QFETCH(bool, complete);
        const CliResult json = runCli(QStringList{"plan", "--json"} + design);
        QCOMPARE(json.exitCode, 0);
        QJsonValue word = parse(json);
        for (const QString &key : jsonPath)
            word = word.toObject()[key];
        QCOMPARE(word.toBool(), complete);
        const CliResult text = runCli(QStringList{"plan"} + design);
        QCOMPARE(text.exitCode, 0);
        const auto match = QRegularExpression(line).match(text.out);
        QVERIFY2(match.hasMatch(), qPrintable(text.out));
        QCOMPARE(match.capturedLength(1) > 0, !complete);
        QCOMPARE(match.capturedLength(2) > 0, !complete);
    }

    // The text report reads as a person writes it: each switch model once in the Networks table
    // (it read "48 (32 QM9790 + 16 QM9790)"), and the per-GPU figures grouped as the others are
    // ("49686 USD").
    void textReportNamesEachModelOnce_data()
    {
        QTest::addColumn<QStringList>("design");
        QTest::addColumn<QStringList>("switchCells");
        QTest::newRow("H100, 4 SU, with storage")
            << QStringList{"--platform", "DGX-H100", "--nodes", "127", "--storage-nodes", "16"}
            << QStringList{"48 QM9790", "14 QM9700", "8 SN4600C", "7 SN2201"};
        QTest::newRow("GB200 NVL72 x8") << QStringList{"--platform", "DGX-GB200", "--nodes", "8"}
                                        << QStringList{"34 QM9790", "5 SN5600", "18 SN2201"};
    }

    void textReportNamesEachModelOnce()
    {
        QFETCH(QStringList, design);
        QFETCH(QStringList, switchCells);
        const CliResult text = runCli(QStringList{"plan"} + design);
        QCOMPARE(text.exitCode, 0);
        for (const QString &cell : switchCells)
            QVERIFY2(text.out.contains(QStringLiteral("  ") + cell + QStringLiteral("  ")), qPrintable(cell + "\n" + text.out));
        QVERIFY2(!text.out.contains(QRegularExpression(QStringLiteral("\\(\\d+ (\\S+) \\+ \\d+ \\1\\)"))), qPrintable(text.out));
        QVERIFY2(text.out.contains(QRegularExpression(QStringLiteral("Cost per GPU: +(at least )?\\d{1,3}(,\\d{3})+ USD"))), qPrintable(text.out));
        QVERIFY2(text.out.contains(QRegularExpression(QStringLiteral("Power per GPU: +(at least )?\\d{1,3}(,\\d{3})+ W"))), qPrintable(text.out));
    }

    void designFlags_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::addColumn<int>("cores");
        QTest::addColumn<int>("planes");
        QTest::newRow("16 SU three tiers")
            << QStringList{"--nodes", "512", "--management", "none"} << 128 << 128 << 64 << 1;
        QTest::newRow("GPUs instead of nodes")
            << QStringList{"--gpus", "2048", "--management", "none"} << 64 << 32 << 0 << 1;
        QTest::newRow("2:1 forced switch")
            << QStringList{"--nodes", "84", "--oversubscription", "2:1", "--switch", "QM9700", "--management", "none"}
            << 16 << 7 << 0 << 1;
        QTest::newRow("twin-plane Ethernet")
            << QStringList{"--platform", "DGX-B300", "--fabric", "ethernet", "--rails", "16", "--link-speed", "400",
                           "--planes", "2", "--nodes", "128"}
            << 32 << 16 << 0 << 2;
    }

    void designFlags()
    {
        QFETCH(QStringList, flags);
        QFETCH(int, leaves);
        QFETCH(int, spines);
        QFETCH(int, cores);
        QFETCH(int, planes);
        const CliResult r = runCli(QStringList{"plan", "--json"} + flags);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject plan = parse(r);
        QCOMPARE(tierCount(plan, "leaf"), leaves);
        QCOMPARE(tierCount(plan, "spine"), spines);
        QCOMPARE(tierCount(plan, "core"), cores);
        QCOMPARE(plan["planes"].toInt(), planes);
    }

    void textSummary()
    {
        const CliResult r = runCli({"plan", "--nodes", "127"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("127 x DGX-H100"));
        QVERIFY(r.out.contains("Bisection:"));
        QVERIFY(r.out.contains("203,200 Gb/s"));
        QVERIFY(r.out.contains("leaf-spine"));
    }

    // A plan that fails at its cabling (EDR runs beyond the 5 m copper, parts on sale only: NVIDIA
    // sells no EDR AOC or optic) keeps its sizing, but its figures were never worked out: unknown,
    // not zero.
    void failedPlanHasNoFigures()
    {
        const QStringList design = {"plan", "--platform", "generic-server", "--nodes", "648", "--switch", "SB7800",
                                    "--for-sale-only"};
        const CliResult json = runCli(design + QStringList{"--json"});
        QCOMPARE(json.exitCode, 1);
        const QJsonObject plan = parse(json);
        QVERIFY(!plan["errors"].toArray().isEmpty());
        QCOMPARE(tierCount(plan, "leaf"), 36);
        for (const char *key : {"bisection_gbps", "oversubscription", "switches", "hops", "latency_ns", "cost_complete",
                                "power_per_gpu_w", "power_complete"})
            QVERIFY2(plan[QLatin1String(key)].isNull(), key);
        const CliResult text = runCli(design);
        QCOMPARE(text.exitCode, 1);
        QVERIFY(text.out.contains("not worked out"));
        QVERIFY2(!text.out.contains("Bisection:") && !text.out.contains("Latency:"), qPrintable(text.out));
    }

    // Issue 33: without --for-sale-only the same EDR design plans, with end-of-life AOCs beyond
    // the copper's reach, and says so.
    void endOfLifeMediaPlanWithAWarning()
    {
        const CliResult r = runCli({"plan", "--platform", "generic-server", "--nodes", "648", "--switch", "SB7800"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString all = r.out + r.err;
        QVERIFY2(all.contains("end-of-life parts") && all.contains("NVIDIA sells instead: MCP1600-E"), qPrintable(all));
        QVERIFY(r.out.contains("Bisection:"));
    }

    void checkBisection()
    {
        const CliResult r = runCli({"plan", "--nodes", "300", "--oversubscription", "2", "--switch", "QM9700",
                                    "--check-bisection", "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject plan = parse(r);
        const auto flows = plan["bisection_maxflow_per_plane_gbps"].toArray();
        QCOMPARE(flows.size(), 1);
        QCOMPARE(flows[0].toDouble(), plan["bisection_per_plane_gbps"].toArray()[0].toDouble());
    }

    // Exit 2 for malformed flags, 1 for well-formed but wrong values, each naming the field.
    void badInput_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("nodes not a number") << QStringList{"--nodes", "many"} << 2 << "--nodes";
        QTest::newRow("unknown flag") << QStringList{"--nodez", "3"} << 2 << "--nodez";
        QTest::newRow("fabric not a choice") << QStringList{"--fabric", "token-ring"} << 2 << "--fabric";
        QTest::newRow("sharp not on/off") << QStringList{"--sharp", "maybe"} << 2 << "--sharp";
        QTest::newRow("nodes and gpus") << QStringList{"--nodes", "3", "--gpus", "24"} << 2 << "--gpus";
        QTest::newRow("zero nodes") << QStringList{"--nodes", "0"} << 1 << "--nodes";
        QTest::newRow("negative nodes") << QStringList{"--nodes", "-3"} << 1 << "--nodes";
        QTest::newRow("negative planes") << QStringList{"--planes", "-1"} << 1 << "--planes";
        // Issue 14: the message names the flag as typed, not the field behind it.
        QTest::newRow("speed no switch runs") << QStringList{"--link-speed", "300"} << 1 << "--link-speed: ";
        QTest::newRow("unknown platform") << QStringList{"--platform", "DGX-Z"} << 1 << "--platform: unknown platform 'DGX-Z' (the catalogue has: DGX-A100";
        QTest::newRow("mixed technologies") << QStringList{"--fabric", "ethernet", "--switch", "QM9700"} << 1 << "--switch: ";
        QTest::newRow("nodes beyond 64 bits") << QStringList{"--nodes", "18446744073709551615"} << 1 << "--nodes: 18446744073709551615 is out of range";
        QTest::newRow("nodes beyond int") << QStringList{"--nodes", "1099511627776"} << 1 << "--nodes: 1099511627776 is out of range";
        QTest::newRow("nodes beyond the cap") << QStringList{"--nodes", "2,000,000"} << 1 << "--nodes: at most";
        QTest::newRow("nodes badly grouped") << QStringList{"--nodes", "1,02"} << 2 << "--nodes takes a whole number";
        // Not a number, like --link-speed nan (audit finding 17: these exited 1).
        QTest::newRow("oversubscription nan") << QStringList{"--oversubscription", "nan"} << 2 << "--oversubscription takes a ratio such as 2, 2:1 or 4:3, not 'nan'";
        QTest::newRow("oversubscription inf") << QStringList{"--oversubscription", "inf"} << 2 << "--oversubscription takes a ratio such as 2, 2:1 or 4:3, not 'inf'";
        QTest::newRow("spine oversubscription nan:1") << QStringList{"--spine-oversubscription", "nan:1"} << 2 << "--spine-oversubscription takes a ratio";
        QTest::newRow("growth nan") << QStringList{"--growth", "nan"} << 2 << "--growth takes a number, not 'nan'";
        QTest::newRow("growth -inf") << QStringList{"--growth", "-inf"} << 2 << "--growth takes a number, not '-inf'";
        QTest::newRow("unknown switch, near") << QStringList{"--switch", "QM970"} << 1 << "did you mean QM9700";
        QTest::newRow("switch family of several") << QStringList{"--switch", "Quantum-2"} << 1 << "QM9700 and QM9790";
        QTest::newRow("unknown platform, near") << QStringList{"--platform", "DGX-H10"} << 1 << "did you mean DGX-H100";
        QTest::newRow("management not a choice") << QStringList{"--management", "sometimes"} << 2 << "--management takes";
        QTest::newRow("beyond three tiers") << QStringList{"--nodes", "9000", "--switch", "QM9700"} << 1 << "65,536";
        // An impossible design says what would work (issue 12).
        QTest::newRow("beyond three tiers: the way out")
            << QStringList{"--nodes", "9000", "--switch", "QM9700"} << 1 << "(k³/4 with k = 64): use 2 planes or plan at most 8,192 nodes";
        QTest::newRow("a leaf-only switch beyond one switch")
            << QStringList{"--platform", "generic-server", "--fabric", "ethernet", "--link-speed", "25", "--switch", "SN2010", "--nodes", "40"}
            << 1 << "--switch: SN2010 cannot be a spine switch (its roles: access, leaf), and this design needs 2 tiers: "
                    "choose SN2100 or plan at most 18 nodes";
        // A leaf-only switch too small to hold the plane alone: its role is the reason, not a
        // three-tier limit "of 0" (an SN4410 has 8 ports at 400G and cannot be a spine).
        QTest::newRow("a leaf-only switch no layout fits")
            << QStringList{"--platform", "DGX-GB200", "--nodes", "2", "--fabric", "ethernet", "--link-speed", "400",
                           "--switch", "SN4410"}
            << 1 << "--switch: SN4410 cannot be a spine switch (its roles: leaf), and 144 endpoints per plane need "
                    "more than one switch: choose SN5600 or use 18 planes";
        QTest::newRow("no switch holds it") << QStringList{"--nodes", "20000"} << 1 << ": use 4 planes or plan at most 8,192 nodes";
        QTest::newRow("missing project") << QStringList{"/nonexistent/p.json"} << 1 << "/nonexistent/p.json";
        // No flag sets a network's node ports: the message says where they go (audit finding 19).
        QTest::newRow("storage ports of a server the catalogue does not know")
            << QStringList{"--platform", "generic-server", "--networks", "all"} << 1
            << "networks.storage.nodePorts: the catalogue has no published port layout for the generic-server on the Storage fabric; "
               "give the ports per node and their speed in the project file (networks.storage.nodePorts and "
               "networks.storage.linkSpeedGbps), or plan without the Storage fabric\n";
        // Parts on sale only: the end-of-life part that would carry the link is named, and the
        // flag that refuses it (audit finding 16: "no medium in the catalogue carries it").
        const QStringList edr{"--platform", "generic-server", "--nodes", "648", "--fabric", "infiniband", "--switch", "SB7800",
                              "--link-speed", "100", "--for-sale-only"};
        QTest::newRow("for sale only: a link")
            << edr << 1
            << "--for-sale-only: link 4 (generic-server-0004 port 1 to leaf-p1-su01-r1 port 4, 100 Gb/s, 7.0 m): no medium on "
               "sale carries it; the end-of-life MFA1A00-E010 would, were end-of-life parts allowed\n";
        QTest::newRow("for sale only: the rest") << edr << 1 << "--for-sale-only: and 1291 more links that no medium on sale carries\n";
        // The storage devices' own speed: a number, no faster than the leaves' ports, one the
        // storage switch runs.
        const QStringList storage{"--networks", "all", "--storage-nodes", "8"};
        QTest::newRow("storage device speed not a number")
            << storage + QStringList{"--storage-device-speed", "fast"} << 2 << "--storage-device-speed takes a whole number";
        QTest::newRow("storage device speed zero")
            << storage + QStringList{"--storage-device-speed", "0"} << 1 << "--storage-device-speed: ";
        QTest::newRow("storage devices faster than the leaves")
            << storage + QStringList{"--storage-device-speed", "800"} << 1
            << "--storage-device-speed: the Storage fabric's devices run at 800 Gb/s, faster than its "
               "leaves' 400 Gb/s ports (the nodes' speed on it); give the devices at most 400 Gb/s, or the nodes' ports 800 Gb/s";
        QTest::newRow("storage device speed the switch does not run")
            << storage + QStringList{"--storage-device-speed", "100"} << 1
            << "--storage-device-speed: QM9700 has no 100 Gb/s ports for the Storage fabric's devices; give them 400 Gb/s";
        // The speed the user gave is at fault, not the storage switch the planner chose (audit
        // finding 12: "networks.storage.switchModel: QM9700 has no ports at 1 Gb/s").
        QTest::newRow("storage link speed no switch runs")
            << QStringList{"--networks", "all", "--storage-link-speed", "1"} << 1
            << "--storage-link-speed: Storage fabric: no InfiniBand switch in the catalogue runs 1 Gb/s ports";
    }

    // A technology is named as people write it, not as the project file keys it ("an infiniband
    // switch but the fabric is ethernet").
    void technologiesAreNamedAsWritten_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QString>("says");
        QTest::newRow("a switch of the other fabric") << QStringList{"--fabric", "ethernet", "--switch", "QM9700"}
                                                      << "--switch: QM9700 is an InfiniBand switch but the fabric is Ethernet\n";
        QTest::newRow("no switch at the speed") << QStringList{"--link-speed", "1"} << "no InfiniBand switch in the catalogue runs 1 Gb/s ports";
        QTest::newRow("the plan's first line") << QStringList{"--nodes", "16"} << "(128 GPUs, 128 endpoints) on InfiniBand at 400 Gb/s\n";
    }

    void technologiesAreNamedAsWritten()
    {
        QFETCH(QStringList, flags);
        QFETCH(QString, says);
        const CliResult r = runCli(QStringList{"plan"} + flags);
        QVERIFY2((r.err + r.out).contains(says), qPrintable(r.err + r.out.left(400)));
    }

    void badInput()
    {
        QFETCH(QStringList, flags);
        QFETCH(int, exitCode);
        QFETCH(QString, mentions);
        const CliResult r = runCli(QStringList{"plan"} + flags);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
        // Said once, on stderr.
        QCOMPARE((r.err + r.out).count(mentions), 1);
    }

    // A plan that goes ahead but leaves out what a flag asked for says so, naming the flag.
    void warningsNameTheFlag_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QString>("says");
        // Audit finding 12: it named networks.storage.switchModel, which the user did not set.
        QTest::newRow("storage link speed no switch runs")
            << QStringList{"--storage-link-speed", "1"}
            << "warning: --storage-link-speed: the Storage fabric is left out of this plan: Storage fabric: no InfiniBand "
               "switch in the catalogue runs 1 Gb/s ports";
        // Audit finding 15: taken silently on a fabric of two tiers.
        QTest::newRow("spine oversubscription on two tiers")
            << QStringList{"--nodes", "64", "--spine-oversubscription", "4"}
            << "warning: --spine-oversubscription: the fabric has 2 tiers, so its spines have no uplinks and the spine "
               "oversubscription of 4:1 is not used (it applies to three tiers)";
        QTest::newRow("spine oversubscription on one switch")
            << QStringList{"--nodes", "2", "--spine-oversubscription", "2:1"}
            << "warning: --spine-oversubscription: the fabric is one switch, so the spine oversubscription of 2:1 is not "
               "used (it applies to three tiers)";
    }

    void warningsNameTheFlag()
    {
        QFETCH(QStringList, flags);
        QFETCH(QString, says);
        const CliResult r = runCli(QStringList{"plan"} + flags);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(says), qPrintable(r.out.right(1500)));
        QCOMPARE(r.out.count(says), 1);
        QVERIFY2(!r.out.contains("networks.storage.switchModel"), qPrintable(r.out.right(1500)));
    }

    // Issue 10 rule 7: the names people type.
    void forgivingNames_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("expected");
        QTest::newRow("model in lower case") << QStringList{"--switch", "qm9700"} << "switch" << "QM9700";
        QTest::newRow("legacy ordering number") << QStringList{"--switch", "MQM9700-NS2F"} << "switch" << "QM9700";
        QTest::newRow("ordering number, lower case") << QStringList{"--switch", "920-9b210-00fn-0m0"} << "switch" << "QM9700";
        QTest::newRow("model stem") << QStringList{"--platform", "DGX-B300", "--nodes", "64", "--switch", "Q3400"} << "switch" << "Q3400-RA";
        QTest::newRow("platform in lower case") << QStringList{"--platform", "dgx-h100"} << "platform" << "DGX-H100";
        QTest::newRow("fabric IB") << QStringList{"--fabric", "IB"} << "fabric" << "infiniband";
        QTest::newRow("fabric InfiniBand") << QStringList{"--fabric", "InfiniBand"} << "fabric" << "infiniband";
        QTest::newRow("fabric RoCE") << QStringList{"--fabric", "RoCE"} << "fabric" << "ethernet";
        QTest::newRow("fabric Ethernet") << QStringList{"--fabric", "Ethernet"} << "fabric" << "ethernet";
        QTest::newRow("management UFM") << QStringList{"--management", "UFM", "--nodes", "1,024"} << "nodes" << "1024";
        QTest::newRow("grouped nodes") << QStringList{"--nodes", "1,024"} << "nodes" << "1024";
        // The words of the choices in any case too, as --fabric's (audit finding 20: AUTO and ON were refused).
        QTest::newRow("tiers AUTO") << QStringList{"--tiers", "AUTO"} << "tiers" << "2";
        QTest::newRow("sharp OFF") << QStringList{"--sharp", "OFF"} << "sharp" << "false";
        QTest::newRow("sharp On") << QStringList{"--sharp", "On"} << "sharp" << "true";
        QTest::newRow("switch AUTO") << QStringList{"--switch", "AUTO"} << "switch" << "QM9790";
    }

    void forgivingNames()
    {
        QFETCH(QStringList, flags);
        QFETCH(QString, key);
        QFETCH(QString, expected);
        const CliResult r = runCli(QStringList{"plan", "--json"} + flags);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonValue v = parse(r)[key];
        const QString value = v.isDouble() ? QString::number(v.toInt())
            : v.isBool()                   ? QString::fromLatin1(v.toBool() ? "true" : "false")
            : v.isArray()                  ? QString::number(v.toArray().size()) // the tiers
                                           : v.toString();
        QCOMPARE(value, expected);
    }

    // A project file takes the same names.
    void forgivingNamesInProjects()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("p.json");
        writeFile(path, R"({"format":"fabricplanner-project","version":1,
                           "design":{"platform":"dgx-h100","nodes":64,"switchModel":"mqm9700-ns2f"}})");
        const CliResult r = runCli({"plan", path, "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(parse(r)["switch"].toString(), QStringLiteral("QM9700"));
        QCOMPARE(parse(r)["platform"].toString(), QStringLiteral("DGX-H100"));
    }

    // Issue 10 rule 6: 127 DGX H100 at 2:1 is the narrowest cut (rails or whole leaves), which
    // max-flow confirms, and model says the same number.
    void oversubscribedBisection()
    {
        const QStringList design{"--nodes", "127", "--oversubscription", "2", "--switch", "QM9700"};
        CliResult r = runCli(QStringList{"plan", "--json", "--check-bisection"} + design);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject plan = parse(r);
        const double bisection = plan["bisection_gbps"].toDouble();
        QVERIFY(bisection < 136000.0); // the old first-half cut
        QCOMPARE(plan["bisection_maxflow_per_plane_gbps"].toArray()[0].toDouble(), bisection);
        QVERIFY(!plan["bisection_cut"].toString().isEmpty());
        r = runCli(QStringList{"model", "--json"} + design);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(parse(r)["bisection"].toObject()["bisection_gbps"].toDouble(), bisection);
    }

    // Every design flag the parser takes and docs/cli.md documents is in --help: the flags
    // spelt in app/cli/designflags.cpp and those in the design table of docs/cli.md.
    void helpListsEveryDesignFlag_data()
    {
        QTest::addColumn<QString>("flag");
        QSet<QString> flags;
        const auto flagsIn = [&](const QString &path, const QRegularExpression &pattern) {
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            const QString text = QString::fromUtf8(file.readAll());
            for (const auto &match : pattern.globalMatch(text))
                flags.insert(match.captured(1));
        };
        flagsIn(QStringLiteral(FABRIC_SOURCE_DIR "/app/cli/designflags.cpp"), QRegularExpression(QStringLiteral("\"(--[a-z][a-z-]+)\"")));
        QFile docs(QStringLiteral(FABRIC_SOURCE_DIR "/docs/cli.md"));
        QVERIFY(docs.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(docs.readAll());
        const qsizetype table = text.indexOf(QStringLiteral("| flag | field | default |"));
        QVERIFY(table > 0);
        const QString rows = text.mid(table, text.indexOf(QStringLiteral("\n\n"), table) - table);
        for (const auto &match : QRegularExpression(QStringLiteral("`(--[a-z][a-z-]+)")).globalMatch(rows))
            flags.insert(match.captured(1));
        QVERIFY(flags.size() >= 30);
        for (const QString &flag : flags)
            QTest::newRow(qPrintable(flag)) << flag;
    }

    void helpListsEveryDesignFlag()
    {
        QFETCH(QString, flag);
        static const CliResult help = runCli({"--help"});
        QCOMPARE(help.exitCode, 0);
        const QRegularExpression listed(QStringLiteral("^  %1[ \n]").arg(QRegularExpression::escape(flag)),
                                        QRegularExpression::MultilineOption);
        QVERIFY2(listed.match(help.out).hasMatch(), qPrintable(flag + QStringLiteral(" is not listed in --help")));
    }

    // The manual page (man fabricplanner-cli) names every flag --help names: it once listed 38
    // of 83, none of the storage, in-band, OOB or model flags.
    void manPageNamesEveryFlag()
    {
        const CliResult help = runCli({"--help"});
        QCOMPARE(help.exitCode, 0);
        QFile page(QStringLiteral(FABRIC_BINARY_DIR "/packaging/man/fabricplanner-cli.1"));
        QVERIFY2(page.open(QIODevice::ReadOnly), qPrintable(page.fileName() + QStringLiteral(" was not built")));
        const QString man = QString::fromUtf8(page.readAll());
        QSet<QString> flags;
        for (const auto &match : QRegularExpression(QStringLiteral("(--[a-z][a-z0-9-]+)")).globalMatch(help.out))
            flags.insert(match.captured(1));
        QVERIFY(flags.size() >= 80);
        for (const QString &flag : flags) {
            QString troff = flag;
            troff.replace(QLatin1Char('-'), QStringLiteral("\\-"));
            QVERIFY2(man.contains(troff), qPrintable(flag + QStringLiteral(" is not in the manual page")));
        }
    }

    // Bash completion offers every command and flag --help names (it lacked explore, verify and
    // 45 flags).
    void completionOffersEveryCommandAndFlag()
    {
        const CliResult help = runCli({"--help"});
        QCOMPARE(help.exitCode, 0);
        QFile file(QStringLiteral(FABRIC_SOURCE_DIR "/packaging/completion/fabricplanner-cli"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString completion = QString::fromUtf8(file.readAll());
        const QString commands = help.out.section(QStringLiteral("Commands:"), 1).section(QStringLiteral("Design flags:"), 0, 0);
        int named = 0;
        for (const auto &match : QRegularExpression(QStringLiteral("^  ([a-z]+) "), QRegularExpression::MultilineOption).globalMatch(commands)) {
            ++named;
            QVERIFY2(QRegularExpression(QStringLiteral("\\b%1\\)").arg(match.captured(1))).match(completion).hasMatch(),
                     qPrintable(match.captured(1) + QStringLiteral(" has no options in the completion")));
        }
        QVERIFY(named >= 10);
        for (const auto &match : QRegularExpression(QStringLiteral("(--[a-z][a-z0-9-]+)")).globalMatch(help.out)) {
            const QRegularExpression offered(QRegularExpression::escape(match.captured(1)) + QStringLiteral("(?![a-z0-9-])"));
            QVERIFY2(offered.match(completion).hasMatch(), qPrintable(match.captured(1) + QStringLiteral(" is not in the completion")));
        }
    }

    // Ratios as a:b (the docs give the storage default as 4:3), the same design as the number.
    void ratiosAsTyped_data()
    {
        QTest::addColumn<QString>("flag");
        QTest::addColumn<QString>("ratio");
        QTest::addColumn<QString>("number");
        QTest::newRow("leaf 4:3") << "--oversubscription" << "4:3" << "1.3333333333333333";
        QTest::newRow("leaf 47:10") << "--oversubscription" << "47:10" << "4.7";
        QTest::newRow("leaf 2:1") << "--oversubscription" << "2:1" << "2";
        QTest::newRow("storage 4:3") << "--storage-oversubscription" << "4:3" << "1.3333333333333333";
        QTest::newRow("storage 5:2") << "--storage-oversubscription" << "5:2" << "2.5";
        QTest::newRow("in-band 8:2") << "--inband-oversubscription" << "8:2" << "4";
    }

    void ratiosAsTyped()
    {
        QFETCH(QString, flag);
        QFETCH(QString, ratio);
        QFETCH(QString, number);
        const QStringList design{"plan", "--json", "--nodes", "64", "--networks", "all", "--storage-nodes", "4"};
        const CliResult asRatio = runCli(design + QStringList{flag, ratio});
        const CliResult asNumber = runCli(design + QStringList{flag, number});
        QVERIFY2(asRatio.exitCode == 0, qPrintable(asRatio.err));
        QVERIFY2(asNumber.exitCode == 0, qPrintable(asNumber.err));
        QCOMPARE(parse(asRatio)["networks"], parse(asNumber)["networks"]);
    }

    void ratiosRefused_data()
    {
        QTest::addColumn<QString>("ratio");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        QTest::newRow("3:4, below 1:1") << "3:4" << 1 << "--storage-oversubscription: '3:4' is below 1:1";
        QTest::newRow("4:0") << "4:0" << 2 << "--storage-oversubscription takes a ratio such as 2, 2:1 or 4:3, not '4:0'";
        QTest::newRow("4:-3") << "4:-3" << 2 << "takes a ratio such as 2, 2:1 or 4:3, not '4:-3'";
        QTest::newRow("0:0") << "0:0" << 2 << "takes a ratio such as 2, 2:1 or 4:3, not '0:0'";
        QTest::newRow("4:3:2") << "4:3:2" << 2 << "takes a ratio such as 2, 2:1 or 4:3, not '4:3:2'";
        QTest::newRow("words") << "four:three" << 2 << "takes a ratio such as 2, 2:1 or 4:3, not 'four:three'";
    }

    void ratiosRefused()
    {
        QFETCH(QString, ratio);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        const CliResult r = runCli({"plan", "--networks", "all", "--storage-oversubscription", ratio});
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
    }

    // An option given twice is named as such, switches and spellings of one setting too.
    void repeatedOptionsAreNamed_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("says");
        QTest::newRow("--json twice") << QStringList{"plan", "--json", "--json"} << "--json given more than once";
        QTest::newRow("--for-sale-only twice") << QStringList{"plan", "--for-sale-only", "--for-sale-only"}
                                               << "--for-sale-only given more than once";
        QTest::newRow("--cuda-graph twice") << QStringList{"model", "--nodes", "2", "--cuda-graph", "--cuda-graph"}
                                            << "--cuda-graph given more than once";
        QTest::newRow("--subnet-manager and --management") << QStringList{"plan", "--subnet-manager", "ufm", "--management", "none"}
                                                           << "--subnet-manager given more than once (--management is its older name)";
        QTest::newRow("--nodes twice") << QStringList{"plan", "--nodes", "4", "--nodes", "5"} << "--nodes given more than once";
    }

    void repeatedOptionsAreNamed()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, says);
        const CliResult r = runCli(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
    }

    // More devices than a network plans: the flag typed, and the number typed.
    void tooManyDevicesNameTheirFlag()
    {
        const CliResult r = runCli({"plan", "--storage-nodes", "1000000", "--networks", "all"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("--storage-nodes: at most 999969 beside the 31 nodes on the Storage fabric, got 1000000"),
                 qPrintable(r.err));
    }

    void projectFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("p.json");
        writeFile(path, R"({"format":"fabricplanner-project","version":1,
                           "design":{"platform":"DGX-H100","nodes":63,"management":"ufm"}})");
        CliResult r = runCli({"plan", path, "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(tierCount(parse(r), "spine"), 8);

        // Flags override the file.
        r = runCli({"plan", path, "--nodes", "95", "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(tierCount(parse(r), "spine"), 16);

        writeFile(path, R"({"format":"fabricplanner-project","version":1,"design":{"platform":"DGX-H100","nodes":-3}})");
        r = runCli({"plan", path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("$.design.nodes: expected a positive whole number, got -3"), qPrintable(r.err));

        writeFile(path, R"({"format":"fabricplanner-project","version":7,"design":{}})");
        r = runCli({"plan", path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("newer"), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliPlan)
#include "tst_cli_plan.moc"
