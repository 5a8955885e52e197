#include "ui/app/designcommands.h"
#include "ui/app/designfields.h"
#include "ui/app/designpanel.h"
#include "ui/app/compareview.h"
#include "ui/app/performanceview.h"
#include "ui/app/document.h"
#include "ui/app/language.h"
#include "ui/app/languagepage.h"
#include "ui/app/mainwindow.h"
#include "ui/app/setparameterstext.h"
#include "ui/app/settingsdialog.h"
#include "ui/app/workbookheaders.h"
#include "core/design/projectfile.h"
#include "core/export/planworkbook.h"
#include "core/plan/pipeline.h"
#include "ui/render/quotepdf.h"
#include "ui/render/sentences.h"
#include "ui/render/translatedtext.h"
#include "windowfixture.h"
#include "../common/programoutput.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QDate>
#include <QRegularExpression>
#include <QMenu>
#include <QTabWidget>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

using namespace fabric::ui;

// The interface language: which translation a locale gets, that QLocale follows it, that the
// window's text is really translated, and that the Settings choice is kept.
class TestLanguage : public QObject
{
    Q_OBJECT

public:
    static void initMain() { isolateSettingsForTest(); }

private slots:
    void cleanup();
    void localeChoosesTranslation_data();
    void localeChoosesTranslation();
    void windowSpeaksChinese();
    void chineseWindowFitsA1280By720Screen_data();
    void chineseWindowFitsA1280By720Screen();
    void sentencesJoinAsTheLanguageWrites_data();
    void sentencesJoinAsTheLanguageWrites();
    void parameterUnitsInChinese_data();
    void parameterUnitsInChinese();
    void chineseNotesRunSentencesTogether_data();
    void chineseNotesRunSentencesTogether();
    void everyFieldCoreNamesHasAWord_data();
    void aMessageNamesANetworkInChinese_data();
    void aMessageNamesANetworkInChinese();
    void everyFieldCoreNamesHasAWord();
    void quoteSpeaksChinese();
    void diagnosticFieldsHaveChineseNames_data();
    void diagnosticFieldsHaveChineseNames();
    void quotePdfCopiesAsWritten();
    void workbookHeadersTranslated_data();
    void workbookHeadersTranslated();
    void settingRoundTrip_data();
    void settingRoundTrip();
    void pageSavesTheChoice();
    void systemChoiceNamesItsLanguage();
    void settingsDialogCarriesTheLanguage();

private:
    static void removeTranslators();
};

void TestLanguage::removeTranslators()
{
    // ~QTranslator removes it from the application.
    qDeleteAll(qApp->findChildren<QTranslator *>(Qt::FindDirectChildrenOnly));
    QLocale::setDefault(QLocale::c());
}

void TestLanguage::cleanup()
{
    removeTranslators();
    QSettings().clear();
}

void TestLanguage::localeChoosesTranslation_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("loaded");

    QTest::newRow("Simplified Chinese, China") << "zh_CN" << "zh_CN";
    QTest::newRow("Simplified Chinese by script") << "zh_Hans_CN" << "zh_CN";
    QTest::newRow("Traditional Chinese is not Simplified") << "zh_TW" << "en";
    QTest::newRow("English") << "en_US" << "en";
    QTest::newRow("a language not shipped") << "de_DE" << "en";
}

void TestLanguage::localeChoosesTranslation()
{
    QFETCH(QString, locale);
    QFETCH(QString, loaded);

    QCOMPARE(language::install(*qApp, QLocale(locale)), loaded);
    QCOMPARE(QLocale().name(), QLocale(locale).name());
    const QString file = QCoreApplication::translate("fabric::ui::MainWindow", "&File");
    if (loaded == QLatin1String("en"))
        QCOMPARE(file, QStringLiteral("&File"));
    else
        QCOMPARE(file, QStringLiteral("文件(&F)"));
}

void TestLanguage::windowSpeaksChinese()
{
    QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
    QStringList errors;
    std::unique_ptr<MainWindow> window(openTestWindow(errors));
    QStringList menus;
    for (QAction *action : window->menuBar()->actions())
        menus << action->text();
    QCOMPARE(menus.first(), QStringLiteral("文件(&F)"));
    // Every menu title is translated: none is left in English (a word of two ASCII letters).
    for (const QString &menu : menus)
        QVERIFY2(!menu.contains(QRegularExpression(QStringLiteral("[A-Za-z]{2,}"))), qPrintable(menu));
    // Texts made outside a QObject (field labels, undo step names) find their translation too:
    // the context lupdate filed them under is the one looked up at run time.
    QCOMPARE(fieldLabel(QStringLiteral("switch")), QStringLiteral("交换机"));
    window->document()->undoStack()->push(new ToggleSharpCommand(window->document(), false));
    QCOMPARE(window->document()->undoStack()->undoText(), QStringLiteral("关闭 SHARP"));
    // Numbers follow the language too.
    QCOMPARE(QLocale().toString(1234567), QStringLiteral("1,234,567"));
    QCOMPARE(QLocale().toString(QDate(2026, 11, 30), QLocale::LongFormat), QStringLiteral("2026年11月30日星期一"));
}

