// The as-built side of verify: ibnetdiscover and lldpctl parsers, and the diff against planned links.

#include "core/verify/fabricdiff.h"
#include "core/verify/ibnetdiscoverparser.h"
#include "core/verify/lldpparser.h"

#include <QFile>
#include <QTest>

using namespace fabric;

namespace {

// Real ibnetdiscover output in shape (vendid/devid lines, a managed switch's description, an
// HCA's, a switch-to-switch link, the leaf's SHARP aggregation node on its port 65), cut to four nodes.
const char *kDiscovered = R"(#
# Topology file: generated on Tue Mar  5 10:11:12 2024
#
# Initiated from node 0xb83fd20300a1b2c4 port 0xb83fd20300a1b2c5

vendid=0x2c9
devid=0xd2f0
sysimgguid=0xfc6a1c0300e5f6a0
switchguid=0xfc6a1c0300e5f6a0(fc6a1c0300e5f6a0)
Switch	65 "S-fc6a1c0300e5f6a0"		# "MF0;leaf-01:MQM9700/U1" enhanced port 0 lid 3 lmc 0
[1]	"H-b83fd20300a1b2c4"[1](b83fd20300a1b2c5) 		# "dgx-h100-0001 mlx5_3" lid 7 4xNDR
[33]	"S-fc6a1c0300e5f7b0"[5]		# "MF0;spine-01:MQM9700/U1" lid 4 4xNDR
[65]	"H-fc6a1c0300e5f6a8"[1](fc6a1c0300e5f6a8) 		# "Mellanox Technologies Aggregation Node" lid 9 4xNDR

vendid=0x2c9
devid=0xd2f0
sysimgguid=0xfc6a1c0300e5f7b0
switchguid=0xfc6a1c0300e5f7b0(fc6a1c0300e5f7b0)
Switch	65 "S-fc6a1c0300e5f7b0"		# "MF0;spine-01:MQM9700/U1" enhanced port 0 lid 4 lmc 0
[5]	"S-fc6a1c0300e5f6a0"[33]		# "MF0;leaf-01:MQM9700/U1" lid 3 2xNDR

vendid=0x2c9
devid=0x1021
sysimgguid=0xb83fd20300a1b2c4
caguid=0xb83fd20300a1b2c4
Ca	1 "H-b83fd20300a1b2c4"		# "dgx-h100-0001 mlx5_3"
[1](b83fd20300a1b2c5) 	"S-fc6a1c0300e5f6a0"[1]		# lid 7 lmc 0 "MF0;leaf-01:MQM9700/U1" lid 3 4xNDR

vendid=0x2c9
devid=0xcf09
sysimgguid=0xfc6a1c0300e5f6a0
caguid=0xfc6a1c0300e5f6a8
Ca	1 "H-fc6a1c0300e5f6a8"		# "Mellanox Technologies Aggregation Node"
[1](fc6a1c0300e5f6a8) 	"S-fc6a1c0300e5f6a0"[65]		# lid 9 lmc 0 "MF0;leaf-01:MQM9700/U1" lid 3 4xNDR
)";

PlannedLink planned(int cable, const char *a, const char *aPort, const char *b, const char *bPort, double gbps = 400)
{
    PlannedLink p;
    p.cable = cable;
    p.a = {a, aPort, aPort, "R01", 10};
    p.b = {b, bPort, bPort, "R02", 40};
    p.speedGbps = gbps;
    return p;
}

ObservedLink found(const char *a, const char *aPort, const char *b, const char *bPort, double gbps = 400)
{
    ObservedLink l;
    l.a = {a, aPort, aPort};
    l.b = {b, bPort, bPort};
    l.speedGbps = gbps;
    return l;
}

std::vector<PlannedLink> smallPlan()
{
    return {planned(1, "n1", "1", "leaf", "1"), planned(2, "n2", "1", "leaf", "2"), planned(3, "n3", "1", "leaf", "3"),
            planned(4, "leaf", "33", "spine", "1")};
}

