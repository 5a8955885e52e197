#pragma once

#include <QHeaderView>
#include <QStringList>

class QFontMetrics;

namespace fabric::ui {

// Text broken into at most maxLines lines no wider than width: at spaces and the line breaks
// it has, inside a word only where the word alone is wider (a name in Chinese has no spaces);
// what still does not fit ends the last line with "…".
QStringList wrapText(const QString &text, const QFontMetrics &metrics, int width, int maxLines);

// A horizontal table header whose sections wrap a long text onto a few lines at the section's
// width, and grow the header's height to hold them. QHeaderView draws one line and clips what
// does not fit at both ends ("perPOD H100, 4 :" for a design's name); the model's tooltip still
// has the text whole.
class WrappingHeaderView : public QHeaderView
{
    Q_OBJECT

public:
    explicit WrappingHeaderView(QWidget *parent = nullptr, int maxLines = 3);

    // The lines a section shows at its present width.
    QStringList sectionLines(int logicalIndex) const;
    // The narrowest section width, between minimum and maximum, at which text needs no "…".
    int widthToShowWhole(const QString &text, int minimum, int maximum) const;

protected:
    void paintSection(QPainter *painter, const QRect &rect, int logicalIndex) const override;
    QSize sectionSizeFromContents(int logicalIndex) const override;

private:
    QStringList linesAt(const QString &text, int sectionWidth) const;
    int textWidthIn(int sectionWidth) const;

    int m_maxLines;
};

} // namespace fabric::ui
