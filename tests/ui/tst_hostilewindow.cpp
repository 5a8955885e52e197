// Issue 34, the window attacked from outside: hostile project files and price lists opened from it,
// a 64 KiB name pasted into it, a save that fails (read-only folder, the file gone or replaced), and
// kill -9 while it saves or autosaves. The window says what is wrong in a dialog, never crashes
// or hangs, never loses what the user made and never leaves a half-written project file.
#include "core/catalogue/catalogue.h"
#include "core/design/designvalidation.h"
#include "ui/app/autosave.h"
#include "ui/app/designcommands.h"
#include "ui/app/designfields.h"
#include "ui/app/designpanel.h"
#include "ui/app/document.h"
#include "ui/app/mainwindow.h"
#include "ui/app/usercatalogue.h"
#include "windowfixture.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <set>

using namespace fabric;
using namespace fabric::ui;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), qint64(bytes.size()));
}

QByteArray sample()
{
    QFile file(QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/h100-ndr-4su.json"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The sample with the text of its design's name replaced by raw JSON string content.
QByteArray sampleNamed(const QByteArray &nameJson)
{
    QByteArray bytes = sample();
    const int at = bytes.indexOf("\"name\"");
    const int start = bytes.indexOf('"', bytes.indexOf(':', at)) + 1;
    const int end = bytes.indexOf('"', start);
    return bytes.replace(start, end - start, nameJson);
}

// Makes what a row names at `path`: "file" (of `content`), "fifo", "folder", "sparse" (70 MiB of
// zeros), "symlink loop", "dangling symlink", "missing", or a device path given as content.
QString makeInput(const QString &kind, const QByteArray &content, const QString &path)
{
    const QByteArray encoded = QFile::encodeName(path);
    if (kind == QLatin1String("fifo"))
        ::mkfifo(encoded.constData(), 0600);
    else if (kind == QLatin1String("folder"))
        QDir().mkpath(path);
    else if (kind == QLatin1String("sparse")) {
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.resize(qint64(70) << 20);
    } else if (kind == QLatin1String("symlink loop"))
        ::symlink(encoded.constData(), encoded.constData());
    else if (kind == QLatin1String("dangling symlink"))
        ::symlink("nowhere.json", encoded.constData());
    else if (kind == QLatin1String("device"))
        return QString::fromLatin1(content);
    else if (kind == QLatin1String("file"))
        writeFile(path, content);
    return path;
}

// Child process for killedWhileSaving: saves a small and a large design to one file, one after the
// other, as fast as it can (after saying so), until it is killed.
int saveLoopChild(const QString &path)
{
    Document document(sharedBundledCatalogue());
    Design small = document.design();
    small.nodes = 31;
    Design large = small;
    large.nodes = 32;
    large.name = std::string(1000, 'L');
    document.reset(small);
    if (!document.save(path).isEmpty())
        return 3;
    std::puts("saving");
    std::fflush(stdout);
    for (unsigned i = 0;; ++i) {
        document.setDesign(i % 2 ? small : large);
        if (!document.save(path).isEmpty())
            return 4;
    }
}

// Child process for killedWhileSaving: the same with the autosave (written on each change).
int autosaveLoopChild(const QString &folder)
{
    Document document(sharedBundledCatalogue());
    Autosave autosave(&document, folder);
    autosave.setDelay(60000); // written here, not by the timer
    for (unsigned i = 0;; ++i) {
        document.edit(new ResizeClusterCommand(&document, i % 2 ? 31 : 32));
        if (i % 2 == 0)
            document.edit(new RenameDesignCommand(&document, std::string(1000, 'L')));
        autosave.saveNow();
        if (i == 0) {
            std::puts("saving");
            std::fflush(stdout);
        }
    }
}

} // namespace

class TestHostileWindow : public QObject
{
    Q_OBJECT

public:
    static void initMain()
    {
        isolateSettingsForTest();
        static QTemporaryDir data;
        qputenv("FABRICPLANNER_USER_DB", QFile::encodeName(data.filePath(QStringLiteral("user.sqlite"))));
    }

private slots:
    void init();
    void cleanup();
    void hostileProjectOpened_data();
    void hostileProjectOpened();
    void hostilePriceListImported_data();
    void hostilePriceListImported();
    void nameTypedIn_data();
    void nameTypedIn();
    void numberTypedFullWidth_data();
    void numberTypedFullWidth();
    void saveFailureOffersSaveAs_data();
    void saveFailureOffersSaveAs();
    void killedWhileSaving_data();
    void killedWhileSaving();

private:
    // Closes any box the window opens (a success message) and keeps its text, so no row can hang.
    void closeBoxes();

    MainWindow *m_window = nullptr;
    QStringList m_errors;
    QStringList m_boxes;
    QTimer m_boxCloser;
};

void TestHostileWindow::init()
{
    m_errors.clear();
    m_boxes.clear();
    m_window = openTestWindow(m_errors);
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    connect(&m_boxCloser, &QTimer::timeout, this, &TestHostileWindow::closeBoxes, Qt::UniqueConnection);
    m_boxCloser.start(50);
    QFile::remove(QString::fromLocal8Bit(qgetenv("FABRICPLANNER_USER_DB")));
}

void TestHostileWindow::cleanup()
{
    m_boxCloser.stop();
    delete m_window;
    m_window = nullptr;
}

void TestHostileWindow::closeBoxes()
{
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (auto *box = qobject_cast<QMessageBox *>(widget); box && box->isVisible()) {
            m_boxes << box->text();
            box->reject();
        }
}

// Project files: each is refused with a message naming the file and what is wrong, or opens; the
// window keeps its design, its undo history and its title when it refuses.
void TestHostileWindow::hostileProjectOpened_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("mentions"); // empty: the file opens
    const QByteArray project = sample();
    QByteArray random(4096, '\0');
    for (int i = 0; i < random.size(); ++i)
        random[i] = static_cast<char>((i * 7919 + 13) % 251);
    QTest::newRow("0 bytes") << "file" << QByteArray() << QStringLiteral("the file is empty");
    QTest::newRow("blanks only") << "file" << QByteArray(" \n\t\r\n") << QStringLiteral("the file is empty");
    QTest::newRow("not JSON") << "file" << QByteArray("not a project") << QStringLiteral("broken.json");
    QTest::newRow("4 KiB of binary") << "file" << random << QStringLiteral("broken.json");
    QTest::newRow("cut in half") << "file" << project.left(project.size() / 2) << QStringLiteral("broken.json");
    QTest::newRow("an array") << "file" << QByteArray("[1, 2, 3]") << QStringLiteral("broken.json");
    QTest::newRow("null") << "file" << QByteArray("null") << QStringLiteral("broken.json");
    QTest::newRow("NUL in the JSON") << "file" << QByteArray(project).insert(20, '\0') << QStringLiteral("broken.json");
    QTest::newRow("Latin-1 name") << "file" << sampleNamed("Hall\xE9 7") << QStringLiteral("UTF-8");
    QTest::newRow("100,000 nested arrays") << "file" << QByteArray(100000, '[') << QStringLiteral("nested more than");
    QTest::newRow("nodes 1e400") << "file" << projectWith("nodes", "1") .replace("\"nodes\": 1", "\"nodes\": 1e400")
                                 << QStringLiteral("$.design.nodes");
    QTest::newRow("nodes 2^64-1") << "file" << projectWith("nodes", "18446744073709551615") << QStringLiteral("$.design.nodes");
    QTest::newRow("nodes -5") << "file" << projectWith("nodes", "-5") << QStringLiteral("$.design.nodes");
    QTest::newRow("planes \"two\"") << "file" << projectWith("planes", R"("two")") << QStringLiteral("$.design.planes");
    QTest::newRow("version 999") << "file" << QByteArray(project).replace("\"version\": 1", "\"version\": 999")
                                 << QStringLiteral("newer Fabric Planner");
    QTest::newRow("no design") << "file" << QByteArray(R"({"format": "fabricplanner-project", "version": 1})")
                               << QStringLiteral("$.design");
    QTest::newRow("a 64 KiB name") << "file" << sampleNamed(QByteArray(65536, 'n'))
                                   << QStringLiteral("$.design.name: the name has 65536 characters");
    QTest::newRow("a 1,001-character name") << "file" << sampleNamed(QByteArray(1001, 'n'))
                                            << QStringLiteral("$.design.name: the name has 1001 characters");
    QTest::newRow("a FIFO") << "fifo" << QByteArray() << QStringLiteral("it is a FIFO (named pipe), not a file");
    QTest::newRow("a folder") << "folder" << QByteArray() << QStringLiteral("it is a folder, not a file");
    QTest::newRow("70 MiB") << "sparse" << QByteArray() << QStringLiteral("the file is 70 MiB; a project file is at most 64 MiB");
    QTest::newRow("/dev/zero") << "device" << QByteArray("/dev/zero") << QStringLiteral("not a file");
    QTest::newRow("/dev/urandom") << "device" << QByteArray("/dev/urandom") << QStringLiteral("not a file");
    QTest::newRow("missing") << "missing" << QByteArray() << QStringLiteral("broken.json");
    QTest::newRow("a symlink loop") << "symlink loop" << QByteArray() << QStringLiteral("broken.json");
    QTest::newRow("a dangling symlink") << "dangling symlink" << QByteArray() << QStringLiteral("broken.json");
    // Legal names the writers must escape: they open.
    QTest::newRow("U+FFFE and U+FFFF in the name") << "file" << sampleNamed("Hall\\ufffe 7\\uffff") << QString();
    QTest::newRow("a line of its own in the name") << "file" << sampleNamed("x\\nSwitchName=pwn") << QString();
    QTest::newRow("U+0001 in the name") << "file" << sampleNamed("a\\u0001b") << QString();
    // Valid, but no switch builds it: it opens, and the plan says which setting and why.
    QTest::newRow("oversubscription 64") << "file" << QByteArray(project).replace("\"oversubscription\": 1.0", "\"oversubscription\": 64")
                                         << QString();
}

