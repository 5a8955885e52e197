#include "ui/app/floorplanview.h"

#include "ui/app/floorlegendstrip.h"
#include "ui/app/floorrack.h"
#include "ui/app/viewfit.h"

#include "ui/render/floordiagram.h"
#include "ui/render/quantitytext.h"

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QGraphicsSceneMouseEvent>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QTimer>
#include <QScrollBar>
#include <QWheelEvent>

#include <map>

#include <cmath>

namespace fabric::ui {

// One rack; it paints itself with the same code as the exported floor plan. The view keeps its
// items from plan to plan and gives each its rack of the new plan (setRack): a drag of the node
// count replans many times a second, and a hall of 17,000 racks made anew each time took longer
// than the plan.
class RackItem : public QGraphicsItem
{
public:
    RackItem(FloorPlanView *view, PlanPtr plan, int rack, std::vector<int> devices) : m_view(view)
    {
        setAcceptedMouseButtons(Qt::LeftButton);
        setAcceptHoverEvents(true); // the tooltip is written when the pointer first comes
        setCursor(Qt::PointingHandCursor);
        setRack(std::move(plan), rack, std::move(devices));
    }

    void setRack(PlanPtr plan, int rack, std::vector<int> devices)
    {
        m_plan = std::move(plan);
        m_rack = rack;
        m_devices = std::move(devices);
        const QRectF rect = render::rackRect(*m_plan, rackData());
        if (rect != m_rect) {
            prepareGeometryChange();
            m_rect = rect;
        }
        // A rack half dragged when the plan changed goes back to its place, as a new item would.
        m_moving = false;
        setPos(0, 0);
        setOpacity(1.0);
        setZValue(0);
        if (m_toolTipWritten) {
            setToolTip(QString());
            m_toolTipWritten = false;
        }
        m_overviewColour = overviewColour(*m_plan, m_devices);
        update();
    }

    const Rack &rackData() const { return m_plan->floor.racks[static_cast<std::size_t>(m_rack)]; }
    const std::vector<int> &devices() const { return m_devices; }
    void setHighlighted(const std::set<int> *highlighted) { m_highlighted = highlighted; update(); }

    QRectF boundingRect() const override { return floorRackExtent(m_rect); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override
    {
        Q_UNUSED(widget);
        static const std::set<int> none;
        paintFloorRack(*painter, option->levelOfDetailFromTransform(painter->worldTransform()), m_rect, *m_plan,
                       rackData(), m_devices, m_highlighted ? *m_highlighted : none, m_overviewColour,
                       option->palette.color(QPalette::Text));
    }

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override
    {
        if (!m_toolTipWritten) {
            setToolTip(toolTipText());
            m_toolTipWritten = true;
        }
        QGraphicsItem::hoverEnterEvent(event);
    }
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override
    {
        event->accept();
        m_pressScene = event->scenePos();
        m_moving = false;
        emit m_view->rackSelected(m_rack);
    }
    // The rack follows the mouse slot by slot; it only counts as moved once it leaves its own slot,
    // so a click (or a jittery double-click) never moves it.
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override
    {
        const QPointF deltaM = (event->scenePos() - m_pressScene) / render::kUnitsPerMetre;
        const QPointF centre = m_view->snappedRackCentre(rackData(), deltaM);
        const QPointF offset = centre * render::kUnitsPerMetre - m_rect.center();
        if (!m_moving && offset.manhattanLength() < 1e-6)
            return;
        m_moving = true;
        setZValue(5);
        setOpacity(0.75);
        setPos(offset);
    }
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override
    {
        Q_UNUSED(event);
        if (!m_moving)
            return;
        m_moving = false;
        setOpacity(1.0);
        const QPointF centre = (m_rect.center() + pos()) / render::kUnitsPerMetre;
        if (pos().manhattanLength() < 1e-6) {
            setZValue(0);
            return;
        }
        m_view->rackDropped(m_rack, centre);
    }
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override
    {
        event->accept();
        emit m_view->rackActivated(m_rack);
    }

private:
    QString toolTipText() const
    {
        const Rack &r = rackData();
        const QLocale locale;
        int nodes = 0, switches = 0;
        for (int id : m_devices) {
            const DeviceKind kind = m_plan->compute().topology.device(id).kind;
            nodes += kind == DeviceKind::Node;
            switches += kind == DeviceKind::Switch;
        }
        return QCoreApplication::translate("FloorPlanView",
                   "%1\n%2, %3\n%4U used, %5, %6\nDrag to move, double-click for the elevation")
            .arg(QString::fromStdString(r.name),
                 render::plural(QCoreApplication::translate("FloorPlanView", "%n node(s)", nullptr, nodes), nodes),
                 render::plural(QCoreApplication::translate("FloorPlanView", "%n switch(es)", nullptr, switches), switches))
            .arg(r.usedUnits)
            .arg(render::rackPowerText(r), render::rackWeightText(r));
    }

    FloorPlanView *m_view;
    PlanPtr m_plan;
    int m_rack;
    std::vector<int> m_devices;
    QRectF m_rect;
    QColor m_overviewColour;
    const std::set<int> *m_highlighted = nullptr;
    QPointF m_pressScene;
    bool m_moving = false;
    bool m_toolTipWritten = false;
};

// The grip at the end of the last row. It outlives the rack items (racks come and go with every
// plan, even in the middle of a drag) so the mouse grab is never lost.
class NodeHandleItem : public QGraphicsItem
{
public:
    explicit NodeHandleItem(FloorPlanView *view) : m_view(view)
    {
        setZValue(10);
        setCursor(Qt::SizeHorCursor);
        setAcceptedMouseButtons(Qt::LeftButton);
        setToolTip(QCoreApplication::translate("FloorPlanView", "Drag to add or remove racks of nodes"));
    }