ObservedFabric plannedFabric()
{
    ObservedFabric f;
    f.devices = {"leaf", "spine", "n1", "n2", "n3"};
    f.links = {found("n1", "1", "leaf", "1"), found("leaf", "2", "n2", "1"), found("n3", "1", "leaf", "3"),
               found("spine", "1", "leaf", "33")};
    return f;
}

} // namespace

class TestAsBuilt : public QObject
{
    Q_OBJECT

private slots:
    void describedDevice_data()
    {
        QTest::addColumn<QString>("description");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("offset");
        QTest::newRow("managed switch") << "MF0;leaf-01:MQM9700/U1" << "leaf-01" << 0;
        QTest::newRow("host adapter") << "dgx-h100-0001 mlx5_3" << "dgx-h100-0001" << 3;
        QTest::newRow("old OFED default") << "node01 HCA-1" << "node01" << 0;
        QTest::newRow("plain name") << "spine-p1-01" << "spine-p1-01" << 0;
        QTest::newRow("unmanaged switch") << "Mellanox Technologies Aggregation Node"
                                          << "Mellanox Technologies Aggregation Node" << 0;
    }
    void describedDevice()
    {
        QFETCH(QString, description);
        QFETCH(QString, name);
        QFETCH(int, offset);
        const DescribedDevice d = fabric::describedDevice(description.toStdString());
        QCOMPARE(QString::fromStdString(d.name), name);
        QCOMPARE(d.portOffset, offset);
    }

    void rates_data()
    {
        QTest::addColumn<QString>("rate");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("width");
        QTest::addColumn<double>("gbps");
        QTest::newRow("4xNDR") << "4xNDR" << true << 4 << 400.0;
        QTest::newRow("2xNDR") << "2xNDR" << true << 2 << 200.0;
        QTest::newRow("4xHDR") << "4xHDR" << true << 4 << 200.0;
        QTest::newRow("4xSDR (ibsim)") << "4xSDR" << true << 4 << 10.0;
        QTest::newRow("4xFDR10") << "4xFDR10" << true << 4 << 40.0;
        QTest::newRow("no width") << "NDR" << false << 0 << 0.0;
        QTest::newRow("no such rate") << "4xQQR" << false << 4 << 0.0;
    }
    void rates()
    {
        QFETCH(QString, rate);
        QFETCH(bool, ok);
        QFETCH(int, width);
        QFETCH(double, gbps);
        int w = 0;
        double g = 0;
        QCOMPARE(parseInfiniBandRate(rate.toStdString(), w, g), ok);
        if (ok) {
            QCOMPARE(w, width);
            QCOMPARE(g, gbps);
        }
    }

    void readsIbnetdiscover()
    {
        const auto fabric = parseIbnetdiscover(kDiscovered, "fabric.txt");
        QVERIFY2(fabric.ok(), fabric.error().c_str());
        QCOMPARE(fabric->devices, (std::vector<std::string>{"leaf-01", "spine-01", "dgx-h100-0001"}));
        QCOMPARE(fabric->links.size(), std::size_t(2));
        const ObservedLink &host = fabric->links[0];
        QCOMPARE(host.a.device, std::string("leaf-01"));
        QCOMPARE(host.a.port, std::string("1"));
        QCOMPARE(host.b.device, std::string("dgx-h100-0001"));
        QCOMPARE(host.b.port, std::string("4")); // mlx5_3: the node's fourth port
        QCOMPARE(host.speedGbps, 400.0);
        QCOMPARE(host.line, 11);
        QCOMPARE(fabric->links[1].b.device, std::string("spine-01"));
        QCOMPARE(fabric->links[1].b.port, std::string("5"));
    }

    void readsExtendedPortNames()
    {
        // Port lines with the port's GUID and an external port name before the peer.
        const auto fabric = parseIbnetdiscover("Switch\t4 \"S-01\"\t\t# \"leaf\"\n[2](fc01)[ext 1.2]\t\"S-02\"[3]\t\t# \"spine\" lid 2 4xNDR\n"
                                               "Switch\t4 \"S-02\"\t\t# \"spine\"\n[3]\t\"S-01\"[2]\t\t# \"leaf\" lid 1 4xNDR\n",
                                               "f.txt");
        QVERIFY2(fabric.ok(), fabric.error().c_str());
        QCOMPARE(fabric->links.size(), std::size_t(1));
        QCOMPARE(fabric->links[0].a.port, std::string("2"));
        QCOMPARE(fabric->links[0].b.port, std::string("3"));
    }