void TestHostileWindow::hostileProjectOpened()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, content);
    QFETCH(QString, mentions);
    const QTemporaryDir dir;
    const QString path = makeInput(kind, content, dir.filePath(QStringLiteral("broken.json")));

    Document *document = m_window->document();
    document->edit(new ResizeClusterCommand(document, 48));
    const Design before = document->design();
    const QString title = m_window->windowTitle();
    QElapsedTimer clock;
    clock.start();
    const bool opened = m_window->openFile(path);
    QVERIFY2(clock.elapsed() < 10000, "opening took more than 10 s");
    if (mentions.isEmpty()) {
        QVERIFY2(opened, qPrintable(m_errors.join(QLatin1Char('\n'))));
        QVERIFY(m_errors.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!document->runner()->isBusy(), 20000);
        QVERIFY(document->plan());
        // Whatever the plan says, each message names its field and says why.
        for (const Diagnostic &d : document->plan()->diagnostics) {
            const std::string message = d.message();
            QVERIFY2(!message.empty() && message.front() != ':' && message.front() != ';', message.c_str());
            QVERIFY2(!d.isError() || !d.field.empty(), message.c_str());
        }
        return;
    }
    QVERIFY(!opened);
    QCOMPARE(m_errors.size(), 1);
    const QString &error = m_errors.first();
    QVERIFY2(error.contains(mentions), qPrintable(error.left(600)));
    QVERIFY2(error.size() < 1200, qPrintable(error.left(600))); // a message, not the file
    QVERIFY(!error.contains(QChar::ReplacementCharacter));
    QVERIFY(document->design() == before);
    QCOMPARE(m_window->windowTitle(), title);
    QCOMPARE(document->undoStack()->count(), 1);
    QVERIFY(document->isModified());
}

