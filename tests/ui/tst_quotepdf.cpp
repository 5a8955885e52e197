// The PDF quote as a customer reads it: its words (pdftotext), page by page.
#include "core/design/projectfile.h"
#include "core/plan/pipeline.h"
#include "ui/app/appsettings.h"
#include "ui/render/quantitytext.h"
#include "ui/render/quotepdf.h"
#include "windowfixture.h"
#include "../common/programoutput.h"

#include <QProcess>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QCoreApplication>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

Q_DECLARE_METATYPE(std::optional<double>)

using namespace fabric;

namespace {

const QString kSamples = QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/");

// Each page's text, in order (pdftotext separates pages with a form feed).
QStringList pageTexts(const QString &pdf)
{
    QStringList pages = programOutput(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")})
                            .split(QLatin1Char('\f'));
    if (!pages.isEmpty() && pages.last().trimmed().isEmpty())
        pages.removeLast();
    return pages;
}

// Page sizes in points as pdfinfo reports them, page by page.
QList<QSizeF> pageSizes(const QString &pdf, int pages)
{
    const QString info = programOutput(QStringLiteral("pdfinfo"), {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                                                         QString::number(pages), pdf});
    QList<QSizeF> sizes;
    static const QRegularExpression re(QStringLiteral(R"(Page\s+\d+ size:\s+([\d.]+) x ([\d.]+))"));
    for (auto it = re.globalMatch(info); it.hasNext();) {
        const auto m = it.next();
        sizes << QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble());
    }
    return sizes;
}

// The text in the order it was written, its lines joined as a reader joins a part number broken
// after a hyphen ("GEN-OM4-" over "MPO12-100G-0010M") or at a space.
QString joinedText(const QString &pdf)
{
    QString text = programOutput(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")});
    return text.replace(QStringLiteral("-\n"), QStringLiteral("-")).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

// A word of a PDF page where pdftotext -bbox finds it, in points from the page's top left.
struct PlacedWord
{
    QString text;
    double x = 0.0;
    double y = 0.0;
    double right = 0.0;
    double bottom = 0.0;
};

// Each page's width and words, in order.
QList<std::pair<double, QList<PlacedWord>>> placedWords(const QString &pdf, int firstPage = 1, int lastPage = 0)
{
    QStringList arguments{QStringLiteral("-bbox"), QStringLiteral("-f"), QString::number(firstPage)};
    if (lastPage > 0)
        arguments << QStringLiteral("-l") << QString::number(lastPage);
    const QString html = programOutput(QStringLiteral("pdftotext"), arguments << pdf << QStringLiteral("-"));
    static const QRegularExpression page(QStringLiteral(R"re(<page width="([\d.]+)")re"));
    static const QRegularExpression word(
        QStringLiteral(R"re(<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>)re"));
    QList<std::pair<double, QList<PlacedWord>>> pages;
    for (const QString &chunk : html.split(QStringLiteral("</page>"))) {
        const auto p = page.match(chunk);
        if (!p.hasMatch())
            continue;
        QList<PlacedWord> words;
        for (auto it = word.globalMatch(chunk); it.hasNext();) {
            const auto w = it.next();
            words.append({w.captured(5), w.captured(1).toDouble(), w.captured(2).toDouble(), w.captured(3).toDouble(),
                          w.captured(4).toDouble()});
        }
        pages.append({p.captured(1).toDouble(), words});
    }
    return pages;
}

Plan samplePlan(const char *sample)
{
    auto design = ProjectFile::load((kSamples + QLatin1String(sample)).toStdString());
    if (!design)
        qFatal("%s", design.error().c_str());
    return makePlan(*design, *sharedBundledCatalogue());
}

} // namespace

class TestQuotePdf : public QObject
{
    Q_OBJECT

private slots:
    static void initMain() { isolateSettingsForTest(); }

    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()
            || QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty())
            QSKIP("pdftotext and pdfinfo (poppler-utils) are not installed");
    }

