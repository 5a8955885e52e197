#pragma once

#include "core/verify/asbuiltcheck.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>
#include <QStringList>

#include <vector>

namespace fabric::ui {

// The differences of an as-built check, one row each, in verify's order (by rack, then kind):
// the rack, the kind, the cable's id, the planned link and what was found, and the line of the
// discovery file that names it.
class AsBuiltModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Rack, Kind, Cable, Planned, Found, Line, ColumnCount };
    enum Role { KindRole = Qt::UserRole + 1, RackRole };

    explicit AsBuiltModel(QObject *parent = nullptr);
    // The rows of check, whose planned links are those of network; nothing when check is null.
    void setCheck(const AsBuiltCheck *check, const NetworkPlan *network);
    // The racks the differences are reported under, in order ("" for devices in no planned rack).
    QStringList racks() const;

    static QString kindName(DifferenceKind kind);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row
    {
        DifferenceKind kind = DifferenceKind::Missing;
        QString rack;
        QString cable;
        QString planned;
        QString found;
        int line = 0;
    };
    std::vector<Row> m_rows;
};

// The rows of one rack and one kind, or of all.
class AsBuiltFilter : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    // The differences reported under one rack ("": under none).
    void setRack(const QString &rack);
    void showAllRacks();
    // -1: every kind; else a DifferenceKind.
    void setKind(int kind);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool m_allRacks = true;
    QString m_rack;
    int m_kind = -1;
};

} // namespace fabric::ui
