#include "ui/render/textfit.h"

#include <QFont>
#include <QImage>

#include <algorithm>

namespace fabric::render {

namespace {

bool breaksAfter(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('-') || c == QLatin1Char('/') || c == QLatin1Char('_')
        || c == QLatin1Char('.');
}

} // namespace

QStringList wrapWhole(const QString &text, const QFontMetricsF &metrics, double width)
{
    QStringList lines;
    QString rest = text;
    while (!rest.isEmpty()) {
        if (metrics.horizontalAdvance(rest) <= width) {
            lines << rest;
            break;
        }
        // The longest start that fits: at least one character (a column narrower than one
        // character still prints every one of them).
        qsizetype fit = 1;
        while (fit < rest.size() && metrics.horizontalAdvance(rest.left(fit + 1)) <= width)
            ++fit;
        if (fit < rest.size() && rest.at(fit - 1).isHighSurrogate() && fit > 1)
            --fit;
        // After the last space that fits, else after the last '-', '/', '_' or '.', else anywhere:
        // a name stays on one line whenever it fits one.
        qsizetype cut = 0;
        if (fit < rest.size() && rest.at(fit) == QLatin1Char(' '))
            cut = fit;
        for (qsizetype i = fit; i > 1 && cut == 0; --i)
            if (rest.at(i - 1) == QLatin1Char(' '))
                cut = i;
        for (qsizetype i = fit; i > 1 && cut == 0; --i)
            if (breaksAfter(rest.at(i - 1)))
                cut = i;
        if (cut == 0)
            cut = fit;
        QString line = rest.left(cut);
        while (line.size() > 1 && line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        lines << line;
        rest = rest.mid(cut);
        while (rest.startsWith(QLatin1Char(' ')))
            rest.remove(0, 1);
    }
    if (lines.isEmpty())
        lines << QString();
    return lines;
}

double widestLine(const QString &text, const QFontMetricsF &metrics)
{
    double widest = 0.0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

QFont fitLines(QFont font, const QString &text, const QSizeF &room, int largest, int smallest)
{
    const auto lines = static_cast<double>(text.count(QLatin1Char('\n')) + 1);
    for (int size = largest; size >= smallest; --size) {
        font.setPixelSize(size);
        const QFontMetricsF metrics(font);
        if (widestLine(text, metrics) <= room.width() && metrics.height() + (lines - 1) * metrics.lineSpacing() <= room.height())
            return font;
    }
    font.setPixelSize(smallest);
    return font;
}

QFontMetricsF pointMetrics(const QFont &font)
{
    static const QImage device = [] {
        QImage image(1, 1, QImage::Format_ARGB32);
        image.setDotsPerMeterX(qRound(72 / 0.0254));
        image.setDotsPerMeterY(qRound(72 / 0.0254));
        return image;
    }();
    return QFontMetricsF(font, &device);
}

} // namespace fabric::render
