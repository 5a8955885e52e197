#include "core/common/usertext.h"
#include "core/design/projectfile.h"
#include "core/plan/pipeline.h"
#include "../common/bundledcatalogue.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace fabric;
using nlohmann::json;

namespace {

Design everyFieldSet()
{
    Design d;
    d.name = "Cluster \"A\" \u00e9t\u00e9";
    d.platform = "DGX-B300";
    d.nodes = 144;
    d.gpus = 1150;
    d.rails = 16;
    d.linkSpeedGbps = 400;
    d.fabric = Technology::Ethernet;
    d.switchModel = "SN5600";
    d.oversubscription = 4.7;
    d.spineOversubscription = 2.0;
    d.suSize = 64;
    d.planes = 2;
    d.sharp = false;
    d.growthPercent = 12.5;
    d.management = FabricManagement::None;
    d.floor = {12, 48, 56.5, 0.8, 1.4, 1.8, 4, SwitchPlacement::EndOfRow};
    d.cabling = {0.6, 2.2, 1.5, 12.0, true};
    d.pricing = {"EUR", 7.5, 3.0};
    d.quote.customer = "ACME";
    d.quote.projectName = "Pod 7";
    d.quote.quoteNumber = "Q-0042";
    d.quote.date = "2026-11-29";
    d.quote.validityDays = 45;
    d.quote.notes = "notes";
    d.quote.terms = "terms";
    d.quote.discountPercentByCategory = {{"Switches", 10.0}, {"Cables", 5.0}};
    d.modelOverrides = {{"net_plugin_latency", 3.5}, {"mnnvl_bw_fraction", 0.8}}; // model parameters that exist
    return d;
}

json validProject()
{
    return json::parse(ProjectFile::toJson(Design{}));
}

} // namespace

class TestProjectFile : public QObject
{
    Q_OBJECT

private slots:
    // A design is sized by its nodes or by its GPUs; a file holds the one in use.
    void roundTripsEveryField_data()
    {
        QTest::addColumn<bool>("byGpus");
        QTest::newRow("sized by nodes") << false;
        QTest::newRow("sized by GPUs") << true;
    }

    void roundTripsEveryField()
    {
        QFETCH(bool, byGpus);
        Design d = everyFieldSet();
        if (byGpus)
            d.nodes = Design{}.nodes; // not written while the GPUs size the cluster
        else
            d.gpus.reset();
        auto back = ProjectFile::fromJson(ProjectFile::toJson(d));
        QVERIFY2(back.ok(), back.error().c_str());
        QVERIFY(*back == d);
        QVERIFY(!(Design{} == d)); // the fixture really differs from the defaults
    }

    void roundTripsDefaultsAndUnsetOptionals()
    {
        auto back = ProjectFile::fromJson(ProjectFile::toJson(Design{}));
        QVERIFY2(back.ok(), back.error().c_str());
        QVERIFY(*back == Design{});
        QVERIFY(!back->gpus && !back->rails && !back->linkSpeedGbps && !back->suSize);
    }

    // The GUI keeps its last node count beside a GPU count; the file holds the GPUs alone, so
    // that it loads (a file with both is refused).
    void savesTheGpusWithoutAStaleNodeCount()
    {
        Design d;
        d.nodes = 127;
        d.gpus = 64;
        const std::string text = ProjectFile::toJson(d);
        QVERIFY(!json::parse(text).at("design").contains("nodes"));
        auto back = ProjectFile::fromJson(text);
        QVERIFY2(back.ok(), back.error().c_str());
        QCOMPARE(back->gpus, std::optional<int>(64));
    }

