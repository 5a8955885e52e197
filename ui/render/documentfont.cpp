#include "ui/render/documentfont.h"

namespace fabric::render {

QStringList documentFontFamilies()
{
    return {QStringLiteral("DejaVu Sans"), QStringLiteral("WenQuanYi Micro Hei"), QStringLiteral("WenQuanYi Zen Hei"),
            QStringLiteral("Droid Sans Fallback"), QStringLiteral("Symbola")};
}

QFont documentFont(double points, bool bold)
{
    QFont font;
    font.setFamilies(documentFontFamilies());
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

QString documentFontCss()
{
    QStringList quoted;
    for (const QString &family : documentFontFamilies())
        quoted << QLatin1Char('\'') + family + QLatin1Char('\'');
    return quoted.join(QStringLiteral(", "));
}

} // namespace fabric::render
