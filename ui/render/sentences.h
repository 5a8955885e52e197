#pragma once

#include <QString>
#include <QStringList>

namespace fabric::render {

// Two sentences as the interface language writes them one after the other: English puts a space
// between them; Chinese, whose sentence ends in a full-width stop (。), runs them together.
// An empty side gives the other.
QString joinedSentences(const QString &first, const QString &second);

// text = joinedSentences(text, sentence).
void appendSentence(QString &text, const QString &sentence);

// The items of a list ("a, b, c"; in Chinese "a、b、c") and the clauses of one sentence ("a; b";
// in Chinese "a；b"), with the interface language's separator.
QString joinedItems(const QStringList &items);
QString joinedClauses(const QStringList &clauses);

} // namespace fabric::render
