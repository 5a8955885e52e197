// Every box and row of a network's topology diagram is named by what it holds, as the plan's own
// device lists and sizing say: a row's caption counts the network's own switches of its tier (the
// OOB network's other networks' switches and the in-band network's OOB switches are not its
// leaves or spines), a box of several kinds or models does not exist, appliances are named as what
// they are (PDU, storage, server, UFM), and "SU" is the compute fabric's scalable unit on every
// network.
#include "core/catalogue/catalogue.h"
#include "core/design/projectfile.h"
#include "core/plan/pipeline.h"
#include "ui/render/topologylayout.h"
#include "ui/render/topologyparts.h"

#include <QFontMetricsF>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <set>

using namespace fabric;

namespace {

const char *const kWholeCluster = FABRIC_SOURCE_DIR "/data/samples/h100-4su-whole-cluster.json";

std::set<std::string> namesOfSwitches(const NetworkPlan &network)
{
    std::set<std::string> names;
    for (const Device &d : network.topology.devices)
        if (d.kind == DeviceKind::Switch && !d.managementPortOnly)
            names.insert(d.name);
    return names;
}

// The words the diagram should use for a device boxed with its like, from the catalogue and the
// plan rather than from the diagram's own rules.
QString expectedAlikeWord(const Catalogue &catalogue, const Plan &plan, NetworkRole network, const Device &d)
{
    if (d.kind == DeviceKind::Appliance) {
        if (const Infrastructure *pdu = catalogue.findInfrastructure(InfrastructureRole::Pdu); pdu && pdu->model == d.model)
            return QStringLiteral("PDU");
        if (const Infrastructure *server = catalogue.findInfrastructure(InfrastructureRole::ManagementServer);
            server && server->model == d.model)
            return QStringLiteral("server");
        if (catalogue.findAppliance(d.model))
            return QString::fromStdString(d.model).section(QLatin1Char('-'), 0, 0);
        if (QString::fromStdString(d.name).startsWith(QLatin1String("storage-")))
            return QStringLiteral("storage");
        return QString();
    }
    if (network == NetworkRole::Inband && plan.network(NetworkRole::Oob)
        && namesOfSwitches(*plan.network(NetworkRole::Oob)).count(d.name))
        return QStringLiteral("OOB");
    return QString::fromStdString(d.model);
}

int tierCount(const NetworkPlan &network, Tier tier)
{
    int count = 0;
    for (const TierSize &size : network.sizing.tierSizes)
        if (size.role == tier)
            count += size.perPlane;
    return count;
}

std::string tierModel(const NetworkPlan &network, Tier tier)
{
    for (const TierSize &size : network.sizing.tierSizes)
        if (size.role == tier)
            return size.model;
    return {};
}

} // namespace

class TestTopologyLabels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void boxesHoldOneKindEach_data();
    void boxesHoldOneKindEach();
    void rowCaptionsCountWhatThePlanSizes_data() { boxesHoldOneKindEach_data(); }
    void rowCaptionsCountWhatThePlanSizes();
    void suIsTheComputeSuOnEveryNetwork_data() { boxesHoldOneKindEach_data(); }
    void suIsTheComputeSuOnEveryNetwork();
    void labelsFitTheirBoxes_data();
    void labelsFitTheirBoxes();

private:
    Plan planFor(const QString &design) const;
    std::shared_ptr<const Catalogue> m_catalogue;
};

void TestTopologyLabels::initTestCase()
{
    auto catalogue = Catalogue::openDefault();
    QVERIFY2(catalogue.ok(), catalogue.error().c_str());
    m_catalogue = std::make_shared<const Catalogue>(std::move(*catalogue));
}

Plan TestTopologyLabels::planFor(const QString &design) const
{
    if (design == QLatin1String("whole cluster"))
        return makePlan(*ProjectFile::load(kWholeCluster), *m_catalogue);
    if (design == QLatin1String("GB200 x8")) {
        // One SU of 18 leaves a plane: more leaves than boxes, all of one SU.
        Design gb200;
        gb200.platform = "DGX-GB200";
        gb200.nodes = 8;
        return makePlan(gb200, *m_catalogue);
    }
    if (design == QLatin1String("32 nodes, one SU")) {
        // One SU of 32 nodes: more nodes than boxes, all of one SU.
        Design oneSu;
        oneSu.platform = "DGX-H100";
        oneSu.nodes = 32;
        return makePlan(oneSu, *m_catalogue);
    }
    if (design == QLatin1String("5,000 nodes")) {
        Design large = *ProjectFile::load(kWholeCluster);
        large.nodes = 5000;
        large.gpus.reset();
        return makePlan(large, *m_catalogue);
    }
    // Few enough devices that nodes and switches are drawn one by one.
    Design small;
    small.platform = "DGX-H100";
    small.nodes = 12;
    small.networks.planned = std::vector<NetworkRole>(kNetworkRoles.begin(), kNetworkRoles.end());
    small.networks.storageDevices = 2;
    small.networks.managementServers = 2;
    return makePlan(small, *m_catalogue);
}

