// compare, quote and the diagram exports, run the way a user runs them.
#include "clirunner.h"
#include "../common/golden.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QUrl>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

const QString kSamples = QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/");
const QString kGolden = QStringLiteral(FABRIC_TEST_DATA "/golden/compare/");

QString pdfText(const QString &pdf)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

QJsonObject rowNamed(const QJsonArray &rows, const QString &metric)
{
    for (const auto &row : rows)
        if (row.toObject().value(QStringLiteral("metric")).toString() == metric)
            return row.toObject();
    return {};
}

// One CSV record per line as LibreOffice writes them (no field spans lines here).
QList<QStringList> csvRecords(const QString &text)
{
    QList<QStringList> records;
    for (const QString &line : text.split(u'\n', Qt::SkipEmptyParts)) {
        QStringList fields{QString()};
        bool quoted = false;
        for (qsizetype i = 0; i < line.size(); ++i) {
            const QChar c = line[i];
            if (c == u'"' && quoted && i + 1 < line.size() && line[i + 1] == u'"')
                fields.back() += line[++i];
            else if (c == u'"')
                quoted = !quoted;
            else if (c == u',' && !quoted)
                fields << QString();
            else if (c != u'\r')
                fields.back() += c;
        }
        records << fields;
    }
    return records;
}

} // namespace

class TestCliCompareQuote : public QObject
{
    Q_OBJECT

