#pragma once

#include <limits>

#include "core/plan/plan.h"

#include <QColor>
#include <QRectF>
#include <QSizeF>

#include <set>
#include <vector>

class QPainter;

namespace fabric::render {

// Floor plans drawn to scale: one scene unit is one centimetre.
constexpr double kUnitsPerMetre = 100.0;

// The devices in each rack, by rack id, lowest unit first.
std::vector<std::vector<int>> devicesByRack(const Plan &plan);
// The same for one rack: devicesByRack(plan)[rack] without the other racks' lists.
std::vector<int> devicesInRack(const Plan &plan, int rack);

// The storage, in-band and OOB networks' devices standing in a rack, with their network and
// where they stand.
struct RackOccupantView
{
    const NetworkPlan &network;
    const Placement &placement;
    const Device &device;
};
std::vector<RackOccupantView> occupantsOf(const Plan &plan, const Rack &rack);

// A rack's footprint in scene units (its centre at the rack's floor position).
QRectF rackRect(const Plan &plan, const Rack &rack);
// Every rack's footprint together, with a margin.
QRectF floorBounds(const Plan &plan);

// One rack seen from above, its units laid out along its depth (unit 1 at the back edge) so
// that nodes and switches show inside it; highlighted devices drawn in the highlight colour.
void paintRack(QPainter &painter, const QRectF &rect, const Plan &plan, const Rack &rack,
               const std::vector<int> &devices, const std::set<int> &highlighted = {});

// What the colours in a rack mean (nodes, each switch tier, appliances) and the red outline of a
// rack over its power limit, as a key drawn at topLeft in the painter's current units; returns
// the size it took. fontPixels sets the text size (the view keeps it constant on screen).
// Entries that would pass maxWidth go on the next line (a narrow view at 1280 x 720). With a
// plan, each of its networks beside the compute fabric gets its colour's entry too.
// selection: the view's "Selected" entry, which a printed or exported plan has no use for.
QSizeF paintFloorLegend(QPainter &painter, const QPointF &topLeft, double fontPixels, const QColor &ink,
                        double maxWidth = std::numeric_limits<double>::infinity(), const Plan *plan = nullptr,
                        bool selection = true);

// The whole floor, for exports: a white page, racks, row labels, a scale bar and the legend,
// which wraps to the page's width; the page is tall enough for all of its lines.
QSizeF floorPlanPageSize(const Plan &plan);
// Where paintFloorPlan draws the legend on that page.
QRectF floorPlanLegendRect(const Plan &plan);
void paintFloorPlan(QPainter &painter, const Plan &plan);

} // namespace fabric::render