    // The grip's extent in scene units at the item's own scale, and the zoom under which it
    // keeps its size on screen instead (FloorPlanView::keepHandleGrabbable).
    static constexpr double kGripHalfWidth = 22.0;
    static constexpr double kGripHalfHeight = 60.0;
    static constexpr double kSmallestZoom = 0.6;

    // The grip, and above it while dragged the node count it asks for.
    QRectF boundingRect() const override
    {
        const QRectF grip(-kGripHalfWidth, -kGripHalfHeight, 2 * kGripHalfWidth, 2 * kGripHalfHeight);
        return m_label.isEmpty() ? grip : grip.united(labelRect());
    }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override
    {
        const QColor accent = option->palette.color(QPalette::Highlight);
        painter->save(); // the view does not (DontSavePainterState)
        painter->setPen(QPen(accent, 3));
        painter->setBrush(m_dragging ? accent : accent.lighter(160));
        painter->drawRoundedRect(QRectF(-14, -50, 28, 100), 10, 10);
        painter->setPen(QPen(option->palette.color(QPalette::HighlightedText), 3));
        for (int dy : {-14, 0, 14})
            painter->drawLine(QPointF(-6, dy), QPointF(6, dy));
        if (m_dragging && !m_label.isEmpty()) {
            QFont font = painter->font();
            font.setPixelSize(16);
            font.setBold(true);
            painter->setFont(font);
            painter->setPen(option->palette.color(QPalette::Text));
            painter->drawText(labelRect(), Qt::AlignCenter, m_label);
        }
        painter->restore();
    }

    void setLabel(const QString &label)
    {
        prepareGeometryChange();
        m_label = label;
        update();
    }
    bool isDragging() const { return m_dragging; }

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override
    {
        event->accept();
        m_dragging = true;
        // Where the grip was taken: it stays under the pointer, not centred on it.
        m_grabOffset = x() - event->scenePos().x();
        m_view->handleDragStarted();
        update();
    }
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override
    {
        // The view replays the last move when its transform changes; only a real drag counts.
        if (!m_dragging)
            return;
        setX(event->scenePos().x() + m_grabOffset);
        m_view->handleDragged(x());
    }
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override
    {
        Q_UNUSED(event);
        m_dragging = false;
        m_view->handleReleased();
        update();
    }

private:
    static QRectF labelRect() { return QRectF(-100, -84, 200, 26); }

