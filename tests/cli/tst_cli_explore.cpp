// fabricplanner-cli explore, run the way a user runs it.
#include "clirunner.h"
#include "../common/golden.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QUrl>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kGolden = QStringLiteral(FABRIC_TEST_DATA "/golden/explore/");

QJsonObject parseJson(const CliResult &r)
{
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("not JSON: %s\n%s", qPrintable(error.errorString()), qPrintable(r.err));
    return doc.object();
}

} // namespace

class TestCliExplore : public QObject
{
    Q_OBJECT

private slots:
    void frontArgsReplan_data()
    {
        QTest::addColumn<QStringList>("design");
        QTest::newRow("H100 256") << QStringList{"--gpus", "256"};
        QTest::newRow("H100 1024 ethernet") << QStringList{"--gpus", "1024", "--fabric", "ethernet"};
        QTest::newRow("B200 512, alltoall") << QStringList{"--platform", "DGX-B200", "--gpus", "512", "--collective", "alltoall", "--bytes", "64M"};
        QTest::newRow("B300 1024, port modes") << QStringList{"--platform", "DGX-B300", "--gpus", "1024", "--objectives", "cost,busbw"};
    }

    // Every front point planned again with `plan` from its args gives the same cost and switches.
    void frontArgsReplan()
    {
        QFETCH(QStringList, design);
        const CliResult r = runCli(QStringList{"explore", "--json"} + design);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject out = parseJson(r);
        const QJsonArray front = out["front"].toArray();
        QVERIFY(!front.isEmpty());
        int onFront = 0;
        for (const auto &c : out["candidates"].toArray())
            onFront += c.toObject()["on_front"].toBool();
        QCOMPARE(onFront, front.size());
        for (const auto &value : front) {
            const QJsonObject c = value.toObject();
            QVERIFY(c["on_front"].toBool());
            QStringList args{"plan", "--json"};
            for (const auto &word : c["args"].toArray())
                args << word.toString();
            const CliResult planned = runCli(args);
            QVERIFY2(planned.exitCode == 0, qPrintable(args.join(' ') + "\n" + planned.err));
            const QJsonObject plan = parseJson(planned);
            QCOMPARE(plan["switches"].toInt(), c["switches"].toInt());
            QCOMPARE(plan["switch"].toString(), c["switch"].toString());
            QCOMPARE(plan["currency"].toString(), c["currency"].toString());
            QCOMPARE(plan["cost_complete"].toBool(), c["cost_complete"].toBool());
            const double cost = plan["cost_per_gpu"].toDouble() * plan["gpus"].toDouble();
            QVERIFY2(std::abs(cost - c["cost"].toDouble()) <= 1e-6 * c["cost"].toDouble() + 1.0,
                     qPrintable(QString("%1 against %2 for %3").arg(cost).arg(c["cost"].toDouble()).arg(args.join(' '))));
            QCOMPARE(plan["bisection_gbps"].toDouble(), c["bisection_gbps"].toDouble());
            // The shape the explorer reports is the shape plan builds from the args.
            QCOMPARE(plan["tier_count"].toInt(), c["tiers"].toInt());
            QCOMPARE(plan["su_size"].toInt(), c["su_size"].toInt());
            QCOMPARE(plan["link_speed_gbps"].toInt(), c["link_speed_gbps"].toInt());
            QCOMPARE(plan["rails_per_node"].toInt(), c["ports_per_node"].toInt());
        }
    }

