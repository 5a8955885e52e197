#include "ui/app/settingsdialog.h"

#include "ui/app/appsettings.h"
#include "ui/app/languagepage.h"
#include "ui/render/sellersettings.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace fabric::ui {

namespace {

enum RateColumn { Code, Name, CatalogueRate, YourRate };

} // namespace

SettingsDialog::SettingsDialog(const Catalogue &catalogue, QWidget *parent)
    : QDialog(parent)
    , m_tabs(new QTabWidget(this))
{
    setWindowTitle(tr("Settings"));
    m_tabs->addTab(createSellerPage(), tr("&Seller"));
    m_tabs->addTab(createRatesPage(catalogue), tr("&Exchange rates"));
    m_language = new LanguagePage(this);
    m_tabs->addTab(m_language, tr("&Language"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(buttons);
}

QWidget *SettingsDialog::createSellerPage()
{
    const render::Seller seller = AppSettings::seller();
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    auto *intro = new QLabel(tr("Printed at the top of every quote."), page);
    intro->setWordWrap(true);
    form->addRow(intro);
    m_company = new QLineEdit(seller.company, page);
    m_company->setPlaceholderText(tr("Your company's name"));
    form->addRow(tr("&Company:"), m_company);
    m_address = new QPlainTextEdit(seller.address, page);
    m_address->setTabChangesFocus(true);
    m_address->setFixedHeight(m_address->fontMetrics().lineSpacing() * 4 + 12);
    form->addRow(tr("&Address:"), m_address);
    m_contact = new QLineEdit(seller.contact, page);
    m_contact->setPlaceholderText(tr("e-mail, phone"));
    form->addRow(tr("C&ontact:"), m_contact);
    auto *logoRow = new QHBoxLayout;
    m_logoPreview = new QLabel(page);
    m_logoPreview->setMinimumSize(120, 40);
    auto *choose = new QPushButton(tr("C&hoose…"), page);
    auto *remove = new QPushButton(tr("&Remove"), page);
    logoRow->addWidget(m_logoPreview, 1);
    logoRow->addWidget(choose);
    logoRow->addWidget(remove);
    form->addRow(tr("&Logo:"), logoRow);
    connect(choose, &QPushButton::clicked, this, &SettingsDialog::chooseLogo);
    connect(remove, &QPushButton::clicked, this, [this] { setLogo({}); });
    m_terms = new QPlainTextEdit(seller.terms, page);
    m_terms->setTabChangesFocus(true);
    m_terms->setPlaceholderText(tr("Payment and delivery terms; a quote's own terms replace them."));
    form->addRow(tr("&Terms:"), m_terms);
    setLogo(seller.logo);
    return page;
}

QWidget *SettingsDialog::createRatesPage(const Catalogue &catalogue)
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    auto *intro = new QLabel(tr("Units of each currency per US dollar. Leave “Your rate” empty to use the "
                                "catalogue's; quotes name the rate they used."),
                             page);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    const auto rates = AppSettings::exchangeRates();
    m_rates = new QTableWidget(0, 4, page);
    m_rates->setHorizontalHeaderLabels({tr("Code"), tr("Currency"), tr("Catalogue rate"), tr("Your rate")});
    m_rates->verticalHeader()->setVisible(false);
    m_rates->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    const QLocale locale;
    for (const Currency &c : catalogue.currencies()) {
        if (c.code == "USD")
            continue;
        const int row = m_rates->rowCount();
        m_rates->insertRow(row);
        auto fixed = [](const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            return item;
        };
        const QString code = QString::fromStdString(c.code);
        m_rates->setItem(row, Code, fixed(code));
        m_rates->setItem(row, Name, fixed(QString::fromStdString(c.name)));
        auto *catalogueRate = fixed(locale.toString(c.perUsd, 'f', 4));
        catalogueRate->setToolTip(tr("%1, %2").arg(QString::fromStdString(c.asOf), QString::fromStdString(c.source)));
        catalogueRate->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_rates->setItem(row, CatalogueRate, catalogueRate);
        const auto own = rates.find(code);
        auto *yours = new QTableWidgetItem(own != rates.end() ? locale.toString(own->second.perUsd, 'f', 4) : QString());
        yours->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (own != rates.end())
            yours->setToolTip(tr("set on %1").arg(own->second.asOf));
        m_rates->setItem(row, YourRate, yours);
    }
    layout->addWidget(m_rates);
    return page;
}

void SettingsDialog::chooseLogo()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a Logo"), QString(),
                                                      tr("Images (*.png *.jpg *.jpeg *.svg)"));
    if (path.isEmpty())
        return;
    QImage logo;
    if (const QString problem = render::loadLogo(path, logo); !problem.isEmpty()) {
        QMessageBox::warning(this, tr("Choose a Logo"), problem);
        return;
    }
    // Kept small in the settings: the quote prints it at most 180 x 60 points.
    if (logo.width() > 720 || logo.height() > 240)
        logo = logo.scaled(720, 240, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    setLogo(logo);
}

void SettingsDialog::setLogo(const QImage &logo)
{
    m_logo = logo;
    if (logo.isNull()) {
        m_logoPreview->setPixmap({});
        m_logoPreview->setText(tr("No logo"));
    } else {
        m_logoPreview->setPixmap(QPixmap::fromImage(logo.scaled(160, 48, Qt::KeepAspectRatio, Qt::SmoothTransformation)));
    }
}

void SettingsDialog::save()
{
    render::Seller seller;
    seller.company = m_company->text().trimmed();
    seller.address = m_address->toPlainText().trimmed();
    seller.contact = m_contact->text().trimmed();
    seller.terms = m_terms->toPlainText().trimmed();
    seller.logo = m_logo;
    AppSettings::setSeller(seller);
    m_language->save();

    const auto previous = AppSettings::exchangeRates();
    std::map<QString, AppSettings::Rate> rates;
    const QLocale locale;
    for (int row = 0; row < m_rates->rowCount(); ++row) {
        const QString code = m_rates->item(row, Code)->text();
        const QString text = m_rates->item(row, YourRate)->text().trimmed();
        bool ok = false;
        double perUsd = locale.toDouble(text, &ok);
        if (!ok)
            perUsd = text.toDouble(&ok);
        if (!ok || perUsd <= 0)
            continue;
        const auto old = previous.find(code);
        // The date a rate was set stays while the rate stays.
        const bool unchanged = old != previous.end() && std::abs(old->second.perUsd - perUsd) < 1e-9;
        rates[code] = {perUsd, unchanged ? old->second.asOf : QDate::currentDate().toString(Qt::ISODate)};
    }
    AppSettings::setExchangeRates(rates);
}

} // namespace fabric::ui
