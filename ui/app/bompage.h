#pragma once

#include "ui/app/planrunner.h"

#include <QWidget>

class QAbstractItemModel;
class QLabel;
class QTableView;

namespace fabric::ui {

// The Bill of materials tab: the plan's lines (a BomModel, sorted through the model given) and,
// under them, what they come to: the pricing engine's list, discount, net and tax, as the Figures
// dock and the exports read them. At 1280 x 720 the amounts come before the description and the
// network, so that they are in sight without scrolling sideways.
class BomPage : public QWidget
{
    Q_OBJECT

public:
    BomPage(QAbstractItemModel *lines, QWidget *parent = nullptr);
    QTableView *table() const { return m_table; }
    void setPlan(const PlanPtr &plan);
    // "Total: 43,265,992 USD (excludes 1 item on request)", or with the list and the discount.
    static QString totalText(const Plan &plan);

private:
    QTableView *m_table;
    QLabel *m_total;
};

} // namespace fabric::ui
