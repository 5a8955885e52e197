// fabricplanner-cli model, run the way a user runs it.
#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

class TestCliModel : public QObject
{
    Q_OBJECT

private slots:
    void jsonResults_data();
    void jsonResults();
    void sweepPrintsATableLikeNcclTests();
    void scopes_data();
    void scopes();
    void bisectionAndFailures();
    void failureLinesSayWhatIsLost_data();
    void failureLinesSayWhatIsLost();
    void olderReleasesLackNewerAlgorithms_data();
    void olderReleasesLackNewerAlgorithms();
    void anAlgorithmNewerThanTheReleaseIsRefused_data();
    void anAlgorithmNewerThanTheReleaseIsRefused();
    void usageErrors_data();
    void usageErrors();
    void paramsOutOfRangeNameTheirRange_data();
    void paramsOutOfRangeNameTheirRange();
    void impossibleRequests_data();
    void impossibleRequests();
    void ncclEnvironment_data();
    void ncclEnvironment();
    void alltoallSaysWhatNcclEnvironmentItIgnores_data();
    void alltoallSaysWhatNcclEnvironmentItIgnores();
    void latencyComponentsInJson();
    void configurationInJsonAndText();
    void pcieServerRunsOverPcie();
    void notesSayWhatTheModelAssumes_data();
    void notesSayWhatTheModelAssumes();
};

namespace {

QJsonObject parseJson(const CliResult &r)
{
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << "not JSON:" << error.errorString() << r.out.left(400) << r.err;
    return doc.object();
}

} // namespace

void TestCliModel::jsonResults_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("collective");
    QTest::addColumn<QList<qint64>>("bytes");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("busbwFactor");
    QTest::newRow("allreduce, 4 H100 nodes")
        << QStringList{"--platform", "DGX-H100", "--nodes", "4", "--bytes", "8,1M,8G"}
        << "allreduce" << QList<qint64>{8, 1 << 20, 8ll << 30} << 32 << 2.0 * 31 / 32;
    QTest::newRow("alltoall, 16 H100 nodes")
        << QStringList{"--platform",   "DGX-H100", "--nodes", "16",
                       "--collective", "alltoall", "--bytes", "64K,1G"}
        << "alltoall" << QList<qint64>{65536, 1ll << 30} << 128 << 127.0 / 128;
    QTest::newRow("broadcast, 2 A100 nodes")
        << QStringList{"--platform",   "DGX-A100",  "--nodes", "2",
                       "--collective", "broadcast", "--bytes", "1K"}
        << "broadcast" << QList<qint64>{1024} << 16 << 1.0;
}

void TestCliModel::jsonResults()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, collective);
    QFETCH(QList<qint64>, bytes);
    QFETCH(int, ranks);
    QFETCH(double, busbwFactor);
    const auto r = runCli(QStringList{"model"} + arguments + QStringList{"--json"});
    QCOMPARE(r.exitCode, 0);
    const auto results = parseJson(r).value("results").toArray();
    QCOMPARE(results.size(), bytes.size());
    double previousTime = 0;
    for (qsizetype i = 0; i < results.size(); ++i) {
        const auto o = results[i].toObject();
        QCOMPARE(o.value("collective").toString(), collective);
        QCOMPARE(o.value("bytes").toInteger(), bytes[i]);
        QCOMPARE(o.value("ranks").toInt(), ranks);
        QVERIFY(o.value("algorithm").toString() != QLatin1String("auto"));
        QVERIFY(!o.value("algorithm").toString().isEmpty());
        const double time = o.value("time_us").toDouble();
        const double algbw = o.value("algbw_GBps").toDouble();
        const double busbw = o.value("busbw_GBps").toDouble();
        QVERIFY(time > previousTime);
        previousTime = time;
        // GB/s as nccl-tests: bytes / time, and busbw by the nccl-tests factor.
        if (algbw > 1.0) {
            QVERIFY(std::abs(algbw - bytes[i] / (time * 1e3)) < 0.01 * algbw);
            QVERIFY(std::abs(busbw - algbw * busbwFactor) < 0.01 * busbw);
        }
    }
}