// Price lists: every one here is refused, all rows or none (the user's price database is not even
// created), with a message naming the line or the file.
void TestHostileWindow::hostilePriceListImported_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("mentions");
    const QByteArray header("part_number,price,currency,source\n");
    QTest::newRow("/dev/zero") << "device" << QByteArray("/dev/zero") << QStringLiteral("not a file");
    QTest::newRow("/dev/urandom") << "device" << QByteArray("/dev/urandom") << QStringLiteral("not a file");
    QTest::newRow("a FIFO") << "fifo" << QByteArray() << QStringLiteral("it is a FIFO (named pipe), not a file");
    QTest::newRow("a folder") << "folder" << QByteArray() << QStringLiteral("it is a folder, not a file");
    QTest::newRow("70 MiB") << "sparse" << QByteArray() << QStringLiteral("64 MiB");
    QTest::newRow("0 bytes") << "file" << QByteArray() << QStringLiteral("empty");
    QTest::newRow("missing") << "missing" << QByteArray() << QStringLiteral("list.csv");
    QTest::newRow("Latin-1") << "file" << header + "QM9790,1000,USD,Lieferant M\xFCller\n" << QStringLiteral("UTF-8");
    QTest::newRow("price 1e308") << "file" << header + "QM9790,1e308,USD,s\n" << QStringLiteral("list.csv:2");
    QTest::newRow("price -1") << "file" << header + "QM9790,-1,USD,s\n" << QStringLiteral("list.csv:2");
    QTest::newRow("price nan") << "file" << header + "QM9790,nan,USD,s\n" << QStringLiteral("list.csv:2");
    QTest::newRow("price abc") << "file" << header + "QM9790,abc,USD,s\n" << QStringLiteral("list.csv:2");
    QTest::newRow("currency XYZ") << "file" << header + "QM9790,1000,XYZ,s\n" << QStringLiteral("XYZ");
    QTest::newRow("NUL in the source") << "file" << header + QByteArray("QM9790,1000,USD,quote\0 hidden\n", 30)
                                       << QStringLiteral("list.csv:2");
    QTest::newRow("U+0001 in the part number") << "file" << header + "QM\x01" "9790,1000,USD,s\n" << QStringLiteral("list.csv:2");
    QTest::newRow("a part not in the catalogue") << "file" << header + "NOT-A-PART,1000,USD,s\n"
                                                 << QStringLiteral("NOT-A-PART");
    QTest::newRow("model and part number") << "file" << header + "MQM9790-NS2F,1,USD,a\nQM9790,2,USD,b\n"
                                           << QStringLiteral("is the same part as");
    QTest::newRow("a source of 3,000 bytes") << "file" << header + "QM9790,1000,USD," + QByteArray(3000, 's') + '\n'
                                             << QStringLiteral("list.csv:2");
    QTest::newRow("one good row, one bad") << "file" << header + "QM9790,1000,USD,a\nQM9700,x,USD,b\n"
                                           << QStringLiteral("list.csv:3");
}

