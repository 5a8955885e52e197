#include "ui/app/viewfit.h"

#include <QGraphicsView>

namespace fabric::ui {

void fitWithoutScrollBars(QGraphicsView *view, const QRectF &rect)
{
    view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->fitInView(rect, Qt::KeepAspectRatio);
}

void allowScrollBars(QGraphicsView *view)
{
    view->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    view->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
}

} // namespace fabric::ui
