#pragma once

#include "ui/app/planrunner.h"

#include <QAbstractTableModel>

namespace fabric::ui {

// The plan's bill of materials, one row per line. Numbers are returned as numbers under
// Qt::EditRole (sorting), formatted under Qt::DisplayRole.
class BomModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Network, Category, PartNumber, Description, Quantity, UnitPrice, Extended, Power, Source, ColumnCount };

    explicit BomModel(QObject *parent = nullptr);
    void setPlan(PlanPtr plan);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    PlanPtr m_plan;
};

} // namespace fabric::ui
