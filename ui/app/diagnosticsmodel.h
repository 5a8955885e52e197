#pragma once

#include "ui/app/planrunner.h"

#include <QAbstractTableModel>

namespace fabric::ui {

// The plan's warnings and errors, errors first, each with the design field it names.
class DiagnosticsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Severity, Field, Message, ColumnCount };
    enum Role { FieldRole = Qt::UserRole + 1, IsErrorRole };

    explicit DiagnosticsModel(QObject *parent = nullptr);
    void setPlan(PlanPtr plan);
    int errorCount() const;
    int warningCount() const;
    int noteCount() const; // facts without a warning sign (a part's unknown power draw)

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Diagnostics m_diagnostics;
};

} // namespace fabric::ui
