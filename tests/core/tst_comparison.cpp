#include "core/compare/comparison.h"
#include "core/compare/comparisonreport.h"
#include "core/plan/pipeline.h"
#include "../common/bundledcatalogue.h"

#include <QTest>

#include <clocale>
#include <cmath>
#include <cstring>
#include <cwchar>

using namespace fabric;

namespace {

Design h100(int nodes, Technology fabric, double oversubscription = 1.0)
{
    Design d;
    d.name = fabric == Technology::InfiniBand ? "IB" : "RoCE";
    d.platform = "DGX-H100";
    d.nodes = nodes;
    d.fabric = fabric;
    d.oversubscription = oversubscription;
    d.management = fabric == Technology::InfiniBand ? FabricManagement::UfmAppliance : FabricManagement::None;
    d.sharp = fabric == Technology::InfiniBand;
    return d;
}

const ComparisonRow &row(const Comparison &c, const std::string &metric)
{
    for (const auto &r : c.rows)
        if (r.metric.english() == metric)
            return r;
    qFatal("no row %s", metric.c_str());
}

// The cell of the text table's row of a metric under a column's header, up to the next column's.
std::string textCell(const std::string &text, const std::string &metric, const std::string &column,
                     const std::string &next)
{
    const std::string header = text.substr(0, text.find('\n'));
    const auto from = header.find(column), to = header.find(next);
    const auto at = text.find("\n" + metric + " ");
    if (from == std::string::npos || to == std::string::npos || at == std::string::npos)
        return "(no such row or column)";
    const std::string line = text.substr(at + 1, text.find('\n', at + 1) - at - 1);
    std::string cell = line.size() > from ? line.substr(from, to - from) : "";
    cell.erase(cell.find_last_not_of(' ') + 1);
    return cell;
}

// Where each cell of a text table's line starts, in the columns a terminal draws (wcwidth: a
// Chinese character takes two): at the line's start and after two spaces or more.
std::vector<int> cellStarts(const std::string &line)
{
    std::vector<int> starts;
    std::mbstate_t state{};
    int column = 0, spaces = 2;
    for (const char *p = line.c_str(); *p;) {
        wchar_t c = 0;
        const std::size_t length = std::mbrtowc(&c, p, std::strlen(p), &state);
        if (length == 0 || length > 4)
            return {-1}; // not UTF-8
        if (c != L' ' && spaces >= 2)
            starts.push_back(column);
        spaces = c == L' ' ? spaces + 1 : 0;
        column += std::max(0, ::wcwidth(c));
        p += length;
    }
    return starts;
}

} // namespace

class TestComparison : public QObject
{
    Q_OBJECT

private slots:
    void bestFollowsTheBetterSide_data()
    {
        QTest::addColumn<int>("better");
        QTest::addColumn<QList<double>>("values");
        QTest::addColumn<int>("best"); // -1: none
        QTest::newRow("higher wins") << int(Better::Higher) << QList<double>{1, 3, 2} << 1;
        QTest::newRow("lower wins") << int(Better::Lower) << QList<double>{5, 3, 4} << 1;
        QTest::newRow("tie has no winner") << int(Better::Lower) << QList<double>{3, 3} << -1;
        QTest::newRow("no better side") << int(Better::Neither) << QList<double>{1, 2} << -1;
    }

    void bestFollowsTheBetterSide()
    {
        QFETCH(int, better);
        QFETCH(QList<double>, values);
        QFETCH(int, best);
        ComparisonRow r;
        r.better = static_cast<Better>(better);
        for (double v : values)
            r.values.push_back(v);
        const auto found = r.best();
        QCOMPARE(found ? int(*found) : -1, best);
    }

    void deltasAreAgainstTheFirstDesign()
    {
        ComparisonRow r;
        r.values = {200.0, 150.0, std::nullopt};
        QCOMPARE(*r.delta(1), -50.0);
        QCOMPARE(*r.deltaPercent(1), -25.0);
        QVERIFY(!r.delta(2));
    }

