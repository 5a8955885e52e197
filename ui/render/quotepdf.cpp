#include "ui/render/quotepdf.h"

#include "core/bom/billsection.h"
#include "core/quote/quotetotals.h"
#include "ui/render/bomcolumns.h"
#include "ui/render/floordiagram.h"
#include "ui/render/documentfont.h"
#include "ui/render/footerline.h"
#include "ui/render/imagewriter.h"
#include "ui/render/paperpage.h"
#include "ui/render/quantitytext.h"
#include "ui/render/quotepagination.h"
#include "ui/render/sentences.h"
#include "ui/render/terms.h"
#include "ui/render/topologydiagram.h"
#include "ui/render/translatedtext.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>
#include <memory>

namespace fabric::render {

// The quote's words under one translation context, "QuotePdf", which lupdate and the translator
// at run time both read from the macro (a free tr() would file them under the namespace).
struct QuotePdf
{
    Q_DECLARE_TR_FUNCTIONS(QuotePdf)
};

namespace {

constexpr double kFooterHeight = 28.0; // CSS pixels kept free at the bottom of every page
constexpr double kBomPoints = 7.5;     // the bill of materials' font size (styleSheet)


QString text(const std::string &s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

QString multiline(const QString &s)
{
    return s.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

// One format for every figure in the document: English grouping, fixed decimals.
QString number(double value, int decimals = 0)
{
    return QLocale(QLocale::English).toString(value, 'f', decimals);
}

// Amounts carry no currency: the column header names it once. Two decimals everywhere, so that
// right-aligned amounts line up on the decimal point.
QString amount(double value)
{
    return number(value, 2);
}

// A section of the bill as the customer reads it: the name the BOM view gives it.
QString sectionName(const std::string &network)
{
    return translated(billSectionTitle(network));
}

// A tier's switches as one phrase, so that a language can word it whole (叶交换机, not "Leaf 交换机").
QString tierSwitches(Tier tier)
{
    switch (tier) {
    case Tier::Leaf:
        return QuotePdf::tr("Leaf switches");
    case Tier::Spine:
        return QuotePdf::tr("Spine switches");
    case Tier::Core:
        return QuotePdf::tr("Core switches");
    }
    return {};
}

struct Cell
{
    QString html;
    bool right = false;
    double width = 0.0;   // in the table's units (CSS pixels), for a header cell; 0: as the layout decides
    bool nowrap = false;  // a left-aligned cell kept on one line (amounts always are)
};

Cell left(const QString &html)
{
    return {html, false};
}

Cell right(const QString &html)
{
    return {html, true};
}

QString row(const std::vector<Cell> &cells, const QString &cssClass = {})
{
    QString html = cssClass.isEmpty() ? QStringLiteral("<tr>") : QStringLiteral("<tr class=\"%1\">").arg(cssClass);
    for (const Cell &cell : cells)
        // An amount or a count stays on one line: a wrapped "1,\n680,000.00" misreads.
        html += QStringLiteral("<td%1>%2</td>")
                    .arg(cell.right    ? QStringLiteral(" align=\"right\" nowrap style=\"white-space: nowrap\"")
                         : cell.nowrap ? QStringLiteral(" nowrap style=\"white-space: nowrap;\"")
                                       : QString(),
                         cell.html);
    return html + QStringLiteral("</tr>");
}

// A header in <thead>, which Qt's layout repeats at the top of every page the table runs onto.
QString headerRow(const std::vector<Cell> &cells)
{
    QString html = QStringLiteral("<thead><tr>");
    for (const Cell &cell : cells)
        html += QStringLiteral("<th align=\"%1\"%2%3>%4</th>")
                    .arg(cell.right ? QStringLiteral("right") : QStringLiteral("left"),
                         cell.width > 0 ? QStringLiteral(" width=\"%1\"").arg(std::ceil(cell.width)) : QString(),
                         cell.nowrap ? QStringLiteral(" nowrap style=\"white-space: nowrap;\"") : QString(), cell.html);
    return html + QStringLiteral("</tr></thead>");
}

QString styleSheet()
{
    return QStringLiteral(
        "body { font-family: %1; font-size: 9pt; color: #1a1a1a; }"
        "h1 { font-size: 20pt; color: #1d3a5f; margin-bottom: 2pt; }"
        "h2 { font-size: 13pt; color: #1d3a5f; margin-top: 14pt; border-bottom: 1px solid #1d3a5f; }"
        "h3 { font-size: 10pt; color: #1d3a5f; margin-top: 8pt; margin-bottom: 3pt; }"
        "table.grid { border-collapse: collapse; }"
        "table.grid th { background-color: #1d3a5f; color: white; padding: 3px; }"
        "table.grid td { padding: 3px; border-bottom: 1px solid #d0d7e0; }"
        "td.label { color: #555555; padding-right: 12px; }"
        "tr.total td { font-weight: bold; border-top: 2px solid #1d3a5f; }"
        // On the cells: Qt's rich text does not pass a table's font size on to them.
        "table.bom td, table.bom th { font-size: 7.5pt; }"
        ".seller { color: #333333; font-size: 8pt; }"
        ".note { color: #666666; font-size: 8pt; }")
        .arg(documentFontCss());
}

// "QM9700: SHARPv3 in-network reduction, SHIELD self-healing interconnect" for each switch model
// the fabric uses that has in-network features; empty when none has.
QString switchFeatureSummary(const Catalogue &catalogue, const Sizing &sizing)
{
    QStringList summary;
    std::vector<std::string> seen;
    for (const TierSize &t : sizing.tierSizes) {
        if (std::find(seen.begin(), seen.end(), t.model) != seen.end())
            continue;
        seen.push_back(t.model);
        const SwitchModel *model = catalogue.findSwitch(t.model);
        const Text features = model ? model->features() : Text();
        if (!features.empty())
            summary << QuotePdf::tr("%1: %2").arg(QString::fromStdString(t.model), translated(features));
    }
    return joinedClauses(summary);
}

QString letterhead(const Seller &seller)
{
    if (seller.isEmpty())
        return {};
    QString html = QStringLiteral("<table width=\"100%\"><tr>");
    if (!seller.logo.isNull()) {
        const double scale = std::min(180.0 / std::max(1, seller.logo.width()), 60.0 / std::max(1, seller.logo.height()));
        html += QStringLiteral("<td width=\"50%\"><img src=\"seller:logo\" width=\"%1\" height=\"%2\"></td>")
                    .arg(int(seller.logo.width() * scale)).arg(int(seller.logo.height() * scale));
    } else {
        html += QStringLiteral("<td width=\"50%\"></td>");
    }
    html += QStringLiteral("<td align=\"right\" class=\"seller\"><b style=\"font-size: 11pt\">%1</b>")
                .arg(seller.company.toHtmlEscaped());
    for (const QString &part : {seller.address, seller.contact})
        if (!part.isEmpty())
            html += QStringLiteral("<br>") + multiline(part);
    return html + QStringLiteral("</td></tr></table>");
}

// A count in a sentence: the translation for n (its plural form) with the count, as %1, grouped
// as the quote's other figures are ("1,210 parts"; Qt's %n prints 1210, %Ln follows the reader's
// locale, which the quote's figures do not).
QString counted(const QString &translated, int n)
{
    return plural(translated, n).arg(number(n));
}

// What a price leaves out: "excludes 3 items on request"; empty when it leaves out nothing.
QString excludesOnRequest(int unknownLines)
{
    return unknownLines == 0 ? QString()
                             : counted(QuotePdf::tr("excludes %1 item(s) on request", nullptr, unknownLines), unknownLines);
}

// What a power figure leaves out; empty when it leaves out nothing.
QString excludesUnknownDraw(int unknownParts)
{
    return unknownParts == 0 ? QString()
                             : counted(QuotePdf::tr("excludes %1 part(s) whose draw is unknown", nullptr, unknownParts), unknownParts);
}

// "312.4 kW" and, beside it, what the figure leaves out.
QString withNote(const QString &figure, const QString &note)
{
    return note.isEmpty() ? figure : QStringLiteral("%1 <span class=\"note\">(%2)</span>").arg(figure, note);
}

int partsWithoutPower(const Bom &bom)
{
    int parts = 0;
    for (const BomLine &line : bom.lines)
        parts += line.powerUnknown ? line.quantity : 0;
    return parts;
}

QString coverSection(const Plan &plan, const QuoteTotals &totals, const Seller &seller,
                     const Catalogue &catalogue)
{
    const Design &d = plan.design;
    const QuoteInfo &q = d.quote;
    QString html = letterhead(seller);
    html += QStringLiteral("<h1>%1</h1>").arg(QuotePdf::tr("Quotation %1").arg(text(q.quoteNumber)));
    html += QStringLiteral("<p style=\"font-size: 12pt\">%1</p>").arg(text(q.projectName.empty() ? d.name : q.projectName));
    html += QStringLiteral("<table>");
    auto labelled = [&](const QString &label, const QString &value) {
        if (!value.isEmpty())
            html += QStringLiteral("<tr><td class=\"label\">%1</td><td>%2</td></tr>").arg(label, value);
    };
    labelled(QuotePdf::tr("Customer"), text(q.customer));
    labelled(QuotePdf::tr("Date"), text(q.date));
    labelled(QuotePdf::tr("Valid until"), QString::fromStdString(totals.validUntil));
    labelled(QuotePdf::tr("Currency"), text(totals.cost.currency));
    if (q.networkOnly)
        labelled(QuotePdf::tr("Scope"), QuotePdf::tr("the network only: the nodes and servers are not part of this quotation"));
    html += QStringLiteral("</table>");

    const Sizing &s = plan.compute().sizing;
    html += QStringLiteral("<h2>%1</h2><table>").arg(QuotePdf::tr("The cluster"));
    labelled(QuotePdf::tr("Nodes"), QStringLiteral("%1 × %2").arg(number(s.nodes), text(d.platform)));
    labelled(QuotePdf::tr("GPUs"), number(s.gpus));
    labelled(QuotePdf::tr("Compute fabric"),
             QuotePdf::tr("%1, %2 Gb/s per port, %3, %4, %5")
                 .arg(translated(Text(fabricTitle(d.fabric))))
                 .arg(s.linkSpeedGbps)
                 .arg(plural(QuotePdf::tr("%n port(s) per node", nullptr, s.railsPerNode), s.railsPerNode),
                      plural(QuotePdf::tr("%n plane(s)", nullptr, s.planes), s.planes),
                      plural(QuotePdf::tr("%n tier(s)", nullptr, s.tiers), s.tiers)));
    for (const TierSize &t : s.tierSizes) {
        if (t.upPortSpeedGbps > 0) // a split leaf: its down and up ports run at two speeds
            labelled(tierSwitches(t.role),
                     QuotePdf::tr("%1 × %2 (%3 down at %4 Gb/s, %5 up at %6 Gb/s)")
                         .arg(number(t.count), text(t.model), number(t.downPorts))
                         .arg(t.portSpeedGbps)
                         .arg(number(t.upPorts))
                         .arg(t.upPortSpeedGbps));
        else
            labelled(tierSwitches(t.role),
                     QuotePdf::tr("%1 × %2 (%3 at %4 Gb/s)")
                         .arg(number(t.count), text(t.model), plural(QuotePdf::tr("%n port(s)", nullptr, t.radix), t.radix))
                         .arg(t.portSpeedGbps));
    }
    labelled(QuotePdf::tr("Switch features"), switchFeatureSummary(catalogue, s).toHtmlEscaped());
    const Figures &f = plan.figures;
    labelled(QuotePdf::tr("Bisection bandwidth"), QuotePdf::tr("%1 Tb/s").arg(number(f.bisectionGbps / 1000.0, 1)));
    labelled(QuotePdf::tr("Oversubscription"), QStringLiteral("%1:1").arg(number(f.oversubscription, 2)));
    labelled(QuotePdf::tr("Switch hops (worst case)"), number(std::max({f.hopsAcrossSu, f.hopsSamePod, f.hopsAcrossPods})));
    if (f.costPerGpu)
        labelled(q.networkOnly ? QuotePdf::tr("Network cost per GPU, net") : QuotePdf::tr("Cost per GPU, net"),
                 withNote(QStringLiteral("%1 %2").arg(text(totals.cost.currency), amount(*f.costPerGpu)), excludesOnRequest(totals.cost.unknownLines)));
    const int unknownPower = partsWithoutPower(plan.bom);
    if (plan.bom.powerUnknown()) {
        // No part's draw is known: the sum of the known ones is no figure at all.
        const QString unknown = QuotePdf::tr("unknown: no part's draw is known");
        labelled(QuotePdf::tr("Power"), unknown);
        labelled(QuotePdf::tr("Heat"), unknown);
    } else {
        labelled(QuotePdf::tr("Power"), withNote(QuotePdf::tr("%1 kW in all").arg(number(plan.bom.powerW / 1000.0, 1)), excludesUnknownDraw(unknownPower)));
        // 1 W = 3.412 BTU/h: what cooling is sized in.
        labelled(QuotePdf::tr("Heat"), withNote(QuotePdf::tr("%1 BTU/h").arg(number(plan.bom.powerW * 3.412, 0)), excludesUnknownDraw(unknownPower)));
    }
    html += QStringLiteral("</table>");
    return html;
}

QString priceSummary(const QuoteTotals &totals)
{
    const QString currency = text(totals.cost.currency);
    QString html = QStringLiteral("<h2>%1</h2><table class=\"grid\" width=\"100%\">").arg(QuotePdf::tr("Price summary"));
    html += headerRow({left(QuotePdf::tr("Category")), right(QuotePdf::tr("Lines")), right(QuotePdf::tr("List price (%1)").arg(currency)),
                       right(QuotePdf::tr("Discount %")), right(QuotePdf::tr("Discount (%1)").arg(currency)),
                       right(QuotePdf::tr("Net price (%1)").arg(currency))});
    const QString onRequest = QuotePdf::tr("on request");
    for (const QuoteCategory &c : totals.categories) {
        const bool nonePriced = c.linesWithoutPrice == c.lines;
        QString name = bomCategoryName(c.category).toHtmlEscaped();
        if (c.linesWithoutPrice > 0 && !nonePriced)
            name += QStringLiteral(" <span class=\"note\">(%1)</span>")
                        .arg(counted(QuotePdf::tr("%1 line(s) on request", nullptr, c.linesWithoutPrice), c.linesWithoutPrice));
        html += row({left(name), right(number(c.lines)), right(nonePriced ? onRequest : amount(c.listPrice)),
                     right(number(c.discountPercent, 1)), right(nonePriced ? onRequest : amount(c.listPrice - c.netPrice)),
                     right(nonePriced ? onRequest : amount(c.netPrice))});
    }
    QString label = QuotePdf::tr("Net total");
    if (totals.cost.unknownLines > 0)
        label += QStringLiteral("<br><span class=\"note\">%1</span>").arg(excludesOnRequest(totals.cost.unknownLines));
    int lines = 0;
    for (const QuoteCategory &c : totals.categories)
        lines += c.lines;
    const double effective = totals.cost.list > 0 ? totals.cost.discount / totals.cost.list * 100.0 : 0.0;
    html += row({left(label), right(number(lines)), right(amount(totals.cost.list)), right(number(effective, 1)),
                 right(amount(totals.cost.discount)), right(amount(totals.cost.net))},
                QStringLiteral("total"));
    // The tax line is always there, with its rate, so that the customer sees what the total includes.
    const Cell none = left(QString());
    html += row({left(QuotePdf::tr("Tax or VAT (%1 %)").arg(number(totals.cost.taxPercent, 2))), none, none, none, none,
                 right(amount(totals.cost.tax))});
    // The total says what it leaves out as the net total does: read last, it is read alone.
    QString totalLabel = QuotePdf::tr("Total");
    if (totals.cost.unknownLines > 0)
        totalLabel += QStringLiteral("<br><span class=\"note\">%1</span>").arg(excludesOnRequest(totals.cost.unknownLines));
    html += row({left(totalLabel), none, none, none, none, right(amount(totals.cost.total))}, QStringLiteral("total"));
    html += QStringLiteral("</table>");
    if (totals.cost.unknownLines > 0)
        html += QStringLiteral("<p class=\"note\">%1</p>")
                    .arg(QuotePdf::tr("Items marked \"on request\" have no known price; they are priced separately and are not "
                            "in the totals."));
    return html;
}

// The bill of materials, grouped by network, each group a table ending in its subtotal; a new
// table (with its header) starts at each position in breaks, counted over the lines in the order
// shown (bomOrder). Qt's layout would otherwise cut a padded row in two at a page end.
QString bomSection(const Plan &plan, const QuoteTotals &totals, const std::vector<int> &breaks)
{
    const Bom &bom = plan.bom;
    const QString currency = QString::fromStdString(bom.currency);
    const QString onRequest = QuotePdf::tr("on request");
    // The bill as it prints, in plain text, to size its columns before it is written out.
    BomText printed;
    printed.headers = QStringList{QuotePdf::tr("Part number"), QuotePdf::tr("Description"), QuotePdf::tr("Qty"),
                                  QuotePdf::tr("Unit list price (%1)").arg(currency), QuotePdf::tr("List (%1)").arg(currency),
                                  QuotePdf::tr("Discount %"), QuotePdf::tr("Net (%1)").arg(currency)};
    printed.discountHeader = 5;
    std::vector<int> lineOf(bom.lines.size(), -1); // a bill line's row in printed.lines
    for (std::size_t i = 0; i < bom.lines.size(); ++i) {
        const BomLine &line = bom.lines[i];
        const LineCost &cost = totals.cost.lines[i];
        lineOf[i] = static_cast<int>(printed.lines.size());
        printed.lines.push_back({QString::fromStdString(line.partNumber), translated(line.description), number(line.quantity),
                                 line.unitPrice ? amount(*line.unitPrice) : onRequest, cost.known ? amount(cost.list) : onRequest,
                                 cost.known ? number(cost.discountPercent, 1) : QString(), cost.known ? amount(cost.net) : onRequest});
    }
    for (const NetworkCost &network : totals.cost.networks)
        printed.subtotals.push_back({network.priced() ? amount(network.list) : onRequest, network.priced() ? amount(network.net) : onRequest});
    // The table's font and cell padding (styleSheet), in CSS pixels; a part number longer than
    // about 26 characters wraps.
    const std::vector<double> widths = bomColumnWidths(printed, kBomPoints, 3.0, 150.0);
    std::vector<Cell> headers;
    for (int c = 0; c < printed.headers.size(); ++c)
        headers.push_back({printed.headers[c].toHtmlEscaped(), c >= 2, widths[static_cast<std::size_t>(c)], c == printed.discountHeader});
    const QString table = QStringLiteral("<table class=\"grid bom\" width=\"100%\"%1>") + headerRow(headers);
    QString html = QStringLiteral("<h2 style=\"page-break-before: always\">%1</h2>").arg(QuotePdf::tr("Bill of materials"));
    int shown = 0;
    const QString newPage = QStringLiteral(" style=\"page-break-before: always\"");
    for (std::size_t n = 0; n < totals.cost.networks.size(); ++n) {
        const NetworkCost &network = totals.cost.networks[n];
        // A break at a network's first line goes before its heading, which stays with its lines.
        const int first = shown;
        const bool headingOnNewPage =
            std::find(breaks.begin(), breaks.end(), first) != breaks.end()
            && std::any_of(bom.lines.begin(), bom.lines.end(), [&](const BomLine &l) { return l.network == network.network; });
        html += QStringLiteral("<h3%1>%2</h3>").arg(headingOnNewPage ? newPage : QString(),
                                                   sectionName(network.network).toHtmlEscaped());
        html += table.arg(QString());
        for (std::size_t i = 0; i < bom.lines.size(); ++i) {
            if (bom.lines[i].network != network.network)
                continue;
            const int index = shown++;
            if (index != first && std::find(breaks.begin(), breaks.end(), index) != breaks.end())
                html += QStringLiteral("</table>") + table.arg(newPage);
            const QStringList &cells = printed.lines[static_cast<std::size_t>(lineOf[i])];
            std::vector<Cell> rowCells;
            for (int c = 0; c < cells.size(); ++c)
                rowCells.push_back({cells[c].toHtmlEscaped(), c >= 2});
            html += row(rowCells);
        }
        QString label = QuotePdf::tr("Subtotal, %1").arg(sectionName(network.network).toHtmlEscaped());
        if (network.unknownLines > 0)
            label += QStringLiteral("<br><span class=\"note\">%1</span>").arg(excludesOnRequest(network.unknownLines));
        html += QStringLiteral("<tr class=\"total\"><td colspan=\"4\">%1</td><td align=\"right\" nowrap style=\"white-space: nowrap\">%2</td><td></td>"
                               "<td align=\"right\" nowrap style=\"white-space: nowrap\">%3</td></tr>")
                    .arg(label, printed.subtotals[n][0].toHtmlEscaped(), printed.subtotals[n][1].toHtmlEscaped());
        html += QStringLiteral("</table>");
        // Optics listed for cages they do not fit (nothing for sale fits both ends): said where
        // they are listed, so that nobody orders them as they stand.
        const auto role = networkRoleFromString(network.network);
        const NetworkPlan *planned = role ? plan.network(*role) : nullptr;
        if (const int misfits = planned ? planned->cables.misfitLinks : 0; misfits > 0)
            html += QStringLiteral("<p class=\"note\">%1</p>")
                        .arg(counted(QuotePdf::tr("No part for sale fits the cages at both ends of %1 link(s) of this "
                                                  "network; the bill lists the nearest, which does not fit: choose the "
                                                  "parts for these links before ordering.",
                                                  nullptr, misfits),
                                     misfits));
    }
    return html;
}

// onNewPage: the assumptions open a page rather than follow the bill on its last.
QString assumptionsSection(const Plan &plan, const Catalogue &catalogue, bool onNewPage)
{
    const Design &d = plan.design;
    QString html = QStringLiteral("<h2%1>%2</h2><table>")
                       .arg(onNewPage ? QStringLiteral(" style=\"page-break-before: always\"") : QString(),
                            QuotePdf::tr("Assumptions"));
    auto labelled = [&](const QString &label, const QString &value) {
        html += QStringLiteral("<tr><td class=\"label\">%1</td><td>%2</td></tr>").arg(label, value);
    };
    // As planned: the longest row the floor plan has, not the setting it started from.
    int racksPerRow = 0;
    std::vector<int> racksInRow(static_cast<std::size_t>(std::max(0, plan.floor.rows)), 0);
    for (const Rack &rack : plan.floor.racks)
        if (rack.row >= 0 && rack.row < static_cast<int>(racksInRow.size()))
            racksPerRow = std::max(racksPerRow, ++racksInRow[static_cast<std::size_t>(rack.row)]);
    labelled(QuotePdf::tr("Racks"), QuotePdf::tr("%1 in %2, up to %3 per row; %4 U usable, %5 kW limit, %6 m aisle")
                              .arg(plural(QuotePdf::tr("%Ln rack(s)", nullptr, static_cast<int>(plan.floor.racks.size())),
                                          static_cast<int>(plan.floor.racks.size())))
                              .arg(plural(QuotePdf::tr("%n row(s)", nullptr, plan.floor.rows), plan.floor.rows))
                              .arg(racksPerRow)
                              .arg(plan.floor.rackUnits).arg(number(d.floor.rackPowerKw, 1))
                              .arg(number(d.floor.aisleM, 1)));
    labelled(QuotePdf::tr("Cable runs"), QuotePdf::tr("tray %1 m above the racks, %2 m slack plus %3%")
                                   .arg(number(d.cabling.trayHeightM, 1), number(d.cabling.slackM, 1),
                                        number(d.cabling.slackPercent, 0)));
    labelled(QuotePdf::tr("Spares"), QuotePdf::tr("%1% of optics and cables").arg(number(d.pricing.sparesPercent, 1)));
    labelled(QuotePdf::tr("Catalogue"), QuotePdf::tr("version %1").arg(text(catalogue.version())));
    // The rate the bill was priced at (the project's own, else the catalogue's or Settings'), as
    // every other output shows it.
    // Where the rate came from is said only when it is the catalogue's indicative one: the
    // project's or the seller's own rate is simply the quotation's.
    auto describe = [](const ExchangeRate &rate) {
        const QString perUsd = QuotePdf::tr("1 USD = %1 %2").arg(number(rate.perUsd, 4), text(rate.currency));
        QStringList when;
        if (!rate.asOf.empty())
            when << text(rate.asOf);
        if (rate.source == kIndicativeRateSource)
            when << QuotePdf::tr("indicative");
        return when.isEmpty() ? perUsd : QStringLiteral("%1 (%2)").arg(perUsd, joinedItems(when));
    };
    if (const ExchangeRate &rate = plan.bom.exchangeRate; rate.currency != "USD")
        labelled(QuotePdf::tr("Exchange rate"), describe(rate));
    // Prices the seller listed in another currency reach the quotation's through the dollar.
    for (const ExchangeRate &rate : plan.bom.listedRates)
        labelled(QuotePdf::tr("Prices listed in %1").arg(text(rate.currency)), QuotePdf::tr("converted at %1").arg(describe(rate)));
    html += QStringLiteral("</table>");
    // The plan's own notes and warnings are for the person who plans (the window, the workbook's
    // Notes sheet), not for the customer.
    return html;
}

QString termsSection(const QuoteInfo &q, const QuoteTotals &totals, const Seller &seller)
{
    // Notes, terms and the acceptance start a page of their own: the page the customer signs.
    const QString newPage = QStringLiteral(" style=\"page-break-before: always\"");
    QString html;
    if (!q.notes.empty())
        html += QStringLiteral("<h2%1>%2</h2><p>%3</p>").arg(newPage, QuotePdf::tr("Notes"), multiline(QString::fromStdString(q.notes)));
    html += QStringLiteral("<h2%1>%2</h2><table>").arg(q.notes.empty() ? newPage : QString(), QuotePdf::tr("Terms"));
    auto labelled = [&](const QString &label, const QString &value) {
        html += QStringLiteral("<tr><td class=\"label\">%1</td><td>%2</td></tr>").arg(label, value);
    };
    const QString notAgreed = QuotePdf::tr("to be agreed");
    labelled(QuotePdf::tr("Payment"), q.paymentTerms.empty() ? notAgreed : multiline(QString::fromStdString(q.paymentTerms)));
    labelled(QuotePdf::tr("Delivery"), q.deliveryTerms.empty() ? notAgreed : multiline(QString::fromStdString(q.deliveryTerms)));
    labelled(QuotePdf::tr("Validity"), totals.validUntil.empty()
                                           ? plural(QuotePdf::tr("%n day(s) from the date of this quotation", nullptr, q.validityDays), q.validityDays)
                                           : QuotePdf::tr("until %1").arg(text(totals.validUntil)));
    labelled(QuotePdf::tr("Prices"), QuotePdf::tr("in %1, tax or VAT at %2 % as shown").arg(text(totals.cost.currency), number(totals.cost.taxPercent, 2)));
    html += QStringLiteral("</table>");
    const QString terms = q.terms.empty() ? seller.terms : QString::fromStdString(q.terms);
    if (!terms.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(multiline(terms));
    return html;
}

// Where the customer signs: the quotation accepted as it stands, with its number and total.
QString acceptanceSection(const QuoteInfo &q, const QuoteTotals &totals, const Seller &seller)
{
    QString html = QStringLiteral("<h2>%1</h2>").arg(QuotePdf::tr("Acceptance"));
    const QString customer = q.customer.empty() ? QuotePdf::tr("The customer") : text(q.customer);
    // Without a number the sentence names the quotation by its own words, not by a gap.
    const QString quotation = q.quoteNumber.empty() ? QuotePdf::tr("this quotation") : QuotePdf::tr("quotation %1").arg(text(q.quoteNumber));
    const int onRequest = totals.cost.unknownLines;
    html += QStringLiteral("<p>%1</p>")
                .arg(onRequest == 0
                         ? QuotePdf::tr("%1 accepts %2 for %3 %4 (tax included) on the terms above.")
                               .arg(customer, quotation, text(totals.cost.currency), amount(totals.cost.total))
                         // One arg() for all: a later one would fill a "%5" in the customer's name.
                         : plural(QuotePdf::tr("%1 accepts %2 for %3 %4 (tax included; excludes %5 item(s) on request) on the "
                                               "terms above.", nullptr, onRequest), onRequest)
                               .arg(customer, quotation, text(totals.cost.currency), amount(totals.cost.total), number(onRequest)));
    const QString blank = QStringLiteral("<td width=\"70%\" style=\"border-bottom: 1px solid #1a1a1a\">&nbsp;</td>");
    html += QStringLiteral("<table width=\"100%\" cellpadding=\"6\">");
    for (const QString &label : {QuotePdf::tr("Name"), QuotePdf::tr("Title"), QuotePdf::tr("Signature"), QuotePdf::tr("Date")})
        html += QStringLiteral("<tr><td class=\"label\" width=\"30%\">%1</td>%2</tr>").arg(label, blank);
    html += QStringLiteral("</table>");
    if (!seller.company.isEmpty())
        html += QStringLiteral("<p class=\"note\">%1</p>")
                    .arg(QuotePdf::tr("Please return a signed copy to %1.").arg(seller.company.toHtmlEscaped()));
    return html;
}

void paintFooter(QPainter &painter, const QRectF &page, const QString &left, int pageNumber, int pageCount)
{
    painter.save();
    painter.setFont(documentFont(7.5));
    painter.setPen(QPen(QColor(0x1d, 0x3a, 0x5f), 0.8));
    const double y = page.bottom() - kFooterHeight + 8;
    painter.drawLine(QPointF(page.left(), y), QPointF(page.right(), y));
    painter.setPen(QColor(0x55, 0x55, 0x55));
    const QRectF band(page.left(), y + 2, page.width(), kFooterHeight - 10);
    drawFooterLine(painter, band, left, QuotePdf::tr("page %1 of %2").arg(pageNumber).arg(pageCount));
    painter.restore();
}

void paintDiagramPage(QPainter &painter, const QRectF &page, const QuoteDiagram &diagram)
{
    painter.save();
    painter.setFont(documentFont(13, true));
    painter.setPen(QColor(0x1d, 0x3a, 0x5f));
    const double titleHeight = 30;
    painter.drawText(QRectF(page.left(), page.top(), page.width(), titleHeight), Qt::AlignLeft | Qt::AlignVCenter,
                     diagram.title);
    const QRectF area(page.left(), page.top() + titleHeight + 6, page.width(),
                      page.height() - titleHeight - 6 - kFooterHeight);
    // Fitted to the page, but never drawn larger than its own units (the topology's pixels, the
    // floor's centimetres): two nodes and a leaf blown up to fill the page read as a poster.
    const double scale = std::min({area.width() / std::max(1.0, diagram.size.width()),
                                   area.height() / std::max(1.0, diagram.size.height()), 1.0});
    painter.translate(area.left() + (area.width() - diagram.size.width() * scale) / 2, area.top());
    painter.scale(scale, scale);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(documentFont(9)); // the diagrams keep the painter's family, at sizes of their own
    diagram.paint(painter);
    painter.restore();
}

} // namespace

std::vector<QuoteDiagram> standardQuoteDiagrams(const Plan &plan)
{
    std::vector<QuoteDiagram> diagrams;
    if (plan.compute().topology.deviceCount() > 0) {
        auto layout = std::make_shared<TopologyLayout>(layoutTopology(plan));
        diagrams.push_back({QuotePdf::tr("Topology"), layout->bounds.size(), [layout](QPainter &p) { paintTopology(p, *layout); }});
    }
    if (!plan.floor.racks.empty())
        diagrams.push_back({QuotePdf::tr("Floor plan"), floorPlanPageSize(plan), [&plan](QPainter &p) { paintFloorPlan(p, plan); }});
    return diagrams;
}

QString quoteHtml(const Plan &plan, const Catalogue &catalogue, const Seller &seller, const std::vector<int> &bomPageBreaks,
                  bool assumptionsOnNewPage)
{
    const QuoteTotals totals = computeQuoteTotals(plan.design, plan.bom);
    QString html = QStringLiteral("<html><body>");
    html += coverSection(plan, totals, seller, catalogue);
    html += priceSummary(totals);
    html += termsSection(plan.design.quote, totals, seller);
    html += acceptanceSection(plan.design.quote, totals, seller);
    html += bomSection(plan, totals, bomPageBreaks);
    html += assumptionsSection(plan, catalogue, assumptionsOnNewPage);
    return html + QStringLiteral("</body></html>");
}

QString writeQuotePdf(const QString &path, const Plan &plan, const Catalogue &catalogue,
                      const std::vector<QuoteDiagram> &diagrams, const Seller &seller)
{
    if (!plan.ok())
        return QuotePdf::tr("the design has errors; a quote needs a complete plan");
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        // The project's paper (A4 or Letter), as the workbook prints on it.
        writer.setPageSize(pageSizeOf(plan.design.quote.paper));
        writer.setPageMargins(QMarginsF(15, 15, 15, 12), QPageLayout::Millimeter);
        // Laid out in CSS pixels (96 per inch) so that HTML widths mean what they say on paper.
        writer.setResolution(96);
        const QString title = QuotePdf::tr("Quotation %1").arg(QString::fromStdString(plan.design.quote.quoteNumber));
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Fabric Planner"));

        QTextDocument document;
        document.setDefaultStyleSheet(styleSheet());
        if (!seller.logo.isNull())
            document.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("seller:logo")), seller.logo);
        document.setDocumentMargin(0);
        const QRectF page(QPointF(0, 0), writer.pageLayout().paintRectPixels(writer.resolution()).size());
        // Each text page leaves room for the footer.
        document.setPageSize(QSizeF(page.width(), page.height() - kFooterHeight));
        // Lay out, find the first bill line cut by a page end, start a page there, and again,
        // until no line is cut; then keep the last page from holding a single line. The
        // assumptions after the bill follow it where they fit whole below it (where they stand
        // does not move the bill); else they open a page.
        std::vector<int> breaks;
        const BillTables billTables{QuotePdf::tr("Part number"), QuotePdf::tr("Subtotal, %1").arg(QString()).trimmed()};
        const auto layOut = [&](bool assumptionsOnNewPage) {
            document.setHtml(quoteHtml(plan, catalogue, seller, breaks, assumptionsOnNewPage));
        };
        layOut(false);
        for (int split = firstSplitBomLine(document, document.pageSize().height(), breaks, billTables);
             split > 0 && std::find(breaks.begin(), breaks.end(), split) == breaks.end();
             split = firstSplitBomLine(document, document.pageSize().height(), breaks, billTables)) {
            breaks.push_back(split);
            layOut(false);
        }
        const int lines = static_cast<int>(plan.bom.lines.size()); // shown once each, whatever the grouping
        if (!breaks.empty() && breaks.back() == lines - 1 && (breaks.size() < 2 || breaks[breaks.size() - 2] < lines - 2)) {
            --breaks.back();
            layOut(false);
        }
        if (sectionRunsOverAPageEnd(document, QuotePdf::tr("Assumptions"), document.pageSize().height()))
            layOut(true);
        const int textPages = document.pageCount();
        const int pageCount = textPages + static_cast<int>(diagrams.size());
        QString footer = title;
        if (!seller.company.isEmpty())
            footer = seller.company + QStringLiteral(" · ") + footer;

        QPainter painter(&writer);
        const double pageHeight = document.pageSize().height();
        for (int i = 0; i < textPages; ++i) {
            if (i > 0)
                writer.newPage();
            painter.save();
            painter.translate(0, -i * pageHeight);
            const QRectF band(0, i * pageHeight, page.width(), pageHeight);
            painter.setClipRect(band);
            // The layout draws a block that touches the band (a heading that starts the next
            // page) and the painter's clip hides it, but its text stays in the PDF, found by a
            // search and copied: the layout is asked for the blocks inside the band alone.
            QAbstractTextDocumentLayout::PaintContext context;
            context.clip = band.adjusted(0, 0.01, 0, -0.01);
            document.documentLayout()->draw(&painter, context);
            painter.restore();
            paintFooter(painter, page, footer, i + 1, pageCount);
        }
        for (std::size_t i = 0; i < diagrams.size(); ++i) {
            const QuoteDiagram &diagram = diagrams[i];
            // A wide floor reads better across the page; the new layout takes effect from the next page.
            writer.setPageOrientation(diagram.size.width() > diagram.size.height() ? QPageLayout::Landscape
                                                                                   : QPageLayout::Portrait);
            writer.newPage();
            const QRectF diagramPage(QPointF(0, 0), writer.pageLayout().paintRectPixels(writer.resolution()).size());
            paintDiagramPage(painter, diagramPage, diagram);
            paintFooter(painter, diagramPage, footer, textPages + static_cast<int>(i) + 1, pageCount);
        }
        painter.end();
    }
    return saveAtomically(path, bytes);
}

} // namespace fabric::render
