#pragma once

#include "ui/app/planrunner.h"
#include "ui/app/viewoverlay.h"

#include <QGraphicsView>
#include <QPointF>
#include <QRectF>

#include <set>
#include <utility>
#include <vector>

namespace fabric::ui {

class NodeHandleItem;
class RackItem;

// The floor to scale: rows of racks with their nodes and switches, labelled by row and SU, with a
// key to the colours; zoom (wheel, around the pointer) and pan (middle button), a block of
// rows x racks laid out by dragging on empty floor, a handle at the end of the last row that grows or shrinks the cluster rack by
// rack as it is dragged, racks that can be dragged elsewhere (the drop snaps to the rack grid and
// is reported with rackMoved), double-click on a rack for its elevation.
class FloorLegendStrip;

class FloorPlanView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit FloorPlanView(QWidget *parent = nullptr);

    void setPlan(PlanPtr plan);
    void setHighlighted(const std::set<int> &devices);
    void zoomBy(double factor);
    void fitAll();
    // Drawn over the racks (nothing when empty); the view repaints.
    void setOverlay(ViewOverlay overlay);

    QGraphicsItem *handle() const;
    FloorLegendStrip *legend() const { return m_legend; }
    int rackItemCount() const { return static_cast<int>(m_racks.size()); }
    // The node count a drag of the handle to this scene x would ask for.
    int nodesForHandleAt(double sceneX) const;
    // Where a rack dragged by this many metres would land: the nearest rack slot (one rack width
    // in x, one row pitch in y) on the floor, as the rack's centre in metres.
    QPointF snappedRackCentre(const Rack &rack, QPointF deltaM) const;
    // Rows x racks (height x width) of a block dragged out over this scene rectangle.
    QSize blockSize(const QRectF &sceneRect) const;
    // "Row 3 · SU 2": a row as the view labels it.
    QString rowLabel(int row) const;
    // The rows labelled at the view's zoom, each with its label's box on the viewport: every
    // n-th row when rows are too close together on screen for all, a network row always (the
    // labels next to it give way).
    std::vector<std::pair<int, QRect>> labelledRows() const;

signals:
    // During a drag of the handle: the node count asked for, and the gesture it belongs to.
    void nodeCountDragged(int nodes, int gesture);
    void rackActivated(int rack);
    void rackSelected(int rack);
    // A rack was dropped at a new centre (metres); emitted once per drag, after the mouse is released.
    void rackMoved(const QString &rack, double xM, double yM);
    // The user dragged out a block on empty floor: that many rows of that many racks.
    void blockLaidOut(int rows, int racksPerRow);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    friend class NodeHandleItem;
    friend class RackItem;
    void rackDropped(int rack, QPointF centreM);
    void rebuild();
    void syncRackItems(std::vector<std::vector<int>> devices);
    bool drawsRacks() const;
    void drawRacks(QPainter *painter, const QRectF &rect);
    void drawTiles(QPainter *painter, const QRectF &rect);
    void collectRows();
    void placeHandle();
    void keepHandleGrabbable();
    void placeLegend();
    QRectF floorSceneRect() const;
    void holdViewStill();
    void letViewSettle();
    void handleDragStarted();
    void handleDragged(double sceneX);
    void handleReleased();

    QFont rowLabelFont() const; // the rows' labels: 12 px whatever the zoom
    struct RowInfo
    {
        int row = 0;
        QRectF extent;     // scene units
        std::set<int> sus; // scalable units of the nodes in it
    };

    PlanPtr m_plan;
    std::vector<RackItem *> m_racks; // by rack index, children of m_rackLayer
    // Hidden while the handle is dragged: the view then draws the racks itself, with their devices
    // by rack id from m_devicesByRack.
    QGraphicsItem *m_rackLayer;
    std::vector<std::vector<int>> m_devicesByRack;
    std::vector<RowInfo> m_rows;
    bool m_panning = false;
    QPoint m_panFrom;
    bool m_drawingBlock = false;
    QPointF m_blockFrom;
    QRectF m_block;
    NodeHandleItem *m_handle;
    std::set<int> m_highlighted;
    ViewOverlay m_overlay;
    bool m_userZoomed = false;
    int m_gesture = 0;
    int m_dragStartNodes = 0;
    double m_dragStartX = 0.0;
    double m_pitch = 60.0;
    int m_nodesPerRack = 1;
    FloorLegendStrip *m_legend = nullptr;
    int m_legendHeight = -1;
};

} // namespace fabric::ui
