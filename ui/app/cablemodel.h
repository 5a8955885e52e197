#pragma once

#include "ui/app/planrunner.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include <optional>
#include <set>
#include <vector>

namespace fabric::ui {

// The cabling plan of every network: one row per link, port to port, with its network, length and
// medium; the compute fabric's links first, then each other network's in the plan's order. Each
// network numbers its own links (the # column), as the cabling CSV and workbook do.
class CableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Link, Tier, FromDevice, FromPort, FromRack, ToDevice, ToPort, ToRack, Length,
                  Ordered, Medium, Network, PartNumber, ColumnCount };
    enum Role { DeviceARole = Qt::UserRole + 1, DeviceBRole, NetworkRoleRole /* the link's NetworkRole, as an int */ };

    explicit CableModel(QObject *parent = nullptr);
    void setPlan(PlanPtr plan);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct RowLink
    {
        const NetworkPlan *network;
        std::size_t link;
    };
    RowLink rowLink(int row) const;
    QString rackName(const NetworkPlan &network, int device) const;
    // "A twin or split cable ...": which row's cable also carries this link, or empty.
    QString sharedCableNote(const NetworkPlan &network, std::size_t link) const;

    PlanPtr m_plan;
    std::vector<int> m_firstRows; // each network's first row; one more entry: the row count
    // By network, sharedCableFirstLinks, worked out when a tooltip first asks (a drag re-plans
    // faster than anyone hovers).
    mutable std::vector<std::optional<std::vector<int>>> m_sharedCables;
};

// Text filter over device names, ports, racks and part numbers, the shared selection (when
// devices are selected only their links remain) and one network's links, numbered as the CSV
// numbers them.
class CableFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit CableFilterModel(QObject *parent = nullptr);
    void setText(const QString &text);
    void setDevices(const std::set<int> &devices);
    const std::set<int> &devices() const { return m_devices; }
    // Every network's links when empty.
    void setNetwork(std::optional<NetworkRole> network);
    std::optional<NetworkRole> network() const { return m_network; }

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    std::set<int> m_devices;
    std::optional<NetworkRole> m_network;
};

} // namespace fabric::ui
