#include "ui/app/cablemodel.h"

#include "core/cabling/cableid.h"
#include "core/cabling/sharedcables.h"
#include "core/export/cablingrows.h"
#include "ui/app/networkname.h"
#include "ui/render/terms.h"

#include <QLocale>

#include <algorithm>

namespace fabric::ui {

namespace {

QString qtText(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// The medium as the Cabling tab says it, in the interface language; the CSV and workbook keep the
// catalogue's kind ("dac", "twisted-pair") for scripts.
QString mediumName(MediaKind kind)
{
    switch (kind) {
    case MediaKind::Dac: return CableModel::tr("DAC");
    case MediaKind::Acc: return CableModel::tr("active copper");
    case MediaKind::Aoc: return CableModel::tr("AOC");
    case MediaKind::Transceiver: return CableModel::tr("optics + fibre");
    case MediaKind::TwistedPair: return CableModel::tr("twisted pair");
    case MediaKind::Fibre: break; // fibre runs between transceivers: never a link's medium
    }
    return qtText(toString(kind));
}

} // namespace

CableModel::CableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CableModel::setPlan(PlanPtr plan)
{
    beginResetModel();
    m_plan = std::move(plan);
    m_firstRows.assign(1, 0);
    m_sharedCables.assign(m_plan ? m_plan->networks.size() : 0, std::nullopt);
    if (m_plan)
        for (const NetworkPlan &network : m_plan->networks)
            m_firstRows.push_back(m_firstRows.back() + static_cast<int>(network.topology.links.size()));
    endResetModel();
}

int CableModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_plan)
        return 0;
    return m_firstRows.back();
}

CableModel::RowLink CableModel::rowLink(int row) const
{
    const auto next = std::upper_bound(m_firstRows.begin(), m_firstRows.end(), row);
    const auto network = static_cast<std::size_t>(next - m_firstRows.begin() - 1);
    return {&m_plan->networks[network], static_cast<std::size_t>(row - m_firstRows[network])};
}

int CableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CableModel::rackName(const NetworkPlan &network, int device) const
{
    const auto &placements = m_plan->placementsOf(network);
    if (device < 0 || device >= static_cast<int>(placements.size()))
        return {};
    const Placement &p = placements[static_cast<std::size_t>(device)];
    if (p.rack < 0 || p.rack >= static_cast<int>(m_plan->floor.racks.size()))
        return {};
    const QString rack = QString::fromStdString(m_plan->floor.racks[static_cast<std::size_t>(p.rack)].name);
    const int unit = rackUnitShown(network.topology.device(device), p);
    return unit > 0 ? QStringLiteral("%1 U%2").arg(rack).arg(unit) : rack;
}

QString CableModel::sharedCableNote(const NetworkPlan &network, std::size_t link) const
{
    const auto n = static_cast<std::size_t>(&network - m_plan->networks.data());
    std::optional<std::vector<int>> &shared = m_sharedCables[n];
    if (!shared)
        shared = sharedCableFirstLinks(network.topology, network.cables);
    if (link >= shared->size() || (*shared)[link] < 0)
        return {};
    const int first = (*shared)[link];
    if (static_cast<std::size_t>(first) == link)
        return tr("The first of the links one twin or split cable carries; the bill counts the cable once");
    // The link of the same network with that number in the # column: the CSV's Shared cable.
    return tr("On the twin or split cable of #%1; the bill counts that cable once").arg(cableId(first));
}

