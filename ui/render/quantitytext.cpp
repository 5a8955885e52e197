#include "ui/render/quantitytext.h"

#include <QCoreApplication>
#include <QLocale>

namespace fabric::render {

QString countText(const char *context, const char *source, int n)
{
    QString text = QCoreApplication::translate(context, source, nullptr, n);
    text.replace(QLatin1String("(es)"), n == 1 ? QString() : QStringLiteral("es"));
    text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    return text;
}

QString rackPowerText(const Rack &rack)
{
    const QString known = QCoreApplication::translate("RackText", "%1 kW").arg(QLocale().toString(rack.powerKw, 'f', 1));
    if (rack.devicesWithoutPower <= 0)
        return known;
    if (rack.devicesWithoutPower >= rack.devices)
        return QCoreApplication::translate("RackText", "power unknown");
    return QCoreApplication::translate("RackText", "at least %1 (%2 without a known draw)")
        .arg(known, countText("RackText", "%n device(s)", rack.devicesWithoutPower));
}

QString rackWeightText(const Rack &rack)
{
    const QString known = QCoreApplication::translate("RackText", "%1 kg").arg(QLocale().toString(rack.weightKg, 'f', 0));
    if (rack.devicesWithoutWeight <= 0)
        return known;
    if (rack.devicesWithoutWeight >= rack.devices)
        return QCoreApplication::translate("RackText", "weight unknown");
    return QCoreApplication::translate("RackText", "at least %1 (%2 without a known weight)")
        .arg(known, countText("RackText", "%n device(s)", rack.devicesWithoutWeight));
}

} // namespace fabric::render