void TestHostileWindow::hostilePriceListImported()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, content);
    QFETCH(QString, mentions);
    const QTemporaryDir dir;
    const QString path = makeInput(kind, content, dir.filePath(QStringLiteral("list.csv")));
    const QString database = QString::fromLocal8Bit(qgetenv("FABRICPLANNER_USER_DB"));

    Document *document = m_window->document();
    document->edit(new ResizeClusterCommand(document, 48));
    const Design before = document->design();
    QElapsedTimer clock;
    clock.start();
    m_window->userCatalogue()->importPriceListFrom(path);
    QVERIFY2(clock.elapsed() < 10000, "importing took more than 10 s");
    QVERIFY2(m_boxes.isEmpty(), qPrintable(m_boxes.join(QLatin1Char('\n')))); // no "imported"
    QCOMPARE(m_errors.size(), 1);
    const QString &error = m_errors.first();
    QVERIFY2(error.contains(mentions), qPrintable(error.left(600)));
    QVERIFY2(error.size() < 1200, qPrintable(error.left(600)));
    QVERIFY(!error.contains(QChar::ReplacementCharacter));
    QVERIFY2(!QFile::exists(database), "a refused price list changed the user's price database");
    QVERIFY(document->design() == before);
}

// A name pasted into the Name field: the document takes at most what a project file can hold, so
// what is saved opens again (a 32,767-character name was saved and then refused on opening).
void TestHostileWindow::nameTypedIn_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("kept"); // the design's name afterwards; empty: the first 1,000 characters
    QTest::newRow("64 KiB") << QString(65536, u'n') << QString();
    QTest::newRow("32,767 characters") << QString(32767, u'n') << QString();
    QTest::newRow("1,001 characters") << QString(1001, u'n') << QString();
    QTest::newRow("1,000 characters") << QString(1000, u'n') << QString(1000, u'n');
    QTest::newRow("U+FFFE and U+FFFF") << QStringLiteral("Hall\uFFFE 7\uFFFF") << QStringLiteral("Hall\uFFFE 7\uFFFF");
    QTest::newRow("U+0001") << QStringLiteral("a\u0001b") << QStringLiteral("a\u0001b");
    QTest::newRow("right to left") << QStringLiteral("\u202Eevil\u202C hall") << QStringLiteral("\u202Eevil\u202C hall");
    QTest::newRow("1,001 emoji") << QString::fromUcs4(U"\U0001F600").repeated(1001) << QString::fromUcs4(U"\U0001F600").repeated(1000);
    QTest::newRow("700 emoji") << QString::fromUcs4(U"\U0001F600").repeated(700)
                               << QString::fromUcs4(U"\U0001F600").repeated(700);
}