QVariant CableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto [network, row] = rowLink(index.row());
    const fabric::Link &link = network->topology.links[row];
    const CableRun *run = row < network->cables.runs.size() ? &network->cables.runs[row] : nullptr;
    // The shared selection holds the compute fabric's device ids: another network's links have
    // none of them (its devices are selected in its own topology view).
    const bool compute = network == &m_plan->compute();
    if (role == DeviceARole)
        return compute ? link.a().device : -1;
    if (role == DeviceBRole)
        return compute ? link.b().device : -1;
    if (role == NetworkRoleRole)
        return static_cast<int>(network->role);
    if (role == Qt::TextAlignmentRole && (index.column() == Link || index.column() == Length || index.column() == Ordered))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    // Text columns are elided in a narrow table; the whole text is one hover away.
    if (role == Qt::ToolTipRole) {
        if (index.column() == Link || index.column() == Length || index.column() == Ordered)
            return {};
        const QString text = data(index, Qt::DisplayRole).toString();
        const QString shared = index.column() == Medium || index.column() == PartNumber ? sharedCableNote(*network, row)
                                                                                         : QString();
        return shared.isEmpty() ? text : text + QLatin1Char('\n') + shared;
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    const bool display = role == Qt::DisplayRole;
    const Device &a = network->topology.device(link.a().device);
    const Device &b = network->topology.device(link.b().device);
    switch (index.column()) {
    case Link: return cableId(static_cast<int>(row)); // the cabling CSV's and workbook's Link: each network numbers its own
    case Tier: return render::linkTierName(link.tier(), network->role);
    case FromDevice: return QString::fromStdString(a.name);
    case FromPort: return QString::fromStdString(portLabel(a, link.a().port));
    case FromRack: return rackName(*network, link.a().device);
    case ToDevice: return QString::fromStdString(b.name);
    case ToPort: return QString::fromStdString(portLabel(b, link.b().port));
    case ToRack: return rackName(*network, link.b().device);
    case Length:
        if (!run)
            return {};
        return display ? QVariant(QLocale().toString(run->runLengthM(), 'f', 1)) : QVariant(run->runLengthM());
    case Ordered:    {
        if (!run || !run->carried())
            return {}; // nothing is ordered for a link no medium carries: blank, not 0
        const double ordered = network->cables.orderedLengthM(row);
        return display ? QVariant(QLocale().toString(ordered, 'f', 1)) : QVariant(ordered);
    }
    case Medium: {
        if (!run)
            return QString();
        const CableMedium &medium = network->cables.mediumOf(*run);
        if (!medium.carries())
            return QString();
        return display ? mediumName(medium.kind) : qtText(medium.kindName());
    }
    case Network: return networkName(network->role);
    case PartNumber: {
        if (!run)
            return {};
        const CableMedium &medium = network->cables.mediumOf(*run);
        if (medium.transceiverPnA().empty())
            return qtText(medium.cablePn());
        return QStringLiteral("%1 + %2 + %3").arg(qtText(medium.transceiverPnA()), qtText(medium.cablePn()),
                                                  qtText(medium.transceiverPnB()));
    }
    }
    return {};
}

QVariant CableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Link: return tr("#");
    case Tier: return tr("Tier");
    case FromDevice: return tr("From");
    case FromPort: return tr("From port");
    case FromRack: return tr("From rack");
    case ToDevice: return tr("To");
    case ToPort: return tr("To port");
    case ToRack: return tr("To rack");
    case Length: return tr("Run (m)");
    case Ordered: return tr("Ordered (m)");
    case Medium: return tr("Medium");
    case Network: return tr("Network");
    case PartNumber: return tr("Part numbers");
    }
    return {};
}

CableFilterModel::CableFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(Qt::EditRole);
}

// Each plan sets the selection again, mostly to what it was: filtering half a million rows again
// for it would cost more than the plan.
void CableFilterModel::setText(const QString &text)
{
    QString trimmed = text.trimmed();
    if (trimmed == m_text)
        return;
    m_text = std::move(trimmed);
    invalidateRowsFilter();
}

void CableFilterModel::setDevices(const std::set<int> &devices)
{
    if (devices == m_devices)
        return;
    m_devices = devices;
    invalidateRowsFilter();
}

void CableFilterModel::setNetwork(std::optional<NetworkRole> network)
{
    if (network == m_network)
        return;
    m_network = network;
    invalidateRowsFilter();
}

// The # column numbers each network's links from 1: by it, the networks stay in the plan's order.
bool CableFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (left.column() == CableModel::Link && right.column() == CableModel::Link)
        return left.row() < right.row();
    return QSortFilterProxyModel::lessThan(left, right);
}

bool CableFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *source = sourceModel();
    if (m_network && source->index(sourceRow, 0, sourceParent).data(CableModel::NetworkRoleRole).toInt() != static_cast<int>(*m_network))
        return false;
    if (m_devices.empty() && m_text.isEmpty())
        return true;
    if (!m_devices.empty()) {
        const int a = source->index(sourceRow, 0, sourceParent).data(CableModel::DeviceARole).toInt();
        const int b = source->index(sourceRow, 0, sourceParent).data(CableModel::DeviceBRole).toInt();
        if (!m_devices.count(a) && !m_devices.count(b))
            return false;
    }
    if (m_text.isEmpty())
        return true;
    for (int column : {CableModel::FromDevice, CableModel::FromRack, CableModel::ToDevice,
                       CableModel::ToRack, CableModel::Medium, CableModel::PartNumber, CableModel::Tier,
                       CableModel::Network}) {
        if (source->index(sourceRow, column, sourceParent).data().toString().contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    // The medium also by the word the CSV and workbook give it ("transceiver", "dac").
    return source->index(sourceRow, CableModel::Medium, sourceParent).data(Qt::EditRole).toString().contains(m_text, Qt::CaseInsensitive);
}

} // namespace fabric::ui
