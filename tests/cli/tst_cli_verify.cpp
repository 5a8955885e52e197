// verify, export --labels and --install-sheets through the CLI: exit codes, bad input, the LLDP side.

#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QHash>
#include <QSet>
#include <QTest>

namespace {

const QStringList kEthernet = {QStringLiteral("--platform"), QStringLiteral("generic-server"), QStringLiteral("--nodes"),
                               QStringLiteral("4"), QStringLiteral("--fabric"), QStringLiteral("ethernet")};
const QStringList kInfiniBand = {QStringLiteral("--platform"), QStringLiteral("DGX-H100"), QStringLiteral("--nodes"),
                                 QStringLiteral("4"), QStringLiteral("--fabric"), QStringLiteral("ib")};

void write(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}


// One neighbour of an `lldpctl -f json` table: the system a switch port sees.
QString lldpNeighbour(const char *port, const QString &system)
{
    return QStringLiteral(R"({"%1": {"via": "LLDP", "chassis": {"%2": {"id": {"type": "mac", "value": "8a:7f:d7:69:e9:cb"}}},
                          "port": {"id": {"type": "ifname", "value": "eth1"}, "descr": "eth1"}}})")
        .arg(QLatin1String(port), system);
}

// A switch's `lldpctl -f json` table of those neighbours.
QString lldpTable(const QStringList &neighbours)
{
    return QStringLiteral(R"({"lldp": {"interface": [%1]}})").arg(neighbours.join(QStringLiteral(", ")));
}

} // namespace

