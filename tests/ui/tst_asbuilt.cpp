// Import > As-built: real ibnetdiscover output (tests/data/asbuilt, recorded from ibsim) and a
// real lldpd's table imported into the window; the differences are counted as verify counts them,
// marked on the floor plan and the topology, listed in the As built dock by rack, kept across
// re-plans and cleared on request; bad files are refused with their line.

#include "core/plan/plan.h"
#include "ui/app/asbuiltcontroller.h"
#include "ui/app/asbuiltmodel.h"
#include "ui/app/designcommands.h"
#include "ui/app/document.h"
#include "ui/app/floorplanview.h"
#include "ui/app/topologyview.h"
#include "ui/render/floordiagram.h"
#include "windowfixture.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTableView>
#include <QTemporaryDir>

using namespace fabric;
using namespace fabric::ui;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(FABRIC_TEST_DATA "/asbuilt/") + QLatin1String(name);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// Pixels of exactly this colour in a region of the widget as drawn (all of it when region is
// empty): the marks' pens draw it unblended.
int pixelsOf(QWidget *widget, const QColor &colour, QRect region = {})
{
    const QImage image = widget->grab().toImage().convertToFormat(QImage::Format_RGB32);
    region = region.isEmpty() ? image.rect() : region.intersected(image.rect());
    const QRgb wanted = colour.rgb();
    int count = 0;
    for (int y = region.top(); y <= region.bottom(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = region.left(); x <= region.right(); ++x)
            count += (line[x] & 0xffffff) == (wanted & 0xffffff);
    }
    return count;
}

// Where a rack is drawn in the floor plan's viewport, with a few pixels around it for its outline.
// The rack of a compute fabric device, named as the topology names it.
const Rack *rackOf(const Plan &plan, const std::string &device)
{
    const Topology &topology = plan.compute().topology;
    for (int id = 0; id < topology.deviceCount(); ++id)
        if (topology.device(id).name == device)
            return plan.floor.rackOf(id);
    return nullptr;
}

QRect rackOnScreen(FloorPlanView *view, const Plan &plan, const Rack *rack)
{
    return rack ? view->mapFromScene(render::rackRect(plan, *rack)).boundingRect().adjusted(-4, -4, 4, 4) : QRect();
}

} // namespace

class TestAsBuilt : public QObject
{
    Q_OBJECT

private slots:
    static void initMain() { isolateSettingsForTest(); }

    void init()
    {
        m_errors.clear();
        m_window = openTestWindow(m_errors);
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        m_window->document()->runner()->waitForIdle();
        QCoreApplication::processEvents();
        m_asBuilt = m_window->asBuilt();
        QVERIFY(m_asBuilt);
    }

    void cleanup()
    {
        delete m_window;
        m_window = nullptr;
    }

    void theImportMenuSitsBeforeExport()
    {
        QStringList titles;
        for (QAction *action : m_window->menuBar()->actions())
            titles << action->text();
        const int import = titles.indexOf(QStringLiteral("&Import"));
        QVERIFY2(import >= 0 && titles.indexOf(QStringLiteral("E&xport")) == import + 1, qPrintable(titles.join(u' ')));
        QStringList items;
        for (QAction *action : m_asBuilt->menu()->actions())
            items << action->text();
        QVERIFY(items.contains(QStringLiteral("&As-built (ibnetdiscover or LLDP JSON)…")));
        QVERIFY(items.contains(QStringLiteral("Device &Names File…")));
        QVERIFY(items.contains(QStringLiteral("&Clear As-built")));
    }