void TestTopologyLabels::boxesHoldOneKindEach_data()
{
    QTest::addColumn<QString>("design");
    QTest::addColumn<int>("network");
    for (const char *design : {"whole cluster", "12 nodes"})
        for (NetworkRole role : kNetworkRoles)
            QTest::addRow("%s, %s", design, std::string(toString(role)).c_str()) << QString::fromLatin1(design) << static_cast<int>(role);
    for (const char *design : {"GB200 x8", "32 nodes, one SU"})
        QTest::addRow("%s, compute", design) << QString::fromLatin1(design) << static_cast<int>(NetworkRole::Compute);
}

// Every device of the network is drawn once (the compute fabric's other planes are copies of the
// first), and the devices of a box share kind, model and what they are; its label says that and
// how many.
void TestTopologyLabels::boxesHoldOneKindEach()
{
    QFETCH(QString, design);
    QFETCH(int, network);
    const auto role = static_cast<NetworkRole>(network);
    const Plan plan = planFor(design);
    QVERIFY(plan.ok());
    const NetworkPlan &shown = *plan.network(role);
    const Topology &t = shown.topology;
    const render::TopologyLayout layout = render::layoutTopology(plan, 16, role);

    std::map<int, int> drawn;
    for (const render::TopologyBox &box : layout.boxes)
        for (int id : box.devices)
            ++drawn[id];
    for (int id = 0; id < t.deviceCount(); ++id) {
        const Device &d = t.device(id);
        const bool copy = d.kind == DeviceKind::Switch && !d.managementPortOnly && d.plane != 0;
        QCOMPARE(drawn[id], copy ? 0 : 1);
    }

    const QRegularExpression suGroup(QStringLiteral("^SU (\\d+)(?:–(\\d+))?\\n×(\\d+)$"));
    const QRegularExpression block(QStringLiteral("^(\\d+)–(\\d+)\\n×(\\d+)$"));
    const QRegularExpression alike(QStringLiteral("^([^\\n]+)(?:\\n×(\\d+))?$"));
    for (const render::TopologyBox &box : layout.boxes) {
        const Device &first = t.device(box.devices.front());
        const QString where = box.label + QStringLiteral(" (") + QString::fromStdString(first.name) + QLatin1Char(')');
        const QString word = expectedAlikeWord(*m_catalogue, plan, role, first);
        for (int id : box.devices) {
            const Device &d = t.device(id);
            QVERIFY2(d.kind == first.kind && d.model == first.model && d.tier == first.tier
                         && d.managementPortOnly == first.managementPortOnly,
                     qPrintable(where + QStringLiteral(" also holds ") + QString::fromStdString(d.name)));
            QCOMPARE(expectedAlikeWord(*m_catalogue, plan, role, d), word);
        }
        const auto n = static_cast<qsizetype>(box.devices.size());
        if (const auto m = suGroup.match(box.label); m.hasMatch()) {
            QCOMPARE(m.captured(3).toLongLong(), n); // which SU: suIsTheComputeSuOnEveryNetwork
        } else if (box.devices.size() == 1 && box.label == QString::number(first.index + 1)) {
            // One of the network's own switches, or a node, by its number.
            QVERIFY2(first.kind == DeviceKind::Node || (first.kind == DeviceKind::Switch && !first.managementPortOnly),
                     qPrintable(where));
            QVERIFY2(word == QString::fromStdString(first.model) || first.kind == DeviceKind::Node, qPrintable(where));
        } else if (const auto b = block.match(box.label); b.hasMatch() && first.kind != DeviceKind::Appliance) {
            // A block of a row's devices, by the numbers they are known by one by one.
            QCOMPARE(b.captured(3).toLongLong(), n);
            QCOMPARE(b.captured(1).toInt(), first.index + 1);
            for (std::size_t i = 0; i < box.devices.size(); ++i)
                QCOMPARE(t.device(box.devices[i]).index, first.index + static_cast<int>(i));
            QCOMPARE(b.captured(2).toInt(), t.device(box.devices.back()).index + 1);
        } else {
            // Boxed with their like: named by what they are.
            const auto a = alike.match(box.label);
            QVERIFY2(a.hasMatch(), qPrintable(where));
            QCOMPARE(a.captured(1), word);
            QCOMPARE(a.captured(2).isEmpty() ? 1 : a.captured(2).toLongLong(), n);
        }
    }
}

