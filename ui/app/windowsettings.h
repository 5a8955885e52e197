#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QMainWindow;

namespace fabric::ui {

// What the main window remembers between sessions (QSettings): its geometry, the docks and
// toolbars as the user left them, and the folder files were last opened from or written to.
// (Tiled keeps its preferences apart from its main window in the same way.)
class WindowSettings : public QObject
{
    Q_OBJECT

public:
    explicit WindowSettings(QMainWindow *window);

    // Restores geometry and state; with no saved state (a first start), fitDocks runs once the
    // window has its size. Sweeps the temporaries that a killed save left in the last folder.
    void restore(const std::function<void()> &fitDocks);
    void save() const;

    QString lastDirectory() const { return m_lastDirectory; }
    void setLastDirectory(const QString &directory) { m_lastDirectory = directory; }
    // The folder of file becomes the last directory.
    void rememberFolderOf(const QString &file);

private:
    QMainWindow *m_window;
    QString m_lastDirectory;
};

} // namespace fabric::ui
