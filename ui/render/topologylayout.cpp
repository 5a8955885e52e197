#include "ui/render/topologylayout.h"

#include "ui/render/diagramstyle.h"
#include "ui/render/terms.h"
#include "ui/render/textfit.h"
#include "ui/render/topologyparts.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <set>

namespace fabric::render {

namespace {

constexpr double kBoxWidth = 64.0; // the narrowest: a box's label may need more
constexpr double kBoxHeight = 40.0;
constexpr double kGap = 10.0;
constexpr double kRowPitch = 120.0;
constexpr double kLabelPadding = 4.0;
constexpr double kCaptionWidth = 130.0;
// Left of the boxes for the row captions, right of them and above and below them.
constexpr double kMarginLeft = 150.0;
constexpr double kMarginRight = 30.0;
constexpr int kLabelPixels = 15;
constexpr int kTwoLinePixels = 12;
constexpr int kCaptionPixels = 14;
constexpr int kSmallestPixels = 6;

QFont boldPixels(int pixels)
{
    QFont font;
    font.setPixelSize(pixels);
    font.setBold(true);
    return font;
}

int labelPixels(const QString &label)
{
    return label.contains(QLatin1Char('\n')) ? kTwoLinePixels : kLabelPixels;
}

// The width a box needs for its label at its full size.
double labelWidth(const QString &label)
{
    return widestLine(label, QFontMetricsF(boldPixels(labelPixels(label)))) + 2 * kLabelPadding + 1.0;
}

// The diagram's words in one translation context; lupdate reads it from the macro.
struct LayoutText
{
    Q_DECLARE_TR_FUNCTIONS(TopologyLayout)
};

// A row of the diagram before it is laid out: its devices, in order, with the key that groups them,
// and after them (boxed by what they are) the devices boxed with their like.
struct Row
{
    QString name;
    QColor colour;
    std::vector<int> devices;
    std::vector<int> keys;
    QString keyName; // "SU", "pod" or empty
    std::map<Alike, std::vector<int>> alike;
};

QString deviceDetail(const Device &d, const QString &group)
{
    QString text = QStringLiteral("%1\n%2").arg(QString::fromStdString(d.name), QString::fromStdString(d.model));
    if (d.kind == DeviceKind::Switch)
        text += LayoutText::tr("\n%1, plane %2, %3 ports").arg(tierName(d.tier)).arg(d.plane + 1).arg(d.ports);
    if (!group.isEmpty())
        text += QLatin1Char('\n') + group;
    return text;
}

// A row's caption: how many it counts, what they are, and their model when they share one.
QString rowCaption(const Topology &topology, const Row &row)
{
    std::vector<int> counted = row.devices;
    if (counted.empty())
        for (const auto &entry : row.alike)
            counted.insert(counted.end(), entry.second.begin(), entry.second.end());
    std::set<std::string> models;
    for (int id : counted)
        models.insert(topology.device(id).model);
    QString caption = QStringLiteral("%1 %2").arg(counted.size()).arg(row.name);
    if (models.size() == 1 && !models.begin()->empty())
        caption += QStringLiteral("\n") + QString::fromStdString(*models.begin());
    else if (models.size() > 1)
        caption += QStringLiteral("\n") + LayoutText::tr("%1 models").arg(models.size());
    return caption;
}

// A row's devices, a box each when there are few enough; else whole groups a box (wholeGroups).
struct RowBoxes
{
    std::vector<std::vector<int>> devices;
    bool wholeGroups = false;
};

RowBoxes groupRow(const Row &row, int maxBoxes)
{
    RowBoxes boxes;
    std::vector<std::vector<int>> &groups = boxes.devices;
    if (static_cast<int>(row.devices.size()) <= maxBoxes) {
        for (int id : row.devices)
            groups.push_back({id});
        return boxes;
    }
    // By key (SU or pod), several whole keys a box when there are too many; rows of one key or
    // none in consecutive blocks of equal size.
    std::map<int, std::vector<int>> byKey;
    for (std::size_t i = 0; i < row.devices.size(); ++i)
        byKey[row.keys[i]].push_back(row.devices[i]);
    if (!row.keyName.isEmpty() && byKey.size() > 1) {
        boxes.wholeGroups = true;
        const std::size_t keysPerBox = (byKey.size() + static_cast<std::size_t>(maxBoxes) - 1) / static_cast<std::size_t>(maxBoxes);
        std::size_t inBox = 0;
        for (auto &entry : byKey) {
            if (inBox == 0)
                groups.emplace_back();
            groups.back().insert(groups.back().end(), entry.second.begin(), entry.second.end());
            inBox = (inBox + 1) % keysPerBox;
        }
        return boxes;
    }
    const std::size_t perBox = (row.devices.size() + static_cast<std::size_t>(maxBoxes) - 1) / static_cast<std::size_t>(maxBoxes);
    for (std::size_t i = 0; i < row.devices.size(); i += perBox)
        groups.emplace_back(row.devices.begin() + static_cast<std::ptrdiff_t>(i),
                            row.devices.begin() + static_cast<std::ptrdiff_t>(std::min(row.devices.size(), i + perBox)));
    return boxes;
}

// The group of a device or box, as its row keys it ("SU 3", "pod 2"); empty for rows without keys.
QString groupName(const Row &row, int firstKey, int lastKey)
{
    if (row.keyName.isEmpty() || firstKey < 0)
        return QString();
    return firstKey == lastKey ? QStringLiteral("%1 %2").arg(row.keyName).arg(firstKey + 1)
                               : QStringLiteral("%1 %2–%3").arg(row.keyName).arg(firstKey + 1).arg(lastKey + 1);
}

int keyOf(const Row &row, int device)
{
    return row.keys[static_cast<std::size_t>(std::find(row.devices.begin(), row.devices.end(), device) - row.devices.begin())];
}

// A box of one device (its number alone: the row caption says what it is and the hover text
// names it), or of several of a row's devices: whole groups of them (wholeGroups, see groupRow),
// or a block of consecutive ones.
TopologyBox groupBox(const Topology &topology, const Row &row, const std::vector<int> &devices, bool wholeGroups)
{
    TopologyBox box;
    box.devices = devices;
    box.colour = row.colour;
    const Device &first = topology.device(devices.front());
    const QString group = groupName(row, keyOf(row, devices.front()), keyOf(row, devices.back()));
    if (devices.size() == 1) {
        box.label = QString::number(first.index + 1);
        box.detail = deviceDetail(first, group);
        return box;
    }
    const Device &last = topology.device(devices.back());
    // A box of whole groups is named by them ("SU 2–3"); a block cut from a row of one group (the
    // 18 leaves of a one-SU GB200 cluster) or of none, by its devices' numbers ("3–4"), so that no
    // two boxes read alike.
    const QString name = wholeGroups ? group : QStringLiteral("%1–%2").arg(first.index + 1).arg(last.index + 1);
    box.label = name + QLatin1Char('\n') + QStringLiteral("×%1").arg(devices.size());
    box.detail = LayoutText::tr("%1 %2s (%3)\n%4 … %5")
                     .arg(devices.size())
                     .arg(row.name, QString::fromStdString(first.model), QString::fromStdString(first.name),
                          QString::fromStdString(last.name));
    if (!wholeGroups && !group.isEmpty())
        box.detail += QLatin1Char('\n') + group;
    return box;
}


// The rows of one network's diagram, top to bottom: on the OOB network the other networks'
// switches first (its own hang below them and above the nodes), then the network's own tiers, then
// the nodes by compute SU with the devices boxed by what they are.
std::vector<Row> rowsOf(const Plan &plan, const NetworkPlan &network)
{
    const Topology &topology = network.topology;
    const Topology &compute = plan.compute().topology;
    const bool isCompute = network.role == NetworkRole::Compute;
    Row others{LayoutText::tr("switch"), tierColour(Tier::Leaf), {}, {}, QString(), {}};
    Row core{LayoutText::tr("core"), tierColour(Tier::Core), {}, {}, QString(), {}};
    Row spine{LayoutText::tr("spine"), tierColour(Tier::Spine), {}, {}, network.sizing.pods > 1 ? LayoutText::tr("pod") : QString(), {}};
    // The SU is the compute fabric's: another network's leaves are grouped by its own sizing.
    Row leaf{network.role == NetworkRole::Oob ? LayoutText::tr("OOB switch") : LayoutText::tr("leaf"), tierColour(Tier::Leaf),
             {}, {}, isCompute ? LayoutText::tr("SU") : QString(), {}};
    Row nodes{LayoutText::tr("node"), nodeColour(), {}, {}, LayoutText::tr("SU"), {}};
    const int spinesPerPod = std::max(1, network.sizing.spinesPerPod);
    const std::vector<TopologyPart> parts = topologyParts(topology);
    for (int id = 0; id < topology.deviceCount(); ++id) {
        const Device &d = topology.device(id);
        const TopologyPart part = parts[static_cast<std::size_t>(id)];
        switch (part) {
        case TopologyPart::Node:
            nodes.devices.push_back(id);
            // The nodes are the first devices of every network, in the same order.
            nodes.keys.push_back(id < compute.deviceCount() && compute.device(id).kind == DeviceKind::Node ? compute.device(id).su : -1);
            break;
        case TopologyPart::OtherNetworkSwitch: others.alike[alikeOf(d, part)].push_back(id); break;
        case TopologyPart::OobSwitch:
        case TopologyPart::Appliance: nodes.alike[alikeOf(d, part)].push_back(id); break;
        case TopologyPart::OwnSwitch:
            if (d.plane != 0)
                break;
            if (d.tier == Tier::Core) {
                core.devices.push_back(id);
                core.keys.push_back(0);
            } else if (d.tier == Tier::Spine) {
                spine.devices.push_back(id);
                spine.keys.push_back(d.index / spinesPerPod);
            } else {
                leaf.devices.push_back(id);
                leaf.keys.push_back(d.su);
            }
            break;
        }
    }
    std::vector<Row> rows;
    for (Row *row : {&others, &core, &spine, &leaf, &nodes})
        if (!row->devices.empty() || !row->alike.empty())
            rows.push_back(std::move(*row));
    return rows;
}

// A box of devices alike: what they are over how many ("PDU\n×102"), or that alone for one.
TopologyBox alikeBox(const Topology &topology, const Alike &alike, const std::vector<int> &devices)
{
    TopologyBox box;
    box.devices = devices;
    box.colour = alikeColour(alike);
    const Device &first = topology.device(devices.front());
    const Device &last = topology.device(devices.back());
    box.label = alikeShortName(alike);
    if (devices.size() == 1) {
        box.detail = deviceDetail(first, QString());
        return box;
    }
    box.label += QStringLiteral("\n×%1").arg(devices.size());
    box.detail = LayoutText::tr("%1 × %2, %3\n%4 … %5")
                     .arg(devices.size())
                     .arg(alikeLongName(alike), QString::fromStdString(first.model), QString::fromStdString(first.name),
                          QString::fromStdString(last.name));
    return box;
}

} // namespace

TopologyLayout layoutTopology(const Plan &plan, int maxBoxesPerRow, NetworkRole role)
{
    TopologyLayout layout;
    const NetworkPlan *network = plan.network(role);
    if (!network)
        return layout;
    const Topology &topology = network->topology;
    const int count = topology.deviceCount();
    if (count == 0)
        return layout;

    std::vector<int> boxOf(static_cast<std::size_t>(count), -1);
    const std::vector<Row> rows = rowsOf(plan, *network);
    // Per row: the alike first, then the groups, at most maxBoxesPerRow in all (at least one group).
    std::vector<std::vector<TopologyBox>> boxes;
    std::size_t widest = 1;
    double boxWidth = kBoxWidth;
    for (const Row &row : rows) {
        boxes.emplace_back();
        for (const auto &[alike, devices] : row.alike)
            boxes.back().push_back(alikeBox(topology, alike, devices));
        const int groups = std::max(1, maxBoxesPerRow - static_cast<int>(row.alike.size()));
        if (!row.devices.empty()) {
            const RowBoxes grouped = groupRow(row, groups);
            for (const std::vector<int> &group : grouped.devices)
                boxes.back().push_back(groupBox(topology, row, group, grouped.wholeGroups));
        }
        widest = std::max(widest, boxes.back().size());
        for (const TopologyBox &box : boxes.back())
            boxWidth = std::max(boxWidth, labelWidth(box.label));
    }
    const double width = static_cast<double>(widest) * (boxWidth + kGap) - kGap;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        std::vector<TopologyBox> &rowBoxes = boxes[r];
        const double rowWidth = static_cast<double>(rowBoxes.size()) * (boxWidth + kGap) - kGap;
        // Spread a short row over the full width so links fan out evenly.
        const double pitch = rowBoxes.size() > 1 ? std::max(boxWidth + kGap, (width - boxWidth) / static_cast<double>(rowBoxes.size() - 1))
                                                 : 0.0;
        const double start = rowBoxes.size() > 1 ? 0.0 : (width - rowWidth) / 2.0;
        layout.rows.push_back({QPointF(-16.0, static_cast<double>(r) * kRowPitch + kBoxHeight / 2), rowCaption(topology, rows[r])});
        for (std::size_t g = 0; g < rowBoxes.size(); ++g) {
            TopologyBox &box = rowBoxes[g];
            box.rect = QRectF(start + static_cast<double>(g) * pitch, static_cast<double>(r) * kRowPitch, boxWidth, kBoxHeight);
            for (int id : box.devices)
                boxOf[static_cast<std::size_t>(id)] = static_cast<int>(layout.boxes.size());
            layout.boxes.push_back(std::move(box));
        }
    }

