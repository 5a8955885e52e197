#pragma once

#include "core/design/networkspec.h"

#include "ui/app/planrunner.h"

#include <QWidget>

class QFormLayout;
class QLabel;

namespace fabric::ui {

// The headline numbers of the current plan, always in view.
class FiguresPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FiguresPanel(QWidget *parent = nullptr);
    void setPlan(const PlanPtr &plan);
    // The text shown for a figure (tests and accessibility).
    QString value(const QString &key) const;
    // A warning when the last change of size crossed a tier boundary or added many switches for a
    // few nodes; empty otherwise.
    QString changeNotice() const;
    // The next plan is no change of size (a file opened, a new design, a recovery): nothing to
    // compare it with, and no notice.
    void forgetPrevious();

private:
    QLabel *addFigure(const QString &key, const QString &label);

    QFormLayout *m_form;
    QHash<QString, QLabel *> m_values;
    QLabel *m_tiers;
    QLabel *m_networks;
    QLabel *m_notice;
    PlanPtr m_previous;
};

} // namespace fabric::ui