    // Files saved by earlier versions hold a stale node count beside their GPU count: they open,
    // sized by the GPUs, and the plan warns that the node count is not used; saving drops it.
    void aFileWithNodesAndGpusOpensByItsGpusAndSaysSo()
    {
        auto d = ProjectFile::fromJson(
            R"({"format":"fabricplanner-project","version":2,"design":{"platform":"DGX-H100","nodes":127,"gpus":64}})");
        QVERIFY2(d.ok(), d.error().c_str());
        QCOMPARE(d->gpus, std::optional<int>(64));
        QCOMPARE(d->unusedNodes, std::optional<int>(127));
        const Plan plan = makePlan(*d, bundledCatalogue());
        QVERIFY(plan.ok());
        QCOMPARE(plan.compute().sizing.nodes, 8);
        const auto said = std::find_if(plan.diagnostics.begin(), plan.diagnostics.end(),
                                       [](const Diagnostic &x) { return x.field == "nodes" && !x.isError() && !x.isNote(); });
        QVERIFY(said != plan.diagnostics.end());
        QVERIFY2(said->message().find("127 nodes and 64 GPUs") != std::string::npos, said->message().c_str());
        const json saved = json::parse(ProjectFile::toJson(*d));
        QVERIFY(!saved.at("design").contains("nodes"));
        QVERIFY(!saved.at("design").contains("unusedNodes"));
    }

    void writesTheHeader()
    {
        const json j = json::parse(ProjectFile::toJson(Design{}));
        QCOMPARE(j.at("format").get<std::string>(), std::string("fabricplanner-project"));
        QCOMPARE(j.at("version").get<int>(), 2);
        QVERIFY(j.at("design").is_object());
    }

    void minimalFileTakesDefaults()
    {
        auto d = ProjectFile::fromJson(
            R"({"format":"fabricplanner-project","version":1,"design":{"platform":"DGX-H100","nodes":127}})");
        QVERIFY2(d.ok(), d.error().c_str());
        QCOMPARE(d->nodes, 127);
        QCOMPARE(d->planes, 1);
    }

