#pragma once

#include <QRectF>

class QGraphicsView;

namespace fabric::ui {

// Fits rect into the view with the scroll bars off. With them "as needed", fitting on every resize
// loops: the fit shows a scroll bar, the bar shrinks the viewport, the resize fits again and hides
// it, and so on for ever (the start-up freeze at QT_SCALE_FACTOR=2 on a 1920x1080 screen).
void fitWithoutScrollBars(QGraphicsView *view, const QRectF &rect);

// Once the user zooms in, the scroll bars are back to move around.
void allowScrollBars(QGraphicsView *view);

} // namespace fabric::ui
