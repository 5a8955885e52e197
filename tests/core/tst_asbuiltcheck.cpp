// The check verify and Import > As-built share (core/verify/asbuiltcheck.h): discovery files read
// and their format detected, and the plan's network the files belong to found by itself: an LLDP
// table of an OOB switch is checked against the OOB network, ibnetdiscover output against the
// InfiniBand fabric.

#include "core/export/topologyexport.h"
#include "core/plan/pipeline.h"
#include "core/verify/asbuiltcheck.h"
#include "../common/bundledcatalogue.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

#include <nlohmann/json.hpp>

using namespace fabric;

namespace {

Plan wholeCluster()
{
    Design design;
    design.platform = "DGX-H100";
    design.nodes = 31;
    design.networks.planned = std::vector<NetworkRole>{NetworkRole::Compute, NetworkRole::Storage, NetworkRole::Inband, NetworkRole::Oob};
    return makePlan(design, bundledCatalogue());
}

std::string write(const QTemporaryDir &dir, const char *name, const std::string &text)
{
    const std::string path = dir.filePath(QLatin1String(name)).toStdString();
    std::ofstream(path) << text;
    return path;
}

// The interface name a switch running Cumulus gives a plan's port label: "3" swp3, "3/2" swp3s1.
std::string interfaceOf(const std::string &port)
{
    const auto slash = port.find('/');
    if (slash == std::string::npos)
        return "swp" + port;
    return "swp" + port.substr(0, slash) + "s" + std::to_string(std::stoi(port.substr(slash + 1)) - 1);
}

// The neighbour table lldpctl -f json would print on switch: one interface per planned link, its
// neighbour named as planned, with a host's own interface name (which says nothing of the plan).
// The link at index leaveOut is not cabled.
std::string lldpTable(const std::vector<PlannedLink> &links, const std::string &device, std::size_t leaveOut)
{
    nlohmann::json interfaces = nlohmann::json::array();
    for (std::size_t i = 0; i < links.size(); ++i) {
        const PlannedLink &link = links[i];
        const PlannedEnd *local = link.a.device == device ? &link.a : link.b.device == device ? &link.b : nullptr;
        if (!local || i == leaveOut)
            continue;
        const PlannedEnd &other = local == &link.a ? link.b : link.a;
        nlohmann::json neighbour;
        neighbour["chassis"][other.device] = {{"id", {{"type", "mac"}, {"value", "00:00:00:00:00:01"}}}};
        neighbour["port"] = {{"id", {{"type", "mac"}, {"value", "00:00:00:00:00:02"}}}, {"descr", "eth0"}};
        interfaces.push_back({{interfaceOf(local->port), neighbour}});
    }
    return nlohmann::json{{"lldp", {{"interface", interfaces}}}}.dump(2);
}

} // namespace

