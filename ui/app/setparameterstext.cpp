#include "ui/app/setparameterstext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace fabric::ui {

QString setModelParametersText(const std::vector<ModelParameter> &set)
{
    QStringList named;
    for (const ModelParameter &p : set)
        named << QCoreApplication::translate("fabric::ui::SetParameters", "%1 %2 %3")
                     .arg(QString::fromStdString(p.name), QLocale().toString(p.value, 'g', 6),
                          QString::fromStdString(p.unit));
    return QLocale().createSeparatedList(named);
}

} // namespace fabric::ui
