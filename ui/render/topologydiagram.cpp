#include "ui/render/topologydiagram.h"

#include "ui/render/diagramstyle.h"

#include <QPainter>

#include <cmath>

namespace fabric::render {

double edgeWidth(int links)
{
    return 1.0 + std::log2(std::max(1, links)) * 0.6;
}

void paintTopologyEdges(QPainter &painter, const TopologyLayout &layout, const QColor &ink)
{
    QColor colour = ink;
    colour.setAlphaF(0.35);
    for (const TopologyEdge &edge : layout.edges) {
        const QRectF &a = layout.boxes[static_cast<std::size_t>(edge.from)].rect;
        const QRectF &b = layout.boxes[static_cast<std::size_t>(edge.to)].rect;
        const QPointF pa = a.top() > b.top() ? QPointF(a.center().x(), a.top()) : QPointF(a.center().x(), a.bottom());
        const QPointF pb = a.top() > b.top() ? QPointF(b.center().x(), b.bottom()) : QPointF(b.center().x(), b.top());
        painter.setPen(QPen(colour, edgeWidth(edge.links)));
        painter.drawLine(pa, pb);
    }
}

void paintTopologyBox(QPainter &painter, const TopologyBox &box, bool highlighted)
{
    painter.setPen(QPen(highlighted ? highlightColour() : box.colour.darker(150), highlighted ? 4.0 : 1.0));
    painter.setBrush(box.colour);
    painter.drawRoundedRect(box.rect, 6, 6);
    // Fitted to the box, never wrapped: wrapped, "SU 11–20\n×80" took three lines of a box of two.
    painter.setFont(labelFont(box, painter.font()));
    painter.setPen(Qt::white);
    painter.drawText(labelRoom(box), Qt::AlignCenter, box.label);
}

void paintTopologyRowCaptions(QPainter &painter, const TopologyLayout &layout, const QColor &ink)
{
    painter.setPen(ink);
    const QFont base = painter.font();
    for (const TopologyRowCaption &row : layout.rows) {
        painter.setFont(captionFont(row, base));
        painter.drawText(captionRoom(row), Qt::AlignRight | Qt::AlignVCenter, row.text);
    }
}

void paintTopology(QPainter &painter, const TopologyLayout &layout)
{
    painter.save();
    painter.fillRect(QRectF(QPointF(0, 0), layout.bounds.size()), Qt::white);
    painter.translate(-layout.bounds.topLeft());
    paintTopologyEdges(painter, layout, Qt::black);
    for (const TopologyBox &box : layout.boxes)
        paintTopologyBox(painter, box);
    paintTopologyRowCaptions(painter, layout, Qt::black);
    if (!layout.caption.isEmpty()) {
        QFont font = painter.font();
        font.setBold(false);
        font.setPixelSize(14);
        painter.setFont(font);
        painter.setPen(Qt::black);
        painter.drawText(QRectF(layout.bounds.left() + 10, layout.bounds.bottom() - 30, layout.bounds.width() - 20, 24),
                         Qt::AlignLeft | Qt::AlignVCenter, layout.caption);
    }
    painter.restore();
}

} // namespace fabric::render
