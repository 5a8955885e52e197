#pragma once

#include "core/plan/plan.h"

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <vector>

namespace fabric::render {

// One box of the topology diagram: a device, or a group of devices of one tier when there are too
// many to draw one by one (all leaves of an SU, a block of spines, the nodes of an SU).
struct TopologyBox
{
    QRectF rect;
    QString label;
    QString detail;          // the hover text
    QColor colour;
    std::vector<int> devices;
};

// The links between two boxes, counted.
struct TopologyEdge
{
    int from = 0;
    int to = 0;
    int links = 0;
    int speedGbps = 0;
};

// The diagram of the first plane (the others are copies): tiers top to bottom, core to nodes.
// At most maxBoxesPerRow boxes per tier, so it reads at 32 nodes and at 4,096.
struct TopologyRowCaption
{
    QPointF position; // the right end of the caption, vertically centred on its row
    QString text;
};

struct TopologyLayout
{
    std::vector<TopologyBox> boxes;
    std::vector<TopologyRowCaption> rows;
    std::vector<TopologyEdge> edges;
    QRectF bounds;
    QString caption;
};

// One network of the plan; the compute fabric unless told.
TopologyLayout layoutTopology(const Plan &plan, int maxBoxesPerRow = 16, NetworkRole network = NetworkRole::Compute);

} // namespace fabric::render
