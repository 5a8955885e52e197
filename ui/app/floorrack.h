#pragma once

#include "core/plan/plan.h"

#include <QColor>
#include <QRectF>

#include <set>
#include <vector>

class QPainter;

namespace fabric::ui {

// How one rack looks on the floor plan. Its item draws it; while the node count is dragged the
// view draws every rack itself with the same code (FloorPlanView), so the two look the same.

// The colour of a rack drawn as one block, zoomed far out: its nodes', else its first switch's.
QColor overviewColour(const Plan &plan, const std::vector<int> &devices);

// What a rack drawn at rect covers: its outline and its name below.
QRectF floorRackExtent(const QRectF &rect);

// Draws the rack at rect (scene units) at lod screen pixels per unit: one block of overview
// colour when it is a few pixels wide, else its devices and, where it fits, its name below in
// the text colour. Leaves the painter as it found it.
void paintFloorRack(QPainter &painter, double lod, const QRectF &rect, const Plan &plan, const Rack &rack,
                    const std::vector<int> &devices, const std::set<int> &highlighted, const QColor &overview,
                    const QColor &text);

} // namespace fabric::ui
