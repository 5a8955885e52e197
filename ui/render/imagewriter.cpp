#include "ui/render/imagewriter.h"

#include "core/export/atomicfile.h"
#include "ui/render/translatedtext.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace fabric::render {

QString saveAtomically(const QString &path, const QByteArray &bytes)
{
    // The core's writer, not QSaveFile: it checks every write and names the system's reason
    // ("No space left on device"), follows symlinks, refuses FIFOs and devices, and syncs to disk.
    const ExportResult result = writeTextAtomically(std::filesystem::path(QFile::encodeName(path).toStdString()),
                                                    std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    return translated(result.errorText);
}

QString writeImage(const QString &path, QSize size, const PaintFunction &paint, const QString &title)
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
        generator.setTitle(title);
        QPainter painter(&generator);
        paint(painter);
    } else if (suffix == QLatin1String("png")) {
        QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2.0);
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
