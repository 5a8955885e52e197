#include "ui/render/floordiagram.h"

#include "ui/render/diagramstyle.h"
#include "ui/render/translatedtext.h"

#include <QCoreApplication>
#include <QImage>
#include <QPainter>

#include <algorithm>

namespace fabric::render {

namespace {

constexpr double kMargin = 80.0;

void lowestUnitFirst(const Plan &plan, std::vector<int> &devices)
{
    const auto &placements = plan.floor.placements;
    std::sort(devices.begin(), devices.end(), [&](int a, int b) {
        return placements[static_cast<std::size_t>(a)].unit < placements[static_cast<std::size_t>(b)].unit;
    });
}

} // namespace

std::vector<std::vector<int>> devicesByRack(const Plan &plan)
{
    std::vector<std::vector<int>> racks(plan.floor.racks.size());
    const auto &placements = plan.floor.placements;
    for (std::size_t id = 0; id < placements.size(); ++id) {
        const int rack = placements[id].rack;
        if (rack >= 0 && rack < static_cast<int>(racks.size()))
            racks[static_cast<std::size_t>(rack)].push_back(static_cast<int>(id));
    }
    for (auto &devices : racks)
        lowestUnitFirst(plan, devices);
    return racks;
}

std::vector<int> devicesInRack(const Plan &plan, int rack)
{
    std::vector<int> devices;
    const auto &placements = plan.floor.placements;
    for (std::size_t id = 0; id < placements.size(); ++id)
        if (placements[id].rack == rack)
            devices.push_back(static_cast<int>(id));
    lowestUnitFirst(plan, devices);
    return devices;
}

std::vector<RackOccupantView> occupantsOf(const Plan &plan, const Rack &rack)
{
    std::vector<RackOccupantView> out;
    const auto &start = plan.floor.occupantStart;
    const auto r = static_cast<std::size_t>(rack.id);
    if (rack.id < 0 || r + 1 >= start.size())
        return out;
    for (int i = start[r]; i < start[r + 1]; ++i) {
        const RackOccupant &o = plan.floor.occupants[static_cast<std::size_t>(i)];
        const NetworkPlan &network = plan.networks[static_cast<std::size_t>(o.network)];
        out.push_back({network, network.placements[static_cast<std::size_t>(o.device)], network.topology.device(o.device)});
    }
    return out;
}

QRectF rackRect(const Plan &plan, const Rack &rack)
{
    const double w = plan.design.floor.rackWidthM * kUnitsPerMetre;
    const double d = plan.design.floor.rackDepthM * kUnitsPerMetre;
    return QRectF(rack.xM * kUnitsPerMetre - w / 2, rack.yM * kUnitsPerMetre - d / 2, w, d);
}

QRectF floorBounds(const Plan &plan)
{
    QRectF bounds;
    for (const Rack &rack : plan.floor.racks)
        bounds = bounds.united(rackRect(plan, rack));
    return bounds.adjusted(-kMargin, -kMargin, kMargin, kMargin);
}

void paintRack(QPainter &painter, const QRectF &rect, const Plan &plan, const Rack &rack,
               const std::vector<int> &devices, const std::set<int> &highlighted)
{
    const bool overPower = rack.overPowerLimit();
    painter.setPen(QPen(overPower ? QColor(0xd9, 0x36, 0x3e) : QColor(0x50, 0x50, 0x58), overPower ? 3.0 : 1.5));
    painter.setBrush(QColor(0x2b, 0x2d, 0x33));
    painter.drawRect(rect);
    const int units = std::max(1, rack.units);
    const QRectF inner = rect.adjusted(4, 4, -4, -4);
    const double unitHeight = inner.height() / units;
    bool anyHighlight = false;
    for (int id : devices) {
        const Placement &p = plan.floor.placements[static_cast<std::size_t>(id)];
        const Device &device = plan.compute().topology.device(id);
        const double top = inner.bottom() - (p.unit - 1 + p.heightUnits) * unitHeight;
        const QRectF band(inner.left(), top, inner.width(), std::max(1.0, p.heightUnits * unitHeight - 0.8));
        const bool lit = highlighted.count(id) > 0;
        anyHighlight = anyHighlight || lit;
        painter.setPen(Qt::NoPen);
        painter.setBrush(lit ? highlightColour() : deviceColour(device));
        painter.drawRect(band);
    }
    // The storage, in-band and OOB networks' switches and devices, in their networks' colours.
    for (const RackOccupantView &o : occupantsOf(plan, rack)) {
        const Placement &p = o.placement;
        if (p.heightUnits <= 0)
            continue; // built into the system whose band covers the rack (a GB200 NVL72's OOB switches)
        const double top = inner.bottom() - (p.unit - 1 + p.heightUnits) * unitHeight;
        painter.setPen(Qt::NoPen);
        painter.setBrush(networkColour(o.network.role));
        painter.drawRect(QRectF(inner.left(), top, inner.width(), std::max(1.0, p.heightUnits * unitHeight - 0.8)));
    }
    if (anyHighlight) {
        painter.setPen(QPen(highlightColour(), 4.0));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect.adjusted(-3, -3, 3, 3));
    }
}

