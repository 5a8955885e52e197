// Every dialog usable on a small screen (issue 32 item 7): at 1280 x 720, and at 200 % on
// 1920 x 1080 (960 x 540 logical), each dialog stays on the screen and its buttons can be
// reached; Compare's columns show their whole values at 1280 x 720.
#include "core/plan/pipeline.h"
#include "ui/app/cataloguedialog.h"
#include "ui/app/compareview.h"
#include "ui/app/appsettings.h"
#include "ui/app/asbuiltcontroller.h"
#include "ui/app/comparisonmodel.h"
#include "ui/app/document.h"
#include "ui/app/modelparametersdialog.h"
#include "ui/app/quotedialog.h"
#include "ui/app/settingsdialog.h"
#include "windowfixture.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace fabric;
using namespace fabric::ui;

namespace {

// The offscreen platform's one screen, as FABRIC_TEST_SCREEN says ("1280x720" by default).
void useTestScreen()
{
    const QByteArray size = qEnvironmentVariableIsSet("FABRIC_TEST_SCREEN") ? qgetenv("FABRIC_TEST_SCREEN") : "1280x720";
    const QList<QByteArray> parts = size.split('x');
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("screen.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write("{\"screens\": [{\"name\": \"test\", \"x\": 0, \"y\": 0, \"width\": " + parts.value(0) + ", \"height\": " +
               parts.value(1) + ", \"logicalDpi\": 96, \"logicalBaseDpi\": 96, \"dpr\": 1}]}");
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + path.toUtf8());
}

std::unique_ptr<QDialog> makeDialog(const QString &which)
{
    const Catalogue &catalogue = *sharedBundledCatalogue();
    if (which == QLatin1String("Settings"))
        return std::make_unique<SettingsDialog>(catalogue);
    if (which == QLatin1String("Catalogue"))
        return std::make_unique<CatalogueDialog>(catalogue);
    if (which == QLatin1String("Model parameters"))
        return std::make_unique<ModelParametersDialog>(ModelParameters::defaults(),
                                                       std::map<std::string, double>{{"mnnvl_step_latency", 0.7}});
    Design design;
    design.quote.notes = "A long note\nover\nseveral\nlines";
    const Plan plan = makePlan(design, catalogue);
    std::vector<std::string> categories;
    for (const BomLine &line : plan.bom.lines)
        if (std::find(categories.begin(), categories.end(), line.category) == categories.end())
            categories.push_back(line.category);
    return std::make_unique<QuoteDialog>(design, catalogue, categories);
}

} // namespace

class TestDialogs : public QObject
{
    Q_OBJECT

public:
    static void initMain()
    {
        isolateSettingsForTest();
        useTestScreen();
    }

private slots:
    void screenIsAsAsked()
    {
        const QRect screen = QGuiApplication::primaryScreen()->geometry();
        const double scale = qEnvironmentVariableIsSet("QT_SCALE_FACTOR") ? qgetenv("QT_SCALE_FACTOR").toDouble() : 1.0;
        const QByteArray size = qEnvironmentVariableIsSet("FABRIC_TEST_SCREEN") ? qgetenv("FABRIC_TEST_SCREEN") : "1280x720";
        QCOMPARE(qRound(screen.width() * scale), size.split('x').value(0).toInt());
    }

    void dialogFitsTheScreen_data()
    {
        QTest::addColumn<QString>("dialog");
        QTest::newRow("Settings") << "Settings";
        QTest::newRow("Quote") << "Quote";
        QTest::newRow("Catalogue") << "Catalogue";
        QTest::newRow("Model parameters") << "Model parameters";
    }

    void dialogFitsTheScreen()
    {
        QFETCH(QString, dialog);
        auto d = makeDialog(dialog);
        d->show();
        QVERIFY(QTest::qWaitForWindowExposed(d.get()));
        const QRect screen = d->screen()->availableGeometry();
        QVERIFY2(screen.contains(d->geometry()), qPrintable(QStringLiteral("%1 x %2 at %3, %4 on %5 x %6")
                                                                 .arg(d->width()).arg(d->height()).arg(d->x()).arg(d->y())
                                                                 .arg(screen.width()).arg(screen.height())));
        const auto boxes = d->findChildren<QDialogButtonBox *>();
        QVERIFY(!boxes.isEmpty());
        for (QDialogButtonBox *box : boxes)
            for (QAbstractButton *button : box->buttons()) {
                QVERIFY(button->isVisible());
                // The whole button inside the dialog (not scrolled or laid out past its edge).
                const QRect inDialog(button->mapTo(d.get(), QPoint(0, 0)), button->size());
                QVERIFY2(d->rect().contains(inDialog), qPrintable(button->text()));
            }
    }

