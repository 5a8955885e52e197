#include "ui/app/cataloguedialog.h"

#include "ui/app/dialogfit.h"
#include "ui/app/cataloguemodel.h"
#include "ui/render/quantitytext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>

namespace fabric::ui {

CatalogueDialog::CatalogueDialog(const Catalogue &catalogue, QWidget *parent)
    : QDialog(parent)
    , m_model(new CatalogueModel(catalogue, this))
    , m_filter(new CatalogueFilterModel(this))
{
    setWindowTitle(tr("Catalogue — Fabric Planner"));
    m_filter->setSourceModel(m_model);
    auto *layout = new QVBoxLayout(this);
    auto *filters = new QHBoxLayout;
    auto *kind = new QComboBox(this);
    kind->addItem(tr("All kinds"), QString());
    for (const QString &k : m_model->kinds())
        kind->addItem(k, k);
    auto *speed = new QComboBox(this);
    speed->addItem(tr("Any speed"), 0);
    for (int s : m_model->speeds())
        speed->addItem(tr("%1 Gb/s").arg(s), s);
    auto *text = new QLineEdit(this);
    text->setPlaceholderText(tr("Search model, part number, description or source"));
    text->setClearButtonEnabled(true);
    filters->addWidget(kind);
    filters->addWidget(speed);
    filters->addWidget(text, 1);
    layout->addLayout(filters);
    m_view = new QTableView(this);
    m_view->setModel(m_filter);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(CatalogueModel::Kind, Qt::AscendingOrder);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->verticalHeader()->setVisible(false);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->resizeColumnsToContents();
    m_view->setColumnWidth(CatalogueModel::Description, 260);
    layout->addWidget(m_view);
    auto *footer = new QHBoxLayout;
    auto *count = new QLabel(this);
    const int userPrices = catalogue.userPriceCount();
    footer->addWidget(new QLabel(render::plural(tr("Catalogue %1; %n price(s) from your price list.", nullptr, userPrices),
                                                userPrices)
                                     .arg(QString::fromStdString(catalogue.version())), this), 1);
    footer->addWidget(count);
    layout->addLayout(footer);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    auto updateCount = [this, count] {
        const int parts = m_filter->rowCount();
        count->setText(render::plural(tr("%n part(s)", nullptr, parts), parts));
    };
    connect(kind, &QComboBox::currentIndexChanged, this, [this, kind, updateCount] {
        m_filter->setKind(kind->currentData().toString());
        updateCount();
    });
    connect(speed, &QComboBox::currentIndexChanged, this, [this, speed, updateCount] {
        m_filter->setSpeed(speed->currentData().toInt());
        updateCount();
    });
    connect(text, &QLineEdit::textChanged, this, [this, updateCount](const QString &t) {
        m_filter->setText(t);
        updateCount();
    });
    updateCount();
    resize(1000, 600);
    keepOnScreen(this); // smaller on a small screen, never past its edge
}

} // namespace fabric::ui
