#include "ui/app/usercatalogue.h"

#include "ui/app/appsettings.h"
#include "ui/app/cataloguedialog.h"
#include "ui/app/priceimport.h"
#include "ui/app/settingsdialog.h"
#include "ui/app/windowsettings.h"

#include <QFileDialog>
#include <QMessageBox>

namespace fabric::ui {

namespace {

// The catalogue as the user prices with it: their own exchange rates over the catalogue's.
std::shared_ptr<const Catalogue> withUserRates(const std::shared_ptr<const Catalogue> &catalogue)
{
    if (AppSettings::exchangeRates().empty())
        return catalogue;
    return std::make_shared<const Catalogue>(AppSettings::withExchangeRates(*catalogue));
}

} // namespace

UserCatalogue::UserCatalogue(std::shared_ptr<const Catalogue> bundled, WindowSettings *settings, QWidget *window)
    : QObject(window)
    , m_bundled(std::move(bundled))
    , m_catalogue(withUserRates(m_bundled))
    , m_settings(settings)
    , m_window(window)
    , m_reportError([window](const QString &title, const QString &text) { QMessageBox::warning(window, title, text); })
{
}

void UserCatalogue::showCatalogue()
{
    auto *dialog = new CatalogueDialog(*m_catalogue, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void UserCatalogue::importPriceList()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import Price List"), m_settings->lastDirectory(),
                                                      tr("Price lists (*.csv);;All files (*)"));
    if (!path.isEmpty())
        importPriceListFrom(path);
}

void UserCatalogue::importPriceListFrom(const QString &path)
{
    const PriceImportOutcome outcome = importPriceListFile(path, *m_catalogue);
    if (!outcome.error.isEmpty())
        return m_reportError(tr("Cannot import the price list"), outcome.error);
    // The new prices take effect in a fresh catalogue; the plan is priced again with it.
    if (auto reopened = Catalogue::openDefault()) {
        m_bundled = std::make_shared<const Catalogue>(std::move(*reopened));
        reprice();
    }
    if (outcome.warnings.isEmpty())
        return void(QMessageBox::information(m_window, tr("Price list imported"), outcome.summary));
    // A price of 0 is taken but said: it is more often a placeholder than a gift.
    constexpr qsizetype kShown = 10;
    QStringList lines = outcome.warnings.mid(0, kShown);
    if (outcome.warnings.size() > kShown)
        lines << tr("and %n more", nullptr, int(outcome.warnings.size() - kShown));
    QMessageBox::warning(m_window, tr("Price list imported"),
                         outcome.summary + QStringLiteral("\n\n") + lines.join(QLatin1Char('\n')));
}

void UserCatalogue::showSettings()
{
    SettingsDialog dialog(*m_bundled, m_window);
    if (dialog.exec() == QDialog::Accepted)
        reprice();
}

void UserCatalogue::reprice()
{
    m_catalogue = withUserRates(m_bundled);
    emit catalogueChanged(m_catalogue);
}

} // namespace fabric::ui