    QTemporaryDir m_files; // project files the tables write

private slots:
    void comparisonJsonMatchesGolden_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("golden");
        QTest::newRow("IB against RoCE")
            << QStringList{kSamples + "h100-ndr-4su.json", kSamples + "h100-roce-400g.json"} << "ib-vs-roce.json";
        QTest::newRow("1 SU against its counterpart")
            << QStringList{kSamples + "h100-ndr-1su.json", "--counterpart"} << "1su-counterpart.json";
    }

    void comparisonJsonMatchesGolden()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, golden);
        const auto result = runCli(QStringList{"compare", "--json"} + arguments);
        QCOMPARE(result.exitCode, 0);
        checkGolden(result.out.toUtf8(), kGolden + golden);
    }

    void comparisonSaysWhichIsBetter()
    {
        const auto result = runCli({"compare", "--json", kSamples + "h100-ndr-1su.json", "--counterpart"});
        QCOMPARE(result.exitCode, 0);
        const auto json = QJsonDocument::fromJson(result.out.toUtf8()).object();
        QCOMPARE(json.value("designs").toArray().size(), 2);
        const QJsonArray rows = json.value("rows").toArray();
        QVERIFY(rows.size() > 20);
        for (const auto &r : rows) {
            const auto row = r.toObject();
            QCOMPARE(row.value("values").toArray().size(), 2);
            QCOMPARE(row.value("deltas").toArray().size(), 2);
            if (!row.value("best").isNull())
                QVERIFY(row.value("best").toInt() == 0 || row.value("best").toInt() == 1);
        }
        // The RoCE counterpart has no SHARP: InfiniBand wins large all-reduce.
        const auto allreduce = rowNamed(rows, "allreduce busbw at 1 GiB");
        QVERIFY(!allreduce.isEmpty());
        QCOMPARE(allreduce.value("best").toInt(), 0);
    }

    // A difference from a value that leaves parts out (the InfiniBand design's UFM appliance has
    // no price, some of its parts no published draw) is marked as the value is, in the text, the
    // JSON and the workbook as LibreOffice shows it; an exact one is not.
    void comparisonMarksADeltaThatIsNotExact_data()
    {
        QTest::addColumn<QString>("metric");
        QTest::addColumn<bool>("exact");
        QTest::newRow("cost") << "Net total before tax (known prices)" << false;
        QTest::newRow("power") << "Power" << false;
        QTest::newRow("switches") << "All switches" << true;
    }

    void comparisonMarksADeltaThatIsNotExact()
    {
        QFETCH(QString, metric);
        QFETCH(bool, exact);
        const QStringList arguments{"compare", kSamples + "h100-ndr-1su.json", "--counterpart"};
        const auto text = runCli(arguments);
        QCOMPARE(text.exitCode, 0);
        const QStringList lines = text.out.split(u'\n');
        const auto line = std::find_if(lines.begin(), lines.end(), [&](const QString &l) { return l.startsWith(metric + "  "); });
        QVERIFY2(line != lines.end(), qPrintable(text.out));
        const qsizetype from = lines.front().indexOf("DELTA 2 vs 1"), to = lines.front().indexOf("BEST");
        QVERIFY(from > 0 && to > from);
        const QString shown = line->mid(from, to - from).trimmed();
        QVERIFY2(shown.contains(QRegularExpression(QStringLiteral("^[-+]?[0-9,.]+%( \\*)?$"))), qPrintable(*line));
        QVERIFY2(shown.endsWith(QStringLiteral(" *")) == !exact, qPrintable(*line));
        QVERIFY2(text.out.contains("A delta marked * is between values of which one or both leave something out"),
                 qPrintable(text.out));

        const auto json = runCli(arguments + QStringList{"--json"});
        const QJsonObject row = rowNamed(QJsonDocument::fromJson(json.out.toUtf8()).object().value("rows").toArray(), metric);
        QCOMPARE(row.value("deltas_complete").toArray(), (QJsonArray{exact, exact}));

        const QString soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
        if (soffice.isEmpty())
            QSKIP("LibreOffice (soffice) is not installed");
        QTemporaryDir dir;
        const QString xlsx = dir.filePath("compare.xlsx");
        QCOMPARE(runCli(arguments + QStringList{"--out", xlsx}).exitCode, 0);
        QProcess office;
        // The first sheet as shown (filter option 9), the way a reader sees its cells.
        office.start(soffice, {"-env:UserInstallation=" + QUrl::fromLocalFile(dir.filePath("profile")).toString(), "--headless",
                               "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,1",
                               "--outdir", dir.path(), xlsx});
        QVERIFY(office.waitForFinished(300000));
        const QList<QStringList> records = csvRecords(QString::fromUtf8(readWholeFile(dir.filePath("compare-Comparison.csv"))));
        QVERIFY2(!records.isEmpty(), qPrintable(QString::fromUtf8(office.readAll())));
        const QStringList header = records.front();
        const qsizetype delta = header.indexOf(QStringLiteral("Delta 2 vs 1"));
        QVERIFY2(delta > 3, qPrintable(header.join(u'|')));
        const auto cells = std::find_if(records.begin(), records.end(), [&](const QStringList &r) { return r.value(1) == metric; });
        QVERIFY(cells != records.end());
        QVERIFY2(cells->value(delta).endsWith(QStringLiteral(" *")) == !exact, qPrintable(cells->join(u'|')));
        QVERIFY2(cells->value(3).endsWith(QStringLiteral(" *")) == !exact, qPrintable(cells->join(u'|')));
        bool note = false;
        for (const QStringList &r : records)
            note = note || r.value(0).startsWith(QStringLiteral("A delta marked * is between values"));
        QVERIFY2(note, "the sheet says what a marked delta is");
    }

    // Designs whose model parameters differ (modelOverrides) are compared with them, and every
    // output says which sets what: figures from different parameters differ by them, not only by
    // the hardware. A counterpart keeps the design's parameters: nothing is said.
    void comparisonSaysWhichModelParametersDiffer()
    {
        QTemporaryDir dir;
        QJsonObject project = QJsonDocument::fromJson(readWholeFile(kSamples + "h100-ndr-1su.json")).object();
        QJsonObject design = project.value("design").toObject();
        design.insert("name", "Tuned");
        design.insert("modelOverrides", QJsonObject{{"net_plugin_latency", 3}});
        project.insert("design", design);
        const QString tuned = dir.filePath("tuned.json");
        QFile file(tuned);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(project).toJson());
        file.close();
        const QStringList arguments{"compare", tuned, kSamples + "h100-ndr-1su.json"};

        const auto text = runCli(arguments);
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(QRegularExpression(
                     QStringLiteral("\nModel parameters differ: Tuned: net_plugin_latency 3 us; [^\n]+: the defaults\n"))),
                 qPrintable(text.out));
        const auto json = QJsonDocument::fromJson(runCli(arguments + QStringList{"--json"}).out.toUtf8()).object();
        QCOMPARE(json.value("model_parameters").toArray(),
                 (QJsonArray{QJsonObject{{"net_plugin_latency", 3}}, QJsonObject{}}));
        // The tuned design's figures are the model's with the plugin's latency: its small
        // all-reduce is slower than the default's.
        const QJsonObject small = rowNamed(json.value("rows").toArray(), "allreduce time at 8 KiB");
        QVERIFY2(small.value("values").toArray().at(0).toDouble() > small.value("values").toArray().at(1).toDouble(),
                 QJsonDocument(small).toJson().constData());

        const auto counterpart = runCli({"compare", tuned, "--counterpart"});
        QCOMPARE(counterpart.exitCode, 0);
        QVERIFY2(!counterpart.out.contains("Model parameters differ"), qPrintable(counterpart.out));
    }

    void comparisonWorkbookIsWritten()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("compare.xlsx");
        const auto result = runCli({"compare", kSamples + "h100-ndr-4su.json", kSamples + "h100-roce-400g.json",
                                    "--out", out});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(readWholeFile(out).startsWith("PK")); // a zip container, as .xlsx is
    }

    void compareRejectsBadInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("one file") << QStringList{"compare", kSamples + "h100-ndr-1su.json"} << 2 << "two or more";
        // The counterpart of the first alone was added as a third column, without a word.
        QTest::newRow("counterpart of two files")
            << QStringList{"compare", kSamples + "h100-ndr-1su.json", kSamples + "h100-ndr-4su.json", "--counterpart"} << 2
            << "--counterpart compares one project with its counterpart on the other fabric: give one project file, not 2";
        QTest::newRow("not xlsx") << QStringList{"compare", kSamples + "h100-ndr-1su.json", "--counterpart", "--out",
                                                 "x.csv"} << 2 << "x.csv";
        // Each file named once (audit finding 19: "nonexist.json: nonexist.json: cannot open").
        QTest::newRow("missing file") << QStringList{"compare", kSamples + "h100-ndr-1su.json", "/nonexistent.json"}
                                      << 1 << "compare: /nonexistent.json: cannot open";
        // A design the planner refuses: the file and the JSON path, not the design's name and the
        // bare field ("ru3: floor.rackUnits: ...").
        const QString racks = m_files.filePath("racks.json");
        QFile bad(racks);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(R"({"format": "fabricplanner-project", "version": 2, "design": {"name": "ru3", "platform": "DGX-H100",)"
                  R"( "nodes": 16, "floor": {"rackUnits": 3}}})");
        bad.close();
        QTest::newRow("a design the planner refuses")
            << QStringList{"compare", kSamples + "h100-ndr-1su.json", racks} << 1
            << "compare: " + racks + ": $.design.floor.rackUnits: DGX-H100 takes 8 rack units; the racks have 3\n";
        QTest::newRow("currency without a rate") << QStringList{"compare", kSamples + "h100-ndr-1su.json", "--counterpart",
                                                                "--currency", "CHF"} << 1 << "no exchange rate for CHF";
        QTest::newRow("not a currency") << QStringList{"compare", kSamples + "h100-ndr-1su.json", "--counterpart",
                                                       "--currency", "XYZ", "--exchange-rate", "2"} << 1 << "'XYZ' is not an ISO 4217";
        QTest::newRow("rate without currency") << QStringList{"compare", kSamples + "h100-ndr-1su.json", "--counterpart",
                                                              "--exchange-rate", "2"} << 2 << "need --currency";
        QTest::newRow("rate not a number") << QStringList{"compare", kSamples + "h100-ndr-1su.json", "--counterpart",
                                                          "--currency", "CHF", "--exchange-rate", "two"} << 2 << "--exchange-rate";
        // The rate's own flag is named (audit finding 13: "--currency: the exchange rate of GBP must be ...").
        QTest::newRow("rate 0") << QStringList{"compare", kSamples + "h100-ndr-1su.json", "--counterpart", "--currency", "GBP",
                                               "--exchange-rate", "0"}
                                << 1 << "compare: --exchange-rate: expected a number of GBP per USD from 0.0001 to 10000000, got 0\n";
        QTest::newRow("rate nan") << QStringList{"compare", kSamples + "h100-ndr-1su.json", "--counterpart", "--currency", "GBP",
                                                 "--exchange-rate", "nan"}
                                  << 2 << "--exchange-rate takes a number, not 'nan'";
        for (const char *date : {"yesterday", "2025-02-30", "2025-13-45", "2025-13"})
            QTest::addRow("rate date %s", date)
                << QStringList{"compare", kSamples + "h100-ndr-1su.json", "--counterpart", "--currency", "CHF", "--exchange-rate",
                               "0.8", "--exchange-rate-date", QString::fromLatin1(date)}
                << 2 << "--exchange-rate-date takes a date such as 2026-11-30 (or a month, 2026-11), not '" + QString::fromLatin1(date) + "'";
    }

    // Any currency at a given rate: every amount converted, the rate named in the JSON and text.
    void compareInAChosenCurrency()
    {
        const auto usd = runCli({"compare", "--json", kSamples + "h100-ndr-1su.json", "--counterpart"});
        const auto chf = runCli({"compare", "--json", kSamples + "h100-ndr-1su.json", "--counterpart", "--currency", "CHF",
                                 "--exchange-rate", "0.8", "--exchange-rate-date", "2026-12-01"});
        QCOMPARE(chf.exitCode, 0);
        const auto a = QJsonDocument::fromJson(usd.out.toUtf8()).object();
        const auto b = QJsonDocument::fromJson(chf.out.toUtf8()).object();
        QCOMPARE(b.value("currency").toString(), QStringLiteral("CHF"));
        QCOMPARE(b.value("rate").toObject().value("as_of").toString(), QStringLiteral("2026-12-01"));
        const auto inUsd = rowNamed(a.value("rows").toArray(), "Net total before tax (known prices)");
        const auto inChf = rowNamed(b.value("rows").toArray(), "Net total before tax (known prices)");
        QCOMPARE(inChf.value("unit").toString(), QStringLiteral("CHF"));
        for (int i = 0; i < 2; ++i)
            QCOMPARE(inChf.value("values").toArray().at(i).toDouble(),
                     std::round(inUsd.value("values").toArray().at(i).toDouble() * 0.8 * 100.0) / 100.0);
        const auto text = runCli({"compare", kSamples + "h100-ndr-1su.json", "--counterpart", "--currency", "CHF",
                                  "--exchange-rate", "0.8"});
        QVERIFY2(text.out.contains("Amounts in CHF, at 1 USD = 0.8 CHF (given)"), qPrintable(text.out));
    }

    void compareRejectsBadInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, mentions);
        const auto result = runCli(arguments);
        QCOMPARE(result.exitCode, exitCode);
        QVERIFY2(result.err.contains(mentions), qPrintable(result.err));
    }

    void quoteIsAReadablePdf_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::newRow("InfiniBand") << "h100-ndr-4su.json";
        QTest::newRow("RoCE") << "h100-roce-400g.json";
    }

    void quoteIsAReadablePdf()
    {
        QFETCH(QString, sample);
        if (QStandardPaths::findExecutable("pdftotext").isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QTemporaryDir dir;
        const QString pdf = dir.filePath("quote.pdf");
        const auto result = runCli({"quote", kSamples + sample, "--out", pdf});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(readWholeFile(pdf).startsWith("%PDF"));

        // What the customer must find in it: who it is for, the lines, the totals.
        const auto project = QJsonDocument::fromJson(readWholeFile(kSamples + sample)).object();
        const auto quote = project.value("design").toObject().value("quote").toObject();
        const QString text = pdfText(pdf);
        QVERIFY(!quote.value("customer").toString().isEmpty());
        QVERIFY2(text.contains(quote.value("customer").toString()), qPrintable(text.left(400)));
        QVERIFY(text.contains(quote.value("quoteNumber").toString()));
        QVERIFY(text.contains("Bill of materials"));
        QVERIFY(text.contains("DGX-H100"));
        QVERIFY(text.contains("Total"));

        const auto bom = runCli({"plan", kSamples + sample, "--json"});
        QCOMPARE(bom.exitCode, 0);
        const auto plan = QJsonDocument::fromJson(bom.out.toUtf8()).object();
        const QString switchModel = plan.value("tiers").toArray().first().toObject().value("model").toString();
        QVERIFY2(text.contains(switchModel), qPrintable(switchModel));
    }

    // The seller on the quote: the one the desktop saved in its Settings, another settings file,
    // none, or parts of it replaced by flags.
    void quoteCarriesTheSeller_data()
    {
        QTest::addColumn<QString>("desktopCompany"); // saved by the desktop app; empty: nothing saved
        QTest::addColumn<QString>("fileCompany");    // in a settings file given with --settings
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("the desktop's Settings") << "Desk Networks Ltd" << "" << QStringList{}
                                                << QStringList{"Desk Networks Ltd", "desk@networks.example", "Harbour Road 7"}
                                                << QStringList{};
        QTest::newRow("flags alone") << "" << ""
                                     << QStringList{"--seller-company", "Flag Systems GmbH", "--seller-address",
                                                    "Hauptstrasse 1\\n10115 Berlin", "--seller-contact", "orders@systems.example"}
                                     << QStringList{"Flag Systems GmbH", "Hauptstrasse 1", "10115 Berlin", "orders@systems.example"}
                                     << QStringList{"\\n"};
        QTest::newRow("a flag replaces one part") << "Desk Networks Ltd" << ""
                                                  << QStringList{"--seller-company", "Flag Systems GmbH"}
                                                  << QStringList{"Flag Systems GmbH", "desk@networks.example"}
                                                  << QStringList{"Desk Networks Ltd"};
        QTest::newRow("--settings FILE") << "Desk Networks Ltd" << "File Traders Pte" << QStringList{}
                                         << QStringList{"File Traders Pte"} << QStringList{"Desk Networks Ltd"};
        QTest::newRow("--settings none") << "Desk Networks Ltd" << "" << QStringList{"--settings", "none"}
                                         << QStringList{} << QStringList{"Desk Networks Ltd", "desk@networks.example"};
    }

    void quoteCarriesTheSeller()
    {
        QFETCH(QString, desktopCompany);
        QFETCH(QString, fileCompany);
        QFETCH(QStringList, flags);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        if (QStandardPaths::findExecutable("pdftotext").isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QTemporaryDir home;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        // Written as the desktop app writes them: QSettings under its organization and name.
        auto saveSeller = [](const QString &path, const QString &company) {
            QSettings settings(path, QSettings::IniFormat);
            settings.setValue(QStringLiteral("seller/company"), company);
            settings.setValue(QStringLiteral("seller/address"), QStringLiteral("Harbour Road 7\nSingapore"));
            settings.setValue(QStringLiteral("seller/contact"), QStringLiteral("desk@networks.example"));
        };
        if (!desktopCompany.isEmpty())
            saveSeller(home.filePath(QStringLiteral("config/FabricPlanner/Fabric Planner.conf")), desktopCompany);
        QStringList arguments{"quote", kSamples + "h100-ndr-1su.json", "--out", home.filePath("quote.pdf")};
        if (!fileCompany.isEmpty()) {
            saveSeller(home.filePath(QStringLiteral("other.conf")), fileCompany);
            arguments << "--settings" << home.filePath(QStringLiteral("other.conf"));
        }
        const auto result = runCli(arguments + flags, {}, env);
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        const QString text = pdfText(home.filePath("quote.pdf"));
        for (const QString &words : present)
            QVERIFY2(text.contains(words), qPrintable(words + QStringLiteral(" missing from:\n") + text.left(600)));
        for (const QString &words : absent)
            QVERIFY2(!text.contains(words), qPrintable(words));
    }

    void quoteRejectsBadInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        const QString sample = kSamples + "h100-ndr-1su.json";
        QTest::newRow("no --out") << QStringList{"quote", sample} << 2 << "quote needs --out FILE.pdf";
        QTest::newRow("not a pdf") << QStringList{"quote", sample, "--out", "q.txt"} << 2 << "--out takes a .pdf file, not 'q.txt'";
        QTest::newRow("missing project") << QStringList{"quote", "/nonexistent.json", "--out", "q.pdf"} << 1 << "/nonexistent.json";
        QTest::newRow("missing settings file")
            << QStringList{"quote", sample, "--out", "q.pdf", "--settings", "/nonexistent.conf"} << 1 << "/nonexistent.conf";
        // A file that is no settings file is not a seller of nothing (audit finding 18: taken as empty).
        QTest::newRow("a project as the settings file")
            << QStringList{"quote", sample, "--out", "q.pdf", "--settings", sample} << 1
            << "quote: --settings: " + sample + " holds no seller settings (no [seller] section";
        QTest::newRow("a logo that is no image")
            << QStringList{"quote", sample, "--out", "q.pdf", "--seller-logo", sample} << 1 << "not an image";
    }

    void quoteRejectsBadInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const auto result = runCli(arguments, dir.path());
        QCOMPARE(result.exitCode, exitCode);
        QVERIFY2(result.err.contains(says), qPrintable(result.err));
        QVERIFY(!QFile::exists(dir.filePath("q.pdf")));
    }

    void diagramsAreWritten_data()
    {
        QTest::addColumn<QString>("flag");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("magic");
        QTest::newRow("topology svg") << "--topology-diagram" << "topology.svg" << QByteArray("<?xml");
        QTest::newRow("topology png") << "--topology-diagram" << "topology.png" << QByteArray("\x89PNG");
        QTest::newRow("floor svg") << "--floor-diagram" << "floor.svg" << QByteArray("<?xml");
        QTest::newRow("floor png") << "--floor-diagram" << "floor.png" << QByteArray("\x89PNG");
    }

    void diagramsAreWritten()
    {
        QFETCH(QString, flag);
        QFETCH(QString, file);
        QFETCH(QByteArray, magic);
        QTemporaryDir dir;
        const auto result = runCli({"export", kSamples + "h100-ndr-1su.json", flag, dir.filePath(file)});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QVERIFY(readWholeFile(dir.filePath(file)).startsWith(magic));
    }

    // The drawing commands and the workbooks load a module from beside the program; a program
    // copied away from its installation still plans, and a command that needs a module says what is
    // missing, before any work, instead of crashing.
    void commandsWithoutTheirModuleSaySo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString project = kSamples + "h100-ndr-1su.json";
        QTest::newRow("plan needs no module") << QStringList{"plan", project} << 0 << QString();
        QTest::newRow("a CSV BOM needs no module") << QStringList{"bom", project, "--out", "-"} << 0 << QString();
        QTest::newRow("quote") << QStringList{"quote", project, "--settings", "none", "--out", "OUT/q.pdf"} << 1
                               << "fabricplanner-cli quote: the drawing module is missing: no "
                                  "lib/fabricplanner/modules/fabricplanner-drawing.so above the program's folder";
        QTest::newRow("topology diagram") << QStringList{"export", project, "--topology-diagram", "OUT/t.svg"} << 1
                                          << "fabricplanner-cli export: the drawing module is missing";
        QTest::newRow("floor diagram") << QStringList{"export", project, "--floor-diagram", "OUT/f.png"} << 1
                                       << "fabricplanner-cli export: the drawing module is missing";
        QTest::newRow("BOM workbook") << QStringList{"bom", project, "--out", "OUT/b.xlsx"} << 1
                                      << "fabricplanner-cli bom: the xlsx module is missing: no "
                                         "lib/fabricplanner/modules/fabricplanner-xlsx.so above the program's folder";
        QTest::newRow("comparison workbook")
            << QStringList{"compare", project, "--counterpart", "--out", "OUT/c.xlsx"} << 1
            << "fabricplanner-cli compare: the xlsx module is missing";
    }

    void commandsWithoutTheirModuleSaySo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString lone = dir.filePath(QStringLiteral("fabricplanner-cli"));
        QVERIFY(QFile::copy(QStringLiteral(FABRIC_BINARY_DIR "/bin/fabricplanner-cli"), lone));
        arguments.replaceInStrings(QStringLiteral("OUT/"), dir.path() + QLatin1Char('/'));
        QProcess process;
        // The copy stands away from the build's share/ folder on purpose (no modules above it),
        // so it cannot find the catalogue beside itself either: it is named here, not left to
        // the environment CTest sets, so the test runs alike from CTest and on its own.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("FABRICPLANNER_CATALOGUE"),
                   QStringLiteral(FABRIC_BINARY_DIR "/share/fabricplanner/catalogue.sqlite"));
        env.insert(QStringLiteral("FABRICPLANNER_USER_DB"), dir.filePath(QStringLiteral("absent/user.sqlite")));
        process.setProcessEnvironment(env);
        process.start(lone, arguments);
        QVERIFY(process.waitForFinished(120000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(process.exitCode() == exitCode, qPrintable(err));
        QVERIFY2(err.contains(message), qPrintable(err));
        const QStringList written = QDir(dir.path()).entryList(QDir::Files);
        QCOMPARE(written, QStringList{QStringLiteral("fabricplanner-cli")}); // nothing half-written
    }
};

QTEST_GUILESS_MAIN(TestCliCompareQuote)
#include "tst_cli_compare_quote.moc"