    // Each broken file is refused with the JSON path of the first problem.
    void reportsThePathOfTheFirstProblem_data()
    {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("negative nodes") << "/design/nodes" << "-3"
                                        << "$.design.nodes: expected a positive whole number, got -3";
        QTest::newRow("nodes as text") << "/design/nodes" << "\"many\"" << "$.design.nodes: expected a whole number";
        QTest::newRow("fractional nodes") << "/design/nodes" << "12.5" << "$.design.nodes: expected a whole number";
        QTest::newRow("huge nodes") << "/design/nodes" << "99999999999" << "$.design.nodes:";
        QTest::newRow("planes zero") << "/design/planes" << "0" << "$.design.planes:";
        QTest::newRow("unknown fabric") << "/design/fabric" << "\"token-ring\"" << "$.design.fabric: expected one of";
        QTest::newRow("sharp as string") << "/design/sharp" << "\"yes\"" << "$.design.sharp: expected true or false";
        QTest::newRow("oversubscription below 1") << "/design/oversubscription" << "0.5" << "$.design.oversubscription:";
        QTest::newRow("rack power as text") << "/design/floor/rackPowerKw" << "\"40kW\"" << "$.design.floor.rackPowerKw: expected a number";
        QTest::newRow("rack power negative") << "/design/floor/rackPowerKw" << "-1" << "$.design.floor.rackPowerKw:";
        QTest::newRow("placement") << "/design/floor/placement" << "\"ceiling\"" << "$.design.floor.placement:";
        QTest::newRow("floor not an object") << "/design/floor" << "[]" << "$.design.floor: expected an object";
        QTest::newRow("slack negative") << "/design/cabling/slackM" << "-2" << "$.design.cabling.slackM:";
        QTest::newRow("discount over 100") << "/design/pricing/discountPercent" << "150" << "$.design.pricing.discountPercent:";
        QTest::newRow("category discount") << "/design/quote/discountPercentByCategory/Switches" << "\"ten\"" << "$.design.quote.discountPercentByCategory.Switches: expected a number";
        QTest::newRow("category discount of no category") << "/design/quote/discountPercentByCategory/switch" << "20"
                                                          << "$.design.quote.discountPercentByCategory.switch: not a category of the bill of "
                                                             "materials; the categories are Compute, Servers, Switches, NICs, Transceivers, "
                                                             "Cables, Fibre, Fabric managers, Facility, Spares (in any case)";
        QTest::newRow("category discount of 'bogus'") << "/design/quote/discountPercentByCategory/bogus" << "10"
                                                      << "$.design.quote.discountPercentByCategory.bogus: not a category";
        QTest::newRow("override") << "/design/modelOverrides/alpha" << "null" << "$.design.modelOverrides.alpha: expected a number";
        // As model --param holds them (audit finding 10: the default was kept with a warning on model alone).
        QTest::newRow("override out of its range") << "/design/modelOverrides/mnnvl_bw_fraction" << "5"
                                                   << "$.design.modelOverrides.mnnvl_bw_fraction: expected a fraction in (0, 1], got 5";
        QTest::newRow("override of zero, a fraction") << "/design/modelOverrides/mnnvl_bw_fraction" << "0"
                                                      << "$.design.modelOverrides.mnnvl_bw_fraction: expected a fraction in (0, 1], got 0";
        QTest::newRow("override negative") << "/design/modelOverrides/net_plugin_latency" << "-1"
                                           << "$.design.modelOverrides.net_plugin_latency: expected a value from 0 to 1,000,000 us, got -1";
        QTest::newRow("override of no parameter") << "/design/modelOverrides/bogus" << "1"
                                                  << "$.design.modelOverrides.bogus: no model parameter has this name";
        QTest::newRow("unknown field") << "/design/nodez" << "12" << "$.design.nodez: unknown field";
        QTest::newRow("quote date that is no day") << "/design/quote/date" << "\"2025-02-30\""
                                                   << "$.design.quote.date: expected a date such as 2026-11-30, got '2025-02-30'";
        QTest::newRow("quote date in words") << "/design/quote/date" << "\"yesterday\""
                                             << "$.design.quote.date: expected a date such as 2026-11-30, got 'yesterday'";
        QTest::newRow("rate date that is no day") << "/design/pricing/exchangeRateDate" << "\"2025-13-45\""
                                                  << "$.design.pricing.exchangeRateDate: expected a date such as 2026-11-30, got '2025-13-45'";
        QTest::newRow("rate month that is no month") << "/design/pricing/exchangeRateDate" << "\"2025-00\""
                                                     << "$.design.pricing.exchangeRateDate: expected a date such as 2026-11-30, got '2025-00'";
        QTest::newRow("rails null is fine, rails text is not") << "/design/rails" << "\"8\"" << "$.design.rails: expected a whole number";
        QTest::newRow("newer version") << "/version" << "3" << "$.version: this project was saved by a newer Fabric Planner";
        QTest::newRow("wrong format") << "/format" << "\"something-else\"" << "$.format: expected \"fabricplanner-project\"";
        QTest::newRow("design not an object") << "/design" << "42" << "$.design: expected an object";
        QTest::newRow("nodes 2^64-1 does not wrap") << "/design/nodes" << "18446744073709551615"
                                                    << "$.design.nodes: the number 18446744073709551615 is out of range";
        QTest::newRow("version 2^64-1") << "/version" << "18446744073709551615" << "$.version: the number";
    }

    void reportsThePathOfTheFirstProblem()
    {
        QFETCH(QString, pointer);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        json j = validProject();
        j[json::json_pointer(pointer.toStdString())] = json::parse(value.toStdString());
        auto d = ProjectFile::fromJson(j.dump());
        QVERIFY(!d.ok());
        QVERIFY2(d.error().rfind(expected.toStdString(), 0) == 0, d.error().c_str());
    }

