#include "ui/app/quotedialog.h"

#include <QCheckBox>

#include "ui/app/dialogfit.h"
#include "ui/app/numberboxes.h"
#include "ui/render/terms.h"
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace fabric::ui {

namespace {

QDoubleSpinBox *percentBox(double value, QWidget *parent)
{
    auto *box = new DoubleSpinBox(parent);
    box->setRange(0.0, 100.0);
    box->setDecimals(1);
    box->setSuffix(QStringLiteral(" %"));
    box->setValue(value);
    return box;
}

QLineEdit *lineEdit(const std::string &text, const QString &name, QWidget *parent)
{
    auto *edit = new QLineEdit(QString::fromStdString(text), parent);
    edit->setObjectName(name);
    edit->setCursorPosition(0); // a long name opens on its start, where it is told apart, not on its end
    return edit;
}

} // namespace

QuoteDialog::QuoteDialog(const Design &design, const Catalogue &catalogue,
                         const std::vector<std::string> &categories, QWidget *parent)
    : QDialog(parent)
    , m_original(design.quote)
    , m_originalPricing(design.pricing)
{
    setWindowTitle(tr("Quote"));
    auto *form = new QFormLayout;
    m_customer = lineEdit(design.quote.customer, QStringLiteral("customer"), this);
    m_project = lineEdit(design.quote.projectName, QStringLiteral("projectName"), this);
    m_number = lineEdit(design.quote.quoteNumber, QStringLiteral("quoteNumber"), this);
    m_date = new QDateEdit(this);
    m_date->setObjectName(QStringLiteral("date"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    const QDate date = QDate::fromString(QString::fromStdString(design.quote.date), Qt::ISODate);
    m_date->setDate(date.isValid() ? date : QDate::currentDate());
    m_validity = new SpinBox(this);
    m_validity->setObjectName(QStringLiteral("validityDays"));
    m_validity->setRange(0, 3650);
    m_validity->setSuffix(tr(" days"));
    m_validity->setValue(design.quote.validityDays);
    m_currency = new QComboBox(this);
    m_currency->setObjectName(QStringLiteral("currency"));
    for (const Currency &currency : catalogue.currencies())
        m_currency->addItem(QStringLiteral("%1 (%2)").arg(QString::fromStdString(currency.code),
                                                          render::currencyName(currency.code, currency.name)),
                            QString::fromStdString(currency.code));
    if (m_currency->findData(QString::fromStdString(design.pricing.currency)) < 0)
        m_currency->addItem(QString::fromStdString(design.pricing.currency), QString::fromStdString(design.pricing.currency));
    m_currency->setCurrentIndex(m_currency->findData(QString::fromStdString(design.pricing.currency)));
    m_discount = percentBox(design.pricing.discountPercent, this);
    m_discount->setObjectName(QStringLiteral("discountPercent"));
    m_spares = percentBox(design.pricing.sparesPercent, this);
    m_spares->setObjectName(QStringLiteral("sparesPercent"));

    // Every category of the BOM, plus any the project names that this plan does not have.
    std::set<std::string> names(categories.begin(), categories.end());
    for (const auto &entry : design.quote.discountPercentByCategory)
        names.insert(entry.first);
    m_categories = new QTableWidget(static_cast<int>(names.size()), 2, this);
    m_categories->setObjectName(QStringLiteral("categoryDiscounts"));
    m_categories->setHorizontalHeaderLabels({tr("Category"), tr("Discount (0: overall)")});
    m_categories->verticalHeader()->setVisible(false);
    m_categories->verticalHeader()->setDefaultSectionSize(QDoubleSpinBox().sizeHint().height() + 2);
    m_categories->horizontalHeader()->setStretchLastSection(true);
    m_categories->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    int row = 0;
    for (const std::string &name : names) {
        auto *item = new QTableWidgetItem(render::bomCategoryName(name));
        item->setData(Qt::UserRole, QString::fromStdString(name)); // the key, in English
        item->setFlags(Qt::ItemIsEnabled);
        m_categories->setItem(row, 0, item);
        const auto found = design.quote.discountPercentByCategory.find(name);
        m_categories->setCellWidget(row, 1, percentBox(found != design.quote.discountPercentByCategory.end() ? found->second : 0.0,
                                                       m_categories));
        ++row;
    }
    m_categories->setMinimumHeight(std::min(6, row + 1) * (fontMetrics().height() + 12));

    m_notes = new QPlainTextEdit(QString::fromStdString(design.quote.notes), this);
    m_notes->setObjectName(QStringLiteral("notes"));
    m_terms = new QPlainTextEdit(QString::fromStdString(design.quote.terms), this);
    m_terms->setObjectName(QStringLiteral("terms"));
    for (QPlainTextEdit *edit : {m_notes, m_terms})
        edit->setMaximumHeight(fontMetrics().height() * 5);
    m_tax = percentBox(design.pricing.taxPercent, this);
    m_tax->setObjectName(QStringLiteral("taxPercent"));
    m_tax->setDecimals(2);
    m_payment = lineEdit(design.quote.paymentTerms, QStringLiteral("paymentTerms"), this);
    m_payment->setPlaceholderText(tr("e.g. 30 days net"));
    m_delivery = lineEdit(design.quote.deliveryTerms, QStringLiteral("deliveryTerms"), this);
    m_delivery->setPlaceholderText(tr("e.g. FCA, 6 to 8 weeks after order"));
    m_networkOnly = new QCheckBox(tr("The network only: leave the nodes and servers out of the quote"), this);
    m_networkOnly->setObjectName(QStringLiteral("networkOnly"));
    m_networkOnly->setChecked(design.quote.networkOnly);
    m_paper = new QComboBox(this);
    m_paper->setObjectName(QStringLiteral("paper"));
    m_paper->addItem(tr("A4"), static_cast<int>(PaperSize::A4));
    m_paper->addItem(tr("US Letter"), static_cast<int>(PaperSize::Letter));
    m_paper->setCurrentIndex(m_paper->findData(static_cast<int>(design.quote.paper)));
    m_paper->setToolTip(tr("The paper the PDF quote, the workbook, the cable labels and the install sheets print on"));

    form->addRow(tr("&Customer:"), m_customer);
    form->addRow(tr("&Project:"), m_project);
    form->addRow(tr("Quote &number:"), m_number);
    form->addRow(tr("&Date:"), m_date);
    form->addRow(tr("&Valid for:"), m_validity);
    form->addRow(tr("C&urrency:"), m_currency);
    form->addRow(tr("Di&scount:"), m_discount);
    form->addRow(tr("Spa&res:"), m_spares);
    form->addRow(tr("Ta&x or VAT:"), m_tax);
    form->addRow(QString(), m_networkOnly);
    form->addRow(tr("P&aper:"), m_paper);
    form->addRow(tr("Discount by category:"), m_categories);
    form->addRow(tr("N&otes:"), m_notes);
    form->addRow(tr("Pa&yment terms:"), m_payment);
    form->addRow(tr("De&livery terms:"), m_delivery);
    form->addRow(tr("&Terms:"), m_terms);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layOutScrollable(this, form, buttons); // the buttons in sight at 1280 x 720 and at 200 %
    resize(std::max(width(), 520), height());
}

QuoteInfo QuoteDialog::quote() const
{
    QuoteInfo quote = m_original;
    quote.customer = m_customer->text().trimmed().toStdString();
    quote.projectName = m_project->text().trimmed().toStdString();
    quote.quoteNumber = m_number->text().trimmed().toStdString();
    quote.date = m_date->date().toString(Qt::ISODate).toStdString();
    quote.validityDays = m_validity->value();
    quote.notes = m_notes->toPlainText().toStdString();
    quote.terms = m_terms->toPlainText().toStdString();
    quote.paymentTerms = m_payment->text().trimmed().toStdString();
    quote.deliveryTerms = m_delivery->text().trimmed().toStdString();
    quote.networkOnly = m_networkOnly->isChecked();
    quote.paper = static_cast<PaperSize>(m_paper->currentData().toInt());
    quote.discountPercentByCategory.clear();
    for (int row = 0; row < m_categories->rowCount(); ++row) {
        const auto *box = static_cast<const QDoubleSpinBox *>(m_categories->cellWidget(row, 1));
        if (box->value() > 0.0)
            quote.discountPercentByCategory[m_categories->item(row, 0)->data(Qt::UserRole).toString().toStdString()] = box->value();
    }
    return quote;
}

PricingSettings QuoteDialog::pricing() const
{
    PricingSettings pricing = m_originalPricing;
    pricing.currency = m_currency->currentData().toString().toStdString();
    pricing.discountPercent = m_discount->value();
    pricing.sparesPercent = m_spares->value();
    pricing.taxPercent = m_tax->value();
    return pricing;
}

} // namespace fabric::ui
