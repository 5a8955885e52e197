#pragma once

#include <QObject>

class QDockWidget;
class QMainWindow;
class QTabWidget;

namespace fabric::ui {

// Keeps the views' tab titles whole when the window is narrow (1920 x 1080 at 200 % is 960 x 540,
// as is a window snapped to half of a 1920 px screen): where the views beside the two side docks
// are a little narrower than their tab bar the docks give up the width; where much narrower, the
// right dock goes in as a tab behind the left one; once the window has room for both beside the
// tabs again, it goes back to its side. What the user arranged otherwise (a dock floating,
// closed, or moved to another side) is left as it is.
class SideDockStacker : public QObject
{
    Q_OBJECT

public:
    SideDockStacker(QMainWindow *window, QTabWidget *views, QDockWidget *left, QDockWidget *right);

    // From now on (once the window has its first size and its docks theirs) the docks follow the
    // views' width.
    void start();
    bool stacked() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void arrange();
    bool sideBySide() const;
    bool giveUpWidth(int missing);

    QMainWindow *m_window;
    QTabWidget *m_views;
    QDockWidget *m_left;
    QDockWidget *m_right;
    // Set when this stacked the docks (the saved layout of a narrow window may have them so):
    // the right dock's width then, to give back once there is room for it.
    bool m_stackedHere = false;
    int m_rightWidth = 0;
    bool m_arrangePending = false;
};

} // namespace fabric::ui
