#include "ui/app/figurespanel.h"

#include "core/common/ratiotext.h"
#include "ui/app/costnotes.h"
#include "ui/app/format.h"
#include "ui/app/networkname.h"
#include "ui/render/quantitytext.h"
#include "ui/render/sentences.h"
#include "ui/render/terms.h"

#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <cmath>

namespace fabric::ui {

FiguresPanel::FiguresPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    const QMargins margins = outer->contentsMargins();
    outer->setContentsMargins(margins.left(), 2, margins.right(), 2);
    m_notice = new QLabel(this);
    m_notice->setWordWrap(true);
    m_notice->setStyleSheet(QStringLiteral("color: #b07800; font-weight: bold;"));
    m_notice->setVisible(false);
    outer->addWidget(m_notice);
    m_form = new QFormLayout;
    m_form->setLabelAlignment(Qt::AlignLeft);
    // Rows close together: every figure in sight at 1280 x 720, in Chinese too (taller lines).
    m_form->setVerticalSpacing(1);
    // In a narrow dock a figure goes under its name rather than off the edge.
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    outer->addLayout(m_form);
    outer->addStretch();
    addFigure(QStringLiteral("gpus"), tr("GPUs"));
    addFigure(QStringLiteral("nodes"), tr("Nodes"));
    addFigure(QStringLiteral("endpoints"), tr("Endpoints"));
    m_tiers = addFigure(QStringLiteral("switches"), tr("Switches"));
    m_tiers->setTextFormat(Qt::RichText);
    m_networks = addFigure(QStringLiteral("networks"), tr("Networks"));
    m_networks->setTextFormat(Qt::RichText);
    addFigure(QStringLiteral("planes"), tr("Planes × SUs"));
    addFigure(QStringLiteral("bisection"), tr("Bisection"));
    addFigure(QStringLiteral("oversubscription"), tr("Oversubscription"));
    addFigure(QStringLiteral("hops"), tr("Switch hops"));
    addFigure(QStringLiteral("latency"), tr("Worst latency"));
    addFigure(QStringLiteral("racks"), tr("Racks"));
    addFigure(QStringLiteral("cables"), tr("Cable runs"));
    addFigure(QStringLiteral("physicalCables"), tr("Cables ordered"));
    addFigure(QStringLiteral("transceivers"), tr("Transceivers"));
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

QString FiguresPanel::changeNotice() const
{
    return m_notice->isHidden() ? QString() : m_notice->text();
}

void FiguresPanel::forgetPrevious()
{
    m_previous.reset();
    m_notice->clear();
    m_notice->setVisible(false);
}

namespace {

// A figure and, on a line of its own in small print, what it leaves out: the dock stays narrow.
QString withNote(const QString &figure, const QString &note)
{
    return QStringLiteral("%1<br><small style='font-weight:normal'>%2</small>").arg(figure.toHtmlEscaped(), note.toHtmlEscaped());
}

// A lower bound: the figure leaves out parts whose value is unknown.
QString atLeast(const QString &figure)
{
    return FiguresPanel::tr("≥ %1").arg(figure);
}

// The cause and the way back, when a small change of size had a large effect on the fabric.
QString sizeChangeNotice(const Plan &before, const Plan &after)
{
    if (!before.ok() || !after.ok() || before.compute().sizing.nodes <= 0 || after.compute().sizing.nodes <= 0)
        return {};
    const Design &a = before.design;
    const Design &b = after.design;
    // Only a change of size: other edits (switch, fabric) are meant to change the fabric.
    if (a.platform != b.platform || a.fabric != b.fabric || a.switchModel != b.switchModel || a.planes != b.planes
        || a.oversubscription != b.oversubscription || a.suSize != b.suSize || a.linkSpeedGbps != b.linkSpeedGbps)
        return {};
    const int nodesBefore = before.compute().sizing.nodes, nodesAfter = after.compute().sizing.nodes;
    if (nodesBefore == nodesAfter)
        return {};
    const QLocale locale;
    const int switchesBefore = before.compute().sizing.switchCount(), switchesAfter = after.compute().sizing.switchCount();
    const int tiersBefore = before.compute().sizing.tiers, tiersAfter = after.compute().sizing.tiers;
    if (tiersBefore != tiersAfter)
        return render::joinedSentences(
            FiguresPanel::tr("Going from %1 to %2 nodes takes the fabric from a %3-tier to a %4-tier design (%5 → %6 "
                             "switches).")
                .arg(locale.toString(nodesBefore), locale.toString(nodesAfter))
                .arg(tiersBefore)
                .arg(tiersAfter)
                .arg(locale.toString(switchesBefore), locale.toString(switchesAfter)),
            FiguresPanel::tr("Undo (Ctrl+Z) goes back to %1 on %2.")
                .arg(render::plural(FiguresPanel::tr("%Ln node(s)", nullptr, nodesBefore), nodesBefore),
                     render::plural(FiguresPanel::tr("%n tier(s)", nullptr, tiersBefore), tiersBefore)));
    // More than a quarter more switches for at most a tenth more nodes.
    const double nodeGrowth = double(nodesAfter - nodesBefore) / nodesBefore;
    const double switchGrowth = switchesBefore > 0 ? double(switchesAfter - switchesBefore) / switchesBefore : 0.0;
    if (nodeGrowth > 0 && nodeGrowth <= 0.10 && switchGrowth > 0.25)
        return FiguresPanel::tr("%1 more nodes need %2 more switches (%3 → %4): the size crossed a switch boundary. "
                                "Undo (Ctrl+Z) goes back to %5 nodes.")
            .arg(locale.toString(nodesAfter - nodesBefore), locale.toString(switchesAfter - switchesBefore),
                 locale.toString(switchesBefore), locale.toString(switchesAfter), locale.toString(nodesBefore));
    return {};
}

} // namespace

void FiguresPanel::setPlan(const PlanPtr &plan)
{
    if (plan && m_previous && plan != m_previous) {
        const QString notice = sizeChangeNotice(*m_previous, *plan);
        m_notice->setText(notice);
        m_notice->setVisible(!notice.isEmpty());
    }
    if (plan)
        m_previous = plan;
    auto set = [this](const char *key, const QString &text) {
        m_values.value(QLatin1String(key))->setText(text.isEmpty() ? QStringLiteral("–") : text);
    };
    if (!plan || plan->compute().sizing.nodes == 0) {
        for (QLabel *label : std::as_const(m_values))
            label->setText(QStringLiteral("–"));
        return;
    }
    const Sizing &s = plan->compute().sizing;
    const Figures &f = plan->figures;
    const QLocale locale;
    set("gpus", formatCount(s.gpus));
    set("nodes", formatCount(s.nodes));
    set("endpoints", formatCount(s.endpoints()));
    QStringList tiers;
    for (const TierSize &t : s.tierSizes)
        tiers << QStringLiteral("%1 %2 <span style='font-weight:normal'>%3</span>")
                     .arg(render::tierName(t.role))
                     .arg(formatCount(t.count))
                     .arg(QString::fromStdString(t.model).toHtmlEscaped());
    m_tiers->setText(tiers.join(QStringLiteral("<br>")));
    // Every network's switches, the compute fabric's first: what the quote orders.
    QStringList networks;
    for (const NetworkPlan &network : plan->networks) {
        const auto byModel = network.sizing.switchesByModel();
        QStringList models;
        for (const auto &[model, count] : byModel)
            models << QStringLiteral("%1 %2").arg(formatCount(count), QString::fromStdString(model).toHtmlEscaped());
        // One model: its count is the network's ("Compute 48 QM9700"), not said twice.
        networks << (byModel.size() == 1
                         ? QStringLiteral("%1 <span style='font-weight:normal'>%2</span>").arg(networkShortName(network.role), models.front())
                         : QStringLiteral("%1 %2 <span style='font-weight:normal'>%3</span>")
                               .arg(networkShortName(network.role))
                               .arg(formatCount(network.sizing.switchCount()))
                               .arg(models.join(QStringLiteral(" + "))));
    }
    // A plan with errors stopped part way: the networks so far ("Storage 0", the next ones
    // missing) are not the cluster's.
    m_networks->setText(plan->ok() ? networks.join(QStringLiteral("<br>")) : QStringLiteral("–"));
    set("planes", QStringLiteral("%1 × %2").arg(s.planes).arg(s.scalableUnits));
    // A plan with errors has no figures: unknown, shown as a dash, never as 0 or 1:1.
    set("bisection", f.known && f.bisectionGbps > 0 ? formatBandwidth(f.bisectionGbps) : QString());
    set("oversubscription", f.known ? QString::fromStdString(ratioText(f.oversubscription)) : QString());
    set("hops", f.known && f.hopsAcrossSu > 0 ? tr("%1 / %2 / %3 / %4")
                                         .arg(f.hopsSameRail)
                                         .arg(f.hopsSameSu)
                                         .arg(f.hopsSamePod)
                                         .arg(f.hopsAcrossPods)
                                   : QString());
    m_values.value(QStringLiteral("hops"))->setToolTip(tr("Worst cases: same rail / same SU / same pod / across pods"));
    set("latency", !f.known || f.worstCaseLatencyNs <= 0 ? QString()
                   : f.latencyIncludesSwitches ? tr("%1 ns").arg(locale.toString(f.worstCaseLatencyNs, 'f', 0))
                                               : withNote(atLeast(tr("%1 ns").arg(locale.toString(f.worstCaseLatencyNs, 'f', 0))),
                                                          tr("cables only")));
    m_values.value(QStringLiteral("latency"))->setToolTip(
        f.latencyIncludesSwitches ? tr("Switches plus cables on the longest path")
                                  : tr("The catalogue does not know the switch's latency: this is the cable part alone"));
    set("racks", !plan->ok() || plan->floor.racks.empty() ? QString()
                                           : tr("%1 in %2").arg(formatCount(static_cast<long long>(plan->floor.racks.size())),
                                                                render::plural(tr("%n row(s)", nullptr, plan->floor.rows), plan->floor.rows)));
    set("cables", f.clusterLinks == 0 ? QString()
                                      : tr("%1, %2 m").arg(formatCount(f.clusterLinks)).arg(formatCount(std::llround(f.clusterCableLengthM))));
    m_values.value(QStringLiteral("cables"))->setToolTip(tr("Point-to-point links to cable in every network, as the Cabling tab "
                                                            "lists them, and their length in all"));
    // What the bill of materials orders: a fibre run is one cable and two transceivers.
    long long cables = 0, transceivers = 0;
    for (const BomLine &line : plan->bom.lines) {
        if (line.category == "Cables" || line.category == "Fibre")
            cables += line.quantity;
        else if (line.category == "Transceivers")
            transceivers += line.quantity;
    }
    set("physicalCables", plan->bom.lines.empty() ? QString() : formatCount(cables));
    set("transceivers", plan->bom.lines.empty() ? QString() : formatCount(transceivers));
    for (const char *key : {"physicalCables", "transceivers"})
        m_values.value(QLatin1String(key))->setToolTip(tr("As the bill of materials counts them (copper, AOC and fibre "
                                                           "cables; spares are on lines of their own)"));
    const QString currency = QString::fromStdString(plan->bom.currency);
    // The pricing engine's net (core/pricing/pricingengine.h), as the exports and the quote have it.
    const CostSummary &cost = plan->bom.cost;
    const QStringList notes = costNotes(cost, currency);
    const QString total = notes.isEmpty() ? formatMoney(cost.net, currency)
                                          : withNote(formatMoney(cost.net, currency), render::joinedClauses(notes));
    set("total", plan->bom.lines.empty() ? QString() : total);
    // A share of a total that leaves parts out is a lower bound: "≥", as Compare and Explore write
    // it, the total above saying what is left out (a second note would cost the dock a line).
    const QString unpriced = render::plural(tr("excludes %n item(s) on request", nullptr, cost.unknownLines), cost.unknownLines);
    set("costPerGpu", !f.costPerGpu ? QString()
                      : cost.complete() ? formatMoney(*f.costPerGpu, currency)
                                        : atLeast(formatMoney(*f.costPerGpu, currency)));
    m_values.value(QStringLiteral("costPerGpu"))->setToolTip(f.costPerGpu && !cost.complete() ? unpriced : QString());
    int unknownPower = 0;
    for (const BomLine &line : plan->bom.lines)
        unknownPower += line.powerUnknown ? line.quantity : 0;
    const QString unknownNote = render::plural(tr("excludes %n part(s) of unknown draw", nullptr, unknownPower), unknownPower);
    set("power", plan->bom.powerW <= 0 ? (unknownPower > 0 ? tr("unknown") : QString())
                 : unknownPower > 0 ? withNote(formatPower(plan->bom.powerW), unknownNote)
                                    : formatPower(plan->bom.powerW));
    const QString perGpu = tr("%1 W").arg(locale.toString(f.powerPerGpuW, 'f', 1));
    set("powerPerGpu", f.powerPerGpuW <= 0 ? QString() : unknownPower > 0 ? atLeast(perGpu) : perGpu);
    m_values.value(QStringLiteral("powerPerGpu"))->setToolTip(f.powerPerGpuW > 0 && unknownPower > 0 ? unknownNote : QString());
}

} // namespace fabric::ui
