#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QMenu;
class QWidget;

namespace fabric::ui {

class Document;
class UserCatalogue;
class WindowSettings;

// The Export menu: asks where to write (never over the project, the catalogue or the price
// database), writes the current plan in the chosen format and says how it went.
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

signals:
    // A line for the status bar.
    void message(const QString &text, int timeoutMs);

private:
    void fillMenu();
    QString askExportPath(const QString &title, const QString &suffix, const QString &filter);
    // False (and says so) when there is no plan fit to export.
    bool havePlan(const QString &title = {});
    void exportBom(const QString &suffix);
    void exportCabling();
    void exportTopologyFile(const QString &kind);
    void exportDiagram(const QString &kind);
    void exportQuote();

    Document *m_document;
    UserCatalogue *m_catalogue;
    WindowSettings *m_settings;
    QWidget *m_window;
    QMenu *m_menu;
    ErrorReporter m_reportError;
};

} // namespace fabric::ui