    void rewiredFabricIsMarked()
    {
        const QColor missing = asBuiltColour(DifferenceKind::Missing);
        const QColor miswired = asBuiltColour(DifferenceKind::Miswired);
        FloorPlanView *floor = m_window->floorPlanView();
        const PlanPtr plan = m_window->document()->plan();
        const Rack *nodesRack = rackOf(*plan, "dgx-h100-0001"); // and -0002
        const Rack *leafRack = rackOf(*plan, "leaf-p1-su01-r1");
        QVERIFY(nodesRack && leafRack);
        const QString nodesName = QString::fromStdString(nodesRack->name), leafName = QString::fromStdString(leafRack->name);
        const QRect nodes = rackOnScreen(floor, *plan, nodesRack);
        const QRect leaves = rackOnScreen(floor, *plan, leafRack);
        QVERIFY(!nodes.isEmpty() && !leaves.isEmpty());
        const int orangeBefore = pixelsOf(floor->viewport(), miswired, nodes);
        const int redBefore = pixelsOf(floor->viewport(), missing, leaves);

        m_asBuilt->setIgnoreSpeed(true); // ibsim runs every link at SDR
        QVERIFY(m_asBuilt->importFiles({fixture("su1-rewired.txt")}));
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
        const AsBuiltCheck *check = m_asBuilt->check();
        QVERIFY(check);
        QVERIFY(check->role == NetworkRole::Compute);
        QCOMPARE(check->result.count(DifferenceKind::Missing), 1);
        QCOMPARE(check->result.count(DifferenceKind::Miswired), 2);
        QCOMPARE(static_cast<int>(check->result.differences.size()), 3);
        QCOMPARE(check->result.asPlanned, check->result.plannedLinks - 3);
        QVERIFY2(m_asBuilt->summary().contains(QStringLiteral("1 missing, 2 miswired, 0 extra")), qPrintable(m_asBuilt->summary()));
        QVERIFY(m_asBuilt->dock()->isVisible());

        // The table: three rows, by rack; the rack filter keeps one rack's.
        QCOMPARE(m_asBuilt->model()->rowCount(), 3);
        QCOMPARE(m_asBuilt->model()->racks(), (QStringList{nodesName, leafName}));
        const QModelIndex first = m_asBuilt->model()->index(0, AsBuiltModel::Found);
        QVERIFY2(first.data().toString().contains(QStringLiteral("leaf-p1-su01-r1 port 1/2")), qPrintable(first.data().toString()));
        QCOMPARE(m_asBuilt->model()->index(0, AsBuiltModel::Line).data().toInt(), 777);
        QComboBox *racks = m_asBuilt->rackBox();
        racks->setCurrentIndex(racks->findData(leafName));
        QCOMPARE(m_asBuilt->filter()->rowCount(), 1);
        QCOMPARE(m_asBuilt->filter()->index(0, AsBuiltModel::Kind).data().toString(), QStringLiteral("Missing"));
        QCOMPARE(m_asBuilt->filter()->index(0, AsBuiltModel::Cable).data().toString(), QStringLiteral("253"));
        // A click on a rack of the floor plan filters the table to it.
        const int nodesRackId = nodesRack->id;
        emit m_window->floorPlanView()->rackSelected(nodesRackId);
        QCOMPARE(racks->currentData().toString(), nodesName);
        QCOMPARE(m_asBuilt->filter()->rowCount(), 2);
        racks->setCurrentIndex(0);
        QCOMPARE(m_asBuilt->filter()->rowCount(), 3);

        // The floor: the racks of the missing uplink outlined red, the nodes' rack orange.
        QCOMPARE(m_asBuilt->marks().racks.size(), std::size_t(3)); // the nodes', the leaf's and the spine's racks
        QVERIFY(m_asBuilt->marks().racks.at(nodesRackId).worst == DifferenceKind::Miswired);
        QVERIFY(pixelsOf(floor->viewport(), miswired, nodes) > orangeBefore + 20);
        QVERIFY(pixelsOf(floor->viewport(), missing, leaves) > redBefore + 20);
        // The key names the colours shown.
        const QRect key(0, floor->viewport()->height() - 40, 400, 40);
        QVERIFY(pixelsOf(floor->viewport(), miswired, key) > 20);

        // The topology: the miswired cables orange between the leaf and the nodes, the missing uplink red.
        QVERIFY(m_window->showView(QStringLiteral("topology")));
        QCoreApplication::processEvents();
        QCOMPARE(m_asBuilt->marks().links.size(), std::size_t(3));
        // Above the key: the links themselves.
        QWidget *topology = m_window->topologyView()->viewport();
        const QRect diagram(0, 0, topology->width(), topology->height() - 40);
        QVERIFY(pixelsOf(topology, miswired, diagram) > 20);
        QVERIFY(pixelsOf(topology, missing, diagram) > 20);
    }

