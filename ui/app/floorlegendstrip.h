#pragma once

#include "ui/app/planrunner.h"

#include <QWidget>

namespace fabric::ui {

// The key to the floor plan's colours (nodes, switch tiers, each planned network's switches,
// the selection, a rack over its power limit) in a strip of its own above the floor, so that it
// never covers the first row, however the floor is zoomed or scrolled.
class FloorLegendStrip : public QWidget
{
    Q_OBJECT

public:
    explicit FloorLegendStrip(QWidget *parent = nullptr);
    void setPlan(PlanPtr plan);
    // The height the key takes at this width (its entries wrap); 0 without a floor.
    int heightFor(int width) const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    PlanPtr m_plan;
};

} // namespace fabric::ui
