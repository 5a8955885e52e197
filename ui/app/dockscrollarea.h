#pragma once

#include <QScrollArea>

namespace fabric::ui {

// A dock's panel in a vertical scroll area that never scrolls sideways: the area is kept as wide
// as the panel's minimum (which follows its content), so a dock can be made shorter than its
// panel but never narrower. Panels keep that minimum small by wrapping their form rows (label
// above field) when the dock is narrow, as at 200 % scaling.
class DockScrollArea : public QScrollArea
{
    Q_OBJECT

public:
    DockScrollArea(QWidget *panel, QWidget *parent = nullptr);
    // As wide as the panel wants to be laid out unwrapped, with room for the vertical bar.
    QSize sizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void followPanelMinimum();
};

} // namespace fabric::ui