    // A difference is exact only between two complete values: against a value that leaves parts
    // out (a total at known prices, a power without some draws) it could be larger or smaller.
    void deltaIsExactOnlyBetweenCompleteValues_data()
    {
        QTest::addColumn<bool>("firstKnown");
        QTest::addColumn<bool>("firstLeavesOut");
        QTest::addColumn<bool>("otherKnown");
        QTest::addColumn<bool>("otherLeavesOut");
        QTest::addColumn<bool>("deltaKnown");
        QTest::addColumn<bool>("exact");
        QTest::newRow("both complete") << true << false << true << false << true << true;
        QTest::newRow("the first leaves out") << true << true << true << false << true << false;
        QTest::newRow("the other leaves out") << true << false << true << true << true << false;
        QTest::newRow("both leave out") << true << true << true << true << true << false;
        QTest::newRow("the other unknown") << true << false << false << false << false << false;
        QTest::newRow("the first unknown") << false << false << true << false << false << false;
        QTest::newRow("the other unknown, no price for any part") << true << false << false << true << false << false;
    }

    void deltaIsExactOnlyBetweenCompleteValues()
    {
        QFETCH(bool, firstKnown);
        QFETCH(bool, firstLeavesOut);
        QFETCH(bool, otherKnown);
        QFETCH(bool, otherLeavesOut);
        QFETCH(bool, deltaKnown);
        QFETCH(bool, exact);
        ComparisonRow r;
        r.unit = "currency";
        r.better = Better::Lower;
        r.values = {firstKnown ? std::optional<double>(100.0) : std::nullopt,
                    otherKnown ? std::optional<double>(120.0) : std::nullopt};
        r.leavesOut = {firstLeavesOut ? std::vector<std::string>{"UFM-Appliance-3.1"} : std::vector<std::string>{},
                       otherLeavesOut ? std::vector<std::string>{"MQM9790-NS2F"} : std::vector<std::string>{}};
        QCOMPARE(r.delta(1).has_value(), deltaKnown);
        QCOMPARE(r.deltaComplete(1), exact);
        QCOMPARE(r.deltaComplete(0), !firstLeavesOut && firstKnown); // the first against itself
    }

