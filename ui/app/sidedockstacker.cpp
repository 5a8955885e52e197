#include "ui/app/sidedockstacker.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QSettings>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>

namespace fabric::ui {

namespace {

const QString kStackedKey = QStringLiteral("window/sideDocksStacked");
const QString kRightWidthKey = QStringLiteral("window/sideDockWidth");

} // namespace

SideDockStacker::SideDockStacker(QMainWindow *window, QTabWidget *views, QDockWidget *left, QDockWidget *right)
    : QObject(window)
    , m_window(window)
    , m_views(views)
    , m_left(left)
    , m_right(right)
{
}

void SideDockStacker::start()
{
    const QSettings settings;
    m_stackedHere = stacked() && settings.value(kStackedKey).toBool();
    m_rightWidth = settings.value(kRightWidthKey).toInt();
    m_views->installEventFilter(this);
    arrange();
}

bool SideDockStacker::stacked() const
{
    return m_window->tabifiedDockWidgets(m_left).contains(m_right);
}

bool SideDockStacker::eventFilter(QObject *watched, QEvent *event)
{
    // Rearranged once the resize is over: docks moved inside a resize would resize the views again.
    if (watched == m_views && event->type() == QEvent::Resize && !m_arrangePending) {
        m_arrangePending = true;
        QTimer::singleShot(0, this, [this] {
            m_arrangePending = false;
            arrange();
        });
    }
    return QObject::eventFilter(watched, event);
}

bool SideDockStacker::sideBySide() const
{
    const auto besideTheViews = [this](QDockWidget *dock) {
        const Qt::DockWidgetArea area = m_window->dockWidgetArea(dock);
        return dock->isVisible() && !dock->isFloating() && (area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea);
    };
    return besideTheViews(m_left) && besideTheViews(m_right) && m_window->dockWidgetArea(m_left) != m_window->dockWidgetArea(m_right);
}

// Where the views are a little short of their tab bar (by 6 px in English in the 1220 px window a
// 1280 x 720 screen opens) the docks give the width up, each by its share, by at most a tenth of
// their width: their panels take that by putting a value under its label.
bool SideDockStacker::giveUpWidth(int missing)
{
    const int left = m_left->width();
    const int right = m_right->width();
    if (missing > (left + right) / 10)
        return false;
    const int fromLeft = (missing * left + left + right - 1) / (left + right);
    const int newLeft = left - fromLeft;
    const int newRight = right - (missing - fromLeft);
    if (newLeft < m_left->minimumSizeHint().width() || newRight < m_right->minimumSizeHint().width())
        return false;
    m_window->resizeDocks({m_left, m_right}, {newLeft, newRight}, Qt::Horizontal);
    return true;
}

void SideDockStacker::arrange()
{
    const int needed = m_views->tabBar()->sizeHint().width();
    if (!stacked()) {
        m_stackedHere = false;
        const int missing = needed - m_views->width();
        if (missing <= 0 || !sideBySide())
            return;
        if (giveUpWidth(missing))
            return;
        m_rightWidth = m_right->width();
        m_window->tabifyDockWidget(m_left, m_right);
        m_left->raise(); // the design, edited most, in front
        m_stackedHere = true;
    } else {
        const int separator = m_window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, m_window);
        const int width = std::max(m_rightWidth, m_right->minimumSizeHint().width());
        if (!m_stackedHere || m_views->width() - width - separator < needed || m_window->isMinimized())
            return;
        m_window->addDockWidget(Qt::RightDockWidgetArea, m_right);
        m_right->show();
        m_window->resizeDocks({m_right}, {width}, Qt::Horizontal);
        m_stackedHere = false;
    }
    QSettings settings;
    settings.setValue(kStackedKey, m_stackedHere);
    settings.setValue(kRightWidthKey, m_rightWidth);
}

} // namespace fabric::ui
