#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace fabric::ui {

// File > Open Recent and File > Open Sample: the projects opened or saved last (QSettings) and
// the sample projects installed with the application. Asks the window to open a file; the
// window decides whether it may (unsaved changes).
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    RecentFiles(QMenu *recentMenu, QMenu *sampleMenu, QObject *parent);

    // Puts path first in Open Recent.
    void add(const QString &path);
    QStringList files() const;

    // The folders sample projects are found in, installed first, the source tree's second.
    static QStringList sampleDirectories();
    // A sample or a resource: opened, but not a recent file of the user's.
    static bool isSample(const QString &path);

signals:
    void openRequested(const QString &path);
    // A sample opens as a new, unnamed design: a starting point, not a file to overwrite.
    void sampleRequested(const QString &path);

private:
    void updateRecentMenu();
    void fillSampleMenu();

    QMenu *m_recentMenu;
    QMenu *m_sampleMenu;
};

} // namespace fabric::ui
