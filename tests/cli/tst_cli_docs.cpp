// The command lines docs/cli.md and README.md show, run as a newcomer types them: from a folder of
// their own with the checkout's data/ beside it. Each exits 0, or asks only for a file the reader
// brings (a price list, a logo, a discovery dump): "FILE: cannot open: no such file".
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Example
{
    QString where; // "cli.md:262"
    QString command;
};

// Every fabricplanner-cli line of the file's code blocks, its continued lines joined; synopses
// ("[--json]", "A | B", "...") are not commands.
QList<Example> examplesIn(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    static const QRegularExpression start(QStringLiteral("^(\\$ )?(build/bin/)?fabricplanner-cli "));
    QList<Example> examples;
    bool inBlock = false;
    QString pending;
    int pendingLine = 0, number = 0;
    const QString name = QFileInfo(path).fileName();
    for (const QString &raw : QString::fromUtf8(file.readAll()).split(u'\n')) {
        ++number;
        const QString line = raw.trimmed();
        if (line.startsWith(QLatin1String("```"))) {
            inBlock = !inBlock;
            continue;
        }
        if (!inBlock)
            continue;
        if (pending.isEmpty()) {
            const auto match = start.match(line);
            if (!match.hasMatch())
                continue;
            pending = QStringLiteral("fabricplanner-cli ") + line.mid(match.capturedLength());
            pendingLine = number;
        } else {
            pending += u' ' + line;
        }
        if (pending.endsWith(u'\\')) {
            pending.chop(1);
            continue;
        }
        if (!pending.contains(QLatin1String(" [")) && !pending.contains(QLatin1String(" | ")) && !pending.contains(QLatin1String("...")))
            examples.append({QStringLiteral("%1:%2").arg(name).arg(pendingLine), pending});
        pending.clear();
    }
    return examples;
}

} // namespace

class TestCliDocs : public QObject
{
    Q_OBJECT

private slots:
    void documentedCommandsRun_data()
    {
        QTest::addColumn<QString>("command");
        int count = 0;
        for (const char *doc : {"/docs/cli.md", "/README.md"})
            for (const Example &example : examplesIn(QStringLiteral(FABRIC_SOURCE_DIR) + QLatin1String(doc))) {
                QTest::newRow(qPrintable(example.where)) << example.command;
                ++count;
            }
        QVERIFY2(count >= 30, qPrintable(QString::number(count))); // the parser still finds them
    }

    void documentedCommandsRun()
    {
        QFETCH(QString, command);
        const QTemporaryDir folder;
        const QString f = folder.path();
        QVERIFY(QFile::link(QStringLiteral(FABRIC_SOURCE_DIR "/data"), f + QStringLiteral("/data")));
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PATH"), QStringLiteral(FABRIC_BINARY_DIR "/bin:") + environment.value(QStringLiteral("PATH")));
        environment.insert(QStringLiteral("HOME"), f);
        environment.insert(QStringLiteral("FABRICPLANNER_USER_DB"), f + QStringLiteral("/user.sqlite"));
        QProcess shell;
        shell.setProcessEnvironment(environment);
        shell.setWorkingDirectory(f);
        shell.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), command});
        QVERIFY(shell.waitForFinished(120000));
        const QString err = QString::fromUtf8(shell.readAllStandardError());
        if (shell.exitCode() == 0)
            return;
        // A file the reader brings: named in the command, not in the checkout, and said so.
        static const QRegularExpression missing(QStringLiteral(": ([^ :]+): cannot open: no such file\\n"));
        const auto match = missing.match(err);
        QVERIFY2(shell.exitCode() == 1 && match.hasMatch(), qPrintable(err));
        const QString file = match.captured(1);
        QVERIFY2(command.contains(file) && !file.startsWith(QLatin1String("data/")), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestCliDocs)
#include "tst_cli_docs.moc"
