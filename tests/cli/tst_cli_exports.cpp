// Golden files for every export of the sample projects, written through fabricplanner-cli, and the
// .xlsx read back by LibreOffice. FABRIC_REGENERATE_GOLDEN=1 rewrites the golden files.

#include "core/catalogue/catalogue.h"
#include "core/design/projectfile.h"
#include "core/export/planworkbook.h"
#include "core/plan/pipeline.h"
#include "../common/golden.h"
#include "../common/programoutput.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <optional>

using namespace fabric;

namespace {

const QString kSamples = QStringLiteral(FABRIC_SOURCE_DIR "/data/samples");
const QString kGolden = QStringLiteral(FABRIC_TEST_DATA "/golden");
const QString kCli = QStringLiteral(FABRIC_BINARY_DIR "/bin/fabricplanner-cli");

struct Run
{
    int exitCode = -1;
    QString errors;
};

Run cli(const QStringList &arguments)
{
    QProcess process;
    process.start(kCli, arguments);
    if (!process.waitForFinished(120000))
        return {-1, QStringLiteral("fabricplanner-cli did not finish")};
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.errors = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// The first line where two texts differ, for a readable failure.
// RFC 4180 records as LibreOffice writes them.
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"') {
                field += c;
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            record << field;
            field.clear();
        } else if (c == u'\n' || c == u'\r') {
            if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n')
                ++i;
            record << field;
            records << record;
            record.clear();
            field.clear();
        } else {
            field += c;
        }
    }
    if (!field.isEmpty() || !record.isEmpty())
        records << (record << field);
    return records;
}

struct Sample
{
    QString name;
    bool infiniband = true;
};

const Sample kSampleList[] = {{QStringLiteral("h100-ndr-4su"), true}, {QStringLiteral("h100-roce-400g"), false}};

} // namespace

class TestCliExports : public QObject
{
    Q_OBJECT

private:
    std::optional<Catalogue> m_catalogue;

    Plan samplePlan(const QString &name) { return projectPlan(kSamples + u'/' + name + QStringLiteral(".json")); }

