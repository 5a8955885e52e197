#pragma once

#include <QRectF>
#include <QString>

class QPainter;

namespace fabric::render {

// A page's footer: left text and, at the right, the page count, in the painter's font and pen.
// The left text (a design or quotation name of any length) is elided so that it never runs into
// the page count.
void drawFooterLine(QPainter &painter, const QRectF &band, const QString &left, const QString &right);

} // namespace fabric::render
