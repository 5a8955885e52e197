// The printed exports as an installer reads them: ids and names whole, never shortened so that two
// of them print alike (install sheets, cable labels).
#include "core/catalogue/catalogue.h"
#include "core/design/projectfile.h"
#include "core/export/cablelabels.h"
#include "core/export/cablingrows.h"
#include "core/plan/pipeline.h"
#include "ui/render/cablesheets.h"
#include "ui/render/documentfont.h"
#include "ui/render/floordiagram.h"
#include "ui/render/textfit.h"
#include "../common/programoutput.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

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
            QCOMPARE(layout.widths.size(), std::size_t(12));
            double total = 0;
            for (double w : layout.widths)
                total += w;
            QVERIFY2(total <= pageWidth, qPrintable(QString::number(total)));
            QCOMPARE(layout.fontPoints, 7.0); // this plan fits without shrinking
            const QFontMetricsF metrics = render::pointMetrics(render::documentFont(layout.fontPoints));
            for (const CablingRow &row : m_rows) {
                const QStringList cells = render::installSheetCells(row, static_cast<int>(m_rows.size()));
                for (qsizetype c = 0; c < cells.size(); ++c)
                    QVERIFY2(metrics.horizontalAdvance(cells[c]) <= layout.widths[static_cast<std::size_t>(c)] - layout.gap,
                             qPrintable(cells[c]));
            }
        }
    }

    // Too wide for the page even at 6 pt: the widest columns wrap, and the table fits.
    void installSheetsWrapWhatCannotFit()
    {
        std::vector<CablingRow> rows(m_rows.begin(), m_rows.begin() + 10);
        rows[3].a.device = std::string(120, 'x') + "-the-long-name-of-a-device";
        const render::InstallSheetLayout layout = render::installSheetLayout(rows, 735);
        QCOMPARE(layout.fontPoints, 6.0);
        double total = 0;
        for (double w : layout.widths)
            total += w;
        QVERIFY2(total <= 735, qPrintable(QString::number(total)));
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
        Design design;
        if (!sample.isEmpty()) {
            auto loaded = ProjectFile::load((kSamples + sample).toStdString());
            QVERIFY2(loaded.ok(), loaded.error().c_str());
            design = *loaded;
        } else {
            design.nodes = nodes;
        }
        const Plan plan = makePlan(design, *m_catalogue);
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
