#pragma once

#include <QRectF>

#include <functional>

class QPainter;

namespace fabric::ui {

// Drawn over a view's scene, in scene coordinates, under the view's own keys and labels: how the
// floor plan and the topology show what another part of the window knows about their devices
// (the fabric as built, AsBuiltController). exposed is the scene rectangle being painted.
using ViewOverlay = std::function<void(QPainter &painter, const QRectF &exposed)>;

} // namespace fabric::ui
