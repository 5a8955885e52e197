#pragma once

#include <QSize>
#include <QString>

#include <functional>

class QByteArray;
class QPainter;

namespace fabric::render {

using PaintFunction = std::function<void(QPainter &)>;

// Replaces the file with these bytes or leaves it as it was (writeAtomically in core). Empty string
// on success, else the reason.
QString saveAtomically(const QString &path, const QByteArray &bytes);

// A PNG holds at most this many pixels (128 MB while it is painted): a drawing of 131,072 GPUs at
// two pixels a point would be 384 million pixels, 1.5 GB and a minute of painting.
inline constexpr double kMaxPngPixels = 32e6;
// Below this many pixels a point the text of a drawing cannot be read: such a PNG is refused.
inline constexpr double kMinPngPixelsPerPoint = 0.5;

// Writes a drawing of size points to SVG or PNG (chosen by the file's suffix) atomically. A PNG has
// two pixels a point, fewer when that would pass kMaxPngPixels (note then says so); one that
// would need fewer than kMinPngPixelsPerPoint is refused, suggesting SVG. An SVG holds only
// characters XML allows (xmlSafeText). Returns an empty string on success, else the reason.
QString writeImage(const QString &path, QSize size, const PaintFunction &paint, const QString &title = {},
                   QString *note = nullptr);

} // namespace fabric::render