    // The same at 200 % on a 1920 x 1080 screen: the platform's scale is fixed at start, so in a
    // process of its own.
    void dialogsFitAtScaleTwo()
    {
        if (qEnvironmentVariableIsSet("QT_SCALE_FACTOR"))
            QSKIP("this process is the scaled run");
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_SCALE_FACTOR"), QStringLiteral("2"));
        env.insert(QStringLiteral("FABRIC_TEST_SCREEN"), QStringLiteral("1920x1080"));
        child.setProcessEnvironment(env);
        child.setProcessChannelMode(QProcess::MergedChannels);
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("screenIsAsAsked"), QStringLiteral("dialogFitsTheScreen"),
                     QStringLiteral("compareColumnsShowWholeValues"), QStringLiteral("exchangeRatesReadWhole"),
                     QStringLiteral("viewTabsReadWhole")});
        QVERIFY(child.waitForFinished(240000));
        QVERIFY2(child.exitCode() == 0, child.readAll().constData());
    }

    // Settings' exchange rates name each currency whole, in English and in Chinese: with every
    // other column at Qt's 100 px the name column had 16 px in Chinese and showed "…".
    void exchangeRatesReadWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << "en";
        QTest::newRow("Simplified Chinese") << "zh_CN";
    }

    void exchangeRatesReadWhole()
    {
        QFETCH(QString, language);
        const auto restore = speaking(language);
        auto dialog = makeDialog(QStringLiteral("Settings"));
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        auto *rates = dialog->findChild<QTableWidget *>(QStringLiteral("exchangeRates"));
        QVERIFY(rates);
        dialog->findChild<QTabWidget *>()->setCurrentWidget(rates->parentWidget());
        QApplication::processEvents();
        QVERIFY(rates->rowCount() > 0);
        for (int column = 0; column < rates->columnCount(); ++column)
            for (int row = 0; row < rates->rowCount(); ++row) {
                const QString text = rates->item(row, column)->text();
                // The text and the cell's margins (the style's focus frame, 3 px a side).
                const int needed = rates->fontMetrics().horizontalAdvance(text) + 8;
                QVERIFY2(rates->columnWidth(column) >= needed,
                         qPrintable(QStringLiteral("\"%1\": %2 px in a column of %3").arg(text).arg(needed)
                                        .arg(rates->columnWidth(column))));
            }
    }

    // A rate or date in Settings that cannot be read is said, naming the currency and what was
    // typed, and the dialog stays open with it: OK dropped it without a word (the catalogue's rate
    // was used on) and put today's date over a date typed as 5/12/2026.
    void unreadableRateIsSaidNotDropped_data()
    {
        QTest::addColumn<QString>("rate");
        QTest::addColumn<QString>("date");
        QTest::addColumn<bool>("readable");
        QTest::newRow("a word") << "abc" << "" << false;
        QTest::newRow("zero") << "0" << "" << false;
        QTest::newRow("below zero") << "-0.9" << "" << false;
        QTest::newRow("a decimal comma in English") << "0,92" << "" << false;
        QTest::newRow("a date as 5/12/2026") << "0.92" << "5/12/2026" << false;
        QTest::newRow("a rate and its date") << "0.92" << "2026-11-30" << true;
    }

    void unreadableRateIsSaidNotDropped()
    {
        QFETCH(QString, rate);
        QFETCH(QString, date);
        QFETCH(bool, readable);
        // The settings outlive the test (QStandardPaths' test mode): the other tests expect no rates of the user's.
        const auto forget = qScopeGuard([] { AppSettings::setExchangeRates({}); });
        AppSettings::setExchangeRates({});
        SettingsDialog dialog(*sharedBundledCatalogue());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *rates = dialog.findChild<QTableWidget *>(QStringLiteral("exchangeRates"));
        QVERIFY(rates);
        const QList<QTableWidgetItem *> eur = rates->findItems(QStringLiteral("EUR"), Qt::MatchExactly);
        QCOMPARE(eur.size(), 1);
        rates->item(eur.front()->row(), 3)->setText(rate);
        rates->item(eur.front()->row(), 4)->setText(date);
        const QString said = clickAnsweringBox(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok));
        const auto saved = AppSettings::exchangeRates();
        if (readable) {
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
            QVERIFY(saved.count(QStringLiteral("EUR")));
            QCOMPARE(saved.at(QStringLiteral("EUR")).perUsd, 0.92);
            QCOMPARE(saved.at(QStringLiteral("EUR")).asOf, date);
            return;
        }
        QVERIFY2(dialog.isVisible() && dialog.result() != QDialog::Accepted, qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("EUR")) && said.contains(date.isEmpty() ? rate : date), qPrintable(said));
        QVERIFY(saved.empty());
        QCOMPARE(rates->item(eur.front()->row(), 3)->text(), rate); // still there to mend
    }

    // A long customer or project name (300 characters from a project file) opens showing its
    // start, where the name is told apart: the Quote dialog opened on its last words ("me Corp
    // Acme Corp"), the customer field having the focus with its cursor at the end.
    void longQuoteNamesShowTheirStart_data()
    {
        QTest::addColumn<QString>("field");
        QTest::newRow("customer") << "customer";
        QTest::newRow("project") << "projectName";
    }

    void longQuoteNamesShowTheirStart()
    {
        QFETCH(QString, field);
        Design design;
        const std::string name = "Northwind Research Computing, " + std::string(270, 'x');
        design.quote.customer = name;
        design.quote.projectName = name;
        QuoteDialog dialog(design, *sharedBundledCatalogue(), {});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *edit = dialog.findChild<QLineEdit *>(field);
        QVERIFY(edit);
        edit->setFocus();
        QApplication::processEvents();
        // The cursor, drawn where the text is in sight, at the first character and at the left.
        QCOMPARE(edit->cursorPosition(), 0);
        const QRect cursor = edit->inputMethodQuery(Qt::ImCursorRectangle).toRect();
        QVERIFY2(cursor.left() < edit->width() / 4, qPrintable(QString::number(cursor.left())));
        QCOMPARE(dialog.quote().customer, name); // and nothing of it lost
    }

    // The views' tabs of a window opened on the screen at its own size (1220 x 660 on 1280 x 720,
    // 900 x 480 at 200 % on 1920 x 1080) with an as-built fabric imported, as
    // docs/screenshots/as-built.png shows it, in English and in Chinese: every title whole, no
    // scroll arrows ("Exp" and arrows in English).
    void viewTabsReadWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << "en";
        QTest::newRow("Simplified Chinese") << "zh_CN";
    }

    void viewTabsReadWhole()
    {
        QFETCH(QString, language);
        const auto restore = speaking(language);
        QStringList errors;
        MainWindow window(sharedBundledCatalogue());
        window.setErrorReporter([&errors](const QString &, const QString &text) { errors << text; });
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->runner()->waitForIdle();
        window.asBuilt()->setIgnoreSpeed(true);
        QVERIFY2(window.asBuilt()->importFiles({QStringLiteral(FABRIC_TEST_DATA "/asbuilt/su1-rewired.txt")}),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        QApplication::processEvents();
        QTabBar *bar = window.tabs()->tabBar();
        QStringList titles;
        for (int tab = 0; tab < bar->count(); ++tab)
            titles << QStringLiteral("%1 %2 to %3").arg(bar->tabText(tab)).arg(bar->tabRect(tab).left()).arg(bar->tabRect(tab).right());
        const QString where = QStringLiteral("window %1 px, bar %2 px: %3").arg(window.width()).arg(bar->width())
                                  .arg(titles.join(QStringLiteral(", ")));
        for (QToolButton *arrow : bar->findChildren<QToolButton *>())
            QVERIFY2(!arrow->isVisible(), qPrintable(where));
        for (int tab = 0; tab < bar->count(); ++tab)
            QVERIFY2(bar->rect().contains(bar->tabRect(tab)), qPrintable(where));
    }

    // Compare in the window at the screen's size: every design column as wide as its values
    // (no "32 (-3" clipped), the table without a sideways scroll bar.
    void compareColumnsShowWholeValues()
    {
        QStringList errors;
        std::unique_ptr<MainWindow> window(openTestWindow(errors));
        window->setWindowState(Qt::WindowMaximized);
        window->resize(window->screen()->availableGeometry().size());
        CompareView *compare = window->compareView();
        compare->addCounterpart();
        window->tabs()->setCurrentWidget(compare);
        compare->waitForPlans();
        QApplication::processEvents();
        QTableView *table = compare->table();
        QVERIFY(table->isVisible());
        QVERIFY(table->model()->rowCount() > 10);
        QFont bold = table->font();
        bold.setBold(true); // the best value is bold: the widest a value gets
        const QFontMetrics metrics(bold);
        for (int column = ComparisonModel::FirstDesign; column < table->model()->columnCount(); ++column)
            for (int row = 0; row < table->model()->rowCount(); ++row) {
                const QString text = table->model()->index(row, column).data().toString();
                // The text and the cell's margins (the style's focus frame, 3 px a side).
                const int needed = metrics.horizontalAdvance(text) + 8;
                QVERIFY2(table->columnWidth(column) >= needed,
                         qPrintable(QStringLiteral("\"%1\": %2 px in a column of %3").arg(text).arg(needed)
                                        .arg(table->columnWidth(column))));
            }
        // At 1280 x 720 without sideways scrolling; at 200 % beside the docks two designs and
        // their metric names need more than 960 px: the table scrolls there, clipping nothing.
        if (!qEnvironmentVariableIsSet("QT_SCALE_FACTOR"))
            QVERIFY(!table->horizontalScrollBar()->isVisible());
        // More than a handful of rows in sight.
        QVERIFY2(table->viewport()->height() / table->rowHeight(0) >= 6,
                 qPrintable(QString::number(table->viewport()->height())));
    }
};

QTEST_MAIN(TestDialogs)
#include "tst_dialogs.moc"