QSizeF paintFloorLegend(QPainter &painter, const QPointF &topLeft, double fontPixels, const QColor &ink,
                        double maxWidth, const Plan *plan, bool selection)
{
    struct Entry
    {
        QString text;
        QColor fill;
        bool outline;
    };
    const auto legend = [](const char *label) { return QCoreApplication::translate("FloorLegend", label); };
    std::vector<Entry> entries = {{legend(QT_TRANSLATE_NOOP("FloorLegend", "Node")), nodeColour(), false},
                                  {legend(QT_TRANSLATE_NOOP("FloorLegend", "Leaf switch")), tierColour(Tier::Leaf), false},
                                  {legend(QT_TRANSLATE_NOOP("FloorLegend", "Spine switch")), tierColour(Tier::Spine), false},
                                  {legend(QT_TRANSLATE_NOOP("FloorLegend", "Core switch")), tierColour(Tier::Core), false},
                                  {legend(QT_TRANSLATE_NOOP("FloorLegend", "Appliance")), applianceColour(), false}};
    // The other networks' switches and devices, in their networks' colours (paintRack), by the
    // names the window and the quote give the networks.
    if (plan)
        for (const NetworkPlan &network : plan->networks)
            if (network.role != NetworkRole::Compute)
                entries.push_back({translated(Text(networkTitle(network.role))), networkColour(network.role), false});
    if (selection)
        entries.push_back({legend(QT_TRANSLATE_NOOP("FloorLegend", "Selected")), highlightColour(), false});
    entries.push_back({legend(QT_TRANSLATE_NOOP("FloorLegend", "Rack over its power limit")), QColor(0x2b, 0x2d, 0x33), true});
    painter.save();
    QFont font = painter.font();
    font.setPixelSize(std::max(1, int(fontPixels)));
    painter.setFont(font);
    const QFontMetricsF metrics(font, painter.device());
    const double swatch = fontPixels;
    const double gap = fontPixels * 0.6;
    const double lineHeight = std::max(swatch, metrics.height()) + gap / 2;
    double x = topLeft.x(), y = topLeft.y(), widest = 0.0;
    for (const Entry &e : entries) {
        const QString &text = e.text;
        const double width = swatch + gap / 2 + metrics.horizontalAdvance(text);
        if (x > topLeft.x() && x + width - topLeft.x() > maxWidth) {
            x = topLeft.x();
            y += lineHeight;
        }
        const QRectF box(x, y, swatch, swatch);
        painter.setPen(e.outline ? QPen(QColor(0xd9, 0x36, 0x3e), std::max(1.0, fontPixels / 6)) : QPen(Qt::NoPen));
        painter.setBrush(e.fill);
        painter.drawRect(box);
        painter.setPen(ink);
        painter.drawText(QPointF(x + swatch + gap / 2, y + swatch * 0.85), text);
        widest = std::max(widest, x + width - topLeft.x());
        x += width + gap * 2;
    }
    painter.restore();
    return QSizeF(widest, y - topLeft.y() + swatch);
}