    FloorPlanView *m_view;
    bool m_dragging = false;
    double m_grabOffset = 0.0;
    QString m_label;
};

// The parent of the rack items, drawing nothing itself: hidden, it takes them all off the screen at
// once (while the view draws the racks itself, see drawRacks).
class RackLayerItem : public QGraphicsItem
{
public:
    RackLayerItem() { setFlag(ItemHasNoContents); }
    QRectF boundingRect() const override { return {}; }
    void paint(QPainter *, const QStyleOptionGraphicsItem *, QWidget *) override {}
};

FloorPlanView::FloorPlanView(QWidget *parent)
    : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    setRenderHint(QPainter::Antialiasing);
    // The left button on empty floor lays out a block of racks; the middle button pans.
    setDragMode(QGraphicsView::NoDrag);
    // Menu zooms keep the middle of the view; the wheel anchors at the pointer itself (wheelEvent).
    setTransformationAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    // A hall at full view paints 17,000 racks a frame, most as one filled rectangle: the items
    // that change the painter restore it themselves, rather than the view saving it for each.
    setOptimizationFlag(QGraphicsView::DontSavePainterState);
    m_rackLayer = new RackLayerItem;
    scene()->addItem(m_rackLayer);
    m_handle = new NodeHandleItem(this);
    m_handle->setVisible(false);
    scene()->addItem(m_handle);
    m_legend = new FloorLegendStrip(this);
}

// The key's strip above the viewport, as tall as its entries need at this width.
void FloorPlanView::placeLegend()
{
    const int frame = frameWidth();
    const int width = this->width() - 2 * frame;
    const int height = m_legend->heightFor(width);
    if (height != m_legendHeight) {
        m_legendHeight = height;
        setViewportMargins(0, height, 0, 0);
    }
    m_legend->setGeometry(frame, frame, width, height);
    m_legend->setVisible(height > 0);
}

QGraphicsItem *FloorPlanView::handle() const
{
    return m_handle;
}

void FloorPlanView::setPlan(PlanPtr plan)
{
    m_plan = std::move(plan);
    m_legend->setPlan(m_plan);
    placeLegend();
    rebuild();
}

void FloorPlanView::rebuild()
{
    if (!m_plan || m_plan->floor.racks.empty()) {
        // A failed plan: nothing of the last floor stays, neither racks nor the rows' labels and
        // SU bands (painted by the view, not by items: the whole viewport is repainted).
        syncRackItems({});
        m_rows.clear();
        m_devicesByRack.clear();
        m_handle->setVisible(false);
        viewport()->update();
        return;
    }
    collectRows();
    // The rows' SU bands (background) and labels (foreground) belong to no item, so a new plan
    // repaints the whole view; every rack item repaints anyway.
    viewport()->update();
    // Walked once a refresh (it visits every device): drawn by the view while the handle is
    // dragged, else handed to the rack items.
    std::vector<std::vector<int>> devices = render::devicesByRack(*m_plan);
    if (drawsRacks())
        m_devicesByRack = std::move(devices);
    else
        syncRackItems(std::move(devices));
    m_nodesPerRack = std::max(1, m_plan->floor.nodesPerRack);
    // One rack width: racks stand side by side in a row (and moved racks must not skew it).
    m_pitch = std::max(0.01, m_plan->floor.rackWidthM) * render::kUnitsPerMetre;
    // While the handle is dragged the scene only grows (holdViewStill), so the floor does not
    // move under the mouse.
    scene()->setSceneRect(m_handle->isDragging() ? floorSceneRect().united(scene()->sceneRect()) : floorSceneRect());
    if (!m_handle->isDragging())
        placeHandle();
    m_handle->setVisible(true);
    if (!m_userZoomed && !m_handle->isDragging())
        fitAll();
}

void FloorPlanView::syncRackItems(std::vector<std::vector<int>> devices)
{
    const std::size_t racks = m_plan ? m_plan->floor.racks.size() : 0;
    // Surplus items last first: Qt drops a last child at once but searches its list for any other.
    while (m_racks.size() > racks) {
        delete m_racks.back();
        m_racks.pop_back();
    }
    for (std::size_t index = 0; index < racks; ++index) {
        const Rack &rack = m_plan->floor.racks[index];
        std::vector<int> &onRack = devices[static_cast<std::size_t>(rack.id)];
        if (index < m_racks.size()) {
            m_racks[index]->setRack(m_plan, rack.id, std::move(onRack));
            continue;
        }
        auto *item = new RackItem(this, m_plan, rack.id, std::move(onRack));
        item->setHighlighted(&m_highlighted);
        item->setParentItem(m_rackLayer);
        m_racks.push_back(item);
    }
}

bool FloorPlanView::drawsRacks() const
{
    return !m_rackLayer->isVisible();
}

void FloorPlanView::drawRacks(QPainter *painter, const QRectF &rect)
{
    // As the rack items draw themselves, in their order (a name may reach under its neighbour).
    if (!m_plan)
        return;
    const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    const QColor text = palette().color(QPalette::Text);
    for (const Rack &rack : m_plan->floor.racks) {
        const QRectF at = render::rackRect(*m_plan, rack);
        if (!floorRackExtent(at).intersects(rect))
            continue;
        const std::vector<int> &devices = m_devicesByRack[static_cast<std::size_t>(rack.id)];
        paintFloorRack(*painter, lod, at, *m_plan, rack, devices, m_highlighted, overviewColour(*m_plan, devices), text);
    }
}

QRectF FloorPlanView::floorSceneRect() const
{
    // The floor, and room for the handle to be dragged a few racks past the last one.
    return render::floorBounds(*m_plan).adjusted(0, 0, 6 * m_pitch, 0);
}

void FloorPlanView::holdViewStill()
{
    // Qt centres a scene smaller than the view, so a floor that grows by a rack, or a view that a
    // dock resizes, would move the floor under the pointer, and Qt's replayed mouse move would then
    // move the handle by itself. A scene that covers the view with a view's size to spare on each
    // side is not centred: it keeps its place on screen (the view resizes without an anchor).
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    const QRectF room = visible.adjusted(-visible.width(), -visible.height(), visible.width(), visible.height());
    // The scene point at the viewport's corner stays at the corner, to the pixel: centring on the
    // visible rect's centre could round half a pixel the other way and move the floor by one.
    const QPointF corner = mapToScene(QPoint(0, 0));
    scene()->setSceneRect(scene()->sceneRect().united(room));
    const QPoint moved = mapFromScene(corner);
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + moved.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() + moved.y());
}