class TestAsBuiltCheck : public QObject
{
    Q_OBJECT

private slots:
    void formatIsDetected_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("lldp");
        QTest::newRow("lldpctl JSON") << QStringLiteral("\n  {\"lldp\": {}}") << true;
        QTest::newRow("ibnetdiscover") << QStringLiteral("#\n# Topology file\nvendid=0x0\n") << false;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("a JSON array") << QStringLiteral("[]\n") << true;
        // A port line cannot come first in ibnetdiscover's output, but it is not JSON either.
        QTest::newRow("a port line first") << QStringLiteral("[1]\t\"S-0002c90300000001\"[1]\n") << false;
    }

    void formatIsDetected()
    {
        QFETCH(QString, text);
        QFETCH(bool, lldp);
        QCOMPARE(detectAsBuiltFormat(text.toStdString()) == AsBuiltFormat::Lldp, lldp);
    }

    void theOobSwitchsTableChecksTheOobNetwork()
    {
        const Plan plan = wholeCluster();
        QVERIFY(plan.ok());
        const NetworkPlan *oob = plan.network(NetworkRole::Oob);
        QVERIFY(oob);
        const std::vector<PlannedLink> links = plannedLinks(plan, *oob, PortNaming::Label);
        QVERIFY(!links.empty());
        // Each OOB switch's table, one cable left out.
        QTemporaryDir dir;
        std::vector<DiscoveryFile> tables;
        for (int d = 0; d < oob->topology.deviceCount(); ++d) {
            const Device &device = oob->topology.device(d);
            // The OOB switches' own: not the other networks' switches, which are in it by their
            // management port alone.
            if (device.kind != DeviceKind::Switch || device.managementPortOnly)
                continue;
            const std::string name = "table-" + std::to_string(d) + ".json";
            tables.push_back({write(dir, name.c_str(), lldpTable(links, device.name, 2)), device.name});
        }
        QVERIFY(!tables.empty());
        const auto fabric = readAsBuilt(tables, std::nullopt, {});
        QVERIFY2(fabric, fabric.error().c_str());
        QVERIFY(fabric->format == AsBuiltFormat::Lldp);
        const auto check = checkAsBuilt(plan, *fabric, std::nullopt, false);
        QVERIFY2(check, check.error().c_str());
        QVERIFY(check->role == NetworkRole::Oob);
        // The one cable left out of the table is missing; every other link of the switch is as planned.
        QCOMPARE(check->result.count(DifferenceKind::Missing), 1);
        QCOMPARE(check->result.count(DifferenceKind::Miswired) + check->result.count(DifferenceKind::Extra)
                     + check->result.count(DifferenceKind::UnknownDevice),
                 0);
        QVERIFY(check->result.asPlanned > 0);
        // The same against the compute fabric, asked for by name, is refused: it is InfiniBand.
        const auto wrong = checkAsBuilt(plan, *fabric, NetworkRole::Compute, false);
        QVERIFY(!wrong);
        QVERIFY2(wrong.error().find("the planned Compute fabric is InfiniBand") != std::string::npos, wrong.error().c_str());
    }

    void ibnetdiscoverChecksTheInfiniBandFabric()
    {
        const Plan plan = wholeCluster();
        const auto topology = ibnetdiscoverTopology(plan);
        QVERIFY(topology.ok());
        QTemporaryDir dir;
        const std::string file = write(dir, "fabric.topo", *topology);
        const auto fabric = readAsBuilt({{file, {}}}, std::nullopt, {});
        QVERIFY2(fabric, fabric.error().c_str());
        const auto check = checkAsBuilt(plan, *fabric, std::nullopt, false);
        QVERIFY2(check, check.error().c_str());
        QVERIFY(check->role == NetworkRole::Compute);
        QVERIFY(check->result.clean());
    }

    // A file the window is given to find out is read for what it is: a JSON array is JSON (it read
    // "a port line outside a Switch, Ca or Rt block: '[]'"), a file named .json is JSON (CSV in it
    // read "not a line of ibnetdiscover's output"), and a byte-order mark alone is an empty file
    // (its message quoted an invisible character).
    void filesAreReadForWhatTheyAre_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("a JSON array") << "leaf.json" << QByteArray("[]\n") << "leaf.json:1: no \"lldp\" object";
        QTest::newRow("CSV named .json") << "leaf.JSON" << QByteArray("a,b,c\n1,2,3\n") << "leaf.JSON: not valid JSON: line 1, column 1";
        QTest::newRow("a byte-order mark alone") << "fabric.txt" << QByteArray("\xEF\xBB\xBF") << "fabric.txt: the file is empty";
        QTest::newRow("a byte-order mark and LLDP") << "leaf.txt" << QByteArray("\xEF\xBB\xBF[]") << "leaf.txt:1: no \"lldp\" object";
    }

    void filesAreReadForWhatTheyAre()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const std::string file = write(dir, name.toUtf8().constData(), text.toStdString());
        const auto read = readAsBuilt({{file, {}}}, std::nullopt, {});
        QVERIFY(!read);
        QVERIFY2(read.error().find(message.toStdString()) != std::string::npos, read.error().c_str());
    }

    void filesOfTwoFormatsAreRefused()
    {
        QTemporaryDir dir;
        const std::string topo = write(dir, "fabric.topo", "#\n# Topology file\n");
        const std::string json = write(dir, "leaf-01.json", "{\"lldp\": {}}\n");
        const auto mixed = readAsBuilt({{topo, {}}, {json, {}}}, std::nullopt, {});
        QVERIFY(!mixed);
        QVERIFY2(mixed.error().find("check one network at a time") != std::string::npos, mixed.error().c_str());
        // Given as ibnetdiscover output (verify --ibnetdiscover), a JSON table is named for what it is.
        const auto asIb = readAsBuilt({{json, {}}}, AsBuiltFormat::Ibnetdiscover, {});
        QVERIFY(!asIb);
        QVERIFY2(asIb.error().find("leaf-01.json: this is JSON, as an LLDP table (lldpctl -f json) is, not ibnetdiscover output")
                     != std::string::npos,
                 asIb.error().c_str());
        QVERIFY(!readAsBuilt({}, std::nullopt, {}));
    }
};

QTEST_GUILESS_MAIN(TestAsBuiltCheck)
#include "tst_asbuiltcheck.moc"
