// One commercial truth (issue 32): the pricing engine's order of discounts, and every output of a
// discounted, taxed project agreeing with it to the cent.
#include "../common/bundledcatalogue.h"

#include "core/compare/metrics.h"
#include "core/design/projectfile.h"
#include "core/export/csvexport.h"
#include "core/export/planworkbook.h"
#include "core/plan/pipeline.h"
#include "core/pricing/pricingengine.h"
#include "core/quote/quotetotals.h"
#include "core/report/planreport.h"

#include <QTest>

#include <cmath>
#include <map>
#include <optional>
#include <sstream>

using namespace fabric;

namespace {

BomLine line(const char *category, int quantity, std::optional<double> unitPrice, const char *network = "compute")
{
    BomLine l;
    l.category = category;
    l.partNumber = std::string(category) + "-PN";
    l.quantity = quantity;
    l.unitPrice = unitPrice;
    l.network = network;
    return l;
}

bool sameCent(double a, double b)
{
    return std::abs(a - b) < 0.005;
}

// The amount column (6th) of the BOM CSV's total rows, by their label.
std::map<std::string, double> csvTotals(const std::string &csv)
{
    std::map<std::string, double> totals;
    std::istringstream in(csv);
    std::string record;
    while (std::getline(in, record)) {
        for (const char *label : {"SUBTOTAL,", "DISCOUNT,", "NET,", "TAX ", "TOTAL,"}) {
            if (record.rfind(label, 0) != 0)
                continue;
            std::size_t comma = record.find(',');
            const std::string name = record.substr(0, comma);
            for (int skip = 0; skip < 4; ++skip)
                comma = record.find(',', comma + 1);
            totals[name.rfind("TAX", 0) == 0 ? "TAX" : name] = std::stod(record.substr(comma + 1));
        }
    }
    return totals;
}

std::optional<double> summaryValue(const Sheet &summary, const std::string &item)
{
    for (const Row &row : summary.rows)
        if (row.size() > 1 && row[0].text == item)
            return row[1].number;
    return std::nullopt;
}

} // namespace

class TestPricing : public QObject
{
    Q_OBJECT

private slots:
    void discountOrder_data()
    {
        QTest::addColumn<double>("overall");
        QTest::addColumn<double>("switches");
        QTest::addColumn<double>("tax");
        QTest::addColumn<double>("net");
        QTest::addColumn<double>("taxAmount");
        // Switches 3 x 1000.11 = 3000.33, Cables 7 x 9.99 = 69.93: list 3070.26.
        QTest::newRow("list") << 0.0 << -1.0 << 0.0 << 3070.26 << 0.0;
        QTest::newRow("overall 10%, each line to the cent") << 10.0 << -1.0 << 0.0 << 2763.24 << 0.0;
        // The category's own rate replaces the overall one, never adds to it: 2550.2805 + 62.937.
        QTest::newRow("switches 15%, rest 10%") << 10.0 << 15.0 << 0.0 << 2613.22 << 0.0;
        // Tax on the net: 2620.2105 x 20% = 524.0421.
        QTest::newRow("switches 15%, rest list, VAT 20%") << 0.0 << 15.0 << 20.0 << 2620.21 << 524.04;
        // A category's 0% is a rate of its own too: 3000.33 + 41.958; 7.5% of 3042.29 = 228.17175.
        QTest::newRow("switches 0%, rest 40%, tax 7.5%") << 40.0 << 0.0 << 7.5 << 3042.29 << 228.17;
    }

    void discountOrder()
    {
        QFETCH(double, overall);
        QFETCH(double, switches);
        QFETCH(double, tax);
        QFETCH(double, net);
        QFETCH(double, taxAmount);
        Design design;
        design.pricing.discountPercent = overall;
        design.pricing.taxPercent = tax;
        if (switches >= 0)
            design.quote.discountPercentByCategory["Switches"] = switches;
        Bom bom;
        bom.lines = {line("Switches", 3, 1000.11), line("Cables", 7, 9.99, "storage")};
        const CostSummary cost = priceOf(bom, design);
        QVERIFY(sameCent(cost.list, 3070.26));
        QVERIFY2(sameCent(cost.net, net), QByteArray::number(cost.net, 'f', 4));
        QVERIFY(sameCent(cost.discount, cost.list - net));
        QVERIFY2(sameCent(cost.tax, taxAmount), QByteArray::number(cost.tax, 'f', 4));
        QVERIFY(sameCent(cost.total, net + taxAmount));
        QCOMPARE(cost.unknownLines, 0);
        QCOMPARE(cost.networks.size(), std::size_t(2));
        QVERIFY(sameCent(cost.networkCost("compute")->list + cost.networkCost("storage")->list, cost.list));
        QVERIFY(sameCent(cost.networkCost("compute")->net + cost.networkCost("storage")->net, cost.net));
    }