    // Every face that prints a difference marks one that is not exact, as it marks the value:
    // the text's DELTA column ("+0.5% *") with a note saying what the mark means, the JSON's
    // deltas_complete, the workbook's Delta cell (shown "53,670.00 *") with the same note. The
    // first design leaving out (InfiniBand's UFM appliance has no price), the other, both.
    void everyFaceMarksADeltaThatIsNotExact_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<bool>("counterpart"); // else the same fabric at 2:1
        QTest::newRow("InfiniBand against RoCE") << int(Technology::InfiniBand) << true;
        QTest::newRow("RoCE against InfiniBand") << int(Technology::Ethernet) << true;
        QTest::newRow("InfiniBand 1:1 against 2:1") << int(Technology::InfiniBand) << false;
    }

    void everyFaceMarksADeltaThatIsNotExact()
    {
        QFETCH(int, first);
        QFETCH(bool, counterpart);
        const Design a = h100(64, static_cast<Technology>(first));
        Design b = counterpart ? counterpartDesign(a) : h100(64, static_cast<Technology>(first), 2.0);
        if (!counterpart)
            b.name = "2:1";
        const std::vector<Plan> plans{makePlan(a, bundledCatalogue()), makePlan(b, bundledCatalogue())};
        QVERIFY(plans[0].ok() && plans[1].ok());
        const Comparison c = compare(plans, bundledCatalogue());
        const std::string text = comparisonToText(c);
        const nlohmann::json json = comparisonToJson(c);
        const Workbook workbook = comparisonWorkbook(c, plans);
        const Sheet &sheet = workbook.sheets.front();
        int marked = 0, exact = 0;
        for (std::size_t r = 0; r < c.rows.size(); ++r) {
            const ComparisonRow &row = c.rows[r];
            if (!row.delta(1))
                continue;
            const bool notExact = !row.complete(0) || !row.complete(1);
            (notExact ? marked : exact) += 1;
            const std::string metric = row.metric.english();

            const std::string delta = textCell(text, metric, "DELTA 2 vs 1", "BEST");
            QVERIFY2((delta.size() >= 2 && delta.substr(delta.size() - 2) == " *") == notExact, (metric + ": " + delta).c_str());

            const nlohmann::json &jsonRow = json["rows"][r];
            QVERIFY2(jsonRow.contains("deltas_complete"), jsonRow.dump().c_str());
            QVERIFY2(jsonRow["deltas_complete"][1] == !notExact, jsonRow.dump().c_str());

            const Cell &cell = sheet.rows[r + 1][3 + 2];
            QCOMPARE(cell.kind, Cell::Kind::Formula);
            const bool plain = cell.format == CellFormat::Decimal || cell.format == CellFormat::Integer;
            QVERIFY2(plain == !notExact, metric.c_str());
        }
        QVERIFY(marked > 0 && exact > 0);
        const std::string note = "A delta marked * is between values of which one or both leave something out";
        QVERIFY2(text.find(note) != std::string::npos, text.c_str());
        bool sheetNote = false;
        for (const Row &cells : sheet.rows)
            sheetNote = sheetNote || (!cells.empty() && cells.front().text.find(note) != std::string::npos);
        QVERIFY(sheetNote);
    }

    void oversubscribedDesignIsCheaperAndNarrower()
    {
        std::vector<Plan> plans{makePlan(h100(128, Technology::InfiniBand, 1.0), bundledCatalogue()),
                                makePlan(h100(128, Technology::InfiniBand, 3.0), bundledCatalogue())};
        QVERIFY(plans[0].ok());
        QVERIFY(plans[1].ok());
        const Comparison c = compare(plans, bundledCatalogue());
        QCOMPARE(c.designs.size(), std::size_t(2));
        const auto &bisection = row(c, "Bisection bandwidth");
        QCOMPARE(bisection.best().value_or(9), std::size_t(0));
        QVERIFY(*bisection.values[1] < *bisection.values[0]);
        const auto &spines = row(c, "Spine switches");
        QVERIFY(*spines.values[1] < *spines.values[0]);
        // Cheaper on its known prices, but both totals leave out parts of unknown price (the
        // UFM appliances): no design is best on a total that leaves something out.
        const auto &cost = row(c, "Net total before tax (known prices)");
        QVERIFY(*cost.values[1] < *cost.values[0]);
        QCOMPARE(cost.leavesOut[0], partsWithoutPrice(plans[0]));
        if (cost.leavesOut[0].empty() && cost.leavesOut[1].empty())
            QCOMPARE(cost.best().value_or(9), std::size_t(1));
        else
            QVERIFY(!cost.best());
    }

    void counterpartSwitchesTechnology_data()
    {
        QTest::addColumn<int>("from");
        QTest::newRow("InfiniBand to RoCE") << int(Technology::InfiniBand);
        QTest::newRow("RoCE to InfiniBand") << int(Technology::Ethernet);
    }

    void counterpartSwitchesTechnology()
    {
        QFETCH(int, from);
        Design d = h100(64, static_cast<Technology>(from));
        d.switchModel = from == int(Technology::InfiniBand) ? "QM9700" : "SN5600";
        const Design other = counterpartDesign(d);
        QVERIFY(other.fabric != d.fabric);
        QCOMPARE(other.nodes, d.nodes);
        QCOMPARE(other.platform, d.platform);
        QVERIFY(other.switchModel.empty());
        const Plan plan = makePlan(other, bundledCatalogue());
        QVERIFY2(plan.ok(), plan.diagnostics.empty() ? "" : plan.diagnostics.front().message().c_str());
        QVERIFY(plan.compute().sizing.switchModel->technology == other.fabric);
        QCOMPARE(plan.compute().sizing.linkSpeedGbps, 400);
    }

    void infiniBandAgainstRoceHasCollectiveRows()
    {
        const Design ib = h100(128, Technology::InfiniBand);
        std::vector<Plan> plans{makePlan(ib, bundledCatalogue()), makePlan(counterpartDesign(ib), bundledCatalogue())};
        const Comparison c = compare(plans, bundledCatalogue());
        int performanceRows = 0;
        for (const auto &r : c.rows) {
            QCOMPARE(r.values.size(), std::size_t(2));
            if (r.group.english() == "Performance" && r.metric.english().find("busbw") != std::string::npos) {
                ++performanceRows;
                QVERIFY(r.values[0] && *r.values[0] > 0);
                QVERIFY(r.values[1] && *r.values[1] > 0);
            }
        }
        QCOMPARE(performanceRows, int(defaultCollectivePoints().size()));
        const auto json = comparisonToJson(c);
        QCOMPARE(json["designs"].size(), std::size_t(2));
        QCOMPARE(json["rows"].size(), c.rows.size());
        const Workbook workbook = comparisonWorkbook(c, plans);
        QCOMPARE(workbook.sheets.size(), std::size_t(3));
        QCOMPARE(workbook.sheets.front().name, std::string("Comparison"));
    }

    // The compared total is the net before tax, and says so: the quote's "Total" of the same
    // project includes tax, and a reader holding both must not take one for the other.
    void totalIsTheNetBeforeTax()
    {
        Design ib = h100(32, Technology::InfiniBand);
        ib.pricing.taxPercent = 19.0;
        const std::vector<Plan> plans{makePlan(ib, bundledCatalogue())};
        const Comparison c = compare(plans, bundledCatalogue());
        const auto &total = row(c, "Net total before tax (known prices)");
        QCOMPARE(*total.values[0], plans.front().bom.cost.net);
        QVERIFY(plans.front().bom.cost.total > plans.front().bom.cost.net);
    }

    // A value nobody knows reads "unknown" in the workbook, never a blank cell or 0, and one that
    // is unknown because none of its parts has a price says which parts: racks and PDUs, which the
    // catalogue prices at none.
    void designsAreNamedApart_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QStringList>("columns");
        QTest::newRow("distinct") << QStringList{"a", "b"} << QStringList{"a", "b"};
        QTest::newRow("the same twice") << QStringList{"h100", "h100"} << QStringList{"h100 (1)", "h100 (2)"};
        QTest::newRow("two of three alike") << QStringList{"x", "y", "x"} << QStringList{"x (1)", "y", "x (3)"};
        QTest::newRow("no name") << QStringList{"", "b"} << QStringList{"Design 1", "b"};
    }

    // A column, a note and the Best column say which design they mean: the same project compared
    // with itself printed two columns of one name and each note twice.
    void designsAreNamedApart()
    {
        QFETCH(QStringList, names);
        QFETCH(QStringList, columns);
        std::vector<Plan> plans;
        for (int i = 0; i < names.size(); ++i) {
            Design d = h100(32 + i, Technology::InfiniBand);
            d.name = names[i].toStdString();
            plans.push_back(makePlan(d, bundledCatalogue()));
        }
        const Comparison c = compare(plans, bundledCatalogue());
        QCOMPARE(int(c.designs.size()), columns.size());
        for (int i = 0; i < columns.size(); ++i)
            QCOMPARE(QString::fromStdString(c.designs[std::size_t(i)]), columns[i]);
        const QString text = QString::fromStdString(comparisonToText(c));
        QStringList lines = text.split(u'\n');
        QCOMPARE(lines.removeDuplicates(), 0);
    }

    // The text table as the workbook: a delta column for every design after the first, and
    // numbers grouped as people read them (11,926,230; 48,089.64).
    void textTableHasADeltaPerDesignAndGroupedNumbers()
    {
        std::vector<Plan> plans;
        for (int nodes : {32, 64, 127})
            plans.push_back(makePlan(h100(nodes, Technology::InfiniBand), bundledCatalogue()));
        const Comparison c = compare(plans, bundledCatalogue());
        const std::string text = comparisonToText(c);
        const std::string header = text.substr(0, text.find('\n'));
        QVERIFY2(header.find("DELTA 2 vs 1") != std::string::npos && header.find("DELTA 3 vs 1") != std::string::npos,
                 header.c_str());
        const auto &gpus = row(c, "GPUs");
        QCOMPARE(*gpus.values[2], 1016.0);
        const auto line = text.find("\nGPUs ");
        QVERIFY(line != std::string::npos);
        const std::string gpuLine = text.substr(line + 1, text.find('\n', line + 1) - line - 1);
        QVERIFY2(gpuLine.find(" 1,016 ") != std::string::npos, gpuLine.c_str());
        QVERIFY2(gpuLine.find("+100%") != std::string::npos && gpuLine.find("+296.9%") != std::string::npos, gpuLine.c_str());
        QVERIFY2(QString::fromStdString(text).contains(QRegularExpression(QStringLiteral("\\d,\\d{3},\\d{3}"))), text.c_str());
        QVERIFY2(!QString::fromStdString(text).contains(QRegularExpression(QStringLiteral("\\d{5}"))), text.c_str());
    }

    // A difference from a first value of 0 has no percentage: the DELTA column then prints the
    // difference itself ("+4"), not a blank a reader takes for "no difference".
    void textDeltaFromZeroIsTheDifference_data()
    {
        QTest::addColumn<QList<double>>("values");
        QTest::addColumn<QString>("delta");
        QTest::newRow("0 to 4") << QList<double>{0, 4} << "+4";
        QTest::newRow("0 to 0") << QList<double>{0, 0} << "0";
        QTest::newRow("8 to 4") << QList<double>{8, 4} << "-50%";
        QTest::newRow("4 to 1,028") << QList<double>{4, 1028} << "+25,600%";
        QTest::newRow("4 to 4") << QList<double>{4, 4} << "0%";
    }

    void textDeltaFromZeroIsTheDifference()
    {
        QFETCH(QList<double>, values);
        QFETCH(QString, delta);
        Comparison c;
        c.designs = {"a", "b"};
        ComparisonRow r{Text::plain("Switches"), Text::plain("Core switches"), "", Better::Lower, {}, {}, {}};
        for (double v : values)
            r.values.push_back(v);
        c.rows.push_back(r);
        const std::string text = comparisonToText(c);
        QCOMPARE(QString::fromStdString(textCell(text, "Core switches", "DELTA 2 vs 1", "BEST")), delta);
    }

    // A difference with a value missing on either side says why, as the value does, in the text's
    // DELTA column and the workbook's Delta cell: a blank there read as "no difference".
    void deltaOfAMissingValueSaysWhy_data()
    {
        QTest::addColumn<bool>("firstKnown");
        QTest::addColumn<bool>("otherKnown");
        QTest::addColumn<bool>("otherPlanned");
        QTest::addColumn<QString>("delta");
        QTest::newRow("the other unknown") << true << false << true << "unknown";
        QTest::newRow("the first unknown") << false << true << true << "unknown";
        QTest::newRow("the other has not the network") << true << false << false << "not planned";
        QTest::newRow("both known") << true << true << true << "+50%";
    }

    void deltaOfAMissingValueSaysWhy()
    {
        QFETCH(bool, firstKnown);
        QFETCH(bool, otherKnown);
        QFETCH(bool, otherPlanned);
        QFETCH(QString, delta);
        Comparison c;
        c.designs = {"a", "b"};
        ComparisonRow r{Text::plain("Networks"), Text::plain("Storage switches"), "", Better::Lower, {}, {}, {}};
        r.values = {firstKnown ? std::optional<double>(4.0) : std::nullopt, otherKnown ? std::optional<double>(6.0) : std::nullopt};
        r.planned = {true, otherPlanned};
        c.rows.push_back(r);
        QCOMPARE(QString::fromStdString(textCell(comparisonToText(c), "Storage switches", "DELTA 2 vs 1", "BEST")), delta);
        const Workbook workbook = comparisonWorkbook(c, {});
        const Cell &cell = workbook.sheets.front().rows[1][3 + 2];
        if (firstKnown && otherKnown)
            QCOMPARE(cell.kind, Cell::Kind::Formula);
        else
            QCOMPARE(QString::fromStdString(cell.text), delta);
    }

    // A design's name is the user's: a line break, a tab, Chinese, 200 characters. The text table
    // keeps it on its header line and every column under its header, as a terminal draws it.
    void textTableKeepsItsColumnsWhateverTheNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("a line break") << QStringLiteral("Line one\nLine two");
        QTest::newRow("a tab") << QStringLiteral("a\tb");
        QTest::newRow("Chinese") << QStringLiteral("上海集群 一号 InfiniBand 设计");
        QTest::newRow("quotes and commas") << QStringLiteral("He said \"fast, cheap\", ok");
        QTest::newRow("200 characters") << QStringLiteral("L").repeated(200);
    }

    void textTableKeepsItsColumnsWhateverTheNames()
    {
        QFETCH(QString, name);
        QVERIFY(std::setlocale(LC_CTYPE, "C.UTF-8"));
        Design a = h100(32, Technology::InfiniBand);
        a.name = name.toStdString();
        const Design b = counterpartDesign(a);
        const Comparison c = compare({makePlan(a, bundledCatalogue()), makePlan(b, bundledCatalogue())}, bundledCatalogue());
        const QStringList lines = QString::fromStdString(comparisonToText(c)).split(u'\n');
        QVERIFY2(lines[0].startsWith(QStringLiteral("METRIC")) && lines[0].endsWith(QStringLiteral("BEST")), qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(QStringLiteral("---")), qPrintable(lines[1]));
        const std::vector<int> columns = cellStarts(lines[1].toStdString());
        QCOMPARE(columns.size(), std::size_t(6)); // metric, unit, two designs, a delta, best
        QVERIFY(lines.size() > 2 + qsizetype(c.rows.size()));
        for (qsizetype i = 0; i < 2 + qsizetype(c.rows.size()); ++i) {
            QVERIFY2(!lines[i].contains(u'\t'), qPrintable(lines[i]));
            for (int start : cellStarts(lines[i].toStdString()))
                QVERIFY2(std::find(columns.begin(), columns.end(), start) != columns.end(),
                         qPrintable(QStringLiteral("a cell at column %1 in: ").arg(start) + lines[i]));
        }
    }

    void unknownReadsUnknownWithWhatItLacks()
    {
        Design d = h100(32, Technology::InfiniBand);
        d.networks.planned = std::vector<NetworkRole>(kNetworkRoles.begin(), kNetworkRoles.end());
        std::vector<Plan> plans{makePlan(d, bundledCatalogue()), makePlan(h100(32, Technology::Ethernet), bundledCatalogue())};
        QVERIFY(plans[0].ok() && plans[1].ok());
        const Comparison c = compare(plans, bundledCatalogue());
        const auto &racks = row(c, "Net cost, Racks and power distribution");
        QVERIFY2(!racks.values[0] && !racks.leavesOut[0].empty(), "racks and PDUs have a price now: find another unpriced network");
        const Workbook workbook = comparisonWorkbook(c, plans);
        const Sheet &sheet = workbook.sheets.front();
        int unknown = 0;
        for (std::size_t r = 0; r < c.rows.size(); ++r) {
            const Row &cells = sheet.rows[r + 1];
            for (std::size_t i = 0; i < c.designs.size(); ++i) {
                if (c.rows[r].values[i])
                    continue;
                const Cell &cell = cells[3 + i];
                QVERIFY2(cell.kind == Cell::Kind::Text && cell.text == missingValueText(c.rows[r], i).english(),
                         c.rows[r].metric.english().c_str());
                unknown += cell.text == "unknown" ? 1 : 0;
            }
            if (&c.rows[r] == &racks) {
                const std::string &note = cells.back().text;
                QVERIFY2(note.find(c.designs[0] + ": unknown, no price for ") != std::string::npos, note.c_str());
                for (const std::string &part : racks.leavesOut[0])
                    QVERIFY2(note.find(part) != std::string::npos, note.c_str());
            }
        }
        QVERIFY(unknown >= 1); // racks and PDUs of the first (the second's storage is not planned: not unknown)
        const std::string text = comparisonToText(c);
        QVERIFY2(text.find("Net cost, Racks and power distribution, " + c.designs[0] + ": unknown, no price for " + racks.leavesOut[0].front())
                     != std::string::npos,
                 text.c_str());
    }

    // A network's rows name it as every other face does (core's networkTitle): Compare said
    // "Net cost, storage network" where the quote's heading and the window said "Storage fabric".
    void aNetworkRowNamesItsNetwork_data()
    {
        QTest::addColumn<int>("network");
        for (NetworkRole role : {NetworkRole::Storage, NetworkRole::Inband, NetworkRole::Oob})
            QTest::newRow(toString(role).data()) << int(role);
    }
    void aNetworkRowNamesItsNetwork()
    {
        QFETCH(int, network);
        const auto role = static_cast<NetworkRole>(network);
        const std::string title = Text(networkTitle(role)).english();
        int rows = 0;
        for (const Metric &metric : planMetrics()) {
            if (metric.network != toString(role))
                continue;
            ++rows;
            const std::string name = Text(metric.name).english();
            const std::string expected = metric.unit == "currency" ? title : Text(networkShortTitle(role)).english();
            QVERIFY2(name.find(expected) != std::string::npos, (name + " does not say " + expected).c_str());
        }
        QCOMPARE(rows, 2); // its switches and its cost
    }

    // A network a design does not have is not planned, not unknown: "unknown" is for a figure the
    // catalogue lacks. The text, the JSON and the workbook say it alike (each said "unknown").
    void aNetworkNotPlannedIsSaidSo_data()
    {
        QTest::addColumn<QString>("metric");
        for (const char *metric : {"Storage switches", "In-band switches", "OOB switches", "Net cost, Storage fabric",
                                   "Net cost, In-band management network", "Net cost, Out-of-band management network", "Net cost, Racks and power distribution"})
            QTest::newRow(metric) << QString::fromLatin1(metric);
    }

    void aNetworkNotPlannedIsSaidSo()
    {
        QFETCH(QString, metric);
        Design all = h100(32, Technology::InfiniBand);
        all.networks.planned = std::vector<NetworkRole>(kNetworkRoles.begin(), kNetworkRoles.end());
        Design computeOnly = all;
        computeOnly.name = "compute only";
        computeOnly.networks.planned = std::vector<NetworkRole>{NetworkRole::Compute};
        const std::vector<Plan> plans{makePlan(all, bundledCatalogue()), makePlan(computeOnly, bundledCatalogue())};
        QVERIFY(plans[0].ok() && plans[1].ok());
        const Comparison c = compare(plans, bundledCatalogue());
        const std::string name = metric.toStdString();
        const ComparisonRow &r = row(c, name);
        QVERIFY(!r.values[1]);
        QCOMPARE(missingValueText(r, 1).english(), std::string("not planned"));
        QCOMPARE(missingValueText(r, 0).english(), std::string(r.values[0] ? "" : "unknown"));

        const std::string text = comparisonToText(c);
        const auto line = text.find("\n" + name + " ");
        QVERIFY2(line != std::string::npos, text.c_str());
        const std::string shown = text.substr(line + 1, text.find('\n', line + 1) - line - 1);
        QVERIFY2(shown.find("not planned") != std::string::npos, shown.c_str());

        const nlohmann::json json = comparisonToJson(c);
        bool found = false;
        for (const auto &jsonRow : json["rows"]) {
            if (jsonRow["metric"].get<std::string>() != name)
                continue;
            found = true;
            QVERIFY(jsonRow["values"][1].is_null());
            QVERIFY2(jsonRow["planned"] == nlohmann::json::array({true, false}), jsonRow.dump().c_str());
        }
        QVERIFY(found);

        const Workbook book = comparisonWorkbook(c, plans);
        const Sheet &sheet = book.sheets.front();
        for (std::size_t i = 0; i < c.rows.size(); ++i)
            if (&c.rows[i] == &r)
                QCOMPARE(sheet.rows[i + 1][4].text, std::string("not planned"));
    }

    // As the comparison prints: counts as integers (not 1,016.00), amounts as decimals beside the
    // Unit column's currency (not "USD USD"), stored to the cent with their deltas.
    void comparisonSheetPrintsCountsAndAmounts()
    {
        const Design ib = h100(128, Technology::InfiniBand);
        std::vector<Plan> plans{makePlan(ib, bundledCatalogue()), makePlan(counterpartDesign(ib), bundledCatalogue())};
        const Comparison c = compare(plans, bundledCatalogue());
        const Workbook workbook = comparisonWorkbook(c, plans);
        QVERIFY(!workbook.sheets.empty());
        const Sheet &sheet = workbook.sheets.front();
        QVERIFY(sheet.rows.size() > c.rows.size());
        int counts = 0, amounts = 0;
        for (std::size_t r = 1; r <= c.rows.size(); ++r) {
            const Row &cells = sheet.rows[r];
            const ComparisonRow &row = c.rows[r - 1];
            for (std::size_t column = 3; column < 6 && column < cells.size(); ++column) {
                const Cell &cell = cells[column];
                if (cell.kind == Cell::Kind::Empty)
                    continue;
                if (cell.kind == Cell::Kind::Text) { // unknownReadsUnknownWithWhatItLacks
                    QCOMPARE(cell.text, missingValueText(row, column - 3).english());
                    continue;
                }
                QVERIFY(cell.format != CellFormat::Currency);
                if (row.unit.empty()) {
                    QCOMPARE(cell.format, CellFormat::Integer);
                    ++counts;
                } else if (row.unit == "currency") {
                    QCOMPARE(cell.number, std::round(cell.number * 100) / 100);
                    ++amounts;
                }
            }
        }
        QVERIFY(counts > 20);
        QVERIFY(amounts > 6);
    }
};

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
