#include "ui/app/floorplanview.h"

#include "ui/app/viewfit.h"

#include "ui/render/floordiagram.h"

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QGraphicsSceneMouseEvent>
#include <QLocale>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QTimer>
#include <QWheelEvent>

#include <cmath>

namespace fabric::ui {

// One rack; it paints itself with the same code as the exported floor plan.
class RackItem : public QGraphicsItem
{
public:
    RackItem(FloorPlanView *view, PlanPtr plan, int rack, std::vector<int> devices)
        : m_view(view), m_plan(std::move(plan)), m_rack(rack), m_devices(std::move(devices))
    {
        const Rack &r = rackData();
        m_rect = render::rackRect(*m_plan, r);
        setToolTip(toolTipText());
        setAcceptedMouseButtons(Qt::LeftButton);
        setCursor(Qt::PointingHandCursor);
    }

    const Rack &rackData() const { return m_plan->floor.racks[static_cast<std::size_t>(m_rack)]; }
    const std::vector<int> &devices() const { return m_devices; }
    void setHighlighted(const std::set<int> *highlighted) { m_highlighted = highlighted; update(); }

    QRectF boundingRect() const override { return m_rect.adjusted(-6, -6, 6, 26); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override
    {
        Q_UNUSED(widget);
        render::paintRack(*painter, m_rect, *m_plan, rackData(), m_devices, m_highlighted ? *m_highlighted : std::set<int>{});
        const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
        if (lod > 0.35) {
            QFont font = painter->font();
            font.setPixelSize(12);
            painter->setFont(font);
            painter->setPen(option->palette.color(QPalette::Text));
            painter->drawText(QRectF(m_rect.left() - 20, m_rect.bottom() + 2, m_rect.width() + 40, 18),
                              Qt::AlignHCenter | Qt::AlignTop, QString::fromStdString(rackData().name));
        }
    }

protected:
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
            const DeviceKind kind = m_plan->topology.device(id).kind;
            nodes += kind == DeviceKind::Node;
            switches += kind == DeviceKind::Switch;
        }
        return QCoreApplication::translate("FloorPlanView",
                   "%1\n%2 nodes, %3 switches\n%4U used, %5 kW, %6 kg\nDrag to move, double-click for the elevation")
            .arg(QString::fromStdString(r.name)).arg(nodes).arg(switches).arg(r.usedUnits)
            .arg(locale.toString(r.powerKw, 'f', 1)).arg(locale.toString(r.weightKg, 'f', 0));
    }

    FloorPlanView *m_view;
    PlanPtr m_plan;
    int m_rack;
    std::vector<int> m_devices;
    QRectF m_rect;
    const std::set<int> *m_highlighted = nullptr;
    QPointF m_pressScene;
    bool m_moving = false;
};

// The grip at the end of the last row. It outlives the rack items (they are rebuilt on every plan,
// even in the middle of a drag) so the mouse grab is never lost.
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

    QRectF boundingRect() const override { return QRectF(-22, -60, 44, 120); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override
    {
        const QColor accent = option->palette.color(QPalette::Highlight);
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
            painter->drawText(QRectF(-100, -84, 200, 26), Qt::AlignCenter, m_label);
        }
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
        m_view->handleDragStarted();
        update();
    }
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override
    {
        // The view replays the last move when its transform changes; only a real drag counts.
        if (!m_dragging)
            return;
        setX(event->scenePos().x());
        m_view->handleDragged(event->scenePos().x());
    }
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override
    {
        Q_UNUSED(event);
        m_dragging = false;
        m_view->handleReleased();
        update();
    }
    QRectF labelRect() const { return QRectF(-100, -84, 200, 26); }

private:
    FloorPlanView *m_view;
    bool m_dragging = false;
    QString m_label;
};

FloorPlanView::FloorPlanView(QWidget *parent)
    : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    setRenderHint(QPainter::Antialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    m_handle = new NodeHandleItem(this);
    m_handle->setVisible(false);
    scene()->addItem(m_handle);
}

QGraphicsItem *FloorPlanView::handle() const
{
    return m_handle;
}

