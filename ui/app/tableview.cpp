#include "ui/app/tableview.h"

#include <QHeaderView>
#include <QTableView>

namespace fabric::ui {

QTableView *makeTable(QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setSortingEnabled(true);
    view->setAlternatingRowColors(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->verticalHeader()->setVisible(false);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    return view;
}

} // namespace fabric::ui
