// Issue 34, "what a careless or hostile user tried from outside": one test per class of finding,
// each reproducer a data row. Every run here gets its own folder, catalogue path and price
// database, so none of them can touch a real user's files.
#include "clirunner.h"

#include "core/catalogue/sqlitedatabase.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>
#include <utility>

#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

const QString kSample = QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/h100-ndr-4su.json");
const QString kRoce = QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/h100-roce-400g.json");

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

// The environment of a run in folder: its own price database there, the bundled catalogue.
QProcessEnvironment environmentIn(const QString &folder)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("FABRICPLANNER_USER_DB"), folder + QStringLiteral("/user.sqlite"));
    environment.insert(QStringLiteral("HOME"), folder);
    return environment;
}

// Every file in folder (hidden ones too) with its bytes.
QMap<QString, QByteArray> snapshot(const QString &folder)
{
    QMap<QString, QByteArray> files;
    for (const QString &name : QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System))
        files[name] = QFileInfo(folder + u'/' + name).isSymLink() ? QFile::symLinkTarget(folder + u'/' + name).toUtf8()
                                                                   : contents(folder + u'/' + name);
    return files;
}

// An .xlsx's parts, each checked to be well-formed XML (unzip -p prints one member).
QString xlsxXmlProblem(const QString &xlsx)
{
    QProcess list;
    list.start(QStringLiteral("unzip"), {QStringLiteral("-Z1"), xlsx});
    list.waitForFinished();
    const QStringList members = QString::fromUtf8(list.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
    if (members.isEmpty())
        return QStringLiteral("no members in ") + xlsx;
    for (const QString &member : members) {
        if (!member.endsWith(QLatin1String(".xml")) && !member.endsWith(QLatin1String(".rels")))
            continue;
        QProcess extract;
        QString pattern = member; // unzip reads a member's name as a wildcard pattern
        pattern.replace(u'[', QStringLiteral("[[]"));
        extract.start(QStringLiteral("unzip"), {QStringLiteral("-p"), xlsx, pattern});
        extract.waitForFinished();
        QXmlStreamReader xml(extract.readAllStandardOutput());
        while (!xml.atEnd())
            xml.readNext();
        if (xml.hasError())
            return member + QStringLiteral(": ") + xml.errorString();
    }
    return {};
}

QString xmlProblem(const QByteArray &bytes)
{
    QXmlStreamReader xml(bytes);
    while (!xml.atEnd())
        xml.readNext();
    return xml.hasError() ? xml.errorString() : QString();
}

// The text of an SVG's <title>.
QString svgTitle(const QByteArray &bytes)
{
    QXmlStreamReader xml(bytes);
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("title"))
            return xml.readElementText();
    return {};
}

// A price database in folder holding rows, each (part_number, price, currency, source) as SQL values.
void makePriceDatabase(const QString &folder, const QStringList &rows)
{
    fabric::SqliteDatabase db;
    QCOMPARE(QString::fromStdString(db.open(QFile::encodeName(folder + QStringLiteral("/user.sqlite")).toStdString(),
                                            fabric::SqliteDatabase::Mode::ReadWriteCreate)),
             QString());
    QCOMPARE(QString::fromStdString(db.execute("CREATE TABLE user_prices (part_number TEXT PRIMARY KEY, price REAL NOT "
                                               "NULL, currency TEXT NOT NULL, source TEXT, imported_at TEXT)")),
             QString());
    for (const QString &row : rows)
        QCOMPARE(QString::fromStdString(db.execute(
                     ("INSERT INTO user_prices VALUES (" + row + ", '2026-12-01T00:00:00Z')").toStdString())),
                 QString());
}

} // namespace