void FloorPlanView::letViewSettle()
{
    // Back to the floor's own extent, without moving what is on screen where the floor allows it.
    const QPointF centre = mapToScene(viewport()->rect().center());
    scene()->setSceneRect(floorSceneRect());
    centerOn(centre);
}

void FloorPlanView::placeHandle()
{
    // After the last compute rack of the last row, clear of it at any zoom.
    const Rack *last = nullptr;
    for (const Rack &rack : m_plan->floor.racks)
        if (!last || rack.row > last->row || (rack.row == last->row && rack.position > last->position))
            last = &rack;
    const QRectF rect = render::rackRect(*m_plan, *last);
    const double halfGrip = NodeHandleItem::kGripHalfWidth * m_handle->scale();
    m_handle->setPos(rect.right() + std::max(m_pitch * 0.6, m_pitch * 0.1 + halfGrip), rect.center().y());
}

void FloorPlanView::keepHandleGrabbable()
{
    // Zoomed out over a large hall a rack is a pixel or two, and the grip, drawn to the floor's
    // scale, would be as small: it is drawn larger then, never under the size it has on a
    // small floor at the fitted zoom.
    const double zoom = std::max(1e-6, transform().m11());
    const double scale = std::max(1.0, NodeHandleItem::kSmallestZoom / zoom);
    if (scale == m_handle->scale())
        return;
    m_handle->setScale(scale);
    if (m_plan && !m_plan->floor.racks.empty() && !m_handle->isDragging())
        placeHandle();
}

