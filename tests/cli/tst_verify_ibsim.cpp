// verify against the real tools: a planned fabric is exported, changed (two cables swapped, one
// left out, one added, one moved to another switch), loaded into ibsim and read back with
// infiniband-diags' ibnetdiscover; verify must name exactly those changes and nothing else, and
// the unchanged fabric must verify clean.

#include "clirunner.h"
#include "core/catalogue/catalogue.h"
#include "core/export/cablelabels.h"
#include "core/export/topologyexport.h"
#include "core/plan/pipeline.h"
#include "../common/opensmrun.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <optional>
#include <set>

using namespace fabric;

namespace {

const QStringList kDesign = {QStringLiteral("--platform"), QStringLiteral("DGX-H100"), QStringLiteral("--nodes"),
                             QStringLiteral("31"), QStringLiteral("--fabric"), QStringLiteral("ib")};

// An end as verify's JSON names a found one: "device:port".
QString endText(const std::string &device, int port)
{
    return QString::fromStdString(device) + QLatin1Char(':') + QString::number(port);
}
QString endText(const QJsonObject &end)
{
    return end.value(QStringLiteral("device")).toString() + QLatin1Char(':') + end.value(QStringLiteral("port")).toString();
}
// A link with its ends in a fixed order, so that either way round compares equal.
QString linkText(QString a, QString b)
{
    if (b < a)
        std::swap(a, b);
    return a + QStringLiteral(" - ") + b;
}

int freePort(const Topology &topology, int device)
{
    std::set<int> used;
    for (const Link &link : topology.links) {
        if (link.a().device == device)
            used.insert(link.a().port);
        if (link.b().device == device)
            used.insert(link.b().port);
    }
    for (int port = 1; port <= topology.device(device).ports; ++port)
        if (!used.count(port))
            return port;
    return -1;
}

int deviceNamed(const Topology &topology, const std::string &name)
{
    for (int d = 0; d < topology.deviceCount(); ++d)
        if (topology.device(d).name == name)
            return d;
    return -1;
}

// The node-leaf link of a node's port.
int nodeLink(const Topology &topology, const std::string &node, int port)
{
    const int device = deviceNamed(topology, node);
    for (std::size_t i = 0; i < topology.links.size(); ++i) {
        const Link &link = topology.links[i];
        if (link.a().device == device && link.a().port == port)
            return static_cast<int>(i);
    }
    return -1;
}

} // namespace

class TestVerifyIbsim : public QObject
{
    Q_OBJECT

private:
    OpenSmTools m_tools;
    QString m_ibnetdiscover = tool("ibnetdiscover");
    std::optional<Catalogue> m_catalogue;
    int m_run = 0;

    // The fabric the topology describes, as ibnetdiscover reads it from ibsim; "" and a failure on error.
    QString discover(const Topology &topology, const Plan &plan, const QTemporaryDir &dir)
    {
        Plan changed = plan;
        changed.compute().topology = topology;
        const auto text = ibnetdiscoverTopology(changed);
        if (!text.ok()) {
            QTest::qFail(text.error().c_str(), __FILE__, __LINE__);
            return {};
        }
        const QString file = dir.filePath(QStringLiteral("fabric-%1.topo").arg(m_run));
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly))
            return {};
        out.write(text->data(), static_cast<qint64>(text->size()));
        out.close();
        const QString socket = QStringLiteral("fabricplanner-verify-%1-%2").arg(QCoreApplication::applicationPid()).arg(++m_run);
        Simulator simulator(m_tools.ibsim, file, socket);
        if (!simulator.waitUntilReady()) {
            QTest::qFail(qPrintable(simulator.output().right(2000)), __FILE__, __LINE__);
            return {};
        }
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("IBSIM_SOCKNAME"), socket);
        const QString discovered = dir.filePath(QStringLiteral("discovered-%1.txt").arg(m_run));
        // On a busy machine ibsim may answer after ibnetdiscover's MAD timeout ("Failed to resolve
        // self"): a longer timeout, and another attempt.
        QString errors;
        for (int attempt = 0; attempt < 3; ++attempt) {
            QProcess process;
            process.setProcessEnvironment(env);
            process.setStandardOutputFile(discovered);
            process.start(m_tools.ibsimRun, {m_ibnetdiscover, QStringLiteral("-t"), QStringLiteral("2000")});
            if (process.waitForFinished(kStartMs) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
                return discovered;
            errors += QString::fromUtf8(process.readAllStandardError()).right(1000);
        }
        QTest::qFail(qPrintable(errors), __FILE__, __LINE__);
        return {};
    }