    void refusesMalformedIbnetdiscover_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const QString text = QString::fromUtf8(kDiscovered);
        QTest::newRow("port line before any block") << "#\n[1]\t\"S-01\"[2]\t\t# \"x\" lid 1 4xNDR\n" << "fabric.txt:2: a port line outside";
        QTest::newRow("not ibnetdiscover") << "hello world\n" << "fabric.txt:1: not a line of ibnetdiscover's output";
        // An empty file has no line to point at (it was "fabric.txt:0: no Switch or Ca blocks").
        QTest::newRow("empty") << "" << "fabric.txt: the file is empty: expected the output of ibnetdiscover";
        QTest::newRow("blank lines") << "\n \n\t\n" << "fabric.txt: the file is empty: expected the output of ibnetdiscover";
        QTest::newRow("comments only") << "#\n# Topology file\n" << "fabric.txt:2: no Switch or Ca blocks";
        QTest::newRow("header without count") << "Switch\t\"S-01\"\t\t# \"leaf\" lid 1\n" << "fabric.txt:1: a block header without its port count";
        QTest::newRow("port without peer") << "Switch\t4 \"S-01\"\t\t# \"leaf\"\n[1]\t\t# nothing\n" << "fabric.txt:2: a port line without";
        // Cut after the first switch block: its host and spine have no blocks.
        QTest::newRow("truncated") << text.left(text.indexOf(QStringLiteral("\nvendid"), text.indexOf(QStringLiteral("[33]"))))
                                   << "fabric.txt:11: port 1 leads to 'H-b83fd20300a1b2c4', which has no block of its own: the file is truncated";
        // Cut inside the last block: the host's port line is gone.
        QTest::newRow("cut in the last block") << text.left(text.lastIndexOf(QStringLiteral("[1](b83")))
                                               << "fabric.txt:26: the block of 'dgx-h100-0001 mlx5_3' does not list its port 1";
        QTest::newRow("port beyond the block") << "Switch\t4 \"S-01\"\t\t# \"leaf\"\n[9]\t\"H-02\"[1]\t\t# \"x\" lid 1 4xNDR\n"
                                               << "fabric.txt:2: port 9 is not one of the 4 ports";
    }
    void refusesMalformedIbnetdiscover()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const auto fabric = parseIbnetdiscover(text.toStdString(), "fabric.txt");
        QVERIFY(!fabric.ok());
        QVERIFY2(QString::fromStdString(fabric.error()).contains(message), fabric.error().c_str());
    }

    void lldpPortKeys_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("key");
        QTest::newRow("Cumulus") << "swp3" << "3";
        QTest::newRow("Cumulus split lane 0") << "swp3s0" << "3/1";
        QTest::newRow("Cumulus split lane 1") << "swp3s1" << "3/2";
        QTest::newRow("Onyx") << "Eth1/3" << "3";
        QTest::newRow("Onyx split") << "Eth1/3/2" << "3/2";
        QTest::newRow("host interface, as is") << "eth1" << "eth1";
        QTest::newRow("plan label, as is") << "1/2" << "1/2";
    }
    void lldpPortKeys()
    {
        QFETCH(QString, name);
        QFETCH(QString, key);
        QCOMPARE(QString::fromStdString(lldpPortKey(name.toStdString())), key);
    }

    void readsLldpctlJson()
    {
        QFile file(QStringLiteral(FABRIC_TEST_DATA "/asbuilt/leaf-01.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto fabric = parseLldpJson(file.readAll().toStdString(), "leaf-01", "leaf-01.json");
        QVERIFY2(fabric.ok(), fabric.error().c_str());
        QCOMPARE(fabric->links.size(), std::size_t(4));
        QCOMPARE(fabric->links[0].b.device, std::string("node-0001"));
        QCOMPARE(fabric->links[0].b.portName, std::string("eth1")); // a MAC port id: named by descr
        QCOMPARE(fabric->links[1].a.port, std::string("2/2"));
        QCOMPARE(fabric->links[2].b.device, std::string("spine-01"));
        QCOMPARE(fabric->links[2].b.port, std::string("1"));
        QCOMPARE(fabric->links[3].b.device, std::string("00:25:90:ff:ee:01")); // no system name
        // The neighbour's own table names the same link: merged, it is one link.
        ObservedFabric spine;
        spine.devices = {"spine-01", "leaf-01"};
        spine.links = {found("spine-01", "1", "leaf-01", "64")};
        QCOMPARE(mergeObserved({*fabric, spine}).links.size(), std::size_t(4));
    }

    void refusesMalformedLldp_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        // JSON that does not parse is said in our words, with its line and column, as a project's is
        // (it was nlohmann's: "syntax error while parsing object key - unexpected end of input").
        QTest::newRow("cut short") << "{\n  \"lldp\": {\n    \"interface\": {\n"
                                   << "t.json: not valid JSON: line 4, column 1: the JSON ends too early (is the file cut short?)";
        QTest::newRow("a value missing") << "{\"lldp\": {\"interface\": [\n  {\"eth0\": {\"chassis\": }\n"
                                         << "t.json: not valid JSON: line 2, column 24: expected a value, found '}'";
        QTest::newRow("a word") << "{\"lldp\": yes}" << "t.json: not valid JSON: line 1, column 10: an unknown word 'y'";
        QTest::newRow("other JSON") << "{\"a\": 1}" << "t.json:1: no \"lldp\" object";
        QTest::newRow("empty") << "" << "t.json: the file is empty: expected the output of lldpctl -f json";
        QTest::newRow("blank lines") << "\n\n" << "t.json: the file is empty: expected the output of lldpctl -f json";
        QTest::newRow("no neighbour name") << R"({"lldp": {"interface": {"swp1": {"chassis": {}, "port": {"descr": "x"}}}}})"
                                           << "interface swp1: the neighbour has neither a name nor a chassis id";
    }
    void refusesMalformedLldp()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const auto fabric = parseLldpJson(text.toStdString(), "leaf", "t.json");
        QVERIFY(!fabric.ok());
        QVERIFY2(QString::fromStdString(fabric.error()).contains(message), fabric.error().c_str());
        QVERIFY2(fabric.error().find("json.exception") == std::string::npos && fabric.error().find("syntax error") == std::string::npos,
                 fabric.error().c_str());
    }

    void diff_data()
    {
        QTest::addColumn<int>("change");
        QTest::addColumn<int>("missing");
        QTest::addColumn<int>("miswired");
        QTest::addColumn<int>("extra");
        QTest::addColumn<int>("speed");
        QTest::addColumn<int>("unknown");
        QTest::addColumn<int>("asPlanned");
        QTest::newRow("as planned") << 0 << 0 << 0 << 0 << 0 << 0 << 4;
        QTest::newRow("left out") << 1 << 1 << 0 << 0 << 0 << 0 << 3;
        QTest::newRow("swapped") << 2 << 0 << 2 << 0 << 0 << 0 << 2;
        QTest::newRow("added") << 3 << 0 << 0 << 1 << 0 << 0 << 4;
        QTest::newRow("moved to a free port") << 4 << 0 << 1 << 0 << 0 << 0 << 3;
        QTest::newRow("slow") << 5 << 0 << 0 << 0 << 1 << 0 << 4;
        QTest::newRow("unknown device") << 6 << 0 << 0 << 0 << 0 << 1 << 4;
    }
    void diff()
    {
        QFETCH(int, change);
        QFETCH(int, missing);
        QFETCH(int, miswired);
        QFETCH(int, extra);
        QFETCH(int, speed);
        QFETCH(int, unknown);
        QFETCH(int, asPlanned);
        ObservedFabric f = plannedFabric();
        switch (change) {
        case 1: f.links.erase(f.links.begin() + 1); break;
        case 2: f.links[0].b.port = "2"; f.links[1].a.port = "1"; break;
        case 3: f.links.push_back(found("leaf", "40", "spine", "9")); break;
        case 4: f.links[2].b.port = "20"; break;
        case 5: f.links[3].speedGbps = 200; break;
        case 6: f.devices.push_back("stranger"); f.links.push_back(found("stranger", "1", "leaf", "9")); break;
        }
        const VerifyResult r = verifyFabric(smallPlan(), f, {});
        QCOMPARE(r.count(DifferenceKind::Missing), missing);
        QCOMPARE(r.count(DifferenceKind::Miswired), miswired);
        QCOMPARE(r.count(DifferenceKind::Extra), extra);
        QCOMPARE(r.count(DifferenceKind::Speed), speed);
        QCOMPARE(r.count(DifferenceKind::UnknownDevice), unknown);
        QCOMPARE(r.asPlanned, asPlanned);
        QCOMPARE(r.clean(), change == 0);
        VerifyOptions ignore;
        ignore.ignoreSpeed = true;
        QCOMPARE(verifyFabric(smallPlan(), f, ignore).count(DifferenceKind::Speed), 0);
    }

    void namesMapASitesDevices()
    {
        ObservedFabric f = plannedFabric();
        for (ObservedLink &l : f.links)
            for (ObservedEnd *e : {&l.a, &l.b})
                if (e->device == "leaf")
                    e->device = "sw-a17";
        f.devices[0] = "sw-a17";
        QVERIFY(!verifyFabric(smallPlan(), f, {}).clean());
        const auto names = parseNameMap("# site name, plan name\nsw-a17 leaf\n", "names.txt");
        QVERIFY(names.ok());
        VerifyOptions options;
        options.names = *names;
        QVERIFY(verifyFabric(smallPlan(), f, options).clean());
        const auto bad = parseNameMap("sw-a17\n", "names.txt");
        QVERIFY(!bad.ok());
        QVERIFY(QString::fromStdString(bad.error()).startsWith(QStringLiteral("names.txt:1:")));
    }

    // A names file maps each device once: a second mapping of the same site name, or of two
    // site names to one plan name, is refused naming both lines (the last line used to win).
    void namesMapEachDeviceOnce_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("one site name, two plan names")
            << "sw-a17 leaf-p1-01\n# a comment\nsw-a17 leaf-p1-02\n"
            << "names.txt:3: 'sw-a17' is mapped to 'leaf-p1-01' on line 1 and to 'leaf-p1-02' here";
        QTest::newRow("two site names, one plan name")
            << "sw-a17 leaf-p1-01\nsw-a18 leaf-p1-01\n" << "names.txt:2: two site names are mapped to 'leaf-p1-01' (here and on line 1)";
    }

    void namesMapEachDeviceOnce()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        const auto names = parseNameMap(text.toStdString(), "names.txt");
        QVERIFY(!names.ok());
        QCOMPARE(QString::fromStdString(names.error()), says);
        // The same line twice says nothing new and is taken.
        QVERIFY(parseNameMap("sw-a17 leaf-p1-01\nsw-a17 leaf-p1-01\n", "names.txt").ok());
    }

    void anotherFabricIsNotDiffedLinkByLink()
    {
        ObservedFabric f;
        for (int i = 0; i < 100; ++i) {
            f.devices.push_back("other-" + std::to_string(i));
            f.links.push_back(found(f.devices.back().c_str(), "1", "other-switch", std::to_string(i + 1).c_str()));
        }
        f.devices.push_back("leaf");
        const VerifyResult r = verifyFabric(smallPlan(), f, {});
        QVERIFY(r.otherFabric);
        QVERIFY(r.differences.empty());
        QCOMPARE(r.strangers.size(), std::size_t(5));
        QCOMPARE(r.strangers.front(), std::string("other-0"));
    }
};

QTEST_GUILESS_MAIN(TestAsBuilt)
#include "tst_asbuilt.moc"
