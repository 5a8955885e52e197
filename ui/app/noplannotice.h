#pragma once

#include "ui/app/planrunner.h"

#include <QLabel>

namespace fabric::ui {

// A line in the middle of a view that has nothing to show because the design has errors: "No
// plan: the design has 1 error. See Warnings and errors." It covers the view (the view's own
// background) and follows its size; on a scroll area it goes over the viewport.
class NoPlanNotice : public QLabel
{
    Q_OBJECT

public:
    explicit NoPlanNotice(QWidget *host);
    // Shown while the plan has errors and the view is blank; hidden otherwise.
    void showFor(const PlanPtr &plan, bool blank = true);
    static QString text(int errors);
    static int errorCount(const Plan &plan);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_host;
};

} // namespace fabric::ui
