#include "ui/app/windowsettings.h"

#include "core/export/atomicfile.h"

#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QTimer>

#include <algorithm>

namespace fabric::ui {

WindowSettings::WindowSettings(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
}

void WindowSettings::restore(const std::function<void()> &fitDocks)
{
    QSettings settings;
    const QRect screen = m_window->screen() ? m_window->screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
    if (!m_window->restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        m_window->resize(std::min(1500, screen.width() - 60), std::min(920, screen.height() - 60));
    if (!m_window->restoreState(settings.value(QStringLiteral("window/state")).toByteArray()))
        QTimer::singleShot(0, m_window, fitDocks);
    // A geometry saved on a larger screen (or at another scale) must not leave the window bigger
    // than this one.
    if (m_window->width() > screen.width() || m_window->height() > screen.height())
        m_window->resize(std::min(m_window->width(), screen.width()), std::min(m_window->height(), screen.height()));
    m_lastDirectory = settings.value(QStringLiteral("lastDirectory")).toString();
    // Temporaries of saves and exports killed there last time (the autosave folder sweeps itself).
    if (!m_lastDirectory.isEmpty())
        sweepTemporaryFiles(QFile::encodeName(m_lastDirectory).toStdString());
}

void WindowSettings::save() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), m_window->saveGeometry());
    settings.setValue(QStringLiteral("window/state"), m_window->saveState());
    settings.setValue(QStringLiteral("lastDirectory"), m_lastDirectory);
}

void WindowSettings::rememberFolderOf(const QString &file)
{
    m_lastDirectory = QFileInfo(file).absolutePath();
}

} // namespace fabric::ui
