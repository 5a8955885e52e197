#include "ui/render/quantitytext.h"

#include <QCoreApplication>
#include <QLocale>

namespace fabric::render {

QString plural(QString text, int n)
{
    text.replace(QLatin1String("(es)"), n == 1 ? QString() : QStringLiteral("es"));
    text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    return text;
}

namespace {

// A sum over a rack's devices when some of them have no value: the sum itself when all are known,
// "unknown" when none is, else "at least" the sum and how many devices it leaves out.
QString partlyKnown(const QString &known, int unknownDevices, int devices, const char *noneKnown,
                    const char *someUnknown)
{
    if (unknownDevices <= 0)
        return known;
    if (unknownDevices >= devices)
        return QCoreApplication::translate("RackText", noneKnown);
    return QCoreApplication::translate("RackText", someUnknown)
        .arg(known, plural(QCoreApplication::translate("RackText", "%n device(s)", nullptr, unknownDevices), unknownDevices));
}

} // namespace

QString rackPowerText(const Rack &rack)
{
    return partlyKnown(QCoreApplication::translate("RackText", "%1 kW").arg(QLocale().toString(rack.powerKw, 'f', 1)),
                       rack.devicesWithoutPower, rack.devices, QT_TRANSLATE_NOOP("RackText", "power unknown"),
                       QT_TRANSLATE_NOOP("RackText", "at least %1 (%2 without a known draw)"));
}

QString rackWeightText(const Rack &rack)
{
    return partlyKnown(QCoreApplication::translate("RackText", "%1 kg").arg(QLocale().toString(rack.weightKg, 'f', 0)),
                       rack.devicesWithoutWeight, rack.devices, QT_TRANSLATE_NOOP("RackText", "weight unknown"),
                       QT_TRANSLATE_NOOP("RackText", "at least %1 (%2 without a known weight)"));
}

} // namespace fabric::render