void TestLanguage::chineseWindowFitsA1280By720Screen_data()
{
    QTest::addColumn<QString>("project");
    QTest::newRow("4 SU") << "h100-ndr-4su.json";
    QTest::newRow("4 SU, whole cluster") << "h100-4su-whole-cluster.json";
}

// Chinese lines are taller and its words wider than English ones: at 1280 x 720 the Figures dock
// still shows every figure without scrolling (the review had to scroll to the power), and every
// choice of the Design dock reads whole.
void TestLanguage::chineseWindowFitsA1280By720Screen()
{
    QFETCH(QString, project);
    QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
    auto design = fabric::ProjectFile::load(FABRIC_SOURCE_DIR "/data/samples/" + project.toStdString());
    QVERIFY(design);
    QStringList errors;
    std::unique_ptr<MainWindow> window(openTestWindow(errors));
    window->resize(1280, 720); // before the docks are fitted to the window, as on such a screen
    window->document()->reset(*design);
    window->document()->runner()->waitForIdle();
    QTRY_COMPARE(window->size(), QSize(1280, 720));
    QCoreApplication::processEvents();
    auto *figures = window->findChild<QDockWidget *>(QStringLiteral("figuresDock"));
    QVERIFY(figures && figures->isVisible());
    auto *area = qobject_cast<QScrollArea *>(figures->widget());
    QVERIFY(area);
    QVERIFY2(area->verticalScrollBar()->maximum() == 0,
             qPrintable(QStringLiteral("the figures are %1 px high in a %2 px dock").arg(area->widget()->height())
                            .arg(area->viewport()->height())));
    const QStringList cut = cutChoices(window->designPanel());
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
}

void TestLanguage::sentencesJoinAsTheLanguageWrites_data()
{
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::addColumn<QString>("joined");
    QTest::newRow("English") << "Two racks." << "Undo goes back." << "Two racks. Undo goes back.";
    QTest::newRow("English, bracket") << "Best (≥: not exact)" << "Rates." << "Best (≥: not exact) Rates.";
    QTest::newRow("Chinese") << "两个机柜。" << "撤销可返回。" << "两个机柜。撤销可返回。";
    QTest::newRow("Chinese, bracket") << "最佳值（≥：不精确）" << "汇率。" << "最佳值（≥：不精确）汇率。";
    QTest::newRow("nothing before") << "" << "Rates." << "Rates.";
    QTest::newRow("nothing after") << "两个机柜。" << "" << "两个机柜。";
}

void TestLanguage::sentencesJoinAsTheLanguageWrites()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    QFETCH(QString, joined);
    QCOMPARE(fabric::render::joinedSentences(first, second), joined);
}

void TestLanguage::parameterUnitsInChinese_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("shown");
    QTest::newRow("GPUs") << "GPUs" << "个 GPU";
    QTest::newRow("fraction") << "fraction" << "比例";
    QTest::newRow("on/off") << "on/off" << "开/关";
    QTest::newRow("microseconds") << "us" << "µs";
    QTest::newRow("a symbol stays") << "GB/s" << "GB/s";
}

// The Model Parameters dialog's unit column and the notes that name set parameters write the
// unit words in Chinese.
void TestLanguage::parameterUnitsInChinese()
{
    QFETCH(QString, unit);
    QFETCH(QString, shown);
    QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
    QCOMPARE(parameterUnitText(unit.toStdString()), shown);
}

void TestLanguage::chineseNotesRunSentencesTogether_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("lastSentence");
    QTest::newRow("performance") << "performance" << "本项目设置的模型参数";
    QTest::newRow("compare") << "compare" << "各设计的模型参数不同";
}