    Plan projectPlan(const QString &path)
    {
        auto design = ProjectFile::load(path.toStdString());
        if (!design)
            qFatal("%s", design.error().c_str());
        return makePlan(*design, *m_catalogue);
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(kCli), qPrintable(kCli + QStringLiteral(" is not built")));
        auto catalogue = Catalogue::openDefault();
        QVERIFY2(catalogue.ok(), catalogue.error().c_str());
        m_catalogue = std::move(*catalogue);
    }

    void exportsMatchTheGoldenFiles_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("file");
        for (const Sample &sample : kSampleList) {
            const QByteArray name = sample.name.toUtf8();
            QTest::newRow(name + " bom csv") << sample.name << "bom" << "bom.csv";
            QTest::newRow(name + " cabling csv") << sample.name << "--cabling" << "cabling.csv";
            if (sample.infiniband)
                QTest::newRow(name + " topology") << sample.name << "--topology" << "fabric.topo";
            QTest::newRow(name + " dot") << sample.name << "--dot" << "fabric.dot";
            QTest::newRow(name + " slurm") << sample.name << "--slurm" << "topology.conf";
        }
    }

    void exportsMatchTheGoldenFiles()
    {
        QFETCH(QString, sample);
        QFETCH(QString, option);
        QFETCH(QString, file);
        QTemporaryDir dir;
        const QString out = dir.filePath(file);
        const QString project = kSamples + u'/' + sample + QStringLiteral(".json");
        const Run run = option == QStringLiteral("bom") ? cli({QStringLiteral("bom"), project, QStringLiteral("--out"), out})
                                                        : cli({QStringLiteral("export"), project, option, out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
        checkGolden(readWholeFile(out), kGolden + u'/' + sample + u'/' + file);
    }

    void workbookSheetsMatchTheGoldenFiles_data()
    {
        QTest::addColumn<QString>("sample");
        for (const Sample &sample : kSampleList)
            QTest::newRow(sample.name.toUtf8()) << sample.name;
    }

    // The workbook that the .xlsx is written from, sheet by sheet; the LibreOffice test below
    // checks that the file holds the same cells.
    void workbookSheetsMatchTheGoldenFiles()
    {
        QFETCH(QString, sample);
        const Plan plan = samplePlan(sample);
        QVERIFY(plan.ok());
        const Workbook workbook = planWorkbook(plan, &*m_catalogue);
        for (const Sheet &sheet : workbook.sheets)
            checkGolden(QByteArray::fromStdString(sheetText(sheet)),
                        kGolden + u'/' + sample + QStringLiteral("/xlsx-") + QString::fromStdString(sheet.name)
                            + QStringLiteral(".csv"));
    }

    void ethernetHasNoInfiniBandTopology()
    {
        QTemporaryDir dir;
        const Run run = cli({QStringLiteral("export"), kSamples + QStringLiteral("/h100-roce-400g.json"),
                             QStringLiteral("--topology"), dir.filePath(QStringLiteral("x.topo"))});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.errors.contains(QStringLiteral("InfiniBand")), qPrintable(run.errors));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.topo"))));
    }

    // A name the option does not write is a usage error before anything is planned (the design,
    // 0 nodes, would fail if it were); the text formats take names of their own (c.txt), not one
    // of another format's.
    void namesAnOptionDoesNotWriteAreRefused_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("says");
        QTest::newRow("cabling as .xlsx") << "--cabling" << "c.xlsx" << "--cabling writes FILE.csv, not 'c.xlsx'";
        QTest::newRow("cabling as .pdf") << "--cabling" << "c.pdf" << "--cabling writes FILE.csv, not 'c.pdf'";
        QTest::newRow("dot as .svg") << "--dot" << "d.SVG" << "--dot writes FILE.dot, not 'd.SVG'";
        QTest::newRow("slurm as .csv") << "--slurm" << "t.csv" << "--slurm writes FILE.conf, not 't.csv'";
        QTest::newRow("topology diagram as .jpg") << "--topology-diagram" << "d.jpg"
                                                  << "--topology-diagram writes FILE.svg or FILE.png, not 'd.jpg'";
        QTest::newRow("floor diagram as .gif") << "--floor-diagram" << "d.gif"
                                               << "--floor-diagram writes FILE.svg or FILE.png, not 'd.gif'";
        QTest::newRow("labels as .txt") << "--labels" << "l.txt" << "--labels writes FILE.csv or FILE.pdf, not 'l.txt'";
        QTest::newRow("install sheets as .csv") << "--install-sheets" << "s.csv" << "--install-sheets writes FILE.pdf, not 's.csv'";
    }

    void namesAnOptionDoesNotWriteAreRefused()
    {
        QFETCH(QString, option);
        QFETCH(QString, file);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const Run run = cli({QStringLiteral("export"), QStringLiteral("--nodes"), QStringLiteral("0"), option, dir.filePath(file)});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.errors.contains(says.replace(file, dir.filePath(file))), qPrintable(run.errors));
        QVERIFY(!QFile::exists(dir.filePath(file)));
    }

    // --network naming a network the plan does not have is refused whatever the output, nothing
    // written, as --labels always did (audit finding 15: --cabling and --slurm ignored it).
    void aNetworkThePlanLacksIsRefused_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("file");
        QTest::newRow("cabling") << "--cabling" << "c.csv";
        QTest::newRow("slurm") << "--slurm" << "t.conf";
        QTest::newRow("labels") << "--labels" << "l.csv";
        QTest::newRow("dot") << "--dot" << "d.dot";
        QTest::newRow("topology") << "--topology" << "t.topo";
    }

    void aNetworkThePlanLacksIsRefused()
    {
        QFETCH(QString, option);
        QFETCH(QString, file);
        QTemporaryDir dir;
        const Run run = cli({QStringLiteral("export"), kSamples + QStringLiteral("/h100-ndr-1su.json"), option, dir.filePath(file),
                             QStringLiteral("--network"), QStringLiteral("storage")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.errors.contains(option + QStringLiteral(": the plan has no Storage fabric\n")), qPrintable(run.errors));
        QVERIFY(!QFile::exists(dir.filePath(file)));
    }

    // Labels and install sheets of one network say which on every page's footer, as the
    // window's Export menu writes them: "... (Storage fabric): cable labels", not the design's name alone.
    void oneNetworksSheetsSayWhich_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("network");
        QTest::addColumn<QString>("footer");
        QTest::newRow("labels, storage") << "--labels" << "storage" << "(Storage fabric): cable labels";
        QTest::newRow("install sheets, OOB") << "--install-sheets" << "oob" << "(Out-of-band management network): install sheets";
        QTest::newRow("labels, every network") << "--labels" << QString() << "SU, the whole cluster: cable labels";
    }

    void oneNetworksSheetsSayWhich()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QFETCH(QString, option);
        QFETCH(QString, network);
        QFETCH(QString, footer);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("sheets.pdf"));
        QStringList arguments{QStringLiteral("export"), kSamples + QStringLiteral("/h100-4su-whole-cluster.json"), option, pdf};
        if (!network.isEmpty())
            arguments << QStringLiteral("--network") << network;
        const Run run = cli(arguments);
        QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
        const QString text = programOutput(QStringLiteral("pdftotext"), {QStringLiteral("-l"), QStringLiteral("1"), pdf, QStringLiteral("-")});
        QVERIFY2(text.contains(footer), qPrintable(text.right(300)));
    }

    void textFormatsTakeNamesOfTheirOwn()
    {
        QTemporaryDir dir;
        const Run run = cli({QStringLiteral("export"), kSamples + QStringLiteral("/h100-ndr-1su.json"), QStringLiteral("--cabling"),
                             dir.filePath(QStringLiteral("cables.txt"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
        QVERIFY(readWholeFile(dir.filePath(QStringLiteral("cables.txt"))).startsWith("Link,"));
    }

    // A warning names a link as the cabling plan and the labels do: its Link number, after its
    // network's name for all but the compute fabric ("inband-13"), with the A end the plan has.
    void warningsNameLinksAsTheCablingPlanDoes_data()
    {
        QTest::addColumn<QStringList>("design");
        QTest::newRow("one GB200 rack: an OOB uplink's optic does not fit")
            << QStringList{QStringLiteral("--platform"), QStringLiteral("DGX-GB200"), QStringLiteral("--nodes"), QStringLiteral("1")};
        QTest::newRow("one generic server: the UFM's optic does not fit")
            << QStringList{QStringLiteral("--platform"), QStringLiteral("generic-server"), QStringLiteral("--nodes"), QStringLiteral("1")};
    }

    void warningsNameLinksAsTheCablingPlanDoes()
    {
        QFETCH(QStringList, design);
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("c.csv"));
        const Run run = cli(QStringList{QStringLiteral("export"), QStringLiteral("--cabling"), csv} + design);
        QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
        const QList<QStringList> records = parseCsv(QString::fromUtf8(readWholeFile(csv)));
        QVERIFY(!records.isEmpty());
        const QStringList header = records.front();
        const auto column = [&](const char *name) { return header.indexOf(QLatin1String(name)); };
        const QRegularExpression cited(QStringLiteral("link (?:([a-z]+)-)?(\\d+)[ ,(]+(\\S+) port ([^ ,]+)"));
        int named = 0;
        for (const auto &match : cited.globalMatch(run.errors)) {
            const QString network = match.captured(1).isEmpty() ? QStringLiteral("compute") : match.captured(1);
            const auto row = std::find_if(records.begin() + 1, records.end(), [&](const QStringList &r) {
                return r.value(column("Link")) == match.captured(2) && r.value(column("Network")) == network;
            });
            QVERIFY2(row != records.end(), qPrintable(match.captured(0) + QStringLiteral(": no such cable in the plan")));
            QCOMPARE(row->value(column("A device")) + QStringLiteral(" port ") + row->value(column("A port")),
                     match.captured(3) + QStringLiteral(" port ") + match.captured(4));
            ++named;
        }
        QVERIFY2(named > 0, qPrintable(QStringLiteral("no link named in: ") + run.errors));
    }

    void badCommandLinesAreRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        const QString sample = kSamples + QStringLiteral("/h100-ndr-1su.json");
        QTest::newRow("bom without --out") << QStringList{QStringLiteral("bom"), sample} << 2;
        QTest::newRow("bom to .pdf") << QStringList{QStringLiteral("bom"), sample, QStringLiteral("--out"), QStringLiteral("x.pdf")} << 2;
        QTest::newRow("export of nothing") << QStringList{QStringLiteral("export"), sample} << 2;
        QTest::newRow("bom into a missing folder")
            << QStringList{QStringLiteral("bom"), sample, QStringLiteral("--out"), QStringLiteral("/nonexistent/dir/x.xlsx")} << 1;
        QTest::newRow("impossible design")
            << QStringList{QStringLiteral("export"), QStringLiteral("--nodes"), QStringLiteral("0"), QStringLiteral("--dot"), QStringLiteral("-")} << 1;
    }

    void badCommandLinesAreRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        const Run run = cli(arguments);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY(!run.errors.isEmpty());
    }

    // LibreOffice opens the .xlsx, recalculates every formula and writes each sheet as CSV: the
    // cells must be the workbook's, and the totals the plan's.
    void libreOfficeReadsTheSameWorkbook()
    {
        const QString soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
        if (soffice.isEmpty())
            QSKIP("LibreOffice (soffice) is not installed");
        QTemporaryDir dir;
        // The samples, and a bill priced in euros (converted unit prices), discounted by category
        // and taxed, whose racks and PDUs have no price: every rounding step the engine takes.
        QStringList projects;
        for (const Sample &sample : kSampleList)
            projects << kSamples + u'/' + sample.name + QStringLiteral(".json");
        projects << dir.filePath(QStringLiteral("h100-eur.json"));
        QFile abroad(projects.back());
        QVERIFY(abroad.open(QIODevice::WriteOnly));
        abroad.write(R"({"format":"fabricplanner-project","version":2,"design":{"name":"H100 in euros","platform":"DGX-H100",
            "nodes":16,"fabric":"infiniband","networks":{"planned":["compute","storage","inband","oob"],"storageDevices":4},
            "pricing":{"currency":"EUR","discountPercent":7.5,"sparesPercent":3,"taxPercent":19},
            "quote":{"discountPercentByCategory":{"Switches":12.5,"Fibre":4}}}})");
        abroad.close();
        QStringList files;
        for (const QString &project : projects) {
            files << dir.filePath(QFileInfo(project).completeBaseName() + QStringLiteral(".xlsx"));
            const Run run = cli({QStringLiteral("bom"), project, QStringLiteral("--out"), files.back()});
            QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
        }
        // A private profile, so tests can run side by side, that recalculates on load: otherwise
        // LibreOffice would show the values cached in the file and never check the formulas.
        const QString profile = dir.filePath(QStringLiteral("profile"));
        QDir().mkpath(profile + QStringLiteral("/user"));
        QFile settings(profile + QStringLiteral("/user/registrymodifications.xcu"));
        QVERIFY(settings.open(QIODevice::WriteOnly));
        settings.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                       "<oor:items xmlns:oor=\"http://openoffice.org/2001/registry\""
                       " xmlns:xs=\"http://www.w3.org/2001/XMLSchema\""
                       " xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n"
                       "<item oor:path=\"/org.openoffice.Office.Calc/Formula/Load\">"
                       "<prop oor:name=\"OOXMLRecalcMode\" oor:op=\"fuse\"><value>0</value></prop></item>\n"
                       "</oor:items>\n");
        settings.close();
        const QString outDir = dir.filePath(QStringLiteral("csv"));
        QProcess office;
        // Filter options: comma, double quote, UTF-8, raw values (not as shown), every sheet (-1).
        office.start(soffice, QStringList{QStringLiteral("-env:UserInstallation=") + QUrl::fromLocalFile(profile).toString(),
                                          QStringLiteral("--headless"), QStringLiteral("--convert-to"),
                                          QStringLiteral("csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1"),
                                          QStringLiteral("--outdir"), outDir}
                              + files);
        QVERIFY2(office.waitForFinished(300000), "LibreOffice did not finish");

        for (const QString &project : projects) {
            const Plan plan = projectPlan(project);
            QVERIFY(plan.ok());
            const QString name = QFileInfo(project).completeBaseName();
            const Workbook workbook = planWorkbook(plan, &*m_catalogue);
            for (const Sheet &sheet : workbook.sheets) {
                const QString csv = outDir + u'/' + name + u'-' + QString::fromStdString(sheet.name) + QStringLiteral(".csv");
                const QByteArray bytes = readWholeFile(csv);
                QVERIFY2(!bytes.isEmpty(), qPrintable(csv + QStringLiteral(" was not written: ") + QString::fromUtf8(office.readAll())));
                compareSheet(sheet, parseCsv(QString::fromUtf8(bytes)), csv);
                if (QTest::currentTestFailed())
                    return;
            }
            checkTotals(plan, outDir + u'/' + name + QStringLiteral("-BOM.csv"));
        }
    }

