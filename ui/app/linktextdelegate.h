#pragma once

#include <QStyledItemDelegate>

namespace fabric::ui {

// Draws a link as the as-built check writes it ("A – B", several joined by "; "), wrapped only
// between its two ends and between links: a device, its port and its rack never split across
// lines ("leaf-p1-" at the end of one and "su01-r1 port 1/2" on the next). In a view that
// wraps its words; in one that does not it draws the text as it is.
class LinkTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // text with every break inside an end taken away: its spaces non-breaking, and a word joiner
    // after each character a line may otherwise break after (hyphens, slashes, Chinese).
    static QString breakingOnlyBetweenEnds(const QString &text);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace fabric::ui
