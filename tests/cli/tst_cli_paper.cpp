// The paper the quote, the workbook, the cable labels and the install sheets print on: A4 or US
// Letter, the project's quote.paper or --paper, read by the PDFs' page size and the workbook's
// print setup alike.
#include "clirunner.h"
#include "../common/pdfpagesize.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kSamples = QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/");

// Every page's size in points and the boxes of the words on it, as pdftotext -bbox reports them.
struct PdfPage
{
    QSizeF size;
    QList<QRectF> words;
    QStringList texts;
};

QList<PdfPage> pdfWords(const QString &pdf)
{
    const QString xhtml = programOutput(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
    static const QRegularExpression pageRe(QStringLiteral(R"re(<page width="([\d.]+)" height="([\d.]+)">)re"));
    static const QRegularExpression wordRe(
        QStringLiteral(R"re(<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>)re"));
    QList<PdfPage> pages;
    for (const QString &chunk : xhtml.split(QStringLiteral("</page>"))) {
        const auto page = pageRe.match(chunk);
        if (!page.hasMatch())
            continue;
        PdfPage p{QSizeF(page.captured(1).toDouble(), page.captured(2).toDouble()), {}, {}};
        for (auto it = wordRe.globalMatch(chunk, page.capturedEnd()); it.hasNext();) {
            const auto w = it.next();
            p.words << QRectF(QPointF(w.captured(1).toDouble(), w.captured(2).toDouble()),
                              QPointF(w.captured(3).toDouble(), w.captured(4).toDouble()));
            p.texts << w.captured(5);
        }
        pages << p;
    }
    return pages;
}

// A project file with quote.paper set (in dir), or the sample itself when paper is empty.
QString projectWithPaper(const QString &sample, const QString &paper, const QTemporaryDir &dir)
{
    if (paper.isEmpty())
        return sample;
    QFile in(sample);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    QJsonObject design = root.value(QStringLiteral("design")).toObject();
    QJsonObject quote = design.value(QStringLiteral("quote")).toObject();
    quote.insert(QStringLiteral("paper"), paper);
    design.insert(QStringLiteral("quote"), quote);
    root.insert(QStringLiteral("design"), design);
    const QString project = dir.filePath(QStringLiteral("project.json"));
    QFile out(project);
    if (!out.open(QIODevice::WriteOnly))
        return {};
    out.write(QJsonDocument(root).toJson());
    return project;
}

// Every sheet's <pageSetup paperSize=...> in the workbook, as written (xl/worksheets/*.xml).
QStringList paperSizes(const QString &xlsx)
{
    const QString xml = programOutput(QStringLiteral("unzip"), {QStringLiteral("-p"), xlsx, QStringLiteral("xl/worksheets/*.xml")});
    static const QRegularExpression re(QStringLiteral(R"re(<pageSetup[^>]*paperSize="(\d+)")re"));
    QStringList sizes;
    for (auto it = re.globalMatch(xml); it.hasNext();)
        sizes << it.next().captured(1);
    return sizes;
}

// Where the leftmost word above a line starts (the labels' words, above the footer).
double leftmostWordAbove(const PdfPage &page, double y)
{
    double left = page.size.width();
    for (const QRectF &word : page.words)
        if (word.bottom() < y)
            left = std::min(left, word.left());
    return left;
}

} // namespace

