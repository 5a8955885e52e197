// Text that core composes (diagnostics, feature names, comparison metrics) reaches the zh_CN user
// in Chinese, with the names and numbers core put in kept as they are; without a translator it is
// core's English exactly.
#include "core/catalogue/catalogue.h"
#include "core/compare/comparison.h"
#include "core/design/projectfile.h"
#include "core/export/csvexport.h"
#include "core/plan/pipeline.h"
#include "ui/app/bommodel.h"
#include "ui/app/comparisonmodel.h"
#include "ui/app/diagnosticsmodel.h"
#include "ui/app/document.h"
#include "ui/app/language.h"
#include "ui/app/priceimport.h"
#include "ui/render/quotepdf.h"
#include "ui/render/translatedtext.h"
#include "windowfixture.h"

#include <QApplication>
#include <QFile>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace fabric;
using namespace fabric::ui;

namespace {

const Plan &plan(const QString &name)
{
    static std::map<QString, Plan> plans;
    auto it = plans.find(name);
    if (it != plans.end())
        return it->second;
    Design d;
    if (name == QLatin1String("sn2010")) {
        // Too large for one SN2010, which cannot be a spine: the error names the way out.
        d.platform = "generic-server";
        d.fabric = Technology::Ethernet;
        d.linkSpeedGbps = 25;
        d.switchModel = "SN2010";
        d.nodes = 40;
    } else {
        auto loaded =
            ProjectFile::load(std::string(FABRIC_SOURCE_DIR "/data/samples/") + name.toStdString());
        if (!loaded)
            qFatal("%s", loaded.error().c_str());
        d = *loaded;
    }
    return plans.emplace(name, makePlan(d, *sharedBundledCatalogue())).first->second;
}

const Diagnostic &diagnostic(const Plan &p, const std::string &field, bool error)
{
    for (const Diagnostic &d : p.diagnostics)
        if (d.field == field && d.isError() == error)
            return d;
    qFatal("no diagnostic on %s", field.c_str());
}

const ComparisonRow &row(const Comparison &c, const std::string &metricStart)
{
    for (const ComparisonRow &r : c.rows)
        if (r.metric.english().rfind(metricStart, 0) == 0)
            return r;
    qFatal("no row %s", metricStart.c_str());
}

const BomLine &bomLine(const Plan &p, const std::string &category)
{
    for (const BomLine &line : p.bom.lines)
        if (line.category == category)
            return line;
    qFatal("no %s line", category.c_str());
}

// The Text each case shows, as core made it.
Text textOf(const QString &what)
{
    if (what == QLatin1String("spine error"))
        return diagnostic(plan(QStringLiteral("sn2010")), "switchModel", true).text;
    if (what == QLatin1String("price note"))
        return diagnostic(plan(QStringLiteral("h100-ndr-4su.json")), "pricing", false).text;
    if (what == QLatin1String("spare line"))
        return bomLine(plan(QStringLiteral("h100-ndr-4su.json")), "Spares").description;
    if (what == QLatin1String("switch line"))
        return bomLine(plan(QStringLiteral("h100-ndr-4su.json")), "Switches").description;
    if (what == QLatin1String("feature"))
        return sharedBundledCatalogue()->findSwitch("QM9700")->features();
    const Comparison c =
        compare({plan(QStringLiteral("h100-ndr-4su.json"))}, *sharedBundledCatalogue());
    if (what == QLatin1String("metric"))
        return row(c, "Bisection bandwidth").metric;
    if (what == QLatin1String("busbw"))
        return row(c, "allreduce busbw at 1 GiB").metric;
    if (what == QLatin1String("group"))
        return row(c, "Leaf switches").group;
    if (what == QLatin1String("counterpart"))
        return counterpartName(plan(QStringLiteral("h100-ndr-4su.json")).design);
    qFatal("unknown case");
}

const QRegularExpression &cjk()
{
    static const QRegularExpression re(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    return re;
}

// The window's import of a price list of this text (as prices.csv) into a scratch user database,
// which it takes away again.
PriceImportOutcome importIntoScratchDatabase(const QByteArray &csv)
{
    QTemporaryDir dir;
    const QByteArray userDb = qgetenv("FABRICPLANNER_USER_DB");
    qputenv("FABRICPLANNER_USER_DB", dir.filePath(QStringLiteral("user.sqlite")).toUtf8());
    const auto restore = qScopeGuard([&] { qputenv("FABRICPLANNER_USER_DB", userDb); });
    const QString path = dir.filePath(QStringLiteral("prices.csv"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size())
        return {QStringLiteral("cannot write %1").arg(path), {}, {}, 0};
    file.close();
    PriceImportOutcome outcome = importPriceListFile(path, *sharedBundledCatalogue());
    // The scratch folder goes with the test: the summary names the list as prices.csv.
    outcome.summary.replace(path, QStringLiteral("prices.csv"));
    return outcome;
}

} // namespace

class TestCoreText : public QObject
{
    Q_OBJECT

public:
    static void initMain() { isolateSettingsForTest(); }

private slots:
    void cleanup()
    {
        qDeleteAll(qApp->findChildren<QTranslator *>(Qt::FindDirectChildrenOnly));
        QLocale::setDefault(QLocale::c());
    }

    void chinese_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QStringList>("english"); // words of core's pattern, gone in Chinese
        QTest::addColumn<QStringList>("kept");    // names and numbers core put in
        QTest::addColumn<bool>("words"); // Chinese words appear (a name with a suffix has none)
        QTest::newRow("switch too small for spine, and the fix")
            << "spine error"
            << QStringList{"cannot be", "spine", "roles", "tiers", "choose", "plan at most", " or "}
            << QStringList{"SN2010", "SN2100", "18", "2"} << true;
        QTest::newRow("note: parts without a price")
            << "price note" << QStringList{"part has", "no known price", "quoted on request"}
            << QStringList{"UFM-Appliance-3.1"} << true;
        // The bill of materials: core's words translated, the catalogue's product description kept.
        QTest::newRow("bill of materials: a spare")
            << "spare line" << QStringList{"Spare:"} << QStringList{"NVIDIA"} << true;
        QTest::newRow("bill of materials: a switch")
            << "switch line" << QStringList{"switch,"} << QStringList{"QM9700", "Quantum-2", "OSFP"} << true;
        QTest::newRow("switch features")
            << "feature" << QStringList{"in-network reduction", "self-healing"}
            << QStringList{"SHARPv3", "SHIELD"} << true;
        QTest::newRow("comparison metric")
            << "metric" << QStringList{"Bisection", "bandwidth"} << QStringList{} << true;
        QTest::newRow("collective metric")
            << "busbw" << QStringList{"busbw at"} << QStringList{"allreduce", "1 GiB"} << true;
        QTest::newRow("comparison group")
            << "group" << QStringList{"Switches"} << QStringList{} << true;
        // Chinese brackets around what it is, the user's name as typed.
        QTest::newRow("counterpart name")
            << "counterpart" << QStringList{" (RoCE counterpart)"}
            << QStringList{"DGX SuperPOD H100, 4 SU, NDR", "（RoCE "} << true;
    }

    void chinese()
    {
        QFETCH(QString, what);
        QFETCH(QStringList, english);
        QFETCH(QStringList, kept);
        QFETCH(bool, words);
        const Text text = textOf(what);
        const QString source = QString::fromStdString(text.english());
        for (const QString &word : english)
            QVERIFY2(source.contains(word), qPrintable(source + QStringLiteral(" lacks ") + word));

        // No translator: core's English, exactly.
        QCOMPARE(render::translated(text), source);

        QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))),
                 QStringLiteral("zh_CN"));
        const QString chinese = render::translated(text);
        QVERIFY2(chinese.contains(cjk()) == words, qPrintable(chinese));
        for (const QString &word : english)
            QVERIFY2(!chinese.contains(word),
                     qPrintable(chinese + QStringLiteral(" keeps ") + word));
        for (const QString &value : kept)
            QVERIFY2(chinese.contains(value),
                     qPrintable(chinese + QStringLiteral(" lost ") + value));
    }

    // A user's value that holds a placeholder is shown as typed, in either language.
    void valueIsNotSubstituted()
    {
        const Text text(FABRIC_TR("fabric::Design", "expected zero or more, got %1"), "'%1%2'");
        QCOMPARE(render::translated(text), QStringLiteral("expected zero or more, got '%1%2'"));
        QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))),
                 QStringLiteral("zh_CN"));
        QCOMPARE(render::translated(text), QStringLiteral("应为零或更大，实际为 '%1%2'"));
    }

    // Where the user sees them: the warnings dock (message and field), the Compare view, the quote.
    void shownTranslated()
    {
        QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))),
                 QStringLiteral("zh_CN"));
        const Plan &sample = plan(QStringLiteral("h100-ndr-4su.json"));

        DiagnosticsModel diagnostics;
        diagnostics.setPlan(std::make_shared<Plan>(sample));
        int pricing = -1;
        for (int r = 0; r < diagnostics.rowCount(); ++r)
            if (diagnostics.index(r, 0).data(DiagnosticsModel::FieldRole).toString() ==
                QLatin1String("pricing"))
                pricing = r;
        QVERIFY(pricing >= 0);
        QCOMPARE(diagnostics.index(pricing, DiagnosticsModel::Field).data().toString(),
                 QStringLiteral("定价"));
        const QString message =
            diagnostics.index(pricing, DiagnosticsModel::Message).data().toString();
        QVERIFY2(message.contains(QStringLiteral("没有已知价格")), qPrintable(message));

        ComparisonModel comparison;
        comparison.setComparison(compare({sample}, *sharedBundledCatalogue()));
        QStringList metrics;
        for (int r = 0; r < comparison.rowCount(); ++r)
            metrics << comparison.index(r, ComparisonModel::Metric).data().toString();
        QVERIFY(metrics.contains(QStringLiteral("对分带宽")));
        QVERIFY(metrics.contains(QStringLiteral("叶交换机")));

        const QString quote = render::quoteHtml(sample, *sharedBundledCatalogue());
        QVERIFY2(quote.contains(QStringLiteral("QM9700：SHARPv3 网内归约")), qPrintable(quote));
        QVERIFY(!quote.contains(QStringLiteral("in-network reduction")));
        QVERIFY(!quote.contains(QStringLiteral("no known price")));
    }

    // The BOM's Source column: the catalogue's own disclaimer on its estimates ("Fabric Planner
    // indicative estimate, 2026-11; not a quote") in the interface language, with its month; a
    // source the user gave (a price list's name) as written. The audit read the disclaimer in
    // English on every line under zh_CN.
    void bomSourcesInTheInterfaceLanguage()
    {
        Design design = *ProjectFile::load(FABRIC_SOURCE_DIR "/data/samples/h100-ndr-4su.json");
        design.pricing.prices.push_back({"MMA4Z00-NS", 1200.0, "USD", "acme-optics-2026.csv", "2026-12-01T10:00:00Z"});
        const auto planned = std::make_shared<Plan>(makePlan(design, *sharedBundledCatalogue()));
        QVERIFY(planned->ok());
        const std::string disclaimer = "Fabric Planner indicative estimate, 2026-11; not a quote";
        QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
        BomModel model;
        model.setPlan(planned);
        int ours = 0, theirs = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const BomLine &line = planned->bom.lines[static_cast<std::size_t>(row)];
            const QString shown = model.index(row, BomModel::Source).data().toString();
            if (line.source == disclaimer) {
                ++ours;
                QCOMPARE(shown, QStringLiteral("Fabric Planner 指示性估价（2026-11），非报价"));
                QCOMPARE(model.index(row, BomModel::Source).data(Qt::ToolTipRole).toString(), shown);
                if (line.unitPrice)
                    QVERIFY2(model.index(row, BomModel::UnitPrice).data(Qt::ToolTipRole).toString().contains(shown),
                             qPrintable(model.index(row, BomModel::UnitPrice).data(Qt::ToolTipRole).toString()));
            } else if (line.source == "acme-optics-2026.csv") {
                ++theirs;
                QCOMPARE(shown, QStringLiteral("acme-optics-2026.csv"));
            }
            QVERIFY2(!shown.contains(QLatin1String("indicative estimate")), qPrintable(shown));
        }
        QVERIFY(ours > 5);
        QVERIFY(theirs >= 1);
    }

    void fileErrors_data()
    {
        QTest::addColumn<QString>("kind"); // project or prices
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("english"); // core's English, after the file name
        QTest::addColumn<QString>("chinese");
        QTest::newRow("project: wrong type")
            << "project" << projectWith("nodes", "\"many\"")
            << ": $.design.nodes: expected a whole number, got \"many\""
            << "：$.design.nodes：应为整数，实际为 \"many\"";
        QTest::newRow("project: value out of range (design validation)")
            << "project" << projectWith("planes", "99") << ": $.design.planes: at most 16, got 99"
            << "：$.design.planes：最多 16，实际为 99";
        QTest::newRow("project: not JSON") << "project" << QByteArray("{") << ": not valid JSON: "
                                           << "：不是有效的 JSON：";
        // The parser's own words ("syntax error while parsing object key - unexpected end of
        // input") stayed English under zh_CN; the line and column are kept.
        QTest::newRow("project: cut short")
            << "project" << QByteArray("{\n  \"design\": {\"nodes\": 4,")
            << ": not valid JSON: line 2, column 25: the JSON ends too early (is the file cut short?)"
            << "：不是有效的 JSON：第 2 行第 25 列：JSON 意外结束（文件是否被截断？）";
        QTest::newRow("project: a missing colon")
            << "project" << QByteArray("{\"nodes\" 4}")
            << ": not valid JSON: line 1, column 10: expected ':' after a name, found a number"
            << "：不是有效的 JSON：第 1 行第 10 列：名称后应为 ':'，实际为数字";
        QTest::newRow("prices: unknown part")
            << "prices" << QByteArray("part_number,price,currency\nNOPE-1,10,USD\n")
            << ":2: unknown part number 'NOPE-1'"
            << ":2：未知料号 'NOPE-1'";
        QTest::newRow("prices: negative price")
            << "prices" << QByteArray("part_number,price,currency\nQM9700,-5,USD\n")
            << ":2: price -5 is negative"
            << ":2：价格 -5 为负数";
    }

    // The dialogs' messages for a project that does not load and a price list that does not
    // import: Chinese around the file name, the path and the value the file holds.
    void fileErrors()
    {
        QFETCH(QString, kind);
        QFETCH(QByteArray, content);
        QFETCH(QString, english);
        QFETCH(QString, chinese);
        QTemporaryDir dir;
        const QString path =
            dir.filePath(kind == QLatin1String("project") ? QStringLiteral("x.fabricplanner.json")
                                                          : QStringLiteral("prices.csv"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        const auto message = [&] {
            if (kind == QLatin1String("project")) {
                Document document(sharedBundledCatalogue());
                return document.load(path);
            }
            return importPriceListFile(path, *sharedBundledCatalogue()).error;
        };
        const QString inEnglish = message();
        QVERIFY2(inEnglish.startsWith(path + english), qPrintable(inEnglish));
        QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))),
                 QStringLiteral("zh_CN"));
        const QString inChinese = message();
        QVERIFY2(inChinese.startsWith(path + chinese), qPrintable(inChinese));
    }

    // An export that fails says why in the interface language (the window's Export failed box shows
    // render::translated(result.errorText)); the CLI keeps the English.
    void exportError()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("gone"));
        const QString path = folder + QStringLiteral("/cabling.csv");
        const ExportResult result =
            writeCablingCsv(plan(QStringLiteral("h100-ndr-1su.json")), path.toStdString());
        QVERIFY(!result);
        const QString english =
            QStringLiteral("cannot write %1: the folder %2 does not exist").arg(path, folder);
        QCOMPARE(QString::fromStdString(result.error()), english);
        QCOMPARE(render::translated(result.errorText), english);
        QCOMPARE(language::install(*qApp, QLocale(QStringLiteral("zh_CN"))),
                 QStringLiteral("zh_CN"));
        QCOMPARE(render::translated(result.errorText),
                 QStringLiteral("无法写入 %1：文件夹 %2 不存在").arg(path, folder));
    }

    // An import says how many prices it took in English plurals: "1 price imported", "2 prices
    // imported", never "2 price(s)" as the audit saw. Into a scratch user database.
    void priceImportCountsInPlurals_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("summary");
        QTest::newRow("one") << QByteArray("part_number,price,currency,source\nMMA4Z00-NS,1200,USD,test\n")
                             << QStringLiteral("1 price imported into ");
        QTest::newRow("two") << QByteArray("part_number,price,currency,source\nMMA4Z00-NS,1200,USD,test\n"
                                           "UFM-Appliance-3.1,45000,USD,test\n")
                             << QStringLiteral("2 prices imported into ");
    }

    void priceImportCountsInPlurals()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QString, summary);
        const PriceImportOutcome outcome = importIntoScratchDatabase(csv);
        QCOMPARE(outcome.error, QString());
        QVERIFY2(outcome.summary.startsWith(summary), qPrintable(outcome.summary));
        QVERIFY2(!outcome.summary.contains(QStringLiteral("(s)")), qPrintable(outcome.summary));
    }

    // A list with its header and no prices is refused, saying that nothing was imported: the
    // window said "0 prices imported into ... They override the catalogue's indicative prices from
    // now on.", the CLI "imported 0 prices" and exit 0.
    void aListOfNoPricesSaysSo_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::newRow("the header only") << QByteArray("part_number,price,currency\n");
        QTest::newRow("the header and blank lines") << QByteArray("part_number,price,currency,source\n\n\n");
    }

    void aListOfNoPricesSaysSo()
    {
        QFETCH(QByteArray, csv);
        const PriceImportOutcome outcome = importIntoScratchDatabase(csv);
        QVERIFY2(outcome.error.endsWith(QStringLiteral("prices.csv:1: the file has its header row and no line of prices: "
                                                       "nothing was imported")),
                 qPrintable(outcome.error));
        QCOMPARE(outcome.count, 0);
    }
};

QTEST_MAIN(TestCoreText)
#include "tst_coretext.moc"
