#include "ui/app/modelparametersdialog.h"

#include "ui/app/dialogfit.h"
#include "ui/app/format.h"
#include "ui/app/setparameterstext.h"
#include "ui/app/tableitems.h"
#include "ui/render/translatedtext.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>
#include <optional>
#include <set>

namespace fabric::ui {

namespace {

enum Column { NameColumn, ValueColumn, DefaultColumn, UnitColumn, SourceColumn, ColumnCount };

// A value as a cell shows it: the interface's decimal sign, no grouping, six digits.
QString shown(double value)
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(value, 'g', 6);
}

// A value cell: what it shows, and the exact value behind it while the text is not changed
// (1/3.8 shows as 0.263158 and stays 1/3.8).
constexpr int kExactRole = Qt::UserRole;
constexpr int kShownRole = Qt::UserRole + 1;

// The exact value first, then the text: itemChanged marks the row by them.
void setValue(QTableWidgetItem *item, double value)
{
    item->setData(kExactRole, value);
    item->setData(kShownRole, shown(value));
    item->setText(shown(value));
}

QTableWidgetItem *valueItem(double value)
{
    auto *item = new QTableWidgetItem;
    setValue(item, value);
    return item;
}

std::optional<double> valueOf(const QTableWidgetItem *item)
{
    if (item->text() == item->data(kShownRole).toString())
        return item->data(kExactRole).toDouble();
    return readTypedNumber(item->text());
}

bool same(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

ModelParametersDialog::ModelParametersDialog(const ModelParameters &defaults,
                                             const std::map<std::string, double> &overrides,
                                             QWidget *parent)
    : QDialog(parent)
    , m_defaults(defaults)
    , m_table(new QTableWidget(this))
    , m_filter(new QLineEdit(this))
{
    setWindowTitle(tr("Model Parameters"));
    auto *intro = new QLabel(
        tr("The numbers the performance model takes that are not read from the plan, with their "
           "sources. A value set here is saved with the project and used by every figure: the "
           "Performance, Compare and Explore tabs and the exports. Set values are in bold; a "
           "value equal to the default is not kept."),
        this);
    intro->setWordWrap(true);
    m_filter->setObjectName(QStringLiteral("parameterFilter"));
    m_filter->setPlaceholderText(tr("Filter by name or source"));
    m_filter->setClearButtonEnabled(true);

    const auto &all = m_defaults.all();
    m_table->setObjectName(QStringLiteral("modelParameters"));
    m_table->setColumnCount(ColumnCount);
    m_table->setRowCount(static_cast<int>(all.size()));
    m_table->setHorizontalHeaderLabels(
        {tr("Parameter"), tr("Value"), tr("Default"), tr("Unit"), tr("Source")});
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().lineSpacing() + 8);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    for (int row = 0; row < static_cast<int>(all.size()); ++row) {
        const ModelParameter &p = all[static_cast<std::size_t>(row)];
        const auto set = overrides.find(p.name);
        m_table->setItem(row, NameColumn, fixedItem(QString::fromStdString(p.name)));
        m_table->setItem(row, ValueColumn, valueItem(set != overrides.end() ? set->second : p.value));
        m_table->setItem(row, DefaultColumn, fixedItem(shown(p.value)));
        m_table->setItem(row, UnitColumn, fixedItem(parameterUnitText(p.unit)));
        QTableWidgetItem *source = fixedItem(QString::fromStdString(p.source));
        source->setToolTip(QString::fromStdString(p.source));
        m_table->setItem(row, SourceColumn, source);
        markRow(row);
    }
    for (const auto &[name, value] : overrides)
        if (!m_defaults.find(name))
            m_unknown.emplace(name, value);
    for (int column : {NameColumn, ValueColumn, DefaultColumn, UnitColumn})
        m_table->resizeColumnToContents(column);
    m_table->horizontalHeader()->setStretchLastSection(true);
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (!m_marking && item->column() == ValueColumn)
            markRow(item->row());
    });
    connect(m_filter, &QLineEdit::textChanged, this, &ModelParametersDialog::showMatching);
    // The source column is cut at the dialog's edge: the current row's is shown whole below.
    auto *source = new QLabel(this);
    source->setObjectName(QStringLiteral("parameterSource"));
    source->setWordWrap(true);
    source->setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this, source](int row) {
        source->setText(row < 0 ? QString()
                                : tr("%1: %2").arg(m_table->item(row, NameColumn)->text(),
                                                   m_table->item(row, SourceColumn)->text()));
    });

    auto *resetSelected = new QPushButton(tr("Use the &Default"), this);
    resetSelected->setObjectName(QStringLiteral("resetSelected"));
    resetSelected->setToolTip(tr("The selected parameters go back to their defaults"));
    connect(resetSelected, &QPushButton::clicked, this, [this] { resetRows(true); });
    auto *resetAll = new QPushButton(tr("Reset &All"), this);
    resetAll->setObjectName(QStringLiteral("resetAll"));
    connect(resetAll, &QPushButton::clicked, this, [this] { resetRows(false); });
    auto *resets = new QHBoxLayout;
    resets->addWidget(m_filter, 1);
    resets->addWidget(resetSelected);
    resets->addWidget(resetAll);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        // What cannot be used is said, and stays to be mended: it is not dropped.
        if (const QString text = problem(); !text.isEmpty())
            return void(QMessageBox::warning(this, windowTitle(), text));
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(resets);
    layout->addWidget(m_table, 1);
    layout->addWidget(source);
    layout->addWidget(buttons);
    // The project's own values first in sight: the table opens on the first of them.
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, NameColumn)->font().bold()) {
            m_table->setCurrentCell(row, ValueColumn);
            break;
        }
    const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect(0, 0, 1280, 720);
    resize(std::min(960, screen.width() - 40), std::min(640, screen.height() - 80));
    keepOnScreen(this);
}

void ModelParametersDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    // Laid out only now: the current row (the first value set) at the top of the table.
    if (QTableWidgetItem *current = m_table->currentItem())
        m_table->scrollToItem(current, QAbstractItemView::PositionAtTop);
}

int ModelParametersDialog::rowOf(const std::string &name) const
{
    const auto p = m_defaults.find(name);
    return p ? static_cast<int>(*p) : -1;
}

std::map<std::string, double> ModelParametersDialog::overrides() const
{
    std::map<std::string, double> result = m_unknown;
    const auto &all = m_defaults.all();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const ModelParameter &p = all[static_cast<std::size_t>(row)];
        const std::optional<double> value = valueOf(m_table->item(row, ValueColumn));
        if (value && !same(*value, p.value))
            result[p.name] = *value;
    }
    return result;
}

QString ModelParametersDialog::problem() const
{
    const auto &all = m_defaults.all();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const ModelParameter &p = all[static_cast<std::size_t>(row)];
        const QString typed = m_table->item(row, ValueColumn)->text();
        const std::optional<double> value = valueOf(m_table->item(row, ValueColumn));
        if (!value || !inRange(p, *value))
            return tr("%1: '%2' cannot be used; it takes %3.")
                .arg(QString::fromStdString(p.name), typed, render::translated(allowedRange(p)));
    }
    return {};
}

void ModelParametersDialog::markRow(int row)
{
    const ModelParameter &p = m_defaults.all()[static_cast<std::size_t>(row)];
    const std::optional<double> value = valueOf(m_table->item(row, ValueColumn));
    const bool set = !value || !same(*value, p.value);
    m_marking = true;
    for (int column : {NameColumn, ValueColumn}) {
        QTableWidgetItem *item = m_table->item(row, column);
        QFont font = item->font();
        font.setBold(set);
        item->setFont(font);
    }
    m_table->item(row, ValueColumn)
        ->setToolTip(set ? tr("Set for this project; the default is %1 %2")
                               .arg(shown(p.value), parameterUnitText(p.unit))
                         : tr("The default"));
    m_marking = false;
}

void ModelParametersDialog::resetRows(bool selectedOnly)
{
    const auto &all = m_defaults.all();
    std::set<int> rows;
    if (selectedOnly) {
        for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
            rows.insert(index.row());
    } else {
        for (int row = 0; row < m_table->rowCount(); ++row)
            rows.insert(row);
    }
    for (int row : rows)
        setValue(m_table->item(row, ValueColumn), all[static_cast<std::size_t>(row)].value);
}

void ModelParametersDialog::showMatching(const QString &text)
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const bool matches = text.isEmpty()
                             || m_table->item(row, NameColumn)->text().contains(text, Qt::CaseInsensitive)
                             || m_table->item(row, SourceColumn)->text().contains(text, Qt::CaseInsensitive);
        m_table->setRowHidden(row, !matches);
    }
}

} // namespace fabric::ui
