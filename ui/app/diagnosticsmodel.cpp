#include "ui/app/diagnosticsmodel.h"

#include "ui/app/designfields.h"
#include "ui/render/translatedtext.h"

#include <QApplication>
#include <QStyle>

#include <algorithm>

namespace fabric::ui {

DiagnosticsModel::DiagnosticsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void DiagnosticsModel::setPlan(PlanPtr plan)
{
    beginResetModel();
    m_diagnostics = plan ? plan->diagnostics : Diagnostics{};
    // Errors first, then warnings, then notes.
    std::stable_sort(m_diagnostics.begin(), m_diagnostics.end(), [](const Diagnostic &a, const Diagnostic &b) {
        auto rank = [](const Diagnostic &d) { return d.isError() ? 0 : d.isNote() ? 2 : 1; };
        return rank(a) < rank(b);
    });
    endResetModel();
}

int DiagnosticsModel::errorCount() const
{
    return static_cast<int>(std::count_if(m_diagnostics.begin(), m_diagnostics.end(),
                                          [](const Diagnostic &d) { return d.isError(); }));
}

int DiagnosticsModel::warningCount() const
{
    return static_cast<int>(std::count_if(m_diagnostics.begin(), m_diagnostics.end(), [](const Diagnostic &d) {
        return !d.isError() && !d.isNote();
    }));
}

int DiagnosticsModel::noteCount() const
{
    return static_cast<int>(std::count_if(m_diagnostics.begin(), m_diagnostics.end(),
                                          [](const Diagnostic &d) { return d.isNote(); }));
}

int DiagnosticsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_diagnostics.size());
}

int DiagnosticsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiagnosticsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Diagnostic &d = m_diagnostics[static_cast<std::size_t>(index.row())];
    switch (role) {
    case FieldRole: return QString::fromStdString(d.field);
    case IsErrorRole: return d.isError();
    case Qt::DecorationRole:
        if (index.column() == Severity && qApp)
            return QApplication::style()->standardIcon(d.isError() ? QStyle::SP_MessageBoxCritical
                                                       : d.isNote()  ? QStyle::SP_MessageBoxInformation
                                                                     : QStyle::SP_MessageBoxWarning);
        return {};
    case Qt::DisplayRole:
        switch (index.column()) {
        case Severity: return d.isError() ? tr("Error") : d.isNote() ? tr("Note") : tr("Warning");
        case Field: return fieldLabel(QString::fromStdString(d.field));
        case Message: return render::translated(d.text);
        }
        return {};
    case Qt::ToolTipRole:
        return d.field.empty() ? render::translated(d.text)
                               : tr("%1\nClick to go to the field.").arg(render::translated(d.text));
    }
    return {};
}

QVariant DiagnosticsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Severity: return tr("Severity");
    case Field: return tr("Field");
    case Message: return tr("Message");
    }
    return {};
}

} // namespace fabric::ui