    void unknownPricesAreCountedAndNamedNeverZero()
    {
        Design design;
        design.pricing.discountPercent = 10.0;
        Bom bom;
        bom.lines = {line("Switches", 2, 100.0), line("Optics", 4, std::nullopt), line("Optics", 1, std::nullopt)};
        const CostSummary cost = priceOf(bom, design);
        QCOMPARE(cost.unknownLines, 2);
        QCOMPARE(cost.unknownParts, std::vector<std::string>{"Optics-PN"});
        QVERIFY(!cost.complete());
        QVERIFY(!cost.lines[1].known);
        QVERIFY(sameCent(cost.list, 200.0));
        QVERIFY(sameCent(cost.net, 180.0));
    }

    // A line's net is taken from its list price as shown, to the cent: a reader multiplying the
    // shown list by the rate (or a spreadsheet recalculating it) gets the same cent.
    void netIsTakenFromTheListAsShown()
    {
        Design design;
        design.pricing.discountPercent = 50.0;
        Bom bom;
        // 1.006 shows as a list of 1.01; half of that is 0.505, 0.51 to the cent (half of the
        // unrounded 1.006 would be 0.50).
        bom.lines = {line("Switches", 1, 1.006), line("Cables", 3, 2.50)};
        const CostSummary cost = priceOf(bom, design);
        QVERIFY(sameCent(cost.lines[0].list, 1.01));
        QVERIFY2(sameCent(cost.lines[0].net, 0.51), QByteArray::number(cost.lines[0].net, 'f', 4));
        QVERIFY(sameCent(cost.lines[0].discount, 0.50));
        QVERIFY(sameCent(cost.net, 0.51 + 3.75));
    }

    // A network none of whose lines has a price costs an unknown amount: every output says so and
    // none prints or compares it as 0.
    void aNetworkWithoutAnyPriceIsUnknownNotZero()
    {
        Design design;
        Bom bom;
        bom.lines = {line("Switches", 2, 100.0), line("Racks", 4, std::nullopt, "cluster"),
                     line("PDUs", 8, std::nullopt, "cluster")};
        bom.cost = priceOf(bom, design);
        const NetworkCost *cluster = bom.cost.networkCost("cluster");
        QVERIFY(cluster);
        QVERIFY(!cluster->priced());
        QVERIFY(bom.cost.networkCost("compute")->priced());

        const std::string csv = bomCsv(bom);
        QVERIFY2(csv.find("\"SUBTOTAL, Racks and power distribution\",,,,,unknown,,2 lines with unknown price excluded,,cluster") != std::string::npos,
                 csv.c_str());
        QVERIFY2(csv.find("\"SUBTOTAL, Compute fabric\",,,,,200.00,,,,compute") != std::string::npos, csv.c_str());

        Plan plan;
        plan.design = design;
        plan.bom = bom;
        BomSheetLayout layout;
        const Sheet sheet = bomSheet(plan, layout);
        bool seen = false;
        for (const Row &row : sheet.rows)
            if (!row.empty() && row[0].text == "Subtotal, Racks and power distribution") {
                seen = true;
                QCOMPARE(row[5].kind, Cell::Kind::Text);
                QCOMPARE(row[5].text, std::string("unknown"));
                QCOMPARE(row[7].text, std::string("2 lines with unknown price excluded"));
            }
        QVERIFY(seen);
        const Metric *clusterCost = findMetric("cluster_cost");
        QVERIFY(clusterCost);
        QVERIFY(!clusterCost->value(plan));
        QVERIFY(findMetric("compute_cost")->value(plan));
    }

