#include "ui/app/topologyview.h"

#include "ui/app/networkname.h"
#include "ui/app/viewfit.h"

#include "ui/render/topologydiagram.h"

#include <QComboBox>
#include <QGraphicsItem>
#include <QHBoxLayout>
#include <QLabel>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace fabric::ui {

class TopologyBoxItem : public QGraphicsItem
{
public:
    TopologyBoxItem(TopologyView *view, int index) : m_view(view), m_index(index)
    {
        setToolTip(box().detail);
        setAcceptHoverEvents(true);
        setCursor(Qt::PointingHandCursor);
        setZValue(1);
    }
    const render::TopologyBox &box() const { return m_view->layout().boxes[static_cast<std::size_t>(m_index)]; }
    QRectF boundingRect() const override { return box().rect.adjusted(-4, -4, 4, 4); }
    void setHighlighted(bool on)
    {
        if (on != m_highlighted) {
            m_highlighted = on;
            update();
        }
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        render::paintTopologyBox(*painter, box(), m_highlighted || m_hovered);
    }

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *) override { m_hovered = true; update(); }
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *) override { m_hovered = false; update(); }
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override
    {
        event->accept();
        m_view->selectBox(m_index);
    }

private:
    TopologyView *m_view;
    int m_index;
    bool m_highlighted = false;
    bool m_hovered = false;
};

// All the links of the layout in one item: thousands of line items would slow every repaint.
class TopologyEdgesItem : public QGraphicsItem
{
public:
    explicit TopologyEdgesItem(const render::TopologyLayout *layout) : m_layout(layout) {}
    QRectF boundingRect() const override { return m_layout->bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override
    {
        render::paintTopologyEdges(*painter, *m_layout, option->palette.color(QPalette::Text));
        render::paintTopologyRowCaptions(*painter, *m_layout, option->palette.color(QPalette::Text));
    }

private:
    const render::TopologyLayout *m_layout;
};

TopologyView::TopologyView(QWidget *parent)
    : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    setRenderHint(QPainter::Antialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);

    // The network selector, in a strip of its own above the diagram.
    m_strip = new QWidget(this);
    m_strip->setAutoFillBackground(true);
    auto *row = new QHBoxLayout(m_strip);
    row->setContentsMargins(6, 3, 6, 3);
    auto *label = new QLabel(tr("&Network:"), m_strip);
    m_selector = new QComboBox(m_strip);
    m_selector->setObjectName(QStringLiteral("topologyNetwork"));
    m_selector->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    label->setBuddy(m_selector);
    row->addWidget(label);
    row->addWidget(m_selector);
    row->addStretch();
    fillSelector();
    connect(m_selector, &QComboBox::activated, this, [this](int index) {
        setNetwork(static_cast<NetworkRole>(m_selector->itemData(index).toInt()));
    });
    setViewportMargins(0, m_strip->sizeHint().height(), 0, 0);
}

void TopologyView::fillSelector()
{
    const QSignalBlocker blocker(m_selector);
    m_selector->clear();
    for (NetworkRole role : kNetworkRoles)
        if (role == NetworkRole::Compute || (m_plan && m_plan->network(role)))
            m_selector->addItem(networkName(role), static_cast<int>(role));
    m_selector->setCurrentIndex(std::max(0, m_selector->findData(static_cast<int>(shownNetwork()))));
    m_selector->setEnabled(m_selector->count() > 1);
}

void TopologyView::placeSelector()
{
    const int frame = frameWidth();
    m_strip->setGeometry(frame, frame, width() - 2 * frame, m_strip->sizeHint().height());
}

NetworkRole TopologyView::shownNetwork() const
{
    return m_plan && m_plan->network(m_network) ? m_network : NetworkRole::Compute;
}

void TopologyView::setNetwork(NetworkRole network)
{
    if (network == m_network)
        return;
    m_network = network;
    m_userZoomed = false;
    fillSelector();
    rebuild();
    emit networkChanged(network);
}

void TopologyView::setPlan(PlanPtr plan)
{
    m_plan = std::move(plan);
    fillSelector();
    rebuild();
}