void TestCliModel::sweepPrintsATableLikeNcclTests()
{
    const auto r = runCli({"model", "--platform", "DGX-H100", "--nodes", "8"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n');
    qsizetype header = -1;
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (lines[i].startsWith("size"))
            header = i;
    QVERIFY(header >= 0);
    for (const char *column :
         {"count", "type", "time(us)", "algbw(GB/s)", "busbw(GB/s)", "algorithm"})
        QVERIFY2(lines[header].contains(QLatin1String(column)), column);
    // 8 B to 8 GiB in powers of two: 31 rows after the rule.
    QVERIFY(lines[header + 2].startsWith("8 "));
    QVERIFY(lines[header + 32].startsWith("8589934592 "));
    QVERIFY(lines[header + 33].startsWith("#"));
    // The assumptions are listed with their sources.
    QVERIFY(r.out.contains("nvlink_efficiency"));
    QVERIFY(r.out.contains("ib_nic_efficiency"));
    QVERIFY(r.out.contains("nccl"));
}

void TestCliModel::scopes_data()
{
    QTest::addColumn<QString>("scope");
    QTest::addColumn<int>("ranks");
    QTest::newRow("node") << "node" << 8;
    QTest::newRow("cluster") << "cluster" << 800;
    QTest::newRow("ranks") << "100" << 100;
}

void TestCliModel::scopes()
{
    QFETCH(QString, scope);
    QFETCH(int, ranks);
    const auto r = runCli({"model", "--platform", "DGX-H100", "--nodes", "100", "--bytes", "1M",
                           "--scope", scope, "--json"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(parseJson(r).value("results").toArray().first().toObject().value("ranks").toInt(),
             ranks);
}

void TestCliModel::bisectionAndFailures()
{
    const auto r =
        runCli({"model", "--platform", "DGX-H100", "--nodes", "127", "--bytes", "8", "--json"});
    QCOMPARE(r.exitCode, 0);
    const auto o = parseJson(r);
    const auto bisection = o.value("bisection").toObject();
    QCOMPARE(bisection.value("bisection_gbps").toDouble(), 1016 * 400 / 2.0);
    QVERIFY(bisection.value("per_tier").toArray().size() >= 2);
    QVERIFY(bisection.value("alltoall_busbw_bound_GBps").toDouble() > 0);
    const auto failures = o.value("failures").toObject();
    for (const char *lost : {"leaf", "spine", "plane"}) {
        const auto f = failures.value(QLatin1String(lost)).toObject();
        QVERIFY2(!f.isEmpty(), lost);
        QVERIFY(f.value("fraction_left").toDouble() < 1.0 ||
                QLatin1String(lost) == QLatin1String("spine"));
    }
    QVERIFY(failures.value("leaf").toObject().value("endpoints_lost").toInt() > 0);
    QVERIFY(!o.value("assumptions").toArray().isEmpty());
}

void TestCliModel::failureLinesSayWhatIsLost_data()
{
    QTest::addColumn<QStringList>("design");
    QTest::addColumn<QStringList>("lines");
    QTest::newRow("two tiers, one plane")
        << QStringList{"--nodes", "128"}
        << QStringList{"# Losing one leaf: bisection 198,400 Gb/s left (96.9%), 32 endpoint ports cut off",
                       "# Losing one spine: bisection 192,000 Gb/s left (93.8%), 0 endpoint ports cut off",
                       "# Losing the plane (the design has one): nothing left, 1,024 endpoint ports cut off"};
    QTest::newRow("one switch a plane, two planes")
        << QStringList{"--nodes", "4", "--planes", "2"}
        << QStringList{"# Losing one leaf: bisection 3,200 Gb/s left (50%), 16 endpoint ports cut off",
                       "# Losing one plane: bisection 3,200 Gb/s left (50%), 16 endpoint ports cut off"};
    QTest::newRow("one switch")
        << QStringList{"--nodes", "4"}
        << QStringList{"# Losing one leaf: nothing left, 32 endpoint ports cut off",
                       "# Losing the plane (the design has one): nothing left, 32 endpoint ports cut off"};
}

// What is left after a switch or a plane fails, as the model prints it under the results.
void TestCliModel::failureLinesSayWhatIsLost()
{
    QFETCH(QStringList, design);
    QFETCH(QStringList, lines);
    const auto r = runCli(QStringList{"model", "--platform", "DGX-H100", "--bytes", "1G"} + design);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QStringList printed;
    for (const QString &line : r.out.split('\n'))
        if (line.startsWith("# Losing"))
            printed << line;
    QCOMPARE(printed, lines);
}

void TestCliModel::olderReleasesLackNewerAlgorithms_data()
{
    QTest::addColumn<QStringList>("run");
    QTest::addColumn<QString>("release");
    QTest::addColumn<QString>("picked");  // by the newest release at 1 GiB
    QTest::addColumn<QString>("instead"); // by the older one
    QTest::newRow("NVLS in one node, 2.16.5")
        << QStringList{"--scope", "node"} << "2.16.5" << "nvls" << "ring";
    QTest::newRow("NVLSTree across nodes, 2.17.1")
        << QStringList{} << "2.17.1" << "nvlstree" << "tree";
    QTest::newRow("PAT for all-gather, 1 GPU a node, 2.22.3")
        << QStringList{"--gpus-per-node", "1", "--collective", "allgather", "--bytes", "1M"} << "2.22.3" << "pat"
        << "ring";
}

// A cluster on an older NCCL runs what that release has: the model does not pick an algorithm
// that came later (NVIDIA/nccl's history: NVLS 2.17.1, NVLSTree 2.18.1, PAT 2.23.4).
void TestCliModel::olderReleasesLackNewerAlgorithms()
{
    QFETCH(QStringList, run);
    QFETCH(QString, release);
    QFETCH(QString, picked);
    QFETCH(QString, instead);
    QStringList base{"model", "--platform", "DGX-H100", "--nodes", "16", "--json"};
    if (!run.contains("--bytes"))
        base << "--bytes" << "1G";
    const auto newest = runCli(base + run);
    QVERIFY2(newest.exitCode == 0, qPrintable(newest.err));
    QCOMPARE(parseJson(newest)["results"].toArray().first()["algorithm"].toString(), picked);
    const auto older = runCli(base + run + QStringList{"--nccl-version", release});
    QVERIFY2(older.exitCode == 0, qPrintable(older.err));
    QCOMPARE(parseJson(older)["results"].toArray().first()["algorithm"].toString(), instead);
}

void TestCliModel::anAlgorithmNewerThanTheReleaseIsRefused_data()
{
    QTest::addColumn<QStringList>("run");
    QTest::addColumn<QString>("message");
    QTest::newRow("nvls on 2.16.5")
        << QStringList{"--scope", "node", "--algorithm", "nvls", "--nccl-version", "2.16.5"}
        << "nvls came with NCCL 2.17.1; the cluster runs NCCL 2.16.5";
    QTest::newRow("nvlstree on 2.17")
        << QStringList{"--algorithm", "nvlstree", "--nccl-version", "2.17"}
        << "nvlstree came with NCCL 2.18.1; the cluster runs NCCL 2.17.0";
    QTest::newRow("pat on 2.23.3")
        << QStringList{"--gpus-per-node", "1", "--collective", "allgather", "--algorithm", "pat", "--nccl-version", "2.23.3"}
        << "pat came with NCCL 2.23.4; the cluster runs NCCL 2.23.3";
    QTest::newRow("collnetchain on 2.12.12")
        << QStringList{"--algorithm", "collnetchain", "--nccl-version", "2.12.12"}
        << "collnetchain came with NCCL 2.14.3; the cluster runs NCCL 2.12.12";
    // Auto under an NCCL_ALGO that names only algorithms newer than the release: the release,
    // not NCCL_ALGO alone, is why nothing is left.
    QTest::newRow("auto, NCCL_ALGO=nvls on 2.16.5")
        << QStringList{"--scope", "node", "--env", "NCCL_ALGO=nvls", "--nccl-version", "2.16.5"}
        << "NCCL_ALGO=nvls leaves no algorithm that runs allreduce here: nvls came with NCCL "
           "2.17.1; the cluster runs NCCL 2.16.5";
    QTest::newRow("auto, NCCL_ALGO=nvls,nvlstree on 2.16.5")
        << QStringList{"--env", "NCCL_ALGO=nvls,nvlstree", "--nccl-version", "2.16.5"}
        << "NCCL_ALGO=nvls,nvlstree leaves no algorithm that runs allreduce here: nvlstree came with "
           "NCCL 2.18.1; the cluster runs NCCL 2.16.5";
}

void TestCliModel::anAlgorithmNewerThanTheReleaseIsRefused()
{
    QFETCH(QStringList, run);
    QFETCH(QString, message);
    const auto r = runCli(QStringList{"model", "--platform", "DGX-H100", "--nodes", "16", "--bytes", "1G"} + run);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out.left(300)));
}

void TestCliModel::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("collective") << QStringList{"--collective", "allsum"};
    QTest::newRow("algorithm") << QStringList{"--algorithm", "fastest"};
    QTest::newRow("bytes") << QStringList{"--bytes", "1X"};
    QTest::newRow("scope") << QStringList{"--scope", "galaxy"};
    QTest::newRow("unknown flag") << QStringList{"--colour=blue"};
    QTest::newRow("env without a name") << QStringList{"--env", "ring"};
    QTest::newRow("env unknown algorithm") << QStringList{"--env", "NCCL_ALGO=warp"};
    QTest::newRow("env flag value") << QStringList{"--env", "NCCL_COLLNET_ENABLE=maybe"};
    QTest::newRow("nvlink domain not a number") << QStringList{"--nvlink-domain", "four"};
    QTest::newRow("nvlink domain zero") << QStringList{"--nvlink-domain", "0"};
    QTest::newRow("bytes zero") << QStringList{"--bytes", "0"};
    QTest::newRow("gpus per node negative") << QStringList{"--gpus-per-node", "-1"};
    QTest::newRow("nics per gpu zero") << QStringList{"--nics-per-gpu", "0"};
    QTest::newRow("nccl version not 2.x") << QStringList{"--nccl-version", "3.0.1"};
    QTest::newRow("nccl version words") << QStringList{"--nccl-version", "latest"};
    QTest::newRow("param without a value") << QStringList{"--param", "launch_overhead"};
    QTest::newRow("param unknown") << QStringList{"--param", "warp_factor=9"};
    QTest::newRow("param fraction above 1") << QStringList{"--param", "nvlink_efficiency=1.5"};
}

void TestCliModel::usageErrors()
{
    QFETCH(QStringList, arguments);
    const auto r =
        runCli(QStringList{"model", "--platform", "DGX-H100", "--nodes", "4"} + arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(!r.err.isEmpty());
}

// A --param the model cannot work with is refused naming it and its range, before anything is
// modelled (1e308 us once made every protocol's time infinite: "no protocol left by NCCL_PROTO").
void TestCliModel::paramsOutOfRangeNameTheirRange_data()
{
    QTest::addColumn<QString>("param");
    QTest::addColumn<QString>("says");
    QTest::newRow("a latency of 1e308 us") << "net_plugin_latency=1e308"
                                           << "--param net_plugin_latency takes a value from 0 to 1,000,000 us, not '1e308'";
    QTest::newRow("a negative latency") << "launch_overhead=-1"
                                        << "--param launch_overhead takes a value from 0 to 1,000,000 us, not '-1'";
    QTest::newRow("channels beyond NCCL's 64") << "nvls_channels_hopper=65"
                                               << "--param nvls_channels_hopper takes a value from 0 to 64 channels, not '65'";
    QTest::newRow("a fraction above 1") << "nvlink_efficiency=1.5"
                                        << "--param nvlink_efficiency takes a fraction in (0, 1], not '1.5'";
}

void TestCliModel::paramsOutOfRangeNameTheirRange()
{
    QFETCH(QString, param);
    QFETCH(QString, says);
    const auto r = runCli({"model", "--nodes", "2", "--param", param});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(says), qPrintable(r.err));
}

void TestCliModel::impossibleRequests_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("nvls on A100") << QStringList{"--platform", "DGX-A100",    "--nodes",
                                                 "1",          "--algorithm", "nvls"}
                                  << "NVLink SHARP";
    QTest::newRow("sharp switched off")
        << QStringList{"--platform", "DGX-H100", "--nodes",     "8",
                       "--sharp",    "off",      "--algorithm", "sharp"}
        << "sharp";
    QTest::newRow("more ranks than GPUs")
        << QStringList{"--platform", "DGX-H100", "--nodes", "2", "--scope", "17"} << "ranks";
    // One rank has no peer: it was modelled at 100 TB/s.
    QTest::newRow("one rank") << QStringList{"--platform", "DGX-H100", "--nodes", "2", "--scope", "1"}
                              << "ranks must be between 2 and 16";
    QTest::newRow("a node of one GPU")
        << QStringList{"--platform", "DGX-H100", "--nodes", "2", "--gpus-per-node", "1", "--scope", "node"}
        << "a collective needs 2 ranks or more; this scope has 1";
    // --algorithm and --env that contradict each other: the header said one, the rows ran the other.
    QTest::newRow("an algorithm NCCL_ALGO excludes")
        << QStringList{"--platform", "DGX-H100", "--nodes", "4", "--env", "NCCL_ALGO=tree", "--algorithm", "ring"}
        << "ring is an algorithm NCCL_ALGO (NCCL_ALGO=tree) excludes";
    QTest::newRow("NVLS with NVLS off")
        << QStringList{"--platform", "DGX-H100", "--nodes", "4", "--env", "NCCL_NVLS_ENABLE=0", "--algorithm", "nvls"}
        << "nvls is NVLS, which NCCL_NVLS_ENABLE=0 turns off";
    QTest::newRow("a billion NICs per GPU")
        << QStringList{"--platform", "generic-server", "--nodes", "4", "--nics-per-gpu", "1e9"}
        << "is more than 8 NICs per GPU";
    QTest::newRow("domain larger than the platform's")
        << QStringList{"--platform", "DGX-H100", "--nodes", "2", "--nvlink-domain", "16"}
        << "--nvlink-domain 16 is larger than DGX-H100's NVLink domain of 8";
    QTest::newRow("domain that does not divide the rack")
        << QStringList{"--platform", "DGX-GB200", "--nodes", "2", "--nvlink-domain", "5"}
        << "does not divide";
    QTest::newRow("more ranks per node than the domain")
        << QStringList{"--platform", "DGX-GB200", "--nodes", "2", "--nvlink-domain", "4",
                       "--gpus-per-node", "8"}
        << "--gpus-per-node 8";
    // NICs per GPU come from the NIC's port modes: a DGX H100's ConnectX-7 runs one port per GPU
    // (400G or NDR200); a GB300's ConnectX-8 runs 1 x 800G on InfiniBand, 2 x 400G on Ethernet.
    QTest::newRow("two NICs per GPU on a ConnectX-7")
        << QStringList{"--platform", "DGX-H100", "--nodes", "4", "--nics-per-gpu", "2"}
        << "--nics-per-gpu 2 is not a layout of DGX-H100's NIC ConnectX-7 (MCX75310AAS-NEAT) on "
           "infiniband: its port modes (catalogue nic_port_modes) give these NICs per GPU: 1 at "
           "400G, 1 at 200G";
    QTest::newRow("two NICs per GPU on ConnectX-8 XDR")
        << QStringList{"--platform", "DGX-GB300", "--nodes", "2", "--nvlink-domain", "4",
                       "--nics-per-gpu", "2"}
        << "give these NICs per GPU: 1 at 800G";
    QTest::newRow("one NIC per GPU on ConnectX-8 Ethernet")
        << QStringList{"--platform", "DGX-GB300", "--nodes", "2", "--fabric", "ethernet",
                       "--link-speed", "400", "--nics-per-gpu", "1"}
        << "on ethernet: its port modes (catalogue nic_port_modes) give these NICs per GPU: 2 at "
           "400G";
}

