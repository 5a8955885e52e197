#include "ui/render/sentences.h"

#include <QCoreApplication>

namespace fabric::render {

namespace {

// CJK symbols and punctuation (。、「」) and the full-width forms (：；！？）): a sentence that
// ends in one of them is written without a space before the next.
bool endsFullWidth(const QString &text)
{
    const char16_t last = text.back().unicode();
    return (last >= 0x3000 && last <= 0x303F) || (last >= 0xFF00 && last <= 0xFF60);
}

QString joinedWith(const QStringList &parts, const char *pattern)
{
    if (parts.isEmpty())
        return {};
    QString text = parts.front();
    for (qsizetype i = 1; i < parts.size(); ++i)
        text = QCoreApplication::translate("fabric::render::Sentences", pattern).arg(text, parts[i]);
    return text;
}

} // namespace

QString joinedSentences(const QString &first, const QString &second)
{
    if (first.isEmpty())
        return second;
    if (second.isEmpty())
        return first;
    return endsFullWidth(first) ? first + second : first + QLatin1Char(' ') + second;
}

void appendSentence(QString &text, const QString &sentence)
{
    text = joinedSentences(text, sentence);
}

QString joinedItems(const QStringList &items)
{
    return joinedWith(items, QT_TRANSLATE_NOOP("fabric::render::Sentences", "%1, %2"));
}

QString joinedClauses(const QStringList &clauses)
{
    return joinedWith(clauses, QT_TRANSLATE_NOOP("fabric::render::Sentences", "%1; %2"));
}

} // namespace fabric::render
