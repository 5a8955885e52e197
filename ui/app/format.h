#pragma once

#include <QString>

#include <optional>

namespace fabric::ui {

// Numbers as people read them in the panels and tables (locale grouping, sensible units).
QString formatMoney(double amount, const QString &currency);
QString formatPower(double watts);
QString formatBandwidth(double gbps);
QString formatCount(long long count);

// A number typed in a Chinese or Japanese input mode in the forms the box reads: full-width
// digits, signs and separators (U+FF01-U+FF5E) as ASCII, the ideographic space as a space and the
// ideographic full stop as ".". Each character stays one character: a cursor keeps its place.
QString halfWidthNumber(QString text);

// A number as typed (half-width first, as above): in the interface's form (0,92 in German) or as
// 0.92; nothing when it is no finite number.
std::optional<double> readTypedNumber(const QString &text);

} // namespace fabric::ui