// Chinese writes no space after a full-width stop: the notes made of several sentences (the
// Performance tab's, Compare's) run them together as a Chinese reader expects, the last one too.
void TestLanguage::chineseNotesRunSentencesTogether()
{
    QFETCH(QString, view);
    QFETCH(QString, lastSentence);
    QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
    QStringList errors;
    std::unique_ptr<MainWindow> window(openTestWindow(errors));
    Document *document = window->document();
    fabric::Design tuned = document->design();
    tuned.modelOverrides = {{"net_plugin_latency", 3.0}};
    document->edit(new ReplaceDesignCommand(document, tuned, QStringLiteral("test")));
    document->runner()->waitForIdle();
    QVERIFY(window->showView(view));
    QString note;
    if (view == QLatin1String("performance")) {
        note = window->performanceView()->note();
    } else {
        fabric::Design plain = tuned;
        plain.name = "Plain";
        plain.modelOverrides.clear();
        window->compareView()->addDesign(plain);
        window->compareView()->waitForPlans();
        note = window->compareView()->note();
    }
    QVERIFY2(note.contains(lastSentence), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("net_plugin_latency 3 µs")), qPrintable(note)); // µs, as the charts' axes
    const QRegularExpression spaceAfterStop(QStringLiteral("[。；：！？）] |[;,] "));
    QVERIFY2(!note.contains(spaceAfterStop), qPrintable(note));
}

void TestLanguage::diagnosticFieldsHaveChineseNames_data()
{
    QTest::addColumn<QString>("project");
    QTest::newRow("4 SU, whole cluster") << "h100-4su-whole-cluster.json";
    QTest::newRow("1 SU") << "h100-ndr-1su.json";
}

// The warnings dock's Field column names a note's field in the window's language: the floor's
// power note came in under a field ("power") that had no name and showed the word itself.
void TestLanguage::diagnosticFieldsHaveChineseNames()
{
    QFETCH(QString, project);
    QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
    auto design = fabric::ProjectFile::load(FABRIC_SOURCE_DIR "/data/samples/" + project.toStdString());
    QVERIFY(design);
    const fabric::Plan plan = fabric::makePlan(*design, *sharedBundledCatalogue());
    QVERIFY(!plan.diagnostics.empty());
    for (const fabric::Diagnostic &d : plan.diagnostics) {
        const QString field = QString::fromStdString(d.field);
        if (field.isEmpty())
            continue;
        const QString label = fieldLabel(field);
        QVERIFY2(label != field && label.contains(QRegularExpression(QStringLiteral("\\p{Han}"))),
                 qPrintable(field + QStringLiteral(": ") + label));
    }
}

// The Warnings and errors dock names the field at fault in words, in either language: the fields
// core's diagnostics name outside the Design dock's rows showed as the project file's keys
// ("power", "tiers", "pricing.prices[0].part", "cabling.forSaleOnly"), in English in a Chinese window.
void TestLanguage::everyFieldCoreNamesHasAWord_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("chinese");
    QTest::newRow("power") << "power" << "Power" << "功耗";
    QTest::newRow("tiers") << "tiers" << "Tiers" << "层数";
    QTest::newRow("a stored price") << "pricing.prices[2].part" << "Stored prices" << "项目内价格";
    QTest::newRow("for sale only") << "cabling.forSaleOnly" << "Parts on sale only" << "仅用在售部件";
    QTest::newRow("cabling") << "cabling" << "Cabling" << "布线";
    QTest::newRow("switch") << "switchModel" << "Switch" << "交换机";
}

void TestLanguage::everyFieldCoreNamesHasAWord()
{
    QFETCH(QString, field);
    QFETCH(QString, english);
    QFETCH(QString, chinese);
    QCOMPARE(fieldLabel(field), english);
    QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
    QCOMPARE(fieldLabel(field), chinese);
}

void TestLanguage::aMessageNamesANetworkInChinese_data()
{
    QTest::addColumn<QString>("platform");
    QTest::addColumn<int>("storageLinkSpeed");
    QTest::addColumn<QString>("chinese"); // the network's name in the message
    QTest::newRow("storage not planned: no port layout for the platform") << "DGX-GB300" << 0 << "存储网络";
    QTest::newRow("storage left out: no switch runs its speed") << QString() << 1 << "存储网络";
}