// A row's caption counts what the plan sized for that row and names their model.
void TestTopologyLabels::rowCaptionsCountWhatThePlanSizes()
{
    QFETCH(QString, design);
    QFETCH(int, network);
    const auto role = static_cast<NetworkRole>(network);
    const Plan plan = planFor(design);
    QVERIFY(plan.ok());
    const NetworkPlan &shown = *plan.network(role);
    const render::TopologyLayout layout = render::layoutTopology(plan, 16, role);
    int otherSwitches = 0;
    for (const NetworkPlan &other : plan.networks)
        if (other.role != NetworkRole::Oob && other.role != role)
            for (const TierSize &size : other.sizing.tierSizes)
                otherSwitches += size.count;
    const QRegularExpression caption(QStringLiteral("^(\\d+) ([^\\n]+)(?:\\n(.+))?$"));
    std::set<QString> seen;
    for (const render::TopologyRowCaption &row : layout.rows) {
        const auto m = caption.match(row.text);
        QVERIFY2(m.hasMatch(), qPrintable(row.text));
        const int count = m.captured(1).toInt();
        const QString what = m.captured(2);
        const QString model = m.captured(3);
        seen.insert(what);
        if (what == QLatin1String("node")) {
            QCOMPARE(count, plan.compute().sizing.nodes);
            QCOMPARE(model, QString::fromStdString(plan.design.platform));
        } else if (what == QLatin1String("switch")) {
            // The OOB network's row of the other networks' switches, by their management ports.
            QVERIFY2(role == NetworkRole::Oob, qPrintable(row.text));
            QCOMPARE(count, otherSwitches);
        } else if (what == QLatin1String("OOB switch")) {
            QVERIFY2(role == NetworkRole::Oob, qPrintable(row.text));
            QCOMPARE(count, shown.sizing.tierSizes.front().count);
            QCOMPARE(model, QString::fromStdString(shown.sizing.tierSizes.front().model));
        } else {
            QVERIFY2(role != NetworkRole::Oob, qPrintable(row.text));
            const Tier tier = what == QLatin1String("leaf") ? Tier::Leaf : what == QLatin1String("spine") ? Tier::Spine : Tier::Core;
            QVERIFY2(what == QLatin1String("leaf") || what == QLatin1String("spine") || what == QLatin1String("core"),
                     qPrintable(row.text));
            QCOMPARE(count, tierCount(shown, tier));
            QCOMPARE(model, QString::fromStdString(tierModel(shown, tier)));
        }
    }
    QVERIFY(seen.count(QStringLiteral("node")));
    if (role == NetworkRole::Oob)
        QVERIFY(seen.count(QStringLiteral("OOB switch")) && seen.count(QStringLiteral("switch")));
    else
        QVERIFY(seen.count(QStringLiteral("leaf")));
}

// A box "SU k" holds exactly the nodes of compute SU k, on the storage and in-band networks as on
// the compute fabric (those networks' own sizing has other groups), or on the compute fabric its
// leaves of SU k.
void TestTopologyLabels::suIsTheComputeSuOnEveryNetwork()
{
    QFETCH(QString, design);
    QFETCH(int, network);
    const auto role = static_cast<NetworkRole>(network);
    const Plan plan = planFor(design);
    QVERIFY(plan.ok());
    const Topology &compute = plan.compute().topology;
    std::map<std::pair<DeviceKind, int>, int> ofSu; // nodes and first-plane leaves, by compute SU
    for (const Device &d : compute.devices)
        if (d.kind == DeviceKind::Node || (d.kind == DeviceKind::Switch && d.tier == Tier::Leaf && d.plane == 0))
            ++ofSu[{d.kind, d.su}];
    const render::TopologyLayout layout = render::layoutTopology(plan, 16, role);
    const QRegularExpression su(QStringLiteral("^SU (\\d+)(?:–(\\d+))?\\n"));
    int nodesGrouped = 0;
    for (const render::TopologyBox &box : layout.boxes) {
        const auto m = su.match(box.label);
        if (!m.hasMatch())
            continue;
        const int first = m.captured(1).toInt() - 1;
        const int last = m.captured(2).isEmpty() ? first : m.captured(2).toInt() - 1;
        const DeviceKind kind = plan.network(role)->topology.device(box.devices.front()).kind;
        QVERIFY2(kind == DeviceKind::Node || role == NetworkRole::Compute, qPrintable(box.label));
        int expected = 0;
        for (int s = first; s <= last; ++s)
            expected += ofSu[{kind, s}];
        QCOMPARE(static_cast<int>(box.devices.size()), expected);
        for (int id : box.devices) {
            // The nodes are the first devices of every network: their ids are the compute fabric's.
            const Device &d = kind == DeviceKind::Node ? compute.device(id) : plan.network(role)->topology.device(id);
            QCOMPARE(d.kind, kind);
            QVERIFY2(d.su >= first && d.su <= last, qPrintable(box.label + QStringLiteral(" holds ") + QString::fromStdString(d.name)));
        }
        if (kind == DeviceKind::Node)
            nodesGrouped += expected;
    }
    // Nodes are grouped by SU wherever there are too many to draw one by one, and there is more
    // than one SU to group them by.
    std::set<int> sus;
    for (const Device &d : compute.devices)
        if (d.kind == DeviceKind::Node)
            sus.insert(d.su);
    const bool severalSus = sus.size() > 1;
    QCOMPARE(nodesGrouped, plan.compute().sizing.nodes > 16 && severalSus ? plan.compute().sizing.nodes : 0);
}

