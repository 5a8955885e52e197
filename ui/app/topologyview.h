#pragma once

#include "ui/app/planrunner.h"
#include "ui/app/viewoverlay.h"
#include "ui/render/topologylayout.h"

#include <QGraphicsView>

class QComboBox;

#include <set>

namespace fabric::ui {

class TopologyBoxItem;

// Tiers of switches over groups of nodes, links counted between them, of one network at a time
// (a selector in a strip above the view); hover for details, click to select (the selection is
// shared with the floor plan and the cabling table: every node and the compute fabric's switches;
// another network's switches are its own).
class TopologyView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit TopologyView(QWidget *parent = nullptr);
    void setPlan(PlanPtr plan);
    // The network shown; one the plan lacks shows the compute fabric until it is planned again.
    void setNetwork(NetworkRole network);
    NetworkRole network() const { return m_network; }
    // The network the view shows now (the compute fabric when the chosen one is not planned).
    NetworkRole shownNetwork() const;
    QComboBox *networkSelector() const { return m_selector; }
    void setHighlighted(const std::set<int> &devices);
    const render::TopologyLayout &layout() const { return m_layout; }
    // The most boxes a row of the diagram has: as many as keep its text readable at the view's
    // width (the labels shown at three quarters of their size or more), from 4 to 16.
    int boxesPerRow() const { return m_boxesPerRow; }
    static constexpr double kReadableScale = 0.75;
    void selectBox(int box);
    // Drawn over the diagram (nothing when empty); the view repaints.
    void setOverlay(ViewOverlay overlay);

signals:
    void devicesSelected(const std::set<int> &devices);
    void networkChanged(NetworkRole network);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    void rebuild();
    render::TopologyLayout readableLayout();
    int boxesPerRowAt(int viewportWidth) const;
    void fillSelector();
    void placeSelector();

    PlanPtr m_plan;
    render::TopologyLayout m_layout;
    std::vector<TopologyBoxItem *> m_boxes;
    std::set<int> m_highlighted;
    ViewOverlay m_overlay;
    bool m_userZoomed = false;
    int m_boxesPerRow = 16;
    int m_laidOutWidth = 0; // the viewport's width when the diagram was laid out
    NetworkRole m_network = NetworkRole::Compute;
    std::set<int> m_ownSelection; // outside the compute fabric: this network's devices selected here
    QWidget *m_strip = nullptr;
    QComboBox *m_selector = nullptr;
};

} // namespace fabric::ui
