// The printed exports as an installer reads them: ids and names whole, never shortened so that two
// of them print alike (install sheets, cable labels).
#include "core/catalogue/catalogue.h"
#include "core/design/projectfile.h"
#include "core/export/cablelabels.h"
#include "core/export/cablingrows.h"
#include "core/export/exportformats.h"
#include "core/plan/pipeline.h"
#include "ui/render/cablesheets.h"
#include "ui/render/documentfont.h"
#include "ui/render/floordiagram.h"
#include "ui/render/textfit.h"
#include "../common/programoutput.h"

#include <QBuffer>

#include <algorithm>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <tuple>

using namespace fabric;

namespace {

const QString kSamples = QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/");

QString q(const std::string &text) { return QString::fromStdString(text); }

// The words of a PDF as pdftotext gives them.
QSet<QString> words(const QString &pdf)
{
    const QString text = programOutput(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    static const QRegularExpression space(QStringLiteral("\\s+"));
    const QStringList list = text.split(space, Qt::SkipEmptyParts);
    return QSet<QString>(list.begin(), list.end());
}

// The sample's design; without one, a design of nodes nodes (of platform, when one is named).
Design sampleOrDesign(const QString &sample, const QString &platform, int nodes)
{
    Design design;
    if (!sample.isEmpty()) {
        auto loaded = ProjectFile::load((kSamples + sample).toStdString());
        if (!loaded)
            qFatal("%s", loaded.error().c_str());
        return *loaded;
    }
    if (!platform.isEmpty())
        design.platform = platform.toStdString();
    design.nodes = nodes;
    return design;
}

// The columns sampleOrDesign reads: a sample's file name, or a platform and a node count.
void addSampleOrDesignColumns()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<int>("nodes");
}

} // namespace

class TestPrintLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        auto catalogue = Catalogue::openDefault();
        QVERIFY2(catalogue.ok(), catalogue.error().c_str());
        m_catalogue = std::make_shared<const Catalogue>(std::move(*catalogue));
        // All four networks: storage-126, inband-6 ..., storage-leaf-p1-su05-r2.
        auto design = ProjectFile::load((kSamples + QStringLiteral("h100-4su-whole-cluster.json")).toStdString());
        QVERIFY2(design.ok(), design.error().c_str());
        const Plan plan = makePlan(*design, *m_catalogue);
        QVERIFY(plan.ok());
        m_rows = cablingRows(plan);
        QVERIFY(m_rows.size() > 3000);
    }

    void wrapKeepsEveryCharacter()
    {
        const QFontMetricsF metrics = render::pointMetrics(render::documentFont(7));
        const QString name = QStringLiteral("storage-leaf-p1-su05-r2 p31/1  R03-02 U42");
        for (const double width : {20.0, 40.0, 70.0, 1000.0}) {
            const QStringList lines = render::wrapWhole(name, metrics, width);
            QString joined;
            for (const QString &line : lines) {
                QVERIFY2(metrics.horizontalAdvance(line) <= width || line.size() == 1, qPrintable(line));
                joined += line;
            }
            QCOMPARE(joined.remove(QLatin1Char(' ')), QString(name).remove(QLatin1Char(' ')));
        }
        QCOMPARE(render::wrapWhole(name, metrics, 1000), QStringList{name});
        // A space is the first choice: the device name stays on one line.
        QCOMPARE(render::wrapWhole(name, metrics, metrics.horizontalAdvance(QStringLiteral("storage-leaf-p1-su05-r2 p31/1 R"))).first(),
                 QStringLiteral("storage-leaf-p1-su05-r2 p31/1"));
    }

    // The layouts measure text as the PDF writer (at 72 dpi) sets it.
    void pointMetricsAreThePdfWriters()
    {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(72);
        for (const double points : {4.0, 5.5, 6.0, 7.0, 9.0})
            for (const bool bold : {false, true}) {
                const QFont font = render::documentFont(points, bold);
                const QFontMetricsF pdf(font, &writer);
                for (const QString &text : {QStringLiteral("storage-leaf-p1-su05-r2"), QStringLiteral("inband-126"),
                                           QStringLiteral("北京智算中心 R03-02 U42")})
                    QVERIFY2(qAbs(render::pointMetrics(font).horizontalAdvance(text) - pdf.horizontalAdvance(text)) < 0.01,
                             qPrintable(QStringLiteral("%1 pt: %2").arg(points).arg(text)));
            }
    }

    // Every cell of the install sheets fits its column at the sheets' font: nothing to shorten.
    void installSheetColumnsHoldTheirText()
    {
        for (const double pageWidth : {785.0, 735.0}) { // A4 and Letter landscape, inside the margins
            const render::InstallSheetLayout layout = render::installSheetLayout(m_rows, pageWidth);
            QCOMPARE(layout.widths.size(), std::size_t(14));
            double total = 0;
            for (double w : layout.widths)
                total += w;
            QVERIFY2(total <= pageWidth, qPrintable(QString::number(total)));
            // This plan prints at no less than 7 pt (as before the sheets named the parts): its
            // names and ids each whole on one line, its parts on at most two.
            QVERIFY2(layout.fontPoints >= 7.0, qPrintable(QString::number(layout.fontPoints)));
            const QFontMetricsF metrics = render::pointMetrics(render::documentFont(layout.fontPoints));
            const std::vector<std::string> sameCable = sameCableIds(m_rows);
            const qsizetype partsColumn = render::installSheetHeaders().indexOf(QStringLiteral("Parts"));
            for (std::size_t r = 0; r < m_rows.size(); ++r) {
                const QStringList cells = render::installSheetCells(m_rows[r], static_cast<int>(m_rows.size()), q(sameCable[r]));
                for (qsizetype c = 0; c < cells.size(); ++c) {
                    const double room = layout.widths[static_cast<std::size_t>(c)] - layout.gap;
                    if (c != partsColumn) {
                        QVERIFY2(metrics.horizontalAdvance(cells[c]) <= room, qPrintable(cells[c]));
                        continue;
                    }
                    // The parts may take two lines, each part number whole on one of them.
                    const QStringList lines = render::wrapWhole(cells[c], metrics, room);
                    QVERIFY2(lines.size() <= 2, qPrintable(cells[c]));
                    for (const QString &part : cells[c].section(QStringLiteral(" ("), 0, 0).split(QStringLiteral(" + ")))
                        QVERIFY2(std::any_of(lines.begin(), lines.end(), [&](const QString &line) { return line.contains(part); }),
                                 qPrintable(part));
                }
            }
        }
    }

    // Other plans' sheets as well: every cell but the parts fits its column at the sheets' font,
    // so no id, name or medium breaks inside a word ("inband-" over "86", "transceive" over "r").
    void everySheetsCellsFitTheirColumns_data()
    {
        addSampleOrDesignColumns();
        QTest::newRow("GB200 NVL72, two racks") << QString() << QStringLiteral("DGX-GB200") << 2;
        QTest::newRow("16 DGX H100") << QString() << QStringLiteral("DGX-H100") << 16;
    }

    void everySheetsCellsFitTheirColumns()
    {
        QFETCH(QString, sample);
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        const Plan plan = makePlan(sampleOrDesign(sample, platform, nodes), *m_catalogue);
        QVERIFY(plan.ok());
        const std::vector<CablingRow> rows = cablingRows(plan);
        const qsizetype partsColumn = render::installSheetHeaders().indexOf(QStringLiteral("Parts"));
        for (const double pageWidth : {785.0, 735.0}) {
            const render::InstallSheetLayout layout = render::installSheetLayout(rows, pageWidth);
            const QFontMetricsF metrics = render::pointMetrics(render::documentFont(layout.fontPoints));
            const std::vector<std::string> sameCable = sameCableIds(rows);
            for (std::size_t r = 0; r < rows.size(); ++r) {
                const QStringList cells = render::installSheetCells(rows[r], static_cast<int>(rows.size()), q(sameCable[r]));
                for (qsizetype c = 0; c < cells.size(); ++c)
                    if (c != partsColumn)
                        QVERIFY2(render::wrapWhole(cells[c], metrics, layout.widths[static_cast<std::size_t>(c)] - layout.gap).size() == 1,
                                 qPrintable(QStringLiteral("%1 at %2 pt in %3 pt").arg(cells[c]).arg(layout.fontPoints).arg(pageWidth)));
            }
        }
    }

    // What an installer takes from the boxes for a cable: each end's transceiver around the fibre,
    // or the one cable; and which rows are one physical cable (a twin or split cable).
    void installSheetsNameThePartsToFit_data()
    {
        QTest::addColumn<QString>("network");
        QTest::addColumn<int>("link"); // 1-based, as the cabling plan's Link
        QTest::addColumn<QString>("parts");
        QTest::newRow("fibre between transceivers, A end first")
            << "compute" << 17 << "980-9I51A-00NS00 + MFP7E10-N015 + MMA4Z00-NS";
        QTest::newRow("switch to switch fibre") << "compute" << 1245 << "MMA4Z00-NS + MFP7E10-N020 + MMA4Z00-NS";
        QTest::newRow("twin cable, first link") << "storage" << 521 << "MCA4J80-N005 (one cable with storage-522)";
        QTest::newRow("twin cable, second link") << "storage" << 522 << "MCA4J80-N005 (one cable with storage-521)";
        QTest::newRow("copper to the OOB switch") << "oob" << 1 << "GEN-CAT6-RJ45-007";
    }

    void installSheetsNameThePartsToFit()
    {
        QFETCH(QString, network);
        QFETCH(int, link);
        QFETCH(QString, parts);
        const std::vector<std::string> sameCable = sameCableIds(m_rows);
        for (std::size_t r = 0; r < m_rows.size(); ++r) {
            const CablingRow &row = m_rows[r];
            if (q(row.network) != network || row.link + 1 != link)
                continue;
            const QStringList headers = render::installSheetHeaders();
            const QStringList cells = render::installSheetCells(row, 1, q(sameCable[r]));
            QCOMPARE(cells.size(), headers.size());
            QCOMPARE(cells[headers.indexOf(QStringLiteral("Parts"))], parts);
            QCOMPARE(headers.last(), QStringLiteral("Done"));
            QCOMPARE(cells.last(), QString()); // a box to tick, drawn
            return;
        }
        QFAIL("no such link in the sample's plan");
    }

    // Too wide for the page: the font goes no lower than 7 pt while wrapping the widest columns
    // makes room, and to 6 pt only where they would wrap narrower than a tenth of the page.
    void installSheetsWrapWhatCannotFit_data()
    {
        QTest::addColumn<int>("longCells"); // how many of the row's names are 140 characters long (at most 10)
        QTest::addColumn<double>("pageWidth"); // points
        QTest::addColumn<double>("points");
        QTest::newRow("one long device name wraps at 7 pt") << 1 << 735.0 << 7.0;
        QTest::newRow("half the columns long: they wrap at 7 pt") << 5 << 735.0 << 7.0;
        QTest::newRow("every name long, a page narrower than Letter: 6 pt") << 10 << 650.0 << 6.0;
    }

    void installSheetsWrapWhatCannotFit()
    {
        QFETCH(int, longCells);
        QFETCH(double, pageWidth);
        QFETCH(double, points);
        std::vector<CablingRow> rows(m_rows.begin(), m_rows.begin() + 10);
        CablingRow &row = rows[3];
        std::string *names[] = {&row.a.device, &row.b.device, &row.a.port, &row.b.port, &row.b.rack, &row.medium,
                                &row.cablePn, &row.transceiverPnA, &row.transceiverPnB, &row.network};
        for (int k = 0; k < longCells; ++k) {
            names[k]->assign(120, 'x');
            names[k]->append("-the-long-name-of-a-").append(std::to_string(k));
        }
        const render::InstallSheetLayout layout = render::installSheetLayout(rows, pageWidth);
        QCOMPARE(layout.fontPoints, points);
        double total = 0;
        for (double w : layout.widths)
            total += w;
        QVERIFY2(total <= pageWidth, qPrintable(QString::number(total)));
        QVERIFY2(*std::min_element(layout.widths.begin(), layout.widths.end()) > 0, "a column of no width");
    }

    void installSheetsPrintEveryIdWhole()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("install.pdf"));
        QCOMPARE(render::writeInstallSheetsPdf(pdf, m_rows, QStringLiteral("install sheets"), PaperSize::A4), QString());
        const QSet<QString> printed = words(pdf);
        QVERIFY(!printed.contains(QStringLiteral("\u2026")));
        for (const CablingRow &row : m_rows) {
            const QString id = q(cableLabelId(row.network, row.link));
            QVERIFY2(printed.contains(id), qPrintable(id));
            QVERIFY2(printed.contains(q(row.a.device)), qPrintable(q(row.a.device)));
            QVERIFY2(printed.contains(q(row.b.device)), qPrintable(q(row.b.device)));
        }
        for (const QString &word : printed)
            QVERIFY2(!word.contains(QStringLiteral("\u2026")), qPrintable(word));
    }

    // Every line of a label fits it, and the lines fit its height.
    void labelLinesFitTheLabel()
    {
        const std::vector<CableLabel> labels = cableLabels(m_rows);
        const double width = 95 * 72 / 25.4 / 2 - 8, height = 25.4 * 72 / 25.4 - 6;
        for (const CableLabel &label : labels) {
            const render::CableLabelText text = render::cableLabelText(label, width, height);
            const QFontMetricsF metrics = render::pointMetrics(render::documentFont(text.points));
            for (const QString &line : text.lines)
                QVERIFY2(metrics.horizontalAdvance(line) <= width, qPrintable(line));
            QVERIFY(text.head.size() * 11 + 2 + text.lines.size() * text.lineHeight <= height);
        }
    }

    // Read at arm's length on a cable in the rack: 7 pt at least (a wrapped line rather than a
    // smaller font), where the label's height holds the lines; the text printed at 5.5 pt on
    // labels two thirds empty. A twin cable's label has a line more (the link it shares the
    // cable with): 6 pt at least.
    void labelsReadAtArmsLength()
    {
        const double width = 95 * 72 / 25.4 / 2 - 8, height = 25.4 * 72 / 25.4 - 6;
        for (const CableLabel &label : cableLabels(m_rows)) {
            const render::CableLabelText text = render::cableLabelText(label, width, height);
            QVERIFY2(text.points >= (label.sharedWith.empty() ? 7 : 6),
                     qPrintable(q(label.id) + QStringLiteral(": ") + QString::number(text.points)));
        }
    }

    // A twin or split cable carries several links: the labels on its connectors say so, as the
    // install sheets and the cabling plan's Shared cable do (the labels said nothing: two labels
    // wrapped on one connector, or a second cable looked for that is not there).
    void labelsSayWhichLinksShareACable_data()
    {
        QTest::addColumn<QString>("cable");
        QTest::addColumn<QString>("sharedWith"); // empty: a cable of one link
        QTest::newRow("twin cable, first link") << "storage-521" << "storage-522";
        QTest::newRow("twin cable, second link") << "storage-522" << "storage-521";
        QTest::newRow("fibre of one link") << "17" << QString();
    }

    void labelsSayWhichLinksShareACable()
    {
        QFETCH(QString, cable);
        QFETCH(QString, sharedWith);
        const double width = 95 * 72 / 25.4 / 2 - 8, height = 25.4 * 72 / 25.4 - 6;
        const std::vector<CableLabel> labels = cableLabels(m_rows);
        const QStringList csv = q(cableLabelsCsv(labels)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QVERIFY(csv.front().endsWith(QStringLiteral(",Network,Shared with")));
        int found = 0;
        for (std::size_t i = 0; i < labels.size(); ++i) {
            if (q(labels[i].id) != cable)
                continue;
            ++found;
            const QString printed = render::cableLabelText(labels[i], width, height).lines.join(QLatin1Char(' ')).simplified();
            if (sharedWith.isEmpty())
                QVERIFY2(!printed.contains(QStringLiteral("one cable")), qPrintable(printed));
            else
                QVERIFY2(printed.contains(QStringLiteral("one cable with ") + sharedWith), qPrintable(printed));
            QVERIFY2(csv[static_cast<qsizetype>(i) + 1].endsWith(QLatin1Char(',') + sharedWith), qPrintable(csv[static_cast<qsizetype>(i) + 1]));
        }
        QCOMPARE(found, 2); // both ends
    }

    // Each end as the installer finds it: a numbered port as p9/1, a named one by its name
    // (the storage, in-band and BMC ports of a node), not run into the p ("pstorage 1", "pmgmt").
    void labelsNameBothEnds_data()
    {
        QTest::addColumn<QString>("cable");
        QTest::addColumn<QString>("end");
        QTest::addColumn<QString>("here");
        QTest::addColumn<QString>("there");
        QTest::newRow("compute, node end") << "17" << "A" << "dgx-h100-0003 p1/1 R01-01 U17" << "\u2192 leaf-p1-su01-r1 p2/2 R01-12 U1";
        QTest::newRow("compute, leaf end") << "17" << "B" << "leaf-p1-su01-r1 p2/2 R01-12 U1" << "\u2192 dgx-h100-0003 p1/1 R01-01 U17";
        QTest::newRow("storage, node end") << "storage-1" << "A" << "dgx-h100-0001 storage 1 R01-01 U1"
                                           << "\u2192 storage-leaf-p1-su01-r1 p1/1 R03-02 U33";
        QTest::newRow("storage, leaf end") << "storage-1" << "B" << "storage-leaf-p1-su01-r1 p1/1 R03-02 U33"
                                           << "\u2192 dgx-h100-0001 storage 1 R01-01 U1";
        QTest::newRow("in-band, node end") << "inband-1" << "A" << "dgx-h100-0001 inband 1 R01-01 U1"
                                           << "\u2192 inband-leaf-p1-su01-r1 p1 R03-03 U15";
        QTest::newRow("BMC, node end") << "oob-1" << "A" << "dgx-h100-0003 mgmt R01-01 U17" << "\u2192 oob-R01-05-1 p1 R01-05 U42";
        QTest::newRow("BMC, switch end") << "oob-1" << "B" << "oob-R01-05-1 p1 R01-05 U42" << "\u2192 dgx-h100-0003 mgmt R01-01 U17";
    }

    void labelsNameBothEnds()
    {
        QFETCH(QString, cable);
        QFETCH(QString, end);
        QFETCH(QString, here);
        QFETCH(QString, there);
        const double width = 95 * 72 / 25.4 / 2 - 8, height = 25.4 * 72 / 25.4 - 6;
        for (const CableLabel &label : cableLabels(m_rows)) {
            if (q(label.id) != cable || QString(QLatin1Char(label.end)) != end)
                continue;
            const render::CableLabelText text = render::cableLabelText(label, width, height);
            // Read as one text: a line too wide for the label wraps between its pieces.
            const QString printed = text.lines.join(QLatin1Char(' ')).simplified();
            QVERIFY2(printed.contains(here), qPrintable(printed));
            QVERIFY2(printed.contains(there), qPrintable(printed));
            return;
        }
        QFAIL("no such label in the sample's plan");
    }

    // An installer works the hall rack by rack, in the order the racks stand (row by row, each
    // from its first position): the install sheets take each rack once, in that order, and the
    // labels come off the printer in the sheets' order, every network's cables of a rack together
    // (each network's own run restarted the racks: a rack's storage and BMC labels hundreds of
    // pages after its compute ones, and the GB200 hall's sheets ended on R01-02, then R01-01).
    void labelsAndSheetsGoRackByRackAcrossTheHall_data()
    {
        addSampleOrDesignColumns();
        QTest::newRow("H100, four networks") << QStringLiteral("h100-4su-whole-cluster.json") << QString() << 0;
        QTest::newRow("GB200 NVL72, compute, in-band, OOB") << QString() << QStringLiteral("DGX-GB200") << 8;
    }

    void labelsAndSheetsGoRackByRackAcrossTheHall()
    {
        QFETCH(QString, sample);
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        Design design = sampleOrDesign(sample, platform, nodes);
        if (sample.isEmpty())
            design.networks.planned = std::vector<NetworkRole>{NetworkRole::Compute, NetworkRole::Inband, NetworkRole::Oob};
        const Plan plan = makePlan(design, *m_catalogue);
        QVERIFY(plan.ok());
        std::map<std::string, std::pair<int, int>> standing; // rack name: (row, position)
        for (const Rack &rack : plan.floor.racks)
            standing[rack.name] = {rack.row, rack.position};
        auto inHallOrder = [&](const std::vector<std::string> &racks, const char *what) {
            for (std::size_t i = 1; i < racks.size(); ++i)
                QVERIFY2(standing.at(racks[i - 1]) <= standing.at(racks[i]),
                         qPrintable(QStringLiteral("%1: %2 after %3").arg(QLatin1String(what), q(racks[i]), q(racks[i - 1]))));
        };
        const std::vector<CablingRow> rows = exportCablingRows(ExportRequest{plan});
        std::vector<std::string> labelled, sheets;
        for (const CableLabel &label : cableLabels(rows))
            if (label.end == 'A')
                labelled.push_back(label.here.rack);
        for (const CablingRow &row : installOrder(rows))
            sheets.push_back(row.a.rack);
        inHallOrder(labelled, "labels");
        inHallOrder(sheets, "install sheets");
        QCOMPARE(labelled, sheets);
    }

    // A rack whose cables take more than one sheet says so on each: "Rack R02-01, sheet 2 of 3",
    // so that an installer holding one sheet knows the rack has more. A sheet once began "Rack
    // R02-01" again, at step 38, with nothing to say it went on from the last.
    void aRacksSheetsSayWhichOfThemEachIs_data()
    {
        addSampleOrDesignColumns();
        QTest::newRow("H100, four networks") << QStringLiteral("h100-4su-whole-cluster.json") << QString() << 0;
        QTest::newRow("GB200 NVL72, two racks") << QString() << QStringLiteral("DGX-GB200") << 2;
    }

    void aRacksSheetsSayWhichOfThemEachIs()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QFETCH(QString, sample);
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        const Plan plan = makePlan(sampleOrDesign(sample, platform, nodes), *m_catalogue);
        QVERIFY(plan.ok());
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("sheets.pdf"));
        QCOMPARE(render::writeInstallSheetsPdf(pdf, exportCablingRows(ExportRequest{plan}), QStringLiteral("sheets"), PaperSize::A4),
                 QString());
        // Each page's heading, in order: the rack and, on a rack of several sheets, which of them.
        static const QRegularExpression heading(QStringLiteral("^Rack (\\S+)(?:, sheet (\\d+) of (\\d+))?$"));
        std::vector<std::tuple<QString, int, int>> pages;
        for (const QString &page : programOutput(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}).split(QLatin1Char('\f'))) {
            if (page.trimmed().isEmpty())
                continue;
            const QRegularExpressionMatch m = heading.match(page.section(QLatin1Char('\n'), 0, 0));
            QVERIFY2(m.hasMatch(), qPrintable(QStringLiteral("a page begins \"%1\"").arg(page.section(QLatin1Char('\n'), 0, 0))));
            pages.emplace_back(m.captured(1), m.captured(2).isEmpty() ? 1 : m.captured(2).toInt(),
                               m.captured(3).isEmpty() ? 1 : m.captured(3).toInt());
        }
        // The pages of a rack stand together; a rack of n pages numbers them 1 to n, of n.
        bool aRackOfSeveralSheets = false;
        QSet<QString> done;
        for (std::size_t i = 0; i < pages.size();) {
            const QString rack = std::get<0>(pages[i]);
            QVERIFY2(!done.contains(rack), qPrintable(QStringLiteral("rack %1's sheets are apart").arg(rack)));
            done.insert(rack);
            std::size_t n = 0;
            while (i + n < pages.size() && std::get<0>(pages[i + n]) == rack)
                ++n;
            aRackOfSeveralSheets = aRackOfSeveralSheets || n > 1;
            for (std::size_t k = 0; k < n; ++k) {
                const auto &[name, sheet, of] = pages[i + k];
                QVERIFY2(sheet == int(k + 1) && of == int(n),
                         qPrintable(QStringLiteral("rack %1's page %2 of %3 says sheet %4 of %5").arg(rack).arg(k + 1).arg(n).arg(sheet).arg(of)));
            }
            i += n;
        }
        QVERIFY2(aRackOfSeveralSheets, "no rack takes more than one sheet: the row tests nothing");
    }

    void labelsPrintEveryNameWhole()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("labels.pdf"));
        QCOMPARE(render::writeCableLabelsPdf(pdf, cableLabels(m_rows), QStringLiteral("labels"), PaperSize::Letter), QString());
        const QSet<QString> printed = words(pdf);
        for (const QString &word : printed)
            QVERIFY2(!word.contains(QStringLiteral("\u2026")), qPrintable(word));
        for (const CablingRow &row : m_rows) {
            QVERIFY2(printed.contains(q(cableLabelId(row.network, row.link))), qPrintable(q(cableLabelId(row.network, row.link))));
            QVERIFY2(printed.contains(q(row.a.device)), qPrintable(q(row.a.device)));
            QVERIFY2(printed.contains(q(row.b.device)), qPrintable(q(row.b.device)));
        }
    }

    // The floor plan's legend wraps to the page, and the page holds it (PNG, SVG and the quote
    // draw this page): "Rack over its power limit" was past the edge of a 1600-pixel page.
    void floorLegendFitsThePage_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<int>("nodes");
        QTest::newRow("four networks") << QStringLiteral("h100-4su-whole-cluster.json") << 0;
        QTest::newRow("2 nodes") << QString() << 2;
        QTest::newRow("1,024 nodes") << QString() << 1024;
    }

    void floorLegendFitsThePage()
    {
        QFETCH(QString, sample);
        QFETCH(int, nodes);
        const Plan plan = makePlan(sampleOrDesign(sample, QString(), nodes), *m_catalogue);
        QVERIFY(plan.ok());
        const QSizeF page = render::floorPlanPageSize(plan);
        const QRectF legend = render::floorPlanLegendRect(plan);
        QVERIFY(legend.width() > 0 && legend.height() > 0);
        QVERIFY2(QRectF(QPointF(0, 0), page).contains(legend),
                 qPrintable(QStringLiteral("legend %1 x %2 at %3, %4 on a page of %5 x %6")
                                .arg(legend.width()).arg(legend.height()).arg(legend.left()).arg(legend.top())
                                .arg(page.width()).arg(page.height())));
        if (!sample.isEmpty()) { // its legend on one line would not fit: it wraps
            QImage scratch(1, 1, QImage::Format_ARGB32);
            QPainter painter(&scratch);
            QVERIFY(render::paintFloorLegend(painter, QPointF(), 24, Qt::black, std::numeric_limits<double>::infinity(), &plan).width()
                    > page.width());
            QVERIFY(legend.height() > 24);
        }
    }

private:
    std::shared_ptr<const Catalogue> m_catalogue;
    std::vector<CablingRow> m_rows;
};

QTEST_MAIN(TestPrintLayout)
#include "tst_printlayout.moc"
