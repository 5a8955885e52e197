#pragma once

#include <QFont>
#include <QFontMetricsF>
#include <QString>
#include <QStringList>

namespace fabric::render {

// Text that must print whole (cable ids, device and port names): never elided. Lines of text
// no wider than width, broken after a space, '-', '/', '_' or '.' where one fits, else between
// characters (a space is preferred, so that a name stays on one line where it fits one); the
// lines, joined with their breaking spaces, are the text.
// A text that fits is one line.
QStringList wrapWhole(const QString &text, const QFontMetricsF &metrics, double width);

// The widest of text's lines (broken at '\n' only).
double widestLine(const QString &text, const QFontMetricsF &metrics);

// font at the largest pixel size from largest down to smallest at which text's lines (broken at
// '\n' only, never wrapped) fit room; at smallest where none does.
QFont fitLines(QFont font, const QString &text, const QSizeF &room, int largest, int smallest);

// Metrics of a font at 72 dots per inch, where a point is a unit: the way a PDF written at
// resolution 72 (every PDF here) lays out its text, for layouts decided before a page is drawn.
QFontMetricsF pointMetrics(const QFont &font);

} // namespace fabric::render