namespace {

constexpr double kPageMargin = 20; // the scale bar and the legend start this far in from the floor's left

double pageWidth(const Plan &plan)
{
    // At least as wide as the five-metre scale bar and its label. A small floor is not set on a
    // wide page for its legend's sake: the page would print it as a thumbnail.
    return std::max(floorBounds(plan).width(), 640.0);
}

// The legend's text in proportion to the floor's longer side, which a page fits (20 units on a
// floor 16 metres long: about 9 pt on A4), so that it prints at one size whatever the floor; never
// smaller than the rack names' 14.
double legendPixels(const Plan &plan)
{
    const QRectF floor = floorBounds(plan);
    return std::max(14.0, std::max(floor.width(), floor.height()) / 80.0);
}

// The legend's size, wrapped to the page, measured as paintFloorPlan draws it.
QSizeF legendSize(const Plan &plan)
{
    QImage scratch(1, 1, QImage::Format_ARGB32);
    QPainter painter(&scratch);
    return paintFloorLegend(painter, QPointF(), legendPixels(plan), Qt::transparent, pageWidth(plan) - 2 * kPageMargin, &plan, false);
}

} // namespace

QRectF floorPlanLegendRect(const Plan &plan)
{
    // Under the floor: the scale bar 20 below it, the legend 30 below that.
    return QRectF(QPointF(kPageMargin, floorBounds(plan).height() + 50), legendSize(plan));
}

QSizeF floorPlanPageSize(const Plan &plan)
{
    return QSizeF(pageWidth(plan), floorPlanLegendRect(plan).bottom() + 26);
}

void paintFloorPlan(QPainter &painter, const Plan &plan)
{
    const QRectF bounds = floorBounds(plan);
    painter.save();
    painter.fillRect(QRectF(QPointF(0, 0), floorPlanPageSize(plan)), Qt::white);
    painter.translate(-bounds.topLeft());
    const auto devices = devicesByRack(plan);
    QFont font = painter.font();
    font.setPixelSize(14);
    painter.setFont(font);
    for (const Rack &rack : plan.floor.racks) {
        const QRectF rect = rackRect(plan, rack);
        paintRack(painter, rect, plan, rack, devices[static_cast<std::size_t>(rack.id)]);
        painter.setPen(Qt::black);
        painter.drawText(QRectF(rect.left() - 20, rect.bottom() + 2, rect.width() + 40, 20),
                         Qt::AlignHCenter | Qt::AlignTop,
                         QString::fromStdString(rack.name) + (rack.liquidCooled ? QStringLiteral(" (liquid)") : QString()));
        if (rack.liquidCooled) { // a liquid-cooled switch: the rack needs liquid cooling
            painter.setPen(QPen(QColor(0x1f, 0x6f, 0xd0), 3));
            painter.drawRect(rect);
        }
    }
    // A five-metre scale bar under the racks.
    const double y = bounds.bottom() + 20;
    const double x = bounds.left() + kPageMargin;
    painter.setPen(QPen(Qt::black, 2));
    painter.drawLine(QPointF(x, y), QPointF(x + 5 * kUnitsPerMetre, y));
    for (int m = 0; m <= 5; ++m)
        painter.drawLine(QPointF(x + m * kUnitsPerMetre, y - 5), QPointF(x + m * kUnitsPerMetre, y + 5));
    painter.drawText(QPointF(x + 5 * kUnitsPerMetre + 10, y + 5), QStringLiteral("5 m"));
    paintFloorLegend(painter, QPointF(x, y + 30), legendPixels(plan), Qt::black, pageWidth(plan) - 2 * kPageMargin, &plan, false);
    painter.restore();
}

} // namespace fabric::render