void TestHostileWindow::nameTypedIn()
{
    QFETCH(QString, typed);
    QFETCH(QString, kept);
    if (kept.isEmpty())
        kept = typed.left(static_cast<int>(kMaxDesignNameCharacters)); // one character a unit here
    auto *field = qobject_cast<QLineEdit *>(m_window->designPanel()->fieldWidget(DesignField::Name));
    QVERIFY(field);
    field->setFocus();
    field->selectAll();
    QGuiApplication::clipboard()->setText(typed);
    QTest::keyClick(field, Qt::Key_V, Qt::ControlModifier);
    QTest::keyClick(field, Qt::Key_Return);
    Document *document = m_window->document();
    QCOMPARE(QString::fromStdString(document->design().name), kept);
    QTRY_VERIFY_WITH_TIMEOUT(!document->runner()->isBusy(), 20000);

    const QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("named.json"));
    QVERIFY(m_window->saveTo(path));
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    QVERIFY2(m_window->openFile(path), qPrintable(m_errors.join(QLatin1Char('\n')).left(600)));
    QCOMPARE(QString::fromStdString(document->design().name), kept);
}

// A number as a Chinese or Japanese input method types it, or as it is pasted from such a document:
// full-width digits and signs (１２７), and the ideographic full stop (。) that a Chinese input
// method gives for "." in its punctuation mode. Each box reads it as the number it is.
void TestHostileWindow::numberTypedFullWidth_data()
{
    QTest::addColumn<int>("field");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("value");
    QTest::newRow("nodes, ASCII") << int(DesignField::Nodes) << QStringLiteral("64") << 64.0;
    QTest::newRow("nodes, full-width") << int(DesignField::Nodes) << QStringLiteral("１２７") << 127.0;
    QTest::newRow("nodes, full-width grouped") << int(DesignField::Nodes) << QStringLiteral("１，０２４") << 1024.0;
    QTest::newRow("nodes, ideographic space") << int(DesignField::Nodes) << QStringLiteral("\u3000６４") << 64.0;
    QTest::newRow("planes, full-width") << int(DesignField::Planes) << QStringLiteral("２") << 2.0;
    QTest::newRow("oversubscription, full-width") << int(DesignField::Oversubscription) << QStringLiteral("２．５") << 2.5;
    QTest::newRow("oversubscription, ideographic stop") << int(DesignField::Oversubscription) << QStringLiteral("1。5")
                                                        << 1.5;
}

