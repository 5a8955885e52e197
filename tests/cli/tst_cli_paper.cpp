// The paper the quote and the workbook print on: A4 or US Letter, the project's quote.paper or
// --paper, read by the PDF's page size and the workbook's print setup alike.
#include "clirunner.h"
#include "../common/programoutput.h"

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

// The first page's size in points, rounded, as pdfinfo reports it.
QSize firstPageSize(const QString &pdf)
{
    const QString info = programOutput(QStringLiteral("pdfinfo"), {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                                                            QStringLiteral("1"), pdf});
    static const QRegularExpression re(QStringLiteral(R"(Page\s+1 size:\s+([\d.]+) x ([\d.]+))"));
    const auto m = re.match(info);
    return m.hasMatch() ? QSize(qRound(m.captured(1).toDouble()), qRound(m.captured(2).toDouble())) : QSize();
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

} // namespace

class TestCliPaper : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        for (const char *tool : {"pdfinfo", "unzip"})
            if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
                QSKIP("pdfinfo (poppler-utils) and unzip are needed");
    }

    void quoteAndWorkbookPrintOnOnePaper_data()
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

    void quoteAndWorkbookPrintOnOnePaper()
    {
        QFETCH(QString, projectPaper);
        QFETCH(QStringList, flags);
        QFETCH(QSize, pagePoints);
        QFETCH(QString, xlsxPaper);
        QTemporaryDir dir;
        QString project = kSamples + QStringLiteral("h100-ndr-1su.json");
        if (!projectPaper.isEmpty()) {
            QFile in(project);
            QVERIFY(in.open(QIODevice::ReadOnly));
            QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
            QJsonObject design = root.value(QStringLiteral("design")).toObject();
            QJsonObject quote = design.value(QStringLiteral("quote")).toObject();
            quote.insert(QStringLiteral("paper"), projectPaper);
            design.insert(QStringLiteral("quote"), quote);
            root.insert(QStringLiteral("design"), design);
            project = dir.filePath(QStringLiteral("project.json"));
            QFile out(project);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QJsonDocument(root).toJson());
        }
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        const auto quote = runCli(QStringList{"quote", project, "--out", pdf} + flags);
        QVERIFY2(quote.exitCode == 0, qPrintable(quote.err));
        QCOMPARE(firstPageSize(pdf), pagePoints);

        const QString xlsx = dir.filePath(QStringLiteral("bom.xlsx"));
        const auto bom = runCli(QStringList{"bom", project, "--out", xlsx} + flags);
        QVERIFY2(bom.exitCode == 0, qPrintable(bom.err));
        const QStringList sizes = paperSizes(xlsx);
        QVERIFY(sizes.size() >= 4); // summary, BOM, cabling, racks, ...
        for (const QString &size : sizes)
            QCOMPARE(size, xlsxPaper);
    }

    void otherPapersAreRefused_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("out");
        QTest::newRow("quote") << "quote" << "q.pdf";
        QTest::newRow("bom") << "bom" << "q.xlsx";
    }

    void otherPapersAreRefused()
    {
        QFETCH(QString, command);
        QFETCH(QString, out);
        QTemporaryDir dir;
        const auto result = runCli({command, kSamples + "h100-ndr-1su.json", "--out", out, "--paper", "legal"}, dir.path());
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
