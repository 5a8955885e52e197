#include "ui/app/settingsdialog.h"

#include "ui/app/appsettings.h"
#include "ui/app/dialogfit.h"
#include "ui/app/format.h"
#include "ui/app/languagepage.h"
#include "ui/app/tableitems.h"
#include "ui/render/sellersettings.h"
#include "ui/render/terms.h"
#include "ui/render/translatedtext.h"

#include "core/common/iso4217.h"

#include <QDate>
#include <QComboBox>
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
#include <optional>

namespace fabric::ui {

namespace {

enum RateColumn { Code, Name, CatalogueRate, YourRate, RateDate, RateColumns };

// A rate as typed, in the interface's form or as 0.92; nothing when it is no number above 0.
std::optional<double> readRate(const QString &text)
{
    const std::optional<double> perUsd = readTypedNumber(text);
    return perUsd && *perUsd > 0 ? perUsd : std::nullopt;
}

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
        // What cannot be read is said, and stays to be mended: it is not dropped.
        if (const QString problem = selectUnreadableRate(); !problem.isEmpty())
            return void(QMessageBox::warning(this, tr("Settings"), problem));
        save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *content = new QVBoxLayout;
    content->setContentsMargins(0, 0, 0, 0);
    content->addWidget(m_tabs);
    layOutScrollable(this, content, buttons);
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
    // No mnemonic: a row of buttons is no buddy for the label (each button has its own).
    form->addRow(tr("Logo:"), logoRow);
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
    auto *intro = new QLabel(tr("Units of each currency per US dollar, and the date of the rate. Leave “Your rate” "
                                "empty to use the catalogue's; add any ISO 4217 currency below. Quotes and "
                                "Compare name the rate they used."),
                             page);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_rates = new QTableWidget(0, RateColumns, page);
    m_rates->setObjectName(QStringLiteral("exchangeRates"));
    m_rates->setHorizontalHeaderLabels({tr("Code"), tr("Currency"), tr("Catalogue rate"), tr("Your rate"), tr("Date")});
    m_rates->verticalHeader()->setVisible(false);
    // The codes, rates and dates as wide as they are, the currency's name the rest: with every
    // column at Qt's 100 px the name got 16 px in Chinese ("…") and wrapped in English.
    m_rates->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_rates->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    const auto rates = AppSettings::exchangeRates();
    for (const Currency &c : catalogue.currencies())
        if (c.code != "USD")
            addRateRow(QString::fromStdString(c.code), &c);
    for (const auto &[code, rate] : rates)
        if (!catalogue.findCurrency(code.toStdString()))
            addRateRow(code, nullptr);
    layout->addWidget(m_rates, 1);

    auto *addRow = new QHBoxLayout;
    auto *choice = new QComboBox(page);
    choice->setObjectName(QStringLiteral("addCurrencyChoice"));
    for (const Iso4217Currency &iso : iso4217Currencies())
        if (iso.code != "USD" && iso.minorUnits >= 0) // not funds or metals
            choice->addItem(tr("%1 — %2").arg(QString::fromLatin1(iso.code.data(), static_cast<int>(iso.code.size())),
                                              render::translated(Text(iso.name))),
                            QString::fromLatin1(iso.code.data(), static_cast<int>(iso.code.size())));
    auto *add = new QPushButton(tr("A&dd currency"), page);
    add->setObjectName(QStringLiteral("addCurrency"));
    auto *label = new QLabel(tr("C&urrency:"), page);
    label->setBuddy(choice);
    addRow->addWidget(label);
    addRow->addWidget(choice, 1);
    addRow->addWidget(add);
    layout->addLayout(addRow);
    connect(add, &QPushButton::clicked, this, [this, choice] {
        const QString code = choice->currentData().toString();
        for (int row = 0; row < m_rates->rowCount(); ++row)
            if (m_rates->item(row, Code)->text() == code) {
                m_rates->setCurrentCell(row, YourRate);
                m_rates->editItem(m_rates->item(row, YourRate));
                return;
            }
        const int row = addRateRow(code, nullptr);
        m_rates->setCurrentCell(row, YourRate);
        m_rates->editItem(m_rates->item(row, YourRate));
    });
    return page;
}

int SettingsDialog::addRateRow(const QString &code, const Currency *inCatalogue)
{
    const auto rates = AppSettings::exchangeRates();
    const QLocale locale;
    const int row = m_rates->rowCount();
    m_rates->insertRow(row);
    m_rates->setItem(row, Code, fixedItem(code));
    m_rates->setItem(row, Name, fixedItem(render::currencyName(code.toStdString(), inCatalogue ? inCatalogue->name : std::string())));
    auto *catalogueRate = fixedItem(inCatalogue ? locale.toString(inCatalogue->perUsd, 'f', 4) : tr("none"));
    if (inCatalogue)
        catalogueRate->setToolTip(tr("%1, %2").arg(QString::fromStdString(inCatalogue->asOf),
                                                   QString::fromStdString(inCatalogue->source)));
    catalogueRate->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_rates->setItem(row, CatalogueRate, catalogueRate);
    const auto own = rates.find(code);
    auto *yours = new QTableWidgetItem(own != rates.end() ? locale.toString(own->second.perUsd, 'f', 4) : QString());
    yours->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_rates->setItem(row, YourRate, yours);
    auto *date = new QTableWidgetItem(own != rates.end() ? own->second.asOf : QString());
    date->setToolTip(tr("The date of your rate, as 2026-11-30; empty: today's when the rate changes."));
    m_rates->setItem(row, RateDate, date);
    return row;
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

QString SettingsDialog::selectUnreadableRate()
{
    for (int row = 0; row < m_rates->rowCount(); ++row) {
        const QString code = m_rates->item(row, Code)->text();
        const QString rate = m_rates->item(row, YourRate)->text().trimmed();
        const QString date = m_rates->item(row, RateDate)->text().trimmed();
        QString problem;
        int column = YourRate;
        if (!rate.isEmpty() && !readRate(rate))
            problem = tr("Your rate for %1 (%2), “%3”, is not a number above 0. Give the units of %1 that one US dollar "
                         "buys, as 0.92, or leave it empty to use the catalogue's rate.")
                          .arg(code, m_rates->item(row, Name)->text(), rate);
        else if (!date.isEmpty() && !QDate::fromString(date, Qt::ISODate).isValid()) {
            problem = tr("The date of your %1 rate, “%2”, is not a date written as 2026-11-30. Write it so, or leave it "
                         "empty.").arg(code, date);
            column = RateDate;
        }
        if (!problem.isEmpty()) {
            m_tabs->setCurrentWidget(m_rates->parentWidget());
            m_rates->setCurrentCell(row, column);
            return problem;
        }
    }
    return {};
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
    for (int row = 0; row < m_rates->rowCount(); ++row) {
        const QString code = m_rates->item(row, Code)->text();
        const QString text = m_rates->item(row, YourRate)->text().trimmed();
        const std::optional<double> read = readRate(text);
        if (!read)
            continue;
        const double perUsd = *read;
        const auto old = previous.find(code);
        // The date the user gives; else the date a rate was set stays while the rate stays.
        const QString given = m_rates->item(row, RateDate)->text().trimmed();
        const bool unchanged = old != previous.end() && std::abs(old->second.perUsd - perUsd) < 1e-9;
        const QString date = QDate::fromString(given, Qt::ISODate).isValid() ? given
                             : unchanged ? old->second.asOf : QDate::currentDate().toString(Qt::ISODate);
        rates[code] = {perUsd, date};
    }
    AppSettings::setExchangeRates(rates);
}

} // namespace fabric::ui