void TestHostileWindow::numberTypedFullWidth()
{
    QFETCH(int, field);
    QFETCH(QString, typed);
    QFETCH(double, value);
    auto *box = qobject_cast<QAbstractSpinBox *>(m_window->designPanel()->fieldWidget(DesignField(field)));
    QVERIFY(box);
    box->setFocus();
    box->selectAll();
    QGuiApplication::clipboard()->setText(typed);
    QTest::keyClick(box, Qt::Key_V, Qt::ControlModifier);
    QTest::keyClick(box, Qt::Key_Return);
    const Design &design = m_window->document()->design();
    const double kept = field == int(DesignField::Nodes)    ? design.nodes
                        : field == int(DesignField::Planes) ? design.planes
                                                            : design.oversubscription;
    QVERIFY2(kept == value, qPrintable(QStringLiteral("%1 reads as %2 (the box shows '%3')").arg(typed).arg(kept).arg(box->text())));
}

// A save that fails: the window says why and offers Save As. Cancelled, the work stays (modified,
// autosaved); saved elsewhere, it is there whole.
void TestHostileWindow::saveFailureOffersSaveAs_data()
{
    QTest::addColumn<QString>("failure");
    QTest::addColumn<bool>("saveElsewhere");
    for (const char *failure : {"read-only folder", "folder removed", "file became a folder", "file became a FIFO"}) {
        QTest::addRow("%s, cancelled", failure) << QString::fromLatin1(failure) << false;
        QTest::addRow("%s, saved elsewhere", failure) << QString::fromLatin1(failure) << true;
    }
}

void TestHostileWindow::saveFailureOffersSaveAs()
{
    QFETCH(QString, failure);
    QFETCH(bool, saveElsewhere);
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("projects"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = folder + QStringLiteral("/p.json");
    writeFile(path, sample());
    QVERIFY(m_window->openFile(path));
    Document *document = m_window->document();
    document->edit(new ResizeClusterCommand(document, 40));
    const Design edited = document->design();

    const QByteArray encodedFolder = QFile::encodeName(folder);
    bool mounted = false;
    const auto unmount = qScopeGuard([&] { // before the folder is removed
        if (mounted)
            ::umount(encodedFolder.constData());
    });
    if (failure == QLatin1String("read-only folder")) {
        if (::geteuid() == 0) { // permissions do not stop root: a read-only mount over the folder
            if (::mount("tmpfs", encodedFolder.constData(), "tmpfs", MS_RDONLY, "size=64k") != 0)
                QSKIP("mounting a read-only tmpfs needs the right to mount");
            mounted = true;
        } else {
            QCOMPARE(::chmod(encodedFolder.constData(), 0555), 0);
        }
    } else if (failure == QLatin1String("folder removed")) {
        QVERIFY(QDir(folder).removeRecursively());
    } else if (failure == QLatin1String("file became a folder")) {
        QVERIFY(QFile::remove(path));
        QVERIFY(QDir().mkpath(path));
    } else {
        QVERIFY(QFile::remove(path));
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    }

    QStringList asked;
    const QString elsewhere = dir.filePath(QStringLiteral("elsewhere.json"));
    m_window->setSaveFailurePrompt([&](const QString &failed, const QString &why) {
        asked << failed + QLatin1Char('\n') + why;
        return saveElsewhere ? elsewhere : QString();
    });
    const bool saved = m_window->saveTo(path);
    ::chmod(encodedFolder.constData(), 0755);
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.first().startsWith(path + QLatin1Char('\n')), qPrintable(asked.first()));
    QVERIFY2(asked.first().size() > path.size() + 10, qPrintable(asked.first())); // and a reason
    QVERIFY(!asked.first().contains(QStringLiteral(".fabricplanner-tmp")));
    QVERIFY(document->design() == edited);
    if (!saveElsewhere) {
        QVERIFY(!saved);
        QVERIFY(document->isModified());
        QCOMPARE(document->filePath(), QFileInfo(path).absoluteFilePath());
        return;
    }
    QVERIFY(saved);
    QVERIFY(!document->isModified());
    QCOMPARE(document->filePath(), elsewhere);
    const auto reread = ProjectFile::load(QFile::encodeName(elsewhere).toStdString());
    QVERIFY(reread);
    QVERIFY(*reread == edited);
}

