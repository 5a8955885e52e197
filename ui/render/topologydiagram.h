#pragma once

#include "ui/render/topologylayout.h"

class QPainter;

namespace fabric::render {

// Draws a topology layout: links first (thicker for more links), then boxes. For exports the
// caller fills the background; in the GUI the view's own background shows through.
void paintTopologyEdges(QPainter &painter, const TopologyLayout &layout, const QColor &ink);
void paintTopologyBox(QPainter &painter, const TopologyBox &box, bool highlighted = false);
double edgeWidth(int links);
void paintTopologyRowCaptions(QPainter &painter, const TopologyLayout &layout, const QColor &ink);

// The whole diagram on a white page sized to layout.bounds.
void paintTopology(QPainter &painter, const TopologyLayout &layout);

} // namespace fabric::render