void TestCliModel::impossibleRequests()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const auto r = runCli(QStringList{"model", "--bytes", "1M"} + arguments);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

// What NCCL users set decides what auto picks: the design offers SHARP (--sharp on is the
// default), but NCCL only reduces in the network with NCCL_COLLNET_ENABLE=1; --algorithm sharp is
// what NCCL would run then.
void TestCliModel::ncclEnvironment_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("algorithms"); // allowed answers, at 8 GiB
    QTest::addColumn<QString>("header");
    QTest::newRow("defaults: no SHARP")
        << QStringList{} << QStringList{"nvlstree"} << "NCCL defaults";
    QTest::newRow("collnet enabled")
        << QStringList{"--env", "NCCL_COLLNET_ENABLE=1"}
        << QStringList{"nvls", "collnetdirect", "collnetchain"} << "NCCL_COLLNET_ENABLE=1";
    QTest::newRow("ring only") << QStringList{"--env", "NCCL_ALGO=Ring,NCCL_PROTO=Simple"}
                               << QStringList{"ring"} << "NCCL_ALGO=ring NCCL_PROTO=Simple";
    QTest::newRow("nvls off") << QStringList{"--env", "NCCL_NVLS_ENABLE=0"}
                              << QStringList{"ring", "tree"} << "NCCL_NVLS_ENABLE=0";
    QTest::newRow("algorithm sharp")
        << QStringList{"--algorithm", "sharp"}
        << QStringList{"nvls", "collnetdirect", "collnetchain"} << "NCCL defaults";
    QTest::newRow("collnet chain forced") << QStringList{"--algorithm", "collnetchain"}
                                          << QStringList{"collnetchain"} << "NCCL defaults";
}

