#include "ui/render/topologylayout.h"

#include "ui/render/diagramstyle.h"
#include "ui/render/terms.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>

namespace fabric::render {

namespace {

constexpr double kBoxWidth = 64.0;
constexpr double kBoxHeight = 40.0;
constexpr double kGap = 10.0;
constexpr double kRowPitch = 150.0;

// The diagram's words in one translation context; lupdate reads it from the macro.
struct LayoutText
{
    Q_DECLARE_TR_FUNCTIONS(TopologyLayout)
};

// A row of the diagram before it is laid out: its devices, in order, with the key that groups them.
struct Row
{
    QString name;
    QColor colour;
    std::vector<int> devices;
    std::vector<int> keys;
    QString keyName; // "SU", "pod" or empty
};

QString deviceDetail(const Device &d)
{
    QString text = QStringLiteral("%1\n%2").arg(QString::fromStdString(d.name), QString::fromStdString(d.model));
    if (d.kind == DeviceKind::Switch)
        text += LayoutText::tr("\n%1, plane %2, %3 ports").arg(tierName(d.tier)).arg(d.plane + 1).arg(d.ports);
    if (d.su >= 0)
        text += LayoutText::tr("\nSU %1").arg(d.su + 1);
    return text;
}

std::vector<std::vector<int>> groupRow(const Row &row, int maxBoxes)
{
    std::vector<std::vector<int>> groups;
    if (static_cast<int>(row.devices.size()) <= maxBoxes) {
        for (int id : row.devices)
            groups.push_back({id});
        return groups;
    }
    // By key (SU or pod), several whole keys a box when there are too many; rows without keys in
    // consecutive blocks of equal size.
    std::map<int, std::vector<int>> byKey;
    for (std::size_t i = 0; i < row.devices.size(); ++i)
        byKey[row.keys[i]].push_back(row.devices[i]);
    if (!row.keyName.isEmpty() && byKey.size() > 1) {
        const std::size_t keysPerBox = (byKey.size() + static_cast<std::size_t>(maxBoxes) - 1) / static_cast<std::size_t>(maxBoxes);
        std::size_t inBox = 0;
        for (auto &entry : byKey) {
            if (inBox == 0)
                groups.emplace_back();
            groups.back().insert(groups.back().end(), entry.second.begin(), entry.second.end());
            inBox = (inBox + 1) % keysPerBox;
        }
        return groups;
    }
    const std::size_t perBox = (row.devices.size() + static_cast<std::size_t>(maxBoxes) - 1) / static_cast<std::size_t>(maxBoxes);
    for (std::size_t i = 0; i < row.devices.size(); i += perBox)
        groups.emplace_back(row.devices.begin() + static_cast<std::ptrdiff_t>(i),
                            row.devices.begin() + static_cast<std::ptrdiff_t>(std::min(row.devices.size(), i + perBox)));
    return groups;
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

    Row core{LayoutText::tr("core"), tierColour(Tier::Core), {}, {}, QString()};
    Row spine{LayoutText::tr("spine"), tierColour(Tier::Spine), {}, {}, network->sizing.pods > 1 ? LayoutText::tr("pod") : QString()};
    Row leaf{LayoutText::tr("leaf"), tierColour(Tier::Leaf), {}, {}, LayoutText::tr("SU")};
    Row nodes{LayoutText::tr("node"), nodeColour(), {}, {}, LayoutText::tr("SU")};
    Row appliances{LayoutText::tr("appliance"), applianceColour(), {}, {}, QString()};
    const int spinesPerPod = std::max(1, network->sizing.spinesPerPod);
    for (int id = 0; id < count; ++id) {
        const Device &d = topology.device(id);
        switch (d.kind) {
        case DeviceKind::Node:
            nodes.devices.push_back(id);
            nodes.keys.push_back(d.su);
            break;
        case DeviceKind::Appliance:
            appliances.devices.push_back(id);
            appliances.keys.push_back(0);
            break;
        case DeviceKind::Switch:
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

    std::vector<int> boxOf(static_cast<std::size_t>(count), -1);
    std::vector<const Row *> rows;
    for (const Row *row : {&core, &spine, &leaf, &nodes})
        if (!row->devices.empty())
            rows.push_back(row);

    std::vector<std::vector<std::vector<int>>> grouped;
    std::size_t widest = 1;
    for (const Row *row : rows) {
        grouped.push_back(groupRow(*row, maxBoxesPerRow));
        // Appliances hang off leaves like nodes: one more box at the start of the bottom row.
        if (row == &nodes && !appliances.devices.empty())
            grouped.back().insert(grouped.back().begin(), appliances.devices);
        widest = std::max(widest, grouped.back().size());
    }
    const double width = static_cast<double>(widest) * (kBoxWidth + kGap) - kGap;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const Row &row = *rows[r];
        const auto &groups = grouped[r];
        const double rowWidth = static_cast<double>(groups.size()) * (kBoxWidth + kGap) - kGap;
        // Spread a short row over the full width so links fan out evenly.
        const double pitch = groups.size() > 1 ? std::max(kBoxWidth + kGap, (width - kBoxWidth) / static_cast<double>(groups.size() - 1))
                                               : 0.0;
        const double start = groups.size() > 1 ? 0.0 : (width - rowWidth) / 2.0;
        const Device &sample = topology.device(row.devices.front());
        QString caption = QStringLiteral("%1 %2").arg(row.devices.size()).arg(row.name);
        if (!sample.model.empty())
            caption += QStringLiteral("\n") + QString::fromStdString(sample.model);
        layout.rows.push_back({QPointF(-16.0, static_cast<double>(r) * kRowPitch + kBoxHeight / 2), caption});
        for (std::size_t g = 0; g < groups.size(); ++g) {
            TopologyBox box;
            box.devices = groups[g];
            box.rect = QRectF(start + static_cast<double>(g) * pitch, static_cast<double>(r) * kRowPitch, kBoxWidth, kBoxHeight);
            const Device &first = topology.device(box.devices.front());
            box.colour = first.kind == DeviceKind::Appliance ? applianceColour() : row.colour;
            if (box.devices.size() == 1) {
                // The number alone; the row caption says what it is and the tooltip names it.
                box.label = first.kind == DeviceKind::Appliance ? QString::fromStdString(first.model).section(QLatin1Char('-'), 0, 0)
                                                                : QString::number(first.index + 1);
                box.detail = deviceDetail(first);
            } else if (first.kind == DeviceKind::Appliance) {
                box.label = QStringLiteral("%1 ×%2").arg(QString::fromStdString(first.model).section(QLatin1Char('-'), 0, 0))
                                .arg(box.devices.size());
                box.detail = LayoutText::tr("%1 management appliances (%2)").arg(box.devices.size()).arg(QString::fromStdString(first.model));
            } else {
                const Device &last = topology.device(box.devices.back());
                const int key = row.keys[static_cast<std::size_t>(std::find(row.devices.begin(), row.devices.end(), box.devices.front()) - row.devices.begin())];
                const int lastKey = row.keys[static_cast<std::size_t>(std::find(row.devices.begin(), row.devices.end(), box.devices.back()) - row.devices.begin())];
                QString group;
                if (!row.keyName.isEmpty() && key >= 0)
                    group = key == lastKey ? QStringLiteral("%1 %2").arg(row.keyName).arg(key + 1)
                                           : QStringLiteral("%1 %2–%3").arg(row.keyName).arg(key + 1).arg(lastKey + 1);
                box.label = QStringLiteral("%1 × %2").arg(box.devices.size()).arg(row.name);
                if (!group.isEmpty())
                    box.label = group + QLatin1Char('\n') + QStringLiteral("×%1").arg(box.devices.size());
                box.detail = LayoutText::tr("%1 %2s (%3)\n%4 … %5").arg(box.devices.size()).arg(row.name,
                                 QString::fromStdString(first.model), QString::fromStdString(first.name),
                                 QString::fromStdString(last.name));
            }
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
    layout.bounds.adjust(-150, -30, 30, 50);
    if (network->sizing.planes > 1)
        layout.caption = LayoutText::tr("Plane 1 of %1 (the other planes are identical; nodes connect to every plane)")
                             .arg(network->sizing.planes);
    return layout;
}

} // namespace fabric::render
