#pragma once

#include "ui/app/planrunner.h"
#include "ui/app/viewoverlay.h"
#include "ui/render/topologylayout.h"

#include <QGraphicsView>

#include <set>

namespace fabric::ui {

class TopologyBoxItem;

// Tiers of switches over groups of nodes, links counted between them; hover for details, click
// to select (the selection is shared with the floor plan and the cabling table).
class TopologyView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit TopologyView(QWidget *parent = nullptr);
    void setPlan(PlanPtr plan);
    void setHighlighted(const std::set<int> &devices);
    const render::TopologyLayout &layout() const { return m_layout; }
    void selectBox(int box);
    // Drawn over the diagram (nothing when empty); the view repaints.
    void setOverlay(ViewOverlay overlay);

signals:
    void devicesSelected(const std::set<int> &devices);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    void rebuild();

    PlanPtr m_plan;
    render::TopologyLayout m_layout;
    std::vector<TopologyBoxItem *> m_boxes;
    std::set<int> m_highlighted;
    ViewOverlay m_overlay;
    bool m_userZoomed = false;
};

} // namespace fabric::ui
