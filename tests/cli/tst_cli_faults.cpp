// Faults while writing, for every writer of the CLI (project saves go through the same
// writeAtomically, see tst_projectfile): kill -9 at random moments, a full disk, a read-only
// folder, a symlink and a FIFO as the target. The destination is always the old file or a whole
// new one, never a truncated one, and no temporary file survives the next start.
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <csignal>

namespace {

const QString kSample = QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/h100-ndr-4su.json");
const QString kRoce = QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/h100-roce-400g.json");
const QByteArray kOld = "the previous version of this file\n";

// Every writer: the arguments before the output path, and the output's file name.
void addWriters()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("file");
    const QStringList bom = {QStringLiteral("bom"), kSample, QStringLiteral("--out")};
    const QStringList exp = {QStringLiteral("export"), kSample};
    QTest::newRow("bom xlsx") << bom << QStringLiteral("bom.xlsx");
    QTest::newRow("bom csv") << bom << QStringLiteral("bom.csv");
    QTest::newRow("cabling csv") << (exp + QStringList{QStringLiteral("--cabling")}) << QStringLiteral("cabling.csv");
    QTest::newRow("topo") << (exp + QStringList{QStringLiteral("--topology")}) << QStringLiteral("fabric.topo");
    QTest::newRow("dot") << (exp + QStringList{QStringLiteral("--dot")}) << QStringLiteral("fabric.dot");
    QTest::newRow("slurm") << (exp + QStringList{QStringLiteral("--slurm")}) << QStringLiteral("topology.conf");
    QTest::newRow("topology svg") << (exp + QStringList{QStringLiteral("--topology-diagram")}) << QStringLiteral("topology.svg");
    QTest::newRow("floor png") << (exp + QStringList{QStringLiteral("--floor-diagram")}) << QStringLiteral("floor.png");
    QTest::newRow("quote pdf") << QStringList{QStringLiteral("quote"), kSample, QStringLiteral("--out")} << QStringLiteral("quote.pdf");
    QTest::newRow("compare xlsx") << QStringList{QStringLiteral("compare"), kSample, kRoce, QStringLiteral("--out")}
                                  << QStringLiteral("compare.xlsx");
}

QStringList temporariesIn(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral(".fabricplanner-tmp-*")}, QDir::Files | QDir::Hidden);
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Whether bytes are a whole file of this kind: what a truncated write cannot pass.
bool isWhole(const QString &file, const QByteArray &bytes, const QByteArray &reference)
{
    const QString suffix = QFileInfo(file).suffix();
    if (suffix == QLatin1String("xlsx"))
        return bytes.size() > 22 && bytes.mid(bytes.size() - 22, 4) == QByteArray("PK\x05\x06", 4);
    if (suffix == QLatin1String("pdf"))
        return bytes.trimmed().endsWith("%%EOF");
    if (suffix == QLatin1String("png"))
        return bytes.endsWith(QByteArray::fromHex("49454e44ae426082"));
    return bytes == reference; // text outputs are deterministic
}

// Mounts a tmpfs of the given size (and options) at folder; false when this process may not.
bool mountTmpfs(const QString &folder, const char *options)
{
    return ::geteuid() == 0 && ::mount("tmpfs", QFile::encodeName(folder).constData(), "tmpfs", 0, options) == 0;
}

} // namespace

class TestCliFaults : public QObject
{
    Q_OBJECT

private slots:
    void killedAtRandomMoments_data() { addWriters(); }
    void killedAtRandomMoments();
    void fullDisk_data() { addWriters(); }
    void fullDisk();
    void readOnlyFolder_data() { addWriters(); }
    void readOnlyFolder();
    void symlinkTargetIsFollowed();
    void fifoTargetIsRefused();
    void fuzzFoundArgumentsAreUsageErrors();
};

void TestCliFaults::killedAtRandomMoments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, file);
    QTemporaryDir dir;
    const QString target = dir.filePath(file);

    // A whole run: the reference output and how long a run takes.
    QElapsedTimer clock;
    clock.start();
    const CliResult whole = runCli(arguments + QStringList{target});
    const qint64 runMs = std::max<qint64>(clock.elapsed(), 1);
    QVERIFY2(whole.exitCode == 0, qPrintable(whole.err));
    const QByteArray reference = contents(target);

    constexpr int kKills = 6;
    for (int k = 0; k < kKills; ++k) {
        {
            QFile old(target);
            QVERIFY(old.open(QIODevice::WriteOnly | QIODevice::Truncate));
            old.write(kOld);
        }
        QProcess process;
        process.start(QStringLiteral(FABRIC_BINARY_DIR "/bin/fabricplanner-cli"), arguments + QStringList{target});
        QVERIFY(process.waitForStarted());
        // Spread over the whole run, the last part (where the file is written) twice as often.
        const auto bound = static_cast<quint32>(runMs + 1);
        const int delay = static_cast<int>(std::max(QRandomGenerator::global()->bounded(bound),
                                                    k % 2 ? QRandomGenerator::global()->bounded(bound) : 0u));
        QTest::qWait(delay);
        // Only a running child: kill(0) would hit this whole process group.
        if (const qint64 pid = process.processId(); pid > 0 && process.state() == QProcess::Running)
            ::kill(static_cast<pid_t>(pid), SIGKILL);
        if (process.state() != QProcess::NotRunning)
            QVERIFY(process.waitForFinished(30000));
        const QByteArray now = contents(target);
        QVERIFY2(now == kOld || isWhole(file, now, reference),
                 qPrintable(QStringLiteral("kill after %1 ms of %2 left %3 bytes").arg(delay).arg(runMs).arg(now.size())));
    }
    // The next start (any command, in that folder) sweeps what the killed writers left.
    const CliResult next = runCli({QStringLiteral("catalogue"), QStringLiteral("--kind"), QStringLiteral("switch")}, dir.path());
    QCOMPARE(next.exitCode, 0);
    QVERIFY2(temporariesIn(dir.path()).isEmpty(), qPrintable(temporariesIn(dir.path()).join(u' ')));
}

