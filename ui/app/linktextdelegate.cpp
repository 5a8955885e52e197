#include "ui/app/linktextdelegate.h"

#include <QRegularExpression>

namespace fabric::ui {

namespace {

constexpr QChar kNoBreakSpace(0x00A0);
constexpr QChar kWordJoiner(0x2060);

bool mayBreakAfter(QChar c)
{
    // Between two ASCII letters or digits no line breaks; a joiner there would cost the kerning.
    return !(c.unicode() < 0x80 && c.isLetterOrNumber()) && c != kNoBreakSpace;
}

QString joined(const QString &end)
{
    QString text;
    text.reserve(end.size() * 2);
    for (qsizetype i = 0; i < end.size(); ++i) {
        const QChar c = end[i] == QLatin1Char(' ') ? kNoBreakSpace : end[i];
        text += c;
        if (i + 1 < end.size() && mayBreakAfter(c))
            text += kWordJoiner;
    }
    return text;
}

} // namespace

QString LinkTextDelegate::breakingOnlyBetweenEnds(const QString &text)
{
    // The breaks kept: after the dash between a link's ends and after the semicolon between links.
    static const QRegularExpression betweenEnds(QStringLiteral("(?<= –) |(?<=;) "));
    QStringList ends = text.split(betweenEnds);
    for (QString &end : ends)
        end = joined(end);
    return ends.join(QLatin1Char(' '));
}

void LinkTextDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (option->features & QStyleOptionViewItem::WrapText) // the view wraps its words
        option->text = breakingOnlyBetweenEnds(option->text);
}

} // namespace fabric::ui
