#include "ui/app/figurespanel.h"

#include "ui/app/format.h"

#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace fabric::ui {

FiguresPanel::FiguresPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    m_form = new QFormLayout;
    m_form->setLabelAlignment(Qt::AlignLeft);
    outer->addLayout(m_form);
    outer->addStretch();
    addFigure(QStringLiteral("gpus"), tr("GPUs"));
    addFigure(QStringLiteral("nodes"), tr("Nodes"));
    addFigure(QStringLiteral("endpoints"), tr("Endpoints"));
    m_tiers = addFigure(QStringLiteral("switches"), tr("Switches"));
    m_tiers->setTextFormat(Qt::RichText);
    addFigure(QStringLiteral("planes"), tr("Planes × SUs"));
    addFigure(QStringLiteral("bisection"), tr("Bisection"));
    addFigure(QStringLiteral("oversubscription"), tr("Oversubscription"));
    addFigure(QStringLiteral("hops"), tr("Switch hops"));
    addFigure(QStringLiteral("latency"), tr("Worst latency"));
    addFigure(QStringLiteral("racks"), tr("Racks"));
    addFigure(QStringLiteral("cables"), tr("Cables"));
    addFigure(QStringLiteral("total"), tr("Total cost"));
    addFigure(QStringLiteral("costPerGpu"), tr("Cost per GPU"));
    addFigure(QStringLiteral("power"), tr("Total power"));
    addFigure(QStringLiteral("powerPerGpu"), tr("Power per GPU"));
}

QLabel *FiguresPanel::addFigure(const QString &key, const QString &label)
{
    auto *value = new QLabel(QStringLiteral("–"), this);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QFont bold = value->font();
    bold.setBold(true);
    value->setFont(bold);
    m_form->addRow(label, value);
    m_values.insert(key, value);
    return value;
}

QString FiguresPanel::value(const QString &key) const
{
    const QLabel *label = m_values.value(key);
    return label ? label->text() : QString();
}

void FiguresPanel::setPlan(const PlanPtr &plan)
{
    auto set = [this](const char *key, const QString &text) {
        m_values.value(QLatin1String(key))->setText(text.isEmpty() ? QStringLiteral("–") : text);
    };
    if (!plan || plan->sizing.nodes == 0) {
        for (QLabel *label : std::as_const(m_values))
            label->setText(QStringLiteral("–"));
        return;
    }
    const Sizing &s = plan->sizing;
    const Figures &f = plan->figures;
    const QLocale locale;
    set("gpus", formatCount(s.gpus));
    set("nodes", formatCount(s.nodes));
    set("endpoints", formatCount(s.endpoints()));
    QStringList tiers;
    for (const TierSize &t : s.tierSizes)
        tiers << QStringLiteral("%1 %2 <span style='font-weight:normal'>%3</span>")
                     .arg(QString::fromLatin1(toString(t.role)))
                     .arg(t.count)
                     .arg(QString::fromStdString(t.model).toHtmlEscaped());
    m_tiers->setText(tiers.join(QStringLiteral("<br>")));
    set("planes", QStringLiteral("%1 × %2").arg(s.planes).arg(s.scalableUnits));
    set("bisection", f.bisectionGbps > 0 ? formatBandwidth(f.bisectionGbps) : QString());
    set("oversubscription", QStringLiteral("%1:1").arg(locale.toString(f.oversubscription, 'g', 3)));
    set("hops", f.hopsAcrossSu > 0 ? tr("%1 / %2 / %3 / %4")
                                         .arg(f.hopsSameRail)
                                         .arg(f.hopsSameSu)
                                         .arg(f.hopsSamePod)
                                         .arg(f.hopsAcrossPods)
                                   : QString());
    m_values.value(QStringLiteral("hops"))->setToolTip(tr("Worst cases: same rail / same SU / same pod / across pods"));
    set("latency", f.worstCaseLatencyNs > 0 ? tr("%1 ns").arg(locale.toString(f.worstCaseLatencyNs, 'f', 0)) : QString());
    set("racks", plan->floor.racks.empty() ? QString()
                                           : tr("%1 in %2 rows").arg(plan->floor.racks.size()).arg(plan->floor.rows));
    set("cables", plan->cables.runs.empty() ? QString()
                                            : tr("%1, %2 m").arg(formatCount(static_cast<long long>(plan->cables.runs.size())))
                                                  .arg(locale.toString(plan->cables.totalLengthM, 'f', 0)));
    const QString currency = QString::fromStdString(plan->bom.currency);
    set("total", plan->bom.lines.empty() ? QString() : formatMoney(plan->bom.total, currency));
    set("costPerGpu", f.costPerGpu ? formatMoney(*f.costPerGpu, currency) : QString());
    set("power", plan->bom.powerW > 0 ? formatPower(plan->bom.powerW) : QString());
    set("powerPerGpu", f.powerPerGpuW > 0 ? tr("%1 W").arg(locale.toString(f.powerPerGpuW, 'f', 1)) : QString());
}

} // namespace fabric::ui
