#include "ui/app/setparameterstext.h"

#include "core/model/modelparameters.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace fabric::ui {

QString setModelParametersText(const Design &design)
{
    QStringList set;
    for (const ModelParameter &p : parametersSetBy(design.modelOverrides))
        set << QCoreApplication::translate("fabric::ui::SetParameters", "%1 %2 %3")
                   .arg(QString::fromStdString(p.name), QLocale().toString(p.value, 'g', 6),
                        QString::fromStdString(p.unit));
    return QLocale().createSeparatedList(set);
}

} // namespace fabric::ui
