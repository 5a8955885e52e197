#pragma once

#include <QSize>
#include <QString>

#include <functional>

class QPainter;

namespace fabric::render {

using PaintFunction = std::function<void(QPainter &)>;

// Writes a drawing to SVG or PNG (chosen by the file's suffix) atomically. Returns an empty string
// on success, else the reason.
QString writeImage(const QString &path, QSize size, const PaintFunction &paint, const QString &title = {});

} // namespace fabric::render