    void speedsAreWarningsUnlessIgnored()
    {
        QVERIFY(m_asBuilt->importFiles({fixture("su1-as-planned.txt")}));
        const AsBuiltCheck *check = m_asBuilt->check();
        QVERIFY(check);
        QCOMPARE(check->result.count(DifferenceKind::Speed), check->result.plannedLinks); // SDR, all of them
        QCOMPARE(check->result.asPlanned, check->result.plannedLinks);
        m_asBuilt->setIgnoreSpeed(true);
        QVERIFY(m_asBuilt->check()->result.clean());
        QVERIFY2(m_asBuilt->summary().contains(QStringLiteral("The fabric is as planned.")), qPrintable(m_asBuilt->summary()));
        QCOMPARE(m_asBuilt->model()->rowCount(), 0);
        QVERIFY(m_asBuilt->marks().racks.empty());
    }

    // The As built dock at 1280 x 720 and at 960 x 540 (1920 x 1080 at 200 %), in English and in
    // Chinese: each planned and found link reads whole in its cell, with no "…" and no sideways
    // scrolling. A cell may take several lines, but only between a link's ends ("A – B") or between
    // links ("; "): each end on one line, and the row tall enough for every line.
    void differencesReadWhole_data()
    {
        languagesOnSmallScreens();
    }