void TestCliModel::ncclEnvironment()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, algorithms);
    QFETCH(QString, header);
    const QStringList base{"model", "--platform", "DGX-H100", "--nodes", "8", "--bytes", "8G"};
    const auto r = runCli(base + arguments + QStringList{"--json"});
    QCOMPARE(r.exitCode, 0);
    const auto o = parseJson(r).value("results").toArray().first().toObject();
    QVERIFY2(algorithms.contains(o.value("algorithm").toString()),
             qPrintable(o.value("algorithm").toString()));
    if (arguments.contains("NCCL_ALGO=Ring,NCCL_PROTO=Simple"))
        QCOMPARE(o.value("protocol").toString(), QStringLiteral("Simple"));
    // The text report says which environment it modelled.
    const auto text = runCli(base + arguments);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("# NCCL environment: " + header), qPrintable(text.out.left(400)));
}

void TestCliModel::alltoallSaysWhatNcclEnvironmentItIgnores_data()
{
    // NCCL runs all-to-all as point-to-point sends: NCCL_ALGO and NCCL_PROTO do not reach them.
    QTest::addColumn<QString>("collective");
    QTest::addColumn<QString>("env");
    QTest::addColumn<QStringList>("notes");
    QTest::newRow("alltoall, NCCL_PROTO")
        << "alltoall" << "NCCL_PROTO=Simple" << QStringList{"NCCL_PROTO does not apply to alltoall"};
    QTest::newRow("alltoall, NCCL_ALGO and NCCL_PROTO")
        << "alltoall" << "NCCL_ALGO=ring,NCCL_PROTO=^LL"
        << QStringList{"NCCL_ALGO does not apply to alltoall", "NCCL_PROTO does not apply to alltoall"};
    QTest::newRow("alltoall, NVLS off") << "alltoall" << "NCCL_NVLS_ENABLE=0" << QStringList{};
    QTest::newRow("allreduce, NCCL_PROTO") << "allreduce" << "NCCL_PROTO=Simple" << QStringList{};
}

