#pragma once

#include "core/catalogue/catalogue.h"

#include <QDialog>
#include <QImage>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTabWidget;
class QTableWidget;

namespace fabric::ui {

class LanguagePage;

// The application's settings, one tab per subject: the seller printed on every quote, the
// user's exchange rates over the catalogue's, and the interface language. Reads QSettings when
// opened, writes them on OK.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SettingsDialog(const Catalogue &catalogue, QWidget *parent = nullptr);

    QTabWidget *tabs() const { return m_tabs; }
    // Writes what the dialog shows to QSettings (OK does this).
    void save();

private:
    QWidget *createSellerPage();
    QWidget *createRatesPage(const Catalogue &catalogue);
    // A row of the rate table: the catalogue's currency, or (nullptr) one only the user rates.
    int addRateRow(const QString &code, const Currency *inCatalogue);
    // Makes current the first cell OK cannot take of the rates typed (a rate that is no number
    // above 0, a date not as 2026-11-30) and says what is wrong, naming the currency; empty, and
    // nothing selected, when all can be read.
    QString selectUnreadableRate();
    void chooseLogo();
    void setLogo(const QImage &logo);

    QTabWidget *m_tabs;
    QLineEdit *m_company = nullptr;
    QPlainTextEdit *m_address = nullptr;
    QLineEdit *m_contact = nullptr;
    QPlainTextEdit *m_terms = nullptr;
    QLabel *m_logoPreview = nullptr;
    QImage m_logo;
    QTableWidget *m_rates = nullptr;
    LanguagePage *m_language = nullptr;
};

} // namespace fabric::ui