// kill -9 of a process saving (or autosaving) in a loop, at several moments: the file is always
// one of the two designs whole, and the autosave is always recovered.
void TestHostileWindow::killedWhileSaving_data()
{
    QTest::addColumn<QString>("child");
    QTest::addColumn<int>("afterMs");
    for (const char *child : {"--save-loop", "--autosave-loop"})
        for (int ms : {0, 3, 11, 29, 70, 160})
            QTest::addRow("%s, kill after %d ms", QByteArray(child).constData(), ms) << QString::fromLatin1(child) << ms;
}

void TestHostileWindow::killedWhileSaving()
{
    QFETCH(QString, child);
    QFETCH(int, afterMs);
    const QTemporaryDir dir;
    const bool autosaving = child == QLatin1String("--autosave-loop");
    const QString target = autosaving ? dir.path() : dir.filePath(QStringLiteral("p.json"));
    QProcess process;
    process.start(QCoreApplication::applicationFilePath(), {child, target});
    QVERIFY(process.waitForStarted());
    QVERIFY2(process.waitForReadyRead(60000), "the child never started saving");
    QCOMPARE(process.readLine().trimmed(), QByteArray("saving"));
    QTest::qSleep(afterMs);
    const qint64 pid = process.processId();
    QVERIFY2(pid > 0 && process.state() == QProcess::Running, process.readAllStandardError().constData());
    ::kill(static_cast<pid_t>(pid), SIGKILL);
    QVERIFY(process.waitForFinished());
    QCOMPARE(process.exitStatus(), QProcess::CrashExit);

    const std::set<int> written = {31, 32};
    if (autosaving) {
        Document document(sharedBundledCatalogue());
        Autosave autosave(&document, dir.path());
        QVERIFY(autosave.hasRecovery());
        QCOMPARE(autosave.recover(), QString());
        QVERIFY(written.count(document.design().nodes));
        return;
    }
    const auto design = ProjectFile::load(QFile::encodeName(target).toStdString());
    QVERIFY2(design, design ? "" : design.errorText().english().c_str());
    QVERIFY(written.count(design->nodes));
    QCOMPARE(design->name == std::string(1000, 'L'), design->nodes == 32);
    // What the kill left behind is swept by the next write there.
    Document document(sharedBundledCatalogue());
    QCOMPARE(document.save(dir.filePath(QStringLiteral("q.json"))), QString());
    QVERIFY(QDir(dir.path()).entryList({QStringLiteral(".fabricplanner-tmp-*")}, QDir::Hidden | QDir::Files).isEmpty());
}

int main(int argc, char **argv)
{
    TestHostileWindow::initMain();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("FabricPlannerTest"));
    if (argc == 3 && std::strcmp(argv[1], "--save-loop") == 0)
        return saveLoopChild(QString::fromLocal8Bit(argv[2]));
    if (argc == 3 && std::strcmp(argv[1], "--autosave-loop") == 0)
        return autosaveLoopChild(QString::fromLocal8Bit(argv[2]));
    TestHostileWindow test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_hostilewindow.moc"