    void differencesReadWhole()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        const auto restore = speaking(language);
        QStringList errors;
        const std::unique_ptr<MainWindow> window = openTestWindowAt(size, errors);
        QVERIFY(window);
        window->document()->runner()->waitForIdle();
        AsBuiltController *asBuilt = window->asBuilt();
        asBuilt->setIgnoreSpeed(true);
        QVERIFY2(asBuilt->importFiles({fixture("su1-rewired.txt")}), qPrintable(errors.join(u'\n')));
        QCoreApplication::processEvents();
        QTableView *table = asBuilt->table();
        QVERIFY(table->isVisible());
        QCOMPARE(table->model()->rowCount(), 3);
        const QFontMetrics metrics = table->fontMetrics();
        const QRegularExpression betweenEnds(QStringLiteral("(?<= –) |(?<=;) "));
        for (int column : {int(AsBuiltModel::Planned), int(AsBuiltModel::Found)}) {
            QVERIFY2(notInSight(table, column).isEmpty(), qPrintable(notInSight(table, column)));
            // The text and the cell's margins (the style's focus frame, 3 px a side).
            const int room = table->columnWidth(column) - 8;
            for (int row = 0; row < table->model()->rowCount(); ++row) {
                const QString text = table->model()->index(row, column).data().toString();
                int lines = 0;
                int used = room + 1;
                for (const QString &end : text.split(betweenEnds)) {
                    const int width = metrics.horizontalAdvance(end);
                    QVERIFY2(width <= room, qPrintable(QStringLiteral("\"%1\": %2 px in %3").arg(end).arg(width).arg(room)));
                    const int after = used + metrics.horizontalAdvance(QLatin1Char(' ')) + width;
                    used = after <= room ? after : width;
                    lines += after <= room ? 0 : 1;
                }
                QVERIFY2(table->rowHeight(row) >= lines * metrics.lineSpacing(),
                         qPrintable(QStringLiteral("\"%1\" in %2 lines of %3 px, the row %4 px high")
                                        .arg(text).arg(lines).arg(room).arg(table->rowHeight(row))));
            }
        }
        // The first row whole in sight without scrolling down (two at 1280 x 720).
        const int shown = size.height() >= 720 ? 2 : 1;
        const int bottom = table->rowViewportPosition(shown - 1) + table->rowHeight(shown - 1);
        QVERIFY2(bottom <= table->viewport()->height(),
                 qPrintable(QStringLiteral("row %1 ends at %2 of %3 px").arg(shown).arg(bottom).arg(table->viewport()->height())));
    }

    void badFilesNameTheLine_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("message");
        const QByteArray planned = readAll(fixture("su1-as-planned.txt"));
        QTest::newRow("truncated ibnetdiscover") << planned.left(planned.indexOf("\n[3]")) << QStringLiteral("fabric.txt")
                                                 << QStringLiteral("fabric.txt:11: port 2 leads to 'H-fab2000000000010', which has no block of its own");
        const QByteArray lldp = readAll(fixture("lldp-leaf-p1-01.json"));
        QTest::newRow("truncated LLDP") << lldp.left(700) << QStringLiteral("leaf-p1-01.json")
                                        << QStringLiteral("leaf-p1-01.json: not valid JSON: line 24, column ");
        QTest::newRow("LLDP neighbour without a port") << QByteArray("{\n  \"lldp\": {\n    \"interface\": {\n      \"swp1\": {\n"
                                                                     "        \"chassis\": {\"node-1\": {}}\n      }\n    }\n  }\n}\n")
                                                       << QStringLiteral("leaf-p1-01.json")
                                                       << QStringLiteral("leaf-p1-01.json:4: interface swp1: the neighbour's port has no name");
    }

    void badFilesNameTheLine()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, name);
        QFETCH(QString, message);
        // What was shown before stays.
        m_asBuilt->setIgnoreSpeed(true);
        QVERIFY(m_asBuilt->importFiles({fixture("su1-rewired.txt")}));
        QTemporaryDir dir;
        refuses(dir.filePath(name), text, message);
        QVERIFY(m_asBuilt->check());
        QCOMPARE(m_asBuilt->check()->result.count(DifferenceKind::Miswired), 2);
        QVERIFY(!m_asBuilt->importFiles({dir.filePath(QStringLiteral("none.txt"))}));
        QVERIFY2(m_errors.back().contains(dir.filePath(QStringLiteral("none.txt")) + QStringLiteral(": cannot open: no such file")),
                 qPrintable(m_errors.back()));
    }

    // The same refusals in Chinese, whole: the ibnetdiscover and LLDP readers' words were English
    // in the Chinese window ("fabric.txt:1: not a line of ibnetdiscover's output: ..."), and a
    // translated one (not valid JSON) was lost on its way to the dialog.
    void badFilesAreSaidInChinese_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << QByteArray("\n") << QStringLiteral("fabric.txt")
                               << QStringLiteral("fabric.txt：文件为空：应为 ibnetdiscover 的输出");
        QTest::newRow("a price list") << QByteArray("part_number,price,currency\n") << QStringLiteral("fabric.csv")
                                      << QStringLiteral("fabric.csv:1：不是 ibnetdiscover 输出中的行：'part_number,price,currency'");
        // Named .json, it is read as JSON, and its error is JSON's.
        QTest::newRow("a price list named .json") << QByteArray("part_number,price,currency\n") << QStringLiteral("fabric.json")
                                                  << QStringLiteral("fabric.json：不是有效的 JSON：第 1 行第 1 列");
        const QByteArray planned = readAll(fixture("su1-as-planned.txt"));
        QTest::newRow("truncated ibnetdiscover") << planned.left(planned.indexOf("\n[3]")) << QStringLiteral("fabric.txt")
                                                 << QStringLiteral("fabric.txt:11：端口 2 连向 'H-fab2000000000010'，但它没有自己的块：文件不完整");
        QTest::newRow("truncated LLDP") << readAll(fixture("lldp-leaf-p1-01.json")).left(700) << QStringLiteral("leaf-p1-01.json")
                                        << QStringLiteral("leaf-p1-01.json：不是有效的 JSON：");
        QTest::newRow("JSON that is no LLDP table") << QByteArray("{\"design\": {}}\n") << QStringLiteral("leaf.json")
                                                    << QStringLiteral("leaf.json:1：没有 \"lldp\" 对象：这不是 lldpctl -f json 的输出");
        QTest::newRow("LLDP neighbour without a port") << QByteArray("{\n  \"lldp\": {\n    \"interface\": {\n      \"swp1\": {\n"
                                                                     "        \"chassis\": {\"node-1\": {}}\n      }\n    }\n  }\n}\n")
                                                       << QStringLiteral("leaf-p1-01.json")
                                                       << QStringLiteral("leaf-p1-01.json:4：接口 swp1：邻居的端口没有名称");
    }

    void badFilesAreSaidInChinese()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, name);
        QFETCH(QString, message);
        const auto restore = speaking(QStringLiteral("zh_CN"));
        QTemporaryDir dir;
        refuses(dir.filePath(name), text, message);
    }

    // What is wrong with the files given together is said in Chinese too: a file given twice, and
    // files of two kinds (they were English in the Chinese window).
    void filesGivenTogetherAreSaidInChinese()
    {
        const auto restore = speaking(QStringLiteral("zh_CN"));
        const QString rewired = fixture("su1-rewired.txt");
        QVERIFY(!m_asBuilt->importFiles({rewired, rewired}));
        QCOMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors.back().contains(rewired + QStringLiteral(" 被指定了两次")), qPrintable(m_errors.back()));
        QTemporaryDir dir;
        const QString table = dir.filePath(QStringLiteral("leaf-01.json"));
        QVERIFY(writeAll(table, "{\"lldp\": {}}\n"));
        QVERIFY(!m_asBuilt->importFiles({rewired, table}));
        QCOMPARE(m_errors.size(), 2);
        QVERIFY2(m_errors.back().contains(QStringLiteral("请一次只检查一个网络")), qPrintable(m_errors.back()));
    }

    void lldpTableOfAnEthernetFabric()
    {
        Design design;
        design.platform = "generic-server";
        design.nodes = 4;
        design.fabric = Technology::Ethernet;
        Document *document = m_window->document();
        document->edit(new ReplaceDesignCommand(document, design, QStringLiteral("RoCE")));
        document->runner()->waitForIdle();
        // lldpctl does not print its own system's name: the table is named after its file.
        QTemporaryDir dir;
        const QString table = dir.filePath(QStringLiteral("leaf-p1-01.json"));
        QVERIFY(QFile::copy(fixture("lldp-leaf-p1-01.json"), table));
        QVERIFY(m_asBuilt->importFiles({table}));
        const AsBuiltCheck *check = m_asBuilt->check();
        QVERIFY(check);
        QVERIFY(check->naming == PortNaming::Label);
        QCOMPARE(check->result.asPlanned, 1);
        QCOMPARE(check->result.count(DifferenceKind::Miswired), 2);
        QCOMPARE(check->result.count(DifferenceKind::Missing), 1);
        // Each cable found is named with its line in the table.
        for (int row = 0; row < m_asBuilt->model()->rowCount(); ++row)
            if (m_asBuilt->model()->index(row, 0).data(AsBuiltModel::KindRole).toInt() == static_cast<int>(DifferenceKind::Miswired))
                QVERIFY(m_asBuilt->model()->index(row, AsBuiltModel::Line).data().toInt() > 0);
        // ibnetdiscover output has no InfiniBand network to check in this plan.
        QVERIFY(m_asBuilt->importFiles({fixture("su1-rewired.txt")}));
        QVERIFY(!m_asBuilt->check());
        QVERIFY2(m_asBuilt->summary().contains(QStringLiteral("no InfiniBand network")), qPrintable(m_asBuilt->summary()));
    }

    void replanKeepsTheAsBuiltUntilCleared()
    {
        m_asBuilt->setIgnoreSpeed(true);
        QVERIFY(m_asBuilt->importFiles({fixture("su1-rewired.txt")}));
        Document *document = m_window->document();
        const int planned = m_asBuilt->check()->result.plannedLinks;

        // A second SU in the plan: the as-built lacks all of it.
        Design bigger = document->design();
        bigger.nodes = 62;
        document->edit(new ReplaceDesignCommand(document, bigger, QStringLiteral("2 SUs")));
        document->runner()->waitForIdle();
        // The check follows when the plans settle.
        QVERIFY(m_asBuilt->isCheckPending());
        QTRY_VERIFY(!m_asBuilt->isCheckPending());
        QVERIFY(m_asBuilt->check());
        QVERIFY(m_asBuilt->check()->result.plannedLinks > planned);
        QVERIFY(m_asBuilt->check()->result.count(DifferenceKind::Missing) > 1);

        // Another platform: not the planned fabric, no marks, no list of differences.
        Design other = document->design();
        other.platform = "DGX-B200";
        document->edit(new ReplaceDesignCommand(document, other, QStringLiteral("B200")));
        document->runner()->waitForIdle();
        QTRY_VERIFY(!m_asBuilt->isCheckPending());
        QVERIFY(m_asBuilt->check());
        QVERIFY(m_asBuilt->check()->result.otherFabric);
        QVERIFY2(m_asBuilt->summary().startsWith(QStringLiteral("This is not the planned fabric")), qPrintable(m_asBuilt->summary()));
        QCOMPARE(m_asBuilt->model()->rowCount(), 0);
        QVERIFY(m_asBuilt->marks().racks.empty());

        // Back to the plan it was built from: the same three differences.
        document->undoStack()->undo();
        document->undoStack()->undo();
        document->runner()->waitForIdle();
        QTRY_VERIFY(!m_asBuilt->isCheckPending());
        QCOMPARE(m_asBuilt->check()->result.differences.size(), std::size_t(3));

        m_asBuilt->clear();
        QVERIFY(!m_asBuilt->hasAsBuilt());
        QVERIFY(!m_asBuilt->check());
        QVERIFY(!m_asBuilt->dock()->isVisible());
        QCOMPARE(m_asBuilt->model()->rowCount(), 0);
        QVERIFY(m_asBuilt->marks().racks.empty());
    }

    void namesFileMapsASitesNames()
    {
        // The site calls dgx-h100-0005 "site-node-05".
        QTemporaryDir dir;
        QByteArray text = readAll(fixture("su1-as-planned.txt"));
        text.replace("\"dgx-h100-0005 ", "\"site-node-05 ");
        const QString fabric = dir.filePath(QStringLiteral("site.txt"));
        QVERIFY(writeAll(fabric, text));
        m_asBuilt->setIgnoreSpeed(true);
        QVERIFY(m_asBuilt->importFiles({fabric}));
        // One unknown device, its eight links not listed again (nor found as planned).
        QCOMPARE(m_asBuilt->check()->result.count(DifferenceKind::UnknownDevice), 1);
        QCOMPARE(m_asBuilt->check()->result.differences.size(), std::size_t(1));
        QCOMPARE(m_asBuilt->check()->result.asPlanned, m_asBuilt->check()->result.plannedLinks - 8);

        const QString bad = dir.filePath(QStringLiteral("bad.names"));
        QVERIFY(writeAll(bad, "# site plan\nsite-node-05\n"));
        QVERIFY(!m_asBuilt->importNames(bad));
        QVERIFY2(m_errors.back().contains(QStringLiteral("bad.names:2: expected SITE-NAME PLAN-NAME")), qPrintable(m_errors.back()));
        QCOMPARE(m_asBuilt->check()->result.count(DifferenceKind::UnknownDevice), 1);

        const QString names = dir.filePath(QStringLiteral("site.names"));
        QVERIFY(writeAll(names, "# site plan\nsite-node-05 dgx-h100-0005\n"));
        QVERIFY(m_asBuilt->importNames(names));
        QVERIFY(m_asBuilt->check()->result.clean());
    }

    // A names file goes through the check verify --names applies (core/verify/asbuiltcheck.h):
    // its lines parsed (one name a device), and every name it gives a device found in the as-built
    // a device of the plan. A refused file is named with its line in a message, and changes
    // nothing: neither the check shown nor the as-built imported after it.
    void namesFileIsCheckedAsVerifyChecksIt_data()
    {
        QTest::addColumn<QByteArray>("names");
        QTest::addColumn<QString>("refusal"); // empty: the file is taken
        QTest::newRow("a name the plan does not have")
            << QByteArray("# site plan\nsite-node-05 dgx-h100-9999\n")
            << QStringLiteral("site.names:2: 'dgx-h100-9999' is not a device of the plan (the name given to 'site-node-05', found in ");
        QTest::newRow("the names of another plan")
            << QByteArray("site-node-05 dgx-b200-0005\nsite-node-06 dgx-b200-0006\n")
            << QStringLiteral("site.names:1: 'dgx-b200-0005' is not a device of the plan (the name given to 'site-node-05', found in ");
        QTest::newRow("a site name given twice")
            << QByteArray("site-node-05 dgx-h100-0005\nsite-node-05 dgx-h100-0006\n")
            << QStringLiteral("site.names:2: 'site-node-05' is mapped to 'dgx-h100-0005' on line 1 and to 'dgx-h100-0006' here");
        QTest::newRow("two site names for one device")
            << QByteArray("site-node-05 dgx-h100-0005\nnode-5 dgx-h100-0005\n")
            << QStringLiteral("site.names:2: two site names are mapped to 'dgx-h100-0005' (here and on line 1)");
        QTest::newRow("not a pair of names") << QByteArray("site-node-05\n")
                                             << QStringLiteral("site.names:1: expected SITE-NAME PLAN-NAME");
        // A site's file may name the devices of more than one fabric: a line for a device this
        // as-built does not show says nothing.
        QTest::newRow("a line for a device not found") << QByteArray("elsewhere-01 gpu-77\nsite-node-05 dgx-h100-0005\n")
                                                       << QString();
    }

    void namesFileIsCheckedAsVerifyChecksIt()
    {
        QFETCH(QByteArray, names);
        QFETCH(QString, refusal);
        // The site calls dgx-h100-0005 "site-node-05".
        QTemporaryDir dir;
        QByteArray text = readAll(fixture("su1-as-planned.txt"));
        text.replace("\"dgx-h100-0005 ", "\"site-node-05 ");
        const QString fabric = dir.filePath(QStringLiteral("site.txt"));
        QVERIFY(writeAll(fabric, text));
        m_asBuilt->setIgnoreSpeed(true);
        QVERIFY(m_asBuilt->importFiles({fabric}));
        QCOMPARE(m_asBuilt->check()->result.count(DifferenceKind::UnknownDevice), 1);
        const QString summary = m_asBuilt->summary();

        const QString file = dir.filePath(QStringLiteral("site.names"));
        QVERIFY(writeAll(file, names));
        const qsizetype errors = m_errors.size();
        if (refusal.isEmpty()) {
            QVERIFY2(m_asBuilt->importNames(file), qPrintable(m_errors.join(u'\n')));
            QVERIFY(m_asBuilt->check() && m_asBuilt->check()->result.clean());
            return;
        }
        QVERIFY(!m_asBuilt->importNames(file));
        QCOMPARE(m_errors.size(), errors + 1);
        QVERIFY2(m_errors.back().contains(refusal), qPrintable(m_errors.back()));
        // Nothing changed: the check shown, nor the as-built imported next.
        QVERIFY(m_asBuilt->check());
        QCOMPARE(m_asBuilt->check()->result.count(DifferenceKind::UnknownDevice), 1);
        QCOMPARE(m_asBuilt->summary(), summary);
        QVERIFY(m_asBuilt->importFiles({fabric}));
        QCOMPARE(m_asBuilt->check()->result.count(DifferenceKind::UnknownDevice), 1);
        QCOMPARE(m_errors.size(), errors + 1);
    }

    // Names that fitted the plan and no longer do (the plan lost the device they name): no check,
    // and the summary says why in verify's words.
    void namesThatNoLongerFitThePlanAreNamed()
    {
        QTemporaryDir dir;
        QByteArray text = readAll(fixture("su1-as-planned.txt"));
        text.replace("\"dgx-h100-0005 ", "\"site-node-05 ");
        const QString fabric = dir.filePath(QStringLiteral("site.txt"));
        QVERIFY(writeAll(fabric, text));
        const QString names = dir.filePath(QStringLiteral("site.names"));
        QVERIFY(writeAll(names, "site-node-05 dgx-h100-0005\n"));
        m_asBuilt->setIgnoreSpeed(true);
        QVERIFY(m_asBuilt->importNames(names));
        QVERIFY(m_asBuilt->importFiles({fabric}));
        QVERIFY(m_asBuilt->check() && m_asBuilt->check()->result.clean());

        Document *document = m_window->document();
        Design smaller = document->design();
        smaller.nodes = 4;
        document->edit(new ReplaceDesignCommand(document, smaller, QStringLiteral("4 nodes")));
        document->runner()->waitForIdle();
        QTRY_VERIFY(!m_asBuilt->isCheckPending());
        QVERIFY(!m_asBuilt->check());
        QVERIFY2(m_asBuilt->summary().contains(QStringLiteral(
                     "site.names:1: 'dgx-h100-0005' is not a device of the plan (the name given to 'site-node-05', found in ")),
                 qPrintable(m_asBuilt->summary()));
        QVERIFY(m_asBuilt->marks().racks.empty());
    }

private:
    // The file at path, of text, is refused with one error that says message.
    void refuses(const QString &path, const QByteArray &text, const QString &message)
    {
        QVERIFY(writeAll(path, text));
        QVERIFY(!m_asBuilt->importFiles({path}));
        QCOMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors.front().contains(message), qPrintable(m_errors.front()));
    }

    MainWindow *m_window = nullptr;
    AsBuiltController *m_asBuilt = nullptr;
    QStringList m_errors;
};

QTEST_MAIN(TestAsBuilt)
#include "tst_asbuilt.moc"
