// Issue 14: what the CLI says about a value the user gave. Every such value comes back quoted,
// cut at 80 characters and as valid UTF-8, whatever its length or bytes; design flags are text
// that ends up in every export, so ill-formed UTF-8 there is refused up front, naming the flag.
#include "clirunner.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

#include <vector>

namespace {

// QProcess passes arguments as QString, which would turn ill-formed bytes into U+FFFD before the
// CLI sees them; the child execs the CLI itself with the raw bytes instead.
CliResult runCliBytes(const QByteArrayList &arguments, const QString &workingDirectory = {})
{
    QByteArrayList words{QByteArrayLiteral(FABRIC_BINARY_DIR "/bin/fabricplanner-cli")};
    words += arguments;
    std::vector<char *> argv;
    for (QByteArray &word : words)
        argv.push_back(word.data());
    argv.push_back(nullptr);
    QProcess process;
    process.setProgram(QString::fromUtf8(words.front()));
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.setChildProcessModifier([&argv] {
        ::execv(argv.front(), argv.data());
        ::_exit(127);
    });
    process.start();
    process.waitForFinished(120000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

// How a message shows a value: its first 80 characters, then "...".
QString quoted(const QString &value)
{
    return QLatin1Char('\'') + value.left(80) + (value.size() > 80 ? QStringLiteral("...") : QString())
        + QLatin1Char('\'');
}

const QString kLong = QString(5000, QLatin1Char('x'));

} // namespace

class TestCliMessages : public QObject
{
    Q_OBJECT

private slots:
    // A value 5,000 characters long comes back as its first 80, quoted, on one short line.
    void longValuesAreQuotedAndCut_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        const QStringList design{"--platform", "DGX-H100", "--nodes", "4"};
        QTest::newRow("unknown command") << QStringList{kLong} << 2 << "unknown command " + quoted(kLong);
        QTest::newRow("unknown option") << QStringList{"plan", "--" + kLong} << 2
                                        << "unknown option " + quoted("--" + kLong);
        QTest::newRow("catalogue --kind") << QStringList{"catalogue", "--kind", kLong} << 2
                                          << "--kind takes switch, nic, cable, transceiver or platform, not "
                + quoted(kLong);
        QTest::newRow("--nodes not a number") << QStringList{"plan", "--nodes", kLong} << 2
                                              << "--nodes takes a whole number, not " + quoted(kLong);
        const QString nines(5000, QLatin1Char('9'));
        QTest::newRow("--nodes out of range") << QStringList{"plan", "--nodes", nines} << 1
                                              << "--nodes: " + nines.left(80) + "... is out of range";
        QTest::newRow("--growth not a number") << QStringList{"plan", "--growth", kLong} << 2
                                               << "--growth takes a number, not " + quoted(kLong);
        QTest::newRow("--fabric") << QStringList{"plan", "--fabric", kLong} << 2
                                  << "--fabric takes infiniband (ib) or ethernet (roce), not " + quoted(kLong);
        QTest::newRow("--management") << QStringList{"plan", "--management", kLong} << 2
                                      << "--management takes auto, ufm, embedded or none, not " + quoted(kLong);
        QTest::newRow("--sharp") << QStringList{"plan", "--sharp", kLong} << 2
                                 << "--sharp takes on or off, not " + quoted(kLong);
        QTest::newRow("--oversubscription") << QStringList{"plan", "--oversubscription", kLong} << 2
                                            << "--oversubscription takes a ratio such as 2, 2:1 or 4:3, not "
                + quoted(kLong);
        QTest::newRow("model --collective") << QStringList{"model"} + design + QStringList{"--collective", kLong}
                                            << 2 << "broadcast, not " + quoted(kLong);
        QTest::newRow("model --algorithm") << QStringList{"model"} + design + QStringList{"--algorithm", kLong}
                                           << 2 << "pat or sharp, not " + quoted(kLong);
        QTest::newRow("model --scope") << QStringList{"model"} + design + QStringList{"--scope", kLong} << 2
                                       << "--scope takes node, su, cluster or a number of ranks, not "
                + quoted(kLong);
        QTest::newRow("model --bytes") << QStringList{"model"} + design + QStringList{"--bytes", "8," + kLong}
                                       << 2 << "--bytes: " + quoted(kLong) + " is not a size in bytes";
        QTest::newRow("model --env piece") << QStringList{"model"} + design + QStringList{"--env", kLong} << 2
                                           << "--env: expected NAME=VALUE, not " + quoted(kLong);
        QTest::newRow("model --env variable") << QStringList{"model"} + design
                        + QStringList{"--env", kLong + "=1"}
                                              << 2 << "--env: unknown variable " + quoted(kLong);
        QTest::newRow("model --env algorithm") << QStringList{"model"} + design
                        + QStringList{"--env", "NCCL_ALGO=" + kLong}
                                               << 2 << "NCCL_ALGO: unknown algorithm " + quoted(kLong);
        QTest::newRow("prices action") << QStringList{"prices", kLong} << 2
                                       << "prices takes import or list, not " + quoted(kLong);
        QTest::newRow("bom --out") << QStringList{"bom", "--out", kLong + ".txt"} << 2
                                   << "--out takes a .xlsx or a .csv file, not " + quoted(kLong + ".txt");
        QTest::newRow("quote --out") << QStringList{"quote", "p.json", "--out", kLong + ".txt"} << 2
                                     << "--out takes a .pdf file, not " + quoted(kLong + ".txt");
    }

    void longValuesAreQuotedAndCut()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        const CliResult r = runCli(arguments);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY2(r.err.size() < 400, qPrintable(r.err.left(400)));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY(r.out.isEmpty());
    }

