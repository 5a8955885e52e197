#include "ui/app/dockscrollarea.h"

#include <QEvent>
#include <QScrollBar>

namespace fabric::ui {

DockScrollArea::DockScrollArea(QWidget *panel, QWidget *parent)
    : QScrollArea(parent)
{
    setWidget(panel);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    panel->installEventFilter(this);
    followPanelMinimum();
}

QSize DockScrollArea::sizeHint() const
{
    const int bar = verticalScrollBar()->sizeHint().width();
    return {widget()->sizeHint().width() + bar + 2 * frameWidth(), QScrollArea::sizeHint().height()};
}

bool DockScrollArea::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        followPanelMinimum();
    return QScrollArea::eventFilter(watched, event);
}

void DockScrollArea::followPanelMinimum()
{
    // Room for the vertical bar too, so that its appearing never hides the panel's right edge.
    const int bar = verticalScrollBar()->sizeHint().width();
    const int width = widget()->minimumSizeHint().width() + bar + 2 * frameWidth();
    if (width != minimumWidth())
        setMinimumWidth(width);
}

} // namespace fabric::ui
