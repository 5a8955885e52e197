#include "ui/app/floorrack.h"

#include "ui/render/diagramstyle.h"
#include "ui/render/floordiagram.h"

#include <QFontMetricsF>
#include <QPainter>

namespace fabric::ui {

QColor overviewColour(const Plan &plan, const std::vector<int> &devices)
{
    int nodes = 0;
    QColor network;
    for (int id : devices) {
        const Device &device = plan.compute().topology.device(id);
        nodes += device.kind == DeviceKind::Node;
        if (device.kind != DeviceKind::Node && !network.isValid())
            network = render::deviceColour(device);
    }
    return nodes > 0 || !network.isValid() ? render::nodeColour() : network;
}

QRectF floorRackExtent(const QRectF &rect)
{
    return rect.adjusted(-6, -6, 6, 26);
}

void paintFloorRack(QPainter &painter, double lod, const QRectF &rect, const Plan &plan, const Rack &rack,
                    const std::vector<int> &devices, const std::set<int> &highlighted, const QColor &overview,
                    const QColor &text)
{
    // The overview: a rack a few pixels wide shows as one block of its main colour, so that a
    // hall of thousands of racks reads as rows of compute and network.
    if (rect.width() * lod < 8.0) {
        painter.fillRect(rect, overview);
        return;
    }
    painter.save(); // the view does not save it for each item (DontSavePainterState)
    render::paintRack(painter, rect, plan, rack, devices, highlighted);
    painter.restore();
    // Names at a constant size on screen, and only under their own rack: the racks of a row stand
    // side by side, so a name wider than its rack ran into its neighbours' ("R02-01R02-02").
    // Smaller down to 8 px where 11 does not fit, none below.
    QFont font = painter.font();
    font.setPixelSize(11);
    const QString name = QString::fromStdString(rack.name);
    const double room = rect.width() * lod - 3.0;
    const double wide = QFontMetricsF(font).horizontalAdvance(name);
    if (wide > room) {
        const int pixels = static_cast<int>(11.0 * room / wide);
        if (pixels < 8)
            return;
        font.setPixelSize(pixels);
        if (QFontMetricsF(font).horizontalAdvance(name) > room)
            return;
    }
    painter.save();
    painter.translate(rect.center().x(), rect.bottom() + 2);
    painter.scale(1.0 / lod, 1.0 / lod);
    painter.setFont(font);
    painter.setPen(text);
    painter.drawText(QRectF(-100, 0, 200, 16), Qt::AlignHCenter | Qt::AlignTop, name);
    painter.restore();
}

} // namespace fabric::ui