int FloorPlanView::nodesForHandleAt(double sceneX) const
{
    const int racks = static_cast<int>(std::lround((sceneX - m_dragStartX) / m_pitch));
    return std::max(1, m_dragStartNodes + racks * m_nodesPerRack);
}

void FloorPlanView::handleDragStarted()
{
    ++m_gesture;
    m_dragStartNodes = m_plan ? m_plan->design.nodes : 1;
    if (m_plan && m_plan->design.gpus && m_plan->compute().sizing.nodes > 0)
        m_dragStartNodes = m_plan->compute().sizing.nodes;
    m_dragStartX = m_handle->x();
    if (m_plan && !m_plan->floor.racks.empty()) {
        holdViewStill();
        // Until the release the view draws the racks itself, from each plan as it comes: at
        // 131,072 GPUs Qt's handling of 8,700 rack items took longer than anything but the plan.
        m_devicesByRack = render::devicesByRack(*m_plan);
        m_rackLayer->setVisible(false);
        viewport()->update();
    }
}

void FloorPlanView::handleDragged(double sceneX)
{
    const int nodes = nodesForHandleAt(sceneX);
    m_handle->setLabel(render::plural(tr("%n node(s)", nullptr, nodes), nodes));
    if (!m_plan || nodes != m_plan->design.nodes || m_plan->design.gpus)
        emit nodeCountDragged(nodes, m_gesture);
}

void FloorPlanView::handleReleased()
{
    m_handle->setLabel({});
    if (drawsRacks()) {
        syncRackItems(std::move(m_devicesByRack));
        m_devicesByRack.clear();
        m_rackLayer->setVisible(true);
    }
    if (m_plan && !m_plan->floor.racks.empty()) {
        placeHandle();
        letViewSettle();
    }
    // Refit once the release is handled, so that the new racks are in view.
    QTimer::singleShot(0, this, [this] {
        if (!m_userZoomed && !m_handle->isDragging())
            fitAll();
    });
}

QPointF FloorPlanView::snappedRackCentre(const Rack &rack, QPointF deltaM) const
{
    if (!m_plan)
        return QPointF(rack.xM, rack.yM);
    const FloorPlan &floor = m_plan->floor;
    const double width = std::max(0.01, floor.rackWidthM);
    const double pitch = std::max(0.01, floor.rowPitchM);
    const double halfDepth = floor.rackDepthM / 2.0;
    // Slots as the planner lays them out: centres at (k + 0.5) widths and row * pitch + depth / 2.
    const double slot = std::max(0.0, std::round((rack.xM + deltaM.x()) / width - 0.5));
    const double row = std::max(0.0, std::round((rack.yM + deltaM.y() - halfDepth) / pitch));
    return QPointF((slot + 0.5) * width, row * pitch + halfDepth);
}

void FloorPlanView::rackDropped(int rack, QPointF centreM)
{
    if (!m_plan || rack < 0 || rack >= static_cast<int>(m_plan->floor.racks.size()))
        return;
    const QString name = QString::fromStdString(m_plan->floor.racks[static_cast<std::size_t>(rack)].name);
    // Queued: the edit replans and rebuilds the rack items, and the dropped one is still in its
    // own mouse handler.
    QMetaObject::invokeMethod(this, [this, name, centreM] {
        emit rackMoved(name, centreM.x(), centreM.y());
    }, Qt::QueuedConnection);
}

void FloorPlanView::setHighlighted(const std::set<int> &devices)
{
    // The window gives every new plan the selection again; a new plan repaints every rack anyway.
    if (devices == m_highlighted)
        return;
    m_highlighted = devices;
    if (drawsRacks())
        viewport()->update();
    for (RackItem *item : m_racks)
        item->update();
}

void FloorPlanView::zoomBy(double factor)
{
    const double current = transform().m11();
    if ((factor > 1 && current > 8) || (factor < 1 && current < 0.02))
        return;
    scale(factor, factor);
    keepHandleGrabbable();
    m_userZoomed = true;
    allowScrollBars(this);
}

