// Any currency (issue 32 item 3) and unknown never wins (item 4): the ISO 4217 table, the rates a
// BOM is priced at, Compare in one currency, and incomplete figures never ranked.
#include "core/common/iso4217.h"
#include "core/compare/comparison.h"
#include "core/compare/comparisonreport.h"
#include "core/design/projectfile.h"
#include "core/plan/pipeline.h"
#include "core/pricing/exchangerate.h"
#include "core/pricing/pricingengine.h"
#include "../common/bundledcatalogue.h"

#include <QTest>

#include <cmath>

using namespace fabric;

namespace {

Design h100(const std::string &name, Technology fabric = Technology::InfiniBand)
{
    Design d;
    d.name = name;
    d.platform = "DGX-H100";
    d.nodes = 32;
    d.fabric = fabric;
    d.management = fabric == Technology::InfiniBand ? FabricManagement::UfmAppliance : FabricManagement::None;
    return d;
}

const ComparisonRow &row(const Comparison &c, const std::string &metric)
{
    for (const auto &r : c.rows)
        if (r.metric.english() == metric)
            return r;
    qFatal("no row %s", metric.c_str());
}

std::string firstError(const Plan &plan)
{
    for (const Diagnostic &d : plan.diagnostics)
        if (d.isError())
            return d.field + ": " + d.message();
    return {};
}

} // namespace

class TestCurrency : public QObject
{
    Q_OBJECT

private slots:
    void iso4217TableIsWhole()
    {
        const auto &all = iso4217Currencies();
        QVERIFY2(all.size() >= 175 && all.size() <= 190, std::to_string(all.size()).c_str());
        for (std::size_t i = 1; i < all.size(); ++i)
            QVERIFY2(all[i - 1].code < all[i].code, std::string(all[i].code).c_str()); // sorted, each once
        for (const auto &c : all) {
            QCOMPARE(c.code.size(), std::size_t(3));
            QVERIFY(c.numeric > 0 && c.numeric < 1000);
            QVERIFY(c.minorUnits >= -1 && c.minorUnits <= 4);
        }
    }