    // A category discount names its category in any case and is kept under the category's name,
    // which the pricing looks up (audit finding 4: "switches" discounted nothing).
    void categoryDiscountsInAnyCase_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("category");
        QTest::newRow("Switches") << "Switches" << "Switches";
        QTest::newRow("switches") << "switches" << "Switches";
        QTest::newRow("SWITCHES") << "SWITCHES" << "Switches";
        QTest::newRow("nics") << "nics" << "NICs";
        QTest::newRow("fabric MANAGERS") << "fabric MANAGERS" << "Fabric managers";
    }

    void categoryDiscountsInAnyCase()
    {
        QFETCH(QString, key);
        QFETCH(QString, category);
        json j = validProject();
        j["design"]["quote"]["discountPercentByCategory"][key.toStdString()] = 20;
        const auto d = ProjectFile::fromJson(j.dump());
        QVERIFY2(d.ok(), d.error().c_str());
        const std::map<std::string, double> expected = {{category.toStdString(), 20.0}};
        QVERIFY(d->quote.discountPercentByCategory == expected);
        // And it is saved under the category's name.
        const auto again = ProjectFile::fromJson(ProjectFile::toJson(*d));
        QVERIFY2(again.ok(), again.error().c_str());
        QVERIFY(again->quote.discountPercentByCategory == expected);
    }

    // Fabric and subnet manager names in any case, as the flags take them (audit finding 14).
    void forgivingNames_data()
    {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("saved");
        QTest::newRow("IB") << "/design/fabric" << "IB" << "infiniband";
        QTest::newRow("InfiniBand") << "/design/fabric" << "InfiniBand" << "infiniband";
        QTest::newRow("RoCE") << "/design/fabric" << "RoCE" << "ethernet";
        QTest::newRow("Ethernet") << "/design/fabric" << "Ethernet" << "ethernet";
        QTest::newRow("UFM") << "/design/management" << "UFM" << "ufm";
        QTest::newRow("Embedded") << "/design/management" << "Embedded" << "embedded";
    }

    void forgivingNames()
    {
        QFETCH(QString, pointer);
        QFETCH(QString, value);
        QFETCH(QString, saved);
        json j = validProject();
        j[json::json_pointer(pointer.toStdString())] = value.toStdString();
        const auto d = ProjectFile::fromJson(j.dump());
        QVERIFY2(d.ok(), d.error().c_str());
        const json again = json::parse(ProjectFile::toJson(*d));
        QCOMPARE(QString::fromStdString(again[json::json_pointer(pointer.toStdString())].get<std::string>()), saved);
    }

    // Days that exist, and rates quoted by the month.
    void acceptsRealDates_data()
    {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("date");
        QTest::newRow("quote on a leap day") << "/design/quote/date" << "2024-02-29";
        QTest::newRow("quote on new year's eve") << "/design/quote/date" << "2026-12-31";
        QTest::newRow("rate of a day") << "/design/pricing/exchangeRateDate" << "2026-11-30";
        QTest::newRow("rate of a month") << "/design/pricing/exchangeRateDate" << "2026-11";
    }

    void acceptsRealDates()
    {
        QFETCH(QString, pointer);
        QFETCH(QString, date);
        json j = validProject();
        j[json::json_pointer(pointer.toStdString())] = date.toStdString();
        auto d = ProjectFile::fromJson(j.dump());
        QVERIFY2(d.ok(), d.error().c_str());
    }

    // Text no real project holds: a message naming where, short and valid UTF-8, never a crash.
    void hostileTextGivesAShortMessage_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        const QByteArray head = R"({"format": "fabricplanner-project", "version": 1, "design": {"platform": "DGX-H100", )";
        QTest::newRow("1e400") << head + R"("nodes": 1e400}})" << "$.design.nodes: a number too large to read";
        QTest::newRow("1e400 in an array") << head + R"("nodes": 4, "floor": {"rackMoves": [{"rack": "r1", "xM": 1, "yM": 2}, {"rack": "r2", "xM": -1e999}]}}})"
                                           << "$.design.floor.rackMoves[1].xM: a number too large to read";
        QTest::newRow("100,000 nested arrays as nodes") << head + "\"nodes\": " + QByteArray(100000, '[') + QByteArray(100000, ']') + "}}"
                                                        << "$.design.nodes" + QString(QStringLiteral("[0]")).repeated(14) + ": nested more than 16 levels deep";
        QTest::newRow("100,000 nested arrays as version") << "{\"version\": " + QByteArray(100000, '[') + QByteArray(100000, ']') + "}"
                                                          << "$.version" + QString(QStringLiteral("[0]")).repeated(15) + ": nested more than 16 levels deep";
        QTest::newRow("a 1 MB name key") << head + "\"nodes\": 4, \"" + QByteArray(1 << 20, 'x') + "\": 1}}"
                                         << "$.design." + QString(40, u'x') + "...: unknown field";
        QTest::newRow("a 1 MB platform") << head.left(head.indexOf("DGX")) + QByteArray(1 << 20, 'y') + "\", \"nodes\": 4}}"
                                         << "$.design.platform: the text is longer than 64 KiB";
        QTest::newRow("bad UTF-8") << head + "\"name\": \"caf\xe9\", \"nodes\": 4}}" << "not valid JSON:";
        QTest::newRow("a 70 MB file") << QByteArray(70 << 20, ' ') << "the file is 70 MiB; a project file is at most 64 MiB";
        // A key given twice is refused wherever it is: nlohmann keeps the last, the reader sees the first.
        QTest::newRow("nodes twice") << head + R"("nodes": 16, "nodes": 32}})" << "$.design.nodes: given twice";
        QTest::newRow("nodes twice, apart") << head + R"("nodes": 16, "name": "x", "nodes": 16}})" << "$.design.nodes: given twice";
        QTest::newRow("version twice") << QByteArray(R"({"version": 1, "format": "fabricplanner-project", "version": 2, "design": {}})")
                                       << "$.version: given twice";
        QTest::newRow("design twice") << head + R"("nodes": 16}, "design": {"nodes": 32}})" << "$.design: given twice";
        QTest::newRow("a key twice in an array's object")
            << head + R"("nodes": 4, "floor": {"rackMoves": [{"rack": "r1", "xM": 1, "yM": 2}, {"rack": "r2", "xM": 1, "yM": 2, "xM": 3}]}}})"
            << "$.design.floor.rackMoves[1].xM: given twice";
        QTest::newRow("a category discount twice, in two cases")
            << head + R"("nodes": 4, "quote": {"discountPercentByCategory": {"Switches": 10, "switches": 20}}}})"
            << "$.design.quote.discountPercentByCategory.switches: the category Switches is given twice (also as 'Switches')";
        QTest::newRow("a category discount twice") << head + R"("nodes": 4, "quote": {"discountPercentByCategory": {"Switches": 10, "Switches": 20}}}})"
                                                   << "$.design.quote.discountPercentByCategory.Switches: given twice";
    }

    void hostileTextGivesAShortMessage()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const auto d = ProjectFile::fromJson(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
        QVERIFY(!d.ok());
        QVERIFY2(d.error().rfind(expected.toStdString(), 0) == 0, d.error().substr(0, 300).c_str());
        QVERIFY(d.error().size() < 600);
        QVERIFY(isValidUtf8(d.error()));
    }

    // A file that is not JSON says where (line and column) and what, in a sentence of our own that
    // the GUI translates, never the parser's words ("syntax error while parsing object key -
    // unexpected end of input; expected string literal" came through, in English, under zh_CN).
    void syntaxErrorsSayWhereAndWhat_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("cut short") << QByteArray("{\"design\": {\"nodes\": 4,")
                                   << "line 1, column 24: the JSON ends too early (is the file cut short?)";
        QTest::newRow("cut short in a string") << QByteArray("{\"design\": {\"na")
                                               << "line 1, column 16: a string has no closing quote (is the file cut short?)";
        QTest::newRow("a missing colon") << QByteArray("{\"nodes\" 4}") << "line 1, column 10: expected ':' after a name, found a number";
        QTest::newRow("a missing comma") << QByteArray("{\n  \"nodes\": 4\n  \"name\": \"x\"\n}")
                                         << "line 3, column 8: expected ',' or '}' after a value, found a string";
        QTest::newRow("a comma too many") << QByteArray("{\"nodes\": 4,}") << "line 1, column 13: expected a name in double quotes, found '}'";
        QTest::newRow("a bracket for a brace") << QByteArray("{\"planes\": [1, 2}}") << "line 1, column 17: expected ',' or ']' after a value, found '}'";
        QTest::newRow("an unknown word") << QByteArray("{\"sharp\": yes}") << "line 1, column 11: an unknown word 'y' (a value is a number, "
                                                                              "a string in double quotes, true, false, null, an object or an array)";
        QTest::newRow("a value missing") << QByteArray("{\"nodes\": }") << "line 1, column 11: expected a value, found '}'";
        QTest::newRow("two documents") << QByteArray("{} {}") << "line 1, column 4: expected the end of the JSON, found '{'";
        QTest::newRow("a line break in a string") << QByteArray("{\"name\": \"a\nb\"}")
                                                  << "line 1, column 12: a string holds a control character (a line break or a tab) that must be escaped";
        // The parser stops after the byte, where it sees that no UTF-8 continues it.
        QTest::newRow("bad UTF-8") << QByteArray("{\"name\": \"caf\xe9\"}") << "line 1, column 15: a string holds a byte that is not UTF-8";
        QTest::newRow("a bad escape") << QByteArray("{\"name\": \"a\\qb\"}") << "line 1, column 13: a string holds a backslash escape that is not valid";
        // Columns count characters, not bytes ("€" is three): the string "x" ends at the 18th
        // character, the 20th byte.
        QTest::newRow("after a euro sign") << QByteArray("{\"name\": \"5 \u20ac\" \"x\"}")
                                           << "line 1, column 18: expected ',' or '}' after a value, found a string";
        QTest::newRow("a bad number") << QByteArray("{\"nodes\": -x}") << "line 1, column 12: a number is not valid: '-x'";
    }

    void syntaxErrorsSayWhereAndWhat()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const auto d = ProjectFile::fromJson(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
        QVERIFY(!d.ok());
        QCOMPARE(QString::fromStdString(d.error()), QStringLiteral("not valid JSON: ") + expected);
        // Every word of it is ours: the pattern and the words it holds are translated, the text
        // from the file (a word, a number) stays as it is.
        QVERIFY(d.errorText().pattern() != nullptr);
        for (const char *parserWords : {"syntax error", "parse error", "literal", "unexpected", "last read"})
            QVERIFY2(d.error().find(parserWords) == std::string::npos, d.error().c_str());
    }

    void missingFields_data()
    {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("expected");
        QTest::newRow("nodes") << "/design/nodes" << "$.design.nodes: missing";
        QTest::newRow("platform") << "/design/platform" << "$.design.platform: missing";
        QTest::newRow("design") << "/design" << "$.design: missing";
        QTest::newRow("version") << "/version" << "$.version:";
        QTest::newRow("format") << "/format" << "$.format:";
    }

    void missingFields()
    {
        QFETCH(QString, pointer);
        QFETCH(QString, expected);
        json j = validProject();
        const json::json_pointer p(pointer.toStdString());
        j[p.parent_pointer()].erase(p.back());
        auto d = ProjectFile::fromJson(j.dump());
        QVERIFY(!d.ok());
        QVERIFY2(d.error().rfind(expected.toStdString(), 0) == 0, d.error().c_str());
    }

    void notJsonNamesTheLine()
    {
        auto d = ProjectFile::fromJson("{\n  \"format\": \"fabricplanner-project\",\n  \"version\": 1,\n  oops\n}");
        QVERIFY(!d.ok());
        QVERIFY2(d.error().find("line 4") != std::string::npos, d.error().c_str());
    }

    void saveIsAtomicAndLoadable()
    {
        QTemporaryDir dir;
        const std::filesystem::path path = dir.filePath("p.json").toStdString();
        { std::ofstream(path) << "old contents"; }
        Design d = everyFieldSet();
        d.nodes = Design{}.nodes; // the GPUs size it: the file holds no node count
        QVERIFY(!ProjectFile::save(d, path));
        QVERIFY(!std::filesystem::exists(path.string() + ".saving"));
        auto back = ProjectFile::load(path);
        QVERIFY2(back.ok(), back.error().c_str());
        QVERIFY(*back == d);
    }

    void saveIntoAMissingDirectoryFailsCleanly()
    {
        QTemporaryDir dir;
        const std::filesystem::path path = dir.filePath("no/such/dir/p.json").toStdString();
        auto error = ProjectFile::save(Design{}, path);
        QVERIFY(error.has_value());
        QVERIFY(!std::filesystem::exists(path));
    }

    void loadNamesTheFile()
    {
        auto d = ProjectFile::load("/nonexistent/project.json");
        QVERIFY(!d.ok());
        QVERIFY(d.error().find("/nonexistent/project.json") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestProjectFile)
#include "tst_projectfile.moc"
