#include "ui/app/dialogfit.h"

#include <QDialog>
#include <QEvent>
#include <QLayout>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace fabric::ui {

namespace {

// Sizes and moves its dialog into the screen on every show.
class OnScreen : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Show)
            fit(static_cast<QDialog *>(watched));
        return QObject::eventFilter(watched, event);
    }

private:
    static void fit(QDialog *dialog)
    {
        const QScreen *screen = dialog->screen();
        if (!screen)
            return;
        // The window frame the platform adds, as far as it is known yet (else a title bar).
        const QRect frame = dialog->frameGeometry();
        const QRect client = dialog->geometry();
        QMargins margins(client.left() - frame.left(), client.top() - frame.top(), frame.right() - client.right(),
                         frame.bottom() - client.bottom());
        if (margins.isNull())
            margins.setTop(dialog->style()->pixelMetric(QStyle::PM_TitleBarHeight));
        const QRect room = screen->availableGeometry().marginsRemoved(margins);
        const QSize size(std::min(client.width(), room.width()), std::min(client.height(), room.height()));
        if (size != client.size())
            dialog->resize(size);
        const int x = std::clamp(client.left(), room.left(), std::max(room.left(), room.right() - size.width() + 1));
        const int y = std::clamp(client.top(), room.top(), std::max(room.top(), room.bottom() - size.height() + 1));
        if (x != client.left() || y != client.top())
            dialog->move(x - margins.left(), y - margins.top());
    }
};

} // namespace

void layOutScrollable(QDialog *dialog, QLayout *content, QWidget *buttons)
{
    auto *page = new QWidget;
    page->setLayout(content);
    auto *scroll = new QScrollArea(dialog);
    scroll->setObjectName(QStringLiteral("dialogScrollArea"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(page);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    // As tall as the content wants, within the screen (keepOnScreen): the scroll bar only when it
    // does not fit.
    const int wanted = page->sizeHint().height() + buttons->sizeHint().height() + layout->spacing()
                       + layout->contentsMargins().top() + layout->contentsMargins().bottom();
    const int width = std::max(page->sizeHint().width() + scroll->verticalScrollBar()->sizeHint().width(),
                               buttons->sizeHint().width()) + layout->contentsMargins().left() + layout->contentsMargins().right();
    dialog->resize(width, wanted);
    keepOnScreen(dialog);
}

void keepOnScreen(QDialog *dialog)
{
    dialog->installEventFilter(new OnScreen(dialog));
}

} // namespace fabric::ui
