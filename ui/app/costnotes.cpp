#include "ui/app/costnotes.h"

#include "core/pricing/costsummary.h"
#include "ui/app/format.h"
#include "ui/render/quantitytext.h"

#include <QCoreApplication>

namespace fabric::ui {

namespace {

struct CostText
{
    Q_DECLARE_TR_FUNCTIONS(CostNotes)
};

} // namespace

QStringList costNotes(const CostSummary &cost, const QString &currency)
{
    QStringList notes;
    if (cost.tax != 0.0)
        notes << CostText::tr("before tax; %1 with tax").arg(formatMoney(cost.total, currency));
    if (!cost.complete())
        notes << render::plural(CostText::tr("excludes %n item(s) on request", nullptr, cost.unknownLines), cost.unknownLines);
    return notes;
}

} // namespace fabric::ui
