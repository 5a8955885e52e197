#include "ui/app/flowlayout.h"

#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace fabric::ui {

FlowLayout::FlowLayout(QWidget *parent)
    : QLayout(parent)
{
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
}

int FlowLayout::count() const
{
    return static_cast<int>(m_items.size());
}

QLayoutItem *FlowLayout::itemAt(int index) const
{
    return index >= 0 && index < m_items.size() ? m_items.at(index) : nullptr;
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    // As narrow as the widest item: everything else wraps.
    QSize size;
    for (const QLayoutItem *item : m_items)
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // Everything on one line.
    int width = 0;
    int height = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        width += (width > 0 ? gap(Qt::Horizontal) : 0) + item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins margins = contentsMargins();
    return {width + margins.left() + margins.right(), height + margins.top() + margins.bottom()};
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::gap(Qt::Orientation orientation) const
{
    const int own = spacing();
    if (own >= 0)
        return own;
    const QWidget *owner = parentWidget();
    if (!owner)
        return 6;
    return owner->style()->pixelMetric(orientation == Qt::Horizontal ? QStyle::PM_LayoutHorizontalSpacing
                                                                     : QStyle::PM_LayoutVerticalSpacing,
                                       nullptr, owner);
}

int FlowLayout::arrange(const QRect &rect, bool place) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int across = std::max(0, gap(Qt::Horizontal));
    const int down = std::max(0, gap(Qt::Vertical));
    int y = area.top();
    QList<QLayoutItem *> line;
    int lineWidth = 0;
    int lineHeight = 0;
    auto finishLine = [&] {
        if (place) {
            int x = area.left();
            for (QLayoutItem *item : line) {
                const QSize hint = item->sizeHint();
                item->setGeometry(QRect(QPoint(x, y + (lineHeight - hint.height()) / 2), hint));
                x += hint.width() + across;
            }
        }
        y += lineHeight + down;
        line.clear();
        lineWidth = 0;
        lineHeight = 0;
    };
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint();
        if (!line.isEmpty() && lineWidth + across + hint.width() > area.width())
            finishLine();
        lineWidth += (line.isEmpty() ? 0 : across) + hint.width();
        lineHeight = std::max(lineHeight, hint.height());
        line.append(item);
    }
    if (!line.isEmpty())
        finishLine();
    const int used = y - area.top() - (y > area.top() ? down : 0);
    const QMargins margins = contentsMargins();
    return used + margins.top() + margins.bottom();
}

} // namespace fabric::ui