void TestTopologyLabels::labelsFitTheirBoxes_data()
{
    QTest::addColumn<QString>("design");
    QTest::addColumn<int>("network");
    QTest::addColumn<int>("maxBoxes");
    for (const char *design : {"whole cluster", "12 nodes", "5,000 nodes"})
        for (NetworkRole role : kNetworkRoles)
            for (int maxBoxes : {16, 6})
                QTest::addRow("%s, %s, %d a row", design, std::string(toString(role)).c_str(), maxBoxes)
                    << QString::fromLatin1(design) << static_cast<int>(role) << maxBoxes;
}

// Every box's label fits inside the box at its full size (15 px on one line, 12 px on two), on
// the lines it has, unwrapped; every row's caption fits its room at 14 px; no row holds more boxes
// than asked. At 5,000 nodes "SU 11–20\n×80" took three lines of a 64 px box and was cut at the
// top and the bottom.
void TestTopologyLabels::labelsFitTheirBoxes()
{
    QFETCH(QString, design);
    QFETCH(int, network);
    QFETCH(int, maxBoxes);
    const Plan plan = planFor(design);
    QVERIFY(plan.ok());
    const render::TopologyLayout layout = render::layoutTopology(plan, maxBoxes, static_cast<NetworkRole>(network));
    QVERIFY(!layout.boxes.empty());
    std::map<double, int> perRow;
    for (const render::TopologyBox &box : layout.boxes) {
        ++perRow[box.rect.top()];
        const QFont font = render::labelFont(box);
        const QStringList lines = box.label.split(QLatin1Char('\n'));
        QCOMPARE(font.pixelSize(), lines.size() > 1 ? 12 : 15);
        const QFontMetricsF metrics(font);
        const QRectF room = render::labelRoom(box);
        QVERIFY(room.width() > 0 && box.rect.contains(room));
        for (const QString &line : lines)
            QVERIFY2(metrics.horizontalAdvance(line) <= room.width(),
                     qPrintable(QStringLiteral("\"%1\" %2 px in %3").arg(line).arg(metrics.horizontalAdvance(line)).arg(room.width())));
        QVERIFY2(metrics.height() + (lines.size() - 1) * metrics.lineSpacing() <= room.height(), qPrintable(box.label));
    }
    // More only where each box is of another kind (the OOB network's row of the other networks'
    // switches by model and tier): those are never grouped together.
    const std::vector<render::TopologyPart> parts = render::topologyParts(plan.network(static_cast<NetworkRole>(network))->topology);
    for (const auto &[top, count] : perRow) {
        if (count <= maxBoxes)
            continue;
        for (const render::TopologyBox &box : layout.boxes) {
            const render::TopologyPart part = parts[static_cast<std::size_t>(box.devices.front())];
            QVERIFY2(box.rect.top() != top || (part != render::TopologyPart::Node && part != render::TopologyPart::OwnSwitch),
                     qPrintable(QStringLiteral("%1 boxes in a row with %2").arg(count).arg(box.label)));
        }
    }
    for (const render::TopologyRowCaption &row : layout.rows) {
        const QFont font = render::captionFont(row);
        QCOMPARE(font.pixelSize(), 14);
        const QFontMetricsF metrics(font);
        const QStringList lines = row.text.split(QLatin1Char('\n'));
        for (const QString &line : lines)
            QVERIFY2(metrics.horizontalAdvance(line) <= render::captionRoom(row).width(), qPrintable(line));
        QVERIFY(metrics.height() + (lines.size() - 1) * metrics.lineSpacing() <= render::captionRoom(row).height());
        // Left of the boxes, inside the picture.
        QVERIFY(layout.bounds.contains(render::captionRoom(row)));
    }
}

QTEST_MAIN(TestTopologyLabels)
#include "tst_topologylabels.moc"
