#include "clirunner.h"

#include "core/catalogue/catalogue.h"
#include "core/catalogue/sqlitedatabase.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestCliCatalogue : public QObject
{
    Q_OBJECT

private slots:
    void listsEachKindAsJson_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("expected");
        QTest::newRow("switch") << "switch" << "switches" << "QM9700";
        QTest::newRow("nic") << "nic" << "nics" << "MCX75310AAS-NEAT";
        QTest::newRow("cable") << "cable" << "cables" << "MCP4Y10-N001";
        QTest::newRow("transceiver") << "transceiver" << "transceivers" << "MMA4Z00-NS";
        QTest::newRow("platform") << "platform" << "platforms" << "DGX-H100";
    }

    void listsEachKindAsJson()
    {
        QFETCH(QString, kind);
        QFETCH(QString, key);
        QFETCH(QString, expected);
        const auto result = runCli({QStringLiteral("catalogue"), QStringLiteral("--kind"), kind,
                                    QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        const auto json = QJsonDocument::fromJson(result.out.toUtf8()).object();
        QCOMPARE(json.keys().size(), 2); // the version and the one kind asked for
        const QJsonArray rows = json.value(key).toArray();
        QVERIFY(!rows.isEmpty());
        bool found = false;
        for (const auto &row : rows) {
            const auto object = row.toObject();
            found = found || object.value(QStringLiteral("model")).toString() == expected
                    || object.value(QStringLiteral("part_number")).toString() == expected
                    || object.value(QStringLiteral("name")).toString() == expected;
            QVERIFY(!object.value(QStringLiteral("source")).toString().isEmpty());
        }
        QVERIFY2(found, qPrintable(expected));
    }

    void textTableHasAHeader()
    {
        const auto result = runCli({QStringLiteral("catalogue"), QStringLiteral("--kind"), QStringLiteral("switch")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.startsWith(QStringLiteral("SWITCH")));
        QVERIFY(result.out.contains(QStringLiteral("SN5600")));
    }

    void usageErrorsExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown kind") << QStringList{"catalogue", "--kind", "router"} << "router";
        QTest::newRow("unknown flag") << QStringList{"catalogue", "--colour"} << "--colour";
        QTest::newRow("missing value") << QStringList{"catalogue", "--kind"} << "--kind";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << "frobnicate";
        QTest::newRow("no command") << QStringList{} << "Usage";
    }

    void usageErrorsExitTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        const auto result = runCli(arguments);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(mentions), qPrintable(result.err));
    }

    void helpAndVersion()
    {
        auto help = runCli({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QStringLiteral("catalogue")));
        auto version = runCli({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith(QStringLiteral("fabricplanner-cli ")));
    }

    void missingCatalogueIsAClearError()
    {
        QProcess process;
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("FABRICPLANNER_CATALOGUE"), QStringLiteral("/nonexistent/catalogue.sqlite"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(FABRIC_BINARY_DIR "/bin/fabricplanner-cli"), {QStringLiteral("catalogue")});
        QVERIFY(process.waitForFinished());
        QCOMPARE(process.exitCode(), 1);
        QVERIFY(QString::fromUtf8(process.readAllStandardError()).contains(QStringLiteral("not found")));
    }

    // A bundled catalogue whose rows changed after the build (a flipped bit SQLite accepts) is
    // refused with a clear message and exit 1, never planned with.
    void damagedCatalogueIsAClearError()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("damaged.sqlite"));
        QVERIFY(QFile::copy(QString::fromStdString(fabric::Catalogue::bundledPath().string()), path));
        {
            fabric::SqliteDatabase db;
            QVERIFY(db.open(path.toStdString(), fabric::SqliteDatabase::Mode::ReadWriteCreate).empty());
            QVERIFY(db.execute("UPDATE media SET length_m = 7.5 WHERE part_number = 'MFP7E10-N007';").empty());
        }
        QProcess process;
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("FABRICPLANNER_CATALOGUE"), path);
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(FABRIC_BINARY_DIR "/bin/fabricplanner-cli"), {QStringLiteral("catalogue")});
        QVERIFY(process.waitForFinished());
        QCOMPARE(process.exitCode(), 1);
        const QString errors = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(errors.contains(QStringLiteral("is damaged")) && errors.contains(QStringLiteral("content hash")),
                 qPrintable(errors));
    }
};

QTEST_GUILESS_MAIN(TestCliCatalogue)
#include "tst_cli_catalogue.moc"
