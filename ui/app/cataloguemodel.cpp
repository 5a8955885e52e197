#include "ui/app/cataloguemodel.h"

#include "ui/app/format.h"
#include "ui/render/sentences.h"
#include "ui/render/translatedtext.h"

#include <set>

namespace fabric::ui {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

CatalogueModel::CatalogueModel(const Catalogue &catalogue, QObject *parent)
    : QAbstractTableModel(parent)
{
    for (const SwitchModel &s : catalogue.switches()) {
        Row row{tr("switch"), qs(s.model), qs(s.family + (s.asic.empty() ? "" : ", " + s.asic)),
                QString::fromLatin1(toString(s.technology)), {}, s.price.usd, s.price.indicative, qs(s.provenance.source)};
        for (const PortMode &mode : s.portModes)
            row.speeds << mode.speedGbps;
        row.description += tr(", %1 cages").arg(s.cages);
        row.description += s.powerW ? tr(", %1 W typical").arg(*s.powerW) : tr(", power unknown");
        if (s.liquidCooled)
            row.description += tr(", liquid-cooled");
        if (const Text features = s.features(); !features.empty())
            row.description += tr(", %1").arg(render::translated(features));
        if (!s.featureSource.empty())
            row.source += QStringLiteral("\n") + tr("Features: %1").arg(qs(s.featureSource));
        m_rows.push_back(std::move(row));
    }
    for (const Nic &n : catalogue.nics())
        m_rows.push_back({tr("nic"), qs(n.model), qs(n.family), qs(n.technology), {n.speedGbps}, n.price.usd,
                          n.price.indicative, qs(n.provenance.source)});
    for (const Medium &m : catalogue.media()) {
        const QString kind = m.kind == MediaKind::Transceiver ? tr("transceiver")
                             : m.kind == MediaKind::Fibre     ? tr("fibre")
                                                              : tr("cable");
        QString description = qs(m.description.empty() ? m.family : m.description);
        if (description.isEmpty())
            description = QString::fromLatin1(toString(m.kind));
        if (!m.forSale)
            description += tr(" (not for sale; order %1 instead)").arg(qs(m.replacedBy));
        m_rows.push_back({kind, qs(m.partNumber), description, qs(m.technology), {m.speedGbps}, m.price.usd,
                          m.price.indicative, qs(m.provenance.source)});
    }
    for (const Platform &p : catalogue.platforms())
        m_rows.push_back({tr("platform"), qs(p.name),
                          p.gpus > 0 ? tr("%1 × %2, %3 × %4G").arg(p.gpus).arg(qs(p.gpuModel)).arg(p.computePorts).arg(p.nicSpeedGbps)
                                     : tr("%1 × %2G").arg(p.computePorts).arg(p.nicSpeedGbps),
                          QString(), {p.nicSpeedGbps}, p.price.usd, p.price.indicative, qs(p.provenance.source)});
    for (const Appliance &a : catalogue.appliances())
        m_rows.push_back({tr("appliance"), qs(a.model), tr("%1 fabric ports").arg(a.fabricPorts),
                          QString::fromLatin1(toString(a.technology)), {a.portSpeedGbps}, a.price.usd,
                          a.price.indicative, qs(a.provenance.source)});
}

int CatalogueModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int CatalogueModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CatalogueModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[static_cast<std::size_t>(index.row())];
    if (role == KindRole)
        return row.kind;
    if (role == SpeedsRole)
        return QVariant::fromValue(row.speeds);
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case Kind: return row.kind;
        case Part: return row.part;
        case Description: return row.description;
        case Technology: return row.technology;
        case Speed: {
            if (role == Qt::EditRole)
                return row.speeds.isEmpty() ? 0 : row.speeds.first();
            QStringList speeds;
            for (int s : row.speeds)
                speeds << QString::number(s);
            return render::joinedItems(speeds);
        }
        case Price:
            if (!row.priceUsd)
                return role == Qt::DisplayRole ? QVariant(tr("unknown")) : QVariant();
            return role == Qt::DisplayRole ? QVariant(formatMoney(*row.priceUsd, QStringLiteral("USD")) + (row.indicative ? tr(" (indicative)") : QString()))
                                           : QVariant(*row.priceUsd);
        case Source: return row.source;
        }
    }
    // The dialog cuts long descriptions ("…(not for sale; order …") and sources: whole in the tooltip.
    if (role == Qt::ToolTipRole && (index.column() == Source || index.column() == Description || index.column() == Part))
        return data(index, Qt::DisplayRole);
    return {};
}

QVariant CatalogueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Kind: return tr("Kind");
    case Part: return tr("Model / part number");
    case Description: return tr("Description");
    case Technology: return tr("Technology");
    case Speed: return tr("Speed (Gb/s)");
    case Price: return tr("Price");
    case Source: return tr("Source");
    }
    return {};
}

QStringList CatalogueModel::kinds() const
{
    QStringList kinds;
    for (const Row &row : m_rows)
        if (!kinds.contains(row.kind))
            kinds << row.kind;
    return kinds;
}

QList<int> CatalogueModel::speeds() const
{
    std::set<int> speeds;
    for (const Row &row : m_rows)
        for (int s : row.speeds)
            if (s > 0)
                speeds.insert(s);
    return QList<int>(speeds.begin(), speeds.end());
}

CatalogueFilterModel::CatalogueFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(Qt::EditRole);
}

void CatalogueFilterModel::setKind(const QString &kind)
{
    m_kind = kind;
    invalidateRowsFilter();
}

void CatalogueFilterModel::setSpeed(int speedGbps)
{
    m_speed = speedGbps;
    invalidateRowsFilter();
}

void CatalogueFilterModel::setText(const QString &text)
{
    m_text = text.trimmed();
    invalidateRowsFilter();
}

bool CatalogueFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_kind.isEmpty() && index.data(CatalogueModel::KindRole).toString() != m_kind)
        return false;
    if (m_speed > 0 && !index.data(CatalogueModel::SpeedsRole).value<QList<int>>().contains(m_speed))
        return false;
    if (m_text.isEmpty())
        return true;
    for (int c : {CatalogueModel::Part, CatalogueModel::Description, CatalogueModel::Technology, CatalogueModel::Source})
        if (sourceModel()->index(sourceRow, c, sourceParent).data().toString().contains(m_text, Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace fabric::ui
