#include "ui/app/setparameterstext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace fabric::ui {

QString parameterUnitText(const std::string &unit)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("fabric::ui::SetParameters", text); };
    if (unit == "us")
        return QStringLiteral("µs");
    if (unit == "x")
        return QStringLiteral("×");
    if (unit == "GPUs")
        return tr("GPUs");
    if (unit == "NICs")
        return tr("NICs");
    if (unit == "channels")
        return tr("channels");
    if (unit == "fraction")
        return tr("fraction");
    if (unit == "on/off")
        return tr("on/off");
    return QString::fromStdString(unit);
}

QString setModelParametersText(const std::vector<ModelParameter> &set)
{
    QStringList named;
    for (const ModelParameter &p : set)
        named << QCoreApplication::translate("fabric::ui::SetParameters", "%1 %2 %3")
                     .arg(QString::fromStdString(p.name), QLocale().toString(p.value, 'g', 6),
                          parameterUnitText(p.unit));
    return QLocale().createSeparatedList(named);
}

} // namespace fabric::ui
