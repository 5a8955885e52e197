#include "ui/app/bommodel.h"

#include "core/bom/billsection.h"
#include "ui/app/format.h"
#include "ui/render/terms.h"
#include "ui/render/translatedtext.h"

#include <QFont>
#include <QRegularExpression>

namespace fabric::ui {

namespace {

// A price's source as the interface language says it: the catalogue's estimates carry the app's
// own disclaimer ("Fabric Planner indicative estimate, 2026-11; not a quote"), translated here
// with its month; a vendor's or the user's source (a price list's name) is shown as written.
QString sourceText(const std::string &source)
{
    static const QRegularExpression disclaimer(QStringLiteral("^Fabric Planner indicative estimate, (\\d{4}-\\d{2}); not a quote$"));
    const QString text = QString::fromStdString(source);
    if (const QRegularExpressionMatch match = disclaimer.match(text); match.hasMatch())
        return BomModel::tr("Fabric Planner indicative estimate, %1; not a quote").arg(match.captured(1));
    return text;
}

} // namespace

BomModel::BomModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void BomModel::setPlan(PlanPtr plan)
{
    beginResetModel();
    m_plan = std::move(plan);
    endResetModel();
}

int BomModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_plan)
        return 0;
    return static_cast<int>(m_plan->bom.lines.size());
}

int BomModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BomModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const BomLine &line = m_plan->bom.lines[static_cast<std::size_t>(index.row())];
    const QString currency = QString::fromStdString(m_plan->bom.currency);
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        const bool display = role == Qt::DisplayRole;
        switch (index.column()) {
        case Network: {
            // The line's network (issue 38 item 4), or the racks and PDUs that serve them all.
            return render::translated(billSectionTitle(line.network));
        }
        case Category: return render::bomCategoryName(line.category);
        case PartNumber: return QString::fromStdString(line.partNumber);
        case Description: return render::translated(line.description);
        case Quantity: return display ? QVariant(formatCount(line.quantity)) : QVariant(line.quantity);
        case UnitPrice:
            if (!line.unitPrice)
                return display ? tr("unknown") : QVariant();
            return display ? formatMoney(*line.unitPrice, currency) : QVariant(*line.unitPrice);
        case Extended:
            if (!line.extendedPrice())
                return display ? tr("unknown") : QVariant();
            return display ? formatMoney(*line.extendedPrice(), currency) : QVariant(*line.extendedPrice());
        case Power:
            // Unknown draw stays unknown, as in the exports: never shown as 0 W.
            if (line.powerUnknown)
                return display ? tr("unknown") : QVariant();
            return display ? formatPower(line.powerW) : QVariant(line.powerW);
        case Source: return sourceText(line.source);
        }
    }
    if (role == Qt::TextAlignmentRole) {
        if (index.column() == Quantity || index.column() == UnitPrice || index.column() == Extended
            || index.column() == Power)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    // Text columns are elided in the table; the whole text is one hover away.
    if (role == Qt::ToolTipRole && (index.column() == Network || index.column() == Category || index.column() == PartNumber
                                    || index.column() == Description || index.column() == Source))
        return data(index, Qt::DisplayRole);
    if (role == Qt::ToolTipRole && (index.column() == UnitPrice || index.column() == Extended)) {
        if (!line.unitPrice)
            return tr("No price known for this part: add it with Catalogue > Import Price List.");
        if (line.indicative)
            return tr("Indicative price (%1)").arg(sourceText(line.source));
    }
    if (role == Qt::FontRole && (index.column() == UnitPrice || index.column() == Extended)
        && line.unitPrice && line.indicative) {
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    return {};
}

QVariant BomModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Network: return tr("Network");
    case Category: return tr("Category");
    case PartNumber: return tr("Part number");
    case Description: return tr("Description");
    case Quantity: return tr("Qty");
    case UnitPrice: return tr("Unit price");
    case Extended: return tr("Extended");
    case Power: return tr("Power");
    case Source: return tr("Source");
    }
    return {};
}

} // namespace fabric::ui
