#include "ui/app/comparisonmodel.h"

#include "ui/render/translatedtext.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace fabric::ui {

namespace {

int decimalsFor(double value)
{
    const double magnitude = std::abs(value);
    if (magnitude == std::floor(magnitude) || magnitude >= 100.0)
        return 0;
    return magnitude >= 10.0 ? 1 : 2;
}

QString number(double value)
{
    return QLocale().toString(value, 'f', decimalsFor(value));
}

std::string leavesOutList(const ComparisonRow &row, std::size_t design)
{
    std::string parts;
    for (const std::string &part : row.leavesOut.at(design))
        parts += (parts.empty() ? "" : ", ") + part;
    return parts;
}

} // namespace

ComparisonModel::ComparisonModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ComparisonModel::setComparison(Comparison comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    m_currency = QString::fromStdString(m_comparison.currency);
    endResetModel();
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_comparison.rows.size());
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstDesign + static_cast<int>(m_comparison.designs.size());
}

QString ComparisonModel::valueText(const ComparisonRow &row, std::size_t design) const
{
    const std::optional<double> &value = row.values.at(design);
    if (!value)
        return render::translated(missingValueText(row, design)); // "unknown" or "not planned"
    // At least this: the value leaves out parts of unknown price or draw.
    QString text = row.complete(design) ? number(*value) : tr("≥ %1").arg(number(*value));
    if (design == 0)
        return text;
    const auto delta = row.delta(design);
    if (!delta || *delta == 0.0)
        return text;
    const QString sign = *delta > 0 ? QStringLiteral("+") : QString();
    // The percentage alone when there is one (the difference itself is in the tooltip): short
    // enough for two designs beside the docks at 1280 x 720.
    const auto percent = row.deltaPercent(design);
    // Marked as the text and the workbook mark it where either value leaves parts out.
    const QString mark = row.deltaComplete(design) ? QString() : QStringLiteral(" *");
    return percent ? QStringLiteral("%1 (%2%3%%4)").arg(text, sign, number(*percent), mark)
                   : QStringLiteral("%1 (%2%3%4)").arg(text, sign, number(*delta), mark);
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ComparisonRow &row = m_comparison.rows[static_cast<std::size_t>(index.row())];
    if (role == GroupRole)
        return render::translated(row.group);
    if (index.column() == Metric) // the tooltip shows a name the column elides
        return role == Qt::DisplayRole || role == Qt::EditRole || role == Qt::ToolTipRole ? render::translated(row.metric)
                                                                                         : QVariant();
    if (index.column() == Unit) {
        if (role != Qt::DisplayRole && role != Qt::EditRole)
            return {};
        if (row.unit == "currency")
            return m_currency;
        // One spelling of microseconds across the window.
        return row.unit == "us" ? QStringLiteral("µs") : QString::fromStdString(row.unit);
    }
    const auto design = static_cast<std::size_t>(index.column() - FirstDesign);
    const std::optional<double> &value = row.values.at(design);
    // Better only against complete values: with any design unknown or incomplete on a row nothing
    // is highlighted, since that one might be the best (ComparisonRow::best()).
    const bool best = row.values.size() > 1 && row.best() == design;
    switch (role) {
    case Qt::DisplayRole:
        return valueText(row, design);
    case Qt::EditRole:
    case ValueRole:
        return value ? QVariant(value.value()) : QVariant();
    case DeltaRole: {
        const auto delta = row.delta(design);
        return delta ? QVariant(*delta) : QVariant();
    }
    case BestRole:
        return best;
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (best) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::BackgroundRole:
        if (best) {
            const bool dark = QGuiApplication::palette().color(QPalette::Base).lightness() < 128;
            return QBrush(dark ? QColor(0x1f, 0x5c, 0x32) : QColor(0xd4, 0xf0, 0xd9));
        }
        return {};
    case Qt::ToolTipRole: {
        if (!value)
            return tr("Not known for this design: the catalogue lacks a value it needs, the design has errors, "
                      "or it has no such network.");
        QStringList lines;
        if (!row.complete(design))
            lines << tr("Leaves out what is not known (%1): not ranked against the other designs.")
                         .arg(QString::fromStdString(leavesOutList(row, design)));
        if (best)
            lines << tr("Best on this row (%1 is better)").arg(row.better == Better::Higher ? tr("higher") : tr("lower"));
        if (const auto delta = row.delta(design); delta && design > 0) {
            const QString difference = (*delta > 0 ? QStringLiteral("+") : QString()) + number(*delta);
            lines << (row.deltaComplete(design)
                          ? tr("%1 against the first design").arg(difference)
                          : tr("%1 against the first design, a difference between figures that leave parts out: "
                               "not exact, it may be larger or smaller.")
                                .arg(difference));
        }
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
    }
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // The tooltip shows a design's whole name where the header elides it.
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole) || section < 0
        || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == Metric)
        return tr("Metric");
    if (section == Unit)
        return tr("Unit");
    const QString name = QString::fromStdString(m_comparison.designs[static_cast<std::size_t>(section - FirstDesign)]);
    return section == FirstDesign ? name : tr("%1 (Δ vs first)").arg(name);
}

} // namespace fabric::ui
