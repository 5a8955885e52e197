#include "ui/app/setparameterstext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace fabric::ui {

QString parameterUnitText(const std::string &unit)
{
    static constexpr const char *kWords[] = {
        QT_TRANSLATE_NOOP("fabric::ui::SetParameters", "GPUs"),     QT_TRANSLATE_NOOP("fabric::ui::SetParameters", "NICs"),
        QT_TRANSLATE_NOOP("fabric::ui::SetParameters", "channels"), QT_TRANSLATE_NOOP("fabric::ui::SetParameters", "fraction"),
        QT_TRANSLATE_NOOP("fabric::ui::SetParameters", "on/off")};
    if (unit == "us")
        return QStringLiteral("µs");
    if (unit == "x")
        return QStringLiteral("×");
    for (const char *word : kWords)
        if (unit == word)
            return QCoreApplication::translate("fabric::ui::SetParameters", word);
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
