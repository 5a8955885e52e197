#include "ui/render/imagewriter.h"

#include "core/common/usertext.h"
#include "core/export/atomicfile.h"
#include "ui/render/translatedtext.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace fabric::render {

QString saveAtomically(const QString &path, const QByteArray &bytes)
{
    // The core's writer, not QSaveFile: it checks every write and names the system's reason
    // ("No space left on device"), follows symlinks, refuses FIFOs and devices, and syncs to disk.
    const ExportResult result = writeTextAtomically(std::filesystem::path(QFile::encodeName(path).toStdString()),
                                                    std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    return translated(result.errorText);
}

QString writeImage(const QString &path, QSize size, const PaintFunction &paint, const QString &title, QString *note)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    QByteArray bytes;
    if (suffix == QLatin1String("svg")) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        // Qt writes the title into <title> as it is, so "R&D" made an ill-formed file: Qt is given
        // a marker, and the title goes in escaped in its place (whatever Qt's version does).
        const QString marker = QStringLiteral("fabricplanner-svg-title");
        generator.setTitle(marker);
        {
            QPainter painter(&generator);
            paint(painter);
        }
        const QByteArray markedTitle = "<title>" + marker.toUtf8() + "</title>";
        if (const qsizetype at = bytes.indexOf(markedTitle); at >= 0)
            bytes.replace(at, markedTitle.size(), QByteArrayLiteral("<title>") + title.toHtmlEscaped().toUtf8() + QByteArrayLiteral("</title>"));
        // Qt writes a name's control characters into the XML as they are: left out here, where
        // every text of every drawing passes.
        const std::string_view svg(bytes.constData(), static_cast<std::size_t>(bytes.size()));
        if (needsXmlCleaning(svg)) {
            const std::string clean = xmlSafeText(svg);
            bytes = QByteArray(clean.data(), static_cast<qsizetype>(clean.size()));
        }
    } else if (suffix == QLatin1String("png")) {
        const double points = std::max(1.0, static_cast<double>(size.width()) * static_cast<double>(size.height()));
        const double ratio = std::min(2.0, std::sqrt(kMaxPngPixels / points));
        if (ratio < kMinPngPixelsPerPoint)
            return QCoreApplication::translate("ImageWriter", "the drawing is %1 x %2 points, too large for a readable PNG "
                                                              "(at most %3 million pixels); write it as .svg")
                .arg(size.width())
                .arg(size.height())
                .arg(kMaxPngPixels / 1e6);
        const QSize pixels(std::max(1, static_cast<int>(size.width() * ratio)), std::max(1, static_cast<int>(size.height() * ratio)));
        if (ratio < 2.0 && note)
            *note = QCoreApplication::translate("ImageWriter", "the PNG is scaled to %1 x %2 pixels (at most %3 million); "
                                                               "write it as .svg for every detail")
                        .arg(pixels.width())
                        .arg(pixels.height())
                        .arg(kMaxPngPixels / 1e6);
        QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
        if (image.isNull())
            return QCoreApplication::translate("ImageWriter", "not enough memory for a PNG of %1 x %2 pixels; write it as .svg")
                .arg(pixels.width())
                .arg(pixels.height());
        image.setDevicePixelRatio(ratio);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            paint(painter);
        }
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!image.save(&buffer, "PNG"))
            return QCoreApplication::translate("ImageWriter", "cannot encode PNG");
    } else {
        return QCoreApplication::translate("ImageWriter", "unsupported image type '%1' (use .svg or .png)").arg(suffix);
    }
    return saveAtomically(path, bytes);
}

} // namespace fabric::render
