#include "ui/app/filestem.h"

#include "core/common/usertext.h"

#include <QFileInfo>

#include <string>

namespace fabric::ui {

namespace {

constexpr std::size_t kMaxStemBytes = 200; // of NAME_MAX's 255, room for any suffix we add

bool forbidden(char32_t c)
{
    switch (c) {
    case '/': case '\\': case ':': case '*': case '?': case '"': case '<': case '>': case '|':
        return true;
    default:
        return c < 0x20 || c == 0x7F;
    }
}

bool invisible(char32_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x200E || c == 0x200F || c == 0xFFFE
        || c == 0xFFFF;
}

} // namespace

QString fileStemFor(const QString &name)
{
    QString stem;
    for (const char32_t c : name.toUcs4()) {
        if (invisible(c))
            continue;
        if (forbidden(c))
            stem += u'-';
        else
            stem += QString::fromUcs4(&c, 1);
    }
    auto trimmed = [](const QString &text) {
        auto trimmable = [](QChar c) { return c.isSpace() || c == u'.'; };
        qsizetype first = 0, last = text.size();
        while (first < last && trimmable(text[first]))
            ++first;
        while (last > first && trimmable(text[last - 1]))
            --last;
        return text.mid(first, last - first);
    };
    // Trimmed before the cut (leading blanks take no bytes) and after it (the cut may end on one).
    const std::string utf8 = trimmed(stem).toStdString();
    return trimmed(QString::fromStdString(std::string(cutUtf8Bytes(utf8, kMaxStemBytes))));
}

QString projectStem(const QString &filePath)
{
    QString stem = QFileInfo(filePath).completeBaseName();
    const QLatin1String added(".fabricplanner");
    if (stem.endsWith(added, Qt::CaseInsensitive) && stem.size() > added.size())
        stem.chop(added.size());
    return stem;
}

} // namespace fabric::ui
