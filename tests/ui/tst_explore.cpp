#include "ui/app/compareview.h"
#include "ui/app/designcommands.h"
#include "ui/app/document.h"
#include "ui/app/exploreview.h"
#include "ui/app/mainwindow.h"
#include "windowfixture.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QRegularExpression>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QHeaderView>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <set>

using namespace fabric;
using namespace fabric::ui;

namespace {

Design cluster(const char *platform, int gpus)
{
    Design d;
    d.platform = platform;
    d.gpus = gpus;
    return d;
}

int frontCount(const ExploreView &view)
{
    return static_cast<int>(std::count_if(view.shown().begin(), view.shown().end(), [](const auto &c) { return c.onFront; }));
}

// The first shown candidate that would change the current design's compute fabric, or -1.
int rowChanging(const ExploreView &view, const Design &current)
{
    for (int row = 0; row < static_cast<int>(view.shown().size()); ++row)
        if (withComputeFabricOf(current, view.shown()[row]) != current)
            return row;
    return -1;
}

// The status line over the table: the one that names the Pareto front.
QLabel *statusLine(const ExploreView &view)
{
    for (QLabel *label : view.findChildren<QLabel *>())
        if (label->text().contains(QLatin1String("Pareto front")))
            return label;
    return nullptr;
}

} // namespace

class TestExploreView : public QObject
{
    Q_OBJECT

public:
    static void initMain() { isolateSettingsForTest(); }

private slots:
    void init()
    {
        m_errors.clear();
        m_window = openTestWindow(m_errors);
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        QVERIFY(m_window->showView(QStringLiteral("explore")));
        m_view = m_window->findChild<ExploreView *>();
        QVERIFY(m_view);
        QCOMPARE(m_window->tabs()->currentWidget(), m_view);
        m_window->document()->reset(cluster("DGX-H100", 512));
        m_window->document()->runner()->waitForIdle();
    }

    void cleanup()
    {
        delete m_window;
        m_window = nullptr;
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    }

