// Crash recovery: the autosave holds the current state (after an undo too), survives a kill -9,
// is kept when it cannot be read, and the window does not freeze at start-up at scale factor 2.
#include "core/catalogue/catalogue.h"
#include "ui/app/autosave.h"
#include "ui/app/designcommands.h"
#include "ui/app/document.h"
#include "ui/app/floorplanview.h"
#include "ui/app/mainwindow.h"
#include "windowfixture.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QProcess>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <csignal>
#include <cstdio>
#include <cstring>

using namespace fabric;
using namespace fabric::ui;

namespace {

Design designIn(const QString &path)
{
    auto design = ProjectFile::load(QFile::encodeName(path).toStdString());
    return design ? *design : Design{};
}

// Child process for recoveredAfterKill: edits, waits for the autosave, says so, then waits to be killed.
int autosaveChild(const QString &folder)
{
    Document document(sharedBundledCatalogue());
    Autosave autosave(&document, folder);
    autosave.setDelay(20);
    document.edit(new ResizeClusterCommand(&document, 77));
    QObject::connect(&document, &Document::planChanged, [] {});
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (QFile::exists(autosave.path())) {
            std::puts("autosaved");
            std::fflush(stdout);
            poll.stop();
        }
    });
    poll.start(10);
    return QCoreApplication::exec();
}

// Child process for scaleTwoDoesNotLoop: the main window at QT_SCALE_FACTOR=2 on a 1920x1080
// screen, with a recovery question open as at start-up; prints how often a scroll bar was shown or
// hidden in three seconds (the freeze was one shown and hidden for ever).
int scaleChild()
{
    MainWindow window(sharedBundledCatalogue());
    window.setErrorReporter([](const QString &, const QString &) {});
    window.show();
    struct Counter : QObject
    {
        int count = 0;
        bool eventFilter(QObject *watched, QEvent *event) override
        {
            if ((event->type() == QEvent::Show || event->type() == QEvent::Hide) && qobject_cast<QScrollBar *>(watched))
                ++count;
            return false;
        }
    } counter;
    qApp->installEventFilter(&counter);
    QTimer::singleShot(3000, [] {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *box = qobject_cast<QMessageBox *>(w))
                box->reject();
        QCoreApplication::quit();
    });
    QMessageBox::question(&window, QStringLiteral("Recover?"), QStringLiteral("As offerRecovery asks"));
    std::printf("toggles %d\n", counter.count);
    return 0;
}

} // namespace

class TestAutosave : public QObject
{
    Q_OBJECT

public:
    static void initMain() { isolateSettingsForTest(); }

private slots:
    void initTestCase() { QVERIFY(m_folder.isValid()); }
    void holdsTheCurrentStateAfterUndo();
    void followsChangesWithoutBeingAsked();
    void unreadableAutosaveIsKept();
    void recoveredAfterKill();
    void scaleTwoDoesNotLoop();

private:
    QTemporaryDir m_folder;
};

void TestAutosave::holdsTheCurrentStateAfterUndo()
{
    Document document(sharedBundledCatalogue());
    Autosave autosave(&document, m_folder.path());
    document.edit(new ResizeClusterCommand(&document, 96));
    autosave.saveNow();
    QCOMPARE(designIn(autosave.path()).nodes, 96);
    document.edit(new ResizeClusterCommand(&document, 120));
    autosave.saveNow();
    QCOMPARE(designIn(autosave.path()).nodes, 120);
    document.undoStack()->undo();
    autosave.saveNow();
    QCOMPARE(designIn(autosave.path()).nodes, 96); // the undone edit is not recovered
    document.undoStack()->undo();
    autosave.saveNow();
    QVERIFY(!autosave.hasRecovery()); // back where the file was: nothing to recover
}

void TestAutosave::followsChangesWithoutBeingAsked()
{
    Document document(sharedBundledCatalogue());
    Autosave autosave(&document, m_folder.path());
    autosave.setDelay(10);
    document.edit(new ResizeClusterCommand(&document, 64));
    QTRY_COMPARE(designIn(autosave.path()).nodes, 64);
    document.undoStack()->undo();
    QTRY_VERIFY(!autosave.hasRecovery());
}

void TestAutosave::unreadableAutosaveIsKept()
{
    QTemporaryDir folder;
    Document document(sharedBundledCatalogue());
    const Design before = document.design();
    Autosave autosave(&document, folder.path());
    {
        QFile file(autosave.path());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"fabricplanner-project\", \"version\": 1, \"design\": {\"nodes\": [[[");
    }
    const QString message = autosave.recover();
    QVERIFY2(message.contains(QStringLiteral("could not be read")), qPrintable(message));
    QVERIFY(document.design() == before);
    const QStringList kept = QDir(folder.path()).entryList({QStringLiteral("autosave-unreadable-*.json")});
    QCOMPARE(kept.size(), 1);
    QVERIFY(message.contains(kept.first()));
    QFile keptFile(QDir(folder.path()).filePath(kept.first()));
    QVERIFY(keptFile.open(QIODevice::ReadOnly));
    QVERIFY(keptFile.readAll().startsWith("{\"format\""));
}

void TestAutosave::recoveredAfterKill()
{
    QTemporaryDir folder;
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--autosave-child"), folder.path()});
    QVERIFY(child.waitForStarted());
    QVERIFY2(child.waitForReadyRead(60000), "the child never autosaved");
    QCOMPARE(child.readLine().trimmed(), QByteArray("autosaved"));
    const qint64 pid = child.processId();
    QVERIFY(pid > 0 && child.state() == QProcess::Running); // kill(0) would hit this process group
    ::kill(static_cast<pid_t>(pid), SIGKILL);
    QVERIFY(child.waitForFinished());
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);

    Document document(sharedBundledCatalogue());
    Autosave autosave(&document, folder.path());
    QVERIFY(autosave.hasRecovery());
    QCOMPARE(autosave.recover(), QString());
    QCOMPARE(document.design().nodes, 77);
    QVERIFY(document.isModified());
    QVERIFY(autosave.hasRecovery()); // kept until the user saves: a second crash loses nothing
    QVERIFY(QDir(folder.path()).entryList({QStringLiteral(".fabricplanner-tmp-*")}, QDir::Hidden | QDir::Files).isEmpty());
}

void TestAutosave::scaleTwoDoesNotLoop()
{
    QTemporaryDir dir;
    QFile config(dir.filePath(QStringLiteral("screen.json")));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write(R"({"screens": [{"name": "hd", "x": 0, "y": 0, "width": 1920, "height": 1080,
                    "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    config.close();
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_SCALE_FACTOR"), QStringLiteral("2"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen:configfile=") + config.fileName());
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--scale-child")});
    QVERIFY2(child.waitForFinished(60000), "the window did not return to its event loop");
    const QByteArray out = child.readAllStandardOutput();
    const QList<QByteArray> words = out.trimmed().split(' ');
    QVERIFY2(words.size() == 2 && words[0] == "toggles", out.constData());
    // A few while the window settles; the loop made thousands.
    QVERIFY2(words[1].toInt() < 20, out.constData());
}

int main(int argc, char **argv)
{
    TestAutosave::initMain();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("FabricPlannerTest"));
    if (argc == 3 && std::strcmp(argv[1], "--autosave-child") == 0)
        return autosaveChild(QString::fromLocal8Bit(argv[2]));
    if (argc == 2 && std::strcmp(argv[1], "--scale-child") == 0)
        return scaleChild();
    TestAutosave test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosave.moc"
