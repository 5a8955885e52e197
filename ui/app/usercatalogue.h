#pragma once

#include "core/catalogue/catalogue.h"

#include <QObject>

#include <functional>
#include <memory>

class QWidget;

namespace fabric::ui {

class WindowSettings;

// The catalogue as this user prices with it: the bundled one (with their imported prices) under
// their own exchange rates. Owns the actions that change it (Import Price List, Settings) and the
// catalogue browser; says when plans must be priced again.
class UserCatalogue : public QObject
{
    Q_OBJECT

public:
    using ErrorReporter = std::function<void(const QString &title, const QString &text)>;

    UserCatalogue(std::shared_ptr<const Catalogue> bundled, WindowSettings *settings, QWidget *window);

    // What plans use.
    std::shared_ptr<const Catalogue> catalogue() const { return m_catalogue; }
    void setErrorReporter(ErrorReporter reporter) { m_reportError = std::move(reporter); }

    void showCatalogue();
    void importPriceList();
    // The same without the file dialog: the file chosen (tests, hostile files).
    void importPriceListFrom(const QString &path);
    void showSettings();

signals:
    void catalogueChanged(std::shared_ptr<const Catalogue> catalogue);

private:
    void reprice();

    std::shared_ptr<const Catalogue> m_bundled; // as opened, without the user's rates
    std::shared_ptr<const Catalogue> m_catalogue;
    WindowSettings *m_settings;
    QWidget *m_window;
    ErrorReporter m_reportError;
};

} // namespace fabric::ui