private:
    void compareSheet(const Sheet &sheet, const QList<QStringList> &office, const QString &where)
    {
        sheet.forEachRow([&](std::size_t r, const Row &row) {
            if (QTest::currentTestFailed())
                return;
            const QStringList line = static_cast<qsizetype>(r) < office.size() ? office[static_cast<qsizetype>(r)] : QStringList();
            for (std::size_t c = 0; c < row.size(); ++c) {
                const Cell &cell = row[c];
                const QString seen = static_cast<qsizetype>(c) < line.size() ? line[static_cast<qsizetype>(c)] : QString();
                const QString at = where + u' ' + QString::fromStdString(cellName(static_cast<int>(r), static_cast<int>(c)));
                switch (cell.kind) {
                case Cell::Kind::Empty:
                    QVERIFY2(seen.isEmpty(), qPrintable(at + QStringLiteral(": expected empty, got ") + seen));
                    break;
                case Cell::Kind::Text:
                    QVERIFY2(seen == QString::fromStdString(cell.text), qPrintable(at + QStringLiteral(": ") + seen));
                    break;
                case Cell::Kind::Number:
                case Cell::Kind::Formula: {
                    bool ok = false;
                    const double value = seen.toDouble(&ok);
                    QVERIFY2(ok, qPrintable(at + QStringLiteral(": not a number: ") + seen));
                    // To the cent: money recalculated by the spreadsheet is the engine's exactly.
                    QVERIFY2(std::abs(value - cell.number) <= std::max(0.004, 1e-12 * std::abs(cell.number)),
                             qPrintable(at + QStringLiteral(": %1, expected %2").arg(value, 0, 'g', 15).arg(cell.number, 0, 'g', 15)));
                    break;
                }
                }
            }
        });
    }

    void checkTotals(const Plan &plan, const QString &bomCsv)
    {
        const QList<QStringList> rows = parseCsv(QString::fromUtf8(readWholeFile(bomCsv)));
        std::optional<double> subtotal, total;
        for (const QStringList &row : rows) {
            if (row.size() > 5 && (row[0] == QStringLiteral("TOTAL") || row[0] == QStringLiteral("SUBTOTAL"))) {
                (row[0] == QStringLiteral("TOTAL") ? total : subtotal) = row[5].toDouble();
                if (row[0] == QStringLiteral("TOTAL") && !subtotal)
                    subtotal = total;
            }
        }
        QVERIFY2(subtotal && total, qPrintable(bomCsv));
        QVERIFY(std::abs(*subtotal - plan.bom.cost.list) < 0.005);
        QVERIFY(std::abs(*total - plan.bom.cost.total) < 0.005);
    }
};

QTEST_GUILESS_MAIN(TestCliExports)
#include "tst_cli_exports.moc"
