// Issue 34 at the level of core's shared mechanisms, which every writer and reader passes: what an
// XML writer leaves out, how an input file is read, when two paths are one file.
#include "core/common/distinctfiles.h"
#include "core/common/inputfile.h"
#include "core/common/usertext.h"
#include "core/export/atomicfile.h"
#include "core/export/textescape.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QProcess>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace fabric;

namespace {

std::filesystem::path pathOf(const QString &path)
{
    return QFile::encodeName(path).toStdString();
}

} // namespace

class TestHostileFiles : public QObject
{
    Q_OBJECT

private slots:
    void xmlSafeText_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("xml");  // xmlSafeText(text)
        QTest::addColumn<QByteArray>("xlsx"); // xlsxSafeText(text): no CR either
        QTest::newRow("plain") << QByteArray("Hall 7") << QByteArray("Hall 7") << QByteArray("Hall 7");
        QTest::newRow("U+FFFE and U+FFFF") << QByteArray("a\xEF\xBF\xBE" "b\xEF\xBF\xBF") << QByteArray("ab") << QByteArray("ab");
        QTest::newRow("U+FFFD and U+FFEF stay") << QByteArray("\xEF\xBF\xBD\xEF\xBF\xAF") << QByteArray("\xEF\xBF\xBD\xEF\xBF\xAF")
                                                << QByteArray("\xEF\xBF\xBD\xEF\xBF\xAF");
        QTest::newRow("U+0001") << QByteArray("a\x01" "b") << QByteArray("ab") << QByteArray("ab");
        QTest::newRow("NUL") << QByteArray("a\0b", 3) << QByteArray("ab") << QByteArray("ab");
        QTest::newRow("tab, newline, CR") << QByteArray("a\tb\nc\rd") << QByteArray("a\tb\nc\rd") << QByteArray("a\tb\ncd");
        QTest::newRow("ill-formed byte") << QByteArray("a\xFF") << QByteArray("a\xEF\xBF\xBD") << QByteArray("a\xEF\xBF\xBD");
        QTest::newRow("cut U+FFFE") << QByteArray("a\xEF\xBF") << QByteArray("a\xEF\xBF\xBD\xEF\xBF\xBD")
                                    << QByteArray("a\xEF\xBF\xBD\xEF\xBF\xBD");
        QTest::newRow("supplementary plane") << QByteArray("\xF0\x9F\x96\xA5") << QByteArray("\xF0\x9F\x96\xA5")
                                             << QByteArray("\xF0\x9F\x96\xA5");
    }

    void xmlSafeText()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, xml);
        QFETCH(QByteArray, xlsx);
        const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
        QCOMPARE(QByteArray::fromStdString(fabric::xmlSafeText(view)), xml);
        QCOMPARE(QByteArray::fromStdString(xlsxSafeText(view)), xlsx);
        QCOMPARE(needsXmlCleaning(view), xml != text);
        QCOMPARE(needsXlsxCleaning(view), xlsx != text);
        QCOMPARE(needsXmlCleaning(fabric::xmlSafeText(view)), false);
    }

    void oneLineText_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("newline") << QByteArray("x\nSwitchName=pwn") << QByteArray("x SwitchName=pwn");
        QTest::newRow("CR LF") << QByteArray("x\r\ny") << QByteArray("x  y");
        QTest::newRow("NUL, U+0001, DEL") << QByteArray("a\0b\x01" "c\x7F", 6) << QByteArray("a b c ");
        QTest::newRow("UTF-8 kept") << QByteArray("Hall\xC3\xA9") << QByteArray("Hall\xC3\xA9");
    }

    void oneLineText()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, line);
        QCOMPARE(QByteArray::fromStdString(fabric::oneLineText(std::string_view(text.constData(), static_cast<std::size_t>(text.size())))),
                 line);
    }

    // A word of a command line a user pastes into a shell (explore's Command cell) reaches the
    // program as it is: sh itself reads it back (printf prints each word on a line).
    void shellWord_data()
    {
        QTest::addColumn<QByteArray>("word");
        QTest::addColumn<QByteArray>("quoted");
        QTest::newRow("flag") << QByteArray("--oversubscription") << QByteArray("--oversubscription");
        QTest::newRow("list") << QByteArray("compute,storage") << QByteArray("compute,storage");
        QTest::newRow("space") << QByteArray("DGX H100") << QByteArray("'DGX H100'");
        QTest::newRow("command substitution") << QByteArray("$(touch pwn)") << QByteArray("'$(touch pwn)'");
        QTest::newRow("semicolon, backquote") << QByteArray("a;`b`") << QByteArray("'a;`b`'");
        QTest::newRow("apostrophe") << QByteArray("it's") << QByteArray("'it'\\''s'");
        QTest::newRow("glob") << QByteArray("*") << QByteArray("'*'");
        QTest::newRow("empty") << QByteArray() << QByteArray("''");
        QTest::newRow("UTF-8") << QByteArray("Hall\xC3\xA9") << QByteArray("'Hall\xC3\xA9'");
    }

    void shellWord()
    {
        QFETCH(QByteArray, word);
        QFETCH(QByteArray, quoted);
        const std::string shell = fabric::shellWord(word.toStdString());
        QCOMPARE(QByteArray::fromStdString(shell), quoted);
        QProcess sh;
        sh.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QString::fromStdString("printf '%s\\n' " + shell)});
        QVERIFY(sh.waitForFinished(10000));
        QCOMPARE(sh.readAllStandardOutput(), word + '\n');
    }

    // A value quoted in a message stays on its line and whole: control characters as \xNN.
    void shownText_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("shown");
        QTest::newRow("NUL") << QByteArray("a\0b", 3) << "a\\x00b";
        QTest::newRow("newline") << QByteArray("x\nSwitchName=pwn") << "x\\x0ASwitchName=pwn";
        QTest::newRow("DEL and ill-formed") << QByteArray("\x7F\xA9") << "\\x7F\\xA9";
        QTest::newRow("UTF-8 kept") << QByteArray("Hall\xC3\xA9") << QString::fromUtf8("Hall\xC3\xA9");
    }

    void shownText()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, shown);
        QCOMPARE(QString::fromStdString(fabric::shownText(std::string_view(text.constData(), static_cast<std::size_t>(text.size())))),
                 shown);
    }

    void fileSizeText_data()
    {
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<QString>("text");
        QTest::newRow("0") << 0ull << "0 bytes";
        QTest::newRow("1") << 1ull << "1 byte";
        QTest::newRow("1 KiB") << 1024ull << "1 KiB";
        QTest::newRow("64 MiB") << (64ull << 20) << "64 MiB";
        QTest::newRow("64 MiB and a byte") << (64ull << 20) + 1 << "64.1 MiB";
        QTest::newRow("70 MiB") << (70ull << 20) << "70 MiB";
        QTest::newRow("7 GiB") << (7ull << 30) << "7 GiB";
    }

    void fileSizeText()
    {
        QFETCH(qulonglong, bytes);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(fabric::fileSizeText(bytes)), text);
    }

    // Only a regular file within its limit is read; anything else is refused without blocking.
    void readInputFile_data()
    {
        QTest::addColumn<QString>("file"); // in the test's folder unless absolute
        QTest::addColumn<qulonglong>("limit");
        QTest::addColumn<QString>("says"); // empty: read
        QTest::newRow("a file") << "small" << 100ull << QString();
        QTest::newRow("at the limit") << "small" << 5ull << QString();
        QTest::newRow("over the limit") << "small" << 4ull << "the file is 5 bytes; a test file is at most 4 bytes";
        QTest::newRow("no such file") << "missing" << 100ull << "cannot open: no such file";
        QTest::newRow("a folder") << "folder" << 100ull << "it is a folder, not a file";
        QTest::newRow("a FIFO") << "fifo" << 100ull << "it is a FIFO (named pipe), not a file";
        QTest::newRow("/dev/zero") << "/dev/zero" << 100ull << "it is a device, not a file";
        QTest::newRow("a symlink to a file") << "link" << 100ull << QString();
    }

    void readInputFile()
    {
        QFETCH(QString, file);
        QFETCH(qulonglong, limit);
        QFETCH(QString, says);
        const QTemporaryDir folder;
        QFile small(folder.filePath(QStringLiteral("small")));
        QVERIFY(small.open(QIODevice::WriteOnly));
        small.write("hello");
        small.close();
        QVERIFY(QDir(folder.path()).mkdir(QStringLiteral("folder")));
        QCOMPARE(::mkfifo(QFile::encodeName(folder.filePath(QStringLiteral("fifo"))).constData(), 0600), 0);
        QVERIFY(QFile::link(folder.filePath(QStringLiteral("small")), folder.filePath(QStringLiteral("link"))));
        const QString path = file.startsWith(u'/') ? file : folder.filePath(file);
        const auto text = fabric::readInputFile(pathOf(path), limit, FABRIC_TR("Test", "a test file"));
        if (says.isEmpty()) {
            QVERIFY2(text.ok(), text.error().c_str());
            QCOMPARE(*text, std::string("hello"));
        } else {
            QVERIFY(!text.ok());
            QCOMPARE(QString::fromStdString(text.error()), says);
        }
        // The check without reading says the same of what is not a file.
        if (!says.isEmpty() && !says.startsWith(QLatin1String("the file is")))
            QCOMPARE(QString::fromStdString(inputFileProblem(pathOf(path))->english()), says);
    }

    // Outputs clash with an input or with each other when they are one file, however spelt.
    void outputClash_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QStringList>("outputs");
        QTest::addColumn<QString>("says"); // empty: no clash
        QTest::newRow("distinct") << "p.json" << QStringList{"a.csv", "b.csv"} << QString();
        QTest::newRow("the input") << "p.json" << QStringList{"p.json"} << "--o1 p.json is the input p.json";
        QTest::newRow("through a symlink") << "p.json" << QStringList{"sym.json"} << "--o1 sym.json is the input p.json";
        QTest::newRow("through a hard link") << "p.json" << QStringList{"hard.json"} << "--o1 hard.json is the input p.json";
        QTest::newRow("two outputs, one new file") << "p.json" << QStringList{"a.csv", "sub/../a.csv"}
                                                   << "--o2 sub/../a.csv is the same file as --o1 a.csv";
        QTest::newRow("standard output twice") << "p.json" << QStringList{"-", "-"} << QString();
    }

    void outputClash()
    {
        QFETCH(QString, input);
        QFETCH(QStringList, outputs);
        QFETCH(QString, says);
        const QTemporaryDir folder;
        QVERIFY(QDir(folder.path()).mkdir(QStringLiteral("sub")));
        QFile project(folder.filePath(QStringLiteral("p.json")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.close();
        QVERIFY(QFile::link(QStringLiteral("p.json"), folder.filePath(QStringLiteral("sym.json"))));
        QCOMPARE(::link(QFile::encodeName(folder.filePath(QStringLiteral("p.json"))).constData(),
                        QFile::encodeName(folder.filePath(QStringLiteral("hard.json"))).constData()),
                 0);
        const QString previous = QDir::currentPath();
        QVERIFY(QDir::setCurrent(folder.path()));
        std::vector<NamedFile> named;
        for (int i = 0; i < outputs.size(); ++i)
            named.push_back({"--o" + std::to_string(i + 1), pathOf(outputs[i])});
        const auto clash = fabric::outputClash({{"the input", pathOf(input)}}, named);
        QDir::setCurrent(previous);
        if (says.isEmpty())
            QVERIFY(!clash);
        else
            QVERIFY2(clash && QString::fromStdString(clash->english()).startsWith(says),
                     clash ? clash->english().c_str() : "no clash");
    }

    // A temporary file's name does not grow with the target's: a 255-byte name can be written.
    void longestNameIsWritten()
    {
        const QTemporaryDir folder;
        const QString name = folder.filePath(QString(251, u'n') + QStringLiteral(".csv"));
        const ExportResult result = writeTextAtomically(pathOf(name), "a,b\n");
        QVERIFY2(result.ok(), result.error().c_str());
        QCOMPARE(QFileInfo(name).size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestHostileFiles)
#include "tst_hostilefiles.moc"