private slots:
    void initTestCase()
    {
        if (!m_tools.installed() || m_ibnetdiscover.isEmpty())
            QSKIP("ibsim, ibsim-run or ibnetdiscover is not installed (packaging/install-deps.sh installs them)");
        auto catalogue = Catalogue::openDefault();
        QVERIFY2(catalogue.ok(), catalogue.error().c_str());
        m_catalogue = std::move(*catalogue);
    }

    // A DGX H100 SuperPOD, and GB200 NVL72 racks: each of a rack's 18 compute trays is a host of
    // its own to ibnetdiscover ("dgx-gb200-0001-t05 mlx5_1"), whose ports are the rack's.
    void theUnchangedFabricVerifiesClean_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("aHost");
        QTest::newRow("31 DGX H100") << "DGX-H100" << 31 << "dgx-h100-0031 mlx5_7";
        QTest::newRow("2 GB200 NVL72 racks") << "DGX-GB200" << 2 << "dgx-gb200-0002-t18 mlx5_3";
    }

    void theUnchangedFabricVerifiesClean()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(QString, aHost);
        Design design;
        design.platform = platform.toStdString();
        design.nodes = nodes;
        design.fabric = Technology::InfiniBand;
        const Plan plan = makePlan(design, *m_catalogue);
        QVERIFY(plan.ok());
        QTemporaryDir dir;
        const QString discovered = discover(plan.compute().topology, plan, dir);
        QVERIFY(!discovered.isEmpty());
        QFile read(discovered);
        QVERIFY(read.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(read.readAll());
        QVERIFY2(text.contains(QLatin1Char('"') + aHost + QLatin1Char('"')), qPrintable(text.left(2000)));

        const QStringList flags = {QStringLiteral("--platform"), platform, QStringLiteral("--nodes"), QString::number(nodes),
                                   QStringLiteral("--fabric"), QStringLiteral("ib")};
        const CliResult result = runCli(QStringList{QStringLiteral("verify")} + flags
                                        + QStringList{QStringLiteral("--ibnetdiscover"), discovered, QStringLiteral("--ignore-speed")});
        QVERIFY2(result.exitCode == 0, qPrintable(result.out + result.err));
        QVERIFY2(result.out.contains(QStringLiteral("the fabric is as planned")), qPrintable(result.out));
        QVERIFY(result.out.startsWith(QStringLiteral("%1 of %1 planned links found as planned").arg(plan.compute().topology.links.size())));

        // ibsim runs every link at SDR: without --ignore-speed each is a wrong-speed warning.
        const CliResult slow = runCli(QStringList{QStringLiteral("verify")} + flags
                                      + QStringList{QStringLiteral("--ibnetdiscover"), discovered, QStringLiteral("--json")});
        QCOMPARE(slow.exitCode, 1);
        const QJsonObject json = QJsonDocument::fromJson(slow.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("speed")).toArray().size(), static_cast<qsizetype>(plan.compute().topology.links.size()));
        QCOMPARE(json.value(QStringLiteral("missing")).toArray().size(), 0);
        QCOMPARE(json.value(QStringLiteral("miswired")).toArray().size(), 0);
        QCOMPARE(json.value(QStringLiteral("extra")).toArray().size(), 0);
        QCOMPARE(json.value(QStringLiteral("unknown_devices")).toArray().size(), 0);
    }

    void verifyNamesExactlyTheChanges()
    {
        Design design;
        design.platform = "DGX-H100";
        design.nodes = 31;
        design.fabric = Technology::InfiniBand;
        const Plan plan = makePlan(design, *m_catalogue);
        QVERIFY(plan.ok());
        const Topology &planned = plan.compute().topology;
        Topology built = planned;
        auto &links = built.links;

        // Swapped: the leaf ends of node 1's and node 2's first ports (both on the rail-1 leaf).
        const int first = nodeLink(planned, "dgx-h100-0001", 1);
        const int second = nodeLink(planned, "dgx-h100-0002", 1);
        // Left out: node 3's second port. Moved: node 5's third port, to a free port of the rail-5 leaf.
        const int leftOut = nodeLink(planned, "dgx-h100-0003", 2);
        const int moved = nodeLink(planned, "dgx-h100-0005", 3);
        QVERIFY(first >= 0 && second >= 0 && leftOut >= 0 && moved >= 0);
        const Link a = planned.links[static_cast<std::size_t>(first)];
        const Link b = planned.links[static_cast<std::size_t>(second)];
        QCOMPARE(a.b().device, b.b().device);
        links[static_cast<std::size_t>(first)] = Link(a.a(), b.b(), a.speedGbps(), a.plane(), a.tier());
        links[static_cast<std::size_t>(second)] = Link(b.a(), a.b(), b.speedGbps(), b.plane(), b.tier());

        const int otherLeaf = deviceNamed(planned, "leaf-p1-su01-r5");
        const int otherPort = freePort(planned, otherLeaf);
        QVERIFY(otherLeaf >= 0 && otherPort > 0);
        const Link m = planned.links[static_cast<std::size_t>(moved)];
        QVERIFY(m.b().device != otherLeaf);
        links[static_cast<std::size_t>(moved)] = Link(m.a(), {otherLeaf, otherPort}, m.speedGbps(), m.plane(), m.tier());

        // Added: a cable between free ports of two leaves.
        const int leaf6 = deviceNamed(planned, "leaf-p1-su01-r6");
        const int leaf7 = deviceNamed(planned, "leaf-p1-su01-r7");
        const int port6 = freePort(planned, leaf6);
        const int port7 = freePort(planned, leaf7);
        QVERIFY(port6 > 0 && port7 > 0);
        built.addLink({leaf6, port6}, {leaf7, port7}, 400, 0, LinkTier::LeafSpine);
        links.erase(links.begin() + leftOut); // after the others: their indices stay

        QTemporaryDir dir;
        const QString discovered = discover(built, plan, dir);
        QVERIFY(!discovered.isEmpty());
        const CliResult result = runCli(QStringList{QStringLiteral("verify")} + kDesign
                                        + QStringList{QStringLiteral("--ibnetdiscover"), discovered, QStringLiteral("--ignore-speed"),
                                                      QStringLiteral("--json")});
        QVERIFY2(result.exitCode == 1, qPrintable(result.out + result.err));
        const QJsonObject json = QJsonDocument::fromJson(result.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("as_planned")).toBool(true), false);

        const QJsonArray missing = json.value(QStringLiteral("missing")).toArray();
        QCOMPARE(missing.size(), 1);
        QCOMPARE(missing[0].toObject().value(QStringLiteral("cable")).toInt(), cableId(leftOut));

        const QJsonArray extra = json.value(QStringLiteral("extra")).toArray();
        QCOMPARE(extra.size(), 1);
        const QJsonObject found = extra[0].toObject().value(QStringLiteral("found")).toObject();
        QCOMPARE(linkText(endText(found.value(QStringLiteral("a")).toObject()), endText(found.value(QStringLiteral("b")).toObject())),
                 linkText(endText("leaf-p1-su01-r6", port6), endText("leaf-p1-su01-r7", port7)));

        auto nameOf = [&](int device) { return planned.device(device).name; };
        const QSet<QString> expectedMiswired = {
            linkText(endText(nameOf(a.a().device), a.a().port), endText(nameOf(b.b().device), b.b().port)),
            linkText(endText(nameOf(b.a().device), b.a().port), endText(nameOf(a.b().device), a.b().port)),
            linkText(endText(nameOf(m.a().device), m.a().port), endText(nameOf(otherLeaf), otherPort))};
        QSet<QString> miswired;
        QSet<int> miswiredCables;
        for (const QJsonValue &value : json.value(QStringLiteral("miswired")).toArray()) {
            const QJsonObject item = value.toObject();
            const QJsonObject f = item.value(QStringLiteral("found")).toObject();
            miswired.insert(linkText(endText(f.value(QStringLiteral("a")).toObject()), endText(f.value(QStringLiteral("b")).toObject())));
            for (const QJsonValue &p : item.value(QStringLiteral("planned")).toArray())
                miswiredCables.insert(p.toObject().value(QStringLiteral("cable")).toInt());
        }
        QCOMPARE(json.value(QStringLiteral("miswired")).toArray().size(), 3);
        QCOMPARE(miswired, expectedMiswired);
        // Each miswired cable names the planned cables whose ports it took.
        QCOMPARE(miswiredCables, (QSet<int>{cableId(first), cableId(second), cableId(moved)}));

        QCOMPARE(json.value(QStringLiteral("speed")).toArray().size(), 0);
        QCOMPARE(json.value(QStringLiteral("unknown_devices")).toArray().size(), 0);
        QCOMPARE(json.value(QStringLiteral("links_as_planned")).toInt(), static_cast<int>(planned.links.size()) - 4);

        // The text report says the same, by rack, with the cables' ids.
        const CliResult text = runCli(QStringList{QStringLiteral("verify")} + kDesign
                                      + QStringList{QStringLiteral("--ibnetdiscover"), discovered, QStringLiteral("--ignore-speed")});
        QCOMPARE(text.exitCode, 1);
        QVERIFY2(text.out.contains(QStringLiteral("1 missing, 3 miswired, 1 extra, 0 unknown devices")), qPrintable(text.out));
        QVERIFY(text.out.contains(QStringLiteral("\nRack ")));
        QVERIFY(text.out.contains(QStringLiteral("missing: cable %1 ").arg(cableId(leftOut))));
        qInfo().noquote() << text.out;
    }
};

QTEST_GUILESS_MAIN(TestVerifyIbsim)
#include "tst_verify_ibsim.moc"
