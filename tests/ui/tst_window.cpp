// The window as a newcomer meets it: it fits a small screen, its keys and help, numbers that never
// pass a guess off as a fact, and a floor plan that answers the mouse as people expect.
#include "core/compare/comparison.h"
#include "core/plan/pipeline.h"
#include "ui/app/compareview.h"
#include "ui/app/comparisonmodel.h"
#include "ui/app/designcommands.h"
#include "ui/app/designpanel.h"
#include "ui/app/diagnosticsmodel.h"
#include "ui/app/document.h"
#include "ui/app/exploreview.h"
#include "ui/app/figurespanel.h"
#include "ui/app/format.h"
#include "ui/app/floorplanview.h"
#include "ui/app/bommodel.h"
#include "ui/app/cablemodel.h"
#include "ui/app/charts.h"
#include "ui/app/dockscrollarea.h"
#include "ui/app/networkname.h"
#include "ui/app/performanceview.h"
#include "ui/app/projectio.h"
#include "ui/app/recentfiles.h"
#include "ui/app/topologyview.h"
#include "ui/app/wrappingheader.h"
#include "ui/render/floordiagram.h"
#include "ui/render/quantitytext.h"
#include "ui/render/topologylayout.h"
#include "windowfixture.h"

#include <QAction>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QComboBox>
#include <QLineSeries>
#include <QLegend>
#include <QLogValueAxis>
#include <QValueAxis>
#include <QApplication>
#include <QDockWidget>
#include <QGraphicsItem>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QTableView>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QMenuBar>
#include <QProcess>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolBar>
#include <QStatusBar>
#include <QUndoStack>
#include <QWheelEvent>

#include <cmath>

using namespace fabric;
using namespace fabric::ui;

namespace {

QAction *actionWithShortcut(QWidget *window, const QKeySequence &key)
{
    for (QAction *action : window->findChildren<QAction *>())
        if (action->shortcuts().contains(key))
            return action;
    return nullptr;
}

QAction *menuAction(QMainWindow *window, const QString &text)
{
    for (QAction *menu : window->menuBar()->actions())
        for (QAction *action : menu->menu()->actions())
            if (action->text().remove(QLatin1Char('&')) == text)
                return action;
    return nullptr;
}

} // namespace

class TestWindow : public QObject
{
    Q_OBJECT

private slots:
    static void initMain() { isolateSettingsForTest(); }