void TestCliModel::alltoallSaysWhatNcclEnvironmentItIgnores()
{
    QFETCH(QString, collective);
    QFETCH(QString, env);
    QFETCH(QStringList, notes);
    const QStringList arguments{"model", "--platform", "DGX-H100", "--nodes", "8", "--collective",
                                collective, "--bytes", "64K", "--env", env};
    const auto text = runCli(arguments);
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(text.err.count("note: "), notes.size());
    for (const QString &note : notes)
        QVERIFY2(text.err.contains("fabricplanner-cli model: note: env: " + note), qPrintable(text.err));
    // The same notes in the JSON report's warnings, under the --env flag.
    const auto json = parseJson(runCli(arguments + QStringList{"--json"}));
    const QJsonArray warnings = json.value("warnings").toArray();
    QCOMPARE(warnings.size(), notes.size());
    for (int i = 0; i < notes.size(); ++i) {
        QCOMPARE(warnings[i].toObject().value("field").toString(), QStringLiteral("env"));
        QVERIFY(warnings[i].toObject().value("message").toString().startsWith(notes[i]));
    }
}

void TestCliModel::latencyComponentsInJson()
{
    const auto r = runCli(
        {"model", "--platform", "DGX-H100", "--nodes", "16", "--bytes", "8,1M,1G", "--json"});
    QCOMPARE(r.exitCode, 0);
    for (const auto &v : parseJson(r).value("results").toArray()) {
        const auto o = v.toObject();
        const auto l = o.value("latency_us").toObject();
        double sum = o.value("transfer_us").toDouble();
        for (const char *part : {"launch", "base", "nvlink", "network"}) {
            QVERIFY2(l.contains(QLatin1String(part)), part);
            sum += l.value(QLatin1String(part)).toDouble();
        }
        // Rounded to 3 decimals each.
        QVERIFY(std::abs(sum - o.value("time_us").toDouble()) < 0.01);
        // Across 16 nodes every latency has a network part.
        QVERIFY(l.value("network").toDouble() > 0.0);
    }
}

