#include "core/catalogue/catalogue.h"
#include "ui/app/designcommands.h"
#include "ui/app/document.h"
#include "ui/app/filestem.h"

#include "core/design/projectfile.h"
#include "windowfixture.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace fabric;
using namespace fabric::ui;

class TestDocument : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void startsOnDefaultDesign();
    void editsChangeThePlan_data();
    void editsChangeThePlan();
    void undoRedoRoundTrip();
    void dragGestureIsOneStep();
    void saveLoadRoundTrip();
    void proposedFileNamesAreFileNames_data();
    void proposedFileNamesAreFileNames();
    void badProjectFilesChangeNothing_data();
    void badProjectFilesChangeNothing();
    void largePlansRunOffTheGuiThread();
    void aBurstOfEditsEndsOnTheNewestPlan();

private:
    std::shared_ptr<const Catalogue> m_catalogue;
};

void TestDocument::initTestCase()
{
    m_catalogue = sharedBundledCatalogue();
}

void TestDocument::startsOnDefaultDesign()
{
    Document document(m_catalogue);
    QVERIFY(document.design() == Design{});
    QVERIFY(document.plan());
    QVERIFY2(document.plan()->ok(), document.plan()->diagnostics.empty() ? "" : document.plan()->diagnostics.front().message().c_str());
    QCOMPARE(document.plan()->compute().sizing.nodes, Design{}.nodes);
    QVERIFY(!document.isModified());
}

enum class Edit { Nodes, Fabric, Oversubscription, Planes, Platform, SuSize, RacksPerRow, Placement };
Q_DECLARE_METATYPE(Edit)

static int networkRacks(const Plan &plan)
{
    return static_cast<int>(std::count_if(plan.floor.racks.begin(), plan.floor.racks.end(),
                                          [](const Rack &r) { return r.role == RackRole::Network; }));
}

void TestDocument::editsChangeThePlan_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::newRow("nodes") << Edit::Nodes;
    QTest::newRow("fabric") << Edit::Fabric;
    QTest::newRow("oversubscription") << Edit::Oversubscription;
    QTest::newRow("planes") << Edit::Planes;
    QTest::newRow("platform") << Edit::Platform;
    QTest::newRow("su size") << Edit::SuSize;
    QTest::newRow("racks per row") << Edit::RacksPerRow;
    QTest::newRow("switch placement") << Edit::Placement;
}

void TestDocument::editsChangeThePlan()
{
    QFETCH(Edit, edit);
    Document document(m_catalogue);
    QSignalSpy planChanged(&document, &Document::planChanged);
    const PlanPtr before = document.plan();
    switch (edit) {
    case Edit::Nodes: document.edit(new ResizeClusterCommand(&document, 64)); break;
    case Edit::Fabric: document.edit(new ChangeFabricCommand(&document, Technology::Ethernet)); break;
    case Edit::Oversubscription: document.edit(new ChangeOversubscriptionCommand(&document, 2.0)); break;
    case Edit::Planes: document.edit(new ChangePlanesCommand(&document, 2)); break;
    case Edit::Platform: document.edit(new ChangePlatformCommand(&document, "DGX-A100")); break;
    case Edit::SuSize: document.edit(new ChangeSuSizeCommand(&document, 16)); break;
    case Edit::RacksPerRow: document.edit(new ChangeRacksPerRowCommand(&document, 4)); break;
    case Edit::Placement: document.edit(new ChangeSwitchPlacementCommand(&document, SwitchPlacement::InRack)); break;
    }
    QCOMPARE(planChanged.count(), 1);
    const PlanPtr after = document.plan();
    QVERIFY(after != before);
    QVERIFY(document.isModified());
    QVERIFY(after->design == document.design());
    switch (edit) {
    case Edit::Nodes: QCOMPARE(after->compute().sizing.nodes, 64); break;
    case Edit::Fabric: QVERIFY(after->compute().sizing.technology == Technology::Ethernet); break;
    case Edit::Oversubscription:
        QVERIFY(after->compute().sizing.tierSizes.front().oversubscription > 1.5);
        break;
    case Edit::Planes: QCOMPARE(after->compute().sizing.planes, 2); break;
    case Edit::Platform: QCOMPARE(after->compute().sizing.platform ? after->compute().sizing.platform->name : std::string(), std::string("DGX-A100")); break;
    case Edit::SuSize: QCOMPARE(after->compute().sizing.suSize, 16); break;
    case Edit::RacksPerRow: QVERIFY(after->floor.rows > before->floor.rows); break;
    case Edit::Placement: QVERIFY(networkRacks(*after) < networkRacks(*before)); break;
    }
}

