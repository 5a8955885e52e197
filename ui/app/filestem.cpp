#include "ui/app/filestem.h"

#include <QFileInfo>

namespace fabric::ui {

namespace {

constexpr qsizetype kMaxStemBytes = 200; // of NAME_MAX's 255, room for any suffix we add

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
    auto trimmable = [](QChar c) { return c.isSpace() || c == u'.'; };
    qsizetype first = 0, last = stem.size();
    while (first < last && trimmable(stem[first]))
        ++first;
    while (last > first && trimmable(stem[last - 1]))
        --last;
    stem = stem.mid(first, last - first);
    // Whole characters while the UTF-8 fits.
    qsizetype bytes = 0, end = 0;
    while (end < stem.size()) {
        const qsizetype width = stem[end].isHighSurrogate() && end + 1 < stem.size() ? 2 : 1;
        const qsizetype size = stem.mid(end, width).toUtf8().size();
        if (bytes + size > kMaxStemBytes)
            break;
        bytes += size;
        end += width;
    }
    stem.truncate(end);
    while (!stem.isEmpty() && trimmable(stem.back()))
        stem.chop(1);
    return stem;
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