// The run configuration and the NCCL tuning the figures follow are stated; the flags change
// the answer the way the model says they should.
void TestCliModel::configurationInJsonAndText()
{
    const auto plain = runCli({"model", "--platform", "DGX-GB200", "--nodes", "3", "--bytes",
                               "8,16G", "--scope", "12", "--json"});
    QCOMPARE(plain.exitCode, 0);
    const auto p = parseJson(plain);
    QCOMPARE(p.value("nccl_tuning").toObject().value("version").toString(), QStringLiteral("2.30.7"));
    const auto pc = p.value("configuration").toObject();
    QCOMPARE(pc.value("nvlink_domain_gpus").toInt(), 72);
    QCOMPARE(pc.value("gpus_per_node").toInt(), 72);
    QCOMPARE(pc.value("cuda_graph").toBool(), false);

    const auto trays = runCli({"model", "--platform", "DGX-GB200", "--nodes", "3", "--bytes",
                               "8,16G", "--scope", "12", "--nvlink-domain", "4", "--cuda-graph",
                               "--param", "nvlink_domain_max_nics=18", "--json"});
    QCOMPARE(trays.exitCode, 0);
    const auto t = parseJson(trays);
    const auto tc = t.value("configuration").toObject();
    QCOMPARE(tc.value("nvlink_domain_gpus").toInt(), 4);
    QCOMPARE(tc.value("nodes").toInt(), 54);
    QCOMPARE(tc.value("cuda_graph").toBool(), true);
    QCOMPARE(pc.value("nccl_version").toString(), QStringLiteral("2.30.7"));
    const auto older = runCli({"model", "--platform", "DGX-H100", "--nodes", "1", "--collective",
                               "alltoall", "--bytes", "4M", "--nccl-version", "2.28.7-1", "--json"});
    QCOMPARE(older.exitCode, 0);
    const auto o = parseJson(older);
    QCOMPARE(o.value("configuration").toObject().value("nccl_version").toString(),
             QStringLiteral("2.28.7"));
    QCOMPARE(o.value("results").toArray().at(0).toObject().value("protocol").toString(),
             QStringLiteral("LL"));
    const auto small = t.value("results").toArray().at(0).toObject();
    const auto large = t.value("results").toArray().at(1).toObject();
    QCOMPARE(large.value("nodes").toInt(), 3);
    // 12 ranks inside one NVL72 are NVLink only; as three trays they cross the network.
    QCOMPARE(p.value("results").toArray().at(1).toObject().value("nodes").toInt(), 1);
    QVERIFY(large.value("busbw_GBps").toDouble() <
            p.value("results").toArray().at(1).toObject().value("busbw_GBps").toDouble());
    QVERIFY(small.value("latency_us").toObject().value("launch").toDouble() <
            p.value("results").toArray().at(0).toObject().value("latency_us").toObject()
                .value("launch").toDouble());
    bool overridden = false;
    for (const auto &a : t.value("assumptions").toArray())
        if (a.toObject().value("name").toString() == QLatin1String("nvlink_domain_max_nics"))
            overridden = a.toObject().value("overridden").toBool() &&
                         a.toObject().value("value").toDouble() == 18.0;
    QVERIFY(overridden);

    // A GB300 tray on Ethernet: ConnectX-8 as 2 x 400G per GPU (the NIC's port mode).
    const auto text = runCli({"model", "--platform", "DGX-GB300", "--nodes", "2", "--fabric",
                              "ethernet", "--link-speed", "400", "--bytes", "1M", "--nvlink-domain",
                              "4", "--gpus-per-node", "1", "--nics-per-gpu", "2"});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("Configuration: NVLink domain 4 GPUs, 1 rank per domain, 2 NICs "
                               "per GPU, no CUDA graphs"),
             qPrintable(text.out));
    QVERIFY(text.out.contains("Follows the tuning model of NCCL 2.30.7"));

    // The JSON names the layouts the NIC's port modes allow and the link speed the run uses.
    const auto json = runCli({"model", "--platform", "DGX-GB300", "--nodes", "2", "--fabric",
                              "ethernet", "--link-speed", "400", "--bytes", "1M", "--json"});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject c = parseJson(json).value("configuration").toObject();
    QCOMPARE(c.value("link_gbps").toDouble(), 400.0);
    const QJsonArray layouts = c.value("nic_layouts").toArray();
    QCOMPARE(layouts.size(), 1);
    QCOMPARE(layouts.at(0).toObject().value("nics_per_gpu").toDouble(), 2.0);
    QCOMPARE(layouts.at(0).toObject().value("speed_gbps").toInt(), 400);
}

