#include "ui/app/recentfiles.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace fabric::ui {

namespace {
constexpr int kMaxRecentFiles = 8;
const QString kRecentKey = QStringLiteral("recentFiles");
} // namespace

RecentFiles::RecentFiles(QMenu *recentMenu, QMenu *sampleMenu, QObject *parent)
    : QObject(parent)
    , m_recentMenu(recentMenu)
    , m_sampleMenu(sampleMenu)
{
    fillSampleMenu();
    updateRecentMenu();
}

QStringList RecentFiles::files() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxRecentFiles)
        list.removeLast();
    QSettings().setValue(kRecentKey, list);
    updateRecentMenu();
}

void RecentFiles::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList list = files();
    for (const QString &path : list) {
        QAction *action = m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { emit openRequested(path); });
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
    }
    if (list.isEmpty()) {
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(tr("Clear Menu"), this, [this] {
        QSettings().remove(kRecentKey);
        updateRecentMenu();
    });
}

QStringList RecentFiles::sampleDirectories()
{
    QStringList directories;
    const QDir bin(QCoreApplication::applicationDirPath());
    for (const QString &candidate : {bin.filePath(QStringLiteral("../share/fabricplanner/samples")),
                                     QStringLiteral(FABRIC_SOURCE_DIR "/data/samples")}) {
        const QFileInfo info(candidate);
        if (info.isDir())
            directories << info.canonicalFilePath();
    }
    return directories;
}

bool RecentFiles::isSample(const QString &path)
{
    return path.startsWith(QLatin1Char(':')) || sampleDirectories().contains(QFileInfo(path).absolutePath());
}

void RecentFiles::fillSampleMenu()
{
    m_sampleMenu->clear();
    const QStringList directories = sampleDirectories();
    if (!directories.isEmpty()) {
        const QDir dir(directories.first());
        for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            const QString path = info.absoluteFilePath();
            m_sampleMenu->addAction(info.completeBaseName(), this, [this, path] { emit sampleRequested(path); });
        }
    }
    if (m_sampleMenu->isEmpty())
        m_sampleMenu->addAction(tr("No samples found"))->setEnabled(false);
}

} // namespace fabric::ui