void TopologyView::rebuild()
{
    m_ownSelection.clear();
    scene()->clear();
    m_boxes.clear();
    m_layout = m_plan ? readableLayout() : render::TopologyLayout{};
    if (m_layout.boxes.empty())
        return;
    scene()->addItem(new TopologyEdgesItem(&m_layout));
    for (std::size_t i = 0; i < m_layout.boxes.size(); ++i) {
        auto *item = new TopologyBoxItem(this, static_cast<int>(i));
        scene()->addItem(item);
        m_boxes.push_back(item);
    }
    if (!m_layout.caption.isEmpty()) {
        auto *caption = scene()->addSimpleText(m_layout.caption);
        caption->setBrush(palette().color(QPalette::Text));
        caption->setPos(m_layout.bounds.left() + 10, m_layout.bounds.bottom() - 30);
    }
    scene()->setSceneRect(m_layout.bounds);
    setHighlighted(m_highlighted);
    if (!m_userZoomed)
        fitWithoutScrollBars(this, m_layout.bounds);
}

namespace {

constexpr int kFewestBoxes = 4;
constexpr int kMostBoxes = 16;

} // namespace

int TopologyView::boxesPerRowAt(int viewportWidth) const
{
    const double boxWidth = m_layout.boxes.empty() ? 64.0 : m_layout.boxes.front().rect.width();
    return std::clamp(render::boxesPerRowWithin(viewportWidth / kReadableScale, boxWidth), kFewestBoxes, kMostBoxes);
}

// Fewer, larger groups where the view is narrow: fitted to 530 px at 1280 x 720, sixteen boxes a
// row drew the labels at 5 px and the row captions at 6. A zoomed view keeps what it had.
render::TopologyLayout TopologyView::readableLayout()
{
    int boxes = m_userZoomed ? m_boxesPerRow : kMostBoxes;
    render::TopologyLayout layout = render::layoutTopology(*m_plan, boxes, shownNetwork());
    const double width = viewport()->width() / kReadableScale;
    while (!m_userZoomed && boxes > kFewestBoxes && layout.bounds.width() > width && !layout.boxes.empty()) {
        boxes = std::clamp(render::boxesPerRowWithin(width, layout.boxes.front().rect.width()), kFewestBoxes, boxes - 1);
        layout = render::layoutTopology(*m_plan, boxes, shownNetwork());
    }
    m_boxesPerRow = boxes;
    m_laidOutWidth = viewport()->width();
    return layout;
}

void TopologyView::selectBox(int box)
{
    const auto &devices = m_layout.boxes[static_cast<std::size_t>(box)].devices;
    std::set<int> selected(devices.begin(), devices.end());
    // Outside the compute fabric the window's selection (compute device ids) takes the nodes,
    // whose ids every network shares, and this network's own devices stay this view's.
    if (shownNetwork() != NetworkRole::Compute) {
        const Topology &topology = m_plan->network(shownNetwork())->topology;
        std::erase_if(selected, [&](int id) { return topology.device(id).kind != DeviceKind::Node; });
        if (selected.empty()) {
            std::set<int> own(devices.begin(), devices.end());
            if (own == m_ownSelection)
                own.clear();
            m_ownSelection = own;
            setHighlighted(m_highlighted);
            return;
        }
    }
    if (selected == m_highlighted)
        selected.clear(); // a second click deselects
    emit devicesSelected(selected);
}

void TopologyView::setHighlighted(const std::set<int> &devices)
{
    m_highlighted = devices;
    const Topology *shown = m_plan && shownNetwork() != NetworkRole::Compute ? &m_plan->network(shownNetwork())->topology : nullptr;
    for (TopologyBoxItem *item : m_boxes) {
        bool on = false;
        for (int id : item->box().devices)
            if (m_ownSelection.count(id) || (devices.count(id) && (!shown || shown->device(id).kind == DeviceKind::Node))) {
                on = true;
                break;
            }
        item->setHighlighted(on);
    }
}

void TopologyView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    placeSelector();
    if (m_userZoomed || m_layout.boxes.empty())
        return;
    // Laid out again only where the width holds another number of boxes a row.
    if (boxesPerRowAt(viewport()->width()) != boxesPerRowAt(m_laidOutWidth))
        rebuild();
    else
        fitWithoutScrollBars(this, m_layout.bounds);
}

void TopologyView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const double factor = std::pow(1.0015, event->angleDelta().y());
        scale(factor, factor);
        m_userZoomed = true;
        allowScrollBars(this);
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void TopologyView::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, palette().color(QPalette::Base));
}

void TopologyView::setOverlay(ViewOverlay overlay)
{
    m_overlay = std::move(overlay);
    viewport()->update();
}

void TopologyView::drawForeground(QPainter *painter, const QRectF &rect)
{
    if (!m_overlay)
        return;
    painter->save();
    m_overlay(*painter, rect);
    painter->restore();
}

} // namespace fabric::ui