// The catalogue's PCIe server: one node's all-reduce runs over PCIe at the platform's figure,
// the text says so, and the assumptions name the figure and where it comes from.
void TestCliModel::pcieServerRunsOverPcie()
{
    const auto text = runCli({"model", "--platform", "RTX-PRO-6000-Server", "--nodes", "2",
                              "--fabric", "ethernet", "--scope", "node", "--bytes", "1G"});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("Configuration: no NVLink: 8 GPUs per node over PCIe, 8 ranks per "
                               "node, 1 NIC per GPU, no CUDA graphs"),
             qPrintable(text.out));
    const auto json = runCli({"model", "--platform", "RTX-PRO-6000-Server", "--nodes", "2",
                              "--fabric", "ethernet", "--scope", "node", "--bytes", "1G",
                              "--json"});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = parseJson(json);
    const QJsonObject r = o.value("results").toArray().at(0).toObject();
    QCOMPARE(r.value("algorithm").toString(), QStringLiteral("ring"));
    QVERIFY2(std::abs(r.value("busbw_GBps").toDouble() - 48.0) < 1.0,
             qPrintable(QString::number(r.value("busbw_GBps").toDouble())));
    bool named = false;
    for (const auto &a : o.value("assumptions").toArray()) {
        const QJsonObject x = a.toObject();
        if (x.value("name").toString() == QLatin1String("platform_pcie_gbytes_per_gpu"))
            named = x.value("value").toDouble() == 48.0 &&
                    x.value("source").toString().contains(QLatin1String("RTX-PRO-6000-Server"));
    }
    QVERIFY(named);
}

// What the model assumes where the catalogue has nothing to say is said (audit finding 19: a
// platform of no GPUs was modelled as one GPU a node without a word).
void TestCliModel::notesSayWhatTheModelAssumes_data()
{
    QTest::addColumn<QStringList>("design");
    QTest::addColumn<QString>("note"); // empty: no note of the kind
    QTest::newRow("a platform of no GPUs")
        << QStringList{"--platform", "generic-server", "--nodes", "4"}
        << "fabricplanner-cli model: note: --platform: the catalogue gives the generic-server no GPUs: the model takes one rank "
           "a node\n";
    QTest::newRow("a platform of GPUs") << QStringList{"--platform", "DGX-H100", "--nodes", "4"} << QString();
}

void TestCliModel::notesSayWhatTheModelAssumes()
{
    QFETCH(QStringList, design);
    QFETCH(QString, note);
    const auto r = runCli(QStringList{"model", "--bytes", "1M"} + design);
    QCOMPARE(r.exitCode, 0);
    if (note.isEmpty())
        QVERIFY2(!r.err.contains("no GPUs"), qPrintable(r.err));
    else
        QVERIFY2(r.err.contains(note), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliModel)
#include "tst_cli_model.moc"