class TestCliVerify : public QObject
{
    Q_OBJECT

private slots:
    void usage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no discovery file") << (QStringList{QStringLiteral("verify")} + kInfiniBand)
                                           << "verify needs --ibnetdiscover FILE or --lldp";
        QTest::newRow("both") << (QStringList{QStringLiteral("verify"), QStringLiteral("--ibnetdiscover"), QStringLiteral("a"),
                                              QStringLiteral("--lldp"), QStringLiteral("b")} + kInfiniBand)
                              << "not both";
        QTest::newRow("labels of another kind") << (QStringList{QStringLiteral("export"), QStringLiteral("--labels"), QStringLiteral("x.txt")} + kInfiniBand)
                                                << "--labels writes FILE.csv";
        // Audit finding 19: ": cannot open: no such file", naming no file and no flag.
        QTest::newRow("--lldp DEVICE= and no file") << (QStringList{QStringLiteral("verify"), QStringLiteral("--lldp"), QStringLiteral("leaf=")} + kEthernet)
                                                    << "verify: --lldp leaf=: no file given";
        QTest::newRow("install sheets not PDF") << (QStringList{QStringLiteral("export"), QStringLiteral("--install-sheets"), QStringLiteral("x.csv")} + kInfiniBand)
                                                << "--install-sheets writes FILE.pdf";
    }
    void usage()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const CliResult r = runCli(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void badInputNamesTheLine()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("fabric.txt"));
        write(file, "#\n# Topology file\nSwitch\t64 \"S-01\"\t\t# \"leaf-p1-01\" lid 1\n[1]\t\"H-02\"[1](3) \t\t# \"dgx-h100-0001 mlx5_0\" lid 2 4xNDR\n");
        const CliResult r = runCli(QStringList{QStringLiteral("verify"), QStringLiteral("--ibnetdiscover"), file} + kInfiniBand);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(file + QStringLiteral(":4: port 1 leads to 'H-02', which has no block of its own")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        const CliResult missing = runCli(QStringList{QStringLiteral("verify"), QStringLiteral("--ibnetdiscover"), dir.filePath(QStringLiteral("none"))} + kInfiniBand);
        QCOMPARE(missing.exitCode, 1);
        // As every input: the file named, then why (the words of a project or a price list).
        QVERIFY2(missing.err.contains(dir.filePath(QStringLiteral("none")) + QStringLiteral(": cannot open: no such file")), qPrintable(missing.err));
    }

    // What the files say that cannot be right for the plan, named with the file and its line
    // (audit findings 19 and 20: a name for no device of the plan was reported as an unknown
    // device, and one file given twice passed as two subnets).
    void filesThatCannotBeRight_data()
    {
        QTest::addColumn<QStringList>("flags"); // after verify --ibnetdiscover fabric.topo
        QTest::addColumn<QByteArray>("names");  // names.txt
        QTest::addColumn<QString>("says");      // after the folder's path and '/'
        QTest::newRow("a name for no device of the plan")
            << QStringList{QStringLiteral("--names"), QStringLiteral("names.txt")} << QByteArray("# site plan\nleaf-p1-01 leaf-42\n")
            << QStringLiteral("names.txt:2: 'leaf-42' is not a device of the plan (the name given to 'leaf-p1-01', found in ");
        QTest::newRow("the same file twice")
            << QStringList{QStringLiteral("--ibnetdiscover"), QStringLiteral("fabric.topo")} << QByteArray()
            << QStringLiteral("fabric.topo is given twice");
        QTest::newRow("the same file through a link")
            << QStringList{QStringLiteral("--ibnetdiscover"), QStringLiteral("link.topo")} << QByteArray()
            << QStringLiteral("link.topo and fabric.topo are the same file");
    }

    void filesThatCannotBeRight()
    {
        QFETCH(QStringList, flags);
        QFETCH(QByteArray, names);
        QFETCH(QString, says);
        QTemporaryDir dir;
        QCOMPARE(runCli(QStringList{QStringLiteral("export"), QStringLiteral("--topology"), QStringLiteral("fabric.topo")} + kInfiniBand, dir.path())
                     .exitCode,
                 0);
        QVERIFY(QFile::link(QStringLiteral("fabric.topo"), dir.filePath(QStringLiteral("link.topo"))));
        write(dir.filePath(QStringLiteral("names.txt")), names);
        const CliResult r = runCli(QStringList{QStringLiteral("verify"), QStringLiteral("--ibnetdiscover"), QStringLiteral("fabric.topo")} + flags
                                       + kInfiniBand,
                                   dir.path());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("fabricplanner-cli verify: ") + says), qPrintable(r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    }

    void theExportedTopologyVerifiesClean()
    {
        // The .topo is ibnetdiscover's format: the plan read back as built is the plan.
        QTemporaryDir dir;
        const QString topo = dir.filePath(QStringLiteral("fabric.topo"));
        QCOMPARE(runCli(QStringList{QStringLiteral("export"), QStringLiteral("--topology"), topo} + kInfiniBand).exitCode, 0);
        const CliResult r = runCli(QStringList{QStringLiteral("verify"), QStringLiteral("--ibnetdiscover"), topo} + kInfiniBand);
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(QStringLiteral("the fabric is as planned")));
        // The other face: an Ethernet plan is checked with LLDP.
        const CliResult wrong = runCli(QStringList{QStringLiteral("verify"), QStringLiteral("--ibnetdiscover"), topo} + kEthernet);
        QCOMPARE(wrong.exitCode, 1);
        QVERIFY2(wrong.err.contains(QStringLiteral("check it with --lldp")), qPrintable(wrong.err));
    }

    // GB200 NVL72: each compute tray is a host to ibnetdiscover, and the plan names it after its
    // rack (dgx-gb200-0001-t05); a site's own tray names map onto those through --names. A cable
    // moved between two trays' adapters is found, and named by the rack's ports.
    void nvl72TraysAreHostsOfTheirRack()
    {
        const QStringList gb200 = {QStringLiteral("--platform"), QStringLiteral("DGX-GB200"), QStringLiteral("--nodes"),
                                   QStringLiteral("2"), QStringLiteral("--fabric"), QStringLiteral("ib")};
        QTemporaryDir dir;
        QCOMPARE(runCli(QStringList{QStringLiteral("export"), QStringLiteral("--topology"), QStringLiteral("fabric.topo")} + gb200, dir.path())
                     .exitCode,
                 0);
        QFile topo(dir.filePath(QStringLiteral("fabric.topo")));
        QVERIFY(topo.open(QIODevice::ReadOnly));
        QByteArray text = topo.readAll();
        topo.close();
        QVERIFY(text.contains("\"dgx-gb200-0001-t05 mlx5_1\""));
        QVERIFY(!text.contains("mlx5_4"));
        text.replace("dgx-gb200-0001-t05 ", "site-rack7-tray5 ");
        write(dir.filePath(QStringLiteral("site.topo")), text);
        write(dir.filePath(QStringLiteral("names.txt")), "site-rack7-tray5 dgx-gb200-0001-t05\n");
        const QStringList verify = QStringList{QStringLiteral("verify"), QStringLiteral("--ibnetdiscover"), QStringLiteral("site.topo"),
                                               QStringLiteral("--names"), QStringLiteral("names.txt")} + gb200;
        const CliResult clean = runCli(verify, dir.path());
        QVERIFY2(clean.exitCode == 0, qPrintable(clean.out + clean.err));
        QVERIFY(clean.out.contains(QStringLiteral("the fabric is as planned")));

        // Tray 5's second adapter (rack port 18) cabled as tray 6's (rack port 22).
        QByteArray moved = text;
        moved.replace("site-rack7-tray5 mlx5_1\"", "dgx-gb200-0001-t06 mlx5_1\"");
        write(dir.filePath(QStringLiteral("site.topo")), moved);
        const CliResult r = runCli(verify + QStringList{QStringLiteral("--json")}, dir.path());
        QCOMPARE(r.exitCode, 1);
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("unknown_devices")).toArray().size(), 0);
        const QJsonArray miswired = json.value(QStringLiteral("miswired")).toArray();
        QCOMPARE(miswired.size(), 1);
        QStringList found;
        for (const char *end : {"a", "b"}) {
            const QJsonObject e = miswired[0].toObject().value(QStringLiteral("found")).toObject().value(QLatin1String(end)).toObject();
            found << e.value(QStringLiteral("device")).toString() + QLatin1Char(':') + e.value(QStringLiteral("port")).toString();
        }
        QVERIFY2(found.contains(QStringLiteral("dgx-gb200-0001:22")), qPrintable(found.join(QLatin1Char(' '))));
    }

    // LLDP names a tray by its system name: a leaf's neighbours dgx-gb200-0001-t05 and -t06 are
    // trays 5 (rack ports 17-20) and 6 (21-24) of the rack. Each on the leaf port planned for one
    // of its own ports is as planned; the two swapped are two miswired cables, the tray checked as
    // a server is (its interface name says nothing of its ports).
    void nvl72TraysInLldpTables_data()
    {
        QTest::addColumn<QString>("onPort18"); // leaf-p1-su01-r1 port 18/1 (swp18s0): rack port 18
        QTest::addColumn<QString>("onPort22"); // port 22/1: rack port 22
        QTest::addColumn<int>("asPlanned");
        QTest::addColumn<int>("miswired");
        QTest::newRow("as planned") << "dgx-gb200-0001-t05" << "dgx-gb200-0001-t06" << 2 << 0;
        QTest::newRow("trays swapped") << "dgx-gb200-0001-t06" << "dgx-gb200-0001-t05" << 0 << 2;
    }

    void nvl72TraysInLldpTables()
    {
        QFETCH(QString, onPort18);
        QFETCH(QString, onPort22);
        QFETCH(int, asPlanned);
        QFETCH(int, miswired);
        const QString table = lldpTable({lldpNeighbour("swp18s0", onPort18), lldpNeighbour("swp22s0", onPort22)});
        QTemporaryDir dir;
        write(dir.filePath(QStringLiteral("leaf-p1-su01-r1.json")), table.toUtf8());
        const QStringList gb200 = {QStringLiteral("--platform"), QStringLiteral("DGX-GB200"), QStringLiteral("--nodes"),
                                   QStringLiteral("2"), QStringLiteral("--fabric"), QStringLiteral("ethernet")};
        const CliResult r = runCli(QStringList{QStringLiteral("verify"), QStringLiteral("--lldp"), QStringLiteral("leaf-p1-su01-r1.json"),
                                               QStringLiteral("--json")} + gb200,
                                   dir.path());
        QCOMPARE(r.exitCode, 1); // the rest of the fabric is not cabled
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY2(!json.isEmpty(), qPrintable(r.out + r.err));
        QCOMPARE(json.value(QStringLiteral("unknown_devices")).toArray().size(), 0);
        QCOMPARE(json.value(QStringLiteral("links_as_planned")).toInt(), asPlanned);
        QCOMPARE(json.value(QStringLiteral("miswired")).toArray().size(), miswired);
        QCOMPARE(json.value(QStringLiteral("extra")).toArray().size(), 0);
    }

    // The in-band network's ports are the trays' own, two a tray: on two racks' one in-band switch
    // tray 1 holds ports 1/1 and 1/2 and tray 2 port 2/1, so a tray 3 found there is miswired.
    void nvl72TraysInInbandLldpTables()
    {
        const QString table = lldpTable({lldpNeighbour("swp1s0", QStringLiteral("dgx-gb200-0001-t01")),
                                         lldpNeighbour("swp1s1", QStringLiteral("dgx-gb200-0001-t01")),
                                         lldpNeighbour("swp2s0", QStringLiteral("dgx-gb200-0001-t03"))});
        QTemporaryDir dir;
        write(dir.filePath(QStringLiteral("inband-leaf-p1-01.json")), table.toUtf8());
        const CliResult r = runCli({QStringLiteral("verify"), QStringLiteral("--network"), QStringLiteral("inband"), QStringLiteral("--lldp"),
                                    QStringLiteral("inband-leaf-p1-01.json"), QStringLiteral("--json"), QStringLiteral("--platform"),
                                    QStringLiteral("DGX-GB200"), QStringLiteral("--nodes"), QStringLiteral("2")},
                                   dir.path());
        QCOMPARE(r.exitCode, 1);
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY2(!json.isEmpty(), qPrintable(r.out + r.err));
        QCOMPARE(json.value(QStringLiteral("unknown_devices")).toArray().size(), 0);
        QCOMPARE(json.value(QStringLiteral("links_as_planned")).toInt(), 2);
        QCOMPARE(json.value(QStringLiteral("miswired")).toArray().size(), 1);
    }

    // The OOB network reaches each tray's BMC and the rack's own parts on the rack's own
    // switches: on rack R02-01's first SN2201 trays 1 and 2 hold ports 1 and 2 and NVLink switch
    // tray 1 ports 10 and 11 (ComE1, ComE2); tray 12, planned on the second switch, is miswired
    // there. On the second, power shelf 1 is on port 19.
    void nvl72RackManagementPortsInOobLldpTables()
    {
        const QString first = lldpTable({lldpNeighbour("swp1", QStringLiteral("dgx-gb200-0001-t01")),
                                         lldpNeighbour("swp2", QStringLiteral("dgx-gb200-0001-t02")),
                                         lldpNeighbour("swp3", QStringLiteral("dgx-gb200-0001-t12")),
                                         lldpNeighbour("swp10", QStringLiteral("dgx-gb200-0001-nvsw01")),
                                         lldpNeighbour("swp11", QStringLiteral("dgx-gb200-0001-nvsw01"))});
        const QString second = lldpTable({lldpNeighbour("swp19", QStringLiteral("dgx-gb200-0001-pwr01"))});
        QTemporaryDir dir;
        write(dir.filePath(QStringLiteral("oob-R02-01-1.json")), first.toUtf8());
        write(dir.filePath(QStringLiteral("oob-R02-01-2.json")), second.toUtf8());
        const CliResult r = runCli({QStringLiteral("verify"), QStringLiteral("--network"), QStringLiteral("oob"), QStringLiteral("--lldp"),
                                    QStringLiteral("oob-R02-01-1.json"), QStringLiteral("--lldp"), QStringLiteral("oob-R02-01-2.json"),
                                    QStringLiteral("--json"), QStringLiteral("--platform"), QStringLiteral("DGX-GB200"),
                                    QStringLiteral("--nodes"), QStringLiteral("2")},
                                   dir.path());
        QCOMPARE(r.exitCode, 1);
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY2(!json.isEmpty(), qPrintable(r.out + r.err));
        QCOMPARE(json.value(QStringLiteral("unknown_devices")).toArray().size(), 0);
        QCOMPARE(json.value(QStringLiteral("links_as_planned")).toInt(), 5);
        QCOMPARE(json.value(QStringLiteral("miswired")).toArray().size(), 1);
    }

    void anotherDesignIsNotThePlannedFabric()
    {
        // Eight B200 nodes read back against the plan of four H100s: the hosts' names do not match.
        QTemporaryDir dir;
        const QString topo = dir.filePath(QStringLiteral("other.topo"));
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("--topology"), topo, QStringLiteral("--platform"), QStringLiteral("DGX-B200"),
                         QStringLiteral("--nodes"), QStringLiteral("8"), QStringLiteral("--fabric"), QStringLiteral("ib")})
                     .exitCode,
                 0);
        const CliResult r = runCli(QStringList{QStringLiteral("verify"), QStringLiteral("--ibnetdiscover"), topo} + kInfiniBand);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith(QStringLiteral("this is not the planned fabric")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("dgx-b200-0001")));
        QVERIFY2(r.out.count(QLatin1Char('\n')) <= 3, qPrintable(r.out)); // not a line per link
    }

    // The compute fabric's file read as the storage network: the nodes are in both, but every
    // cable ends at a compute switch the storage plan does not have. It read '0 of 62 planned
    // links found as planned ... 0 missing, 0 miswired, 0 extra, 13 unknown devices'.
    void anotherNetworksFileIsNotThePlannedFabric()
    {
        const CliResult r = runCli({QStringLiteral("verify"), QStringLiteral("--network"), QStringLiteral("storage"),
                                    QStringLiteral("--ibnetdiscover"), QStringLiteral(FABRIC_TEST_DATA "/asbuilt/su1-as-planned.txt"),
                                    QStringLiteral("--ignore-speed")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith(QStringLiteral("this is not the planned fabric")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("leaf-p1-su01-r8")));
    }

    // A refusal that names a network names it as every face does ("Out-of-band management
    // network"), not by the --network value: "the planned oob network is Ethernet", "the plan has
    // no storage network".
    void aRefusalNamesTheNetwork_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString sample = QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/h100-4su-whole-cluster.json");
        const QString ibnetdiscover = QStringLiteral(FABRIC_TEST_DATA "/asbuilt/su1-as-planned.txt");
        const QString lldp = QStringLiteral(FABRIC_TEST_DATA "/asbuilt/lldp-leaf-p1-01.json");
        QTest::newRow("verify: an Ethernet network with ibnetdiscover")
            << QStringList{QStringLiteral("verify"), sample, QStringLiteral("--network"), QStringLiteral("oob"),
                           QStringLiteral("--ibnetdiscover"), ibnetdiscover}
            << "the planned Out-of-band management network is Ethernet";
        QTest::newRow("verify: an InfiniBand network with LLDP")
            << QStringList{QStringLiteral("verify"), sample, QStringLiteral("--network"), QStringLiteral("compute"),
                           QStringLiteral("--lldp"), lldp}
            << "the planned Compute fabric is InfiniBand";
        QTest::newRow("verify: a network the plan lacks")
            << (QStringList{QStringLiteral("verify"), QStringLiteral("--network"), QStringLiteral("storage"),
                            QStringLiteral("--ibnetdiscover"), ibnetdiscover} + kEthernet)
            << "the plan has no Storage fabric";
        QTest::newRow("export: an Ethernet network's topology file")
            << QStringList{QStringLiteral("export"), sample, QStringLiteral("--network"), QStringLiteral("inband"),
                           QStringLiteral("--topology"), QStringLiteral("x.topo")}
            << "the In-band management network is Ethernet";
        QTest::newRow("export: a network the plan lacks")
            << (QStringList{QStringLiteral("export"), QStringLiteral("--network"), QStringLiteral("oob"),
                            QStringLiteral("--dot"), QStringLiteral("x.dot")} + kEthernet)
            << "the plan has no Out-of-band management network";
    }
    void aRefusalNamesTheNetwork()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const CliResult r = runCli(arguments, dir.path());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    // A host port the plan does not have (mlx5_77) is named as ibnetdiscover names it, once:
    // 'dgx-h100-0001 mlx5_77 port 1', not 'dgx-h100-0001 port dgx-h100-0001 mlx5_77 port 1'.
    void aHostPortIsNamedOnce()
    {
        QFile planned(QStringLiteral(FABRIC_TEST_DATA "/asbuilt/su1-as-planned.txt"));
        QVERIFY(planned.open(QIODevice::ReadOnly));
        QByteArray text = planned.readAll();
        text.replace("\"dgx-h100-0001 mlx5_7\"", "\"dgx-h100-0001 mlx5_77\"");
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("renamed.txt"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text);
        out.close();
        const CliResult r = runCli({QStringLiteral("verify"), QStringLiteral("--ibnetdiscover"), file, QStringLiteral("--ignore-speed")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QStringLiteral(" - dgx-h100-0001 mlx5_77 port 1 (")), qPrintable(r.out));
        QVERIFY2(!r.out.contains(QStringLiteral("port dgx-h100-0001")), qPrintable(r.out));
    }

    void lldpTablesOfAnEthernetFabric()
    {
        // leaf-p1-01's table recorded from a real lldpd (tests/data/asbuilt/record-lldp.sh): node 1
        // as planned on swp1, nodes 2 and 3 swapped, node 4 not cabled.
        QTemporaryDir dir;
        const QString table = dir.filePath(QStringLiteral("leaf-p1-01.json"));
        QVERIFY(QFile::copy(QStringLiteral(FABRIC_TEST_DATA "/asbuilt/lldp-leaf-p1-01.json"), table));
        const CliResult r = runCli(QStringList{QStringLiteral("verify"), QStringLiteral("--lldp"), table, QStringLiteral("--json")} + kEthernet);
        QVERIFY2(r.exitCode == 1, qPrintable(r.out + r.err));
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("links_as_planned")).toInt(), 1);
        QCOMPARE(json.value(QStringLiteral("miswired")).toArray().size(), 2);
        const QJsonArray missing = json.value(QStringLiteral("missing")).toArray();
        QCOMPARE(missing.size(), 1);
        QCOMPARE(missing[0].toObject().value(QStringLiteral("a")).toObject().value(QStringLiteral("device")).toString(),
                 QStringLiteral("generic-server-0004"));
        QCOMPARE(json.value(QStringLiteral("extra")).toArray().size(), 0);

        // Named by DEVICE=FILE rather than by the file's name.
        const QString renamed = dir.filePath(QStringLiteral("table.json"));
        QVERIFY(QFile::copy(table, renamed));
        const CliResult named = runCli(QStringList{QStringLiteral("verify"), QStringLiteral("--lldp"), QStringLiteral("leaf-p1-01=") + renamed,
                                                   QStringLiteral("--json")} + kEthernet);
        QCOMPARE(named.out, r.out);
    }

    void labelsCsvNameBothEnds()
    {
        QTemporaryDir dir;
        const QString labels = dir.filePath(QStringLiteral("labels.csv"));
        const QString cabling = dir.filePath(QStringLiteral("cabling.csv"));
        const CliResult r = runCli(QStringList{QStringLiteral("export"), QStringLiteral("--labels"), labels, QStringLiteral("--cabling"), cabling} + kInfiniBand);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile l(labels), c(cabling);
        QVERIFY(l.open(QIODevice::ReadOnly) && c.open(QIODevice::ReadOnly));
        const QStringList labelLines = QString::fromUtf8(l.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        const QStringList cableLines = QString::fromUtf8(c.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(labelLines.size() - 1, 2 * (cableLines.size() - 1)); // a label for each end
        // The label's cable id and ends are the cabling plan's Link and ends, for every network
        // (the labels in the install sheets' order, A end then B end of each cable).
        QHash<QString, QStringList> cables; // by the label's id
        for (int i = 1; i < cableLines.size(); ++i) {
            const QStringList cable = cableLines[i].split(QLatin1Char(','));
            // Each network numbers its own links; all but the compute fabric's ids carry its name.
            const QString network = cable[18];
            cables.insert(network == QStringLiteral("compute") ? cable[0] : network + QLatin1Char('-') + cable[0], cable);
        }
        QCOMPARE(cables.size(), cableLines.size() - 1);
        QSet<QString> networks, labelled;
        for (int i = 1; i < cableLines.size(); ++i) {
            const QStringList a = labelLines[2 * i - 1].split(QLatin1Char(','));
            const QStringList b = labelLines[2 * i].split(QLatin1Char(','));
            const QString id = a[0];
            QVERIFY2(cables.contains(id), qPrintable(id));
            QVERIFY2(!labelled.contains(id), qPrintable(id)); // one pair of labels a cable
            labelled.insert(id);
            const QStringList cable = cables.value(id);
            const QString network = cable[18];
            QCOMPARE(b[0], id);
            QCOMPARE(a[13], network);
            QCOMPARE(a[1], QStringLiteral("A"));
            QCOMPARE(b[1], QStringLiteral("B"));
            QCOMPARE(a.mid(2, 4), (QStringList{cable[3], cable[6], cable[4], cable[5]}));
            QCOMPARE(a.mid(6, 4), (QStringList{cable[7], cable[10], cable[8], cable[9]}));
            QCOMPARE(b.mid(2, 4), a.mid(6, 4));
            QCOMPARE(a[10], cable[12]); // length
            QCOMPARE(a[11], cable[14]); // medium
            networks.insert(network);
        }
        QVERIFY2(networks.size() > 1, "a DGX design plans more than its compute fabric");
        // --network: that network's labels only.
        const CliResult storage = runCli(QStringList{QStringLiteral("export"), QStringLiteral("--labels"), QStringLiteral("-"),
                                                     QStringLiteral("--network"), QStringLiteral("storage")} + kInfiniBand);
        QCOMPARE(storage.exitCode, 0);
        const QStringList storageLines = storage.out.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QVERIFY(storageLines.size() > 1);
        for (int i = 1; i < storageLines.size(); ++i)
            QVERIFY2(storageLines[i].startsWith(QStringLiteral("storage-")) && storageLines[i].section(QLatin1Char(','), 13, 13) == QStringLiteral("storage"),
                     qPrintable(storageLines[i]));
    }

    void pdfSheets()
    {
        QTemporaryDir dir;
        const QString labels = dir.filePath(QStringLiteral("labels.pdf"));
        const QString sheets = dir.filePath(QStringLiteral("install.pdf"));
        const CliResult r = runCli(QStringList{QStringLiteral("export"), QStringLiteral("--labels"), labels, QStringLiteral("--install-sheets"), sheets} + kInfiniBand);
        if (r.exitCode != 0 && r.err.contains(QStringLiteral("module")))
            QSKIP("this build has no drawing module");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const QString &file : {labels, sheets}) {
            QFile pdf(file);
            QVERIFY(pdf.open(QIODevice::ReadOnly));
            const QByteArray bytes = pdf.readAll();
            QVERIFY(bytes.startsWith("%PDF-"));
            QVERIFY(bytes.contains("/Type /Page"));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliVerify)
#include "tst_cli_verify.moc"