void TestCliFaults::fullDisk()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, file);
    QTemporaryDir dir;
    if (!mountTmpfs(dir.path(), "size=64k"))
        QSKIP("needs root to mount a small tmpfs (run the suite as root, e.g. in CI containers)");
    {
        // Fill it: not one byte of any output fits.
        QFile filler(dir.filePath(QStringLiteral("filler")));
        QVERIFY(filler.open(QIODevice::WriteOnly));
        const QByteArray block(4096, 'f');
        while (filler.write(block) == block.size() && filler.flush()) {
        }
    }
    const CliResult result = runCli(arguments + QStringList{dir.filePath(file)});
    QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    left.removeAll(QStringLiteral("filler"));
    ::umount(QFile::encodeName(dir.path()).constData());
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.err.contains(QStringLiteral("No space left on device")), qPrintable(result.err));
    QVERIFY2(left.isEmpty(), qPrintable(left.join(u' ')));
}

void TestCliFaults::readOnlyFolder()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, file);
    QTemporaryDir dir;
    // Root ignores permission bits, so as root the folder is a read-only mount.
    const bool mounted = mountTmpfs(dir.path(), "size=1m");
    if (mounted)
        ::mount(nullptr, QFile::encodeName(dir.path()).constData(), nullptr, MS_REMOUNT | MS_RDONLY, nullptr);
    else if (::geteuid() == 0)
        QSKIP("root without mount(2): cannot make a folder read-only");
    else
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
    const CliResult result = runCli(arguments + QStringList{dir.filePath(file)});
    const QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    if (mounted)
        ::umount(QFile::encodeName(dir.path()).constData());
    else
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.err.contains(QStringLiteral("Read-only file system"))
                 || result.err.contains(QStringLiteral("Permission denied")),
             qPrintable(result.err));
    QVERIFY(left.isEmpty());
}

void TestCliFaults::symlinkTargetIsFollowed()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("real")));
    const QString real = dir.filePath(QStringLiteral("real/bom.csv"));
    const QString link = dir.filePath(QStringLiteral("bom.csv"));
    QVERIFY(QFile::link(QStringLiteral("real/bom.csv"), link)); // relative, dangling until written
    CliResult result = runCli({QStringLiteral("bom"), kSample, QStringLiteral("--out"), link});
    QCOMPARE(result.exitCode, 0);
    QVERIFY(QFileInfo(link).isSymLink());
    QVERIFY(contents(real).startsWith("Category") || contents(real).size() > 100);
    result = runCli({QStringLiteral("bom"), kSample, QStringLiteral("--out"), link}); // replaces through it
    QCOMPARE(result.exitCode, 0);
    QVERIFY(QFileInfo(link).isSymLink());
    QVERIFY(temporariesIn(dir.filePath(QStringLiteral("real"))).isEmpty());
}

void TestCliFaults::fifoTargetIsRefused()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("cabling.csv"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const CliResult result = runCli({QStringLiteral("export"), kSample, QStringLiteral("--cabling"), fifo});
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.err.contains(QStringLiteral("FIFO")), qPrintable(result.err));
    struct stat st{};
    QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &st), 0);
    QVERIFY(S_ISFIFO(st.st_mode));
    QVERIFY(temporariesIn(dir.path()).isEmpty());
}

// Inputs the design-flag fuzzer found (tests/data/fuzz/designflags, words split at NUL bytes):
// each is a usage error with a short message, not an escaped exception.
void TestCliFaults::fuzzFoundArgumentsAreUsageErrors()
{
    const QDir dir(QStringLiteral(FABRIC_TEST_DATA "/fuzz/designflags"));
    const QStringList inputs = dir.entryList(QDir::Files);
    QVERIFY(!inputs.isEmpty());
    for (const QString &name : inputs) {
        QStringList words{QStringLiteral("plan")};
        for (const QByteArray &word : contents(dir.filePath(name)).split('\0'))
            words << QString::fromLocal8Bit(word);
        const CliResult result = runCli(words);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.size() < 400, qPrintable(result.err.left(400)));
    }
    // The first one found: a 5,000-character word threw "File name too long" out of takeDesign.
    const CliResult result = runCli({QStringLiteral("plan"), QString(5000, u'a')});
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains(QStringLiteral("unexpected argument '") + QString(80, u'a') + QStringLiteral("...'")),
             qPrintable(result.err.left(400)));
}

QTEST_GUILESS_MAIN(TestCliFaults)
#include "tst_cli_faults.moc"
