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

// Writes a drawing to SVG or PNG (chosen by the file's suffix) atomically. Returns an empty string
// on success, else the reason.
QString writeImage(const QString &path, QSize size, const PaintFunction &paint, const QString &title = {});

} // namespace fabric::render