void FloorPlanView::fitAll()
{
    m_userZoomed = false;
    if (!m_plan || m_plan->floor.racks.empty())
        return;
    // The legend has its strip above the viewport (placeLegend): the floor takes all of it.
    QRectF bounds = render::floorBounds(*m_plan);
    double room = std::max(1.0, double(viewport()->height()));
    // The row labels stand left of their rows (drawForeground): room for the widest, so that no
    // label is drawn over a rack.
    QFont labelFont = font();
    labelFont.setPixelSize(12);
    const QFontMetrics labelMetrics(labelFont);
    double labels = 0;
    for (const RowInfo &row : m_rows)
        labels = std::max(labels, labelMetrics.horizontalAdvance(rowLabel(row.row)) + 16.0);
    if (bounds.width() > 0 && bounds.height() > 0) {
        double width = std::max(1.0, viewport()->width() - labels);
        double scale = std::min(width / bounds.width(), room / bounds.height());
        // Below the grip's own zoom the grip keeps its size on screen (keepHandleGrabbable), and
        // half of it hangs below the last row and beside its last rack: room for it too.
        const double gripBelow = NodeHandleItem::kGripHalfHeight * NodeHandleItem::kSmallestZoom;
        const double gripBeside = 2 * NodeHandleItem::kGripHalfWidth * NodeHandleItem::kSmallestZoom;
        if (scale < NodeHandleItem::kSmallestZoom) {
            room = std::max(1.0, room - gripBelow);
            width = std::max(1.0, width - gripBeside);
            scale = std::min(width / bounds.width(), room / bounds.height());
            bounds.setBottom(bounds.bottom() + gripBelow / scale);
            bounds.setRight(bounds.right() + gripBeside / scale);
        }
        bounds.setLeft(bounds.left() - labels / scale);
    }
    // The labels' room is part of the scene: Qt centres a scene narrower than the view, and a
    // scene of the floor alone left the labels over the first racks of each row (4,000 nodes).
    scene()->setSceneRect(floorSceneRect().united(bounds));
    fitWithoutScrollBars(this, bounds);
    keepHandleGrabbable();
}

void FloorPlanView::wheelEvent(QWheelEvent *event)
{
    // The wheel zooms around the pointer (the view's anchor); Shift+wheel scrolls.
    if (event->modifiers() & Qt::ShiftModifier) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    const QPoint at = event->position().toPoint();
    const QPointF before = mapToScene(at);
    zoomBy(std::pow(1.0015, event->angleDelta().y()));
    // Bring the floor that was under the pointer back under it.
    const QPointF drift = mapToScene(at) - before;
    centerOn(mapToScene(viewport()->rect().center()) - drift);
    event->accept();
}