// A message that names a network names it in the window's language: the Chinese window said
// "未规划 Storage 网络" and "本方案未包含 Storage 网络", the network's English name in Chinese text.
void TestLanguage::aMessageNamesANetworkInChinese()
{
    QFETCH(QString, platform);
    QFETCH(int, storageLinkSpeed);
    QFETCH(QString, chinese);
    fabric::Design design;
    if (!platform.isEmpty())
        design.platform = platform.toStdString();
    design.nodes = 4;
    if (storageLinkSpeed > 0)
        design.networks.storage.linkSpeedGbps = storageLinkSpeed;
    const fabric::Plan plan = fabric::makePlan(design, *sharedBundledCatalogue());
    QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
    static const QRegularExpression english(QStringLiteral("\\b(Compute|Storage|In-band|OOB|Out-of-band)\\b"));
    int naming = 0;
    for (const fabric::Diagnostic &d : plan.diagnostics) {
        const QString text = fabric::render::translated(d.text);
        naming += text.contains(chinese) ? 1 : 0;
        QVERIFY2(!text.contains(english), qPrintable(text));
    }
    QVERIFY2(naming > 0, "no message names the storage network");
}

// The quote's words are found at run time under the context lupdate filed them in (they once
// were not: the zh_CN quote came out in English), plural counts included.
void TestLanguage::quoteSpeaksChinese()
{
    auto design = fabric::ProjectFile::load(FABRIC_SOURCE_DIR "/data/samples/h100-ndr-4su.json");
    QVERIFY2(static_cast<bool>(design), design ? "" : design.error().c_str());
    const fabric::Plan plan = fabric::makePlan(*design, *sharedBundledCatalogue());
    QVERIFY(plan.ok());
    const QString english = fabric::render::quoteHtml(plan, *sharedBundledCatalogue());
    QVERIFY(english.contains(QStringLiteral("8 ports per node")));
    QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
    const QString chinese = fabric::render::quoteHtml(plan, *sharedBundledCatalogue());
    for (const QString &words : {QStringLiteral("报价单"), QStringLiteral("价格汇总"), QStringLiteral("物料清单"),
                                 QStringLiteral("每节点 8 个端口"), QStringLiteral("1 个平面"), QStringLiteral("光模块"),
                                 QStringLiteral("计算节点"), QStringLiteral("备件"), QStringLiteral("QM9700：SHARPv3")})
        QVERIFY2(chinese.contains(words), qPrintable(words));
    for (const QString &leftover : {QStringLiteral("Price summary"), QStringLiteral("per node"), QStringLiteral("(s)"),
                                    QStringLiteral("Transceivers"), QStringLiteral("Spares")})
        QVERIFY2(!chinese.contains(leftover), qPrintable(leftover));
}

// The Chinese quote's text, copied or searched in a PDF reader, is the text written: no ideograph
// comes out as the Kangxi radical of the same shape ('端⼝' for '端口', '⽹络' for '网络'), as it
// did in Noto Sans CJK, which gives both one glyph.
void TestLanguage::quotePdfCopiesAsWritten()
{
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    auto design = fabric::ProjectFile::load(FABRIC_SOURCE_DIR "/data/samples/h100-ndr-4su.json");
    QVERIFY2(static_cast<bool>(design), design ? "" : design.error().c_str());
    const fabric::Plan plan = fabric::makePlan(*design, *sharedBundledCatalogue());
    QVERIFY(plan.ok());
    QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
    const QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
    const QString error = fabric::render::writeQuotePdf(pdf, plan, *sharedBundledCatalogue(),
                                                        fabric::render::standardQuoteDiagrams(plan));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString text = programOutput(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    // Words whose ideographs (口, 日, 网) Noto CJK shares with a radical.
    for (const QString &words : {QStringLiteral("每节点 8 个端口"), QStringLiteral("日期"), QStringLiteral("计算网络")})
        QVERIFY2(text.contains(words), qPrintable(words + QStringLiteral(" not in the PDF's text:\n") + text.left(800)));
    for (const QChar c : text)
        QVERIFY2(c.unicode() < 0x2E80 || c.unicode() > 0x2FDF,
                 qPrintable(QStringLiteral("a radical U+%1 in the PDF's text: ").arg(c.unicode(), 4, 16, QLatin1Char('0'))
                            + text.mid(text.indexOf(c) - 20, 40)));
}

void TestLanguage::workbookHeadersTranslated_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<double>("discountPercent");

    QTest::newRow("InfiniBand, no discount") << "h100-ndr-4su.json" << 0.0;
    QTest::newRow("RoCE with a discount (subtotal and discount rows)") << "h100-roce-400g.json" << 10.0;
}

