// fabricplanner-cli explore, run the way a user runs it.
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {

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

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("objective") << QStringList{"--objectives", "cost,speed"};
        QTest::newRow("bytes") << QStringList{"--bytes", "lots"};
        QTest::newRow("two sizes") << QStringList{"--bytes", "1M,1G"};
        QTest::newRow("negative cost") << QStringList{"--max-cost", "-5"};
        QTest::newRow("power text") << QStringList{"--max-power", "much"};
        QTest::newRow("racks zero") << QStringList{"--max-racks", "0"};
        QTest::newRow("fabric") << QStringList{"--fabric", "token-ring"};
        QTest::newRow("out xlsx") << QStringList{"--out", "space.txt"};
        QTest::newRow("collective") << QStringList{"--collective", "gossip"};
        QTest::newRow("unknown flag") << QStringList{"--cheapest"};
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        const CliResult r = runCli(QStringList{"explore", "--gpus", "256"} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.err.isEmpty());
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
        QVERIFY2(r.err.contains("no candidate meets the constraints"), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliExplore)
#include "tst_cli_explore.moc"