    // At 1280 x 720 beside the docks the chart keeps a readable plot after a search, with its
    // axis labels whole, and the page scrolls down to it and the table (the audit saw a plot of
    // some 60 px and every tick label "…"; at 200 % the window is as large in device-independent pixels).
    void chartIsReadableAt1280x720_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        QTest::newRow("1280 x 720") << QSize(1280, 720) << "en";
        QTest::newRow("960 x 540 (200 %)") << QSize(960, 540) << "en";
        QTest::newRow("1280 x 720 in Chinese") << QSize(1280, 720) << "zh_CN";
    }

    void chartIsReadableAt1280x720()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        const auto restore = speaking(language);
        m_window->resize(size);
        QTRY_COMPARE(m_window->size(), size);
        m_view->startSearch();
        m_view->waitForSearch();
        QCoreApplication::processEvents();
        QVERIFY(!m_view->shown().empty());
        QChartView *chart = m_view->chartView();
        const int line = chart->fontMetrics().lineSpacing();
        QVERIFY2(chart->height() >= 18 * line, qPrintable(QStringLiteral("a chart %1 px high").arg(chart->height())));
        QTRY_VERIFY2(chart->chart()->plotArea().height() >= 8 * line,
                 qPrintable(QStringLiteral("a plot %1 px high, a line %2 px").arg(chart->chart()->plotArea().height()).arg(line)));
        auto *scroll = m_view->findChild<QScrollArea *>(QStringLiteral("exploreScroll"));
        QVERIFY(scroll);
        QVERIFY(scroll->verticalScrollBar()->maximum() > 0);
        // Every title, tick label and key whole, as drawn.
        const QStringList cut = cutChartTexts(m_view);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
        // The table below is reached by scrolling, with rows to read.
        QVERIFY(m_view->table()->height() >= 4 * m_view->table()->verticalHeader()->defaultSectionSize());
    }

    // At 1280 x 720 beside the docks, in English and in Chinese (whose lines are taller), a search's
    // answer is in sight without scrolling: the status, the first rows of the ranked table with
    // its header, and the button that uses the chosen one. The chart of the whole space follows
    // below; the review had to scroll past it to reach the table.
    void tableInSightAt1280x720_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << "en";
        QTest::newRow("Simplified Chinese") << "zh_CN";
    }

    void tableInSightAt1280x720()
    {
        QFETCH(QString, language);
        const auto restore = speaking(language);
        m_window->resize(1280, 720);
        QTRY_COMPARE(m_window->size(), QSize(1280, 720));
        m_view->startSearch();
        m_view->waitForSearch();
        QCoreApplication::processEvents();
        auto *scroll = m_view->findChild<QScrollArea *>(QStringLiteral("exploreScroll"));
        QVERIFY(scroll);
        QCOMPARE(scroll->verticalScrollBar()->value(), 0);
        QWidget *viewport = scroll->viewport();
        const auto inSight = [viewport](QWidget *widget, int height) {
            const int top = widget->mapTo(viewport, QPoint(0, 0)).y();
            return top >= 0 && top + height <= viewport->height()
                       ? QString()
                       : QStringLiteral("%1 from %2 to %3 px of a %4 px view").arg(widget->objectName()).arg(top)
                             .arg(top + height).arg(viewport->height());
        };
        QTableWidget *table = m_view->table();
        const int rows = 3;
        QVERIFY(table->rowCount() >= rows);
        const int needed = table->frameWidth() + table->horizontalHeader()->height()
                           + rows * table->verticalHeader()->defaultSectionSize();
        QString why = inSight(table, needed);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QVERIFY2(table->viewport()->height() >= rows * table->verticalHeader()->defaultSectionSize(),
                 qPrintable(QStringLiteral("the table shows %1 px of rows").arg(table->viewport()->height())));
        auto *use = m_view->findChild<QPushButton *>(QStringLiteral("exploreUse"));
        why = inSight(use, use->height());
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    // At 1280 x 720 beside the docks (200 % is the same in device-independent pixels) each
    // result's cost, network power and bus bandwidth are in sight without scrolling sideways, and
    // whole; a cell cut short has its whole text in the tooltip. The audit found the three off the
    // table's right edge, after the fabric, switch, link, ratio, planes, tiers, SU size and SHARP.
    void figuresInSightAt1280x720()
    {
        m_window->resize(1280, 720);
        QTRY_COMPARE(m_window->size(), QSize(1280, 720));
        m_view->startSearch();
        m_view->waitForSearch();
        QCoreApplication::processEvents();
        QTableWidget *table = m_view->table();
        QVERIFY(table->rowCount() > 0);
        for (const QString &name : {QStringLiteral("Cost"), QStringLiteral("Network power"), QStringLiteral("Bus bandwidth")}) {
            int column = -1;
            for (int c = 0; c < table->columnCount(); ++c)
                if (table->horizontalHeaderItem(c)->text() == name)
                    column = c;
            QVERIFY2(column >= 0, qPrintable(name));
            const QString why = notInSight(table, column);
            QVERIFY2(why.isEmpty(), qPrintable(why));
            QVERIFY2(table->columnWidth(column) >= static_cast<QAbstractItemView *>(table)->sizeHintForColumn(column),
                     qPrintable(QStringLiteral("%1: %2 px of %3").arg(name).arg(table->columnWidth(column))
                                    .arg(static_cast<QAbstractItemView *>(table)->sizeHintForColumn(column))));
        }
        bool incomplete = false;
        for (int row = 0; row < table->rowCount(); ++row)
            for (int c = 1; c < table->columnCount(); ++c) {
                const QTableWidgetItem *item = table->item(row, c);
                QVERIFY2(item->toolTip().contains(item->text()), qPrintable(item->text() + QStringLiteral(" | ") + item->toolTip()));
                incomplete = incomplete || item->toolTip().contains(QLatin1String("known prices only"));
            }
        // Some candidate lacks a price (the subnet manager's appliance is sold on request): its
        // cost says so where it is shown.
        QVERIFY(incomplete);
    }

    void searchFillsTableAndChart()
    {
        m_view->startSearch();
        QVERIFY(m_view->isSearching());
        m_view->waitForSearch();
        QVERIFY(!m_view->isSearching());
        QVERIFY(m_view->exploration());
        QVERIFY(!m_view->exploration()->cancelled);
        QVERIFY(m_view->shown().size() >= 8);
        QCOMPARE(m_view->table()->rowCount(), static_cast<int>(m_view->shown().size()));
        QVERIFY(frontCount(*m_view) > 0);

        // One ring per plotted front point; every plotted point is a shown candidate.
        int plottedFront = 0, ringed = 0, plotted = 0;
        for (const auto &c : m_view->shown())
            plottedFront += c.onFront && c.busbwGBps;
        for (QAbstractSeries *s : m_view->chartView()->chart()->series()) {
            auto *scatter = qobject_cast<QScatterSeries *>(s);
            QVERIFY(scatter);
            if (scatter->name().contains(QLatin1String("front"), Qt::CaseInsensitive))
                ringed += scatter->count();
            else
                plotted += scatter->count();
        }
        QCOMPARE(ringed, plottedFront);
        QVERIFY(plotted > 0 && plotted <= static_cast<int>(m_view->shown().size()));
    }

    // A design of one tier, one switch and one rack reads so: "1 tier, SU of 1 node", "1 switch
    // · 1 rack", where the details said "1 tiers", "1 switches" and "1 racks".
    void aCountOfOneReadsAsOne()
    {
        Design small;
        small.platform = "generic-server";
        small.nodes = 1;
        m_window->document()->reset(small);
        m_window->document()->runner()->waitForIdle();
        m_view->startSearch();
        m_view->waitForSearch();
        QCoreApplication::processEvents();
        QVERIFY(!m_view->shown().empty());
        auto *details = m_view->findChild<QLabel *>(QStringLiteral("exploreDetails"));
        QVERIFY(details);
        int ones = 0;
        for (int row = 0; row < m_view->table()->rowCount(); ++row) {
            m_view->table()->selectRow(row);
            QCoreApplication::processEvents();
            const QString text = details->text();
            static const QRegularExpression pluralOfOne(QStringLiteral("\\b1 (tiers|nodes|switches|racks)\\b"));
            QVERIFY2(!pluralOfOne.match(text).hasMatch(), qPrintable(text));
            ones += text.contains(QLatin1String("1 tier, SU of 1 node")) ? 1 : 0;
        }
        QVERIFY(ones > 0);
    }

    // A leaf of 13 down and 7 up ports is 1.86:1 in the table and the details, as the Figures
    // panel, the CLI's plan and explore and the quote give it, where they read "1.85714:1".
    void aRatioReadsAsEveryFaceGivesIt()
    {
        m_window->document()->reset(cluster("DGX-H100", 800));
        m_window->document()->runner()->waitForIdle();
        m_view->startSearch();
        m_view->waitForSearch();
        QCoreApplication::processEvents();
        QTableWidget *table = m_view->table();
        int column = -1;
        for (int c = 0; c < table->columnCount(); ++c)
            if (table->horizontalHeaderItem(c)->text() == QLatin1String("Oversub."))
                column = c;
        QVERIFY(column >= 0);
        auto *details = m_view->findChild<QLabel *>(QStringLiteral("exploreDetails"));
        QVERIFY(details);
        static const QRegularExpression twoDecimalsAtMost(QStringLiteral("^\\d+(\\.\\d{1,2})?:1$"));
        int fractional = 0;
        for (int row = 0; row < table->rowCount(); ++row) {
            const QString text = table->item(row, column)->text();
            QVERIFY2(twoDecimalsAtMost.match(text).hasMatch(), qPrintable(text));
            if (!text.contains(QLatin1Char('.')))
                continue;
            ++fractional;
            table->selectRow(row);
            QCoreApplication::processEvents();
            QVERIFY2(details->text().contains(text + QLatin1Char(',')), qPrintable(details->text()));
        }
        QVERIFY(fractional > 0);
    }

    void cancelStopsTheSearch()
    {
        // A space of thousands of GPUs takes seconds: cancelled at once, it ends early.
        m_window->document()->reset(cluster("DGX-H100", 16384));
        m_window->document()->runner()->waitForIdle();
        m_view->startSearch();
        QPushButton *cancel = m_view->findChild<QPushButton *>(QStringLiteral("exploreCancel"));
        QVERIFY(cancel->isEnabled());
        QTest::mouseClick(cancel, Qt::LeftButton);
        m_view->waitForSearch();
        QVERIFY(m_view->exploration());
        QVERIFY(m_view->exploration()->cancelled);
        QVERIFY(!cancel->isEnabled());
        QVERIFY(m_view->findChild<QPushButton *>(QStringLiteral("exploreStart"))->isEnabled());
    }

    void constraintsFilterAtOnce_data()
    {
        QTest::addColumn<QString>("limit");
        QTest::newRow("fabric") << "fabric";
        QTest::newRow("max racks") << "racks";
        QTest::newRow("min busbw") << "busbw";
        QTest::newRow("switch") << "switch";
    }

    void constraintsFilterAtOnce()
    {
        QFETCH(QString, limit);
        m_view->startSearch();
        m_view->waitForSearch();
        const std::size_t all = m_view->shown().size();
        ExploreConstraints k;
        if (limit == QLatin1String("fabric")) {
            m_view->setFabricLimit(Technology::Ethernet);
            k.fabric = Technology::Ethernet;
        } else if (limit == QLatin1String("switch")) {
            // The limit offers every switch model the search planned, and only those.
            std::set<QString> planned;
            for (const auto &c : m_view->shown())
                planned.insert(QString::fromStdString(c.switchModel));
            auto *box = m_view->findChild<QComboBox *>(QStringLiteral("exploreSwitch"));
            std::set<QString> offered;
            for (int i = 1; i < box->count(); ++i)
                offered.insert(box->itemData(i).toString());
            QCOMPARE(offered, planned);
            const QString model = QString::fromStdString(m_view->shown().back().switchModel);
            m_view->setSwitchLimit(model);
            QCOMPARE(box->currentData().toString(), model);
            k.switchModel = model.toStdString();
        } else if (limit == QLatin1String("racks")) {
            int least = 1 << 30;
            for (const auto &c : m_view->shown())
                least = std::min(least, c.racks);
            m_view->setMaxRacks(least);
            k.maxRacks = least;
        } else {
            double best = 0;
            for (const auto &c : m_view->shown())
                best = std::max(best, c.busbwGBps.value_or(0));
            m_view->setMinBusbw(std::floor(best));
            k.minBusbwGBps = std::floor(best);
        }
        QVERIFY(!m_view->shown().empty());
        QVERIFY(m_view->shown().size() < all);
        QCOMPARE(m_view->table()->rowCount(), static_cast<int>(m_view->shown().size()));
        for (const auto &c : m_view->shown())
            QVERIFY(meets(c, k));
        QVERIFY(frontCount(*m_view) > 0);
    }

    // Unticking Power takes the front over cost and bus bandwidth at once: the designs of unknown
    // power no longer stay on it by being incomparable, and the front is the Pareto set of the two.
    void frontOverTheObjectivesChosen()
    {
        m_view->startSearch();
        m_view->waitForSearch();
        const int withPower = frontCount(*m_view);
        QLabel *status = statusLine(*m_view);
        QVERIFY(status);
        QVERIFY2(status->text().contains(QLocale().createSeparatedList({QStringLiteral("cost"), QStringLiteral("bus bandwidth"), QStringLiteral("power")})), qPrintable(status->text()));
        // The front's designs of unknown power are counted, with the way to rank them.
        QVERIFY2(status->text().contains(QLatin1String("own power draw")), qPrintable(status->text()));
        QVERIFY2(status->text().contains(QLatin1String("untick Power")), qPrintable(status->text()));

        auto *power = m_view->findChild<QCheckBox *>(QStringLiteral("exploreObjective-power"));
        QVERIFY(power && power->isChecked());
        QTest::mouseClick(power, Qt::LeftButton);
        QVERIFY(!power->isChecked());
        const std::vector<Objective> two{Objective::Cost, Objective::Busbw};
        QVERIFY(m_view->objectives() == two);
        QVERIFY2(frontCount(*m_view) < withPower, qPrintable(QStringLiteral("%1 against %2").arg(frontCount(*m_view)).arg(withPower)));
        for (const auto &c : m_view->shown()) {
            const bool dominated = std::any_of(m_view->shown().begin(), m_view->shown().end(),
                                               [&](const auto &other) { return dominates(other, c, two); });
            QCOMPARE(c.onFront, !dominated);
        }
        QVERIFY2(status->text().contains(QStringLiteral("front of %1.").arg(QLocale().createSeparatedList({QStringLiteral("cost"), QStringLiteral("bus bandwidth")}))), qPrintable(status->text()));
        QVERIFY(!status->text().contains(QLatin1String("own power draw")));
        QVERIFY(!status->text().contains(QLatin1String("untick Power")));
        int star = 0;
        for (int row = 0; row < m_view->table()->rowCount(); ++row)
            star += !m_view->table()->item(row, 0)->text().isEmpty();
        QCOMPARE(star, frontCount(*m_view));

        // A front over nothing is no front: the last objective stays chosen.
        m_view->setObjectiveChosen(Objective::Cost, false);
        m_view->setObjectiveChosen(Objective::Busbw, false);
        QCOMPARE(m_view->objectives().size(), std::size_t(1));
    }

    // A design on the front only while a figure is unknown is told apart: a hollow star with its
    // own tooltip, a dashed ring on the chart, and a count in the status line.
    void frontWhileAFigureIsUnknownIsToldApart()
    {
        m_view->startSearch();
        m_view->waitForSearch();
        int confirmed = 0, unconfirmed = 0;
        for (int row = 0; row < m_view->table()->rowCount(); ++row) {
            const QTableWidgetItem *item = m_view->table()->item(row, 0);
            const ExploreCandidate &c = m_view->shown().at(static_cast<std::size_t>(item->data(Qt::UserRole).toInt()));
            const QString expected = c.frontConfirmed ? QStringLiteral("★") : c.onFront ? QStringLiteral("☆") : QString();
            QCOMPARE(item->text(), expected);
            QCOMPARE(item->toolTip().contains(QLatin1String("unknown")), c.onFront && !c.frontConfirmed);
            confirmed += c.frontConfirmed;
            unconfirmed += c.onFront && !c.frontConfirmed;
        }
        QVERIFY2(confirmed > 0 && unconfirmed > 0, qPrintable(QStringLiteral("%1 and %2").arg(confirmed).arg(unconfirmed)));
        int dashed = 0;
        for (QAbstractSeries *s : m_view->chartView()->chart()->series())
            if (auto *scatter = qobject_cast<QScatterSeries *>(s); scatter->pen().style() == Qt::DashLine)
                dashed += scatter->count();
        int plottedUnconfirmed = 0;
        for (const auto &c : m_view->shown())
            plottedUnconfirmed += c.onFront && !c.frontConfirmed && c.busbwGBps;
        QCOMPARE(dashed, plottedUnconfirmed);
        QLabel *status = statusLine(*m_view);
        QVERIFY(status);
        // One statement of why they are there, not two that count the same designs twice ("189 only
        // while a figure is unknown... 188 have unknown power"): how many, and of those how many
        // for their own unknown power draw, the one an unticked Power takes out of the ranking.
        int ownPower = 0;
        for (const auto &c : m_view->shown())
            ownPower += c.onFront && !c.frontConfirmed && !c.powerW;
        QVERIFY2(ownPower > 0 && ownPower < unconfirmed, qPrintable(QStringLiteral("%1 of %2").arg(ownPower).arg(unconfirmed)));
        const QString text = status->text();
        QVERIFY2(text.contains(QStringLiteral("%1 of them (☆) only while a figure is unknown: for %2 their own power draw")
                                   .arg(unconfirmed).arg(ownPower)),
                 qPrintable(text));
        QVERIFY2(text.count(QLatin1String("unknown")) == 1, qPrintable(text));
    }

    // One node on one switch plans the same fabric at every ratio asked: the tab says how many
    // designs it shows once, and lists each switch once.
    void designsOfTheSameFabricAreSaidAndShownOnce()
    {
        QLabel *status = statusAfterSearching(cluster("DGX-H100", 8));
        QVERIFY(status);
        QVERIFY2(status->text().contains(QRegularExpression(QStringLiteral("shown once: [1-9][0-9]*\\."))), qPrintable(status->text()));
    }

    // Every candidate keeps the design's model parameters (Design > Model Parameters), and the
    // status says the bus bandwidths are theirs.
    void modelParametersSetAreSaid()
    {
        Design d = cluster("DGX-H100", 8);
        d.modelOverrides = {{"net_plugin_latency", 3.0}};
        QLabel *status = statusAfterSearching(d);
        QVERIFY(status);
        QVERIFY2(status->text().contains(QStringLiteral("Bus bandwidths with the model parameters set for this project: "
                                                        "net_plugin_latency 3 µs.")),
                 qPrintable(status->text()));
        QVERIFY(!m_view->shown().empty());
        for (const auto &c : m_view->shown())
            QCOMPARE(c.design.modelOverrides, d.modelOverrides);
    }

    // Designs that do not plan are said by switch model, and the tooltip says why: two GB200 racks
    // on Ethernet, where the leaf-only SN4410 cannot be a spine.
    void designsThatDidNotPlanSayWhy()
    {
        Design d = cluster("DGX-GB200", 144);
        d.fabric = Technology::Ethernet;
        d.linkSpeedGbps = 400;
        QLabel *status = statusAfterSearching(d);
        QVERIFY(status);
        QVERIFY2(status->text().contains(QRegularExpression(QStringLiteral("[1-9][0-9]* did not plan: .*SN4410 \\([1-9]"))),
                 qPrintable(status->text()));
        QVERIFY2(status->toolTip().contains(QLatin1String("SN4410: SN4410 cannot be a spine switch")),
                 qPrintable(status->toolTip()));
    }

    void doubleClickUsesTheDesignInOneUndoStep()
    {
        m_view->startSearch();
        m_view->waitForSearch();
        Document *document = m_window->document();
        const Design before = document->design();
        const int row = rowChanging(*m_view, before);
        QVERIFY(row >= 0);
        const ExploreCandidate chosen = m_view->shown()[row];
        const int steps = document->undoStack()->count();

        QTableWidget *table = m_view->table();
        table->scrollToItem(table->item(row, 0));
        const QRect cell = table->visualItemRect(table->item(row, 2));
        // A double-click as the mouse makes it: a click, then the second press.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());

        QCOMPARE(document->undoStack()->count(), steps + 1);
        QVERIFY(document->design().fabric == chosen.design.fabric);
        QCOMPARE(document->design().switchModel, chosen.design.switchModel);
        QCOMPARE(document->design().oversubscription, chosen.design.oversubscription);
        QCOMPARE(document->design().sharp, chosen.design.sharp);
        QCOMPARE(document->design().gpus, before.gpus);
        document->undoStack()->undo();
        QVERIFY(document->design() == before);
    }

    void addToCompareAddsAColumn()
    {
        m_view->startSearch();
        m_view->waitForSearch();
        const int row = rowChanging(*m_view, m_window->document()->design());
        QVERIFY(row >= 0);
        QTableWidget *table = m_view->table();
        table->selectRow(row);
        QPushButton *add = m_view->findChild<QPushButton *>(QStringLiteral("exploreCompare"));
        QVERIFY(add->isEnabled());
        QTest::mouseClick(add, Qt::LeftButton);
        CompareView *compare = m_window->compareView();
        QCOMPARE(compare->designCount(), 2);
        QCOMPARE(compare->design(1).switchModel, m_view->shown()[row].design.switchModel);
        QVERIFY(compare->design(1).fabric == m_view->shown()[row].design.fabric);
        QCOMPARE(m_window->tabs()->currentWidget(), compare);
        compare->waitForPlans();
    }

private:
    // The status line after a search around design.
    QLabel *statusAfterSearching(const Design &design)
    {
        m_window->document()->reset(design);
        m_window->document()->runner()->waitForIdle();
        m_view->startSearch();
        m_view->waitForSearch();
        return statusLine(*m_view);
    }

    MainWindow *m_window = nullptr;
    ExploreView *m_view = nullptr;
    QStringList m_errors;
};

QTEST_MAIN(TestExploreView)
#include "tst_explore.moc"