    void jsonShape()
    {
        const CliResult r = runCli({"explore", "--gpus", "256", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject c = parseJson(r)["candidates"].toArray().first().toObject();
        for (const char *key : {"args", "fabric", "switch", "oversubscription", "planes", "cost", "currency", "power_w",
                                "busbw_GBps", "time_us", "bisection_gbps", "switches", "on_front"})
            QVERIFY2(c.contains(QLatin1String(key)), key);
    }

    void constraintsFilter_data()
    {
        QTest::addColumn<QStringList>("limit");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("bound"); // >0: at most; <0: at least -bound
        QTest::newRow("max cost") << QStringList{"--max-cost", "12300000"} << "cost" << 12.3e6;
        QTest::newRow("min busbw") << QStringList{"--min-busbw", "300"} << "busbw_GBps" << -300.0;
        QTest::newRow("max power kW") << QStringList{"--max-power", "40kW"} << "power_w" << 40e3;
    }

    void constraintsFilter()
    {
        QFETCH(QStringList, limit);
        QFETCH(QString, key);
        QFETCH(double, bound);
        const CliResult all = runCli({"explore", "--gpus", "256", "--json"});
        const CliResult r = runCli(QStringList{"explore", "--gpus", "256", "--json"} + limit);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonArray kept = parseJson(r)["candidates"].toArray();
        QVERIFY(!kept.isEmpty());
        QVERIFY(kept.size() < parseJson(all)["candidates"].toArray().size());
        for (const auto &c : kept) {
            const QJsonValue v = c.toObject()[key];
            QVERIFY(!v.isNull());
            QVERIFY(bound > 0 ? v.toDouble() <= bound : v.toDouble() >= -bound);
        }
    }

    // A limit typed as the table prints it (grouped digits) or with the unit people say keeps the
    // same designs as the plain number.
    void constraintsAreReadAsPeopleTypeThem_data()
    {
        QTest::addColumn<QStringList>("typed");
        QTest::addColumn<QStringList>("plain");
        QTest::newRow("cost grouped") << QStringList{"--max-cost", "12,300,000"} << QStringList{"--max-cost", "12300000"};
        QTest::newRow("cost grouped with cents")
            << QStringList{"--max-cost", "12,300,000.50"} << QStringList{"--max-cost", "12300000.5"};
        QTest::newRow("power grouped watts") << QStringList{"--max-power", "40,000"} << QStringList{"--max-power", "40000"};
        QTest::newRow("power W") << QStringList{"--max-power", "40000W"} << QStringList{"--max-power", "40000"};
        QTest::newRow("power KW") << QStringList{"--max-power", "40KW"} << QStringList{"--max-power", "40000"};
        QTest::newRow("power space kW") << QStringList{"--max-power", "40 kW"} << QStringList{"--max-power", "40000"};
        QTest::newRow("power MW") << QStringList{"--max-power", "0.04MW"} << QStringList{"--max-power", "40000"};
    }

    void constraintsAreReadAsPeopleTypeThem()
    {
        QFETCH(QStringList, typed);
        QFETCH(QStringList, plain);
        const CliResult a = runCli(QStringList{"explore", "--gpus", "256", "--json"} + typed);
        const CliResult b = runCli(QStringList{"explore", "--gpus", "256", "--json"} + plain);
        QVERIFY2(a.exitCode == 0, qPrintable(a.err));
        QVERIFY2(b.exitCode == 0, qPrintable(b.err));
        QCOMPARE(parseJson(a)["candidates"].toArray(), parseJson(b)["candidates"].toArray());
    }

    void outMatchesGolden_data()
    {
        QTest::addColumn<QStringList>("design");
        QTest::addColumn<QString>("golden");
        QTest::newRow("H100 256") << QStringList{"--gpus", "256"} << "h100-256.csv";
        QTest::newRow("B300 1024, two fabrics, both port modes")
            << QStringList{"--platform", "DGX-B300", "--gpus", "1024", "--objectives", "cost,busbw"} << "b300-1024.csv";
    }

    // The ranking written with --out: the CSV is the workbook's one sheet, cell for cell.
    void outMatchesGolden()
    {
        QFETCH(QStringList, design);
        QFETCH(QString, golden);
        QTemporaryDir dir;
        const QString path = dir.filePath("space.csv");
        const CliResult r = runCli(QStringList{"explore", "--out", path} + design);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        checkGolden(readWholeFile(path), kGolden + golden);
    }

    // The .xlsx holds the same cells as the CSV: LibreOffice reads it back.
    void xlsxOutHoldsTheSameCells()
    {
        QTemporaryDir dir;
        const QString xlsx = dir.filePath("space.xlsx");
        const CliResult r = runCli({"explore", "--gpus", "256", "--out", xlsx});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile file(xlsx);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.read(2), QByteArray("PK"));
        file.close();
        const QString soffice = QStandardPaths::findExecutable("soffice");
        if (soffice.isEmpty())
            QSKIP("LibreOffice (soffice) is not installed");
        QProcess office;
        const QString profile = QUrl::fromLocalFile(dir.filePath("profile")).toString();
        office.start(soffice, {"-env:UserInstallation=" + profile, "--headless", "--convert-to",
                               "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false",
                               "--outdir", dir.filePath("csv"), xlsx});
        QVERIFY(office.waitForFinished(300000));
        const QList<QByteArray> office_rows = readWholeFile(dir.filePath("csv/space.csv")).trimmed().split('\n');
        const QList<QByteArray> golden = readWholeFile(kGolden + "h100-256.csv").trimmed().split('\n');
        QCOMPARE(office_rows.size(), golden.size());
        for (qsizetype i = 0; i < golden.size(); ++i) {
            // Rank, front, fabric and switch: the same rows in the same order.
            const QList<QByteArray> a = office_rows[i].trimmed().split(','), e = golden[i].trimmed().split(',');
            for (int column = 0; column < 4; ++column)
                QCOMPARE(a.value(column), e.value(column));
        }
    }

    // Every candidate keeps the project's model parameters (modelOverrides), and every output
    // says so: a line under the text header and under the .csv's table, the JSON's
    // model_parameters; a project that sets none says nothing.
    void modelParametersSetAreSaid()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath("tuned.json");
        QFile file(project);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "fabricplanner-project", "version": 2, "design": {"name": "Tuned",
                      "platform": "DGX-H100", "nodes": 8, "modelOverrides": {"net_plugin_latency": 3}}})");
        file.close();
        const QString line = QStringLiteral("Bus bandwidth and time with the model parameters set for this project: "
                                            "net_plugin_latency 3 us");
        const CliResult text = runCli({"explore", project});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("\n# " + line + "\n"), qPrintable(text.out));
        const CliResult json = runCli({"explore", project, "--json"});
        QCOMPARE(parseJson(json)["model_parameters"].toObject(), (QJsonObject{{"net_plugin_latency", 3}}));
        const QString csv = dir.filePath("space.csv");
        QCOMPARE(runCli({"explore", project, "--out", csv}).exitCode, 0);
        QFile out(csv);
        QVERIFY(out.open(QIODevice::ReadOnly));
        QVERIFY2(QString::fromUtf8(out.readAll()).trimmed().endsWith(line), qPrintable(csv));

        const CliResult plain = runCli({"explore", "--platform", "DGX-H100", "--nodes", "8"});
        QCOMPARE(plain.exitCode, 0);
        QVERIFY2(!plain.out.contains("model parameters"), qPrintable(plain.out));
        QCOMPARE(parseJson(runCli({"explore", "--platform", "DGX-H100", "--nodes", "8", "--json"}))["model_parameters"].toObject(),
                 QJsonObject{});
    }

    void csvOut()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("space.csv");
        const CliResult r = runCli({"explore", "--gpus", "256", "--out", path});
        QCOMPARE(r.exitCode, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split("\r\n", Qt::SkipEmptyParts);
        const CliResult json = runCli({"explore", "--gpus", "256", "--json"});
        QCOMPARE(lines.size(), parseJson(json)["candidates"].toArray().size() + 1);
        QVERIFY(lines.first().startsWith("Rank,On front,Fabric,Switch"));
    }

    // The CSV's Command cell is a command line a shell runs as it stands (the design's flags
    // after "fabricplanner-cli plan"), and it starts with nothing a spreadsheet reads as a formula,
    // so it needs no apostrophe: it once began "'--platform", which a shell cannot run.
    void csvCommandRunsInAShell()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("space.csv");
        const CliResult r = runCli({"explore", "--gpus", "256", "--fabric", "ib", "--out", path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QStringList lines = QString::fromUtf8(readWholeFile(path)).split("\r\n", Qt::SkipEmptyParts);
        QVERIFY(lines.size() > 2);
        const QStringList header = lines.first().split(',');
        QCOMPARE(header.last(), QStringLiteral("Command"));
        const qsizetype switches = header.indexOf("Switches"), bisection = header.indexOf("Bisection (Gb/s)");
        QVERIFY(switches >= 0 && bisection >= 0);
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert("PATH", FABRIC_BINARY_DIR "/bin:" + environment.value("PATH"));
        for (qsizetype row = 1; row < std::min<qsizetype>(lines.size(), 4); ++row) {
            // No cell before the last holds a comma or a quote: the last is the rest of the line.
            const QStringList cells = lines[row].split(',');
            const QString command = cells.mid(header.size() - 1).join(',');
            QVERIFY2(command.startsWith("fabricplanner-cli plan --platform DGX-H100 "), qPrintable(command));
            QProcess shell;
            shell.setProcessEnvironment(environment);
            shell.start("/bin/sh", {"-c", command + " --json"});
            QVERIFY(shell.waitForFinished(120000));
            QVERIFY2(shell.exitCode() == 0, qPrintable(command + "\n" + QString::fromUtf8(shell.readAllStandardError())));
            const QJsonObject plan = QJsonDocument::fromJson(shell.readAllStandardOutput()).object();
            QCOMPARE(plan["switches"].toInt(), cells[switches].toInt());
            QCOMPARE(plan["bisection_gbps"].toDouble(), cells[bisection].toDouble());
        }
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("objective") << QStringList{"--objectives", "cost,speed"} << "--objectives takes a list of cost, busbw, time, "
                                                                                   "power, bisection, switches and racks, not 'speed'";
        QTest::newRow("bytes") << QStringList{"--bytes", "lots"} << "--bytes: 'lots' is not a size in bytes";
        QTest::newRow("two sizes") << QStringList{"--bytes", "1M,1G"} << "--bytes takes one size here (such as 1G), not '1M,1G'";
        QTest::newRow("negative cost") << QStringList{"--max-cost", "-5"} << "--max-cost takes a number of 0 or more, not '-5'";
        QTest::newRow("power text") << QStringList{"--max-power", "much"}
                                    << "--max-power takes watts, 0 or more (40000, 40kW or 0.04MW), not 'much'";
        // The value as typed, with its unit (audit finding 20: "not '-5'").
        QTest::newRow("negative power in kW") << QStringList{"--max-power", "-5kW"}
                                              << "--max-power takes watts, 0 or more (40000, 40kW or 0.04MW), not '-5kW'";
        QTest::newRow("power in joules") << QStringList{"--max-power", "5kJ"}
                                         << "--max-power takes watts, 0 or more (40000, 40kW or 0.04MW), not '5kJ'";
        QTest::newRow("cost badly grouped") << QStringList{"--max-cost", "12,30,000"}
                                            << "--max-cost takes a number of 0 or more, not '12,30,000'";
        QTest::newRow("racks zero") << QStringList{"--max-racks", "0"} << "--max-racks takes a whole number of 1 or more, not 0";
        QTest::newRow("fabric") << QStringList{"--fabric", "token-ring"} << "--fabric takes infiniband (ib) or ethernet (roce), not 'token-ring'";
        QTest::newRow("out xlsx") << QStringList{"--out", "space.txt"} << "--out takes a .xlsx or .csv file, not 'space.txt'";
        QTest::newRow("collective") << QStringList{"--collective", "gossip"} << "--collective takes allreduce, allgather, "
                                                                                "reducescatter, alltoall or broadcast, not 'gossip'";
        QTest::newRow("unknown flag") << QStringList{"--cheapest"} << "unknown option '--cheapest'";
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const CliResult r = runCli(QStringList{"explore", "--gpus", "256"} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("fabricplanner-cli explore: " + says), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    // The text table reads as the cost column does: power, bandwidth and time with their digits
    // grouped (network power printed "200736" beside "196,108,800 USD"), unknown said as such.
    void textTableGroupsEveryFiguresDigits()
    {
        const CliResult r = runCli({"explore", "--gpus", "4096", "--collective", "allreduce", "--bytes", "1G", "--min-busbw", "350"});
        QCOMPARE(r.exitCode, 0);
        static const QRegularExpression ungrouped(QStringLiteral("(?<![\\w,.])\\d{4,}")); // not in a name (QM8790)
        int rows = 0, known = 0;
        for (const QString &line : r.out.split(u'\n', Qt::SkipEmptyParts)) {
            if (line.startsWith(u'#') || line.startsWith(u'-'))
                continue;
            ++rows;
            known += !line.contains(QStringLiteral("unknown"));
            QVERIFY2(!ungrouped.match(line).hasMatch(), qPrintable(line));
        }
        QVERIFY2(rows > 10, qPrintable(r.out));
        QVERIFY2(known > 0, qPrintable(r.out)); // a row whose power is known, to be grouped
    }

    // Every ratio asked of one switch plans the same one-switch fabric: one candidate a switch,
    // shown at the ratio it has (1:1), and the ratios said as the same fabric on stderr.
    void aRatioTheFabricCannotHaveIsNoCandidate()
    {
        const CliResult r = runCli({"explore", "--nodes", "1", "--fabric", "ib", "--json"});
        QCOMPARE(r.exitCode, 0);
        QSet<QString> seen;
        for (const QJsonValue &v : parseJson(r)["candidates"].toArray()) {
            const QJsonObject c = v.toObject();
            QCOMPARE(c["oversubscription"].toDouble(), 1.0);
            const QString key = c["switch"].toString() + QLatin1Char(' ') + QString::number(c["link_speed_gbps"].toInt()) +
                                (c["sharp"].toBool() ? QStringLiteral("G on ") : QStringLiteral("G off ")) +
                                QString::number(c["tiers"].toInt());
            QVERIFY2(!seen.contains(key), qPrintable(key + QStringLiteral(" is listed twice")));
            seen.insert(key);
        }
        QVERIFY(seen.size() >= 2);
        QVERIFY2(r.err.contains(QRegularExpression(QStringLiteral("[1-9][0-9]* the same fabric as another"))), qPrintable(r.err));
    }

    // SHARP on is a cluster that runs NCCL with SHARP enabled: its all-reduce is not its SHARP-off
    // twin's (they were equal in every pair), and no worse.
    void sharpOnRunsWithSharp()
    {
        const CliResult r = runCli({"explore", "--gpus", "256", "--fabric", "ib", "--json"});
        QCOMPARE(r.exitCode, 0);
        QMap<QString, double> off;
        QList<QPair<QString, double>> on;
        for (const QJsonValue &v : parseJson(r)["candidates"].toArray()) {
            const QJsonObject c = v.toObject();
            const QString key = c["switch"].toString() + QLatin1Char(' ') + QString::number(c["oversubscription"].toDouble()) +
                                QLatin1Char(' ') + QString::number(c["tiers"].toInt()) + QLatin1Char(' ') +
                                QString::number(c["su_size"].toInt()) + QLatin1Char(' ') + QString::number(c["planes"].toInt());
            if (c["sharp"].toBool())
                on.append({key, c["busbw_GBps"].toDouble()});
            else
                off[key] = c["busbw_GBps"].toDouble();
        }
        QVERIFY(!on.isEmpty());
        int faster = 0;
        for (const auto &[key, busbw] : on) {
            QVERIFY2(off.contains(key), qPrintable(key));
            QVERIFY2(busbw >= off[key] * 0.9999, qPrintable(key));
            faster += busbw > off[key] * 1.01;
        }
        QVERIFY2(faster > 0, "no SHARP-on candidate reduces faster than its SHARP-off twin");
    }

    // Designs that did not plan are said by switch model, with why the first did not.
    void designsThatDidNotPlanAreSaid()
    {
        const CliResult r = runCli({"explore", "--platform", "DGX-GB200", "--nodes", "2", "--fabric", "ethernet",
                                    "--link-speed", "400"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QRegularExpression(QStringLiteral("[1-9][0-9]* with errors"))), qPrintable(r.err));
        QVERIFY2(r.err.contains(QRegularExpression(QStringLiteral(
                     "SN4410 did not plan \\([1-9][0-9]* designs?\\), the first: switchModel: SN4410 cannot be a spine"))),
                 qPrintable(r.err));
    }

    // A design flag for a dimension the search varies is said to be no limit on it.
    void variedFlagsAreSaid()
    {
        const CliResult r = runCli({"explore", "--nodes", "1", "--oversubscription", "2", "--planes", "1"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("warning: --oversubscription is one of the dimensions explore varies"), qPrintable(r.err));
        QVERIFY2(r.err.contains("warning: --planes is one of the dimensions explore varies"), qPrintable(r.err));
    }

    // --switch keeps the search to that switch, named as people type it; the rest still varies.
    void aSwitchKeepsTheSearchToIt_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("model");
        QTest::newRow("model") << "QM9700" << "QM9700";
        QTest::newRow("lower case") << "qm9790" << "QM9790";
        QTest::newRow("part number") << "MQM9700-NS2F" << "QM9700";
        QTest::newRow("ethernet") << "SN5600" << "SN5600";
    }

    void aSwitchKeepsTheSearchToIt()
    {
        QFETCH(QString, typed);
        QFETCH(QString, model);
        const CliResult r = runCli({"explore", "--nodes", "64", "--switch", typed, "--json"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.err.contains("warning: --switch"), qPrintable(r.err));
        const QJsonArray candidates = parseJson(r)["candidates"].toArray();
        QVERIFY(candidates.size() > 1);
        QSet<double> ratios;
        for (const QJsonValue &v : candidates) {
            QCOMPARE(v.toObject()["switch"].toString(), model);
            ratios.insert(v.toObject()["oversubscription"].toDouble());
        }
        QVERIFY2(ratios.size() > 1, "the search no longer varies the oversubscription beside the switch");
    }

    void aSwitchThatCannotBeExploredIsSaid_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown") << QStringList{"--switch", "QM970"}
                                 << "--switch: unknown switch 'QM970' (did you mean QM9700 or QM9790?)\n";
        QTest::newRow("other fabric") << QStringList{"--switch", "SN5600", "--fabric", "ib"}
                                      << "no design to explore: SN5600 does not run the DGX-H100's links on the fabrics asked for\n";
    }

    void aSwitchThatCannotBeExploredIsSaid()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliResult r = runCli(QStringList{"explore", "--nodes", "64", "--json"} + args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("fabricplanner-cli explore: " + message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void impossibleConstraints_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("cost") << QStringList{"--max-cost", "1"};
        QTest::newRow("busbw") << QStringList{"--min-busbw", "100000"};
        QTest::newRow("racks") << QStringList{"--max-racks", "1"};
    }

    void impossibleConstraints()
    {
        QFETCH(QStringList, args);
        const CliResult r = runCli(QStringList{"explore", "--gpus", "256", "--json"} + args);
        QCOMPARE(r.exitCode, 1);
        // The message names the constraint given, not every constraint there is.
        QVERIFY2(r.err.contains("no candidate meets " + args.first() + "\n"), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliExplore)
#include "tst_cli_explore.moc"
