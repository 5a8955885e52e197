#include "handmadeplan.h"

#include "core/common/usertext.h"
#include "core/design/projectfile.h"
#include "core/plan/pipeline.h"
#include "core/export/atomicfile.h"
#include "core/export/cellmeasure.h"
#include "core/export/cablelabels.h"
#include "core/export/cablingrows.h"
#include "core/export/csvexport.h"
#include "core/export/outputlimits.h"
#include "core/export/planworkbook.h"
#include "core/export/textescape.h"
#include "core/export/topologyexport.h"
#include "core/export/xlsxexport.h"

#include "../common/bundledcatalogue.h"
#include "../common/programoutput.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

using namespace fabric;
using fabric::testing::handmadePlan;
using fabric::testing::HandmadeShape;

namespace {

std::string readAll(const std::filesystem::path &file)
{
    std::ifstream in(file, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

std::vector<std::string> records(const std::string &csv)
{
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t end; (end = csv.find("\r\n", start)) != std::string::npos; start = end + 2)
        out.push_back(csv.substr(start, end - start));
    return out;
}

const Sheet &sheetNamed(const Workbook &workbook, const std::string &name)
{
    for (const Sheet &sheet : workbook.sheets)
        if (sheet.name == name)
            return sheet;
    throw std::runtime_error("no sheet " + name);
}

int findRow(const Sheet &sheet, const std::string &label)
{
    for (std::size_t r = 0; r < sheet.rows.size(); ++r)
        if (!sheet.rows[r].empty() && sheet.rows[r][0].text == label)
            return static_cast<int>(r);
    return -1;
}

std::filesystem::path path(const QTemporaryDir &dir, const char *name)
{
    return std::filesystem::path(dir.path().toStdString()) / name;
}

// The first sheet's XML of the workbook written as .xlsx (empty when it could not be written).
QString firstSheetXml(const Workbook &book)
{
    const QTemporaryDir dir;
    const auto file = path(dir, "book.xlsx");
    if (!writeXlsx(book, file).ok())
        return {};
    return programOutput(QStringLiteral("unzip"),
                         {QStringLiteral("-p"), QString::fromStdString(file.string()), QStringLiteral("xl/worksheets/sheet1.xml")});
}

// Two DGX GB200 NVL72 racks, every network the platform plans by default.
Plan twoGb200Racks()
{
    Design design;
    design.platform = "DGX-GB200";
    design.nodes = 2;
    return makePlan(design, bundledCatalogue());
}

} // namespace

class TestExports : public QObject
{
    Q_OBJECT

private slots:
    // The Summary sheet of a plan of several networks gives each network's switches, as the
    // Figures dock does ("Storage 14 SN5600"): it gave the compute fabric's and the whole
    // cluster's, and a customer could not read the storage fabric's count off the workbook.
    void aScalableUnitOfOneNodeReadsSo()
    {
        Design design;
        design.platform = "generic-server";
        design.nodes = 1;
        const Plan plan = makePlan(design, bundledCatalogue());
        QVERIFY(plan.ok());
        BomSheetLayout layout;
        const Sheet summary = summarySheet(plan, layout);
        const auto row = std::find_if(summary.rows.begin(), summary.rows.end(),
                                      [](const Row &r) { return !r.empty() && r[0].text == "Scalable units"; });
        QVERIFY(row != summary.rows.end());
        QCOMPARE((*row)[2].text, std::string("1 node each")); // it said "1 nodes each"
    }

    void theSummaryGivesEveryNetworksSwitches()
    {
        auto loaded = ProjectFile::load(FABRIC_SOURCE_DIR "/data/samples/h100-4su-whole-cluster.json");
        QVERIFY2(loaded.ok(), loaded.error().c_str());
        const Plan plan = makePlan(*loaded, bundledCatalogue());
        QVERIFY(plan.ok());
        QCOMPARE(plan.networks.size(), std::size_t(4));
        BomSheetLayout layout;
        const Sheet summary = summarySheet(plan, layout);
        double sum = 0;
        for (const NetworkPlan &network : plan.networks) {
            const std::string item = "Switches, " + Text(networkTitle(network.role)).english();
            const Row *row = nullptr;
            for (const Row &r : summary.rows)
                if (!r.empty() && r[0].text == item)
                    row = &r;
            QVERIFY2(row, ("no row " + item).c_str());
            QCOMPARE((*row)[1].number, double(network.sizing.switchCount()));
            const auto byModel = network.sizing.switchesByModel();
            for (const auto &[model, count] : byModel)
                QVERIFY2((*row)[2].text == model
                             || (byModel.size() > 1 && (*row)[2].text.find(std::to_string(count) + " " + model) != std::string::npos),
                         (*row)[2].text.c_str());
            sum += (*row)[1].number;
        }
        double whole = -1;
        for (const Row &r : summary.rows)
            if (!r.empty() && r[0].text == "Switches, whole cluster")
                whole = r[1].number;
        QCOMPARE(sum, whole);
    }

    void formulaLikeTextIsEscaped_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("csv");
        QTest::newRow("equals") << "=1+2" << "'=1+2";
        QTest::newRow("plus") << "+33 1 23" << "'+33 1 23";
        QTest::newRow("minus") << "-2+3" << "'-2+3";
        QTest::newRow("at") << "@SUM(A1)" << "'@SUM(A1)";
        QTest::newRow("tab") << "\t=cmd" << "'\t=cmd";
        QTest::newRow("carriage return") << "\r=cmd" << "'\r=cmd";
        QTest::newRow("plain") << "QM9700" << "QM9700";
        QTest::newRow("equals inside") << "a=b" << "a=b";
        QTest::newRow("empty") << "" << "";
    }

    void formulaLikeTextIsEscaped()
    {
        QFETCH(QString, text);
        QFETCH(QString, csv);
        QCOMPARE(QString::fromStdString(csvSafeText(text.toStdString())), csv);
        QCOMPARE(startsLikeFormula(text.toStdString()), csv != text);
    }