class TestCliHostile : public QObject
{
    Q_OBJECT

private slots:
    // 1. An output that is an input (the project file itself, through a symlink or a hard link, the
    // price database) or another output of the same run is refused before anything is written.
    void outputIsNeverAnInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        const QStringList exp = {QStringLiteral("export"), QStringLiteral("p.json")};
        for (const char *flag : {"--cabling", "--topology", "--dot", "--slurm"})
            QTest::addRow("export %s p.json", flag)
                << exp + QStringList{QString::fromLatin1(flag), QStringLiteral("p.json")} << 1
                << QString::fromLatin1(flag) + QStringLiteral(" p.json is the project file p.json");
        // An image is what its name says: a project file named as one.
        for (const char *flag : {"--topology-diagram", "--floor-diagram"})
            QTest::addRow("export p.svg %s p.svg", flag)
                << QStringList{QStringLiteral("export"), QStringLiteral("p.svg"), QString::fromLatin1(flag), QStringLiteral("p.svg")} << 1
                << QString::fromLatin1(flag) + QStringLiteral(" p.svg is the project file p.svg");
        // A project file with the output's extension (a regular file is read whatever its name).
        QTest::newRow("export p.csv --cabling p.csv")
            << QStringList{QStringLiteral("export"), QStringLiteral("p.csv"), QStringLiteral("--cabling"), QStringLiteral("p.csv")} << 1
            << QStringLiteral("--cabling p.csv is the project file p.csv");
        QTest::newRow("export q.dot --dot q.dot")
            << QStringList{QStringLiteral("export"), QStringLiteral("q.dot"), QStringLiteral("--dot"), QStringLiteral("q.dot")} << 1
            << QStringLiteral("--dot q.dot is the project file q.dot");
        QTest::newRow("export through a symlink")
            << exp + QStringList{QStringLiteral("--dot"), QStringLiteral("link.dot")} << 1
            << QStringLiteral("--dot link.dot is the project file p.json");
        QTest::newRow("export through a hard link")
            << exp + QStringList{QStringLiteral("--slurm"), QStringLiteral("hard.conf")} << 1
            << QStringLiteral("--slurm hard.conf is the project file p.json");
        QTest::newRow("export through another spelling")
            << QStringList{QStringLiteral("export"), QStringLiteral("./sub/../p.csv"), QStringLiteral("--cabling"),
                           QStringLiteral("p.csv")} << 1
            << QStringLiteral("--cabling p.csv is the project file ./sub/../p.csv");
        QTest::newRow("export, two outputs one file")
            << exp + QStringList{QStringLiteral("--topology-diagram"), QStringLiteral("x.svg"), QStringLiteral("--floor-diagram"),
                                 QStringLiteral("x.svg")} << 1
            << QStringLiteral("x.svg is the same file as --");
        QTest::newRow("export, two outputs one file, spelt two ways")
            << exp + QStringList{QStringLiteral("--topology-diagram"), QStringLiteral("x.svg"), QStringLiteral("--floor-diagram"),
                                 QStringLiteral("./sub/../x.svg")} << 1
            << QStringLiteral("is the same file as --");
        QTest::newRow("export, two outputs of two kinds one file")
            << exp + QStringList{QStringLiteral("--cabling"), QStringLiteral("x.txt"), QStringLiteral("--slurm"), QStringLiteral("x.txt")}
            << 1 << QStringLiteral("--slurm x.txt is the same file as --cabling x.txt");
        QTest::newRow("bom p.csv --out p.csv")
            << QStringList{QStringLiteral("bom"), QStringLiteral("p.csv"), QStringLiteral("--out"), QStringLiteral("p.csv")}
            << 1 << QStringLiteral("--out p.csv is the project file p.csv");
        QTest::newRow("bom over the price database")
            << QStringList{QStringLiteral("bom"), QStringLiteral("p.json"), QStringLiteral("--out"), QStringLiteral("user.csv")}
            << 1 << QStringLiteral("--out user.csv is your price database");
        QTest::newRow("compare --out the first project")
            << QStringList{QStringLiteral("compare"), QStringLiteral("a.xlsx"), kRoce, QStringLiteral("--out"), QStringLiteral("a.xlsx")}
            << 1 << QStringLiteral("--out a.xlsx is the project file a.xlsx");
        QTest::newRow("quote --out the project")
            << QStringList{QStringLiteral("quote"), QStringLiteral("q.pdf"), QStringLiteral("--out"), QStringLiteral("q.pdf")}
            << 1 << QStringLiteral("--out q.pdf is the project file q.pdf");
        QTest::newRow("quote --out the logo")
            << QStringList{QStringLiteral("quote"), QStringLiteral("p.json"), QStringLiteral("--settings"), QStringLiteral("none"),
                           QStringLiteral("--seller-logo"), QStringLiteral("logo.png"), QStringLiteral("--out"), QStringLiteral("logo.pdf")}
            << 1 << QStringLiteral("--out logo.pdf is --seller-logo logo.png");
        QTest::newRow("prices import of the price database")
            << QStringList{QStringLiteral("prices"), QStringLiteral("import"), QStringLiteral("user.csv")}
            << 1 << QStringLiteral("is the price list");
    }

    void outputIsNeverAnInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        const QTemporaryDir folder;
        const QString f = folder.path();
        QVERIFY(QDir(f).mkdir(QStringLiteral("sub")));
        for (const char *name : {"p.json", "p.csv", "p.svg", "q.dot", "a.xlsx", "q.pdf"})
            QVERIFY(QFile::copy(kSample, f + u'/' + QLatin1String(name)));
        QVERIFY(QFile::link(QStringLiteral("p.json"), f + QStringLiteral("/link.dot")));
        QCOMPARE(::link(QFile::encodeName(f + QStringLiteral("/p.json")).constData(),
                        QFile::encodeName(f + QStringLiteral("/hard.conf")).constData()),
                 0);
        // A 1 x 1 PNG as the logo, and a price database that is also reachable as user.csv.
        write(f + QStringLiteral("/logo.png"),
              QByteArray::fromBase64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="));
        QCOMPARE(::link(QFile::encodeName(f + QStringLiteral("/logo.png")).constData(),
                        QFile::encodeName(f + QStringLiteral("/logo.pdf")).constData()),
                 0);
        write(f + QStringLiteral("/user.sqlite"), QByteArray());
        QCOMPARE(::link(QFile::encodeName(f + QStringLiteral("/user.sqlite")).constData(),
                        QFile::encodeName(f + QStringLiteral("/user.csv")).constData()),
                 0);
        const auto before = snapshot(f);

        const CliResult r = runCli(arguments, f, environmentIn(f));
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
        QCOMPARE(snapshot(f), before); // nothing replaced, nothing added
    }

    // 2. Text every format cannot hold never makes a file ill-formed: XML-illegal characters are
    // left out of .xlsx parts and .svg, a newline in a name never writes a line of its own.
    void writersHoldAnyName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("U+FFFE and U+FFFF") << QStringLiteral("Hall\uFFFE 7\uFFFF");
        QTest::newRow("U+0001") << QStringLiteral("a\u0001b");
        QTest::newRow("every C0 control") << [] {
            QString all = QStringLiteral("c0:");
            for (char16_t c = 1; c < 0x20; ++c)
                all += QChar(c);
            return all;
        }();
        QTest::newRow("a line of its own") << QStringLiteral("x\nSwitchName=pwn");
        QTest::newRow("CR and a line of its own") << QStringLiteral("x\r\nSwitchName=pwn\r");
        // XML's own characters in an ordinary name (audit finding 2: the SVG titles took them raw).
        QTest::newRow("R&D cluster") << QStringLiteral("R&D cluster");
        QTest::newRow("markup") << QStringLiteral("<b>Hall</b> 7 \"A\" & 'B' ]]>");
    }

    void writersHoldAnyName()
    {
        QFETCH(QString, name);
        const QTemporaryDir folder;
        const QString f = folder.path();
        const QStringList design = {kSample, QStringLiteral("--name"), name};
        CliResult r = runCli(QStringList{QStringLiteral("bom"), QStringLiteral("--out"), QStringLiteral("b.xlsx")} + design, f,
                             environmentIn(f));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(xlsxXmlProblem(f + QStringLiteral("/b.xlsx")), QString());
        r = runCli(QStringList{QStringLiteral("export"), QStringLiteral("--topology-diagram"), QStringLiteral("t.svg"),
                               QStringLiteral("--floor-diagram"), QStringLiteral("f.svg"), QStringLiteral("--topology"),
                               QStringLiteral("t.topo"), QStringLiteral("--slurm"), QStringLiteral("t.conf"), QStringLiteral("--dot"),
                               QStringLiteral("t.dot")}
                       + design,
                   f, environmentIn(f));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(xmlProblem(contents(f + QStringLiteral("/t.svg"))), QString());
        QCOMPARE(xmlProblem(contents(f + QStringLiteral("/f.svg"))), QString());
        // A name XML can hold reads back as itself in each drawing's title.
        const bool xmlLegal = std::all_of(name.begin(), name.end(), [](QChar c) { return c.unicode() >= 0x20 && c.unicode() < 0xFFFE; });
        if (xmlLegal) {
            QCOMPARE(svgTitle(contents(f + QStringLiteral("/t.svg"))), name + QStringLiteral(" topology"));
            QCOMPARE(svgTitle(contents(f + QStringLiteral("/f.svg"))), name + QStringLiteral(" floor plan"));
        }
        for (const char *text : {"/t.topo", "/t.conf", "/t.dot"}) {
            const QByteArray bytes = contents(f + QLatin1String(text));
            QVERIFY(!bytes.isEmpty());
            for (const QByteArray &line : bytes.split('\n')) {
                QVERIFY2(!line.startsWith("SwitchName=pwn"), text);
                QVERIFY2(!line.contains('\r') && !line.contains('\x01'), text);
            }
        }
    }

    // 2. A NUL or another control character in a price list's source is refused, naming the line,
    // rather than cut short where it is stored or shown.
    void priceListControlCharacters_data()
    {
        QTest::addColumn<QByteArray>("row");
        QTest::addColumn<QString>("says");
        QTest::newRow("NUL in the source") << QByteArray("DAC-1,1,USD,quote\0 hidden", 26)
                                           << QStringLiteral("list.csv:2: the source field holds a control character (U+0000)");
        QTest::newRow("U+0001 in the part number") << QByteArray("DAC\x01-1,1,USD,q")
                                                   << QStringLiteral("list.csv:2: the part_number field holds a control character (U+0001)");
    }

    void priceListControlCharacters()
    {
        QFETCH(QByteArray, row);
        QFETCH(QString, says);
        const QTemporaryDir folder;
        write(folder.filePath(QStringLiteral("list.csv")), "part_number,price,currency,source\n" + row + '\n');
        const CliResult r = runCli({QStringLiteral("prices"), QStringLiteral("import"), QStringLiteral("list.csv")}, folder.path(),
                                   environmentIn(folder.path()));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY(!QFile::exists(folder.filePath(QStringLiteral("user.sqlite"))));
    }

    // 3. Every input is a regular file read with its limit: a device, a FIFO or a folder is
    // refused at once, naming the file, and a file over the limit says its real size.
    void inputsAreRegularFiles_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("catalogue"); // FABRICPLANNER_CATALOGUE, empty for the bundled one
        QTest::addColumn<QString>("says");
        const QStringList plan = {QStringLiteral("plan"), QStringLiteral("--nodes"), QStringLiteral("4")};
        QTest::newRow("prices import /dev/zero") << QStringList{QStringLiteral("prices"), QStringLiteral("import"), QStringLiteral("/dev/zero")}
                                                 << QString() << QStringLiteral("/dev/zero: it is a device, not a file");
        QTest::newRow("prices import /dev/urandom")
            << QStringList{QStringLiteral("prices"), QStringLiteral("import"), QStringLiteral("/dev/urandom")} << QString()
            << QStringLiteral("/dev/urandom: it is a device, not a file");
        QTest::newRow("prices import a FIFO") << QStringList{QStringLiteral("prices"), QStringLiteral("import"), QStringLiteral("fifo")}
                                              << QString() << QStringLiteral("fifo: it is a FIFO (named pipe), not a file");
        QTest::newRow("prices import a folder") << QStringList{QStringLiteral("prices"), QStringLiteral("import"), QStringLiteral("sub")}
                                                << QString() << QStringLiteral("sub: it is a folder, not a file");
        QTest::newRow("prices import 70 MiB") << QStringList{QStringLiteral("prices"), QStringLiteral("import"), QStringLiteral("big.csv")}
                                              << QString() << QStringLiteral("big.csv: the file is 70 MiB; a price list is at most 64 MiB");
        QTest::newRow("quote --seller-logo a FIFO")
            << QStringList{QStringLiteral("quote"), kSample, QStringLiteral("--settings"), QStringLiteral("none"),
                           QStringLiteral("--seller-logo"), QStringLiteral("fifo"), QStringLiteral("--out"), QStringLiteral("q.pdf")}
            << QString() << QStringLiteral("--seller-logo: fifo: it is a FIFO (named pipe), not a file");
        QTest::newRow("quote --seller-logo /dev/zero")
            << QStringList{QStringLiteral("quote"), kSample, QStringLiteral("--settings"), QStringLiteral("none"),
                           QStringLiteral("--seller-logo"), QStringLiteral("/dev/zero"), QStringLiteral("--out"), QStringLiteral("q.pdf")}
            << QString() << QStringLiteral("--seller-logo: /dev/zero: it is a device, not a file");
        QTest::newRow("quote --settings a FIFO")
            << QStringList{QStringLiteral("quote"), kSample, QStringLiteral("--settings"), QStringLiteral("fifo"), QStringLiteral("--out"),
                           QStringLiteral("q.pdf")}
            << QString() << QStringLiteral("--settings: fifo: it is a FIFO (named pipe), not a file");
        QTest::newRow("plan a FIFO project") << QStringList{QStringLiteral("plan"), QStringLiteral("fifo.json")} << QString()
                                             << QStringLiteral("fifo.json: it is a FIFO (named pipe), not a file");
        QTest::newRow("plan a 70 MiB project") << QStringList{QStringLiteral("plan"), QStringLiteral("big.json")} << QString()
                                               << QStringLiteral("big.json: the file is 70 MiB; a project file is at most 64 MiB");
        // The sentence the GUI translates, in English: where, and what in words of our own.
        QTest::newRow("plan a project cut short") << QStringList{QStringLiteral("plan"), QStringLiteral("cut.json")} << QString()
                                                  << QStringLiteral("cut.json: not valid JSON: line 2, column 25: the JSON ends too "
                                                                    "early (is the file cut short?)");
        // verify's inputs: ibnetdiscover output, LLDP tables and the names file (audit finding 1).
        const QString topology = QStringLiteral(FABRIC_SOURCE_DIR "/tests/data/golden/h100-ndr-4su/fabric.topo");
        const auto verify = [](const QString &project, const QString &flag, const QString &file) {
            return QStringList{QStringLiteral("verify"), project, flag, file};
        };
        QTest::newRow("verify --ibnetdiscover /dev/zero") << verify(kSample, QStringLiteral("--ibnetdiscover"), QStringLiteral("/dev/zero"))
                                                          << QString() << QStringLiteral("/dev/zero: it is a device, not a file");
        QTest::newRow("verify --ibnetdiscover /dev/urandom")
            << verify(kSample, QStringLiteral("--ibnetdiscover"), QStringLiteral("/dev/urandom")) << QString()
            << QStringLiteral("/dev/urandom: it is a device, not a file");
        QTest::newRow("verify --ibnetdiscover a FIFO") << verify(kSample, QStringLiteral("--ibnetdiscover"), QStringLiteral("fifo"))
                                                       << QString() << QStringLiteral("fifo: it is a FIFO (named pipe), not a file");
        QTest::newRow("verify --ibnetdiscover a folder") << verify(kSample, QStringLiteral("--ibnetdiscover"), QStringLiteral("sub"))
                                                         << QString() << QStringLiteral("sub: it is a folder, not a file");
        QTest::newRow("verify --ibnetdiscover 600 MiB")
            << verify(kSample, QStringLiteral("--ibnetdiscover"), QStringLiteral("big.topo")) << QString()
            << QStringLiteral("big.topo: the file is 600 MiB; a discovery file is at most 512 MiB");
        QTest::newRow("verify --lldp leaf=/dev/zero") << verify(kRoce, QStringLiteral("--lldp"), QStringLiteral("leaf=/dev/zero"))
                                                      << QString() << QStringLiteral("/dev/zero: it is a device, not a file");
        QTest::newRow("verify --lldp a FIFO") << verify(kRoce, QStringLiteral("--lldp"), QStringLiteral("leaf=fifo")) << QString()
                                              << QStringLiteral("fifo: it is a FIFO (named pipe), not a file");
        QTest::newRow("verify --names /dev/zero")
            << verify(kSample, QStringLiteral("--ibnetdiscover"), topology) + QStringList{QStringLiteral("--names"), QStringLiteral("/dev/zero")}
            << QString() << QStringLiteral("/dev/zero: it is a device, not a file");
        QTest::newRow("verify --names a FIFO")
            << verify(kSample, QStringLiteral("--ibnetdiscover"), topology) + QStringList{QStringLiteral("--names"), QStringLiteral("fifo")}
            << QString() << QStringLiteral("fifo: it is a FIFO (named pipe), not a file");
        QTest::newRow("catalogue a FIFO") << plan << QStringLiteral("fifo")
                                          << QStringLiteral("catalogue fifo: it is a FIFO (named pipe), not a file");
        QTest::newRow("catalogue a folder") << plan << QStringLiteral("sub") << QStringLiteral("catalogue sub: it is a folder, not a file");
        QTest::newRow("catalogue /dev/zero") << plan << QStringLiteral("/dev/zero")
                                             << QStringLiteral("catalogue /dev/zero: it is a device, not a file");
        QTest::newRow("catalogue of 0 bytes") << plan << QStringLiteral("empty.sqlite")
                                              << QStringLiteral("catalogue empty.sqlite is an empty file");
        QTest::newRow("catalogue not ours") << plan << QStringLiteral("other.sqlite")
                                            << QStringLiteral("other.sqlite is not a Fabric Planner catalogue (it has no schema version)");
    }

    void inputsAreRegularFiles()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, catalogue);
        QFETCH(QString, says);
        const QTemporaryDir folder;
        const QString f = folder.path();
        QVERIFY(QDir(f).mkdir(QStringLiteral("sub")));
        for (const char *fifo : {"/fifo", "/fifo.json"})
            QCOMPARE(::mkfifo(QFile::encodeName(f + QLatin1String(fifo)).constData(), 0600), 0);
        for (const auto &[big, mib] : {std::pair{"/big.csv", 70}, std::pair{"/big.json", 70}, std::pair{"/big.topo", 600}}) {
            QFile file(f + QLatin1String(big));
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(file.resize(qint64(mib) << 20)); // sparse: nothing is written
        }
        write(f + QStringLiteral("/empty.sqlite"), QByteArray());
        write(f + QStringLiteral("/cut.json"), QByteArray("{\n  \"design\": {\"nodes\": 4,"));
        {
            fabric::SqliteDatabase other;
            QCOMPARE(other.open(QFile::encodeName(f + QStringLiteral("/other.sqlite")).toStdString(),
                                fabric::SqliteDatabase::Mode::ReadWriteCreate),
                     std::string());
            QCOMPARE(other.execute("CREATE TABLE t (x)"), std::string());
        }
        QProcessEnvironment environment = environmentIn(f);
        if (!catalogue.isEmpty())
            environment.insert(QStringLiteral("FABRICPLANNER_CATALOGUE"), catalogue);
        QElapsedTimer timer;
        timer.start();
        const CliResult r = runCli(arguments, f, environment);
        QVERIFY2(timer.elapsed() < 30000, "an input must never block or grow without end");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY(!QFile::exists(f + QStringLiteral("/user.sqlite")));
        QVERIFY(!QFile::exists(f + QStringLiteral("/q.pdf")));
    }

    // 4. A damaged price database is never priced from: a price that is text, a currency the
    // catalogue does not know, one switch priced under its model and its part number, a NUL in a
    // source. The message names the database and the row.
    void damagedPriceDatabase_data()
    {
        QTest::addColumn<QStringList>("rows");
        QTest::addColumn<QString>("says");
        QTest::newRow("price 'abc'") << QStringList{QStringLiteral("'QM9790', 'abc', 'USD', 's'")}
                                     << QStringLiteral("the price of 'QM9790' is 'abc', not a number");
        QTest::newRow("currency XYZ") << QStringList{QStringLiteral("'QM9790', 1000, 'XYZ', 's'")}
                                      << QStringLiteral("the price of 'QM9790' is in 'XYZ', a currency the catalogue does not know");
        QTest::newRow("model and part number")
            << QStringList{QStringLiteral("'MQM9790-NS2F', 1000, 'USD', 's'"), QStringLiteral("'QM9790', 2000, 'USD', 's'")}
            << QStringLiteral("are the same part, priced twice");
        QTest::newRow("NUL in a source") << QStringList{QStringLiteral("'QM9790', 1000, 'USD', 'a' || char(0) || 'b'")}
                                         << QStringLiteral("the source of 'QM9790' holds a control character (U+0000)");
    }

    void damagedPriceDatabase()
    {
        QFETCH(QStringList, rows);
        QFETCH(QString, says);
        const QTemporaryDir folder;
        makePriceDatabase(folder.path(), rows);
        const CliResult r = runCli({QStringLiteral("bom"), kSample, QStringLiteral("--out"), QStringLiteral("-")}, folder.path(),
                                   environmentIn(folder.path()));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("your price database")), qPrintable(r.err));
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    // 4. A price database that is damaged or no file at all (a folder) is said the same way by every
    // command that reads it, with the command's prefix (audit finding 19: "no user prices in dir",
    // and "fabricplanner-cli plan:", "fabricplanner-cli:" or no prefix for one damaged file).
    void unusablePriceDatabase_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<bool>("folder"); // user.sqlite is a folder, else a file of garbage
        QTest::addColumn<QString>("says");
        const QList<std::pair<const char *, QStringList>> commands = {
            {"plan", {QStringLiteral("plan"), QStringLiteral("--nodes"), QStringLiteral("4")}},
            {"bom", {QStringLiteral("bom"), kSample, QStringLiteral("--out"), QStringLiteral("-")}},
            {"prices list", {QStringLiteral("prices"), QStringLiteral("list")}},
            {"prices import", {QStringLiteral("prices"), QStringLiteral("import"), QStringLiteral("list.csv")}},
        };
        for (const auto &[name, arguments] : commands) {
            const QString prefix = QStringLiteral("fabricplanner-cli ") + arguments.front() + QStringLiteral(": your price database ");
            QTest::addRow("%s, a folder", name) << arguments << true << prefix + QStringLiteral("user.sqlite: it is a folder, not a file\n");
            QTest::addRow("%s, damaged", name) << arguments << false << prefix + QStringLiteral("user.sqlite is damaged (file is not a database)");
        }
    }

    void unusablePriceDatabase()
    {
        QFETCH(QStringList, arguments);
        QFETCH(bool, folder);
        QFETCH(QString, says);
        const QTemporaryDir dir;
        const QString f = dir.path();
        write(f + QStringLiteral("/list.csv"), "part_number,price,currency\nQM9790,1,USD\n");
        if (folder)
            QVERIFY(QDir(f).mkdir(QStringLiteral("user.sqlite")));
        else
            write(f + QStringLiteral("/user.sqlite"), QByteArray(4096, 'x'));
        QProcessEnvironment environment = environmentIn(f);
        environment.insert(QStringLiteral("FABRICPLANNER_USER_DB"), QStringLiteral("user.sqlite"));
        const CliResult r = runCli(arguments, f, environment);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(says) || r.err.contains(QLatin1Char('\n') + says), qPrintable(r.err));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY(r.out.isEmpty());
    }

    // 4. What prices import takes and prices list shows: a price that rounds to 0 is said to be
    // free, as 0 is; a source of several lines stays on its row (audit finding 20).
    void pricesImportAndList_data()
    {
        QTest::addColumn<QByteArray>("row");
        QTest::addColumn<QString>("importSays"); // on standard error
        QTest::addColumn<QStringList>("listed"); // the list's row: part, price, currency, source
        QTest::newRow("1e-300") << QByteArray("QM9790,1e-300,USD,quote")
                                << QStringLiteral("fabricplanner-cli prices: warning: list.csv:2: 'QM9790' is priced at 1e-300, which is 0 "
                                                  "to the cent: it counts as free in every total")
                                << QStringList{"QM9790", "0", "USD", "quote"};
        QTest::newRow("a source of two lines") << QByteArray("QM9790,5,USD,\"a\nb\"") << QString()
                                               << QStringList{"QM9790", "5", "USD", "a\\x0Ab"};
    }

    void pricesImportAndList()
    {
        QFETCH(QByteArray, row);
        QFETCH(QString, importSays);
        QFETCH(QStringList, listed);
        const QTemporaryDir dir;
        const QString f = dir.path();
        write(f + QStringLiteral("/list.csv"), "part_number,price,currency,source\n" + row + '\n');
        const CliResult imported = runCli({QStringLiteral("prices"), QStringLiteral("import"), QStringLiteral("list.csv")}, f, environmentIn(f));
        QCOMPARE(imported.exitCode, 0);
        QVERIFY2(importSays.isEmpty() ? imported.err.isEmpty() : imported.err.contains(importSays), qPrintable(imported.err));
        const CliResult list = runCli({QStringLiteral("prices"), QStringLiteral("list")}, f, environmentIn(f));
        QCOMPARE(list.exitCode, 0);
        const QStringList lines = list.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3); // the header, its rule, the one price
        QCOMPARE(lines[2].split(QRegularExpression(QStringLiteral("\\s{2,}"))).mid(0, 4), listed);
    }

    // 4. A list saved by a spreadsheet imports, and the import counts what it took in words that
    // fit the count ("imported 1 prices").
    void pricesImportSaysWhatItTook_data()
    {
        QTest::addColumn<QByteArray>("list");
        QTest::addColumn<QString>("says");
        QTest::addColumn<QString>("listedPrice");
        QTest::newRow("one price") << QByteArray("part_number,price,currency\nQM9790,30000,USD\n")
                                   << QStringLiteral("imported 1 price into ") << QStringLiteral("30000");
        QTest::newRow("two prices") << QByteArray("part_number,price,currency\nQM9790,30000,USD\nQM9700,\"31,000.50\",USD\n")
                                    << QStringLiteral("imported 2 prices into ") << QStringLiteral("30000");
        QTest::newRow("Excel with a decimal comma") << QByteArray("part_number;price;currency\r\nQM9790;30.000,50;USD\r\n")
                                                    << QStringLiteral("imported 1 price into ") << QStringLiteral("30000.5");
    }

    void pricesImportSaysWhatItTook()
    {
        QFETCH(QByteArray, list);
        QFETCH(QString, says);
        QFETCH(QString, listedPrice);
        const QTemporaryDir dir;
        const QString f = dir.path();
        write(f + QStringLiteral("/list.csv"), list);
        const CliResult imported = runCli({QStringLiteral("prices"), QStringLiteral("import"), QStringLiteral("list.csv")}, f, environmentIn(f));
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        QVERIFY2(imported.out.startsWith(says), qPrintable(imported.out));
        const CliResult listedPrices = runCli({QStringLiteral("prices"), QStringLiteral("list")}, f, environmentIn(f));
        QVERIFY2(listedPrices.out.contains(QRegularExpression(QStringLiteral("QM9790\\s+") + QRegularExpression::escape(listedPrice) + QStringLiteral("\\s"))),
                 qPrintable(listedPrices.out));
    }

    // 4. The same part under its model and its part number in one price list is refused at import.
    void priceListPricesAPartOnce()
    {
        const QTemporaryDir folder;
        write(folder.filePath(QStringLiteral("list.csv")), "part_number,price,currency\nMQM9790-NS2F,1,USD\nQM9790,2,USD\n");
        const CliResult r = runCli({QStringLiteral("prices"), QStringLiteral("import"), QStringLiteral("list.csv")}, folder.path(),
                                   environmentIn(folder.path()));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("list.csv:3: 'QM9790' is the same part as 'MQM9790-NS2F', already priced on line 2")),
                 qPrintable(r.err));
    }

    // 4. A rejected price list is said line by line, each line with the CLI's prefix as every other
    // message has (its bad lines were printed bare), then that nothing was imported. A price in a
    // currency the catalogue has no rate for (GBP) names the currencies it can be in: it said
    // "unknown currency 'GBP' (known: CNY, EUR, USD)", as if GBP were no currency.
    void priceListProblemsAreSaidLineByLine_data()
    {
        QTest::addColumn<QByteArray>("rows");
        QTest::addColumn<QStringList>("says"); // standard error, line by line
        const QString prefix = QStringLiteral("fabricplanner-cli prices: ");
        QTest::newRow("a bad price and an unknown part")
            << QByteArray("QM9790,abc,USD\nNOPE-1,5,USD\n")
            << QStringList{prefix + "list.csv:2: price 'abc' is not a number", prefix + "list.csv:3: unknown part number 'NOPE-1'",
                           prefix + "nothing was imported (--skip-unknown leaves out the lines of unknown parts)"};
        QTest::newRow("unknown parts only")
            << QByteArray("NOPE-1,5,USD\nNOPE-2,5,USD\n")
            << QStringList{prefix + "list.csv:2: unknown part number 'NOPE-1'", prefix + "list.csv:3: unknown part number 'NOPE-2'",
                           prefix + "nothing was imported (--skip-unknown leaves out the lines of unknown parts)"};
        QTest::newRow("GBP") << QByteArray("QM9790,5,GBP\n")
                             << QStringList{prefix + "list.csv:2: the catalogue has no exchange rate for GBP (Pound Sterling): "
                                                     "give the price in CNY, EUR or USD"};
        QTest::newRow("GBP among USD and EUR")
            << QByteArray("QM9790,5,USD\nQM8790,6,gbp\nQM9700,7,EUR\nQM8700,8,GBP\n")
            << QStringList{prefix + "list.csv:3: the catalogue has no exchange rate for GBP (Pound Sterling): "
                                    "give the price in CNY, EUR or USD",
                           prefix + "list.csv:5: the catalogue has no exchange rate for GBP (Pound Sterling): "
                                    "give the price in CNY, EUR or USD",
                           prefix + "nothing was imported"};
        QTest::newRow("no currency code") << QByteArray("QM9790,5,EURO\n")
                                          << QStringList{prefix + "list.csv:2: 'EURO' is not an ISO 4217 currency code: "
                                                                  "give the price in CNY, EUR or USD"};
    }

    void priceListProblemsAreSaidLineByLine()
    {
        QFETCH(QByteArray, rows);
        QFETCH(QStringList, says);
        const QTemporaryDir folder;
        write(folder.filePath(QStringLiteral("list.csv")), "part_number,price,currency\n" + rows);
        const CliResult r = runCli({QStringLiteral("prices"), QStringLiteral("import"), QStringLiteral("list.csv")}, folder.path(),
                                   environmentIn(folder.path()));
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.split(u'\n', Qt::SkipEmptyParts), says);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFile::exists(folder.filePath(QStringLiteral("user.sqlite"))));
    }

    // 5. Messages that said too little or the wrong thing.
    void messages_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        QTest::newRow("--switch ''") << QStringList{QStringLiteral("plan"), QStringLiteral("--nodes"), QStringLiteral("4"),
                                                    QStringLiteral("--switch"), QString()}
                                     << 2 << QStringLiteral("--switch takes a name such as QM9700 or auto, not an empty text");
        QTest::newRow("--platform ' '") << QStringList{QStringLiteral("plan"), QStringLiteral("--platform"), QStringLiteral(" ")} << 2
                                        << QStringLiteral("--platform takes a name such as DGX-H100, not an empty text");
        QTest::newRow("--name of 1,001 characters")
            << QStringList{QStringLiteral("plan"), QStringLiteral("--nodes"), QStringLiteral("4"), QStringLiteral("--name"),
                           QString(1001, u'n')}
            << 1 << QStringLiteral("--name: the name has 1001 characters; a name has at most 1000");
        QTest::newRow("bom of a 64 KiB name")
            << QStringList{QStringLiteral("bom"), QStringLiteral("long.json"), QStringLiteral("--out"), QStringLiteral("b.xlsx")} << 1
            << QStringLiteral("long.json: $.design.name: the name has 65536 characters; a name has at most 1000");
    }

    void messages()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        const QTemporaryDir folder;
        QByteArray longName = contents(kSample);
        const int at = longName.indexOf("\"name\"");
        QVERIFY(at > 0);
        const int start = longName.indexOf('"', longName.indexOf(':', at)) + 1;
        const int end = longName.indexOf('"', start);
        longName.replace(start, end - start, QByteArray(65536, 'n'));
        write(folder.filePath(QStringLiteral("long.json")), longName);
        const CliResult r = runCli(arguments, folder.path(), environmentIn(folder.path()));
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(says), qPrintable(r.err.left(600)));
        QVERIFY(!QFile::exists(folder.filePath(QStringLiteral("b.xlsx"))));
    }

    // 5. A design the sizing refuses names the setting at fault (the flag, or the project file's
    // JSON path) and says why, with the range that works, before the ways out: "plan: : use 4
    // planes or plan at most 8 nodes" had neither.
    void sizingErrorsNameTheirField_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("oversubscription"); // written into the project p.json when set
        QTest::addColumn<QString>("says");
        const QStringList plan{QStringLiteral("plan"), QStringLiteral("--nodes"), QStringLiteral("64")};
        const auto flag = [&](const char *value, const char *switchModel = nullptr) {
            QStringList arguments = plan + QStringList{QStringLiteral("--oversubscription"), QString::fromLatin1(value)};
            if (switchModel)
                arguments << QStringLiteral("--switch") << QString::fromLatin1(switchModel);
            return arguments;
        };
        const auto too = [](const char *model) {
            return QStringLiteral("leaves no up port on a 64-port %1; it allows at most 63:1; or ").arg(QLatin1String(model));
        };
        QTest::newRow("--oversubscription 64") << flag("64") << QString()
                                               << QStringLiteral("--oversubscription: 64:1 ") + too("QM9790");
        QTest::newRow("--oversubscription 64 --switch QM9790") << flag("64", "QM9790") << QString()
                                                               << QStringLiteral("--oversubscription: 64:1 ") + too("QM9790");
        QTest::newRow("--oversubscription 63.7") << flag("63.7") << QString()
                                                 << QStringLiteral("--oversubscription: 63.7:1 ") + too("QM9790");
        QTest::newRow("$.design.oversubscription 64") << QStringList{QStringLiteral("plan"), QStringLiteral("p.json")}
                                                      << QStringLiteral("64")
                                                      << QStringLiteral("$.design.oversubscription: 64:1 ") + too("QM9700");
        QTest::newRow("bom of $.design.oversubscription 64")
            << QStringList{QStringLiteral("bom"), QStringLiteral("p.json"), QStringLiteral("--out"), QStringLiteral("b.csv")}
            << QStringLiteral("64")
            << QStringLiteral("$.design.oversubscription: 64:1 ") + too("QM9700");
        QTest::newRow("p.json --oversubscription 64") << QStringList{QStringLiteral("plan"), QStringLiteral("p.json"),
                                                                     QStringLiteral("--oversubscription"), QStringLiteral("64")}
                                                      << QStringLiteral("1.0")
                                                      << QStringLiteral("--oversubscription: 64:1 ") + too("QM9700");
    }

    void sizingErrorsNameTheirField()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, oversubscription);
        QFETCH(QString, says);
        const QTemporaryDir folder;
        if (!oversubscription.isEmpty())
            write(folder.filePath(QStringLiteral("p.json")),
                  contents(kSample).replace("\"oversubscription\": 1.0", "\"oversubscription\": " + oversubscription.toUtf8()));
        const CliResult r = runCli(arguments, folder.path(), environmentIn(folder.path()));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral(": : ")), qPrintable(r.err));
        QVERIFY(!QFile::exists(folder.filePath(QStringLiteral("b.csv"))));
    }

    // 5. A full disk during an .xlsx export: one line naming the user's file and the system's
    // reason, not libxlsxwriter's [ERROR] lines nor the temporary file's name.
    void fullDiskNamesTheUsersFile()
    {
        const QTemporaryDir folder;
        const QString disk = folder.filePath(QStringLiteral("disk"));
        QVERIFY(QDir().mkpath(disk));
        if (::geteuid() != 0 || ::mount("tmpfs", QFile::encodeName(disk).constData(), "tmpfs", 0, "size=64k") != 0)
            QSKIP("mounting a small tmpfs needs root");
        const CliResult r = runCli({QStringLiteral("bom"), kSample, QStringLiteral("--out"), disk + QStringLiteral("/bom.xlsx")},
                                   folder.path(), environmentIn(folder.path()));
        ::umount(QFile::encodeName(disk).constData());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(disk + QStringLiteral("/bom.xlsx")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("[ERROR]")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral(".fabricplanner-tmp-")), qPrintable(r.err));
        QCOMPARE(r.err.count(QStringLiteral("bom.xlsx")), 1); // (the plan's notes come before)
    }

    // 6. A legal file name of up to 255 bytes can be written by every writer: the temporary file
    // beside it has a short name of its own.
    void longestFileNames_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("suffix");
        const QStringList exp = {QStringLiteral("export"), kSample};
        QTest::newRow("cabling csv") << exp + QStringList{QStringLiteral("--cabling")} << QStringLiteral(".csv");
        QTest::newRow("topo") << exp + QStringList{QStringLiteral("--topology")} << QStringLiteral(".topo");
        QTest::newRow("dot") << exp + QStringList{QStringLiteral("--dot")} << QStringLiteral(".dot");
        QTest::newRow("slurm") << exp + QStringList{QStringLiteral("--slurm")} << QStringLiteral(".conf");
        QTest::newRow("floor svg") << exp + QStringList{QStringLiteral("--floor-diagram")} << QStringLiteral(".svg");
        QTest::newRow("bom xlsx") << QStringList{QStringLiteral("bom"), kSample, QStringLiteral("--out")} << QStringLiteral(".xlsx");
        QTest::newRow("bom csv") << QStringList{QStringLiteral("bom"), kSample, QStringLiteral("--out")} << QStringLiteral(".csv");
        QTest::newRow("quote pdf") << QStringList{QStringLiteral("quote"), kSample, QStringLiteral("--settings"), QStringLiteral("none"),
                                                  QStringLiteral("--out")}
                                   << QStringLiteral(".pdf");
    }

    void longestFileNames()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, suffix);
        const QTemporaryDir folder;
        for (const int length : {220, 255}) {
            const QString name = QString(length - suffix.size(), u'n') + suffix;
            const CliResult r = runCli(arguments + QStringList{name}, folder.path(), environmentIn(folder.path()));
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            QVERIFY(QFileInfo(folder.filePath(name)).size() > 0);
        }
    }

    // 7. A raster diagram is bounded: a PNG that would pass the pixel budget is scaled (with a note)
    // or, when it could no longer be read, refused in favour of SVG, before anything is painted.
    void rasterDiagramsAreBounded_data()
    {
        QTest::addColumn<QString>("gpus");
        QTest::addColumn<bool>("written");
        QTest::addColumn<QString>("says");
        QTest::newRow("65,536 GPUs: scaled") << QStringLiteral("65536") << true << QStringLiteral("note: --floor-diagram f.png: the PNG is scaled to");
        QTest::newRow("524,288 GPUs: SVG instead") << QStringLiteral("524288") << false << QStringLiteral("write it as .svg");
    }

    void rasterDiagramsAreBounded()
    {
        QFETCH(QString, gpus);
        QFETCH(bool, written);
        QFETCH(QString, says);
        const QTemporaryDir folder;
        const CliResult r = runCli({QStringLiteral("export"), QStringLiteral("--gpus"), gpus, QStringLiteral("--planes"), QStringLiteral("8"),
                                    QStringLiteral("--floor-diagram"), QStringLiteral("f.png")},
                                   folder.path(), environmentIn(folder.path()));
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QCOMPARE(r.exitCode, written ? 0 : 1);
        QCOMPARE(QFile::exists(folder.filePath(QStringLiteral("f.png"))), written);
        if (written) {
            // The PNG's IHDR chunk: width and height, big-endian, at bytes 16 and 20.
            const QByteArray png = contents(folder.filePath(QStringLiteral("f.png")));
            QVERIFY(png.size() > 24 && png.mid(12, 4) == "IHDR");
            const auto number = [&](int at) {
                return (quint32(quint8(png[at])) << 24) | (quint32(quint8(png[at + 1])) << 16) | (quint32(quint8(png[at + 2])) << 8)
                       | quint32(quint8(png[at + 3]));
            };
            QVERIFY(number(16) > 0 && number(20) > 0);
            QVERIFY(double(number(16)) * number(20) <= 32e6);
        }
    }

    // 8. A temporary file a killed writer left in an output's folder is removed by the next command
    // that writes there, whether it writes, fails, or is refused.
    void staleTemporariesAreSwept_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("export --dot") << QStringList{QStringLiteral("export"), kSample, QStringLiteral("--dot"), QStringLiteral("out/x.dot")} << 0;
        QTest::newRow("bom --out csv") << QStringList{QStringLiteral("bom"), kSample, QStringLiteral("--out"), QStringLiteral("out/b.csv")} << 0;
        QTest::newRow("compare --out") << QStringList{QStringLiteral("compare"), kSample, kRoce, QStringLiteral("--out"),
                                                      QStringLiteral("out/c.xlsx")}
                                       << 0;
        QTest::newRow("quote --out") << QStringList{QStringLiteral("quote"), kSample, QStringLiteral("--settings"), QStringLiteral("none"),
                                                    QStringLiteral("--out"), QStringLiteral("out/q.pdf")}
                                     << 0;
        QTest::newRow("refused: two outputs one file")
            << QStringList{QStringLiteral("export"), kSample, QStringLiteral("--topology-diagram"), QStringLiteral("out/x.svg"),
                           QStringLiteral("--floor-diagram"), QStringLiteral("out/x.svg")}
            << 1;
        QTest::newRow("failed: impossible design")
            << QStringList{QStringLiteral("export"), QStringLiteral("--nodes"), QStringLiteral("4"), QStringLiteral("--switch"),
                           QStringLiteral("no-such-switch"), QStringLiteral("--dot"), QStringLiteral("out/x.dot")}
            << 1;
    }

    void staleTemporariesAreSwept()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        const QTemporaryDir folder;
        QVERIFY(QDir(folder.path()).mkdir(QStringLiteral("out")));
        // Left by a writer killed with -9: process 2^22 + 1 is above Linux's highest process id.
        const QString stale = folder.filePath(QStringLiteral("out/.fabricplanner-tmp-4194305-123456"));
        write(stale, QByteArray(1 << 20, 'x'));
        const CliResult r = runCli(arguments, folder.path(), environmentIn(folder.path()));
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(!QFile::exists(stale), qPrintable(r.err));
    }

    // 9. What a command prints reaches standard output, or the run fails saying why (audit finding
    // 6: a full disk or /dev/full exited 0 with nothing written, or 1 without a word).
    void standardOutputFailuresAreReported_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("output"); // /dev/full, "closed" or /dev/null (the control)
        QTest::addColumn<QString>("says");
        const QStringList plan = {QStringLiteral("plan"), QStringLiteral("--nodes"), QStringLiteral("16"), QStringLiteral("--json")};
        const QStringList commands[] = {
            plan,
            {QStringLiteral("plan"), QStringLiteral("--nodes"), QStringLiteral("16")},
            {QStringLiteral("model"), QStringLiteral("--nodes"), QStringLiteral("16")},
            {QStringLiteral("catalogue"), QStringLiteral("--kind"), QStringLiteral("switch")},
            {QStringLiteral("prices"), QStringLiteral("list")},
            {QStringLiteral("bom"), QStringLiteral("--nodes"), QStringLiteral("16"), QStringLiteral("--out"), QStringLiteral("-")},
            {QStringLiteral("export"), QStringLiteral("--nodes"), QStringLiteral("16"), QStringLiteral("--cabling"), QStringLiteral("-")},
            {QStringLiteral("export"), QStringLiteral("--nodes"), QStringLiteral("16"), QStringLiteral("--topology"), QStringLiteral("-")},
            {QStringLiteral("--help")},
        };
        for (const QStringList &command : commands) {
            const QString name = command.join(u' ');
            QTest::newRow(qPrintable(name + QStringLiteral(" > /dev/full")))
                << command << QStringLiteral("/dev/full") << QStringLiteral(": cannot write standard output: No space left on device\n");
            QTest::newRow(qPrintable(name + QStringLiteral(" >&-")))
                << command << QStringLiteral("closed") << QStringLiteral(": cannot write standard output: Bad file descriptor\n");
            QTest::newRow(qPrintable(name + QStringLiteral(" > /dev/null"))) << command << QStringLiteral("/dev/null") << QString();
        }
        // Nothing printed: a closed standard output is no error.
        QTest::newRow("bom --out b.csv >&-") << QStringList{QStringLiteral("bom"), QStringLiteral("--nodes"), QStringLiteral("16"),
                                                            QStringLiteral("--out"), QStringLiteral("b.csv")}
                                             << QStringLiteral("closed") << QString();
    }

    void standardOutputFailuresAreReported()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, output);
        QFETCH(QString, says);
        const QTemporaryDir folder;
        QProcess process;
        process.setProcessEnvironment(environmentIn(folder.path()));
        process.setWorkingDirectory(folder.path());
        const QString cli = QStringLiteral(FABRIC_BINARY_DIR "/bin/fabricplanner-cli");
        if (output == QLatin1String("closed")) {
            process.start(QStringLiteral("/bin/sh"), QStringList{QStringLiteral("-c"), QStringLiteral("exec \"$0\" \"$@\" >&-"), cli} + arguments);
        } else {
            process.setStandardOutputFile(output);
            process.start(cli, arguments);
        }
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        const QString err = QString::fromUtf8(process.readAllStandardError());
        if (says.isEmpty()) {
            QVERIFY2(!err.contains(QStringLiteral("standard output")), qPrintable(err));
            QCOMPARE(process.exitCode(), 0);
            return;
        }
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(err.contains(says), qPrintable(err));
        QCOMPARE(err.count(QStringLiteral("standard output")), 1); // said once
    }

    // 10. Every output's place is checked before anything is planned or written (audit findings 7
    // and 8): a run of several outputs writes none of them when one cannot be written.
    void outputsAreCheckedFirst_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("says");
        const QStringList small = {QStringLiteral("--nodes"), QStringLiteral("4"), QStringLiteral("--networks"), QStringLiteral("compute")};
        QTest::newRow("export, the second of three in a missing folder")
            << QStringList{QStringLiteral("export"), QStringLiteral("--cabling"), QStringLiteral("c1.csv"), QStringLiteral("--topology"),
                           QStringLiteral("/nonexist/t.topo"), QStringLiteral("--dot"), QStringLiteral("d.dot")}
                   + small
            << QStringLiteral("fabricplanner-cli export: --topology: cannot write /nonexist/t.topo: the folder /nonexist does not exist\n");
        QTest::newRow("export, the last a folder")
            << QStringList{QStringLiteral("export"), QStringLiteral("--cabling"), QStringLiteral("c1.csv"), QStringLiteral("--dot"),
                           QStringLiteral("sub")}
                   + small
            << QStringLiteral("fabricplanner-cli export: --dot: cannot write sub: it is a folder, not a file\n");
        QTest::newRow("export --rack-elevations ''")
            << QStringList{QStringLiteral("export"), QStringLiteral("--cabling"), QStringLiteral("c1.csv"), QStringLiteral("--rack-elevations"),
                           QString()}
                   + small
            << QStringLiteral("fabricplanner-cli export: --rack-elevations: no output folder given\n");
        QTest::newRow("export --rack-elevations, a folder in a missing folder")
            << QStringList{QStringLiteral("export"), QStringLiteral("--cabling"), QStringLiteral("c1.csv"), QStringLiteral("--rack-elevations"),
                           QStringLiteral("/nonexist/racks/")}
                   + small
            << QStringLiteral("fabricplanner-cli export: --rack-elevations: the folder /nonexist does not exist\n");
        QTest::newRow("export --rack-elevations, a folder in a file")
            << QStringList{QStringLiteral("export"), QStringLiteral("--cabling"), QStringLiteral("c1.csv"), QStringLiteral("--rack-elevations"),
                           QStringLiteral("old.txt/racks")}
                   + small
            << QStringLiteral("fabricplanner-cli export: --rack-elevations: old.txt is not a folder\n");
        QTest::newRow("export --rack-elevations, a file")
            << QStringList{QStringLiteral("export"), QStringLiteral("--cabling"), QStringLiteral("c1.csv"), QStringLiteral("--rack-elevations"),
                           QStringLiteral("old.txt")}
                   + small
            << QStringLiteral("fabricplanner-cli export: --rack-elevations: old.txt is a file, not a folder\n");
        // A file where its folder should be is not said to be missing (it is there, as a file).
        QTest::newRow("export --labels in a file")
            << QStringList{QStringLiteral("export"), QStringLiteral("--cabling"), QStringLiteral("c1.csv"), QStringLiteral("--labels"),
                           QStringLiteral("old.txt/l.pdf")}
                   + small
            << QStringLiteral("fabricplanner-cli export: --labels: cannot write old.txt/l.pdf: old.txt is a file, not a folder\n");
        QTest::newRow("quote --save-project in a missing folder")
            << QStringList{QStringLiteral("quote"), kSample, QStringLiteral("--settings"), QStringLiteral("none"), QStringLiteral("--out"),
                           QStringLiteral("q.pdf"), QStringLiteral("--save-project"), QStringLiteral("/nonexist/x.json")}
            << QStringLiteral("fabricplanner-cli quote: --save-project: cannot write /nonexist/x.json: the folder /nonexist does not exist\n");
        // Named once (audit finding 19: "/nonexist/q.pdf: cannot write /nonexist/q.pdf: ...").
        QTest::newRow("quote --out in a missing folder")
            << QStringList{QStringLiteral("quote"), kSample, QStringLiteral("--settings"), QStringLiteral("none"), QStringLiteral("--out"),
                           QStringLiteral("/nonexist/q.pdf")}
            << QStringLiteral("fabricplanner-cli quote: --out: cannot write /nonexist/q.pdf: the folder /nonexist does not exist\n");
    }

    void outputsAreCheckedFirst()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, says);
        const QTemporaryDir folder;
        const QString f = folder.path();
        QVERIFY(QDir(f).mkdir(QStringLiteral("sub")));
        write(f + QStringLiteral("/old.txt"), "kept");
        const auto before = snapshot(f);
        const CliResult r = runCli(arguments, f, environmentIn(f));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("note:")), qPrintable(r.err)); // refused before it planned
        QCOMPARE(snapshot(f), before);                                         // nothing written
        QCOMPARE(QDir(f + QStringLiteral("/sub")).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList());
    }

    // 11. Rack elevations: files of an earlier design that this plan does not have are left, and
    // said; a run that fails part-way says which racks it wrote (audit finding 8).
    void rackElevationsSayWhatTheFolderHolds()
    {
        const QTemporaryDir folder;
        const QString f = folder.path();
        QVERIFY(QDir(f).mkdir(QStringLiteral("racks")));
        for (const char *name : {"/racks/R09-09.svg", "/racks/R10-01.svg", "/racks/notes.svg", "/racks/R1.svg"})
            write(f + QLatin1String(name), "an older file");
        const QStringList exportRacks = {QStringLiteral("export"), QStringLiteral("--nodes"), QStringLiteral("4"), QStringLiteral("--networks"),
                                         QStringLiteral("compute"), QStringLiteral("--rack-elevations"), QStringLiteral("racks")};
        CliResult r = runCli(exportRacks, f, environmentIn(f));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QStringLiteral("warning: --rack-elevations racks: 2 files in the folder are named as rack elevations but "
                                               "are no racks of this plan (left as they were): R09-09.svg, R10-01.svg\n")),
                 qPrintable(r.err));
        for (const char *name : {"/racks/R09-09.svg", "/racks/R10-01.svg", "/racks/notes.svg", "/racks/R1.svg"})
            QCOMPARE(contents(f + QLatin1String(name)), QByteArray("an older file"));
        const QStringList planned = QDir(f + QStringLiteral("/racks")).entryList({QStringLiteral("R0[12]-*.svg")}, QDir::Files);
        QCOMPARE(planned.size(), 3);

        // A rack that cannot be written (a folder holds its name) ends the run: the racks written
        // before it are named. Each rack in turn, since the order they are written in is the plan's.
        int partial = 0;
        for (const QString &blocked : planned) {
            const QString racks = f + QStringLiteral("/racks/");
            for (const QString &name : planned)
                QFile::remove(racks + name);
            QVERIFY(QDir(racks).mkdir(blocked));
            r = runCli(exportRacks, f, environmentIn(f));
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(blocked + QStringLiteral(": it is a folder, not a file")), qPrintable(r.err));
            QStringList written;
            for (const QString &name : planned)
                if (QFileInfo(racks + name).isFile())
                    written << name;
            if (written.isEmpty()) {
                QVERIFY2(!r.err.contains(QStringLiteral("written before it")), qPrintable(r.err));
            } else {
                ++partial;
                const QString says = written.size() == 1
                    ? QStringLiteral("; written before it: 1 of the 3 rack elevations (%1), the others not\n").arg(written.front())
                    : QStringLiteral("; written before it: %1 of the 3 rack elevations (").arg(written.size());
                QVERIFY2(r.err.contains(says), qPrintable(r.err));
            }
            QVERIFY(QDir(racks).rmdir(blocked));
        }
        QCOMPARE(partial, 2); // the second and the third rack
    }

    // 11b. A folder that is not there is made, as mkdir makes it (docs/cli.md's own example writes
    // to racks/ in a clean checkout); nothing is made when the run fails before it writes.
    void rackElevationsMakeTheirFolder_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<bool>("made");
        QTest::newRow("racks/") << QStringLiteral("racks/") << 0 << true;
        QTest::newRow("racks") << QStringLiteral("racks") << 0 << true;
        QTest::newRow("sub/racks, in a folder that is there") << QStringLiteral("sub/racks") << 0 << true;
        QTest::newRow("a design that cannot be planned: nothing made") << QStringLiteral("racks") << 1 << false;
    }

    void rackElevationsMakeTheirFolder()
    {
        QFETCH(QString, folder);
        QFETCH(int, exitCode);
        QFETCH(bool, made);
        const QTemporaryDir scratch;
        const QString f = scratch.path();
        QVERIFY(QDir(f).mkdir(QStringLiteral("sub")));
        const QString nodes = exitCode == 0 ? QStringLiteral("4") : QStringLiteral("400000");
        const CliResult r = runCli({QStringLiteral("export"), QStringLiteral("--nodes"), nodes, QStringLiteral("--networks"),
                                    QStringLiteral("compute"), QStringLiteral("--rack-elevations"), folder},
                                   f, environmentIn(f));
        QCOMPARE(r.exitCode, exitCode);
        const QDir racks(f + QLatin1Char('/') + folder);
        QCOMPARE(racks.exists(), made);
        if (made)
            QVERIFY2(!racks.entryList({QStringLiteral("R*.svg")}, QDir::Files).isEmpty(), qPrintable(r.err));
    }

    // 12. What a project file says is checked on every command that loads it, naming the file and
    // the JSON path: a key given twice, a discount of no category, a stored price of no part, a
    // model parameter out of range (audit findings 3, 4, 9 and 10: each was taken silently).
    void projectFieldsAreChecked_data()
    {
        QTest::addColumn<QByteArray>("design"); // what follows "platform" and "nodes" in the design
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("says");
        const QByteArray overrides = R"("modelOverrides": {"mnnvl_bw_fraction": 5})";
        for (const char *command : {"plan", "bom", "model", "explore"})
            QTest::newRow(qPrintable(QStringLiteral("%1, modelOverrides out of range").arg(QLatin1String(command))))
                << overrides << QString::fromLatin1(command)
                << QStringLiteral("p.json: $.design.modelOverrides.mnnvl_bw_fraction: expected a fraction in (0, 1], got 5");
        QTest::newRow("model, modelOverrides of no parameter") << QByteArray(R"("modelOverrides": {"bogus": 1})") << QStringLiteral("model")
                                                               << QStringLiteral("p.json: $.design.modelOverrides.bogus: no model parameter");
        QTest::newRow("plan, nodes twice") << QByteArray(R"("nodes": 32)") << QStringLiteral("plan")
                                           << QStringLiteral("p.json: $.design.nodes: given twice");
        QTest::newRow("bom, a discount of no category") << QByteArray(R"("quote": {"discountPercentByCategory": {"switch": 20}})")
                                                        << QStringLiteral("bom")
                                                        << QStringLiteral("p.json: $.design.quote.discountPercentByCategory.switch: not a "
                                                                          "category of the bill of materials; the categories are Compute");
        QTest::newRow("bom, a stored price of no part")
            << QByteArray(R"("pricing": {"prices": [{"part": "NOPE", "price": 5, "currency": "USD", "source": "x", "date": "2025-01-01"}]})")
            << QStringLiteral("bom") << QStringLiteral("p.json: $.design.pricing.prices[0].part: unknown part 'NOPE'");
        QTest::newRow("bom, one part priced under two names")
            << QByteArray(R"("pricing": {"prices": [{"part": "QM9790", "price": 5, "currency": "USD", "source": "x", "date": "2025-01-01"},)"
                          R"( {"part": "MQM9790-NS2F", "price": 6, "currency": "USD", "source": "x", "date": "2025-01-01"}]})")
            << QStringLiteral("bom") << QStringLiteral("p.json: $.design.pricing.prices[1].part: 'MQM9790-NS2F' is the same part as pricing.prices[0].part, 'QM9790'");
        // What plan takes, named with the file (audit finding 11: "with --exchange-rate", which plan refuses, and no file).
        QTest::newRow("plan, a currency with no rate")
            << QByteArray(R"("pricing": {"currency": "GBP"})") << QStringLiteral("plan")
            << QStringLiteral("fabricplanner-cli plan: p.json: $.design.pricing.currency: no exchange rate for GBP: give one (GBP per USD) in "
                              "pricing.exchangeRate, with its date in pricing.exchangeRateDate, or in the desktop application's Settings\n");
    }

    void projectFieldsAreChecked()
    {
        QFETCH(QByteArray, design);
        QFETCH(QString, command);
        QFETCH(QString, says);
        const QTemporaryDir folder;
        const QString f = folder.path();
        write(f + QStringLiteral("/p.json"),
              R"({"format": "fabricplanner-project", "version": 2, "design": {"platform": "DGX-H100", "nodes": 16, )" + design + "}}");
        QStringList arguments = {command, QStringLiteral("p.json")};
        if (command == QLatin1String("bom"))
            arguments << QStringLiteral("--out") << QStringLiteral("b.csv");
        if (command == QLatin1String("explore"))
            arguments << QStringLiteral("--fabric") << QStringLiteral("ib") << QStringLiteral("--switch") << QStringLiteral("QM9700");
        const CliResult r = runCli(arguments, f, environmentIn(f));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY(!QFile::exists(f + QStringLiteral("/b.csv")));
    }

    // 12. A project file that cannot be read says why in words a user acts on (audit finding 19:
    // "expected 1, got 0" for a format of two versions, the parser's "invalid literal; last read:
    // '\xFF'" for a file saved as UTF-16).
    void projectFilesSayWhatIsWrong_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        QTest::newRow("version 0") << QByteArray(R"({"format": "fabricplanner-project", "version": 0, "design": {"platform": "DGX-H100"}})")
                                   << QStringLiteral("p.json: $.version: expected a version from 1 to 2, got 0\n");
        const QString utf16 = QStringLiteral("p.json: the file is in UTF-16 (or UTF-32); a project file is UTF-8: save it as UTF-8\n");
        const QString project = QString::fromUtf8(contents(kSample));
        QByteArray littleEndian("\xFF\xFE", 2);
        littleEndian += QByteArray(reinterpret_cast<const char *>(project.utf16()), project.size() * 2);
        QTest::newRow("UTF-16 with its byte-order mark") << littleEndian << utf16;
        QByteArray bigEndian;
        for (const QChar c : project)
            bigEndian += QByteArray(1, char(c.unicode() >> 8)) + QByteArray(1, char(c.unicode() & 0xFF));
        QTest::newRow("UTF-16, big-endian, no mark") << bigEndian << utf16;
    }

    void projectFilesSayWhatIsWrong()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        const QTemporaryDir folder;
        write(folder.filePath(QStringLiteral("p.json")), bytes);
        const CliResult r = runCli({QStringLiteral("plan"), QStringLiteral("p.json")}, folder.path(), environmentIn(folder.path()));
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err, QStringLiteral("fabricplanner-cli plan: ") + says);
    }

    // 13. A stored price names its part as a price list does: a switch by its model too (audit
    // finding 9: "QM9790" was ignored and the catalogue's price quoted).
    void storedPricesNamePartsAsPriceListsDo()
    {
        const QTemporaryDir folder;
        const QString f = folder.path();
        write(f + QStringLiteral("/p.json"),
              R"({"format": "fabricplanner-project", "version": 2, "design": {"platform": "DGX-H100", "nodes": 16, "networks": {"planned": ["compute"]},)"
              R"( "pricing": {"prices": [{"part": "QM9790", "price": 5, "currency": "USD", "source": "x", "date": "2025-01-01"}]}}})");
        const CliResult r = runCli({QStringLiteral("bom"), QStringLiteral("p.json"), QStringLiteral("--out"), QStringLiteral("-")}, f, environmentIn(f));
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(u'\n').filter(QStringLiteral("MQM9790-NS2F"));
        QVERIFY2(!lines.isEmpty(), qPrintable(r.out));
        for (const QString &line : lines)
            QVERIFY2(line.contains(QStringLiteral(",5.00,")), qPrintable(line));
    }
};

QTEST_GUILESS_MAIN(TestCliHostile)
#include "tst_cli_hostile.moc"
