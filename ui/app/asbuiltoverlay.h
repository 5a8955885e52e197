#pragma once

#include "core/verify/asbuiltcheck.h"
#include "ui/render/topologylayout.h"

#include <QColor>

#include <map>
#include <set>
#include <vector>

class QPainter;

namespace fabric::ui {

// Where an as-built check's differences show on the floor plan and the topology.
struct AsBuiltMarks
{
    struct RackMark
    {
        DifferenceKind worst = DifferenceKind::Speed; // the colour the rack is outlined in
        int differences = 0;
    };
    std::map<int, RackMark> racks; // by rack id on the floor

    // A link to draw on the topology, between compute devices: a missing or mis-speeded planned
    // link, or the cable found where a miswired or extra one runs.
    struct LinkMark
    {
        int a = 0;
        int b = 0;
        DifferenceKind kind = DifferenceKind::Missing;
    };
    std::vector<LinkMark> links; // only when the check was of the compute fabric (the topology's)

    // The compute devices each difference concerns, by difference: what a row of the table selects.
    std::vector<std::set<int>> devices;
};

AsBuiltMarks asBuiltMarks(const Plan &plan, const AsBuiltCheck &check);

QColor asBuiltColour(DifferenceKind kind);

// Outlines each rack with differences in the colour of its worst one and writes their count on
// it; a key to the colours at the bottom left of the view. painter draws in scene units.
void paintAsBuiltFloor(QPainter &painter, const Plan &plan, const AsBuiltMarks &marks);

// Missing links dashed red, miswired orange, extra purple, wrong speed yellow, between the boxes
// that hold their devices (a count where several share a pair of boxes; the box outlined when
// both ends are in it); the same key.
void paintAsBuiltTopology(QPainter &painter, const render::TopologyLayout &layout, const AsBuiltMarks &marks);

} // namespace fabric::ui