void FloorPlanView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton) {
        m_panFrom = event->position().toPoint();
        m_panning = true;
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    if (event->button() == Qt::LeftButton && m_plan && !itemAt(event->position().toPoint())) {
        m_blockFrom = mapToScene(event->position().toPoint());
        m_block = QRectF(m_blockFrom, QSizeF());
        m_drawingBlock = true;
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void FloorPlanView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint delta = event->position().toPoint() - m_panFrom;
        m_panFrom = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    if (m_drawingBlock) {
        m_block = QRectF(m_blockFrom, mapToScene(event->position().toPoint())).normalized();
        viewport()->update();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void FloorPlanView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && event->button() == Qt::MiddleButton) {
        m_panning = false;
        viewport()->unsetCursor();
        return;
    }
    if (m_drawingBlock && event->button() == Qt::LeftButton) {
        m_drawingBlock = false;
        const QSize block = blockSize(m_block);
        m_block = QRectF();
        viewport()->update();
        if (block.width() >= 1 && block.height() >= 1)
            emit blockLaidOut(block.height(), block.width());
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

QSize FloorPlanView::blockSize(const QRectF &sceneRect) const
{
    if (!m_plan || sceneRect.isEmpty())
        return {};
    const double width = std::max(0.01, m_plan->floor.rackWidthM) * render::kUnitsPerMetre;
    const double pitch = std::max(0.01, m_plan->floor.rowPitchM) * render::kUnitsPerMetre;
    // A rack counts once the block covers half of it; a block one rack deep is one row.
    const int racks = static_cast<int>(std::lround(sceneRect.width() / width));
    if (racks < 1)
        return {};
    return QSize(racks, std::max(1, static_cast<int>(std::lround(sceneRect.height() / pitch))));
}

void FloorPlanView::collectRows()
{
    m_rows.clear();
    if (!m_plan)
        return;
    std::map<int, RowInfo> rows;
    for (const Rack &rack : m_plan->floor.racks) {
        RowInfo &row = rows[rack.row];
        const QRectF rect = render::rackRect(*m_plan, rack);
        row.row = rack.row;
        row.extent = row.extent.isNull() ? rect : row.extent.united(rect);
    }
    const auto &placements = m_plan->floor.placements;
    for (std::size_t id = 0; id < placements.size(); ++id) {
        const int rack = placements[id].rack;
        if (rack < 0)
            continue;
        const Device &device = m_plan->compute().topology.device(static_cast<int>(id));
        if (device.su >= 0)
            rows[m_plan->floor.racks[static_cast<std::size_t>(rack)].row].sus.insert(device.su);
    }
    for (auto &[index, row] : rows)
        m_rows.push_back(std::move(row));
}

QFont FloorPlanView::rowLabelFont() const
{
    QFont font = this->font();
    font.setPixelSize(12);
    return font;
}

std::vector<std::pair<int, QRect>> FloorPlanView::labelledRows() const
{
    // At the left edge of the view (or of the row, whichever is further right), at a constant
    // size; rows too close together on screen label every n-th, and a network row (spines,
    // cores) is labelled whatever its number, the every-n-th labels it would touch left out.
    const QFontMetrics metrics(rowLabelFont());
    const double rowPixels = m_plan ? std::max(0.01, m_plan->floor.rowPitchM) * render::kUnitsPerMetre * transform().m22() : 0;
    const int every = rowPixels > 0 ? std::max(1, static_cast<int>(std::ceil((metrics.height() + 4) / rowPixels))) : 1;
    const auto boxOf = [&](const RowInfo &row) {
        const QPoint left = mapFromScene(row.extent.left(), row.extent.center().y());
        const int width = metrics.horizontalAdvance(rowLabel(row.row));
        const int x = std::max(4, left.x() - width - 12);
        return QRect(x - 3, left.y() - metrics.height() / 2 - 1, width + 6, metrics.height() + 2);
    };
    const auto onScreen = [&](const QRect &box) { return box.bottom() >= 0 && box.top() <= viewport()->height(); };
    // The network rows first, each clear of the one before (neighbouring network rows take turns).
    std::vector<std::pair<int, QRect>> network;
    for (const RowInfo &row : m_rows) {
        if (!row.sus.empty())
            continue;
        if (const QRect box = boxOf(row); onScreen(box) && (network.empty() || !network.back().second.intersects(box)))
            network.emplace_back(row.row, box);
    }
    std::vector<std::pair<int, QRect>> labelled;
    for (const RowInfo &row : m_rows) {
        if (row.sus.empty()) {
            const auto it = std::find_if(network.begin(), network.end(), [&](const auto &n) { return n.first == row.row; });
            if (it != network.end())
                labelled.push_back(*it);
            continue;
        }
        if (row.row % every != 0)
            continue;
        const QRect box = boxOf(row);
        const bool besideNetwork = std::any_of(network.begin(), network.end(), [&](const auto &n) { return n.second.intersects(box); });
        if (onScreen(box) && !besideNetwork)
            labelled.emplace_back(row.row, box);
    }
    return labelled;
}

QString FloorPlanView::rowLabel(int row) const
{
    for (const RowInfo &info : m_rows) {
        if (info.row != row)
            continue;
        QString label = tr("Row %1").arg(row + 1);
        if (info.sus.size() == 1)
            label += tr(" · SU %1").arg(*info.sus.begin() + 1);
        else if (info.sus.size() > 1)
            label += tr(" · SU %1–%2").arg(*info.sus.begin() + 1).arg(*info.sus.rbegin() + 1);
        else
            label += tr(" · network");
        return label;
    }
    return {};
}

void FloorPlanView::setOverlay(ViewOverlay overlay)
{
    m_overlay = std::move(overlay);
    viewport()->update();
}

void FloorPlanView::drawForeground(QPainter *painter, const QRectF &rect)
{
    if (m_overlay) {
        painter->save();
        m_overlay(*painter, rect);
        painter->restore();
    }
    painter->save();
    painter->resetTransform();
    painter->setFont(rowLabelFont());
    // (The key to the colours is in its strip above the view: FloorLegendStrip.)
    for (const auto &[row, box] : labelledRows()) {
        QColor back = palette().color(QPalette::Base);
        back.setAlphaF(0.85);
        painter->fillRect(box, back);
        painter->setPen(palette().color(QPalette::Text));
        painter->drawText(box, Qt::AlignCenter, rowLabel(row));
    }
    // The block being laid out, with its size.
    if (m_drawingBlock && !m_block.isEmpty()) {
        const QRect onScreen = mapFromScene(m_block).boundingRect();
        QColor fill = palette().color(QPalette::Highlight);
        painter->setPen(QPen(fill, 2, Qt::DashLine));
        fill.setAlphaF(0.15);
        painter->setBrush(fill);
        painter->drawRect(onScreen);
        const QSize block = blockSize(m_block);
        const QString text = tr("%1 × %2").arg(render::plural(tr("%n row(s)", nullptr, block.height()), block.height()),
                                               render::plural(tr("%n rack(s)", nullptr, block.width()), block.width()));
        painter->setPen(palette().color(QPalette::Text));
        painter->drawText(onScreen.adjusted(4, 4, -4, -4), Qt::AlignLeft | Qt::AlignTop, text);
    }
    painter->restore();
}

void FloorPlanView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    placeLegend();
    // Not while the handle is dragged: the docks beside the view resize it as the figures change,
    // and a refit would move the floor under the mouse (and Qt replays the mouse move after a
    // zoom, which re-planned the drag's step again). The release refits.
    if (!m_userZoomed && !m_handle->isDragging())
        fitAll();
}

void FloorPlanView::drawBackground(QPainter *painter, const QRectF &rect)
{
    // Floor tiles: a 0.6 m grid, as on a raised floor, in the palette's colours.
    painter->fillRect(rect, palette().color(QPalette::Base));
    // Rows of one scalable unit share a band; the next SU's band is tinted differently.
    QColor band = palette().color(QPalette::Highlight);
    band.setAlphaF(0.06);
    for (const RowInfo &row : m_rows)
        if (!row.sus.empty() && *row.sus.begin() % 2 == 0)
            painter->fillRect(row.extent.adjusted(-40, -30, 40, 30), band);
    drawTiles(painter, rect);
    if (drawsRacks())
        drawRacks(painter, rect);
}

void FloorPlanView::drawTiles(QPainter *painter, const QRectF &rect)
{
    const double tile = 0.6 * render::kUnitsPerMetre;
    // Tiles under a few pixels make no pattern, only a tint; a large hall at full view would
    // draw thousands of lines a frame for it.
    if (tile * painter->worldTransform().m11() < 4.0)
        return;
    // Lines one pixel wide as opaque rectangles, 8 % of the text colour over the floor's: a
    // translucent line is blended pixel by pixel, an opaque rectangle is filled.
    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    const auto mix = [](int floor, int ink) { return qRound(floor + (ink - floor) * 0.08); };
    const QColor line(mix(base.red(), text.red()), mix(base.green(), text.green()), mix(base.blue(), text.blue()));
    const double pixel = 1.0 / painter->worldTransform().m11();
    for (double x = std::floor(rect.left() / tile) * tile; x < rect.right(); x += tile)
        painter->fillRect(QRectF(x, rect.top(), pixel, rect.height()), line);
    for (double y = std::floor(rect.top() / tile) * tile; y < rect.bottom(); y += tile)
        painter->fillRect(QRectF(rect.left(), y, rect.width(), pixel), line);
}

} // namespace fabric::ui
