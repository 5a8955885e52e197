#pragma once

#include "core/design/networkspec.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace fabric {
struct ExportFormat;
}

namespace fabric::ui {

class Document;
class UserCatalogue;
class WindowSettings;

// The Export menu, built from the registry of export formats (core/export/exportformats.h) that
// the CLI reads too: a format per entry, a submenu of networks for a format of one network. Asks
// where to write (never over the project, the catalogue or the price database), writes the
// current plan in the chosen format and says how it went.
class ExportMenu : public QObject
{
    Q_OBJECT

public:
    using ErrorReporter = std::function<void(const QString &title, const QString &text)>;

    ExportMenu(Document *document, UserCatalogue *catalogue, WindowSettings *settings, QWidget *window);

    QMenu *menu() const { return m_menu; }
    void setErrorReporter(ErrorReporter reporter) { m_reportError = std::move(reporter); }

    // Writes the quote of the current plan as PDF; errors go to the error reporter.
    bool exportQuoteTo(const QString &path);
    // Writes the current plan in the registry's format id to path (a folder for rack elevations),
    // without asking. network: a PerNetwork format's (the compute fabric when none), or the one
    // network an AllOrOneNetwork format keeps (every network when none). Errors go to the error
    // reporter.
    bool exportTo(const QString &id, const QString &path, std::optional<NetworkRole> network = std::nullopt);
    // The menu's action for format id and network (for a format with a submenu of networks; an
    // AllOrOneNetwork format's "All networks" entry when none), or null.
    QAction *action(const QString &id, std::optional<NetworkRole> network = std::nullopt) const;

signals:
    // A line for the status bar.
    void message(const QString &text, int timeoutMs);

private:
    void fillMenu();
    void updateNetworks();
    QString askExportPath(const QString &title, const QString &suffix, const QString &filter);
    // False (and says so) when there is no plan fit to export.
    bool havePlan(const QString &title = {});
    // Asks where, then writes.
    void exportFormat(const ExportFormat &format, std::optional<NetworkRole> network);
    QString write(const ExportFormat &format, const QString &path, std::optional<NetworkRole> network);

    Document *m_document;
    UserCatalogue *m_catalogue;
    WindowSettings *m_settings;
    QWidget *m_window;
    QMenu *m_menu;
    ErrorReporter m_reportError;
};

} // namespace fabric::ui
