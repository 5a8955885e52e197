#pragma once

#include "core/compare/comparison.h"

#include <QAbstractTableModel>

namespace fabric::ui {

// A Comparison as a table: one row per metric, a Metric and a Unit column, then one column per
// design. Columns after the first design show their difference from it, marked " *" where it is
// not exact (ComparisonRow::deltaComplete: either value leaves parts out); the best design on a row
// is flagged (BestRole) and highlighted, only when every design's value on the row is known.
// Unknown values read "unknown".
class ComparisonModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Metric, Unit, FirstDesign };
    enum Role { ValueRole = Qt::UserRole + 1, DeltaRole, BestRole, GroupRole };

    explicit ComparisonModel(QObject *parent = nullptr);
    void setComparison(Comparison comparison); // amounts in comparison.currency
    const Comparison &comparison() const { return m_comparison; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString valueText(const ComparisonRow &row, std::size_t design) const;

    Comparison m_comparison;
    QString m_currency;
};

} // namespace fabric::ui
