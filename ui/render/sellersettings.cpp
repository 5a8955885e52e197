#include "ui/render/sellersettings.h"

#include "core/common/inputfile.h"
#include "ui/render/translatedtext.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QSettings>

namespace fabric::render {

namespace {

QString key(const char *name)
{
    return QStringLiteral("seller/") + QLatin1String(name);
}

} // namespace

Seller readSeller(QSettings &settings)
{
    Seller s;
    s.company = settings.value(key("company")).toString();
    s.address = settings.value(key("address")).toString();
    s.contact = settings.value(key("contact")).toString();
    s.terms = settings.value(key("terms")).toString();
    s.logo.loadFromData(settings.value(key("logo")).toByteArray());
    return s;
}

QString loadLogo(const QString &path, QImage &logo)
{
    const auto bytes = readInputFile(std::filesystem::path(QFile::encodeName(path).toStdString()), kMaxLogoBytes,
                                     FABRIC_TR("fabric::render", "a logo"));
    if (!bytes)
        return QCoreApplication::translate("Seller", "%1: %2").arg(path, translated(bytes.errorText()));
    if (!logo.loadFromData(QByteArray::fromRawData(bytes->data(), static_cast<qsizetype>(bytes->size())))
        || logo.isNull())
        return QCoreApplication::translate("Seller", "%1: not an image Fabric Planner can read (use PNG, JPEG or SVG)").arg(path);
    return {};
}

void writeSeller(QSettings &settings, const Seller &seller)
{
    settings.setValue(key("company"), seller.company);
    settings.setValue(key("address"), seller.address);
    settings.setValue(key("contact"), seller.contact);
    settings.setValue(key("terms"), seller.terms);
    QByteArray png;
    if (!seller.logo.isNull()) {
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        seller.logo.save(&buffer, "PNG");
    }
    settings.setValue(key("logo"), png);
}

std::unique_ptr<QSettings> desktopSettings()
{
    return std::make_unique<QSettings>(QSettings::NativeFormat, QSettings::UserScope,
                                       QLatin1String(kSettingsOrganization), QLatin1String(kSettingsApplication));
}

} // namespace fabric::render