    void plurals_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("expected");
        QTest::newRow("one port") << "%n port(s)" << 1 << "1 port";
        QTest::newRow("eight ports") << "%n port(s)" << 8 << "8 ports";
        QTest::newRow("no plane") << "%n plane(s)" << 0 << "0 planes";
        QTest::newRow("one switch") << "%n switch(es)" << 1 << "1 switch";
        QTest::newRow("two switches") << "%n switch(es)" << 2 << "2 switches";
    }

    void plurals()
    {
        QFETCH(QString, source);
        QFETCH(int, n);
        QFETCH(QString, expected);
        QCOMPARE(render::plural(QCoreApplication::translate("Test", source.toUtf8().constData(), nullptr, n), n), expected);
    }

    void unknownPricesAreOnRequestNeverZero()
    {
        Plan plan = samplePlan("h100-ndr-4su.json");
        QVERIFY(plan.ok());
        // Two lines of one category lose their price: the customer must not read 0.00 for them.
        std::string category;
        int unknown = 0;
        for (BomLine &line : plan.bom.lines)
            if (line.category == "Transceivers" || line.category == "Fabric managers") {
                category = line.category;
                line.unitPrice.reset();
                ++unknown;
            }
        QVERIFY(unknown > 0);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        QCOMPARE(render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue()), QString());
        const QString text = pageTexts(pdf).join(QLatin1Char('\n'));
        QVERIFY2(text.contains(QStringLiteral("excludes %1 on request")
                                   .arg(render::plural(QCoreApplication::translate("Test", "%n item(s)", nullptr, unknown), unknown))),
                 qPrintable(text.left(3000)));
        // The price summary's row for the category reads "on request", not an amount.
        const QStringList lines = text.split(QLatin1Char('\n'));
        bool sawSummaryRow = false;
        for (const QString &line : lines) {
            if (!line.trimmed().startsWith(QString::fromStdString(category)))
                continue;
            if (line.contains(QStringLiteral("on request"))) {
                sawSummaryRow = true;
                QVERIFY2(!line.contains(QStringLiteral("0.00")), qPrintable(line));
            }
        }
        QVERIFY(sawSummaryRow);
        // The figures a customer reads on their own say what they leave out.
        const QString excludes = QStringLiteral("excludes %1 items on request").arg(unknown);
        for (const QString &figure : {QStringLiteral("Cost per GPU, net"), QStringLiteral("(tax included;")}) {
            const qsizetype at = text.indexOf(figure);
            QVERIFY2(at >= 0, qPrintable(figure));
            QVERIFY2(text.mid(at, 160).simplified().contains(excludes), qPrintable(text.mid(at, 160)));
        }
        // One place for the currency: the column headers, not every amount.
        const QString currency = QString::fromStdString(plan.bom.currency);
        QVERIFY(text.contains(QStringLiteral("List price (%1)").arg(currency)));
        QVERIFY2(!text.contains(currency + QStringLiteral(" 0.00")), qPrintable(text.left(3000)));
    }

    // The Total a customer reads last says what it leaves out, as the Net total above it does: it
    // read "Total 50,480,955.00" alone, under a Net total that excludes 9 items on request.
    void theTotalSaysWhatItLeavesOut_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::newRow("the whole cluster") << QStringLiteral("h100-4su-whole-cluster.json");
        QTest::newRow("one item on request") << QStringLiteral("h100-ndr-1su.json");
        QTest::newRow("every price known") << QStringLiteral("h100-roce-400g.json");
    }

    void theTotalSaysWhatItLeavesOut()
    {
        QFETCH(QString, sample);
        const Plan plan = samplePlan(sample.toLatin1().constData());
        QVERIFY(plan.ok());
        const int unknown = plan.bom.cost.unknownLines;
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        QCOMPARE(render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue()), QString());
        const QStringList lines = pageTexts(pdf).front().split(QLatin1Char('\n'));
        const auto total = std::find_if(lines.begin(), lines.end(), [](const QString &line) {
            return line.trimmed().startsWith(QStringLiteral("Total "));
        });
        QVERIFY(total != lines.end() && total + 1 != lines.end());
        const QString excludes = unknown == 0 ? QString()
                                              : render::plural(QCoreApplication::translate("Test", "excludes %n item(s) on request",
                                                                                           nullptr, unknown), unknown);
        if (unknown == 0)
            QVERIFY2(!(total + 1)->contains(QStringLiteral("on request")), qPrintable(*(total + 1)));
        else
            QVERIFY2((total + 1)->trimmed().startsWith(excludes), qPrintable(*total + u'\n' + *(total + 1)));
    }

    // A network whose parts all have no price (racks and PDUs) is on request, never 0.00; every
    // part number reads whole, as it is ordered, once a line break in it is joined.
    void aWholeClusterQuoteReadsAsOrdered()
    {
        const Plan plan = samplePlan("h100-4su-whole-cluster.json");
        QVERIFY(plan.ok());
        const NetworkCost *cluster = plan.bom.cost.networkCost("cluster");
        QVERIFY(cluster && !cluster->priced());
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        QCOMPARE(render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue()), QString());
        const QString text = pageTexts(pdf).join(QLatin1Char('\n'));
        const QString subtotal = QStringLiteral("Subtotal, Racks and power distribution");
        const qsizetype at = text.indexOf(subtotal);
        QVERIFY2(at >= 0, qPrintable(text.right(2000)));
        const QString line = text.mid(at, text.indexOf(QLatin1Char('\n'), at) - at);
        QVERIFY2(line.contains(QStringLiteral("on request")) && !line.contains(QStringLiteral("0.00")), qPrintable(line));
        const QString joined = joinedText(pdf);
        for (const BomLine &l : plan.bom.lines)
            QVERIFY2(joined.contains(QString::fromStdString(l.partNumber)), l.partNumber.c_str());
    }

    // The bill's tables share one layout, page after page, network after network: a long part
    // number (Raritan PX3-5878I2R-P1Q2R1A15D5) once took the width of the racks table's
    // description, which read a word a line under a header broken as "Descriptio n", and each
    // network's columns stood elsewhere. A part number wraps at a hyphen or a space, and reads
    // whole when its lines are joined there.
    void bomTablesShareOneLayout()
    {
        const Plan plan = samplePlan("h100-4su-whole-cluster.json");
        QVERIFY(plan.ok());
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        QCOMPARE(render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue()), QString());
        std::optional<std::array<double, 3>> columns; // where Part, Description and Qty start
        int headers = 0;
        for (const auto &page : placedWords(pdf)) {
            // Named, not bound: a lambda below reads them (clang refuses a captured binding).
            const double width = page.first;
            const auto &words = page.second;
            for (const PlacedWord &qty : words) {
                if (qty.text != QLatin1String("Qty"))
                    continue;
                auto onLine = [&](const QString &text) -> std::optional<double> {
                    for (const PlacedWord &w : words)
                        if (w.text == text && std::abs(w.y - qty.y) < 1.0)
                            return w.x;
                    return std::nullopt;
                };
                const auto part = onLine(QStringLiteral("Part")), description = onLine(QStringLiteral("Description"));
                if (!part)
                    continue; // not the bill's header
                ++headers;
                QVERIFY2(description, qPrintable(QStringLiteral("a header without a whole \"Description\" at y %1").arg(qty.y)));
                // Room for a description's words side by side: a fifth of the page at least.
                QVERIFY2(qty.x - *description > width / 5,
                         qPrintable(QStringLiteral("Description %1 pt wide on a page of %2").arg(qty.x - *description).arg(width)));
                const std::array<double, 3> here{*part, *description, qty.x};
                if (!columns)
                    columns = here;
                for (std::size_t i = 0; i < here.size(); ++i)
                    QVERIFY2(std::abs(here[i] - (*columns)[i]) < 0.5,
                             qPrintable(QStringLiteral("column %1 at %2 pt, elsewhere at %3 pt").arg(i).arg(here[i]).arg((*columns)[i])));
            }
        }
        QVERIFY(headers >= 5); // a table a network, at least
        const QString text = joinedText(pdf);
        for (const BomLine &line : plan.bom.lines)
            QVERIFY2(text.contains(QString::fromStdString(line.partNumber)), line.partNumber.c_str());
    }

    // A network's heading is never left alone at the foot of a page, apart from its lines: the
    // whole-cluster quote once ended two pages on "In-band management network" with an empty table
    // header, and "Storage fabric".
    void aNetworkHeadingStaysWithItsLines()
    {
        const Plan plan = samplePlan("h100-4su-whole-cluster.json");
        QVERIFY(plan.ok());
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        QCOMPARE(render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue()), QString());
        const QStringList pages = pageTexts(pdf);
        const QHash<QString, QString> headings{{QStringLiteral("compute"), QStringLiteral("Compute fabric")},
                                               {QStringLiteral("storage"), QStringLiteral("Storage fabric")},
                                               {QStringLiteral("inband"), QStringLiteral("In-band management network")},
                                               {QStringLiteral("oob"), QStringLiteral("Out-of-band management network")},
                                               {QStringLiteral("cluster"), QStringLiteral("Racks and power distribution")}};
        QCOMPARE(plan.bom.cost.networks.size(), std::size_t(5));
        for (const NetworkCost &network : plan.bom.cost.networks) {
            const QString heading = headings.value(QString::fromStdString(network.network));
            QVERIFY2(!heading.isEmpty(), network.network.c_str());
            const QRegularExpression alone(QStringLiteral("^\\s*") + QRegularExpression::escape(heading) + QStringLiteral("\\s*$"),
                                           QRegularExpression::MultilineOption);
            int page = -1;
            for (int i = 0; i < pages.size() && page < 0; ++i)
                if (pages[i].contains(alone))
                    page = i;
            QVERIFY2(page >= 0, qPrintable(heading));
            const QString after = pages[page].mid(pages[page].indexOf(alone));
            bool aLine = false;
            for (const BomLine &line : plan.bom.lines)
                aLine = aLine || (line.network == network.network && after.contains(QString::fromStdString(line.partNumber)));
            QVERIFY2(aLine, qPrintable(QStringLiteral("page %1 ends on the heading %2:\n%3").arg(page + 1).arg(heading, after)));
        }
    }

    // Optics the plan lists for cages they do not fit (a GB200 cluster's OOB switches uplink from
    // QSFP28 into the in-band SN5600's OSFP cages, and nothing for sale joins the two) are said on
    // the quote where they are listed, not only among the plan's warnings.
    void opticsThatDoNotFitAreSaid()
    {
        Design design;
        design.platform = "DGX-GB200";
        design.nodes = 16;
        const Plan plan = makePlan(design, *sharedBundledCatalogue());
        QVERIFY(plan.ok());
        int misfits = 0;
        for (const NetworkPlan &network : plan.networks)
            misfits += network.cables.misfitLinks;
        QVERIFY2(misfits > 0, "the GB200 cluster's OOB uplinks no longer misfit: find another case");
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        QCOMPARE(render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue()), QString());
        // NFKC: the font sets "fi" as one ligature glyph, which pdftotext gives as U+FB01.
        const QString text = pageTexts(pdf).join(QLatin1Char('\n')).normalized(QString::NormalizationForm_KC).simplified();
        QVERIFY2(text.contains(QStringLiteral("No part for sale fits the cages at both ends of %1 links of this network").arg(misfits)),
                 qPrintable(text.right(3000)));
        // A quote whose optics all fit says nothing of the kind.
        const QString fitting = dir.filePath(QStringLiteral("fitting.pdf"));
        QCOMPARE(render::writeQuotePdf(fitting, samplePlan("h100-4su-whole-cluster.json"), *sharedBundledCatalogue()), QString());
        QVERIFY(!pageTexts(fitting).join(QLatin1Char('\n')).normalized(QString::NormalizationForm_KC).contains(QStringLiteral("No part for sale")));
    }

    // A page of the bill never opens with the repeated header and a network's subtotal alone,
    // cut from its lines: the subtotal takes its network's last line with it. The bill grows a
    // line at a time so that its subtotal falls at every place on the page.
    void aSubtotalKeepsItsLastLine()
    {
        // Five networks: a subtotal between two networks' tables and one at the bill's end.
        const Plan base = samplePlan("h100-4su-whole-cluster.json");
        QVERIFY(base.ok());
        static const QRegularExpression space(QStringLiteral("\\s+"));
        const QStringList headerWords = QStringLiteral("Part number Description Qty Unit list price (USD) List (USD) Discount % Net (USD)")
                                            .split(QLatin1Char(' '));
        QTemporaryDir dir;
        int checkedPages = 0;
        for (int extra = 0; extra < 36; ++extra) {
            Plan plan = base;
            for (int i = 0; i < extra; ++i) {
                BomLine line = base.bom.lines.front();
                line.partNumber = "EXTRA-" + std::to_string(1000 + i);
                plan.bom.lines.push_back(line);
            }
            const QString pdf = dir.filePath(QStringLiteral("quote-%1.pdf").arg(extra));
            QCOMPARE(render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue()), QString());
            const QStringList pages = pageTexts(pdf);
            for (int p = 0; p < pages.size(); ++p) {
                const QStringList lines = pages[p].split(QLatin1Char('\n'));
                qsizetype at = 0;
                while (at < lines.size() && !lines[at].contains(QStringLiteral("Part number")))
                    ++at;
                if (at == lines.size())
                    continue;
                ++checkedPages;
                // The header's own lines ("price", "(USD)"), then the page's first row.
                for (++at; at < lines.size(); ++at) {
                    const QStringList words = lines[at].split(space, Qt::SkipEmptyParts);
                    if (!words.isEmpty() && !std::all_of(words.begin(), words.end(), [&](const QString &w) { return headerWords.contains(w); }))
                        break;
                }
                QVERIFY(at < lines.size());
                QVERIFY2(!lines[at].trimmed().startsWith(QStringLiteral("Subtotal")),
                         qPrintable(QStringLiteral("%1 extra lines: page %2 opens with a subtotal alone:\n%3")
                                        .arg(extra).arg(p + 1).arg(lines.mid(0, at + 3).join(QLatin1Char('\n')))));
            }
        }
        QVERIFY(checkedPages > 40);
    }

    // The assumptions follow the bill on its last page when they fit there: a whole-cluster quote
    // printed them alone on a page of their own below half a page of bill. They never split, and
    // they open a page only when the bill's last page has no room for them. Bills of several
    // lengths end at several heights on their last page (19 and 21 extra lines: too low for them).
    void assumptionsFollowTheBillWhereTheyFit_data()
    {
        QTest::addColumn<int>("extraLines");
        for (int extra : {0, 8, 14, 19, 21, 28, 32, 35})
            QTest::addRow("%d extra lines", extra) << extra;
    }

    void assumptionsFollowTheBillWhereTheyFit()
    {
        QFETCH(int, extraLines);
        Plan plan = samplePlan("h100-4su-whole-cluster.json");
        QVERIFY(plan.ok());
        for (int i = 0; i < extraLines; ++i) {
            BomLine line = plan.bom.lines.front();
            line.partNumber = "EXTRA-" + std::to_string(1000 + i);
            plan.bom.lines.push_back(line);
        }
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        QCOMPARE(render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue()), QString());
        const auto pages = placedWords(pdf);
        // The page and words of the assumptions (from their heading down), and the bill's last page.
        int assumptionsPage = -1, billEndPage = -1;
        double billBottom = 0.0, headingTop = 0.0, assumptionsBottom = 0.0, footerTop = 0.0;
        for (int p = 0; p < pages.size(); ++p) {
            const QList<PlacedWord> &words = pages[p].second;
            double pageFooter = std::numeric_limits<double>::max();
            for (const PlacedWord &w : words)
                if (w.text == QStringLiteral("page"))
                    pageFooter = std::min(pageFooter, w.y);
            bool inAssumptions = false;
            for (const PlacedWord &w : words) {
                if (w.y >= pageFooter - 1.0)
                    continue;
                if (w.text == QStringLiteral("Assumptions")) {
                    QCOMPARE(assumptionsPage, -1);
                    assumptionsPage = p;
                    headingTop = w.y;
                    footerTop = pageFooter;
                    inAssumptions = true;
                }
                if (inAssumptions)
                    assumptionsBottom = std::max(assumptionsBottom, w.bottom);
                else if (w.text == QStringLiteral("Subtotal,")) {
                    billEndPage = p;
                    billBottom = 0.0;
                }
                if (!inAssumptions && p == billEndPage)
                    billBottom = std::max(billBottom, w.bottom);
            }
        }
        QVERIFY(assumptionsPage >= 0 && billEndPage >= 0);
        // Whole on one page: the exchange-rate-free sample ends with the catalogue's version.
        const QString last = pageTexts(pdf)[assumptionsPage];
        QVERIFY2(last.contains(QStringLiteral("Catalogue")), qPrintable(last));
        if (assumptionsPage == billEndPage)
            return;
        QCOMPARE(assumptionsPage, billEndPage + 1);
        // A page of their own only when they would not fit below the bill.
        const double height = assumptionsBottom - headingTop;
        QVERIFY2(billBottom + height > footerTop - 12.0,
                 qPrintable(QStringLiteral("the bill ends at %1 pt of %2 and the assumptions (%3 pt high) open page %4")
                                .arg(billBottom).arg(footerTop).arg(height).arg(assumptionsPage + 1)));
    }

    // A small design's diagrams print at their own size: the topology of two nodes and a leaf
    // was blown up to fill a Letter page (its captions 30 pt high), while the floor of three
    // racks was a thumbnail on a page sized for a wide legend. Neither is drawn larger than its
    // own units; the floor's page fits the floor, and its legend stays on the page.
    void smallDesignDiagramsKeepTheirSize()
    {
        Design design;
        design.platform = "DGX-H100";
        design.nodes = 2;
        design.fabric = Technology::Ethernet;
        design.quote.paper = PaperSize::Letter;
        const Plan plan = makePlan(design, *sharedBundledCatalogue());
        QVERIFY(plan.ok());
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        const std::vector<render::QuoteDiagram> diagrams = render::standardQuoteDiagrams(plan);
        QCOMPARE(diagrams.size(), std::size_t(2));
        QCOMPARE(render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue(), diagrams), QString());
        const int pages = static_cast<int>(pageTexts(pdf).size());
        const auto drawn = placedWords(pdf, pages - 1, pages);
        QCOMPARE(drawn.size(), 2);
        auto find = [](const QList<PlacedWord> &words, const QString &text) -> std::optional<PlacedWord> {
            for (const PlacedWord &w : words)
                if (w.text == text)
                    return w;
            return std::nullopt;
        };
        // The topology's row caption names the platform, in the diagram's 14-pixel font: about
        // 12 pt high at its own size.
        const auto caption = find(drawn[0].second, QStringLiteral("DGX-H100"));
        QVERIFY(caption);
        QVERIFY2(caption->bottom - caption->y < 14.0, qPrintable(QString::number(caption->bottom - caption->y)));
        // A rack's name under it, in a 14-centimetre font: at least 10 pt high when the floor of
        // three racks fills its page as it can.
        const auto rack = find(drawn[1].second, QString::fromStdString(plan.floor.racks.front().name));
        QVERIFY(rack);
        QVERIFY2(rack->bottom - rack->y >= 10.0, qPrintable(QString::number(rack->bottom - rack->y)));
        // The legend's last word is on the page, inside its margins.
        const double width = drawn[1].first;
        const auto limit = find(drawn[1].second, QStringLiteral("limit"));
        QVERIFY(limit);
        QVERIFY2(limit->right < width - 30.0, qPrintable(QStringLiteral("%1 on a page %2 wide").arg(limit->right).arg(width)));
    }

    void everyPageSaysWhichOfHowMany()
    {
        Plan plan = samplePlan("h100-ndr-4su.json");
        // A bill long enough for several pages, so that the table runs over page ends.
        const BomLine model = plan.bom.lines.front();
        for (int i = 0; i < 90; ++i) {
            BomLine line = model;
            line.partNumber = "EXTRA-" + std::to_string(1000 + i);
            plan.bom.lines.push_back(line);
        }
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        QCOMPARE(render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue(), render::standardQuoteDiagrams(plan)),
                 QString());
        const QStringList pages = pageTexts(pdf);
        QVERIFY2(pages.size() >= 5, qPrintable(QString::number(pages.size())));
        int bomPages = 0;
        for (int i = 0; i < pages.size(); ++i) {
            QVERIFY2(pages[i].contains(QStringLiteral("page %1 of %2").arg(i + 1).arg(pages.size())),
                     qPrintable(pages[i].right(300)));
            // No "(s)": every count has its singular or plural.
            QVERIFY2(!pages[i].contains(QStringLiteral("(s)")), qPrintable(pages[i]));
            if (pages[i].contains(QStringLiteral("EXTRA-"))) {
                ++bomPages;
                // The table header repeats on every page the bill runs onto.
                QVERIFY2(pages[i].contains(QStringLiteral("Part number")), qPrintable(pages[i].left(600)));
            }
        }
        QVERIFY(bomPages >= 2);
        // The diagrams close the quote, each on a page of its own; a wide floor lies across it.
        const QList<QSizeF> sizes = pageSizes(pdf, static_cast<int>(pages.size()));
        QCOMPARE(sizes.size(), pages.size());
        QVERIFY(pages.last().contains(QStringLiteral("Floor plan")));
        QVERIFY(sizes.first().height() > sizes.first().width()); // A4 portrait for the text
        const QSizeF floor = render::standardQuoteDiagrams(plan).back().size;
        if (floor.width() > floor.height())
            QVERIFY(sizes.last().width() > sizes.last().height());
    }

    void sellerAndPowerNotes()
    {
        render::Seller seller;
        seller.company = QStringLiteral("Acme Clusters GmbH");
        seller.address = QStringLiteral("Hauptstraße 1\n10115 Berlin");
        seller.contact = QStringLiteral("sales@acme.example");
        seller.terms = QStringLiteral("Payment 30 days net.");
        seller.logo = QImage(120, 40, QImage::Format_RGB32);
        seller.logo.fill(Qt::darkBlue);
        // Set once in the settings, read back for every quote.
        ui::AppSettings::setSeller(seller);
        const render::Seller stored = ui::AppSettings::seller();
        QCOMPARE(stored.company, seller.company);
        QCOMPARE(stored.address, seller.address);
        QCOMPARE(stored.logo.size(), seller.logo.size());

        Plan plan = samplePlan("h100-ndr-1su.json");
        // Cables lose their draw too; the note counts every part of unknown draw (switches included).
        int withoutPower = 0;
        for (BomLine &line : plan.bom.lines) {
            if (line.category == "Cables")
                line.powerUnknown = true;
            withoutPower += line.powerUnknown ? line.quantity : 0;
        }
        QVERIFY(withoutPower > 0);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        QCOMPARE(render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue(), {}, stored), QString());
        const QStringList pages = pageTexts(pdf);
        QVERIFY(pages.first().contains(seller.company));
        QVERIFY(pages.first().contains(QStringLiteral("10115 Berlin")));
        QVERIFY(pages.join(QString()).contains(seller.terms));
        // The power figure says what it leaves out on its own line, not pages later.
        const QString note = QStringLiteral("excludes %1 whose draw is unknown")
                                 .arg(render::plural(QCoreApplication::translate("Test", "%n part(s)", nullptr, withoutPower), withoutPower));
        const QString page = pages.first().simplified();
        for (const QString &label : {QStringLiteral("Power"), QStringLiteral("Heat")}) {
            const QRegularExpression beside(label + QStringLiteral(R"( [\d,.]+ (kW in all|BTU/h) \()")
                                            + QRegularExpression::escape(note) + QStringLiteral(R"(\))"));
            QVERIFY2(page.contains(beside), qPrintable(label + QStringLiteral(": ") + page));
        }
    }

    // Names as people type them, emoji and symbols too, are printed with a glyph, not as a box: the
    // quote's fonts end with one of outlines for them (Symbola), which the PDF embeds. Qt 6.4's
    // PDF writer copies out only the characters of the basic plane (U+2705 does; U+1F680 draws
    // but does not copy), so the words pdftotext reads back are those.
    void typedSymbolsHaveGlyphs()
    {
        Plan plan = samplePlan("h100-ndr-1su.json");
        plan.design.quote.customer = "Caf\u00e9 \u2615 Labs \u2705 \u2605 \U0001F680";
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        QCOMPARE(render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue(), {}, {}), QString());
        const QString first = pageTexts(pdf).first();
        QVERIFY2(first.contains(QStringLiteral("Caf\u00e9 \u2615 Labs \u2705 \u2605")), qPrintable(first.left(400)));
    }

    // A count in a sentence is grouped as the quote's other figures are: "1,210 parts", not "1210".
    void countsInSentencesAreGrouped_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("parts of unknown draw") << "draw";
        QTest::newRow("links whose optics do not fit") << "misfits";
    }

    void countsInSentencesAreGrouped()
    {
        QFETCH(QString, what);
        Plan plan = samplePlan("h100-4su-whole-cluster.json");
        QVERIFY(plan.ok());
        int count = 0;
        if (what == QLatin1String("draw")) {
            for (BomLine &line : plan.bom.lines) {
                if (line.category == "Cables" || line.category == "Fibre" || line.category == "Transceivers")
                    line.powerUnknown = true;
                count += line.powerUnknown ? line.quantity : 0;
            }
        } else {
            count = 1234;
            plan.networks.front().cables.misfitLinks = count;
        }
        QVERIFY2(count >= 1000, qPrintable(QString::number(count)));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        QCOMPARE(render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue()), QString());
        const QString text = pageTexts(pdf).join(QLatin1Char('\n')).normalized(QString::NormalizationForm_KC).simplified();
        const QString grouped = QLocale(QLocale::English).toString(count);
        const QString sentence = what == QLatin1String("draw")
                                     ? QStringLiteral("excludes %1 parts whose draw is unknown")
                                     : QStringLiteral("No part for sale fits the cages at both ends of %1 links");
        QVERIFY2(text.contains(sentence.arg(grouped)), qPrintable(sentence.arg(grouped) + QStringLiteral(" in:\n") + text.left(2500)));
    }

    // No part with a known draw: the quote says the power is unknown, never "0.0 kW".
    void powerOfUnknownPartsIsUnknown()
    {
        Plan plan = samplePlan("h100-ndr-1su.json");
        for (BomLine &line : plan.bom.lines) {
            line.powerUnknown = true;
            line.powerW = 0.0;
        }
        plan.bom.powerW = 0.0;
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        QCOMPARE(render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue(), {}, {}), QString());
        const QString page = pageTexts(pdf).first().simplified();
        for (const QString &label : {QStringLiteral("Power"), QStringLiteral("Heat")})
            QVERIFY2(page.contains(label + QStringLiteral(" unknown: no part's draw is known")), qPrintable(page));
        QVERIFY2(!page.contains(QStringLiteral("0.0 kW")), qPrintable(page));
    }

    // The quote states the rate its bill was priced at: the project's own when it gives one, the
    // catalogue's otherwise (issue 32: one number, one place).
    void exchangeRateIsTheBillsRate_data()
    {
        QTest::addColumn<std::optional<double>>("ownRate");
        QTest::addColumn<QString>("says");
        // The customer reads the rate and its date; whence it came only when it is indicative.
        QTest::newRow("the project's own rate") << std::optional<double>(7.0) << QStringLiteral("1 USD = 7.0000 CNY (2026-12-01) ");
        const Currency *cny = sharedBundledCatalogue()->findCurrency("CNY");
        QTest::newRow("the catalogue's rate")
            << std::optional<double>()
            << (cny ? QStringLiteral("1 USD = %1 CNY (%2, indicative) ").arg(cny->perUsd, 0, 'f', 4).arg(QString::fromStdString(cny->asOf))
                    : QString());
    }

    void exchangeRateIsTheBillsRate()
    {
        QFETCH(std::optional<double>, ownRate);
        QFETCH(QString, says);
        if (says.isEmpty())
            QSKIP("the catalogue has no CNY rate");
        auto design = ProjectFile::load((kSamples + QLatin1String("h100-ndr-4su.json")).toStdString());
        QVERIFY(design);
        design->pricing.currency = "CNY";
        design->pricing.exchangeRate = ownRate;
        design->pricing.exchangeRateDate = ownRate ? "2026-12-01" : "";
        const Plan plan = makePlan(*design, *sharedBundledCatalogue());
        QVERIFY(plan.ok());
        const QTemporaryDir folder;
        const QString pdf = folder.filePath(QStringLiteral("quote.pdf"));
        QCOMPARE(render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue(), {}, {}), QString());
        const QString text = pageTexts(pdf).join(QLatin1Char(' ')).simplified();
        QVERIFY2(text.contains(says), qPrintable(text.left(4000)));
    }

    void userExchangeRatesReprice()
    {
        const Catalogue &catalogue = *sharedBundledCatalogue();
        const Currency *eur = catalogue.findCurrency("EUR");
        if (!eur)
            QSKIP("the catalogue has no EUR");
        ui::AppSettings::setExchangeRates({{QStringLiteral("EUR"), {eur->perUsd * 2, QStringLiteral("2026-11-30")}}});
        const Catalogue mine = ui::AppSettings::withExchangeRates(catalogue);
        QCOMPARE(mine.findCurrency("EUR")->perUsd, eur->perUsd * 2);
        QCOMPARE(mine.findCurrency("EUR")->asOf, std::string("2026-11-30"));
        ui::AppSettings::setExchangeRates({});
        QCOMPARE(ui::AppSettings::withExchangeRates(catalogue).findCurrency("EUR")->perUsd, eur->perUsd);
    }
};

QTEST_MAIN(TestQuotePdf)
#include "tst_quotepdf.moc"
