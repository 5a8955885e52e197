#include "ui/render/rackelevation.h"

#include "ui/render/diagramstyle.h"
#include "ui/render/floordiagram.h"
#include "ui/render/quantitytext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPainter>

namespace fabric::render {

namespace {

constexpr int kUnitHeight = 20;
constexpr int kHeader = 88; // the name, and the use, power and weight on up to three lines
constexpr int kRackWidth = 420;
constexpr int kGutter = 40;
constexpr int kFooter = 40;
constexpr int kBuiltInCaption = 28;

// Built into a rack-scale system (the two OOB switches of a GB200 NVL72): in no unit of its own.
bool builtIn(const Placement &placement)
{
    return placement.heightUnits <= 0 || placement.unit <= 0;
}

bool knownRack(const Plan &plan, int rack)
{
    return rack >= 0 && rack < static_cast<int>(plan.floor.racks.size());
}

} // namespace

RackElevation::RackElevation(const Plan &plan, int rack, const std::vector<int> &computeDevices,
                             const std::set<int> &highlighted)
    : m_plan(plan), m_rack(rack)
{
    if (!knownRack(plan, rack))
        return;
    for (int id : computeDevices) {
        const bool lit = highlighted.count(id) > 0;
        const Device &device = plan.compute().topology.device(id);
        m_shown.push_back({&plan.floor.placements[static_cast<std::size_t>(id)], &device,
                           lit ? highlightColour() : deviceColour(device), lit});
    }
    for (const RackOccupantView &o : occupantsOf(plan, plan.floor.racks[static_cast<std::size_t>(rack)]))
        m_shown.push_back({&o.placement, &o.device, networkColour(o.network.role), false});
    for (const Shown &d : m_shown)
        m_builtIns += builtIn(*d.placement) ? 1 : 0;
}

RackElevation::RackElevation(const Plan &plan, int rack, const std::set<int> &highlighted)
    : RackElevation(plan, rack, knownRack(plan, rack) ? devicesInRack(plan, rack) : std::vector<int>(), highlighted)
{
}

QSize RackElevation::size() const
{
    const bool known = knownRack(m_plan, m_rack);
    const int units = known ? m_plan.floor.racks[static_cast<std::size_t>(m_rack)].units : m_plan.floor.rackUnits;
    const int builtInArea = m_builtIns > 0 ? kBuiltInCaption + m_builtIns * kUnitHeight : 0;
    return QSize(kRackWidth + 2 * kGutter, kHeader + units * kUnitHeight + builtInArea + kFooter);
}

void RackElevation::paint(QPainter &painter) const
{
    if (!knownRack(m_plan, m_rack))
        return;
    const Rack &rack = m_plan.floor.racks[static_cast<std::size_t>(m_rack)];
    const int units = rack.units;
    const QSize size = this->size();
    painter.save();
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    QFont font = painter.font();
    font.setPixelSize(18);
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.drawText(QRect(kGutter, 8, kRackWidth, 26), Qt::AlignLeft | Qt::AlignVCenter,
                     QString::fromStdString(rack.name));
    font.setBold(false);
    font.setPixelSize(13);
    painter.setFont(font);
    const QLocale locale;
    painter.setPen(rack.overPowerLimit() ? QColor(0xc0, 0x20, 0x20) : Qt::black);
    // A rack-scale system's rack is built for its own draw: no limit of the design's is shown.
    const QString figures =
        rack.powerLimitKw
            ? QCoreApplication::translate("RackElevation", "%1U of %2U used · %3 (limit %4 kW) · %5")
                  .arg(rack.usedUnits).arg(units)
                  .arg(rackPowerText(rack), locale.toString(*rack.powerLimitKw, 'f', 1), rackWeightText(rack))
            : QCoreApplication::translate("RackElevation", "%1U of %2U used · %3 (the system's own rack) · %4")
                  .arg(rack.usedUnits).arg(units).arg(rackPowerText(rack), rackWeightText(rack));
    // Wrapped within the rack's width: on one line "at least 6.0 kW (1 device without a known
    // draw) ..." ran past the picture's edge and was cut.
    painter.drawText(QRect(kGutter, 36, kRackWidth, kHeader - 36 - 4), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                     figures);

    const QRect frame(kGutter, kHeader, kRackWidth, units * kUnitHeight);
    painter.setPen(QPen(QColor(0x30, 0x30, 0x30), 2));
    painter.setBrush(QColor(0xf2, 0xf2, 0xf2));
    painter.drawRect(frame);
    font.setPixelSize(10);
    painter.setFont(font);
    painter.setPen(QColor(0x70, 0x70, 0x70));
    for (int u = 1; u <= units; ++u) {
        const int top = frame.bottom() - u * kUnitHeight + 1;
        painter.drawText(QRect(0, top, kGutter - 6, kUnitHeight), Qt::AlignRight | Qt::AlignVCenter,
                         QString::number(u));
        painter.drawLine(frame.left(), top, frame.left() + 6, top);
    }

    font.setPixelSize(12);
    painter.setFont(font);
    auto drawDevice = [&](const QRectF &band, const Shown &d) {
        painter.setPen(QPen(d.fill.darker(140), 1));
        painter.setBrush(d.fill);
        painter.drawRoundedRect(band, 3, 3);
        painter.setPen(d.lit ? Qt::black : Qt::white);
        painter.drawText(band.adjusted(8, 0, -8, 0), Qt::AlignLeft | Qt::AlignVCenter, QString::fromStdString(d.device->name));
        painter.drawText(band.adjusted(8, 0, -8, 0), Qt::AlignRight | Qt::AlignVCenter, QString::fromStdString(d.device->model));
    };
    // Each device in its units; those built into the system (which the rack counts in its devices
    // and power) listed under the frame, one a line: they have no unit to be drawn in.
    std::vector<const Shown *> builtIns;
    for (const Shown &d : m_shown) {
        const Placement &p = *d.placement;
        if (builtIn(p)) {
            builtIns.push_back(&d);
            continue;
        }
        drawDevice(QRectF(frame.left() + 8, frame.bottom() - (p.unit - 1 + p.heightUnits) * kUnitHeight + 2.0, frame.width() - 16,
                          p.heightUnits * kUnitHeight - 3.0),
                   d);
    }
    if (!builtIns.empty()) {
        const int top = frame.bottom() + 8;
        painter.setPen(Qt::black);
        painter.drawText(QRect(kGutter, top, kRackWidth, kBuiltInCaption - 8), Qt::AlignLeft | Qt::AlignVCenter,
                         QCoreApplication::translate("RackElevation", "Built into the system, in no unit of their own:"));
        for (std::size_t i = 0; i < builtIns.size(); ++i)
            drawDevice(QRectF(frame.left() + 8, top + kBuiltInCaption - 8 + static_cast<double>(i) * kUnitHeight + 2.0,
                              frame.width() - 16, kUnitHeight - 3.0),
                       *builtIns[i]);
    }
    painter.restore();
}

} // namespace fabric::render
