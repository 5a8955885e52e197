#include "ui/render/footerline.h"

#include <QFontMetricsF>
#include <QPainter>

namespace fabric::render {

void drawFooterLine(QPainter &painter, const QRectF &band, const QString &left, const QString &right)
{
    const QFontMetricsF metrics(painter.font(), painter.device());
    const double gap = metrics.horizontalAdvance(QStringLiteral("    "));
    const double room = band.width() - metrics.horizontalAdvance(right) - gap;
    painter.drawText(band, Qt::AlignLeft | Qt::AlignVCenter, metrics.elidedText(left, Qt::ElideMiddle, std::max(0.0, room)));
    painter.drawText(band, Qt::AlignRight | Qt::AlignVCenter, right);
}

} // namespace fabric::render