void FloorPlanView::setPlan(PlanPtr plan)
{
    m_plan = std::move(plan);
    rebuild();
}

void FloorPlanView::rebuild()
{
    for (RackItem *item : m_racks)
        delete item;
    m_racks.clear();
    if (!m_plan || m_plan->floor.racks.empty()) {
        m_handle->setVisible(false);
        return;
    }
    const auto devices = render::devicesByRack(*m_plan);
    for (const Rack &rack : m_plan->floor.racks) {
        auto *item = new RackItem(this, m_plan, rack.id, devices[static_cast<std::size_t>(rack.id)]);
        item->setHighlighted(&m_highlighted);
        scene()->addItem(item);
        m_racks.push_back(item);
    }
    m_nodesPerRack = std::max(1, m_plan->floor.nodesPerRack);
    // One rack width: racks stand side by side in a row (and moved racks must not skew it).
    m_pitch = std::max(0.01, m_plan->floor.rackWidthM) * render::kUnitsPerMetre;
    QRectF bounds = render::floorBounds(*m_plan);
    bounds.adjust(0, 0, 6 * m_pitch, 0);
    // The scene only grows while dragging, so the view does not jump under the mouse.
    if (m_handle->isDragging())
        bounds = bounds.united(scene()->sceneRect());
    scene()->setSceneRect(bounds);
    if (!m_handle->isDragging())
        placeHandle();
    m_handle->setVisible(true);
    if (!m_userZoomed && !m_handle->isDragging())
        fitAll();
}

void FloorPlanView::placeHandle()
{
    // After the last compute rack of the last row.
    const Rack *last = nullptr;
    for (const Rack &rack : m_plan->floor.racks)
        if (!last || rack.row > last->row || (rack.row == last->row && rack.position > last->position))
            last = &rack;
    const QRectF rect = render::rackRect(*m_plan, *last);
    m_handle->setPos(rect.right() + m_pitch * 0.6, rect.center().y());
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
    if (m_plan && m_plan->design.gpus && m_plan->sizing.nodes > 0)
        m_dragStartNodes = m_plan->sizing.nodes;
    m_dragStartX = m_handle->x();
}

void FloorPlanView::handleDragged(double sceneX)
{
    const int nodes = nodesForHandleAt(sceneX);
    m_handle->setLabel(tr("%n node(s)", nullptr, nodes));
    if (!m_plan || nodes != m_plan->design.nodes || m_plan->design.gpus)
        emit nodeCountDragged(nodes, m_gesture);
}

void FloorPlanView::handleReleased()
{
    m_handle->setLabel({});
    if (m_plan && !m_plan->floor.racks.empty())
        placeHandle();
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
    m_highlighted = devices;
    for (RackItem *item : m_racks)
        item->update();
}

void FloorPlanView::zoomBy(double factor)
{
    const double current = transform().m11();
    if ((factor > 1 && current > 8) || (factor < 1 && current < 0.02))
        return;
    scale(factor, factor);
    m_userZoomed = true;
    allowScrollBars(this);
}

void FloorPlanView::fitAll()
{
    m_userZoomed = false;
    if (m_plan && !m_plan->floor.racks.empty())
        fitWithoutScrollBars(this, render::floorBounds(*m_plan));
}

void FloorPlanView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        zoomBy(std::pow(1.0015, event->angleDelta().y()));
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void FloorPlanView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (!m_userZoomed)
        fitAll();
}

void FloorPlanView::drawBackground(QPainter *painter, const QRectF &rect)
{
    // Floor tiles: a 0.6 m grid, as on a raised floor, in the palette's colours.
    painter->fillRect(rect, palette().color(QPalette::Base));
    const double tile = 0.6 * render::kUnitsPerMetre;
    QColor line = palette().color(QPalette::Text);
    line.setAlphaF(0.08);
    painter->setPen(QPen(line, 0));
    for (double x = std::floor(rect.left() / tile) * tile; x < rect.right(); x += tile)
        painter->drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()));
    for (double y = std::floor(rect.top() / tile) * tile; y < rect.bottom(); y += tile)
        painter->drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
}

} // namespace fabric::ui