void TestDocument::undoRedoRoundTrip()
{
    Document document(m_catalogue);
    const Design original = document.design();
    const int originalSwitches = document.plan()->compute().sizing.switchCount();
    document.edit(new ResizeClusterCommand(&document, 127));
    document.edit(new ChangeFabricCommand(&document, Technology::Ethernet));
    document.edit(new ToggleSharpCommand(&document, false));
    document.edit(new ChangeRackPowerCommand(&document, 60.0));
    const Design edited = document.design();
    const int editedSwitches = document.plan()->compute().sizing.switchCount();
    QVERIFY(edited != original);
    QCOMPARE(document.undoStack()->count(), 4);

    while (document.undoStack()->canUndo())
        document.undoStack()->undo();
    QVERIFY(document.design() == original);
    QVERIFY(document.plan()->design == original);
    QCOMPARE(document.plan()->compute().sizing.switchCount(), originalSwitches);
    QVERIFY(!document.isModified());

    while (document.undoStack()->canRedo())
        document.undoStack()->redo();
    QVERIFY(document.design() == edited);
    QCOMPARE(document.plan()->compute().sizing.switchCount(), editedSwitches);
    QVERIFY(document.isModified());
}

void TestDocument::dragGestureIsOneStep()
{
    Document document(m_catalogue);
    const int start = document.design().nodes;
    for (int nodes : {40, 48, 56, 64})
        document.edit(new ResizeClusterCommand(&document, nodes, std::nullopt, 7));
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(document.plan()->compute().sizing.nodes, 64);
    // A new gesture is a new step.
    document.edit(new ResizeClusterCommand(&document, 72, std::nullopt, 8));
    QCOMPARE(document.undoStack()->count(), 2);
    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(document.design().nodes, start);
}

void TestDocument::saveLoadRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cluster.json"));
    Document document(m_catalogue);
    document.edit(new RenameDesignCommand(&document, "Round trip"));
    document.edit(new ResizeClusterCommand(&document, 0, 512));
    document.edit(new ChangeFabricCommand(&document, Technology::Ethernet));
    document.edit(new ChangeOversubscriptionCommand(&document, 2.0));
    document.edit(new ChangeSuSizeCommand(&document, 16));
    QVERIFY(document.isModified());
    QSignalSpy modified(&document, &Document::modifiedChanged);
    QCOMPARE(document.save(path), QString());
    QVERIFY(!document.isModified());
    QVERIFY(modified.count() >= 1);
    QCOMPARE(document.filePath(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(document.displayName(), QStringLiteral("cluster"));

    Document reopened(m_catalogue);
    QCOMPARE(reopened.load(path), QString());
    QVERIFY(reopened.design() == document.design());
    QVERIFY(!reopened.isModified());
    QCOMPARE(reopened.undoStack()->count(), 0);
    QCOMPARE(reopened.plan()->compute().sizing.gpus, document.plan()->compute().sizing.gpus);
}

// What the save and export dialogs propose for the names people type: a name a file system takes
// (a '/' in "Customer A/B" proposed a file in a folder "Customer A"), no longer than it allows (a
// 1,000-character name proposed a file no system can make), nothing that reads other than it is.
void TestDocument::proposedFileNamesAreFileNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("stem");
    QTest::newRow("plain") << QStringLiteral("Hall 7 cluster") << QStringLiteral("Hall 7 cluster");
    QTest::newRow("a slash") << QStringLiteral("Customer A/B test") << QStringLiteral("Customer A-B test");
    QTest::newRow("Windows' reserved") << QStringLiteral("a\\b:c*d?e\"f<g>h|i") << QStringLiteral("a-b-c-d-e-f-g-h-i");
    QTest::newRow("control characters") << QStringLiteral("a\u0001b\tc\nd") << QStringLiteral("a-b-c-d");
    QTest::newRow("right to left override") << QStringLiteral("\u202Eevil\u202C hall") << QStringLiteral("evil hall");
    QTest::newRow("noncharacters") << QStringLiteral("Hall\uFFFE 7\uFFFF") << QStringLiteral("Hall 7");
    QTest::newRow("a leading dot would hide it") << QStringLiteral("..hidden. ") << QStringLiteral("hidden");
    QTest::newRow("nothing left") << QStringLiteral(" ... ") << QString();
    QTest::newRow("Chinese") << QStringLiteral("北京智算中心") << QStringLiteral("北京智算中心");
    QTest::newRow("1,000 characters") << QString(1000, u'n') << QString(200, u'n');
    // 4 bytes each in UTF-8: 50 whole emoji, none cut in two.
    QTest::newRow("700 emoji") << QString::fromUcs4(U"\U0001F600").repeated(700) << QString::fromUcs4(U"\U0001F600").repeated(50);
    QTest::newRow("3-byte characters cut whole") << QStringLiteral("中").repeated(100) << QStringLiteral("中").repeated(66);
}