    std::map<std::pair<int, int>, TopologyEdge> edges;
    for (const fabric::Link &link : topology.links) {
        const int a = boxOf[static_cast<std::size_t>(link.a().device)];
        const int b = boxOf[static_cast<std::size_t>(link.b().device)];
        if (a < 0 || b < 0 || a == b)
            continue;
        TopologyEdge &edge = edges[{a, b}];
        edge.from = a;
        edge.to = b;
        ++edge.links;
        edge.speedGbps = link.speedGbps();
    }
    for (auto &entry : edges)
        layout.edges.push_back(entry.second);
    for (const TopologyBox &box : layout.boxes)
        layout.bounds = layout.bounds.united(box.rect);
    layout.bounds.adjust(-kMarginLeft, -30, kMarginRight, 50);
    if (network->sizing.planes > 1)
        layout.caption = LayoutText::tr("Plane 1 of %1 (the other planes are identical; nodes connect to every plane)")
                             .arg(network->sizing.planes);
    return layout;
}

int boxesPerRowWithin(double width, double boxWidth)
{
    return std::max(1, static_cast<int>((width - kMarginLeft - kMarginRight + kGap) / (boxWidth + kGap)));
}

QRectF labelRoom(const TopologyBox &box)
{
    return box.rect.adjusted(kLabelPadding, 2, -kLabelPadding, -2);
}

QFont labelFont(const TopologyBox &box, const QFont &base)
{
    QFont bold = base;
    bold.setBold(true);
    return fitLines(bold, box.label, labelRoom(box).size(), labelPixels(box.label), kSmallestPixels);
}

QRectF captionRoom(const TopologyRowCaption &row)
{
    return QRectF(row.position.x() - kCaptionWidth, row.position.y() - kBoxHeight / 2, kCaptionWidth, kBoxHeight);
}

QFont captionFont(const TopologyRowCaption &row, const QFont &base)
{
    QFont font = base;
    font.setBold(false);
    return fitLines(font, row.text, captionRoom(row).size(), kCaptionPixels, kSmallestPixels);
}

} // namespace fabric::render