    // A size is spoken of in what the user typed, with its digits grouped, and reads right for a
    // single GPU or node (it said "1 GPUs need 1 nodes" and "7999992 endpoints" for 999,999 nodes).
    void sizesAreSaidAsTyped_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        QTest::newRow("SUs of one node") << QStringList{"plan", "--nodes", "4", "--su-size", "1"} << 0
                                         << "2 tiers, 1 plane, switch QM9790 (64 ports at 400 Gb/s), 4 SU of 1 node, SHARP on\n";
        QTest::newRow("one GPU of a rack") << QStringList{"plan", "--platform", "DGX-GB200", "--gpus", "1"} << 0
                                           << "GPUs asked: 1; nodes needed: 1 of 72 GPUs each (72 GPUs in all)";
        QTest::newRow("too many nodes") << QStringList{"plan", "--nodes", "999999"} << 1
                                        << "999,999 nodes need 7,999,992 fabric endpoints, beyond the 524,288 Fabric Planner plans";
        // One way out only (no larger fabric of the switch): not "Either plan 8,191 nodes (1 fewer)."
        QTest::newRow("a subnet manager no port is left for")
            << QStringList{"plan", "--gpus", "65536"} << 0
            << "and management never adds switches: it is not connected. To connect it, plan 8,191 nodes (1 fewer).\n";
        // One switch more: "add 1 switch", not "add 1 switches".
        QTest::newRow("a subnet manager one switch short")
            << QStringList{"plan", "--platform", "DGX-GB200", "--nodes", "4"} << 0
            << "Either plan 3 nodes (1 fewer), or add 1 switch (18 in all).\n";
        QTest::newRow("one endpoint") << QStringList{"plan", "--platform", "generic-server", "--nodes", "1"} << 0
                                      << "1 x generic-server (0 GPUs, 1 endpoint) on InfiniBand at 100 Gb/s\n";
        QTest::newRow("one port over two planes")
            << QStringList{"plan", "--platform", "generic-server", "--nodes", "2", "--planes", "2"} << 1
            << "--planes: 1 port per node cannot be split evenly over 2 planes\n";
        QTest::newRow("too many GPUs") << QStringList{"plan", "--gpus", "4000000"} << 1
                                       << "4,000,000 GPUs need 4,000,000 fabric endpoints, beyond the 524,288";
    }

    void sizesAreSaidAsTyped()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        const CliResult r = runCli(arguments);
        QCOMPARE(r.exitCode, exitCode);
        // A warning is in the plan's report (standard output), an error on standard error.
        QVERIFY2((r.out + r.err).contains(says), qPrintable(r.out.left(600) + r.err));
    }

    // Ill-formed UTF-8 in a design flag: exit 2, a message naming the flag and showing the bytes
    // as \xNN, the message itself valid UTF-8. Every command that takes design flags says the same.
    void designFlagsMustBeUtf8_data()
    {
        QTest::addColumn<QByteArrayList>("arguments");
        QTest::addColumn<QString>("says");
        const QByteArray latin1 = "Hall\xE9 7"; // "Hallé 7" in Latin-1
        for (const char *flag : {"--name", "--platform", "--switch", "--fabric", "--management",
                                 "--oversubscription", "--spine-oversubscription", "--sharp"}) {
            QTest::addRow("plan %s, Latin-1", flag)
                << QByteArrayList{"plan", flag, latin1}
                << QString::fromUtf8(flag) + " is not valid UTF-8: 'Hall\\xE9 7' (ill-formed at byte 5)";
        }
        QTest::newRow("--name=, truncated sequence")
            << QByteArrayList{"plan", "--name=Rack \xE2\x82"}
            << "--name is not valid UTF-8: 'Rack \\xE2\\x82' (ill-formed at byte 6)";
        QTest::newRow("--name, overlong slash")
            << QByteArrayList{"plan", "--name", "a\xC0\xAF"} << "--name is not valid UTF-8: 'a\\xC0\\xAF'";
        QTest::newRow("--name, surrogate")
            << QByteArrayList{"plan", "--name", "\xED\xA0\x80"} << "--name is not valid UTF-8: '\\xED\\xA0\\x80'";
        QTest::newRow("--name, long and ill-formed at the end")
            << QByteArrayList{"plan", "--name", QByteArray(5000, 'y') + "\xFF"}
            << "--name is not valid UTF-8: '" + QString(80, QLatin1Char('y')) + "...' (ill-formed at byte 5001)";
        QTest::newRow("--platform beside other flags")
            << QByteArrayList{"plan", "--nodes", "4", "--platform", "DGX-H100\xFF"}
            << "--platform is not valid UTF-8: 'DGX-H100\\xFF'";
        QTest::newRow("--nodes, a number with a stray byte")
            << QByteArrayList{"plan", "--nodes", "12\xFF"} << "--nodes takes a whole number, not '12\\xFF'";
        QTest::newRow("--growth, a number with a stray byte")
            << QByteArrayList{"plan", "--growth", "\xB5" "5"} << "--growth takes a number, not '\\xB55'";
        QTest::newRow("model --switch")
            << QByteArrayList{"model", "--switch", "QM97\xF0\x9F"} << "--switch is not valid UTF-8: 'QM97\\xF0\\x9F'";
        QTest::newRow("bom --name")
            << QByteArrayList{"bom", "--out", "b.csv", "--name", latin1} << "--name is not valid UTF-8: 'Hall\\xE9 7'";
        QTest::newRow("export --platform")
            << QByteArrayList{"export", "--cabling", "c.csv", "--platform", latin1}
            << "--platform is not valid UTF-8: 'Hall\\xE9 7'";
        QTest::newRow("unknown command, Latin-1") << QByteArrayList{latin1} << "unknown command 'Hall\\xE9 7'";
        QTest::newRow("unknown option, Latin-1")
            << QByteArrayList{"plan", "--n\xE4me", "x"} << "unknown option '--n\\xE4me'";
    }

    void designFlagsMustBeUtf8()
    {
        QFETCH(QByteArrayList, arguments);
        QFETCH(QString, says);
        const QTemporaryDir folder; // bom and export stop before writing anything
        const CliResult r = runCliBytes(arguments, folder.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        // Ill-formed bytes would have been decoded as U+FFFD: the message itself is valid UTF-8.
        QVERIFY(!r.err.contains(QChar::ReplacementCharacter));
        QVERIFY(r.out.isEmpty());
        QVERIFY(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
    }

    // The same flags with valid UTF-8 are accepted as text.
    void designFlagsInUtf8AreKept()
    {
        const CliResult r = runCliBytes({"plan", "--name", "Hall\xC3\xA9 7 \xF0\x9F\x96\xA5", "--nodes", "4",
                                         "--json"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    }

    // Without XDG_RUNTIME_DIR (cron, ssh without a login session, a container) the commands that
    // draw said Qt's "QStandardPaths: XDG_RUNTIME_DIR not set, defaulting to '/tmp/runtime-root'"
    // on every run. Standard error holds the CLI's own messages only, each with its prefix.
    void noQtNoiseWithoutARuntimeFolder_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString sample = QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/h100-ndr-1su.json");
        QTest::newRow("plan") << QStringList{"plan", sample};
        QTest::newRow("floor diagram") << QStringList{"export", sample, "--floor-diagram", "f.svg"};
        QTest::newRow("topology diagram") << QStringList{"export", sample, "--topology-diagram", "t.png"};
        QTest::newRow("install sheets") << QStringList{"export", sample, "--install-sheets", "i.pdf"};
        QTest::newRow("quote") << QStringList{"quote", sample, "--out", "q.pdf", "--settings", "none", "--seller-company", "S",
                                              "--seller-address", "A"};
    }

    void noQtNoiseWithoutARuntimeFolder()
    {
        QFETCH(QStringList, arguments);
        const QTemporaryDir folder;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("XDG_RUNTIME_DIR"));
        environment.insert(QStringLiteral("HOME"), folder.path());
        const CliResult r = runCli(arguments, folder.path(), environment);
        QCOMPARE(r.exitCode, 0);
        for (const QString &line : r.err.split(u'\n', Qt::SkipEmptyParts))
            QVERIFY2(line.startsWith(QStringLiteral("fabricplanner-cli ")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("XDG_RUNTIME_DIR")), qPrintable(r.err));
        if (arguments.front() == QStringLiteral("plan"))
            QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliMessages)
#include "tst_cli_messages.moc"
