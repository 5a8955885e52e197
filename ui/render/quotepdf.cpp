#include "ui/render/quotepdf.h"

#include "core/quote/quotetotals.h"
#include "ui/render/floordiagram.h"
#include "ui/render/imagewriter.h"
#include "ui/render/topologydiagram.h"

#include <QBuffer>

#include <algorithm>
#include <QLocale>
#include <QPainter>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

namespace fabric::render {

namespace {

QString text(const std::string &s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

QString number(double value, int decimals = 0)
{
    return QLocale(QLocale::English).toString(value, 'f', decimals);
}

QString capitalized(std::string_view word)
{
    QString s = QString::fromUtf8(word.data(), static_cast<qsizetype>(word.size()));
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

QString money(double value, const std::string &currency)
{
    return QString::fromStdString(currency) + QLatin1Char(' ') + number(value, 2);
}

QString row(const QStringList &cells, bool header = false)
{
    const QString tag = header ? QStringLiteral("th") : QStringLiteral("td");
    QString html = QStringLiteral("<tr>");
    for (const QString &cell : cells) {
        const bool numeric = !header && !cell.isEmpty() && (cell.front().isDigit() || cell.startsWith(QLatin1Char('-'))
                                                            || cell.contains(QLatin1String(".00")));
        html += QStringLiteral("<%1%2>%3</%1>").arg(tag, numeric ? QStringLiteral(" align=\"right\"") : QString(), cell);
    }
    return html + QStringLiteral("</tr>");
}

QString styleSheet()
{
    return QStringLiteral(
        "body { font-family: 'DejaVu Sans'; font-size: 9pt; color: #1a1a1a; }"
        "h1 { font-size: 20pt; color: #1d3a5f; margin-bottom: 2pt; }"
        "h2 { font-size: 13pt; color: #1d3a5f; margin-top: 14pt; border-bottom: 1px solid #1d3a5f; }"
        "table.grid { border-collapse: collapse; }"
        "table.grid th { background-color: #1d3a5f; color: white; padding: 3px; text-align: left; }"
        "table.grid td { padding: 3px; border-bottom: 1px solid #d0d7e0; }"
        "td.label { color: #555555; padding-right: 12px; }"
        "tr.total td { font-weight: bold; border-top: 2px solid #1d3a5f; }"
        ".note { color: #666666; font-size: 8pt; }");
}

// "QM9700: SHARPv3 in-network reduction, SHIELD self-healing interconnect" for each switch model
// the fabric uses that has in-network features; empty when none has.
std::string switchFeatureSummary(const Catalogue &catalogue, const Sizing &sizing)
{
    std::string summary;
    std::vector<std::string> seen;
    for (const TierSize &t : sizing.tierSizes) {
        if (std::find(seen.begin(), seen.end(), t.model) != seen.end())
            continue;
        seen.push_back(t.model);
        const SwitchModel *model = catalogue.findSwitch(t.model);
        const std::string features = model ? model->featureText() : std::string();
        if (!features.empty())
            summary += (summary.empty() ? "" : "; ") + t.model + ": " + features;
    }
    return summary;
}

QString coverSection(const Plan &plan, const QuoteTotals &totals, const Catalogue &catalogue)
{
    const Design &d = plan.design;
    const QuoteInfo &q = d.quote;
    QString html = QStringLiteral("<h1>Quotation %1</h1>").arg(text(q.quoteNumber));
    html += QStringLiteral("<p style=\"font-size: 12pt\">%1</p>").arg(text(q.projectName.empty() ? d.name : q.projectName));
    html += QStringLiteral("<table>");
    auto labelled = [&](const QString &label, const QString &value) {
        if (!value.isEmpty())
            html += QStringLiteral("<tr><td class=\"label\">%1</td><td>%2</td></tr>").arg(label, value);
    };
    labelled(QStringLiteral("Customer"), text(q.customer));
    labelled(QStringLiteral("Date"), text(q.date));
    labelled(QStringLiteral("Valid until"), QString::fromStdString(totals.validUntil));
    labelled(QStringLiteral("Currency"), text(totals.currency));
    html += QStringLiteral("</table>");

    const Sizing &s = plan.sizing;
    html += QStringLiteral("<h2>The cluster</h2><table>");
    labelled(QStringLiteral("Nodes"), QStringLiteral("%1 x %2").arg(number(s.nodes), text(d.platform)));
    labelled(QStringLiteral("GPUs"), number(s.gpus));
    labelled(QStringLiteral("Compute fabric"),
             QStringLiteral("%1, %2 Gb/s per port, %3 port(s) per node, %4 plane(s), %5 tier(s)")
                 .arg(d.fabric == Technology::InfiniBand ? QStringLiteral("InfiniBand") : QStringLiteral("Ethernet (RoCE)"))
                 .arg(s.linkSpeedGbps).arg(s.railsPerNode).arg(s.planes).arg(s.tiers));
    for (const TierSize &t : s.tierSizes)
        labelled(QStringLiteral("%1 switches").arg(capitalized(toString(t.role))),
                 QStringLiteral("%1 x %2 (%3 ports at %4 Gb/s)").arg(number(t.count), text(t.model)).arg(t.radix).arg(t.portSpeedGbps));
    labelled(QStringLiteral("Switch features"), text(switchFeatureSummary(catalogue, s)));
    const Figures &f = plan.figures;
    labelled(QStringLiteral("Bisection bandwidth"), QStringLiteral("%1 Tb/s").arg(number(f.bisectionGbps / 1000.0, 1)));
    labelled(QStringLiteral("Oversubscription"), QStringLiteral("%1:1").arg(number(f.oversubscription, 2)));
    labelled(QStringLiteral("Switch hops (worst case)"), number(f.hopsAcrossSu));
    if (f.costPerGpu)
        labelled(QStringLiteral("Cost per GPU"), money(*f.costPerGpu, totals.currency));
    labelled(QStringLiteral("Power"), QStringLiteral("%1 kW in all").arg(number(plan.bom.powerW / 1000.0, 1)));
    html += QStringLiteral("</table>");

    html += QStringLiteral("<h2>Price summary</h2><table class=\"grid\" width=\"100%\">");
    html += row({QStringLiteral("Category"), QStringLiteral("Lines"), QStringLiteral("List price"),
                 QStringLiteral("Discount"), QStringLiteral("Net price")}, true);
    for (const QuoteCategory &c : totals.categories)
        html += row({text(c.category), number(c.lines), money(c.listPrice, totals.currency),
                     number(c.discountPercent, 1) + QLatin1Char('%'), money(c.netPrice, totals.currency)});
    html += QStringLiteral("<tr class=\"total\"><td>Total</td><td></td><td align=\"right\">%1</td>"
                           "<td align=\"right\">%2</td><td align=\"right\">%3</td></tr></table>")
                .arg(money(totals.listPrice, totals.currency), money(-totals.discount, totals.currency),
                     money(totals.netPrice, totals.currency));
    if (totals.linesWithoutPrice > 0)
        html += QStringLiteral("<p class=\"note\">%1 line(s) have no known price and are not in the totals; "
                               "they are marked \"on request\" below.</p>").arg(totals.linesWithoutPrice);
    return html;
}

QString bomSection(const Plan &plan)
{
    const Bom &bom = plan.bom;
    QString html = QStringLiteral("<h2>Bill of materials</h2><table class=\"grid\" width=\"100%\">");
    html += row({QStringLiteral("Category"), QStringLiteral("Part number"), QStringLiteral("Description"),
                 QStringLiteral("Qty"), QStringLiteral("Unit price"), QStringLiteral("Extended")}, true);
    for (const BomLine &line : bom.lines) {
        const auto extended = line.extendedPrice();
        html += row({text(line.category), text(line.partNumber), text(line.description), number(line.quantity),
                     line.unitPrice ? money(*line.unitPrice, bom.currency) : QStringLiteral("on request"),
                     extended ? money(*extended, bom.currency) : QStringLiteral("on request")});
    }
    html += QStringLiteral("</table><p class=\"note\">Prices marked as indicative in the catalogue are street prices "
                           "or estimates; your own price list overrides them.</p>");
    return html;
}

QString assumptionsSection(const Plan &plan, const Catalogue &catalogue)
{
    const Design &d = plan.design;
    QString html = QStringLiteral("<h2>Assumptions</h2><table>");
    auto labelled = [&](const QString &label, const QString &value) {
        html += QStringLiteral("<tr><td class=\"label\">%1</td><td>%2</td></tr>").arg(label, value);
    };
    labelled(QStringLiteral("Racks"), QStringLiteral("%1 U usable, %2 kW limit, %3 racks per row, %4 m aisle")
                                          .arg(d.floor.rackUnits).arg(number(d.floor.rackPowerKw, 1))
                                          .arg(d.floor.racksPerRow).arg(number(d.floor.aisleM, 1)));
    labelled(QStringLiteral("Cable runs"), QStringLiteral("tray %1 m above the racks, %2 m slack plus %3%")
                                               .arg(number(d.cabling.trayHeightM, 1), number(d.cabling.slackM, 1),
                                                    number(d.cabling.slackPercent, 0)));
    labelled(QStringLiteral("Spares"), number(d.pricing.sparesPercent, 1) + QStringLiteral("% of optics and cables"));
    labelled(QStringLiteral("Catalogue"), QStringLiteral("version %1").arg(text(catalogue.version())));
    if (const Currency *c = catalogue.findCurrency(d.pricing.currency); c && c->code != "USD")
        labelled(QStringLiteral("Exchange rate"), QStringLiteral("1 USD = %1 %2 (%3, %4)")
                                                      .arg(number(c->perUsd, 4), text(c->code), text(c->asOf), text(c->source)));
    html += QStringLiteral("</table>");
    for (const Diagnostic &w : plan.diagnostics)
        html += QStringLiteral("<p class=\"note\">Note: %1</p>").arg(text(w.message));
    return html;
}

QString notesSection(const QuoteInfo &q)
{
    QString html;
    if (!q.notes.empty())
        html += QStringLiteral("<h2>Notes</h2><p>%1</p>").arg(text(q.notes).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    if (!q.terms.empty())
        html += QStringLiteral("<h2>Terms</h2><p>%1</p>").arg(text(q.terms).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    return html;
}

// Draws at most maxWidth pixels wide, on white, whatever the drawing's own size.
QImage renderImage(QSizeF size, int maxWidth, const std::function<void(QPainter &)> &paint)
{
    const double scale = std::min(2.0, maxWidth / std::max(1.0, size.width()));
    QImage image(std::max(1, int(size.width() * scale)), std::max(1, int(size.height() * scale)),
                 QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(scale, scale);
    paint(painter);
    return image;
}

} // namespace

std::vector<QuoteDiagram> standardQuoteDiagrams(const Plan &plan)
{
    std::vector<QuoteDiagram> diagrams;
    if (plan.topology.deviceCount() > 0) {
        const TopologyLayout layout = layoutTopology(plan);
        diagrams.push_back({QStringLiteral("Topology"),
                            renderImage(layout.bounds.size(), 1800, [&](QPainter &p) { paintTopology(p, layout); })});
    }
    if (!plan.floor.racks.empty())
        diagrams.push_back({QStringLiteral("Floor plan"), renderImage(floorPlanPageSize(plan), 1800,
                                                                      [&](QPainter &p) { paintFloorPlan(p, plan); })});
    return diagrams;
}

QString quoteHtml(const Plan &plan, const Catalogue &catalogue, const std::vector<QuoteDiagram> &diagrams)
{
    const QuoteTotals totals = computeQuoteTotals(plan.design, plan.bom);
    QString html = QStringLiteral("<html><body>");
    html += coverSection(plan, totals, catalogue);
    html += bomSection(plan);
    for (std::size_t i = 0; i < diagrams.size(); ++i) {
        // Each diagram on a page of its own, within 640 x 820 layout units, aspect kept.
        const QSize size = diagrams[i].image.size();
        const double scale = std::min(640.0 / std::max(1, size.width()), 820.0 / std::max(1, size.height()));
        html += QStringLiteral("<h2 style=\"page-break-before: always\">%1</h2>"
                               "<p><img src=\"diagram:%2\" width=\"%3\" height=\"%4\"></p>")
                    .arg(diagrams[i].title.toHtmlEscaped()).arg(i)
                    .arg(int(size.width() * scale)).arg(int(size.height() * scale));
    }
    html += assumptionsSection(plan, catalogue);
    html += notesSection(plan.design.quote);
    return html + QStringLiteral("</body></html>");
}

QString writeQuotePdf(const QString &path, const Plan &plan, const Catalogue &catalogue,
                      const std::vector<QuoteDiagram> &diagrams)
{
    if (!plan.ok())
        return QStringLiteral("the design has errors; a quote needs a complete plan");
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        // Laid out in CSS pixels (96 per inch) so that HTML widths mean what they say on A4.
        writer.setResolution(96);
        writer.setTitle(QStringLiteral("Quotation %1").arg(QString::fromStdString(plan.design.quote.quoteNumber)));
        writer.setCreator(QStringLiteral("Fabric Planner"));

        QTextDocument document;
        document.setDefaultStyleSheet(styleSheet());
        for (std::size_t i = 0; i < diagrams.size(); ++i)
            document.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("diagram:%1").arg(i)),
                                 diagrams[i].image);
        document.setHtml(quoteHtml(plan, catalogue, diagrams));
        document.setPageSize(writer.pageLayout().paintRectPixels(writer.resolution()).size());
        document.setDocumentMargin(0);
        document.print(&writer);
    }
    return saveAtomically(path, bytes);
}

} // namespace fabric::render
