#pragma once

#include "ui/app/planrunner.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include <set>

namespace fabric::ui {

// The cabling plan: one row per link, port to port, with its length and medium.
class CableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Link, Tier, FromDevice, FromPort, FromRack, ToDevice, ToPort, ToRack, Length,
                  Ordered, Medium, PartNumber, ColumnCount };
    enum Role { DeviceARole = Qt::UserRole + 1, DeviceBRole };

    explicit CableModel(QObject *parent = nullptr);
    void setPlan(PlanPtr plan);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString rackName(int device) const;

    PlanPtr m_plan;
};

// Text filter over device names, ports, racks and part numbers, and the shared selection: when
// devices are selected only their links remain.
class CableFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit CableFilterModel(QObject *parent = nullptr);
    void setText(const QString &text);
    void setDevices(const std::set<int> &devices);
    const std::set<int> &devices() const { return m_devices; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    std::set<int> m_devices;
};

} // namespace fabric::ui