    // Every output of one discounted project, checked against the engine and against a sum
    // worked out here from the BOM lines.
    void everyOutputAgrees_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<double>("overall");
        QTest::addColumn<double>("switches");
        QTest::addColumn<double>("tax");
        QTest::newRow("4 SU, switches 15%") << "h100-ndr-4su.json" << 0.0 << 15.0 << 0.0;
        QTest::newRow("4 SU, 5% + switches 15% + VAT 20%") << "h100-ndr-4su.json" << 5.0 << 15.0 << 20.0;
        QTest::newRow("RoCE, 3% + switches 12.5% + tax 8.25%") << "h100-roce-400g.json" << 3.0 << 12.5 << 8.25;
        QTest::newRow("RoCE, no discount, tax 19%") << "h100-roce-400g.json" << 0.0 << -1.0 << 19.0;
    }

    void everyOutputAgrees()
    {
        QFETCH(QString, sample);
        QFETCH(double, overall);
        QFETCH(double, switches);
        QFETCH(double, tax);
        auto loaded = ProjectFile::load(std::string(FABRIC_SOURCE_DIR "/data/samples/") + sample.toStdString());
        QVERIFY2(loaded.ok(), loaded.error().c_str());
        Design design = *loaded;
        design.pricing.discountPercent = overall;
        design.pricing.taxPercent = tax;
        design.quote.discountPercentByCategory.clear();
        if (switches >= 0)
            design.quote.discountPercentByCategory["Switches"] = switches;
        const Plan plan = makePlan(design, bundledCatalogue());
        QVERIFY(plan.ok());
        const CostSummary &cost = plan.bom.cost;

        // Worked out here, line by line, each line to the cent.
        double list = 0.0, net = 0.0;
        for (const BomLine &l : plan.bom.lines) {
            if (!l.unitPrice)
                continue;
            const double rate = l.category == "Switches" && switches >= 0 ? switches : overall;
            const double lineList = std::round(*l.extendedPrice() * 100.0) / 100.0;
            list += lineList;
            net += std::round(lineList * (1.0 - rate / 100.0) * 100.0) / 100.0;
        }
        QVERIFY(list > 0.0);
        QVERIFY(sameCent(cost.list, list));
        QVERIFY2(sameCent(cost.net, net), QByteArray::number(cost.net - net, 'f', 6));
        QVERIFY(sameCent(cost.tax, std::round(cost.net * tax) / 100.0));
        QVERIFY(sameCent(cost.total, cost.net + cost.tax));

        // plan --json
        const nlohmann::json json = planToJson(plan)["cost"];
        QCOMPARE(json.size(), std::size_t(7));
        QCOMPARE(json["currency"].get<std::string>(), plan.bom.currency);
        for (const auto &[key, value] : std::map<std::string, double>{
                 {"list", cost.list}, {"discount", cost.discount}, {"net", cost.net}, {"tax", cost.tax}, {"total", cost.total}})
            QVERIFY2(sameCent(json[key].get<double>(), value), key.c_str());
        QCOMPARE(json["unknown_lines"].get<int>(), cost.unknownLines);

        // BOM CSV
        const auto csv = csvTotals(bomCsv(plan.bom));
        QVERIFY(sameCent(csv.at("SUBTOTAL"), cost.list));
        QVERIFY(sameCent(csv.at("TOTAL"), cost.total));
        if (cost.discounted())
            QVERIFY(sameCent(csv.at("DISCOUNT"), -cost.discount));
        else
            QVERIFY(!csv.count("DISCOUNT"));
        if (tax > 0) {
            QVERIFY(sameCent(csv.at("NET"), cost.net));
            QVERIFY(sameCent(csv.at("TAX"), cost.tax));
        }

        // .xlsx: the BOM and summary sheets' cached values
        BomSheetLayout layout;
        const Sheet bom = bomSheet(plan, layout);
        const Sheet summary = summarySheet(plan, layout);
        auto amountAt = [&](int row) { return bom.rows[static_cast<std::size_t>(row)][5].number; };
        QVERIFY(sameCent(amountAt(layout.subtotalRow), cost.list));
        QVERIFY(sameCent(amountAt(layout.netRow), cost.net));
        QVERIFY(sameCent(amountAt(layout.totalRow), cost.total));
        if (cost.discounted())
            QVERIFY(sameCent(amountAt(layout.discountRow), -cost.discount));
        if (tax > 0)
            QVERIFY(sameCent(amountAt(layout.taxRow), cost.tax));
        const auto summaryNet = summaryValue(summary, tax > 0 ? "Price, net of tax" : "Price, total");
        QVERIFY(summaryNet);
        QVERIFY(sameCent(*summaryNet, cost.net));
        if (tax > 0) {
            QVERIFY(sameCent(*summaryValue(summary, "Price, total with tax"), cost.total));
        }
        const auto perGpu = summaryValue(summary, "Price per GPU");
        QVERIFY(perGpu);

        // the quote
        const QuoteTotals quote = computeQuoteTotals(plan.design, plan.bom);
        QVERIFY(sameCent(quote.cost.net, cost.net));
        QVERIFY(sameCent(quote.cost.total, cost.total));
        double categoriesNet = 0.0;
        for (const QuoteCategory &c : quote.categories)
            categoriesNet += c.netPrice;
        QVERIFY(sameCent(categoriesNet, cost.net));

        // the Figures (and so the panel, the summary's per-GPU price and the quote's cost per GPU)
        const int gpus = plan.compute().sizing.gpus;
        QVERIFY(plan.figures.costPerGpu);
        QVERIFY(sameCent(*plan.figures.costPerGpu * gpus, cost.net));
        QVERIFY(sameCent(*perGpu * gpus, cost.net));
    }
};

QTEST_GUILESS_MAIN(TestPricing)
#include "tst_pricing.moc"