    void csvFieldsFollowRfc4180_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        QTest::newRow("plain") << "abc" << "abc";
        QTest::newRow("comma") << "a,b" << "\"a,b\"";
        QTest::newRow("quote") << "say \"hi\"" << "\"say \"\"hi\"\"\"";
        QTest::newRow("newline") << "a\nb" << "\"a\nb\"";
        QTest::newRow("formula and comma") << "=A1,B1" << "\"'=A1,B1\"";
        QTest::newRow("carriage return first") << "\rx" << "\"'\rx\"";
    }

    void csvFieldsFollowRfc4180()
    {
        QFETCH(QString, text);
        QFETCH(QString, field);
        QCOMPARE(QString::fromStdString(csvTextField(text.toStdString())), field);
    }

    void bomCsvKeepsUnknownPricesOutOfTotals()
    {
        const Plan plan = handmadePlan();
        const auto lines = records(bomCsv(plan.bom));
        QCOMPARE(lines.size(), plan.bom.lines.size() + 3); // header, subtotal, total
        QVERIFY(lines.front().rfind("Category,Part number,Description,Quantity,Unit price (USD)", 0) == 0);
        const std::string unknown = lines[4];
        QVERIFY2(unknown.find("MMA4Z00-NS400") != std::string::npos, unknown.c_str());
        QVERIFY2(unknown.find(",unknown,unknown,") != std::string::npos, unknown.c_str());
        // The user's description cannot run as a formula, and its quotes survive.
        QVERIFY2(lines[5].find(",\"'=HYPERLINK(\"\"http://evil\"\") MPO fibre, 5 m\",") != std::string::npos,
                 lines[5].c_str());
        char expected[64];
        std::snprintf(expected, sizeof expected, ",%.2f,", plan.bom.cost.list);
        QVERIFY2(lines[lines.size() - 2].rfind("SUBTOTAL,", 0) == 0, lines[lines.size() - 2].c_str());
        QVERIFY2(lines[lines.size() - 2].find(expected) != std::string::npos, lines[lines.size() - 2].c_str());
        QVERIFY(lines.back().rfind("TOTAL,", 0) == 0);
        // The total leaves out what the subtotal does, and says so too.
        const std::string note = "," + unknownPriceNote(plan.bom.cost.unknownLines) + ",";
        // (the subtotal's note goes on to say what its power sum leaves out)
        QVERIFY2(lines[lines.size() - 2].find(note.substr(0, note.size() - 1)) != std::string::npos, lines[lines.size() - 2].c_str());
        QVERIFY2(lines.back().find(note) != std::string::npos, lines.back().c_str());
    }

    void bomCsvShowsTheDiscount()
    {
        Plan plan = handmadePlan();
        plan.design.pricing.discountPercent = 10.0;
        plan.bom.cost = priceOf(plan.bom, plan.design);
        char expected[64];
        std::snprintf(expected, sizeof expected, "DISCOUNT,,,,,-%.2f,", plan.bom.cost.list * 0.1);
        const auto lines = records(bomCsv(plan.bom));
        QVERIFY2(lines[lines.size() - 2].rfind(expected, 0) == 0, lines[lines.size() - 2].c_str());
    }

    void cablingRowsGoRackByRack()
    {
        const Plan plan = handmadePlan();
        const auto rows = cablingRows(plan.compute().topology, plan.floor, plan.compute().cables);
        QCOMPARE(rows.size(), plan.compute().topology.links.size());
        std::set<int> links;
        std::string lastRack;
        std::set<std::string> racksSeen;
        int lastUnit = 1000;
        for (const CablingRow &row : rows) {
            links.insert(row.link);
            QVERIFY(!row.a.rack.empty());
            QVERIFY(!row.b.rack.empty());
            if (row.a.rack != lastRack) {
                QVERIFY2(racksSeen.insert(row.a.rack).second, "a rack came back after another");
                lastRack = row.a.rack;
                lastUnit = 1000;
            }
            QVERIFY2(row.a.unit <= lastUnit, "rack units go from the top down");
            lastUnit = row.a.unit;
        }
        QCOMPARE(links.size(), rows.size());
        // Switch ports are cage/lane on twin-port cages; node ports plain numbers.
        const CablingRow &first = rows.front();
        QCOMPARE(QString::fromStdString(first.a.rack), QStringLiteral("R01-01"));
        QVERIFY(first.b.port.find('/') != std::string::npos);
        QVERIFY(first.a.port.find('/') == std::string::npos);
        QCOMPARE(first.lengthM, 5.0);
        QCOMPARE(QString::fromStdString(first.transceiverPnA), QStringLiteral("MMA4Z00-NS400"));
    }

    void cablingCsvHasOneRecordPerLink()
    {
        const Plan plan = handmadePlan();
        const auto lines = records(cablingCsv(cablingRows(plan.compute().topology, plan.floor, plan.compute().cables)));
        QCOMPARE(lines.size(), plan.compute().topology.links.size() + 1);
        QVERIFY(lines.front().rfind("Link,Tier,Plane,A device,A rack,A RU,A port,B device", 0) == 0);
    }

    void bomSheetUsesFormulas()
    {
        const Plan plan = handmadePlan();
        const Workbook workbook = planWorkbook(plan);
        QCOMPARE(workbook.sheets.size(), std::size_t(5));
        const char *names[] = {"Summary", "BOM", "Cabling", "Racks", "Assumptions"};
        for (std::size_t i = 0; i < 5; ++i)
            QCOMPARE(QString::fromStdString(workbook.sheets[i].name), QString::fromLatin1(names[i]));

        const Sheet &bom = sheetNamed(workbook, "BOM");
        QCOMPARE(bom.tableRows, static_cast<int>(plan.bom.lines.size()));
        const Row &switches = bom.rows[2];
        QCOMPARE(switches[3].kind, Cell::Kind::Number);
        QCOMPARE(switches[5].kind, Cell::Kind::Formula);
        QCOMPARE(QString::fromStdString(switches[5].text), QStringLiteral("=ROUND(D3*E3,2)"));
        QCOMPARE(switches[5].number, *plan.bom.lines[1].extendedPrice());
        const Row &unknown = bom.rows[4];
        QCOMPARE(unknown[4].kind, Cell::Kind::Empty);
        QCOMPARE(QString::fromStdString(unknown[4].comment), QStringLiteral("unknown"));
        QCOMPARE(unknown[5].kind, Cell::Kind::Empty);

        const int total = findRow(bom, "TOTAL");
        QVERIFY(total > bom.tableRows);
        const Cell &sum = bom.rows[static_cast<std::size_t>(total)][5];
        QCOMPARE(QString::fromStdString(sum.text), QStringLiteral("=SUM(F2:F7)"));
        QCOMPARE(sum.number, plan.bom.cost.list);
        QCOMPARE(bom.rows[static_cast<std::size_t>(total)][6].number, plan.bom.powerW);
    }

    void summaryRefersToTheBomSheet()
    {
        const Plan plan = handmadePlan();
        const Workbook workbook = planWorkbook(plan);
        const Sheet &summary = sheetNamed(workbook, "Summary");
        const Sheet &bom = sheetNamed(workbook, "BOM");
        const int price = findRow(summary, "Price, total");
        QVERIFY(price > 0);
        const Cell &cell = summary.rows[static_cast<std::size_t>(price)][1];
        QCOMPARE(cell.kind, Cell::Kind::Formula);
        QCOMPARE(QString::fromStdString(cell.text),
                 QString::fromStdString("=BOM!" + cellName(findRow(bom, "TOTAL"), 5)));
        QCOMPARE(cell.number, plan.bom.cost.net);
        const int perGpu = findRow(summary, "Price per GPU");
        QCOMPARE(summary.rows[static_cast<std::size_t>(perGpu)][1].number, plan.bom.cost.net / plan.compute().sizing.gpus);
        const int network = findRow(summary, "Network power");
        QCOMPARE(QString::fromStdString(summary.rows[static_cast<std::size_t>(network)][1].text),
                 QStringLiteral("=SUMIF(BOM!A2:A7,\"<>Compute\",BOM!G2:G7)"));
        QCOMPARE(summary.rows[static_cast<std::size_t>(network)][1].number, plan.bom.networkPowerW);
        const int switches = findRow(summary, "Switches, total");
        QCOMPARE(summary.rows[static_cast<std::size_t>(switches)][1].number, 6.0);
        // The Unit column names the currency: the amount's format does not repeat it ("USD USD").
        QCOMPARE(QString::fromStdString(summary.rows[static_cast<std::size_t>(price)][2].text).left(3), QStringLiteral("USD"));
        for (const Row &row : summary.rows)
            QVERIFY(row.size() < 2 || (row[1].format != CellFormat::Currency && row[1].format != CellFormat::TotalCurrency));
    }

    // No line of known draw: the power rows say unknown, never a formula that sums to 0 W.
    void powerOfUnknownPartsIsUnknown()
    {
        Plan plan = handmadePlan();
        for (BomLine &line : plan.bom.lines) {
            line.powerUnknown = true;
            line.powerW = 0.0;
        }
        plan.bom.powerW = 0.0;
        const Workbook workbook = planWorkbook(plan);
        const Sheet &summary = sheetNamed(workbook, "Summary");
        for (const char *item : {"Power, total", "Network power"}) {
            const int row = findRow(summary, item);
            QVERIFY2(row > 0, item);
            const Cell &cell = summary.rows[static_cast<std::size_t>(row)][1];
            QCOMPARE(cell.kind, Cell::Kind::Text);
            QCOMPARE(QString::fromStdString(cell.text), QStringLiteral("unknown"));
        }
        QCOMPARE(findRow(summary, "Power per GPU"), -1);
        // The BOM sheet's and the CSV's sums of power too.
        const Sheet &bom = sheetNamed(workbook, "BOM");
        const Cell &sum = bom.rows[static_cast<std::size_t>(findRow(bom, "TOTAL"))][6];
        QCOMPARE(sum.kind, Cell::Kind::Text);
        QCOMPARE(QString::fromStdString(sum.text), QStringLiteral("unknown"));
        const auto lines = records(bomCsv(plan.bom));
        const std::string &subtotal = lines[lines.size() - 2];
        QVERIFY2(subtotal.rfind("SUBTOTAL,", 0) == 0 && subtotal.find(",unknown,") != std::string::npos, subtotal.c_str());
    }

    // Some draws known, some not: the CSV's power sum says it holds the known ones only.
    void partlyKnownPowerIsSaidInTheCsv()
    {
        Plan plan = handmadePlan();
        QVERIFY(plan.bom.lines.size() > 1);
        plan.bom.lines.front().powerUnknown = true;
        const auto lines = records(bomCsv(plan.bom));
        const std::string &subtotal = lines[lines.size() - 2];
        QVERIFY2(subtotal.find("power: known draws only") != std::string::npos, subtotal.c_str());
        for (BomLine &line : plan.bom.lines)
            line.powerUnknown = false;
        const auto known = records(bomCsv(plan.bom));
        QVERIFY2(known[known.size() - 2].find("known draws only") == std::string::npos, known[known.size() - 2].c_str());
    }

    void assumptionsHoldEverySetting()
    {
        Plan plan = handmadePlan();
        plan.design.quote.customer = "=cmd|' /C calc'!A0";
        plan.design.modelOverrides["nvlinkEfficiency"] = 0.8;
        const Sheet sheet = assumptionsSheet(plan, nullptr);
        const std::string text = sheetText(sheet);
        for (const char *needle : {"Racks per row", "Power limit per rack", "Slack per link", "Currency",
                                   "Spares", "nvlinkEfficiency", "MMA4Z00-NS400", "price unknown",
                                   "Switch placement", "Oversubscription, leaf"})
            QVERIFY2(text.find(needle) != std::string::npos, needle);
        // In the text dump, as in a CSV, the customer's formula stays text.
        QVERIFY(text.find(",'=cmd|") != std::string::npos);
    }

    // Excel stops at 1,048,576 rows: the cabling plan continues on "Cabling (2)" ... with the
    // header on each part and one total over all of them. A small limit stands in for Excel's.
    void cablingContinuesOnFurtherSheets_data()
    {
        QTest::addColumn<int>("maxRows");
        QTest::newRow("3 rows a sheet") << 3;
        QTest::newRow("4 rows a sheet") << 4;
        QTest::newRow("7 rows a sheet") << 7;
        QTest::newRow("one sheet holds all") << 100000;
    }

    void cablingContinuesOnFurtherSheets()
    {
        QFETCH(int, maxRows);
        const Plan plan = handmadePlan();
        auto rows = cablingRows(plan.compute().topology, plan.floor, plan.compute().cables);
        // The workbook's sheet is in link order (the CSV keeps installer order): link 1, 2, 3...
        std::sort(rows.begin(), rows.end(), [](const CablingRow &a, const CablingRow &b) { return a.link < b.link; });
        const std::vector<Sheet> sheets = cablingSheets(plan, static_cast<std::size_t>(maxRows));
        const std::size_t links = plan.compute().topology.links.size();
        QVERIFY(links > 10);
        std::vector<std::string> linkColumn;
        std::string formula;
        double total = 0.0;
        for (std::size_t i = 0; i < sheets.size(); ++i) {
            const Sheet &sheet = sheets[i];
            QCOMPARE(QString::fromStdString(sheet.name),
                     i == 0 ? QStringLiteral("Cabling") : QStringLiteral("Cabling (%1)").arg(i + 1));
            QVERIFY(sheet.rowCount() <= static_cast<std::size_t>(maxRows));
            sheet.forEachRow([&](std::size_t r, const Row &row) {
                if (r == 0) {
                    QCOMPARE(QString::fromStdString(row[0].text), QStringLiteral("Link"));
                } else if (r <= static_cast<std::size_t>(sheet.tableRows)) {
                    linkColumn.push_back(row[0].kind == Cell::Kind::Number ? std::to_string(int(row[0].number)) : "?");
                    QCOMPARE(QString::fromStdString(row[3].text), QString::fromStdString(rows[linkColumn.size() - 1].a.device));
                } else if (!row.empty() && row[0].text == "TOTAL") {
                    QCOMPARE(i, sheets.size() - 1);
                    formula = row[12].text;
                    total = row[12].number;
                }
            });
        }
        QCOMPARE(linkColumn.size(), links);
        for (std::size_t i = 0; i < links; ++i)
            QCOMPARE(linkColumn[i], std::to_string(rows[i].link + 1));
        double expected = 0.0;
        for (const CablingRow &row : rows)
            expected += row.lengthM;
        QCOMPARE(total, expected);
        // The total sums each part that holds links, naming the other sheets.
        std::string sum = "=SUM(";
        for (std::size_t i = 0; i < sheets.size(); ++i) {
            if (sheets[i].tableRows == 0)
                continue;
            if (sum.back() != '(')
                sum += ',';
            if (i + 1 < sheets.size())
                sum += i == 0 ? "Cabling!" : "'" + sheets[i].name + "'!";
            sum += "M2:M" + std::to_string(sheets[i].tableRows + 1);
        }
        QCOMPARE(QString::fromStdString(formula), QString::fromStdString(sum + ")"));
        if (maxRows < 100)
            QVERIFY(sheets.size() > 1);
    }

    void discountFollowsTheSubtotal()
    {
        Plan plan = handmadePlan();
        plan.design.pricing.discountPercent = 12.5;
        plan.bom.cost = priceOf(plan.bom, plan.design);
        BomSheetLayout layout;
        const Sheet bom = bomSheet(plan, layout);
        QVERIFY(layout.discountRow > layout.subtotalRow);
        const Row &discount = bom.rows[static_cast<std::size_t>(layout.discountRow)];
        QCOMPARE(discount[3].number, 12.5);
        QCOMPARE(discount[3].format, CellFormat::Percent);
        // Line by line, each net to the cent, as the pricing engine takes it.
        QCOMPARE(QString::fromStdString(discount[5].text),
                 QString::fromStdString("=-(" + cellName(layout.subtotalRow, 5) + "-SUMPRODUCT(ROUND(" + cellName(layout.firstLine, 5)
                                        + ":" + cellName(layout.lastLine, 5) + "*(1-(" + cellName(layout.discountRow, 3) + ")/100),2)))"));
        QCOMPARE(discount[5].number, -plan.bom.cost.discount);
        const Row &total = bom.rows[static_cast<std::size_t>(layout.totalRow)];
        QCOMPARE(QString::fromStdString(total[5].text),
                 QString::fromStdString("=" + cellName(layout.subtotalRow, 5) + "+" + cellName(layout.discountRow, 5)));
        QCOMPARE(total[5].number, plan.bom.cost.net);
    }

    void unnamedDesignsAreCalledWhatTheyAre_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("kept");
        QTest::newRow("own name") << QStringLiteral("Pod A") << true;
        QTest::newRow("default name") << QStringLiteral("Untitled") << false;
        QTest::newRow("empty") << QString() << false;
    }

    void unnamedDesignsAreCalledWhatTheyAre()
    {
        QFETCH(QString, name);
        QFETCH(bool, kept);
        Plan plan = handmadePlan();
        plan.design.name = name.toStdString();
        const std::string title = designTitle(plan);
        if (kept) {
            QCOMPARE(QString::fromStdString(title), name);
        } else {
            QVERIFY2(title.find("Untitled") == std::string::npos, title.c_str());
            QVERIFY2(title.find(std::to_string(plan.compute().sizing.gpus > 0 ? plan.compute().sizing.gpus : plan.compute().sizing.nodes))
                         != std::string::npos, title.c_str());
        }
        const Workbook workbook = planWorkbook(plan);
        QCOMPARE(QString::fromStdString(workbook.title), QString::fromStdString(title));
        const Sheet &summary = sheetNamed(workbook, "Summary");
        QCOMPARE(QString::fromStdString(summary.rows[static_cast<std::size_t>(findRow(summary, "Design"))][1].text),
                 QString::fromStdString(title));
    }

    void columnNamesGoPastZ_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("name");
        QTest::newRow("A") << 0 << "A";
        QTest::newRow("Z") << 25 << "Z";
        QTest::newRow("AA") << 26 << "AA";
        QTest::newRow("AZ") << 51 << "AZ";
        QTest::newRow("BA") << 52 << "BA";
        QTest::newRow("ZZ") << 701 << "ZZ";
        QTest::newRow("AAA") << 702 << "AAA";
    }

    void columnNamesGoPastZ()
    {
        QFETCH(int, column);
        QFETCH(QString, name);
        QCOMPARE(QString::fromStdString(columnName(column)), name);
    }

    // A column is as wide as its values print: "41,824,683.50 EUR" is 17 characters, never "###"
    // (the explore sheet's Cost column was 13); a long header wraps over a narrow column.
    void columnsFitTheirPrintedValues()
    {
        Sheet sheet;
        sheet.addRow({Cell::makeText("Cost", CellFormat::Header), Cell::makeText("Bus bandwidth (GB/s)", CellFormat::Header),
                      Cell::makeText("GPUs", CellFormat::Header), Cell::makeText("Name", CellFormat::Header)});
        sheet.addRow({Cell::makeNumber(41824683.5, CellFormat::Currency), Cell::makeNumber(276.42, CellFormat::Decimal),
                      Cell::makeNumber(1016, CellFormat::Integer), Cell::makeText("北京智算中心")});
        sheet.addRow({Cell::makeFormula("=A2*2", 83649367.0, CellFormat::TotalCurrency), Cell::makeEmpty(),
                      Cell::makeNumber(-1234567, CellFormat::Integer), Cell::makeText("x")});
        sheet.fitColumns();
        QCOMPARE(sheet.columnWidths.size(), std::size_t(4));
        QVERIFY2(sheet.columnWidths[0] >= 19, qPrintable(QString::number(sheet.columnWidths[0]))); // bold, and a gap
        QVERIFY2(sheet.columnWidths[1] <= 15, qPrintable(QString::number(sheet.columnWidths[1])));  // the bold header on two lines
        QVERIFY2(sheet.columnWidths[2] >= 11, qPrintable(QString::number(sheet.columnWidths[2])));  // -1,234,567
        QVERIFY2(sheet.columnWidths[3] >= 13, qPrintable(QString::number(sheet.columnWidths[3])));  // six wide characters
    }

    // A column is as wide as its text prints: '—', '≥' and '€' are one column each (three bytes
    // of UTF-8, not wide characters); a long name is wrapped rather than made a page-wide column.
    void columnsAreAsWideAsTheirText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("header");
        QTest::addColumn<double>("atLeast");
        QTest::addColumn<double>("atMost");
        const QString name = QStringLiteral("DGX-H100-") + QStringLiteral("Superpod").repeated(24);
        QTest::newRow("narrow symbols") << QStringLiteral("≥ 339 ns — € 1,200 — ≥ 2 × 400G") << false << 31.0 << 35.0;
        QTest::newRow("Chinese") << QStringLiteral("北京智算中心") << false << 13.0 << 16.0;
        QTest::newRow("long name over numbers") << name << true << 8.0 << 31.0;
        QTest::newRow("Chinese name over numbers") << QStringLiteral("北京智算中心二期扩容方案") << true << 14.0 << 22.0;
    }

    void columnsAreAsWideAsTheirText()
    {
        QFETCH(QString, text);
        QFETCH(bool, header);
        QFETCH(double, atLeast);
        QFETCH(double, atMost);
        Sheet sheet;
        sheet.addRow({Cell::makeText(text.toStdString(), header ? CellFormat::Header : CellFormat::General)});
        sheet.addRow({Cell::makeNumber(1234, CellFormat::Integer)});
        sheet.fitColumns();
        QVERIFY2(sheet.columnWidths[0] >= atLeast && sheet.columnWidths[0] <= atMost, qPrintable(QString::number(sheet.columnWidths[0])));
    }

    // Each row of a written .xlsx is as tall as the lines its text wraps onto in its column: a
    // bold Chinese header, a Chinese description with no spaces, a 200-character name print whole.
    // At least ceil(text / room) lines for a text that has to wrap, a line of Chinese 16.5 points
    // (CJK fonts set lines taller than the 15 of 11-point Latin text).
    void rowsHoldTheirText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("format");
        const QString name = QStringLiteral("DGX-H100-") + QStringLiteral("Superpod").repeated(24);
        QTest::newRow("bold Chinese header") << QStringLiteral("北京 智算中心 二期扩容方案 第三阶段 训练集群") << int(CellFormat::Header);
        QTest::newRow("long name as a header") << name << int(CellFormat::Header);
        QTest::newRow("long name as a value") << name << int(CellFormat::General);
        QTest::newRow("Chinese description") << QStringLiteral("英伟达双端口光模块多模八百吉比特每秒").repeated(4) << int(CellFormat::Wrapped);
        QTest::newRow("bold long total") << QStringLiteral("Subtotal ") + name << int(CellFormat::Total);
    }

    void rowsHoldTheirText()
    {
        QFETCH(QString, text);
        QFETCH(int, format);
        const auto cellFormat = static_cast<CellFormat>(format);
        const bool header = cellFormat == CellFormat::Header;
        Workbook book;
        Sheet sheet;
        sheet.name = "Sheet";
        if (header) {
            sheet.addRow({Cell::makeText("Group", CellFormat::Header), Cell::makeText(text.toStdString(), CellFormat::Header)});
            sheet.addRow({Cell::makeText("Size"), Cell::makeNumber(1234, CellFormat::Integer)});
        } else {
            sheet.addRow({Cell::makeText("Name", CellFormat::Header), Cell::makeText("Note", CellFormat::Header)});
            sheet.addRow({Cell::makeText(text.toStdString(), cellFormat), Cell::makeText("the next cell")});
        }
        sheet.tableRows = 1;
        sheet.fitColumns();
        const int column = header ? 1 : 0, row = header ? 1 : 2;
        book.sheets.push_back(std::move(sheet));
        if (QStandardPaths::findExecutable(QStringLiteral("unzip")).isEmpty())
            QSKIP("needs unzip");
        const QString xml = firstSheetXml(book);
        QVERIFY(!xml.isEmpty());
        const auto columnWidth = QRegularExpression(QStringLiteral("<col min=\"%1\" max=\"%1\" width=\"([0-9.]+)\"").arg(column + 1)).match(xml);
        QVERIFY2(columnWidth.hasMatch(), qPrintable(xml.left(400)));
        const auto rowTag = QRegularExpression(QStringLiteral("<row r=\"%1\"[^>]*>").arg(row)).match(xml);
        QVERIFY(rowTag.hasMatch());
        const auto height = QRegularExpression(QStringLiteral("ht=\"([0-9.]+)\"")).match(rowTag.captured(0));
        const double rowHeight = height.hasMatch() ? height.captured(1).toDouble() : 15.0;
        // The room the text has: the column less the indent and a gap, a header's autofilter button.
        const double room = columnWidth.captured(1).toDouble() - 0.7 - (header ? 4.0 : 2.0);
        const bool bold = header || cellFormat == CellFormat::Total;
        const std::string utf8 = text.toStdString();
        const double width = static_cast<double>(displayWidth(utf8)) * (bold ? 1.1 : 1.0);
        const bool chinese = displayWidth(utf8) > static_cast<std::size_t>(text.size());
        const double lines = std::ceil(width / room);
        QVERIFY2(rowHeight >= lines * (chinese ? 16.5 : 15.0),
                 qPrintable(QStringLiteral("%1 points for %2 lines in a column of %3").arg(rowHeight).arg(lines).arg(columnWidth.captured(1))));
    }

    // Text wraps as a spreadsheet wraps it: at spaces, after a hyphen inside a word, around each
    // Chinese character (no spaces), within a word longer than the column; bold takes more room.
    void textWrapsAsASpreadsheetWrapsIt_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("room");
        QTest::addColumn<bool>("bold");
        QTest::addColumn<int>("lines");
        QTest::newRow("words") << QStringLiteral("aaaa bbbb cccc") << 9.0 << false << 2;
        QTest::newRow("Chinese, no spaces") << QStringLiteral("北京智算中心二期扩容") << 9.0 << false << 3;
        QTest::newRow("Chinese after Latin") << QStringLiteral("DGX 北京智算中心") << 7.0 << false << 3;
        QTest::newRow("after a hyphen") << QStringLiteral("DGX-H100-Superpod") << 10.0 << false << 2;
        QTest::newRow("not at a leading hyphen") << QStringLiteral("--gpus 256") << 6.0 << false << 2;
        QTest::newRow("line break") << QStringLiteral("a\nb") << 10.0 << false << 2;
        QTest::newRow("a word longer than the room") << QStringLiteral("x").repeated(25) << 10.0 << false << 3;
        QTest::newRow("narrow symbols") << QStringLiteral("≥≥≥≥≥ €€€€€") << 11.0 << false << 1;
        QTest::newRow("bold") << QStringLiteral("aaaaaaaaaa") << 10.0 << true << 2;
    }

    void textWrapsAsASpreadsheetWrapsIt()
    {
        QFETCH(QString, text);
        QFETCH(double, room);
        QFETCH(bool, bold);
        QFETCH(int, lines);
        QCOMPARE(wrappedLines(text.toStdString(), room, bold), lines);
    }

    // A page's header names the design on one line beside the sheet's name: a 200-character name
    // is shortened there (Excel drops a header longer than 255 characters, and a long one printed
    // over the sheet's name).
    void pageHeaderHoldsALongTitle_data()
    {
        QTest::addColumn<QString>("title");
        QTest::newRow("one word") << QStringLiteral("DGX-H100-") + QStringLiteral("Superpod").repeated(24);
        QTest::newRow("Chinese") << QStringLiteral("北京智算中心二期扩容方案").repeated(6);
    }

    void pageHeaderHoldsALongTitle()
    {
        QFETCH(QString, title);
        Workbook book;
        book.title = title.toStdString();
        Sheet sheet;
        sheet.name = "Summary";
        sheet.addRow({Cell::makeText(book.title)});
        sheet.fitColumns();
        book.sheets.push_back(std::move(sheet));
        if (QStandardPaths::findExecutable(QStringLiteral("unzip")).isEmpty())
            QSKIP("needs unzip");
        const QString xml = firstSheetXml(book);
        QVERIFY(!xml.isEmpty());
        const auto header = QRegularExpression(QStringLiteral("<oddHeader>&amp;L(.*)&amp;R&amp;A</oddHeader>")).match(xml);
        QVERIFY2(header.hasMatch(), qPrintable(xml.right(600)));
        const QString shown = header.captured(1);
        QVERIFY2(displayWidth(shown.toStdString()) <= 80 && shown.endsWith(QChar(0x2026)) && title.startsWith(shown.chopped(1)),
                 qPrintable(shown));
    }

    void xlsxIsWrittenAtomically()
    {
        QTemporaryDir dir;
        const auto file = path(dir, "plan.xlsx");
        const Plan plan = handmadePlan();
        const ExportResult result = writeXlsx(plan, nullptr, file);
        QVERIFY2(result.ok(), result.error().c_str());
        const std::string bytes = readAll(file);
        QVERIFY(bytes.rfind("PK", 0) == 0);
        for (const char *part : {"xl/workbook.xml", "xl/worksheets/sheet1.xml", "xl/worksheets/sheet5.xml",
                                 "xl/comments1.xml"})
            QVERIFY2(bytes.find(part) != std::string::npos, part);
        // Constant-memory mode: text is stored inline in the sheets, no shared-string table.
        QVERIFY(bytes.find("xl/sharedStrings.xml") == std::string::npos);
        int entries = 0;
        for (const auto &entry : std::filesystem::directory_iterator(dir.path().toStdString())) {
            Q_UNUSED(entry);
            ++entries;
        }
        QCOMPARE(entries, 1); // no temporary file left behind
    }

    void failedWritesLeaveTheTargetAlone()
    {
        QTemporaryDir dir;
        const auto missing = path(dir, "no/such/folder/plan.xlsx");
        ExportResult result = writeXlsx(handmadePlan(), nullptr, missing);
        QVERIFY(!result.ok());
        QVERIFY2(result.error().find("does not exist") != std::string::npos, result.error().c_str());

        const auto target = path(dir, "bom.csv");
        QVERIFY(writeTextAtomically(target, "old").ok());
        result = writeAtomically(target, [](const std::filesystem::path &temporary) {
            std::ofstream(temporary) << "half a fi";
            return ExportResult::failure("disk full");
        });
        QCOMPARE(QString::fromStdString(result.error()), QStringLiteral("disk full"));
        QCOMPARE(QString::fromStdString(readAll(target)), QStringLiteral("old"));
        int entries = 0;
        for (const auto &entry : std::filesystem::directory_iterator(dir.path().toStdString())) {
            Q_UNUSED(entry);
            ++entries;
        }
        QCOMPARE(entries, 1);
    }

    void atomicWritesFollowSymlinksAndRefuseSpecialFiles()
    {
        QTemporaryDir dir;
        const auto real = path(dir, "real.csv");
        const auto link = path(dir, "link.csv");
        QVERIFY(writeTextAtomically(real, "old").ok());
        std::filesystem::permissions(real, std::filesystem::perms(0640));
        std::filesystem::create_symlink("real.csv", link);
        QVERIFY(writeTextAtomically(link, "new").ok());
        QVERIFY(std::filesystem::is_symlink(link)); // the link stays a link...
        QCOMPARE(QString::fromStdString(readAll(real)), QStringLiteral("new")); // ...its file is replaced
        QCOMPARE(std::filesystem::status(real).permissions() & std::filesystem::perms::all, std::filesystem::perms(0640));

        const auto fifo = path(dir, "fifo.csv");
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        ExportResult result = writeTextAtomically(fifo, "x");
        QCOMPARE(QString::fromStdString(result.error()),
                 QString::fromStdString("cannot write " + fifo.string() + ": it is a FIFO (named pipe), not a file"));
        QVERIFY(std::filesystem::is_fifo(fifo));
        result = writeTextAtomically("/dev/null", "x");
        QVERIFY2(result.error().find("it is a device") != std::string::npos, result.error().c_str());
        QVERIFY(std::filesystem::is_character_file("/dev/null"));
    }

    void temporariesOfDeadWritersAreSwept()
    {
        QTemporaryDir dir;
        // A writer that was killed (no such process) and one that is still running (this one).
        const auto dead = path(dir, (std::string(kTemporaryMarker) + "2147483646-1-plan.xlsx").c_str());
        const auto alive = path(dir, (std::string(kTemporaryMarker) + std::to_string(::getpid()) + "-1-plan.xlsx").c_str());
        std::ofstream(dead) << "half";
        std::ofstream(alive) << "half";
        QVERIFY(writeTextAtomically(path(dir, "bom.csv"), "new").ok()); // a write sweeps its folder
        QVERIFY(!std::filesystem::exists(dead));
        QVERIFY(std::filesystem::exists(alive));
    }

    void theCablingTableSaysWhenItNeedsSeveralSheets()
    {
        QCOMPARE(cablingSheetCount(0), std::size_t(1));
        QCOMPARE(cablingSheetCount(1'048'575), std::size_t(1)); // plus the header: a full sheet
        QCOMPARE(cablingSheetCount(1'048'576), std::size_t(2));
        QCOMPARE(cablingSheetCount(1'644'000), std::size_t(2)); // about what 524,288 endpoints take
        QVERIFY(!outputCapacityWarning(1'048'575));
        const auto warning = outputCapacityWarning(2'097'151);
        QVERIFY(warning && !warning->isError());
        QVERIFY2(warning->message().find("goes over 3 sheets") != std::string::npos, warning->message().c_str());
    }

    void sheetNamesAreValid_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("plain") << QByteArray("BOM 1 H100") << QByteArray("BOM 1 H100");
        QTest::newRow("forbidden characters") << QByteArray("a[b]c:d*e?f/g\\h") << QByteArray("a-b-c-d-e-f-g-h");
        // 30 ASCII characters then a two-byte character straddling the limit: it fits whole.
        QTest::newRow("cut on a character") << QByteArray(30, 'x') + "\xc3\xa9\xc3\xa9" << QByteArray(30, 'x') + "\xc3\xa9";
        QTest::newRow("astral takes two units") << QByteArray(30, 'x') + "\xf0\x9f\x98\x80" << QByteArray(30, 'x');
        QTest::newRow("trailing apostrophe") << QByteArray("BOM 2 O'") << QByteArray("BOM 2 O");
        QTest::newRow("leading apostrophe") << QByteArray("'quoted'") << QByteArray("quoted");
        QTest::newRow("ill-formed UTF-8") << QByteArray("caf\xe9") << QByteArray("caf\xef\xbf\xbd");
        QTest::newRow("empty") << QByteArray("''") << QByteArray("Sheet");
    }

    void sheetNamesAreValid()
    {
        QFETCH(QByteArray, name);
        QFETCH(QByteArray, expected);
        const std::string sheet = xlsxSheetName(name.toStdString());
        QCOMPARE(QByteArray::fromStdString(sheet), expected);
        QVERIFY(isValidUtf8(sheet));
    }

    void plansWithErrorsAreNotExported()
    {
        Plan plan = handmadePlan();
        plan.diagnostics.push_back(makeError("nodes", Text::plain("too many")));
        QTemporaryDir dir;
        QVERIFY(!writeXlsx(plan, nullptr, path(dir, "x.xlsx")).ok());
        QVERIFY(!std::filesystem::exists(path(dir, "x.xlsx")));
    }

    void ibnetdiscoverLinksAgreeBothWays()
    {
        const Plan plan = handmadePlan();
        const auto text = ibnetdiscoverTopology(plan);
        QVERIFY2(text.ok(), text.error().c_str());
        // Every "[port] "peer"[peerport]" line must be mirrored by the peer's own line.
        std::map<std::pair<std::string, int>, std::pair<std::string, int>> ends;
        std::istringstream in(*text);
        std::string line, current;
        int switches = 0, cas = 0;
        const std::regex header("^(Switch|Ca)\\t(\\d+) \"([SH]-[0-9a-f]{16})\"\\t\\t# \"([^\"]+)\"");
        const std::regex port("^\\[(\\d+)\\](?:\\([0-9a-f]+\\))?\\s+\"([SH]-[0-9a-f]{16})\"\\[(\\d+)\\]");
        std::smatch m;
        std::set<std::string> guids;
        while (std::getline(in, line)) {
            QVERIFY2(line.size() < 255, line.c_str()); // ibsim reads lines of up to 255 characters
            if (std::regex_search(line, m, header)) {
                current = m[3];
                QVERIFY2(guids.insert(current).second, current.c_str());
                (m[1] == "Switch" ? switches : cas)++;
            } else if (std::regex_search(line, m, port)) {
                ends[{current, std::stoi(m[1])}] = {m[2], std::stoi(m[3])};
            }
        }
        QCOMPARE(switches, 6);
        QCOMPARE(cas, 16); // one single-port adapter per node port
        QCOMPARE(ends.size(), 2 * plan.compute().topology.links.size());
        for (const auto &[from, to] : ends) {
            auto back = ends.find(to);
            QVERIFY(back != ends.end());
            QVERIFY(back->second == from);
        }
        QVERIFY(text->find("# \"node-001 mlx5_0\"") != std::string::npos);
        QVERIFY(text->find(" 4xNDR\n") != std::string::npos);
    }

    void ibnetdiscoverRefusesEthernet()
    {
        HandmadeShape shape;
        shape.technology = Technology::Ethernet;
        const auto text = ibnetdiscoverTopology(handmadePlan(shape));
        QVERIFY(!text.ok());
        QVERIFY(text.error().find("InfiniBand") != std::string::npos);
    }

    void ibnetdiscoverIsTheSameEveryTime()
    {
        QCOMPARE(*ibnetdiscoverTopology(handmadePlan()), *ibnetdiscoverTopology(handmadePlan()));
    }

    // The file is written a block at a time as its buffer fills; it must hold exactly the text,
    // whatever falls on a block's end.
    void ibnetdiscoverFileHoldsTheText()
    {
        HandmadeShape shape;
        shape.scalableUnits = 16;
        shape.nodesPerSu = 64;
        shape.rails = 8;
        shape.spines = 8;
        const Plan plan = handmadePlan(shape);
        const auto text = ibnetdiscoverTopology(plan);
        QVERIFY2(text.ok(), text.error().c_str());
        QVERIFY(text->size() > 3 * (std::size_t(1) << 20)); // several of the writer's 1 MiB blocks
        QTemporaryDir dir;
        const auto file = path(dir, "fabric.topo");
        const ExportResult written = writeIbnetdiscoverTopology(plan, file);
        QVERIFY2(written.ok(), written.error().c_str());
        std::ifstream in(file, std::ios::binary);
        const std::string onDisk((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        QCOMPARE(onDisk.size(), text->size());
        QVERIFY(onDisk == *text);
    }

    void hostlistsCompress_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QString>("list");
        QTest::newRow("one") << QStringList{"dgx-001"} << "dgx-001";
        QTest::newRow("run") << QStringList{"dgx-001", "dgx-002", "dgx-003"} << "dgx-[001-003]";
        QTest::newRow("gap") << QStringList{"dgx-003", "dgx-001", "dgx-002", "dgx-005"} << "dgx-[001-003,005]";
        QTest::newRow("prefixes") << QStringList{"a1", "a2", "b7"} << "a[1-2],b7";
        QTest::newRow("plain widths") << QStringList{"n9", "n10"} << "n[9-10]";
        QTest::newRow("padded widths") << QStringList{"n09", "n010"} << "n09,n010";
        // Slurm reads n[01-11] as n01 ... n11: a number of the padded width without a zero in
        // front runs on in the same range (the file said "n[01-09],n[10-11]").
        QTest::newRow("padded run past 9") << QStringList{"n01", "n09", "n10", "n11"} << "n[01,09-11]";
        QTest::newRow("past 999") << QStringList{"dgx-0999", "dgx-1000", "dgx-1001"} << "dgx-[0999-1001]";
        QTest::newRow("no number") << QStringList{"login"} << "login";
        QTest::newRow("blanks") << QStringList{"my node 1", "my node 2"} << "my_node_[1-2]";
    }

    void hostlistsCompress()
    {
        QFETCH(QStringList, names);
        QFETCH(QString, list);
        std::vector<std::string> input;
        for (const QString &name : names)
            input.push_back(name.toStdString());
        QCOMPARE(QString::fromStdString(hostlist(input)), list);
    }

    void slurmBlocksFollowScalableUnits()
    {
        const std::string conf = slurmTopology(handmadePlan());
        QVERIFY2(conf.find("SwitchName=su1 Nodes=node-[001-004]\n") != std::string::npos, conf.c_str());
        QVERIFY2(conf.find("SwitchName=su2 Nodes=node-[005-008]\n") != std::string::npos, conf.c_str());
        QVERIFY2(conf.find("SwitchName=spine Switches=su[1-2]\n") != std::string::npos, conf.c_str());
    }

    // An NVL72 rack is not one Slurm node: Slurm runs on its 18 compute trays, and SchedMD's
    // topology/block keeps a job inside one NVLink domain (topology.conf(5); CoreWeave's SUNK
    // writes one block per GB200 rack). The file said "SwitchName=su1 Nodes=dgx-gb200-[0001-0004]"
    // for topology/tree: four Slurm nodes that do not exist.
    void slurmBlocksAreNvlinkDomainsOfTrays_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("racks");
        QTest::newRow("GB200, 4 racks") << "DGX-GB200" << 4;
        QTest::newRow("GB300, 1 rack") << "DGX-GB300" << 1;
    }

    void slurmBlocksAreNvlinkDomainsOfTrays()
    {
        QFETCH(QString, platform);
        QFETCH(int, racks);
        Design design;
        design.platform = platform.toStdString();
        design.nodes = racks;
        const Plan plan = makePlan(design, bundledCatalogue());
        QVERIFY(plan.ok());
        const std::string conf = slurmTopology(plan);
        QVERIFY2(conf.rfind("# Slurm topology.conf for TopologyPlugin=topology/block\n", 0) == 0, conf.c_str());
        QVERIFY2(conf.find("SwitchName=") == std::string::npos, conf.c_str());
        std::set<std::string> trays;
        int blocks = 0;
        for (const Device &rack : plan.compute().topology.devices) {
            if (rack.kind != DeviceKind::Node)
                continue;
            ++blocks;
            const std::string line = "BlockName=" + rack.name + " Nodes=" + rack.name + "-t[01-18]\n";
            QVERIFY2(conf.find(line) != std::string::npos, conf.c_str());
            for (int t = 1; t <= 18; ++t)
                trays.insert(rack.name + (t < 10 ? "-t0" : "-t") + std::to_string(t));
        }
        QCOMPARE(blocks, racks);
        QCOMPARE(static_cast<int>(trays.size()), 18 * racks);
        QVERIFY2(conf.find("\nBlockSizes=18\n") != std::string::npos, conf.c_str());
    }

    // The cabling plan names a rack's port as its tray's (the DGX GB200 user guide: four single-
    // port ConnectX-7 a compute tray), the host Slurm and ibnetdiscover name: port 18 is tray 5's
    // second, "t05 p2", where it read "18" and an installer had to count trays.
    void rackPortsAreTrayPorts()
    {
        const Plan plan = twoGb200Racks();
        QVERIFY(plan.ok());
        std::set<std::string> labels;
        for (const CablingRow &row : cablingRows(plan))
            if (row.network == "compute" && row.a.device == "dgx-gb200-0001")
                labels.insert(row.a.port);
        QCOMPARE(static_cast<int>(labels.size()), 72);
        for (const char *label : {"t01 p1", "t05 p2", "t18 p4"})
            QVERIFY2(labels.count(label), label);
        const Device &rack = plan.compute().topology.devices.front();
        QCOMPARE(rack.name, std::string("dgx-gb200-0001"));
        QCOMPARE(portLabel(rack, 18), std::string("t05 p2"));
        QCOMPARE(portLabel(rack, 72), std::string("t18 p4"));
    }

    // An NVL72 rack is the node: its trays' rack units are not in the catalogue, so its ends name
    // the rack and no unit, in every network, where they printed "U1" for all 72 trays' ports.
    void rackScaleEndsHaveNoRackUnit()
    {
        const Plan plan = twoGb200Racks();
        QVERIFY(plan.ok());
        std::set<std::string> networks;
        for (const CablingRow &row : cablingRows(plan))
            for (const CablingEnd *end : {&row.a, &row.b})
                if (end->device.rfind("dgx-gb200-", 0) == 0) {
                    networks.insert(row.network);
                    QVERIFY2(!end->rack.empty(), end->device.c_str());
                    QVERIFY2(end->unit == 0, (row.network + " " + end->device + " " + end->port).c_str());
                }
        QCOMPARE(networks, (std::set<std::string>{"compute", "inband", "oob"}));
        for (const CableLabel &label : cableLabels(cablingRows(plan)))
            if (label.here.device.rfind("dgx-gb200-", 0) == 0)
                QVERIFY2(label.here.unit == 0, label.here.device.c_str());
    }

    void dotHasEveryLink()
    {
        const Plan plan = handmadePlan();
        const std::string dot = graphvizDot(plan);
        std::size_t edges = 0;
        for (std::size_t at = 0; (at = dot.find(" -- ", at)) != std::string::npos; ++at)
            ++edges;
        QCOMPARE(edges, plan.compute().topology.links.size());
        QVERIFY(dot.rfind("// Generated", 0) == 0);
        QVERIFY(dot.find("\"leaf-su1-r1\" -- \"node-") == std::string::npos); // nodes are the lower ends
        QVERIFY(dot.find("\"node-001\" -- \"leaf-su1-r1\" [taillabel=\"1\", headlabel=\"1/1\"") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestExports)
#include "tst_exports.moc"
