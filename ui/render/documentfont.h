#pragma once

#include <QFont>
#include <QString>
#include <QStringList>

namespace fabric::render {

// The families every PDF is set in, in order: DejaVu Sans for Latin text, then Chinese fonts that
// give each ideograph a glyph of its own. Qt's PDF writer (6.4, src/gui/text/qfontsubset.cpp
// getReverseMap) maps a glyph back to the lowest code point the font gives it; Noto Sans CJK
// shares its glyphs between the Kangxi radicals and the ideographs, so a quote set in it reads
// right but copies and searches as '⼀⼆⽹' (U+2F00...) instead of '一二网'. Last, Symbola: outlines
// for the emoji and symbols people type into names (a colour emoji font's bitmaps are not what a
// PDF embeds), which the others print as a box.
QStringList documentFontFamilies();

// documentFontFamilies() at this size.
QFont documentFont(double points, bool bold = false);

// The same list as a CSS font-family value, for QTextDocument style sheets.
QString documentFontCss();

} // namespace fabric::render