    // A count of one reads as one: the status bar said "0 GPUs · 1 switches · 6 links" for two
    // servers on one switch, and the Edit menu "Undo Set 1 nodes", "Undo SU of 1 nodes".
    void aCountOfOneReadsAsOne()
    {
        Document *document = m_window->document();
        Design design = document->design();
        design.platform = "generic-server";
        design.nodes = 2;
        document->edit(new ReplaceDesignCommand(document, design, QStringLiteral("Small")));
        document->runner()->waitForIdle();
        QCoreApplication::processEvents();
        QVERIFY(document->plan()->ok());
        QCOMPARE(document->plan()->figures.clusterSwitches, 1);
        QStringList status;
        for (const QLabel *label : m_window->statusBar()->findChildren<QLabel *>())
            status << label->text();
        QVERIFY2(status.filter(QStringLiteral("0 GPUs · 1 switch · ")).size() == 1, qPrintable(status.join(QLatin1Char('|'))));

        document->edit(new ResizeClusterCommand(document, 1));
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Set 1 node"));
        document->edit(new ChangeSuSizeCommand(document, 1));
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("SU of 1 node"));
        document->runner()->waitForIdle();
    }

    void init()
    {
        m_errors.clear();
        m_window = openTestWindow(m_errors);
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        m_window->document()->runner()->waitForIdle();
        QCoreApplication::processEvents();
    }

    void cleanup()
    {
        delete m_window;
        m_window = nullptr;
    }

    // 1280 x 720 at 100 %: the window's minimum fits, on every view.
    void fitsA1280By720Screen()
    {
        for (int tab = 0; tab < m_window->tabs()->count(); ++tab) {
            m_window->tabs()->setCurrentIndex(tab);
            const QSize minimum = m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
            QVERIFY2(minimum.width() <= 1280 && minimum.height() <= 720,
                     qPrintable(QStringLiteral("%1: %2 x %3").arg(m_window->tabs()->tabText(tab)).arg(minimum.width())
                                    .arg(minimum.height())));
        }
        m_window->resize(1280, 720);
        QTRY_COMPARE(m_window->size(), QSize(1280, 720));
    }

    // At 1280 x 720, and at 960 x 540 (a 1920 x 1080 screen at 200 %), no dock scrolls sideways
    // and no field runs off its dock's edge; made as narrow as it goes, a dock still does not.
    void docksFitWithoutSidewaysScrolling_data()
    {
        QTest::addColumn<QSize>("window");
        QTest::addColumn<bool>("narrowest");
        QTest::newRow("1280 x 720") << QSize(1280, 720) << false;
        QTest::newRow("1280 x 720, docks at their narrowest") << QSize(1280, 720) << true;
        QTest::newRow("960 x 540 (200 %)") << QSize(960, 540) << false;
    }

    void docksFitWithoutSidewaysScrolling()
    {
        QFETCH(QSize, window);
        QFETCH(bool, narrowest);
        m_window->resize(window);
        QTRY_COMPARE(m_window->size(), window);
        QList<QDockWidget *> docks;
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>())
            if (qobject_cast<DockScrollArea *>(dock->widget()))
                docks << dock;
        QCOMPARE(docks.size(), 2);
        // At 1280 x 720 a fresh window gives each dock the width its panel asks for.
        if (window.width() >= 1280 && !narrowest)
            for (QDockWidget *dock : docks)
                QVERIFY2(dock->width() >= dock->widget()->sizeHint().width() - 1,
                         qPrintable(QStringLiteral("%1: %2 px of %3").arg(dock->windowTitle()).arg(dock->width())
                                        .arg(dock->widget()->sizeHint().width())));
        if (narrowest)
            m_window->resizeDocks(docks, {1, 1}, Qt::Horizontal);
        QCoreApplication::processEvents();
        for (QDockWidget *dock : docks) {
            auto *area = qobject_cast<DockScrollArea *>(dock->widget());
            QWidget *panel = area->widget();
            const QString name = dock->windowTitle();
            QVERIFY2(area->horizontalScrollBar()->maximum() == 0, qPrintable(name));
            QVERIFY2(panel->width() <= area->viewport()->width(),
                     qPrintable(QStringLiteral("%1: panel %2 px in a %3 px dock").arg(name).arg(panel->width())
                                    .arg(area->viewport()->width())));
            for (QWidget *child : panel->findChildren<QWidget *>())
                if (child->isVisible() && child->parentWidget() == panel)
                    QVERIFY2(child->geometry().right() < panel->width(),
                             qPrintable(QStringLiteral("%1: %2 ends at %3 of %4").arg(name, QLatin1String(child->metaObject()->className()))
                                            .arg(child->geometry().right()).arg(panel->width())));
        }
    }

    // The views' tabs at 1280 x 720 and at 960 x 540 (1920 x 1080 at 200 %, or a window snapped
    // to half of a 1920 px screen), in English and in Chinese: every title whole, no scroll
    // arrows; the Design dock still shown beside the views, as wide as its panel needs at least.
    void viewTabsReadWholeOnSmallScreens_data()
    {
        languagesOnSmallScreens();
    }

    void viewTabsReadWholeOnSmallScreens()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        const auto restore = speaking(language);
        QStringList errors;
        const std::unique_ptr<MainWindow> window = openTestWindowAt(size, errors);
        QVERIFY(window);
        QTabBar *bar = window->tabs()->tabBar();
        QStringList titles;
        for (int tab = 0; tab < bar->count(); ++tab)
            titles << QStringLiteral("%1 %2 to %3").arg(bar->tabText(tab)).arg(bar->tabRect(tab).left()).arg(bar->tabRect(tab).right());
        const QString where = QStringLiteral("window %1 px, bar %2 px: %3").arg(window->width()).arg(bar->width())
                                  .arg(titles.join(QStringLiteral(", ")));
        for (QToolButton *arrow : bar->findChildren<QToolButton *>())
            QTRY_VERIFY2(!arrow->isVisible(), qPrintable(where));
        for (int tab = 0; tab < bar->count(); ++tab)
            QVERIFY2(bar->rect().contains(bar->tabRect(tab)), qPrintable(where));
        QDockWidget *design = window->findChild<QDockWidget *>(QStringLiteral("designDock"));
        QVERIFY(design && design->isVisible() && !design->isFloating());
        QVERIFY2(design->width() >= design->minimumSizeHint().width(), qPrintable(QString::number(design->width())));
        QVERIFY(window->tabs()->geometry().left() >= design->geometry().right());
        QCOMPARE(bar->count(), 7);
    }

    // Every column header of the tables shows its whole text (and sort arrow) at 1280 x 720.
    void tableHeadersAreNotClipped()
    {
        m_window->resize(1280, 720);
        QTRY_COMPARE(m_window->size(), QSize(1280, 720));
        for (const QString &viewName : {QStringLiteral("bom"), QStringLiteral("cabling")}) {
            QVERIFY(m_window->showView(viewName));
            QCoreApplication::processEvents();
            QTableView *table = nullptr;
            for (QTableView *t : m_window->tabs()->currentWidget()->findChildren<QTableView *>())
                table = t;
            if (!table)
                table = qobject_cast<QTableView *>(m_window->tabs()->currentWidget());
            QVERIFY2(table, qPrintable(viewName));
            QHeaderView *header = table->horizontalHeader();
            // A header that wraps shows each text whole on its lines, and is tall enough for them.
            if (auto *wrapping = qobject_cast<WrappingHeaderView *>(header)) {
                const auto letters = [](QString s) { return s.remove(QLatin1Char(' ')).remove(QLatin1Char('\n')); };
                for (int c = 0; c < header->count(); ++c) {
                    const QString text = table->model()->headerData(c, Qt::Horizontal).toString();
                    const QStringList lines = wrapping->sectionLines(c);
                    if (header->isSectionHidden(c))
                        continue;
                    QVERIFY2(letters(lines.join(QString())) == letters(text),
                             qPrintable(QStringLiteral("%1: \"%2\" shows as \"%3\"").arg(viewName, text, lines.join(QLatin1Char('|')))));
                    QVERIFY(header->height() >= lines.size() * header->fontMetrics().lineSpacing());
                }
                continue;
            }
            for (int c = 0; c < header->count(); ++c)
                if (!header->isSectionHidden(c))
                    QVERIFY2(header->sectionSize(c) >= header->sectionSizeHint(c),
                             qPrintable(QStringLiteral("%1: \"%2\" %3 px of %4").arg(viewName)
                                            .arg(table->model()->headerData(c, Qt::Horizontal).toString())
                                            .arg(header->sectionSize(c)).arg(header->sectionSizeHint(c))));
        }
    }

    // At 1280 x 720 beside the docks the bill of materials shows its amounts without scrolling
    // sideways: the audit saw "Unit" cut and Extended off the right edge. The Network column
    // stays for a plan of several networks and goes when every line would name the same one.
    void bomAmountsInSightAt1280x720_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<bool>("networkShown");
        QTest::newRow("4 SUs, the compute fabric") << QStringLiteral("h100-ndr-4su.json") << false;
        QTest::newRow("whole cluster, four networks") << QStringLiteral("h100-4su-whole-cluster.json") << true;
    }

    void bomAmountsInSightAt1280x720()
    {
        QFETCH(QString, sample);
        QFETCH(bool, networkShown);
        QVERIFY(m_window->openFile(QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/") + sample));
        m_window->document()->runner()->waitForIdle();
        QCoreApplication::processEvents();
        QVERIFY(m_window->document()->plan()->ok());
        m_window->resize(1280, 720);
        QTRY_COMPARE(m_window->size(), QSize(1280, 720));
        QVERIFY(m_window->showView(QStringLiteral("bom")));
        QCoreApplication::processEvents();
        auto *table = m_window->tabs()->currentWidget()->findChild<QTableView *>();
        QVERIFY(table);
        QHeaderView *header = table->horizontalHeader();
        QCOMPARE(header->isSectionHidden(BomModel::Network), !networkShown);
        for (int column : {int(BomModel::Quantity), int(BomModel::UnitPrice), int(BomModel::Extended)}) {
            const QString name = table->model()->headerData(column, Qt::Horizontal).toString();
            const QString why = notInSight(table, column);
            QVERIFY2(why.isEmpty(), qPrintable(why));
            // Each amount whole, not elided.
            QVERIFY2(header->sectionSize(column) >= static_cast<QAbstractItemView *>(table)->sizeHintForColumn(column),
                     qPrintable(QStringLiteral("%1: %2 px of %3").arg(name).arg(header->sectionSize(column))
                                    .arg(static_cast<QAbstractItemView *>(table)->sizeHintForColumn(column))));
        }
    }

    // The bill of materials says what it comes to under its lines, in sight at 1280 x 720 (the
    // audit found the total in the Figures dock only): the pricing engine's list, discount, net and
    // tax, as the Figures dock and the exports read them, and what the amounts leave out.
    void bomTotalInSight_data()
    {
        QTest::addColumn<double>("discount");
        QTest::addColumn<double>("tax");
        QTest::newRow("no discount") << 0.0 << 0.0;
        QTest::newRow("the sample's 12 % discount") << 12.0 << 0.0;
        QTest::newRow("discount and 20 % tax") << 12.0 << 20.0;
    }

    void bomTotalInSight()
    {
        QFETCH(double, discount);
        QFETCH(double, tax);
        QVERIFY(m_window->openFile(QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/h100-ndr-4su.json")));
        Design design = m_window->document()->design();
        design.pricing.discountPercent = discount;
        design.pricing.taxPercent = tax;
        m_window->document()->edit(new ReplaceDesignCommand(m_window->document(), design, QStringLiteral("Pricing")));
        m_window->document()->runner()->waitForIdle();
        QCoreApplication::processEvents();
        const PlanPtr plan = m_window->document()->plan();
        QVERIFY(plan->ok());
        QVERIFY(showViewAt(QStringLiteral("bom"), QSize(1280, 720)));
        QCoreApplication::processEvents();
        QWidget *page = m_window->tabs()->currentWidget();
        auto *total = page->findChild<QLabel *>(QStringLiteral("bomTotal"));
        QVERIFY(total);
        QVERIFY(total->isVisible());
        const QRect shown(total->mapTo(page, QPoint(0, 0)), total->size());
        QVERIFY2(page->rect().contains(shown), qPrintable(QStringLiteral("the total at %1,%2 %3x%4 in a %5x%6 page")
                                                               .arg(shown.x()).arg(shown.y()).arg(shown.width())
                                                               .arg(shown.height()).arg(page->width()).arg(page->height())));
        // Its text whole: wrapped within the page rather than cut at its edge.
        QVERIFY(total->wordWrap() || total->sizeHint().width() <= total->width());
        const CostSummary &cost = plan->bom.cost;
        const QString currency = QString::fromStdString(plan->bom.currency);
        const QString text = total->text();
        QVERIFY2(text.contains(formatMoney(cost.net, currency)), qPrintable(text));
        QCOMPARE(cost.discounted(), discount != 0.0);
        if (cost.discounted())
            QVERIFY2(text.contains(formatMoney(cost.list, currency)) && text.contains(formatMoney(cost.discount, currency)),
                     qPrintable(text));
        QCOMPARE(text.contains(QStringLiteral("discount")), cost.discounted());
        QCOMPARE(cost.tax != 0.0, tax != 0.0);
        if (cost.tax != 0.0)
            QVERIFY2(text.contains(formatMoney(cost.total, currency)), qPrintable(text));
        QCOMPARE(text.contains(QStringLiteral("tax")), cost.tax != 0.0);
        QCOMPARE(text.contains(QStringLiteral("on request")), !cost.complete());
        QVERIFY(!cost.complete()); // the sample's UFM appliance is sold on request
    }

    // The topology at 1280 x 720 beside the docks (200 % is the same in device-independent pixels):
    // the diagram fitted to the view, its box labels and row captions shown at three quarters of
    // their size or more, each label inside its box. Sixteen boxes a row fitted into the view's
    // 530 px drew the 4-SU sample's labels at 5 px and 5,000 nodes' at 4 px.
    void topologyReadableAt1280x720_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::newRow("the 4-SU sample, 127 nodes") << 127;
        QTest::newRow("5,000 nodes") << 5000;
    }

    void topologyReadableAt1280x720()
    {
        QFETCH(int, nodes);
        QVERIFY(m_window->openFile(QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/h100-ndr-4su.json")));
        Document *document = m_window->document();
        if (nodes != document->design().nodes)
            document->edit(new ResizeClusterCommand(document, nodes));
        document->runner()->waitForIdle();
        QCoreApplication::processEvents();
        QVERIFY(document->plan()->ok());
        QVERIFY(showViewAt(QStringLiteral("topology"), QSize(1280, 720)));
        QCoreApplication::processEvents();
        TopologyView *view = m_window->topologyView();
        const render::TopologyLayout &layout = view->layout();
        QVERIFY(!layout.boxes.empty());
        const double scale = view->transform().m11();
        // The whole diagram in sight.
        const QRect shown = view->mapFromScene(layout.bounds).boundingRect();
        QVERIFY2(view->viewport()->rect().adjusted(-2, -2, 2, 2).contains(shown),
                 qPrintable(QStringLiteral("%1,%2 %3x%4 in %5x%6").arg(shown.x()).arg(shown.y()).arg(shown.width())
                                .arg(shown.height()).arg(view->viewport()->width()).arg(view->viewport()->height())));
        for (const render::TopologyBox &box : layout.boxes) {
            const QFont font = render::labelFont(box);
            const int full = box.label.contains(QLatin1Char('\n')) ? 12 : 15;
            QVERIFY2(font.pixelSize() * scale >= 0.75 * full,
                     qPrintable(QStringLiteral("\"%1\" at %2 px on screen").arg(box.label).arg(font.pixelSize() * scale)));
            QVERIFY(render::labelRoom(box).width() >= QFontMetricsF(font).horizontalAdvance(box.label.section(QLatin1Char('\n'), 0, 0)));
        }
        for (const render::TopologyRowCaption &row : layout.rows)
            QVERIFY2(render::captionFont(row).pixelSize() * scale >= 0.75 * 14,
                     qPrintable(QStringLiteral("\"%1\" at %2 px on screen").arg(row.text).arg(render::captionFont(row).pixelSize() * scale)));
    }

    // The cabling table at 1280 x 720 beside the docks (and at 200 %, the same in device-independent
    // pixels): each link's run and ordered length, its medium and its part numbers in sight
    // without scrolling sideways, the numbers and the medium whole; a text column cut short has
    // its whole text in the tooltip. The audit saw both Rack columns, the lengths, the medium,
    // the network and the part numbers off the right edge.
    // Each network numbers its own links, as the cabling CSV does: with several networks a box
    // shows one network's links at a time. The compute fabric's device names are whole (a GB200
    // NVL72's "dgx-gb200-0001" was cut to "dgx-gb200-0…" on every row).
    void cablingKeyColumnsInSightAt1280x720_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<QString>("platform"); // the sample's when empty
        QTest::addColumn<QString>("networks"); // the sample's when empty
        QTest::addColumn<bool>("networkShown");
        QTest::newRow("4 SUs, the compute fabric") << QStringLiteral("h100-ndr-4su.json") << QString() << QString() << false;
        QTest::newRow("whole cluster, four networks") << QStringLiteral("h100-4su-whole-cluster.json") << QString() << QString()
                                                      << true;
        QTest::newRow("GB200 NVL72, compute fabric") << QStringLiteral("h100-ndr-4su.json") << QStringLiteral("DGX-GB200")
                                                     << QString() << false;
        // The catalogue has no storage port layout for the GB200: its storage network is not planned.
        QTest::newRow("GB200 NVL72, three networks") << QStringLiteral("h100-4su-whole-cluster.json") << QStringLiteral("DGX-GB200")
                                                     << QStringLiteral("compute,inband,oob") << true;
    }

    void cablingKeyColumnsInSightAt1280x720()
    {
        QFETCH(QString, sample);
        QFETCH(QString, platform);
        QFETCH(QString, networks);
        QFETCH(bool, networkShown);
        QVERIFY(m_window->openFile(QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/") + sample));
        Document *document = m_window->document();
        if (!platform.isEmpty()) {
            document->edit(new ChangePlatformCommand(document, platform.toStdString()));
            document->edit(new ResizeClusterCommand(document, 16));
        }
        if (!networks.isEmpty()) {
            std::vector<NetworkRole> planned;
            for (const QString &name : networks.split(QLatin1Char(',')))
                planned.push_back(*networkRoleFromString(name.toStdString()));
            document->edit(new ChangeNetworksCommand(document, planned));
        }
        document->runner()->waitForIdle();
        QCoreApplication::processEvents();
        QVERIFY(m_window->document()->plan()->ok());
        QVERIFY(showViewAt(QStringLiteral("cabling"), QSize(1280, 720)));
        QCoreApplication::processEvents();
        auto *table = m_window->tabs()->currentWidget()->findChild<QTableView *>();
        QVERIFY(table);
        QAbstractItemModel *model = table->model();
        QVERIFY(model->rowCount() > 0);
        QCOMPARE(table->horizontalHeader()->isSectionHidden(CableModel::Network), !networkShown);
        // One network's links at a time, numbered as the CSV numbers them (from 1, each network).
        auto *networkBox = m_window->tabs()->currentWidget()->findChild<QComboBox *>(QStringLiteral("cablingNetwork"));
        QVERIFY(networkBox);
        QCOMPARE(networkBox->isVisible(), networkShown);
        for (int item = 1; networkShown && item < networkBox->count(); ++item) {
            networkBox->setCurrentIndex(item);
            QVERIFY(model->rowCount() > 0);
            for (int row = 0; row < model->rowCount(); ++row) {
                QCOMPARE(model->index(row, CableModel::Network).data().toString(), networkBox->itemText(item));
                QCOMPARE(model->index(row, CableModel::Link).data().toInt(), row + 1);
            }
        }
        networkBox->setCurrentIndex(0);
        // The compute fabric's links come first: its names whole.
        for (int column : {int(CableModel::FromDevice), int(CableModel::ToDevice)})
            for (int row = 0; row < model->rowCount(); ++row) {
                if (model->index(row, CableModel::Network).data().toString() != networkName(NetworkRole::Compute))
                    break;
                const QString name = model->index(row, column).data().toString();
                const int width = static_cast<QAbstractItemView *>(table)->sizeHintForIndex(model->index(row, column)).width();
                QVERIFY2(width <= table->columnWidth(column),
                         qPrintable(QStringLiteral("%1 needs %2 px, its column has %3").arg(name).arg(width).arg(table->columnWidth(column))));
            }
        for (int column : {int(CableModel::Length), int(CableModel::Ordered), int(CableModel::Medium)}) {
            const QString why = notInSight(table, column);
            QVERIFY2(why.isEmpty(), qPrintable(why));
            QVERIFY2(table->columnWidth(column) >= static_cast<QAbstractItemView *>(table)->sizeHintForColumn(column),
                     qPrintable(QStringLiteral("%1: %2 px of %3").arg(model->headerData(column, Qt::Horizontal).toString())
                                    .arg(table->columnWidth(column))
                                    .arg(static_cast<QAbstractItemView *>(table)->sizeHintForColumn(column))));
        }
        // The part numbers start in sight, their header whole (a link's three part numbers are
        // cut short, whole in the tooltip below).
        auto *header = qobject_cast<WrappingHeaderView *>(table->horizontalHeader());
        QVERIFY(header);
        const int partsLeft = header->sectionViewportPosition(CableModel::PartNumber);
        const int partsHeader = header->widthToShowWhole(model->headerData(CableModel::PartNumber, Qt::Horizontal).toString(),
                                                         header->minimumSectionSize(), 400);
        QVERIFY2(!header->isSectionHidden(CableModel::PartNumber) && partsLeft >= 0
                     && partsLeft + partsHeader <= table->viewport()->width(),
                 qPrintable(notInSight(table, CableModel::PartNumber)));
        // Every text column, elided or not, has its whole text one hover away.
        for (int column = 0; column < model->columnCount(); ++column) {
            const QModelIndex cell = model->index(0, column);
            if (column == CableModel::Link || column == CableModel::Length || column == CableModel::Ordered)
                continue;
            QCOMPARE(cell.data(Qt::ToolTipRole).toString(), cell.data(Qt::DisplayRole).toString());
        }
    }

    void keysAndHelp()
    {
        QAction *redo = actionWithShortcut(m_window, QKeySequence(Qt::CTRL | Qt::Key_Y));
        QVERIFY(redo);
        QVERIFY(redo->text().contains(QStringLiteral("Redo")));
        QAction *saveAs = actionWithShortcut(m_window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
        QVERIFY(saveAs);
        QVERIFY2(saveAs->text().remove(QLatin1Char('&')).startsWith(QStringLiteral("Save As")), qPrintable(saveAs->text()));
        QAction *guide = menuAction(m_window, QStringLiteral("User Guide"));
        QVERIFY(guide);
        guide->trigger();
        QTextBrowser *browser = nullptr;
        QTRY_VERIFY((browser = m_window->findChild<QTextBrowser *>(QStringLiteral("userGuide"))) != nullptr);
        QVERIFY(browser->toPlainText().contains(QStringLiteral("Floor plan")));
        QVERIFY(menuAction(m_window, QStringLiteral("Settings…")));
    }

    // A label that follows the undo step ("Undo Resize to 40 nodes") would push the buttons after it.
    void toolbarButtonsStayPut()
    {
        auto *bar = m_window->findChild<QToolBar *>(QStringLiteral("mainToolBar"));
        QVERIFY(bar);
        auto geometries = [bar] {
            QList<QRect> rects;
            for (QAction *action : bar->actions())
                if (QWidget *w = bar->widgetForAction(action))
                    rects << w->geometry();
            return rects;
        };
        const QList<QRect> before = geometries();
        Document *document = m_window->document();
        document->edit(new ResizeClusterCommand(document, 40));
        QCoreApplication::processEvents();
        QCOMPARE(geometries(), before);
        QVERIFY(bar->actions().first()->isEnabled());
    }

    void zeroNodesIsExplained()
    {
        Document *document = m_window->document();
        const int nodes = document->design().nodes;
        auto *size = qobject_cast<QSpinBox *>(m_window->designPanel()->fieldWidget(DesignField::Nodes));
        QVERIFY(size);
        size->setValue(0);
        QCOMPARE(document->design().nodes, nodes);
        QVERIFY2(m_window->designPanel()->sizeRefusal().contains(QStringLiteral("at least one node")),
                 qPrintable(m_window->designPanel()->sizeRefusal()));
        size->setValue(40);
        QCOMPARE(document->design().nodes, 40);
        QCOMPARE(m_window->designPanel()->sizeRefusal(), QString());
    }

    // An impossible design's error, as the window lists it, says what would work.
    void impossibleDesignSuggestsTheFix()
    {
        Document *document = m_window->document();
        Design design = document->design();
        design.platform = "generic-server";
        design.fabric = Technology::Ethernet;
        design.linkSpeedGbps = 25;
        design.switchModel = "SN2010";
        design.nodes = 40;
        design.gpus.reset();
        document->edit(new ReplaceDesignCommand(document, design, QStringLiteral("impossible")));
        document->runner()->waitForIdle();
        QCoreApplication::processEvents();
        DiagnosticsModel *model = m_window->diagnosticsModel();
        QCOMPARE(model->errorCount(), 1);
        QString message;
        for (int r = 0; r < model->rowCount(); ++r)
            message += model->index(r, DiagnosticsModel::Message).data().toString();
        QVERIFY2(message.contains(QStringLiteral("choose SN2100 or plan at most 18 nodes")), qPrintable(message));
    }

    // A design with an error has no plan: each view that it leaves blank says why, in its middle,
    // and Performance does not say "yet" (the audit saw blank views and "No model for this plan
    // yet."). The notices go once the error is fixed.
    void viewsWithoutAPlanSayWhy()
    {
        Document *document = m_window->document();
        const Design good = document->design();
        Design bad = good;
        bad.platform = "NO-SUCH-PLATFORM";
        document->edit(new ReplaceDesignCommand(document, bad, QStringLiteral("bad platform")));
        document->runner()->waitForIdle();
        QCoreApplication::processEvents();
        QVERIFY(!document->plan()->ok());
        QCOMPARE(m_window->diagnosticsModel()->errorCount(), 1);
        const QString expected = QStringLiteral("No plan: the design has 1 error. See Warnings and errors.");
        auto noticeIn = [this] {
            QLabel *shown = nullptr;
            for (auto *label : m_window->tabs()->currentWidget()->findChildren<QLabel *>(QStringLiteral("noPlanNotice")))
                if (label->isVisible())
                    shown = label;
            return shown;
        };
        for (const QString &view : {QStringLiteral("floor"), QStringLiteral("topology"), QStringLiteral("bom"),
                                    QStringLiteral("cabling"), QStringLiteral("performance"), QStringLiteral("explore")}) {
            QVERIFY(m_window->showView(view));
            QCoreApplication::processEvents();
            QLabel *notice = noticeIn();
            QVERIFY2(notice, qPrintable(view));
            QCOMPARE(notice->text(), expected);
            QVERIFY(notice->alignment() & Qt::AlignHCenter);
            QVERIFY(notice->alignment() & Qt::AlignVCenter);
            // Over the whole view it stands in for, with its text whole.
            QCOMPARE(notice->geometry(), notice->parentWidget()->rect());
            QVERIFY2(notice->height() >= notice->heightForWidth(notice->width()), qPrintable(view));
        }
        QVERIFY2(!m_window->performanceView()->note().contains(QStringLiteral("yet")),
                 qPrintable(m_window->performanceView()->note()));
        document->undoStack()->undo();
        document->runner()->waitForIdle();
        QCoreApplication::processEvents();
        QVERIFY(document->plan()->ok());
        for (const QString &view : {QStringLiteral("floor"), QStringLiteral("bom"), QStringLiteral("explore")}) {
            QVERIFY(m_window->showView(view));
            QCoreApplication::processEvents();
            QVERIFY2(!noticeIn(), qPrintable(view));
        }
    }

    // A choice's tooltip has its whole text (the dock cuts one only past 32 characters), and keeps
    // it beside a problem or the field's own explanation.
    void designChoicesShowTheirWholeText()
    {
        DesignPanel *panel = m_window->designPanel();
        for (DesignField field : {DesignField::Platform, DesignField::LinkSpeed, DesignField::Switch, DesignField::Fabric,
                                  DesignField::Management, DesignField::SwitchPlacement}) {
            auto *combo = qobject_cast<QComboBox *>(panel->fieldWidget(field));
            QVERIFY(combo);
            QVERIFY(!combo->currentText().isEmpty());
            QVERIFY2(combo->toolTip().startsWith(combo->currentText()),
                     qPrintable(combo->currentText() + QStringLiteral(" | ") + combo->toolTip()));
        }
        // The subnet manager's explanation stays.
        QVERIFY(panel->fieldWidget(DesignField::Management)->toolTip().contains(QStringLiteral("InfiniBand subnet management")));
        Document *document = m_window->document();
        Design bad = document->design();
        bad.platform = "NO-SUCH-PLATFORM";
        document->edit(new ReplaceDesignCommand(document, bad, QStringLiteral("bad platform")));
        document->runner()->waitForIdle();
        QCoreApplication::processEvents();
        auto *platform = qobject_cast<QComboBox *>(panel->fieldWidget(DesignField::Platform));
        QVERIFY(platform->currentText().contains(QStringLiteral("NO-SUCH-PLATFORM")));
        QVERIFY2(platform->toolTip().startsWith(platform->currentText() + QStringLiteral("\n\n")), qPrintable(platform->toolTip()));
        QVERIFY2(platform->toolTip().contains(QStringLiteral("NO-SUCH-PLATFORM")), qPrintable(platform->toolTip()));
        QVERIFY(platform->toolTip().size() > platform->currentText().size() + 10);
        document->undoStack()->undo();
        document->runner()->waitForIdle();
        QCoreApplication::processEvents();
        QCOMPARE(platform->toolTip(), platform->currentText());
    }

    // At 1280 x 720 and at 960 x 540 (1920 x 1080 at 200 %) every choice of the Design dock reads
    // whole: the platform, the link speed, the subnet manager and the others (the review saw
    // "DGX-H100 (8 × H10" and "Platform's NIC (400(" at 1280 x 720). A narrow dock puts a long
    // choice under its label instead of cutting it.
    void designChoicesReadWhole_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("management");
        QTest::addColumn<int>("placement");
        const int ufm = static_cast<int>(FabricManagement::UfmAppliance);
        const int embedded = static_cast<int>(FabricManagement::Embedded);
        const int automatic = static_cast<int>(SwitchPlacement::Automatic);
        const int central = static_cast<int>(SwitchPlacement::CentralRow);
        QTest::newRow("1280 x 720, DGX-H100, UFM") << QSize(1280, 720) << "DGX-H100" << ufm << automatic;
        QTest::newRow("1280 x 720, HGX-B200, the switch's subnet manager, a central row")
            << QSize(1280, 720) << "HGX-B200" << embedded << central;
        QTest::newRow("960 x 540 (200 %), DGX-H100, UFM") << QSize(960, 540) << "DGX-H100" << ufm << automatic;
        QTest::newRow("960 x 540 (200 %), HGX-B200, the switch's subnet manager")
            << QSize(960, 540) << "HGX-B200" << embedded << central;
    }

    void designChoicesReadWhole()
    {
        QFETCH(QSize, size);
        QFETCH(QString, platform);
        QFETCH(int, management);
        QFETCH(int, placement);
        // A window that opens at this size, as on the user's screen: the docks are fitted to it.
        delete m_window;
        m_window = openTestWindow(m_errors);
        m_window->resize(size);
        Document *document = m_window->document();
        Design design = document->design();
        design.platform = platform.toStdString();
        design.management = static_cast<FabricManagement>(management);
        design.floor.placement = static_cast<SwitchPlacement>(placement);
        document->reset(design);
        document->runner()->waitForIdle();
        QTRY_COMPARE(m_window->size(), size);
        QCoreApplication::processEvents();
        const QStringList cut = cutChoices(m_window->designPanel());
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
    }

    // A name no catalogue has, 200 characters long from a project file, asks for no more room than
    // a long choice of the catalogue: the Design dock keeps to its share of a 1280 x 720 window
    // (the choice is cut there, whole in its tooltip).
    void aHostileChoiceKeepsTheDockNarrow()
    {
        delete m_window;
        m_window = openTestWindow(m_errors);
        m_window->resize(1280, 720);
        Document *document = m_window->document();
        Design design = document->design();
        design.platform = "DGX-H100-" + std::string(200, 'X');
        design.switchModel = "QM9700-" + std::string(200, 'Z');
        document->reset(design);
        document->runner()->waitForIdle();
        QCoreApplication::processEvents();
        auto *platform = qobject_cast<QComboBox *>(m_window->designPanel()->fieldWidget(DesignField::Platform));
        QVERIFY(platform->toolTip().contains(QString::fromStdString(design.platform)));
        const int panel = m_window->designPanel()->minimumSizeHint().width();
        QVERIFY2(panel <= 1280 * 24 / 100, qPrintable(QStringLiteral("the panel asks for %1 px").arg(panel)));
        const QSize minimum = m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
        QVERIFY2(minimum.width() <= 1280, qPrintable(QString::number(minimum.width())));
    }

    // The default design is what a newcomer sees first: no warning sign on it.
    void defaultDesignHasNoWarning()
    {
        DiagnosticsModel *model = m_window->diagnosticsModel();
        QStringList messages;
        for (int r = 0; r < model->rowCount(); ++r)
            messages << model->index(r, DiagnosticsModel::Message).data().toString();
        QVERIFY2(model->errorCount() == 0 && model->warningCount() == 0, qPrintable(messages.join(QLatin1Char('\n'))));
    }

    void unknownRackFiguresReadUnknown_data()
    {
        QTest::addColumn<int>("devices");
        QTest::addColumn<int>("withoutPower");
        QTest::addColumn<int>("withoutWeight");
        QTest::addColumn<QString>("power");
        QTest::addColumn<QString>("weight");
        QTest::newRow("all known") << 4 << 0 << 0 << "12.0 kW" << "300 kg";
        QTest::newRow("none known") << 4 << 4 << 4 << "power unknown" << "weight unknown";
        QTest::newRow("some known") << 4 << 1 << 2 << "at least 12.0 kW (1 device without a known draw)"
                                    << "at least 300 kg (2 devices without a known weight)";
    }

    void unknownRackFiguresReadUnknown()
    {
        QFETCH(int, devices);
        QFETCH(int, withoutPower);
        QFETCH(int, withoutWeight);
        QFETCH(QString, power);
        QFETCH(QString, weight);
        QLocale::setDefault(QLocale::c());
        Rack rack;
        rack.devices = devices;
        rack.devicesWithoutPower = withoutPower;
        rack.devicesWithoutWeight = withoutWeight;
        rack.powerKw = withoutPower == devices ? 0.0 : 12.0;
        rack.weightKg = withoutWeight == devices ? 0.0 : 300.0;
        QCOMPARE(render::rackPowerText(rack), power);
        QCOMPARE(render::rackWeightText(rack), weight);
    }

    // The small screens every view must stay readable on: 1280 x 720, and 1920 x 1080 at 200 %.
    static void smallScreens()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280 x 720") << QSize(1280, 720);
        QTest::newRow("960 x 540 (200 %)") << QSize(960, 540);
    }

    bool showViewAt(const QString &view, QSize size)
    {
        m_window->resize(size);
        if (!QTest::qWaitFor([&] { return m_window->size() == size; }))
            return false;
        return m_window->showView(view);
    }

    // Compare beside the docks at 1280 x 720 and at 960 x 540 (1920 x 1080 at 200 %), the current
    // design and its RoCE counterpart: each design's whole name in its column header, both plots
    // a readable height (the page scrolls rather than squeezing them), six rows of the table in
    // sight, and keys that tell the two designs apart.
    void compareIsReadable_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("name");
        QTest::newRow("1280 x 720") << QSize(1280, 720) << QString();
        QTest::newRow("960 x 540 (200 %)") << QSize(960, 540) << QString();
        // The sample SuperPOD's name, its counterpart "... NDR (RoCE counterpart)".
        QTest::newRow("1280 x 720, a SuperPOD's name") << QSize(1280, 720) << QStringLiteral("DGX SuperPOD H100, 4 SU, NDR");
    }

    void compareIsReadable()
    {
        QFETCH(QSize, size);
        QFETCH(QString, name);
        if (!name.isEmpty()) {
            Design named = m_window->document()->design();
            named.name = name.toStdString();
            m_window->document()->setDesign(named);
        }
        QVERIFY(showViewAt(QStringLiteral("compare"), size));
        CompareView *compare = m_window->compareView();
        compare->addCounterpart();
        compare->waitForPlans();
        QCoreApplication::processEvents();
        auto *header = qobject_cast<WrappingHeaderView *>(compare->table()->horizontalHeader());
        QVERIFY(header);
        const auto letters = [](QString s) { return s.remove(QLatin1Char(' ')).remove(QLatin1Char('\n')); };
        for (int column = ComparisonModel::FirstDesign; column < header->count(); ++column) {
            const QString title = compare->model()->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
            const QStringList lines = header->sectionLines(column);
            QVERIFY2(letters(lines.join(QString())) == letters(title), qPrintable(lines.join(QLatin1Char('|')) + " for " + title));
            QVERIFY2(header->height() >= lines.size() * header->fontMetrics().lineSpacing(),
                     qPrintable(QStringLiteral("header %1 px for %2 lines").arg(header->height()).arg(lines.size())));
        }
        const int rows = compare->table()->viewport()->height() / compare->table()->verticalHeader()->defaultSectionSize();
        QVERIFY2(rows >= 6, qPrintable(QStringLiteral("%1 rows in sight").arg(rows)));
        const QList<QChartView *> charts = compare->findChildren<QChartView *>();
        QCOMPARE(charts.size(), 2);
        QStringList keys;
        for (QChartView *chart : charts) {
            QVERIFY2(chart->height() >= 8 * chart->fontMetrics().lineSpacing(),
                     qPrintable(QStringLiteral("a plot %1 px high").arg(chart->height())));
            QVERIFY(chart->chart()->plotArea().height() >= 4 * chart->fontMetrics().lineSpacing());
            keys.clear();
            for (QAbstractSeries *series : chart->chart()->series())
                keys << series->name();
        }
        QCOMPARE(keys.size(), 2);
        QVERIFY2(keys[0] != keys[1], qPrintable(keys.join(QLatin1Char('|'))));
        for (const QString &key : keys)
            QVERIFY2(QFontMetrics(charts[0]->chart()->legend()->font()).horizontalAdvance(key) < charts[0]->width() / 2,
                     qPrintable(key));
    }

    // The charts of Performance and Compare at 1280 x 720 and at 960 x 540 (200 %): no label cut.
    void chartsDrawEveryLabelWhole_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("view");
        for (const char *view : {"performance", "compare"}) {
            QTest::addRow("%s at 1280 x 720", view) << QSize(1280, 720) << QString::fromLatin1(view);
            QTest::addRow("%s at 960 x 540 (200 %%)", view) << QSize(960, 540) << QString::fromLatin1(view);
        }
    }

    void chartsDrawEveryLabelWhole()
    {
        QFETCH(QSize, size);
        QFETCH(QString, view);
        QVERIFY(showViewAt(view, size));
        if (view == QStringLiteral("compare")) {
            m_window->compareView()->addCounterpart();
            m_window->compareView()->waitForPlans();
        }
        QCoreApplication::processEvents();
        int charts = 0;
        for (QChartView *chart : m_window->findChildren<QChartView *>())
            charts += chart->isVisible();
        QVERIFY(charts >= 2);
        const QStringList cut = cutChartTexts(m_window);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    }

    // Compare's time plot labels at least two values on its log axis, so that a curve can be
    // read off it: with a base of 1,000 over 10 to 100,000 µs the audit saw "1000" alone.
    void compareTimeAxisHasTwoLabels()
    {
        QVERIFY(m_window->showView(QStringLiteral("compare")));
        CompareView *compare = m_window->compareView();
        compare->addCounterpart();
        compare->waitForPlans();
        QCoreApplication::processEvents();
        QLogValueAxis *log = nullptr;
        for (QChartView *chart : compare->findChildren<QChartView *>())
            for (QAbstractAxis *axis : chart->chart()->axes(Qt::Vertical))
                if (auto *found = qobject_cast<QLogValueAxis *>(axis))
                    log = found;
        QVERIFY(log);
        QVERIFY(log->min() > 0.0 && log->max() > log->min());
        // QLogValueAxis labels the whole powers of its base within its range.
        const double first = std::ceil(std::log(log->min()) / std::log(log->base()) - 1e-9);
        const double last = std::floor(std::log(log->max()) / std::log(log->base()) + 1e-9);
        const int labels = static_cast<int>(last - first) + 1;
        QVERIFY2(labels >= 2, qPrintable(QStringLiteral("%1 label(s), base %2 over %3 to %4 µs").arg(labels)
                                             .arg(log->base()).arg(log->min()).arg(log->max())));
        // And no more than a short plot holds.
        QVERIFY2(labels <= 6, qPrintable(QStringLiteral("%1 labels").arg(labels)));
    }

    void compareHighlightsOnlyKnownValues_data()
    {
        QTest::addColumn<QVariantList>("values");
        QTest::addColumn<int>("best"); // -1: none
        QTest::newRow("both known, second lower") << QVariantList{10.0, 5.0} << 1;
        QTest::newRow("both known, tie") << QVariantList{5.0, 5.0} << -1;
        QTest::newRow("second unknown") << QVariantList{10.0, QVariant()} << -1;
        QTest::newRow("first unknown") << QVariantList{QVariant(), 5.0} << -1;
        QTest::newRow("three, one unknown") << QVariantList{10.0, 5.0, QVariant()} << -1;
    }

    void compareHighlightsOnlyKnownValues()
    {
        QFETCH(QVariantList, values);
        QFETCH(int, best);
        Comparison comparison;
        ComparisonRow row{Text::plain("Cost"), Text::plain("Total"), "currency", Better::Lower, {}, {}};
        for (const QVariant &v : values) {
            comparison.designs.push_back("design");
            row.values.push_back(v.isValid() ? std::optional<double>(v.toDouble()) : std::nullopt);
        }
        comparison.rows.push_back(row);
        ComparisonModel model;
        model.setComparison(comparison);
        for (int design = 0; design < values.size(); ++design) {
            const QModelIndex index = model.index(0, ComparisonModel::FirstDesign + design);
            QCOMPARE(index.data(ComparisonModel::BestRole).toBool(), design == best);
            QCOMPARE(index.data(Qt::BackgroundRole).isValid(), design == best);
            if (!values[design].isValid())
                QVERIFY(index.data().toString().startsWith(QStringLiteral("unknown")));
        }
    }

    // A design without a storage network reads "not planned" on the storage rows, as the CLI and
    // the workbook say it; "unknown" is for a figure the catalogue lacks.
    void compareSaysNotPlannedForANetworkNotPlanned()
    {
        Design all;
        all.platform = "DGX-H100";
        all.nodes = 32;
        all.networks.planned = std::vector<NetworkRole>(kNetworkRoles.begin(), kNetworkRoles.end());
        Design computeOnly = all;
        computeOnly.name = "compute only";
        computeOnly.networks.planned = std::vector<NetworkRole>{NetworkRole::Compute};
        const std::vector<Plan> plans{makePlan(all, *sharedBundledCatalogue()), makePlan(computeOnly, *sharedBundledCatalogue())};
        QVERIFY(plans[0].ok() && plans[1].ok());
        ComparisonModel model;
        model.setComparison(compare(plans, *sharedBundledCatalogue()));
        int storageRows = 0;
        for (int r = 0; r < model.rowCount(); ++r) {
            const QString metric = model.index(r, ComparisonModel::Metric).data().toString();
            if (!metric.contains(QLatin1String("Storage")))
                continue;
            ++storageRows;
            QCOMPARE(model.index(r, ComparisonModel::FirstDesign + 1).data().toString(), QStringLiteral("not planned"));
        }
        QVERIFY(storageRows > 0);
    }

    // A value that leaves out parts of unknown price reads "≥ value", names them in its tooltip,
    // and no design is highlighted on its row, not even the lower complete one.
    void compareNeverHighlightsAnIncompleteValue()
    {
        QLocale::setDefault(QLocale::c());
        Comparison comparison;
        comparison.designs = {"a", "b"};
        ComparisonRow row{Text::plain("Cost"), Text::plain("Total"), "currency", Better::Lower, {10.0, 5.0},
                          {{"UFM-Appliance-3.1"}, {}}};
        comparison.rows.push_back(row);
        ComparisonModel model;
        model.setComparison(comparison);
        const QModelIndex first = model.index(0, ComparisonModel::FirstDesign);
        const QModelIndex second = model.index(0, ComparisonModel::FirstDesign + 1);
        QCOMPARE(first.data().toString(), QStringLiteral("≥ 10"));
        QVERIFY(first.data(Qt::ToolTipRole).toString().contains(QStringLiteral("UFM-Appliance-3.1")));
        QVERIFY(!first.data(ComparisonModel::BestRole).toBool());
        QVERIFY(!second.data(ComparisonModel::BestRole).toBool());
        QVERIFY(!second.data(Qt::BackgroundRole).isValid());
    }

    void figuresCountRunsCablesAndTransceivers()
    {
        const PlanPtr plan = m_window->document()->plan();
        long long cables = 0, transceivers = 0;
        for (const BomLine &line : plan->bom.lines) {
            cables += line.category == "Cables" || line.category == "Fibre" ? line.quantity : 0;
            transceivers += line.category == "Transceivers" ? line.quantity : 0;
        }
        FiguresPanel *figures = m_window->figuresPanel();
        QCOMPARE(figures->value(QStringLiteral("physicalCables")), QLocale().toString(cables));
        QCOMPARE(figures->value(QStringLiteral("transceivers")), QLocale().toString(transceivers));
        // Every network's runs, as the Cabling tab lists them (not the compute fabric's alone).
        qlonglong runs = 0;
        for (const NetworkPlan &network : plan->networks)
            runs += static_cast<qlonglong>(network.cables.runs.size());
        QVERIFY(plan->networks.size() > 1);
        QVERIFY2(figures->value(QStringLiteral("cables")).startsWith(QLocale().toString(runs) + u','),
                 qPrintable(figures->value(QStringLiteral("cables"))));
    }

    void networksFigureNamesEachModelOnce_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("computeLine"); // the figure's first line, without its markup
        QTest::newRow("H100, leaf and spine of one model") << "DGX-H100" << 127 << "Compute 48 QM9790";
        QTest::newRow("H100, one switch") << "DGX-H100" << 4 << "Compute 1 QM9790";
        QTest::newRow("GB200, 8 racks") << "DGX-GB200" << 8 << "Compute 34 QM9790";
    }

    // The Networks figure says each switch model once, as the plan report does: it read
    // "Compute 48 32 QM9700 + 16 QM9700".
    void networksFigureNamesEachModelOnce()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(QString, computeLine);
        Design design;
        design.platform = platform.toStdString();
        design.nodes = nodes;
        const auto plan = std::make_shared<const Plan>(makePlan(design, *sharedBundledCatalogue()));
        QVERIFY(plan->ok());
        FiguresPanel panel;
        panel.setPlan(plan);
        QTextDocument html;
        html.setHtml(panel.value(QStringLiteral("networks")));
        const QString first = html.toPlainText().section(QChar::LineSeparator, 0, 0).section(u'\n', 0, 0);
        QCOMPARE(first, computeLine);
    }

    // The worst latency without the switches' (none published) is a lower bound: "≥ 259 ns" over
    // "cables only", as the plan report writes "at least"; with the switches' it is the figure.
    void latencyWithoutTheSwitchesIsALowerBound_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<bool>("includesSwitches");
        QTest::newRow("QM9790: no published latency") << "DGX-H100" << false;
        QTest::newRow("DGX-B300's switch: published") << "DGX-B300" << true;
    }

    void latencyWithoutTheSwitchesIsALowerBound()
    {
        QFETCH(QString, platform);
        QFETCH(bool, includesSwitches);
        Design design;
        design.platform = platform.toStdString();
        design.nodes = 31;
        const auto plan = std::make_shared<const Plan>(makePlan(design, *sharedBundledCatalogue()));
        QVERIFY(plan->ok());
        QCOMPARE(plan->figures.latencyIncludesSwitches, includesSwitches);
        FiguresPanel panel;
        panel.setPlan(plan);
        QTextDocument html;
        html.setHtml(panel.value(QStringLiteral("latency")));
        const QString text = html.toPlainText();
        QCOMPARE(text.startsWith(QStringLiteral("≥ ")), !includesSwitches);
        QCOMPARE(text.contains(QStringLiteral("cables only")), !includesSwitches);
        QVERIFY2(text.contains(QStringLiteral(" ns")), qPrintable(text));
    }

    // A plan with errors stops part way: the networks after the one at fault are not planned and
    // the one at fault has no switches ("Storage 0"), and the floor view is blank. The Figures
    // dock listed the networks planned so far and their racks as if they were the cluster's; it
    // shows a dash for them, as for every other whole-cluster figure, and keeps the compute
    // fabric's sizing (what the edit is about).
    void figuresOfAPlanWithErrorsShowNoPartialCluster_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("network"); // the network whose switch is set
        QTest::addColumn<QString>("model");
        QTest::newRow("GB200 NVL72: no storage port layout") << QStringLiteral("DGX-GB200") << 16 << QString() << QString();
        QTest::newRow("a storage switch that cannot serve") << QStringLiteral("DGX-H100") << 127 << QStringLiteral("storage")
                                                           << QStringLiteral("SN5600");
        QTest::newRow("an in-band switch that cannot serve") << QStringLiteral("DGX-H100") << 127 << QStringLiteral("inband")
                                                            << QStringLiteral("QM9700");
        QTest::newRow("an OOB switch without 1 Gb/s ports") << QStringLiteral("DGX-H100") << 127 << QStringLiteral("oob")
                                                           << QStringLiteral("QM9700");
    }

    void figuresOfAPlanWithErrorsShowNoPartialCluster()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(QString, network);
        QFETCH(QString, model);
        Design design;
        design.platform = platform.toStdString();
        design.nodes = nodes;
        design.networks.planned = std::vector<NetworkRole>(kNetworkRoles.begin(), kNetworkRoles.end());
        design.networks.storageDevices = 16;
        if (!network.isEmpty())
            design.networks.spec(*networkRoleFromString(network.toStdString())).switchModel = model.toStdString();
        const auto plan = std::make_shared<const Plan>(makePlan(design, *sharedBundledCatalogue()));
        QVERIFY(!plan->ok());
        QVERIFY(plan->compute().sizing.nodes > 0);
        FiguresPanel panel;
        panel.setPlan(plan);
        QCOMPARE(panel.value(QStringLiteral("networks")), QStringLiteral("–"));
        QCOMPARE(panel.value(QStringLiteral("racks")), QStringLiteral("–"));
        QCOMPARE(panel.value(QStringLiteral("total")), QStringLiteral("–"));
        QVERIFY2(panel.value(QStringLiteral("switches")).contains(QStringLiteral("leaf")),
                 qPrintable(panel.value(QStringLiteral("switches"))));
    }

    void crossingATierBoundarySaysSo()
    {
        Design small;
        small.nodes = 31;
        Design large = small;
        large.nodes = 1200;
        auto a = std::make_shared<const Plan>(makePlan(small, *sharedBundledCatalogue()));
        auto b = std::make_shared<const Plan>(makePlan(large, *sharedBundledCatalogue()));
        QVERIFY(a->ok() && b->ok());
        QVERIFY(a->compute().sizing.tiers != b->compute().sizing.tiers);
        FiguresPanel panel;
        panel.setPlan(a);
        QCOMPARE(panel.changeNotice(), QString());
        panel.setPlan(b);
        QVERIFY2(panel.changeNotice().contains(QStringLiteral("tiers")), qPrintable(panel.changeNotice()));
        QVERIFY(panel.changeNotice().contains(QStringLiteral("Undo")));
        // A change that is not one of size says nothing.
        Design other = small;
        other.fabric = Technology::Ethernet;
        panel.setPlan(std::make_shared<const Plan>(makePlan(other, *sharedBundledCatalogue())));
        QCOMPARE(panel.changeNotice(), QString());
    }

    // Opening a file or starting a new design is no edit of size: the notice that Undo goes back
    // comes only after one, and then Undo is there. The audit saw "Going from 31 to 1,200 nodes
    // ... Undo (Ctrl+Z) goes back" after File > Open, with Undo disabled.
    void replacingTheDesignTellsOfNoChangeOfSize()
    {
        Document *document = m_window->document();
        FiguresPanel *figures = m_window->figuresPanel();
        auto settle = [document] {
            document->runner()->waitForIdle();
            QCoreApplication::processEvents();
        };
        QCOMPARE(document->design().nodes, Design{}.nodes);
        // The window's design but for its size, across a tier boundary.
        Design large = document->design();
        large.nodes = 1200;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("large.json"));
        QCOMPARE(writeProject(path, large), QString());
        QVERIFY(m_window->openFile(path));
        settle();
        QVERIFY(document->plan()->ok());
        QCOMPARE(document->plan()->compute().sizing.nodes, 1200);
        QVERIFY(!document->undoStack()->canUndo());
        QCOMPARE(figures->changeNotice(), QString());

        // An edit of size across a tier boundary says so, and Undo takes it back.
        const int tiersLarge = document->plan()->compute().sizing.tiers;
        document->edit(new ResizeClusterCommand(document, 7));
        settle();
        QCOMPARE(document->plan()->compute().sizing.tiers, 1);
        QVERIFY(tiersLarge > 1);
        QVERIFY(document->undoStack()->canUndo());
        QVERIFY2(figures->changeNotice().contains(QStringLiteral("Undo (Ctrl+Z) goes back to %1 nodes on %2 tiers.")
                                                      .arg(QLocale().toString(1200)).arg(tiersLarge)),
                 qPrintable(figures->changeNotice()));
        document->edit(new ResizeClusterCommand(document, 1200));
        settle();
        // One tier, not "1 tiers".
        QVERIFY2(figures->changeNotice().contains(QStringLiteral("Undo (Ctrl+Z) goes back to 7 nodes on 1 tier.")),
                 qPrintable(figures->changeNotice()));
        // Undo is no edit of size either: the state it leaves is Redo's to go back to. Undone to
        // the file as opened, nothing is left to undo, and no notice says "Undo goes back to 7".
        document->undoStack()->undo();
        settle();
        QCOMPARE(document->plan()->compute().sizing.nodes, 7);
        QCOMPARE(figures->changeNotice(), QString());
        document->undoStack()->undo();
        settle();
        QCOMPARE(document->plan()->compute().sizing.nodes, 1200);
        QVERIFY(!document->undoStack()->canUndo());
        QCOMPARE(figures->changeNotice(), QString());
        // Redo is the edit again, and says so again.
        document->undoStack()->redo();
        settle();
        QVERIFY2(figures->changeNotice().contains(QStringLiteral("Undo (Ctrl+Z) goes back to %1 nodes on %2 tiers.")
                                                      .arg(QLocale().toString(1200)).arg(tiersLarge)),
                 qPrintable(figures->changeNotice()));

        // File > New: the default size, no notice (the one before goes too).
        QAction *newAction = menuAction(m_window, QStringLiteral("New"));
        QVERIFY(newAction);
        newAction->trigger();
        settle();
        QCOMPARE(document->design().nodes, Design{}.nodes);
        QCOMPARE(figures->changeNotice(), QString());

        // Open Sample reopens the file as a new design.
        emit m_window->recentFiles()->sampleRequested(path);
        settle();
        QCOMPARE(document->design().nodes, 1200);
        QCOMPARE(figures->changeNotice(), QString());
    }

    // The wheel zooms around the pointer: the floor under it stays under it.
    void wheelZoomsAroundThePointer()
    {
        FloorPlanView *view = shownFloor();
        QVERIFY(QTest::qWaitForWindowExposed(view));
        const QPoint at(view->viewport()->width() / 3, view->viewport()->height() / 3);
        const QPointF before = view->mapToScene(at);
        const double scale = view->transform().m11();
        QWheelEvent wheel(at, view->viewport()->mapToGlobal(at), {}, QPoint(0, 240), Qt::NoButton, {}, Qt::NoScrollPhase,
                          false);
        QApplication::sendEvent(view->viewport(), &wheel);
        QVERIFY(view->transform().m11() > scale * 1.2);
        const QPointF after = view->mapToScene(at);
        QVERIFY2(QLineF(before, after).length() < 2.0 / view->transform().m11() + 1.0,
                 qPrintable(QStringLiteral("%1,%2 -> %3,%4").arg(before.x()).arg(before.y()).arg(after.x()).arg(after.y())));
    }

    // Fitted, the floor leaves room left of every row for its label, so that no label is drawn
    // over the row's first racks (at 4,000 nodes Qt centred the floor alone and the labels hid
    // the first five racks of each row). Labels never overlap one another, and the network row
    // is labelled even where only every other row is (at 16,000 nodes it was not: row 20).
    void rowLabelsStandLeftOfTheirRows_data()
    {
        QTest::addColumn<int>("nodes"); // 0: the 4-SU sample as it is
        QTest::addColumn<int>("planes");
        QTest::newRow("the 4-SU sample") << 0 << 1;
        QTest::newRow("4,000 nodes in the automatic hall") << 4000 << 1;
        QTest::newRow("16,000 nodes on two planes in the automatic hall") << 16000 << 2;
    }

    void rowLabelsStandLeftOfTheirRows()
    {
        QFETCH(int, nodes);
        QFETCH(int, planes);
        Design design;
        {
            auto loaded = ProjectFile::load(FABRIC_SOURCE_DIR "/data/samples/h100-ndr-4su.json");
            QVERIFY(loaded.ok());
            design = *loaded;
        }
        if (nodes > 0) {
            design.nodes = nodes;
            design.gpus.reset();
            design.floor.racksPerRow = 0;
            design.planes = planes;
        }
        m_window->document()->edit(new ReplaceDesignCommand(m_window->document(), design, QStringLiteral("4,000 nodes")));
        m_window->document()->runner()->waitForIdle();
        QCoreApplication::processEvents();
        FloorPlanView *view = shownFloor();
        QVERIFY(QTest::qWaitForWindowExposed(view));
        QCoreApplication::processEvents();
        const PlanPtr plan = m_window->document()->plan();
        QVERIFY(plan && plan->ok() && plan->design.nodes == design.nodes);
        QFont font = view->font();
        font.setPixelSize(12);
        const QFontMetrics metrics(font);
        std::map<int, double> rowLeft; // scene x of each row's first rack
        for (const Rack &rack : plan->floor.racks) {
            const double left = render::rackRect(*plan, rack).left();
            auto [it, added] = rowLeft.emplace(rack.row, left);
            if (!added)
                it->second = std::min(it->second, left);
        }
        for (const auto &[row, left] : rowLeft) {
            const int onScreen = view->mapFromScene(QPointF(left, 0)).x();
            const int room = metrics.horizontalAdvance(view->rowLabel(row)) + 16;
            QVERIFY2(onScreen >= room, qPrintable(QStringLiteral("%1: the row starts %2 px from the view's edge, its label needs %3")
                                                    .arg(view->rowLabel(row)).arg(onScreen).arg(room)));
        }
        const auto labelled = view->labelledRows();
        QVERIFY(!labelled.empty());
        for (std::size_t a = 0; a < labelled.size(); ++a)
            for (std::size_t b = a + 1; b < labelled.size(); ++b)
                QVERIFY2(!labelled[a].second.intersects(labelled[b].second),
                         qPrintable(view->rowLabel(labelled[a].first) + QStringLiteral(" over ") + view->rowLabel(labelled[b].first)));
        const auto isLabelled = [&](int row) {
            return std::any_of(labelled.begin(), labelled.end(), [&](const auto &l) { return l.first == row; });
        };
        bool networkRow = false;
        for (const auto &[row, left] : rowLeft)
            if (view->rowLabel(row).endsWith(QStringLiteral("network"))) {
                networkRow = true;
                QVERIFY2(isLabelled(row), qPrintable(view->rowLabel(row)));
            }
        QVERIFY(networkRow);
    }

    // A rack says what it holds when the pointer comes to it, and after a new plan says what it
    // holds in that plan (the view keeps its rack items from plan to plan).
    void rackTooltipFollowsThePlan()
    {
        FloorPlanView *view = shownFloor();
        QVERIFY(QTest::qWaitForWindowExposed(view));
        Document *document = m_window->document();
        const auto hoverFirstRack = [&]() -> QString {
            const Rack &rack = document->plan()->floor.racks.front();
            const QPoint at = view->mapFromScene(QPointF(rack.xM, rack.yM) * 100.0);
            QTest::mouseMove(view->viewport(), QPoint(1, 1));
            QTest::mouseMove(view->viewport(), at);
            QGraphicsItem *item = view->itemAt(at);
            return item ? item->toolTip() : QString();
        };
        const QString name = QString::fromStdString(document->plan()->floor.racks.front().name);
        const QString before = hoverFirstRack();
        QVERIFY2(before.startsWith(name), qPrintable(before));
        const int nodes = document->plan()->floor.nodesPerRack;
        QVERIFY(nodes > 1);
        document->edit(new ChangeRackPowerCommand(document, 20.0)); // fewer nodes a rack
        QVERIFY(document->plan()->floor.nodesPerRack < nodes);
        const QString after = hoverFirstRack();
        QVERIFY2(after.startsWith(name), qPrintable(after));
        QVERIFY2(after != before, qPrintable(after));
    }

    // The handle moves with the pointer from where it was taken, without jumping to centre on it.
    void handleStaysUnderThePointer()
    {
        FloorPlanView *view = shownFloor();
        QVERIFY(QTest::qWaitForWindowExposed(view));
        QGraphicsItem *handle = view->handle();
        const QPointF start = handle->scenePos();
        const QPoint press = view->mapFromScene(start + QPointF(8, 20));
        QVERIFY(handle->contains(handle->mapFromScene(view->mapToScene(press))));
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, press);
        const QPoint to = press + QPoint(3, 0);
        QMouseEvent move(QEvent::MouseMove, to, view->viewport()->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(view->viewport(), &move);
        const double moved = handle->scenePos().x() - start.x();
        const double pointer = view->mapToScene(to).x() - view->mapToScene(press).x();
        QVERIFY2(std::abs(moved - pointer) < 1.0, qPrintable(QStringLiteral("%1 vs %2").arg(moved).arg(pointer)));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
    }

    // Dragging on empty floor lays out a block of rows x racks, as one undo step.
    void dragOnEmptyFloorLaysOutABlock()
    {
        FloorPlanView *view = shownFloor();
        QVERIFY(QTest::qWaitForWindowExposed(view));
        Document *document = m_window->document();
        const PlanPtr plan = document->plan();
        const double width = plan->floor.rackWidthM * 100.0, pitch = plan->floor.rowPitchM * 100.0;
        QCOMPARE(view->blockSize(QRectF(0, 0, 6 * width, 2 * pitch)), QSize(6, 2));
        QCOMPARE(view->blockSize(QRectF(0, 0, 0.2 * width, pitch)), QSize());
        // Zoom out so that there is floor beside the racks, then find an empty spot.
        view->zoomBy(0.5);
        QCoreApplication::processEvents();
        QPoint empty(-1, -1);
        const QSize viewport = view->viewport()->size();
        for (int y = viewport.height() / 8; y < viewport.height() / 2 && empty.x() < 0; y += 10)
            for (int x = viewport.width() / 8; x < viewport.width() / 2 && empty.x() < 0; x += 10)
                if (!view->itemAt(x, y) && !view->itemAt(x + 200, y + 100))
                    empty = QPoint(x, y);
        QVERIFY(empty.x() >= 0);
        const QPointF from = view->mapToScene(empty);
        const QPoint to = view->mapFromScene(from + QPointF(5 * width, 3 * pitch));
        const QSize expected = view->blockSize(QRectF(from, view->mapToScene(to)).normalized());
        QVERIFY(expected.width() >= 4 && expected.height() >= 2);
        const int steps = document->undoStack()->count();
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, empty);
        QMouseEvent move(QEvent::MouseMove, to, view->viewport()->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(view->viewport(), &move);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(document->design().floor.racksPerRow, expected.width());
        QCOMPARE(document->design().nodes, expected.width() * expected.height() * std::max(1, plan->floor.nodesPerRack));
        QCOMPARE(document->undoStack()->count(), steps + 1);
    }

    void roundTickSteps_data()
    {
        QTest::addColumn<double>("top");
        QTest::addColumn<double>("step");
        QTest::newRow("377 GB/s") << 377.0 << 100.0;
        QTest::newRow("exactly 500") << 500.0 << 100.0;
        QTest::newRow("601") << 601.0 << 200.0;
        QTest::newRow("48") << 48.0 << 10.0;
        QTest::newRow("1.3") << 1.3 << 0.5;
        QTest::newRow("9000") << 9000.0 << 2000.0;
    }

    void roundTickSteps()
    {
        QFETCH(double, top);
        QFETCH(double, step);
        QCOMPARE(roundTickStep(top), step);
    }

    // The Performance tab beside the docks at 1280 x 720 and at 960 x 540 (1920 x 1080 at 200 %)
    // and on a large screen: every chart wide enough for the whole key of the bandwidth chart
    // (each item a marker of about a line square with its spacing, and its label), a readable
    // height, two side by side only where both fit, and the note whole; the page scrolls instead
    // (sideways too where not even one chart fits beside the docks), and never cuts a chart off.
    void performanceIsReadable_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("columns");
        QTest::addColumn<bool>("sideways");
        QTest::newRow("1280 x 720") << QSize(1280, 720) << 1 << false;
        QTest::newRow("960 x 540 (200 %)") << QSize(960, 540) << 1 << true;
        QTest::newRow("1920 x 1080") << QSize(1920, 1080) << 2 << false;
    }

    void performanceIsReadable()
    {
        QFETCH(QSize, size);
        QFETCH(int, columns);
        QFETCH(bool, sideways);
        m_window->resize(size);
        QTRY_COMPARE(m_window->size(), size);
        QVERIFY(m_window->showView(QStringLiteral("performance")));
        QCoreApplication::processEvents();
        PerformanceView *view = m_window->performanceView();
        QVERIFY(view->curveCount() >= 3);
        const QLegend *legend = view->busbwChart()->legend();
        const QFontMetrics key(legend->font());
        int keyWidth = 0;
        for (QAbstractSeries *series : view->busbwChart()->series())
            keyWidth += key.horizontalAdvance(series->name()) + 2 * key.height();
        const QList<QChartView *> charts = view->findChildren<QChartView *>();
        QCOMPARE(charts.size(), 4);
        const int line = view->fontMetrics().lineSpacing();
        QSet<int> lefts;
        for (QChartView *chart : charts) {
            QVERIFY2(chart->width() >= keyWidth,
                     qPrintable(QStringLiteral("%1: %2 px for a key of %3").arg(chart->chart()->title())
                                    .arg(chart->width()).arg(keyWidth)));
            QVERIFY2(chart->height() >= 12 * line,
                     qPrintable(QStringLiteral("%1: %2 px high").arg(chart->chart()->title()).arg(chart->height())));
            lefts.insert(chart->x());
        }
        QCOMPARE(lefts.size(), columns);
        QLabel *note = nullptr;
        for (QLabel *label : view->findChildren<QLabel *>())
            if (label->text() == view->note())
                note = label;
        QVERIFY(note);
        QVERIFY2(note->height() >= note->heightForWidth(note->width()),
                 qPrintable(QStringLiteral("note %1 px of %2").arg(note->height()).arg(note->heightForWidth(note->width()))));
        auto *scroll = view->findChild<QScrollArea *>(QStringLiteral("performanceScroll"));
        QVERIFY(scroll);
        QVERIFY2(scroll->widget()->width() <= scroll->viewport()->width() + scroll->horizontalScrollBar()->maximum(),
                 qPrintable(QStringLiteral("%1 px of charts in %2 px").arg(scroll->widget()->width())
                                .arg(scroll->viewport()->width())));
        if (!sideways)
            QCOMPARE(scroll->horizontalScrollBar()->maximum(), 0);
    }

    // The cost and power bars name their categories whole at 1280 x 720 (the axis elided "Fabric
    // managers (1 unkn..." when the count shared the name's line), and each chart's tooltip has
    // every category with its amount.
    void performanceCategoriesHaveTheirWholeNames()
    {
        m_window->resize(1280, 720);
        QTRY_COMPARE(m_window->size(), QSize(1280, 720));
        QVERIFY(m_window->showView(QStringLiteral("performance")));
        QCoreApplication::processEvents();
        int bars = 0;
        int unknownCategories = 0;
        for (QChartView *view : m_window->performanceView()->findChildren<QChartView *>()) {
            QBarCategoryAxis *axis = nullptr;
            for (QAbstractAxis *a : view->chart()->axes())
                if (auto *found = qobject_cast<QBarCategoryAxis *>(a))
                    axis = found;
            if (!axis)
                continue;
            ++bars;
            QVERIFY(axis->count() >= 3);
            const QStringList cut = cutChartTexts(view);
            QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
            const QStringList lines = view->toolTip().split(QLatin1Char('\n'));
            QCOMPARE(lines.size(), axis->count());
            for (int i = 0; i < axis->count(); ++i) {
                // The label is rich text: a count of unknown parts on a line of its own.
                const QString name = QTextDocumentFragment::fromHtml(axis->at(i)).toPlainText().replace(QLatin1Char('\n'), QLatin1Char(' '));
                QVERIFY2(lines[i].startsWith(name + QStringLiteral(": ")), qPrintable(view->toolTip()));
                unknownCategories += name.contains(QStringLiteral(" unknown)"));
            }
            // A category of unknown amount says so, never 0.
            for (const QString &line : lines)
                QVERIFY2(!line.contains(QStringLiteral("unknown)")) || !line.endsWith(QStringLiteral(": 0 W")), qPrintable(line));
        }
        QCOMPARE(bars, 2);
        QVERIFY(unknownCategories > 0); // the sample has parts of unknown price and draw
    }

    // Explore beside the docks at 1280 x 720 and at 960 x 540 (1920 x 1080 at 200 %): every control
    // in sight without scrolling sideways (they wrap onto more lines), none drawn over another or
    // over the status line, and the chart a readable height (the page scrolls down to it).
    void exploreControlsAllInSight_data() { smallScreens(); }

    void exploreControlsAllInSight()
    {
        QFETCH(QSize, size);
        QVERIFY(showViewAt(QStringLiteral("explore"), size));
        QCoreApplication::processEvents();
        auto *view = m_window->findChild<ExploreView *>();
        QVERIFY(view);
        auto *scroll = view->findChild<QScrollArea *>(QStringLiteral("exploreScroll"));
        QVERIFY(scroll);
        QCOMPARE(scroll->horizontalScrollBar()->maximum(), 0);
        QWidget *page = scroll->widget();
        const QStringList names{QStringLiteral("exploreCollective"), QStringLiteral("exploreBytes"),
                                QStringLiteral("exploreStart"), QStringLiteral("exploreObjective-power"),
                                QStringLiteral("exploreMaxCost"), QStringLiteral("exploreMinBusbw"),
                                QStringLiteral("exploreMaxPower"), QStringLiteral("exploreMaxRacks"),
                                QStringLiteral("exploreFabric")};
        QList<QRect> placed;
        for (const QString &name : names) {
            auto *control = view->findChild<QWidget *>(name);
            QVERIFY2(control && control->isVisible(), qPrintable(name));
            const QRect rect(control->mapTo(page, QPoint(0, 0)), control->size());
            QVERIFY2(page->rect().contains(rect),
                     qPrintable(QStringLiteral("%1 at %2,%3 %4x%5 in a %6 px page").arg(name).arg(rect.x()).arg(rect.y())
                                    .arg(rect.width()).arg(rect.height()).arg(page->width())));
            // Inside its own group too: a group squeezed below its line would clip it.
            QVERIFY2(control->parentWidget()->rect().contains(control->geometry()), qPrintable(name));
            for (const QRect &other : placed)
                QVERIFY2(!rect.intersects(other), qPrintable(name));
            placed << rect;
        }
        QLabel *status = nullptr;
        for (QLabel *label : page->findChildren<QLabel *>())
            if (label->text().startsWith(QLatin1String("Explore searches")))
                status = label;
        QVERIFY(status);
        const int statusTop = status->mapTo(page, QPoint(0, 0)).y();
        for (const QRect &rect : placed)
            QVERIFY2(rect.bottom() < statusTop, qPrintable(QStringLiteral("a control ends at %1, the status starts at %2")
                                                               .arg(rect.bottom()).arg(statusTop)));
        auto *chart = view->findChild<QChartView *>();
        QVERIFY(chart);
        QVERIFY2(chart->height() >= 10 * chart->fontMetrics().lineSpacing(),
                 qPrintable(QStringLiteral("the chart %1 px high").arg(chart->height())));
    }

    // NCCL's pick ("best (auto)") is drawn last with a pen no algorithm shares, and every curve
    // lies within its chart on axes with round ticks.
    void performanceChartsShowNcclsPick()
    {
        QVERIFY(m_window->showView(QStringLiteral("performance")));
        QCoreApplication::processEvents();
        PerformanceView *view = m_window->performanceView();
        QVERIFY(view->curveCount() >= 3);
        for (QChart *chart : {view->busbwChart(), view->timeChart()}) {
            const QList<QAbstractSeries *> all = chart->series();
            auto *best = qobject_cast<QLineSeries *>(all.back());
            QVERIFY(best);
            QCOMPARE(best->name(), QStringLiteral("best (auto)"));
            QVERIFY(best->pen().widthF() >= 3.0);
            for (QAbstractSeries *series : all) {
                auto *line = qobject_cast<QLineSeries *>(series);
                QVERIFY(line);
                if (line != best)
                    QVERIFY2(line->pen().color() != best->pen().color() || line->pen().style() != best->pen().style(),
                             qPrintable(line->name()));
                const auto axes = line->attachedAxes();
                double low = 0, high = 0;
                for (QAbstractAxis *axis : axes)
                    if (axis->orientation() == Qt::Vertical) {
                        if (auto *linear = qobject_cast<QValueAxis *>(axis)) {
                            low = linear->min();
                            high = linear->max();
                            const double step = (high - low) / (linear->tickCount() - 1);
                            QCOMPARE(step, roundTickStep(high));
                            QCOMPARE(low, 0.0);
                        } else if (auto *log = qobject_cast<QLogValueAxis *>(axis)) {
                            low = log->min();
                            high = log->max();
                        }
                    }
                QVERIFY(high > low);
                for (const QPointF &p : line->points())
                    QVERIFY2(p.y() >= low && p.y() <= high,
                             qPrintable(QStringLiteral("%1 at 2^%2: %3 outside %4..%5").arg(line->name()).arg(p.x())
                                            .arg(p.y()).arg(low).arg(high)));
            }
        }
    }

    // At 200 % the application starts and runs its event loop (it quits by itself); a hang is a
    // failure, not a stuck test run.
    void startsAtScaleFactorTwo()
    {
        const QString binary = QStringLiteral(FABRIC_BINARY_DIR "/bin/fabricplanner");
        if (!QFileInfo::exists(binary))
            QSKIP("the fabricplanner executable is not built");
        QTemporaryDir home;
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_SCALE_FACTOR"), QStringLiteral("2"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        app.setProcessEnvironment(env);
        app.start(binary, {QStringLiteral("--quit-after"), QStringLiteral("1500")});
        QVERIFY(app.waitForStarted(10000));
        const bool finished = app.waitForFinished(60000);
        if (!finished)
            app.kill();
        QVERIFY2(finished, "the application did not quit within 60 s at QT_SCALE_FACTOR=2");
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.exitCode(), 0);
    }

private:
    FloorPlanView *shownFloor()
    {
        m_window->tabs()->setCurrentWidget(m_window->floorPlanView());
        return m_window->floorPlanView();
    }

    MainWindow *m_window = nullptr;
    QStringList m_errors;
};

QTEST_MAIN(TestWindow)
#include "tst_window.moc"
