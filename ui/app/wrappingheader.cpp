#include "ui/app/wrappingheader.h"

#include <QFontMetrics>
#include <QPainter>
#include <QStyleOptionHeaderV2>
#include <QTextBoundaryFinder>

#include <algorithm>

namespace fabric::ui {

namespace {

// The longest start of word, at least one character (never half of one), no wider than width.
qsizetype fittingPrefix(const QString &word, const QFontMetrics &metrics, int width)
{
    QTextBoundaryFinder characters(QTextBoundaryFinder::Grapheme, word);
    qsizetype fits = characters.toNextBoundary();
    for (qsizetype next = characters.toNextBoundary(); next > 0 && next <= word.size(); next = characters.toNextBoundary()) {
        if (metrics.horizontalAdvance(word.left(next)) > width)
            break;
        fits = next;
    }
    return std::max<qsizetype>(fits, 1);
}

} // namespace

QStringList wrapText(const QString &text, const QFontMetrics &metrics, int width, int maxLines)
{
    QStringList lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        for (QString word : paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QString joined = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (metrics.horizontalAdvance(joined) <= width) {
                line = joined;
                continue;
            }
            if (!line.isEmpty())
                lines << line;
            while (metrics.horizontalAdvance(word) > width) {
                const qsizetype cut = fittingPrefix(word, metrics, width);
                lines << word.left(cut);
                word = word.mid(cut);
            }
            line = word;
        }
        lines << line;
    }
    if (lines.size() > maxLines) {
        QStringList rest = lines.mid(maxLines - 1);
        lines = lines.mid(0, maxLines - 1);
        lines << metrics.elidedText(rest.join(QLatin1Char(' ')), Qt::ElideRight, width);
    }
    return lines;
}

WrappingHeaderView::WrappingHeaderView(QWidget *parent, int maxLines)
    : QHeaderView(Qt::Horizontal, parent)
    , m_maxLines(maxLines)
{
    setSectionsClickable(true);
    setHighlightSections(true);
    // A narrower or wider section wraps differently, and the header's height follows.
    connect(this, &QHeaderView::sectionResized, this, [this](int logicalIndex) {
        headerDataChanged(Qt::Horizontal, logicalIndex, logicalIndex);
        emit geometriesChanged();
    });
}

int WrappingHeaderView::textWidthIn(int sectionWidth) const
{
    QStyleOptionHeaderV2 option;
    initStyleOption(&option);
    // As tall as the most lines make the header: the style takes the arrow's room from its height.
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
    option.rect = QRect(0, 0, sectionWidth, m_maxLines * fontMetrics().lineSpacing() + 2 * margin);
    // Where the table sorts, any section may show the arrow, which takes room from its text.
    if (isSortIndicatorShown())
        option.sortIndicator = QStyleOptionHeader::SortDown;
    return std::max(1, style()->subElementRect(QStyle::SE_HeaderLabel, &option, this).width());
}

QStringList WrappingHeaderView::linesAt(const QString &text, int sectionWidth) const
{
    return wrapText(text, fontMetrics(), textWidthIn(sectionWidth), m_maxLines);
}

QStringList WrappingHeaderView::sectionLines(int logicalIndex) const
{
    if (!model())
        return {};
    return linesAt(model()->headerData(logicalIndex, orientation()).toString(), sectionSize(logicalIndex));
}

int WrappingHeaderView::widthToShowWhole(const QString &text, int minimum, int maximum) const
{
    const auto letters = [](QString s) { return s.remove(QLatin1Char(' ')).remove(QLatin1Char('\n')); };
    // A word is broken across lines only where it would not fit the widest section either ("Order|
    // ed (m)" read worse than a wider column). Chinese breaks between its characters.
    QStringList words;
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    for (qsizetype start = 0, end = breaks.toNextBoundary(); end > 0; start = end, end = breaks.toNextBoundary())
        words << text.mid(start, end - start).trimmed();
    const int widest = textWidthIn(maximum);
    const auto whole = [&](int width) {
        const int room = textWidthIn(width);
        for (const QString &word : words) {
            const int advance = fontMetrics().horizontalAdvance(word);
            if (advance > room && advance <= widest)
                return false;
        }
        return letters(linesAt(text, width).join(QString())) == letters(text);
    };
    if (minimum >= maximum || whole(minimum))
        return minimum;
    if (!whole(maximum))
        return maximum;
    while (maximum - minimum > 1) { // whole(maximum) holds, whole(minimum) does not
        const int middle = (minimum + maximum) / 2;
        (whole(middle) ? maximum : minimum) = middle;
    }
    return maximum;
}

void WrappingHeaderView::paintSection(QPainter *painter, const QRect &rect, int logicalIndex) const
{
    if (!rect.isValid())
        return;
    QStyleOptionHeaderV2 option;
    initStyleOption(&option);
    initStyleOptionForIndex(&option, logicalIndex);
    option.rect = rect;
    option.text = sectionLines(logicalIndex).join(QLatin1Char('\n'));
    option.textElideMode = Qt::ElideNone; // elided above, line by line
    painter->save();
    style()->drawControl(QStyle::CE_Header, &option, painter, this);
    painter->restore();
}

QSize WrappingHeaderView::sectionSizeFromContents(int logicalIndex) const
{
    QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
    if (!model())
        return size;
    QStyleOptionHeaderV2 option;
    initStyleOption(&option);
    option.section = logicalIndex;
    option.text = sectionLines(logicalIndex).join(QLatin1Char('\n'));
    const QSize wrapped = style()->sizeFromContents(QStyle::CT_HeaderSection, &option, QSize(), this);
    size.setHeight(wrapped.height());
    return size;
}

} // namespace fabric::ui
