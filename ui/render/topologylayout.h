#pragma once

#include "core/plan/plan.h"

#include <QColor>
#include <QFont>
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

// One network of the plan; the compute fabric unless told. Boxes are as wide as their longest
// label needs (every box of the diagram alike), at least 64.
TopologyLayout layoutTopology(const Plan &plan, int maxBoxesPerRow = 16, NetworkRole network = NetworkRole::Compute);

// The most boxes a row may hold for the diagram to be no wider than width, when its boxes are
// boxWidth wide (at least 1): how a view keeps its text a readable size.
int boxesPerRowWithin(double width, double boxWidth);

// A box's label in base's family: bold, at most 15 px on one line and 12 px on two, smaller where
// that is what fits its room (it is never wrapped). A row's caption: 14 px at most, right of its
// room.
QRectF labelRoom(const TopologyBox &box);
QFont labelFont(const TopologyBox &box, const QFont &base = QFont());
QRectF captionRoom(const TopologyRowCaption &row);
QFont captionFont(const TopologyRowCaption &row, const QFont &base = QFont());

} // namespace fabric::render