    void iso4217Lookup_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("numeric");
        QTest::addColumn<int>("minorUnits"); // -2: not a code
        QTest::newRow("US dollar") << "USD" << 840 << 2;
        QTest::newRow("yen, no minor unit") << "JPY" << 392 << 0;
        QTest::newRow("Kuwaiti dinar, three") << "KWD" << 414 << 3;
        QTest::newRow("Swiss franc") << "CHF" << 756 << 2;
        QTest::newRow("gold, none") << "XAU" << 959 << -1;
        QTest::newRow("kuna withdrawn 2023") << "HRK" << 0 << -2;
        QTest::newRow("lower case is no code") << "usd" << 0 << -2;
        QTest::newRow("made up") << "ABC" << 0 << -2;
    }

    void iso4217Lookup()
    {
        QFETCH(QString, code);
        QFETCH(int, numeric);
        QFETCH(int, minorUnits);
        const Iso4217Currency *c = findIso4217(code.toStdString());
        if (minorUnits == -2) {
            QVERIFY(!c);
            return;
        }
        QVERIFY(c);
        QCOMPARE(c->numeric, numeric);
        QCOMPARE(c->minorUnits, minorUnits);
    }

    // A currency the catalogue lacks is priced at the project's rate, exactly; without a rate the
    // plan fails with a message that names the currency; a code that is no ISO code is named too.
    void anyCurrencyWithARate_data()
    {
        QTest::addColumn<QString>("currency");
        QTest::addColumn<double>("rate"); // 0: none given
        QTest::addColumn<QString>("error"); // empty: plans
        QTest::newRow("CHF at the project's rate") << "CHF" << 0.8 << "";
        QTest::newRow("JPY at the project's rate") << "JPY" << 155.0 << "";
        QTest::newRow("EUR at the project's rate over the catalogue's") << "EUR" << 0.5 << "";
        QTest::newRow("CHF without a rate") << "CHF" << 0.0 << "no exchange rate for CHF";
        QTest::newRow("not an ISO code") << "XYZ" << 2.0 << "'XYZ' is not an ISO 4217 currency code";
    }

    void anyCurrencyWithARate()
    {
        QFETCH(QString, currency);
        QFETCH(double, rate);
        QFETCH(QString, error);
        const Plan usd = makePlan(h100("usd"), bundledCatalogue());
        QVERIFY2(usd.ok(), firstError(usd).c_str());
        Design d = h100("other");
        d.pricing.currency = currency.toStdString();
        if (rate > 0) {
            d.pricing.exchangeRate = rate;
            d.pricing.exchangeRateDate = "2026-11-30";
        }
        const Plan plan = makePlan(d, bundledCatalogue());
        if (!error.isEmpty()) {
            QVERIFY(!plan.ok());
            QVERIFY2(firstError(plan).find(error.toStdString()) != std::string::npos, firstError(plan).c_str());
            QVERIFY(firstError(plan).rfind("pricing.", 0) == 0);
            return;
        }
        QVERIFY2(plan.ok(), firstError(plan).c_str());
        QCOMPARE(QString::fromStdString(plan.bom.currency), currency);
        QCOMPARE(plan.bom.exchangeRate.perUsd, rate);
        QCOMPARE(QString::fromStdString(plan.bom.exchangeRate.asOf), QStringLiteral("2026-11-30"));
        // Every known line at the rate (to the cent per line, so within a cent a line in all).
        QVERIFY(std::abs(plan.bom.cost.list - usd.bom.cost.list * rate) <= 0.01 * double(plan.bom.lines.size()));
        QCOMPARE(plan.bom.cost.unknownLines, usd.bom.cost.unknownLines);
    }

    void projectFileKeepsTheRate()
    {
        Design d = h100("rated");
        d.pricing.currency = "GBP";
        d.pricing.exchangeRate = 0.79;
        d.pricing.exchangeRateDate = "2026-12-01";
        const auto text = ProjectFile::toJson(d);
        const auto back = ProjectFile::fromJson(text);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().c_str());
        QCOMPARE(back->pricing.currency, std::string("GBP"));
        QCOMPARE(back->pricing.exchangeRate.value_or(0), 0.79);
        QCOMPARE(back->pricing.exchangeRateDate, std::string("2026-12-01"));
        // Without a rate the file says nothing of one.
        QVERIFY(ProjectFile::toJson(h100("plain")).find("exchangeRate") == std::string::npos);
    }

    void badRateOrDateIsNamed_data()
    {
        QTest::addColumn<double>("rate");
        QTest::addColumn<QString>("date");
        QTest::addColumn<QString>("field");
        QTest::newRow("zero rate") << 0.0 << "2026-11-30" << "pricing.exchangeRate";
        QTest::newRow("negative rate") << -1.0 << "2026-11-30" << "pricing.exchangeRate";
        // Beyond any currency's: its money would pass what the totals hold to the cent.
        QTest::newRow("rate of no currency") << 1e10 << "2026-11-30" << "pricing.exchangeRate";
        QTest::newRow("rate too small to price") << 1e-20 << "2026-11-30" << "pricing.exchangeRate";
        QTest::newRow("date not ISO") << 7.0 << "30/11/2026" << "pricing.exchangeRateDate";
    }

    void badRateOrDateIsNamed()
    {
        QFETCH(double, rate);
        QFETCH(QString, date);
        QFETCH(QString, field);
        Design d = h100("bad");
        d.pricing.currency = "CNY";
        d.pricing.exchangeRate = rate;
        d.pricing.exchangeRateDate = date.toStdString();
        const Plan plan = makePlan(d, bundledCatalogue());
        QVERIFY(!plan.ok());
        QCOMPARE(QString::fromStdString(firstError(plan).substr(0, firstError(plan).find(':'))), field);
    }

    // Compare brings every design to the first design's currency (or one chosen), each priced in
    // its own currency with its own discount, and says which rates it used.
    void compareInOneCurrency()
    {
        Design usd = h100("in USD");
        Design cny = h100("in CNY");
        cny.pricing.currency = "CNY";
        cny.pricing.exchangeRate = 7.0;
        cny.pricing.exchangeRateDate = "2026-11-30";
        cny.pricing.discountPercent = 10.0; // this design's own discount
        std::vector<Plan> plans{makePlan(usd, bundledCatalogue()), makePlan(cny, bundledCatalogue())};
        QVERIFY(plans[0].ok() && plans[1].ok());

        const Comparison inUsd = compare(plans, bundledCatalogue());
        QCOMPARE(inUsd.currency, std::string("USD"));
        QCOMPARE(inUsd.rates.size(), std::size_t(2));
        QCOMPARE(inUsd.rates[1].perUsd, 7.0);
        const auto &total = row(inUsd, "Net total before tax (known prices)");
        QCOMPARE(*total.values[0], plans[0].bom.cost.net);
        QCOMPARE(*total.values[1], roundToCents(plans[1].bom.cost.net / 7.0));
        // The same parts less 10 %: within a cent a line of 90 % of the USD design's net.
        QVERIFY(std::abs(*total.values[1] - 0.9 * *total.values[0]) <= 0.02 * double(plans[0].bom.lines.size()));

        auto eur = comparisonCurrency(plans, bundledCatalogue(), "EUR", 0.9, "2026-12-01");
        QVERIFY(eur.ok());
        const Comparison inEur = compare(plans, bundledCatalogue(), defaultCollectivePoints(), *eur);
        QCOMPARE(*row(inEur, "Net total before tax (known prices)").values[0], roundToCents(plans[0].bom.cost.net * 0.9));
        const auto json = comparisonToJson(inEur);
        QCOMPARE(json["currency"].get<std::string>(), std::string("EUR"));
        QCOMPARE(json["rate"]["per_usd"].get<double>(), 0.9);
        QCOMPARE(json["rates"][1]["currency"].get<std::string>(), std::string("CNY"));
        QCOMPARE(json["rows"][0]["unit"].get<std::string>(), std::string());
        QVERIFY(comparisonToText(inEur).find("Amounts in EUR, at 1 USD = 0.9 EUR (2026-12-01, given)") != std::string::npos);

        // CNY chosen without a rate: the rate of the design priced in CNY.
        auto cnyRate = comparisonCurrency(plans, bundledCatalogue(), "CNY");
        QVERIFY(cnyRate.ok());
        QCOMPARE(cnyRate->perUsd, 7.0);
        // A currency nobody has a rate for fails naming it.
        auto none = comparisonCurrency(plans, bundledCatalogue(), "SEK");
        QVERIFY(!none.ok());
        QVERIFY2(none.error().find("SEK") != std::string::npos, none.error().c_str());
    }

    // A value that leaves out unknown prices is marked, names what it leaves out, and no design
    // is best on its row, even when the other side's value is higher.
    void unknownNeverWins_data()
    {
        QTest::addColumn<QList<double>>("values");
        QTest::addColumn<QList<int>>("leftOut"); // parts each design's value leaves out
        QTest::addColumn<int>("best");           // -1: none
        QTest::newRow("all complete") << QList<double>{5, 3} << QList<int>{0, 0} << 1;
        QTest::newRow("the lower leaves out") << QList<double>{5, 3} << QList<int>{0, 2} << -1;
        QTest::newRow("the higher leaves out") << QList<double>{5, 3} << QList<int>{1, 0} << -1;
        QTest::newRow("one unknown") << QList<double>{5, qQNaN()} << QList<int>{0, 0} << -1;
    }

    void unknownNeverWins()
    {
        QFETCH(QList<double>, values);
        QFETCH(QList<int>, leftOut);
        QFETCH(int, best);
        ComparisonRow r;
        r.better = Better::Lower;
        for (int i = 0; i < values.size(); ++i) {
            r.values.push_back(std::isnan(values[i]) ? std::nullopt : std::optional<double>(values[i]));
            r.leavesOut.emplace_back(static_cast<std::size_t>(leftOut[i]), "PART");
        }
        const auto found = r.best();
        QCOMPARE(found ? int(*found) : -1, best);
        for (int i = 0; i < values.size(); ++i)
            QCOMPARE(r.complete(std::size_t(i)), !std::isnan(values[i]) && leftOut[i] == 0);
    }

    // On real plans: a design with parts of unknown power is complete: false on the power rows,
    // names those parts, and is never crowned there (JSON and table).
    void incompletePowerIsMarkedEverywhere()
    {
        std::vector<Plan> plans;
        for (const Design &d : {h100("IB"), h100("RoCE", Technology::Ethernet)})
            plans.push_back(makePlan(d, bundledCatalogue()));
        QVERIFY(plans[0].ok() && plans[1].ok());
        const Comparison c = compare(plans, bundledCatalogue());
        const auto json = comparisonToJson(c);
        int checked = 0;
        for (const auto &r : json["rows"]) {
            for (std::size_t i = 0; i < 2; ++i) {
                const bool known = !r["values"][i].is_null();
                const bool complete = r["complete"][i].get<bool>();
                QVERIFY(!complete || known);
                QCOMPARE(complete, known && r["leaves_out"][i].empty());
                if (!complete) {
                    QVERIFY2(r["best"].is_null(), r["metric"].get<std::string>().c_str());
                    ++checked;
                }
            }
        }
        for (std::size_t i = 0; i < 2; ++i) {
            const auto parts = partsWithoutPower(plans[i]);
            QCOMPARE(row(c, "Power").leavesOut[i], parts);
            if (!parts.empty())
                QVERIFY(comparisonToText(c).find("* Power, " + c.designs[i] + ": leaves out " + parts.front())
                        != std::string::npos);
        }
        qInfo("%d incomplete values checked", checked);
    }
};

QTEST_GUILESS_MAIN(TestCurrency)
#include "tst_currency.moc"
