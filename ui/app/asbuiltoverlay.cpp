#include "ui/app/asbuiltoverlay.h"

#include "ui/app/asbuiltmodel.h"
#include "ui/render/floordiagram.h"

#include <QFontMetrics>
#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <tuple>

namespace fabric::ui {

namespace {

// Lower is worse: the colour a rack with several kinds of difference takes.
int severity(DifferenceKind kind)
{
    switch (kind) {
    case DifferenceKind::Missing: return 0;
    case DifferenceKind::Miswired: return 1;
    case DifferenceKind::Extra: return 2;
    case DifferenceKind::UnknownDevice: return 3;
    case DifferenceKind::Speed: return 4;
    }
    return 5;
}

QPen markPen(DifferenceKind kind, double width)
{
    QPen pen(asBuiltColour(kind), width);
    pen.setCosmetic(true);
    if (kind == DifferenceKind::Missing)
        pen.setStyle(Qt::DashLine);
    return pen;
}

// A count in a small box centred at point, at a constant size on screen.
void paintCount(QPainter &painter, QPointF point, int count, const QColor &colour)
{
    const QPointF at = painter.transform().map(point);
    painter.save();
    painter.resetTransform();
    QFont font = painter.font();
    font.setPixelSize(11);
    font.setBold(true);
    painter.setFont(font);
    const QString text = QString::number(count);
    const QFontMetrics metrics(font);
    const QRectF box(at.x() - metrics.horizontalAdvance(text) / 2.0 - 4, at.y() - metrics.height() / 2.0 - 1,
                     metrics.horizontalAdvance(text) + 8, metrics.height() + 2);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawRoundedRect(box, 3, 3);
    painter.setPen(colour.lightnessF() > 0.6 ? Qt::black : Qt::white);
    painter.drawText(box, Qt::AlignCenter, text);
    painter.restore();
}

// The key to the colours, bottom left of the view, in the kinds shown.
void paintKey(QPainter &painter, const std::set<DifferenceKind> &kinds)
{
    if (kinds.empty())
        return;
    painter.save();
    painter.resetTransform();
    QFont font = painter.font();
    font.setPixelSize(12);
    painter.setFont(font);
    const QFontMetrics metrics(font);
    const QString title = AsBuiltModel::tr("As built:");
    int width = metrics.horizontalAdvance(title) + 16;
    for (DifferenceKind kind : kinds)
        width += 26 + metrics.horizontalAdvance(AsBuiltModel::kindName(kind)) + 10;
    const int height = metrics.height() + 10;
    const QRectF box(6, painter.device()->height() - height - 6, width, height);
    painter.setPen(QColor(0, 0, 0, 80));
    painter.setBrush(QColor(255, 255, 255, 230));
    painter.drawRoundedRect(box, 4, 4);
    double x = box.left() + 8;
    const double y = box.center().y();
    painter.setPen(Qt::black);
    painter.drawText(QPointF(x, y + metrics.ascent() / 2.0 - 1), title);
    x += metrics.horizontalAdvance(title) + 8;
    for (DifferenceKind kind : kinds) {
        painter.setPen(markPen(kind, 3));
        painter.drawLine(QPointF(x, y), QPointF(x + 20, y));
        x += 26;
        painter.setPen(Qt::black);
        const QString name = AsBuiltModel::kindName(kind);
        painter.drawText(QPointF(x, y + metrics.ascent() / 2.0 - 1), name);
        x += metrics.horizontalAdvance(name) + 10;
    }
    painter.restore();
}

} // namespace

QColor asBuiltColour(DifferenceKind kind)
{
    switch (kind) {
    case DifferenceKind::Missing: return QColor(0xd6, 0x27, 0x28);       // red
    case DifferenceKind::Miswired: return QColor(0xff, 0x7f, 0x0e);      // orange
    case DifferenceKind::Extra: return QColor(0x94, 0x67, 0xbd);         // purple
    case DifferenceKind::Speed: return QColor(0xd4, 0xb1, 0x00);         // yellow
    case DifferenceKind::UnknownDevice: return QColor(0x7f, 0x7f, 0x7f); // grey
    }
    return Qt::black;
}

AsBuiltMarks asBuiltMarks(const Plan &plan, const AsBuiltCheck &check)
{
    AsBuiltMarks marks;
    std::map<std::string, int> rackByName;
    for (const Rack &rack : plan.floor.racks)
        rackByName.emplace(rack.name, rack.id);
    const Topology &compute = plan.compute().topology;
    std::map<std::string, int> computeDevice;
    if (check.role == NetworkRole::Compute)
        for (int d = 0; d < compute.deviceCount(); ++d)
            computeDevice.emplace(compute.device(d).name, d);
    const NetworkPlan *network = plan.network(check.role);
    if (!network)
        return marks;
    const PlanPorts ports(network->topology, check.planned, check.naming);

    for (const Difference &d : check.result.differences) {
        std::set<std::string> racks;
        std::set<int> devices;
        auto addEnd = [&](const PlannedEnd &end) {
            if (!end.rack.empty())
                racks.insert(end.rack);
            if (const auto it = computeDevice.find(end.device); it != computeDevice.end())
                devices.insert(it->second);
        };
        auto addLink = [&](const std::string &a, const std::string &b) {
            const auto x = computeDevice.find(a);
            const auto y = computeDevice.find(b);
            if (x != computeDevice.end() && y != computeDevice.end())
                marks.links.push_back({x->second, y->second, d.kind});
        };
        if (!d.rack.empty())
            racks.insert(d.rack);
        for (int p : d.planned) {
            const PlannedLink &link = check.planned[static_cast<std::size_t>(p)];
            addEnd(link.a);
            addEnd(link.b);
        }
        switch (d.kind) {
        case DifferenceKind::Missing:
        case DifferenceKind::Speed: {
            const PlannedLink &link = check.planned[static_cast<std::size_t>(d.planned.front())];
            addLink(link.a.device, link.b.device);
            break;
        }
        case DifferenceKind::Miswired:
        case DifferenceKind::Extra:
            addEnd(ports.describe(d.observed.a));
            addEnd(ports.describe(d.observed.b));
            addLink(d.observed.a.device, d.observed.b.device);
            break;
        case DifferenceKind::UnknownDevice:
            break;
        }
        for (const std::string &name : racks)
            if (const auto it = rackByName.find(name); it != rackByName.end()) {
                AsBuiltMarks::RackMark &mark = marks.racks[it->second];
                if (mark.differences == 0 || severity(d.kind) < severity(mark.worst))
                    mark.worst = d.kind;
                ++mark.differences;
            }
        marks.devices.push_back(std::move(devices));
    }
    return marks;
}

void paintAsBuiltFloor(QPainter &painter, const Plan &plan, const AsBuiltMarks &marks)
{
    std::set<DifferenceKind> kinds;
    for (const auto &[id, mark] : marks.racks) {
        if (id < 0 || id >= static_cast<int>(plan.floor.racks.size()))
            continue;
        const QRectF rect = render::rackRect(plan, plan.floor.racks[static_cast<std::size_t>(id)]);
        const QColor colour = asBuiltColour(mark.worst);
        QColor fill = colour;
        fill.setAlphaF(0.18);
        painter.setBrush(fill);
        QPen pen = markPen(mark.worst, 3);
        pen.setStyle(Qt::SolidLine);
        painter.setPen(pen);
        painter.drawRect(rect);
        paintCount(painter, rect.center(), mark.differences, colour);
        kinds.insert(mark.worst);
    }
    paintKey(painter, kinds);
}

void paintAsBuiltTopology(QPainter &painter, const render::TopologyLayout &layout, const AsBuiltMarks &marks)
{
    std::map<int, int> boxOf;
    for (std::size_t b = 0; b < layout.boxes.size(); ++b)
        for (int device : layout.boxes[b].devices)
            boxOf.emplace(device, static_cast<int>(b));
    // Links between the same two boxes of the same kind are drawn once, with their count.
    std::map<std::tuple<int, int, DifferenceKind>, int> counts;
    for (const AsBuiltMarks::LinkMark &link : marks.links) {
        const auto a = boxOf.find(link.a);
        const auto b = boxOf.find(link.b);
        if (a == boxOf.end() || b == boxOf.end())
            continue; // a device of another plane: the diagram draws the first
        counts[{std::min(a->second, b->second), std::max(a->second, b->second), link.kind}]++;
    }
    std::set<DifferenceKind> kinds;
    painter.setBrush(Qt::NoBrush);
    for (const auto &[key, count] : counts) {
        const auto [from, to, kind] = key;
        kinds.insert(kind);
        const QRectF a = layout.boxes[static_cast<std::size_t>(from)].rect;
        const QRectF b = layout.boxes[static_cast<std::size_t>(to)].rect;
        painter.setPen(markPen(kind, 3));
        // Kinds between the same boxes side by side rather than on top of each other.
        const double shift = (severity(kind) - 2) * 6.0;
        QPointF p;
        QPointF q;
        if (from == to) {
            painter.drawRect(a.adjusted(-3 - severity(kind) * 3, -3 - severity(kind) * 3, 3 + severity(kind) * 3, 3 + severity(kind) * 3));
            paintCount(painter, QPointF(a.right(), a.top()), count, asBuiltColour(kind));
            continue;
        }
        if (std::abs(a.center().y() - b.center().y()) < 1.0) { // one row: side to side
            const bool leftToRight = a.center().x() < b.center().x();
            p = QPointF(leftToRight ? a.right() : a.left(), a.center().y() + shift);
            q = QPointF(leftToRight ? b.left() : b.right(), b.center().y() + shift);
        } else {
            const bool down = a.center().y() < b.center().y();
            p = QPointF(a.center().x() + shift, down ? a.bottom() : a.top());
            q = QPointF(b.center().x() + shift, down ? b.top() : b.bottom());
        }
        painter.drawLine(p, q);
        paintCount(painter, (p + q) / 2.0, count, asBuiltColour(kind));
    }
    paintKey(painter, kinds);
}

} // namespace fabric::ui