class TestCliPaper : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        for (const char *tool : {"pdfinfo", "pdftotext", "unzip"})
            if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
                QSKIP("pdfinfo, pdftotext (poppler-utils) and unzip are needed");
    }

    void everyPrintUsesOnePaper_data()
    {
        QTest::addColumn<QString>("projectPaper"); // quote.paper in the project; empty: not set
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QSize>("pagePoints");
        QTest::addColumn<QString>("xlsxPaper"); // ECMA-376 paperSize: 9 A4, 1 Letter
        QTest::newRow("A4 by default") << QString() << QStringList() << QSize(595, 842) << "9";
        QTest::newRow("Letter by flag") << QString() << QStringList{"--paper", "letter"} << QSize(612, 792) << "1";
        QTest::newRow("US-Letter by flag, any case") << QString() << QStringList{"--paper", "US-Letter"} << QSize(612, 792) << "1";
        QTest::newRow("Letter from the project") << "letter" << QStringList() << QSize(612, 792) << "1";
        QTest::newRow("A4 by flag over a Letter project") << "letter" << QStringList{"--paper", "a4"} << QSize(595, 842) << "9";
        QTest::newRow("A4 in the project") << "a4" << QStringList() << QSize(595, 842) << "9";
    }

    void everyPrintUsesOnePaper()
    {
        QFETCH(QString, projectPaper);
        QFETCH(QStringList, flags);
        QFETCH(QSize, pagePoints);
        QFETCH(QString, xlsxPaper);
        QTemporaryDir dir;
        const QString project = projectWithPaper(kSamples + QStringLiteral("h100-ndr-1su.json"), projectPaper, dir);
        QVERIFY(!project.isEmpty());
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        const auto quote = runCli(QStringList{"quote", project, "--out", pdf} + flags);
        QVERIFY2(quote.exitCode == 0, qPrintable(quote.err));
        QCOMPARE(firstPdfPageSize(pdf), pagePoints);

        const QString xlsx = dir.filePath(QStringLiteral("bom.xlsx"));
        const auto bom = runCli(QStringList{"bom", project, "--out", xlsx} + flags);
        QVERIFY2(bom.exitCode == 0, qPrintable(bom.err));
        const QStringList sizes = paperSizes(xlsx);
        QVERIFY(sizes.size() >= 4); // summary, BOM, cabling, racks, ...
        for (const QString &size : sizes)
            QCOMPARE(size, xlsxPaper);

        // The installer's documents: the labels upright, the install sheets landscape.
        const QString labels = dir.filePath(QStringLiteral("labels.pdf"));
        const QString sheets = dir.filePath(QStringLiteral("install.pdf"));
        const auto exported = runCli(QStringList{"export", project, "--labels", labels, "--install-sheets", sheets} + flags);
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        QCOMPARE(firstPdfPageSize(labels), pagePoints);
        QCOMPARE(firstPdfPageSize(sheets), pagePoints.transposed());
    }

    // Every label whole on its page: 2 x 10 labels of 95 x 25.4 mm on either paper, each of its
    // words inside the 10 mm margins, the grid centred across the page.
    void labelsStayOnThePage_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::addColumn<QSizeF>("pageSize");
        QTest::newRow("A4") << "a4" << QSizeF(595.3, 841.9);
        QTest::newRow("Letter") << "letter" << QSizeF(612, 792);
    }

    void labelsStayOnThePage()
    {
        QFETCH(QString, paper);
        QFETCH(QSizeF, pageSize);
        QTemporaryDir dir;
        const QString labels = dir.filePath(QStringLiteral("labels.pdf"));
        const auto exported = runCli({"export", kSamples + "h100-ndr-1su.json", "--labels", labels, "--paper", paper});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        const QList<PdfPage> pages = pdfWords(labels);
        QVERIFY(pages.size() > 1);
        const double margin = 10 * 72 / 25.4;
        const double labelWidth = 95 * 72 / 25.4;
        for (const PdfPage &page : pages) {
            QVERIFY2(qAbs(page.size.width() - pageSize.width()) < 0.5 && qAbs(page.size.height() - pageSize.height()) < 0.5,
                     qPrintable(QStringLiteral("%1 x %2").arg(page.size.width()).arg(page.size.height())));
            const QRectF printable(margin, margin, page.size.width() - 2 * margin, page.size.height() - 2 * margin);
            for (qsizetype w = 0; w < page.words.size(); ++w)
                QVERIFY2(printable.adjusted(-0.5, -0.5, 0.5, 0.5).contains(page.words[w]),
                         qPrintable(page.texts[w] + QStringLiteral(" at %1, %2").arg(page.words[w].left()).arg(page.words[w].top())));
        }
        // The first page is full: 20 labels, each head ("17 end A") printed twice.
        const PdfPage &first = pages.front();
        QCOMPARE(first.texts.count(QStringLiteral("end")), 2 * 20);
        // Centred: the grid's left edge as far from the paper's left as its right edge from the
        // paper's right (each label's text starts 4 points inside its cell).
        const double left = leftmostWordAbove(first, first.size.height() - margin - 14);
        const double gridLeft = (first.size.width() - 2 * labelWidth) / 2;
        QVERIFY2(qAbs(left - (gridLeft + 4)) < 1.0, qPrintable(QString::number(left)));
    }

    void otherPapersAreRefused_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("out");
        QTest::newRow("quote") << "quote" << "q.pdf";
        QTest::newRow("bom") << "bom" << "q.xlsx";
        QTest::newRow("export labels") << "export" << "l.pdf";
    }

    void otherPapersAreRefused()
    {
        QFETCH(QString, command);
        QFETCH(QString, out);
        QTemporaryDir dir;
        const QString option = command == QStringLiteral("export") ? QStringLiteral("--labels") : QStringLiteral("--out");
        const auto result = runCli({command, kSamples + "h100-ndr-1su.json", option, out, "--paper", "legal"}, dir.path());
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("--paper takes a4 or letter") && result.err.contains("legal"), qPrintable(result.err));
        QVERIFY(!QFile::exists(dir.filePath(out)));
    }

    void aProjectWithAnotherPaperIsRefused()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("project.json"));
        QFile file(project);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "fabricplanner-project", "version": 2, "design": {"platform": "DGX-H100", "nodes": 8, "quote": {"paper": "A3"}}})");
        file.close();
        const auto result = runCli({"bom", project, "--out", dir.filePath("b.csv")});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("$.design.quote.paper") && result.err.contains("\"letter\""), qPrintable(result.err));
    }
};

QTEST_GUILESS_MAIN(TestCliPaper)
#include "tst_cli_paper.moc"