void TestDocument::proposedFileNamesAreFileNames()
{
    QFETCH(QString, name);
    QFETCH(QString, stem);
    QCOMPARE(fabric::ui::fileStemFor(name), stem);
    QVERIFY(stem.toUtf8().size() <= 200);
    Document document(m_catalogue);
    document.edit(new RenameDesignCommand(&document, name.toStdString()));
    QCOMPARE(document.suggestedFileStem(), stem.isEmpty() ? QStringLiteral("Untitled") : stem);
    // Once saved, the file's own name, without the suffixes the save dialog proposes.
    QTemporaryDir dir;
    QCOMPARE(document.save(dir.filePath(QStringLiteral("h100.fabricplanner.json"))), QString());
    QCOMPARE(document.suggestedFileStem(), QStringLiteral("h100"));
    QCOMPARE(document.displayName(), QStringLiteral("h100"));
}

void TestDocument::badProjectFilesChangeNothing_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("not json") << QByteArray("{ this is not json") << QString();
    QTest::newRow("wrong format") << QByteArray(R"({"format": "something-else", "version": 1, "design": {}})")
                                  << QStringLiteral("format");
    QTest::newRow("newer version") << QByteArray(R"({"format": "fabricplanner-project", "version": 99, "design": {}})")
                                   << QStringLiteral("version");
    QTest::newRow("negative nodes")
        << projectWith("nodes", "-3")
        << QStringLiteral("$.design.nodes");
    QTest::newRow("missing file") << QByteArray() << QString();
}

void TestDocument::badProjectFilesChangeNothing()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    if (!content.isEmpty()) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    Document document(m_catalogue);
    document.edit(new ResizeClusterCommand(&document, 100));
    const Design before = document.design();
    const PlanPtr plan = document.plan();
    QSignalSpy changed(&document, &Document::designChanged);
    const QString error = document.load(path);
    QVERIFY(!error.isEmpty());
    if (!mentions.isEmpty())
        QVERIFY2(error.contains(mentions), qPrintable(error));
    QVERIFY(document.design() == before);
    QCOMPARE(document.plan(), plan);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(document.undoStack()->count(), 1);
    QVERIFY(document.filePath().isEmpty());
}

void TestDocument::largePlansRunOffTheGuiThread()
{
    Document document(m_catalogue);
    document.runner()->setSynchronousLimit(0);
    QSignalSpy busy(document.runner(), &PlanRunner::busyChanged);
    document.edit(new ResizeClusterCommand(&document, 64));
    QVERIFY(document.runner()->isBusy());
    QVERIFY(document.plan()->design.nodes != 64); // still the old plan until the worker is done
    QVERIFY(QTest::qWaitFor([&] { return !document.runner()->isBusy(); }, 10000));
    QCOMPARE(document.plan()->design.nodes, 64);
    QCOMPARE(busy.count(), 2);
}

void TestDocument::aBurstOfEditsEndsOnTheNewestPlan()
{
    Document document(m_catalogue);
    document.runner()->setSynchronousLimit(0);
    QSignalSpy busy(document.runner(), &PlanRunner::busyChanged);
    QList<int> shown;
    connect(document.runner(), &PlanRunner::planReady, this, [&] { shown << document.plan()->design.nodes; });
    for (int nodes : {40, 50, 60, 70, 80})
        document.edit(new ResizeClusterCommand(&document, nodes));
    QVERIFY(QTest::qWaitFor([&] { return !document.runner()->isBusy(); }, 10000));
    QCOMPARE(document.plan()->design.nodes, 80);
    QCOMPARE(document.plan()->compute().sizing.nodes, 80);
    // The plan that was running when the others came is shown, then the newest; the designs
    // it overtook while it ran (50, 60, 70) are never planned. Busy once, from first to last.
    QCOMPARE(shown, (QList<int>{40, 80}));
    QCOMPARE(busy.count(), 2);
}

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