// Every header core writes into the .xlsx has a translation entry, and in Chinese none stays English.
void TestLanguage::workbookHeadersTranslated()
{
    QFETCH(QString, sample);
    QFETCH(double, discountPercent);

    auto design = fabric::ProjectFile::load(std::string(FABRIC_SOURCE_DIR "/data/samples/") + sample.toStdString());
    QVERIFY2(static_cast<bool>(design), design ? "" : design.error().c_str());
    design->pricing.discountPercent = discountPercent;
    const fabric::Plan plan = fabric::makePlan(*design, *sharedBundledCatalogue());
    fabric::Workbook workbook = fabric::planWorkbook(plan, sharedBundledCatalogue().get());

    QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
    const QStringList unknown = translateWorkbookHeaders(workbook);
    QVERIFY2(unknown.isEmpty(), qPrintable(QStringLiteral("headers without a translation entry: ") + unknown.join(QStringLiteral(", "))));
    int headers = 0;
    for (const fabric::Sheet &sheet : workbook.sheets)
        for (const fabric::Row &row : sheet.rows)
            for (const fabric::Cell &cell : row) {
                if (cell.format != fabric::CellFormat::Header || cell.kind != fabric::Cell::Kind::Text)
                    continue;
                ++headers;
                // Units and currency codes stay Latin; the words do not.
                const QString text = QString::fromStdString(cell.text);
                QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("[a-z]{3,}"))), qPrintable(text));
            }
    QVERIFY(headers > 20);
}

void TestLanguage::settingRoundTrip_data()
{
    QTest::addColumn<QString>("stored");
    QTest::addColumn<QString>("setting");

    QTest::newRow("Chinese") << "zh_CN" << "zh_CN";
    QTest::newRow("English") << "en" << "en";
    QTest::newRow("follow the system") << "" << "";
    QTest::newRow("a language not shipped follows the system") << "fr_FR" << "";
}

void TestLanguage::settingRoundTrip()
{
    QFETCH(QString, stored);
    QFETCH(QString, setting);

    language::setSetting(stored);
    QCOMPARE(language::setting(), setting);
    QCOMPARE(language::localeFor(language::setting()).name(),
             setting.isEmpty() ? QLocale::system().name() : QLocale(setting).name());
}

void TestLanguage::pageSavesTheChoice()
{
    language::setSetting(QStringLiteral("en"));
    LanguagePage page;
    QCOMPARE(page.choice()->currentData().toString(), QStringLiteral("en"));
    QCOMPARE(page.choice()->count(), 1 + language::available().size());
    page.choice()->setCurrentIndex(page.choice()->findData(QStringLiteral("zh_CN")));
    QCOMPARE(page.choice()->currentText(), QStringLiteral("简体中文"));
    QCOMPARE(language::setting(), QStringLiteral("en")); // nothing changes before save
    page.save();
    QCOMPARE(language::setting(), QStringLiteral("zh_CN"));
    page.choice()->setCurrentIndex(0); // System
    page.save();
    QCOMPARE(language::setting(), QString());
}

// The first choice names the system's language, and where the locale has none (C, POSIX: the
// default of many containers) says "System", not "System ()".
void TestLanguage::systemChoiceNamesItsLanguage()
{
    QVERIFY(QLocale::c().nativeLanguageName().isEmpty());
    QCOMPARE(LanguagePage::systemChoiceText(QLocale::c()), QStringLiteral("System"));
    QCOMPARE(LanguagePage::systemChoiceText(QLocale(QLocale::German, QLocale::Germany)), QStringLiteral("System (Deutsch)"));
    LanguagePage page;
    QCOMPARE(page.choice()->itemText(0), LanguagePage::systemChoiceText(QLocale::system()));
    QVERIFY(!page.choice()->itemText(0).contains(QStringLiteral("()")));
}

// The choice lives in Settings (Edit > Settings…), on a tab of its own; OK saves it, Cancel not.
void TestLanguage::settingsDialogCarriesTheLanguage()
{
    language::setSetting(QStringLiteral("en"));
    for (const bool ok : {false, true}) {
        SettingsDialog dialog(*sharedBundledCatalogue());
        int tab = -1;
        for (int i = 0; i < dialog.tabs()->count(); ++i)
            if (qobject_cast<LanguagePage *>(dialog.tabs()->widget(i)))
                tab = i;
        QVERIFY(tab >= 0);
        QCOMPARE(dialog.tabs()->tabText(tab).remove(QLatin1Char('&')), QStringLiteral("Language"));
        auto *page = qobject_cast<LanguagePage *>(dialog.tabs()->widget(tab));
        page->choice()->setCurrentIndex(page->choice()->findData(QStringLiteral("zh_CN")));
        if (ok)
            dialog.save();
        else
            dialog.reject();
        QCOMPARE(language::setting(), ok ? QStringLiteral("zh_CN") : QStringLiteral("en"));
    }
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
