#include "ui/app/asbuiltmodel.h"

#include <QLocale>

namespace fabric::ui {

namespace {

QString where(const PlannedEnd &end)
{
    QString text = AsBuiltModel::tr("%1 port %2").arg(QString::fromStdString(end.device), QString::fromStdString(end.portLabel));
    if (!end.rack.empty())
        text += end.unit > 0 ? QStringLiteral(" (%1 U%2)").arg(QString::fromStdString(end.rack)).arg(end.unit)
                             : QStringLiteral(" (%1)").arg(QString::fromStdString(end.rack));
    return text;
}

QString linkText(const PlannedEnd &a, const PlannedEnd &b)
{
    return where(a) + QStringLiteral(" – ") + where(b);
}

QString speedText(double gbps)
{
    return AsBuiltModel::tr("%1 Gb/s").arg(QLocale().toString(gbps, 'g', 4));
}

} // namespace

AsBuiltModel::AsBuiltModel(QObject *parent) : QAbstractTableModel(parent) {}

QString AsBuiltModel::kindName(DifferenceKind kind)
{
    switch (kind) {
    case DifferenceKind::Missing: return tr("Missing");
    case DifferenceKind::Extra: return tr("Extra");
    case DifferenceKind::Miswired: return tr("Miswired");
    case DifferenceKind::Speed: return tr("Wrong speed");
    case DifferenceKind::UnknownDevice: return tr("Unknown device");
    }
    return {};
}

void AsBuiltModel::setCheck(const AsBuiltCheck *check, const NetworkPlan *network)
{
    beginResetModel();
    m_rows.clear();
    if (check && network) {
        const PlanPorts ports(network->topology, check->planned, check->naming);
        auto planned = [&](int i) -> const PlannedLink & { return check->planned[static_cast<std::size_t>(i)]; };
        for (const Difference &d : check->result.differences) {
            Row row;
            row.kind = d.kind;
            row.rack = QString::fromStdString(d.rack);
            row.line = d.observed.line;
            QStringList cables;
            QStringList plannedLinks;
            for (int p : d.planned) {
                cables << QString::fromStdString(planned(p).label);
                plannedLinks << linkText(planned(p).a, planned(p).b);
            }
            row.cable = cables.join(QStringLiteral(", "));
            row.planned = plannedLinks.join(QStringLiteral("; "));
            switch (d.kind) {
            case DifferenceKind::Missing:
                row.found = tr("no cable");
                break;
            case DifferenceKind::Extra:
            case DifferenceKind::Miswired:
                row.found = linkText(ports.describe(d.observed.a), ports.describe(d.observed.b));
                break;
            case DifferenceKind::Speed:
                row.found = tr("runs at %1, planned %2")
                                .arg(d.observed.rate.empty() ? speedText(d.observed.speedGbps) : QString::fromStdString(d.observed.rate),
                                     speedText(planned(d.planned.front()).speedGbps));
                break;
            case DifferenceKind::UnknownDevice:
                row.found = tr("%1 is not in the plan").arg(QString::fromStdString(d.device));
                break;
            }
            m_rows.push_back(std::move(row));
        }
    }
    endResetModel();
}

QStringList AsBuiltModel::racks() const
{
    QStringList racks;
    for (const Row &row : m_rows)
        if (racks.isEmpty() || racks.back() != row.rack) // rows come grouped by rack
            if (!racks.contains(row.rack))
                racks << row.rack;
    return racks;
}

int AsBuiltModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int AsBuiltModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AsBuiltModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row &row = m_rows[static_cast<std::size_t>(index.row())];
    if (role == KindRole)
        return static_cast<int>(row.kind);
    if (role == RackRole)
        return row.rack;
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Rack: return row.rack.isEmpty() ? tr("not in a planned rack") : row.rack;
        case Kind: return kindName(row.kind);
        case Cable: return row.cable;
        case Planned: return row.planned;
        case Found: return row.found;
        case Line: return row.line > 0 ? QVariant(row.line) : QVariant();
        }
    }
    return {};
}

QVariant AsBuiltModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Rack: return tr("Rack");
    case Kind: return tr("Difference");
    case Cable: return tr("Cable");
    case Planned: return tr("Planned");
    case Found: return tr("Found");
    case Line: return tr("Line");
    }
    return {};
}

void AsBuiltFilter::setRack(const QString &rack)
{
    m_allRacks = false;
    m_rack = rack;
    invalidateFilter();
}

void AsBuiltFilter::showAllRacks()
{
    m_allRacks = true;
    invalidateFilter();
}

void AsBuiltFilter::setKind(int kind)
{
    m_kind = kind;
    invalidateFilter();
}

bool AsBuiltFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_allRacks && index.data(AsBuiltModel::RackRole).toString() != m_rack)
        return false;
    return m_kind < 0 || index.data(AsBuiltModel::KindRole).toInt() == m_kind;
}

} // namespace fabric::ui
