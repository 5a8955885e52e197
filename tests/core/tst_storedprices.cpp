// Prices that travel with the project (issue 32, item 2): the user prices a plan used are stored
// in the project, the same file quotes the same total on a machine without the user's list, a
// stored price that differs from the current list is said and can be updated, and a price list
// is imported all or nothing, naming every bad line.
#include "../common/bundledcatalogue.h"

#include "core/catalogue/pricelist.h"
#include "core/design/projectfile.h"
#include "core/plan/pipeline.h"
#include "core/pricing/storedprices.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include <algorithm>
#include <fstream>

using namespace fabric;

namespace {

const BomLine *lineFor(const Bom &bom, const std::string &part)
{
    const auto it = std::find_if(bom.lines.begin(), bom.lines.end(), [&](const BomLine &l) { return l.partNumber == part; });
    return it == bom.lines.end() ? nullptr : &*it;
}

Design sample()
{
    auto loaded = ProjectFile::load(FABRIC_SOURCE_DIR "/data/samples/h100-ndr-4su.json");
    if (!loaded)
        qFatal("%s", loaded.error().c_str());
    return *loaded;
}

} // namespace

class TestStoredPrices : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    std::string write(const QString &name, const std::string &text)
    {
        const std::string path = m_dir.filePath(name).toStdString();
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

    // The bundled catalogue with a user price list laid over it, as another machine would have.
    Catalogue withList(const QString &name, const std::string &csv)
    {
        const std::string db = m_dir.filePath(name + QStringLiteral(".sqlite")).toStdString();
        std::filesystem::remove(db);
        auto imported = importPriceList(write(name + QStringLiteral(".csv"), csv), bundledCatalogue(), db);
        if (!imported)
            qFatal("%s", imported.error().c_str());
        auto catalogue = Catalogue::open(Catalogue::bundledPath(), db);
        if (!catalogue)
            qFatal("%s", catalogue.error().c_str());
        return *catalogue;
    }

private slots:
    void theProjectFileKeepsItsPrices()
    {
        Design design = sample();
        design.pricing.prices = {{"DGX-H100", 312000.5, "EUR", "offer 7.csv", "2026-11-30T10:00:00Z"},
                                 {"920-9B210-00FN-0M0", 28000, "USD", "", ""}};
        const auto back = ProjectFile::fromJson(ProjectFile::toJson(design));
        QVERIFY2(back.ok(), back.error().c_str());
        QCOMPARE(back->pricing.prices, design.pricing.prices);
        // A project without stored prices is written as before.
        QVERIFY(ProjectFile::toJson(sample()).find("\"prices\"") == std::string::npos);
    }

    void badStoredPricesAreNamedByPath_data()
    {
        QTest::addColumn<QString>("prices");
        QTest::addColumn<QString>("message");
        QTest::newRow("negative") << R"([{"part": "X", "price": -1, "currency": "USD"}])"
                                  << "$.design.pricing.prices[0].price: expected a price from 0 to 10,000,000,000, got -1";
        QTest::newRow("no currency") << R"([{"part": "X", "price": 1}])" << "$.design.pricing.prices[0].currency: missing";
        QTest::newRow("twice") << R"([{"part": "X", "price": 1, "currency": "USD"}, {"part": "X", "price": 2, "currency": "USD"}])"
                               << "$.design.pricing.prices[1].part: part \"X\" is priced twice";
        QTest::newRow("unknown field") << R"([{"part": "X", "price": 1, "currency": "USD", "rate": 2}])"
                                       << "$.design.pricing.prices[0].rate: unknown field";
        QTest::newRow("not an array") << R"({"part": "X"})" << "$.design.pricing.prices: expected an array of prices, got an object";
    }

    void badStoredPricesAreNamedByPath()
    {
        QFETCH(QString, prices);
        QFETCH(QString, message);
        const std::string json = R"({"format": "fabricplanner-project", "version": 2, "design": {"platform": "DGX-H100", "nodes": 4,
                                     "pricing": {"currency": "USD", "prices": )" + prices.toStdString() + "}}}";
        const auto loaded = ProjectFile::fromJson(json);
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error().find(message.toStdString()) != std::string::npos, loaded.error().c_str());
    }

    // A stored price wins over the catalogue, in its own currency converted at the catalogue's rate.
    void aStoredPriceWins()
    {
        Design design = sample();
        const Plan before = makePlan(design, bundledCatalogue());
        const BomLine *node = lineFor(before.bom, "DGX-H100");
        QVERIFY(node && node->unitPrice && !node->priceFromProject);
        design.pricing.prices = {{"DGX-H100", 250000, "USD", "offer.csv", "2026-12-01"}};
        const Plan after = makePlan(design, bundledCatalogue());
        QVERIFY(after.ok());
        const BomLine *stored = lineFor(after.bom, "DGX-H100");
        QCOMPARE(*stored->unitPrice, 250000.0);
        QVERIFY(stored->priceFromProject);
        QVERIFY(!stored->indicative);
        QCOMPARE(stored->source, std::string("offer.csv"));
        QCOMPARE(after.bom.cost.list, before.bom.cost.list - (*node->unitPrice - 250000.0) * node->quantity);

        const Currency *eur = bundledCatalogue().findCurrency("EUR");
        QVERIFY(eur);
        design.pricing.prices = {{"DGX-H100", 200000, "EUR", "offer.csv", ""}};
        const Plan euro = makePlan(design, bundledCatalogue());
        // Converted, to the cent, as a price list in that currency would quote it.
        QCOMPARE(*lineFor(euro.bom, "DGX-H100")->unitPrice, std::round(200000 / eur->perUsd * 100) / 100);

        design.pricing.prices = {{"DGX-H100", 200000, "XXX", "offer.csv", ""}};
        const Plan unknown = makePlan(design, bundledCatalogue());
        QVERIFY(!unknown.ok());
        QVERIFY(!lineFor(unknown.bom, "DGX-H100")->unitPrice); // unknown, never 0
    }

    // Quoted on a machine with a price list, saved as quoted, planned where there is none: the
    // same total, to the cent. A price listed in the project's own currency is taken as listed,
    // whatever the project's rate (it went through the dollar at two rates and came back 6% up).
    void theSameFileQuotesTheSameTotalAnywhere_data()
    {
        QTest::addColumn<QString>("currency");
        QTest::addColumn<double>("ownRate"); // 0: the catalogue's
        QTest::newRow("USD project") << "USD" << 0.0;
        QTest::newRow("EUR project at the catalogue's rate") << "EUR" << 0.0;
        QTest::newRow("EUR project at its own rate") << "EUR" << 0.92;
    }

    void theSameFileQuotesTheSameTotalAnywhere()
    {
        QFETCH(QString, currency);
        QFETCH(double, ownRate);
        const Catalogue mine = withList(QStringLiteral("mine"), "part_number,price,currency,source\n"
                                                                 "DGX-H100,301000,USD,deal 12\n"
                                                                 "QM9700,27500.25,EUR,deal 12\n");
        Design design = sample();
        design.pricing.currency = currency.toStdString();
        if (ownRate > 0.0)
            design.pricing.exchangeRate = ownRate;
        design.quote.discountPercentByCategory["Switches"] = 15.0;
        const Plan here = makePlan(design, mine);
        QVERIFY(here.ok());
        QVERIFY(lineFor(here.bom, "DGX-H100")->userPrice);
        if (currency == QLatin1String("EUR")) {
            QCOMPARE(*lineFor(here.bom, "920-9B210-00FN-0M0")->unitPrice, 27500.25);
            QVERIFY(here.bom.listedRates.empty()); // the USD price went at the project's own rate
        } else {
            QCOMPARE(here.bom.listedRates.size(), std::size_t(1)); // the quote says which rate the EUR price took
            QCOMPARE(here.bom.listedRates[0].currency, std::string("EUR"));
        }
        const Design quoted = asQuoted(design, here.bom);
        QCOMPARE(quoted.pricing.prices.size(), std::size_t(2));
        QCOMPARE(quoted.pricing.prices[0].partNumber, std::string("DGX-H100"));
        // The switch is stored under the BOM's part number, in the list's own currency.
        const StoredPrice &sw = quoted.pricing.prices[1];
        QCOMPARE(sw.partNumber, std::string("920-9B210-00FN-0M0"));
        QCOMPARE(sw.price, 27500.25);
        QCOMPARE(sw.currency, std::string("EUR"));
        QCOMPARE(sw.source, std::string("deal 12"));
        QVERIFY(!sw.date.empty());

        const std::string path = m_dir.filePath(QStringLiteral("quoted.json")).toStdString();
        QVERIFY(!ProjectFile::save(quoted, path));
        const auto loaded = ProjectFile::load(path);
        QVERIFY(loaded.ok());
        const Plan there = makePlan(*loaded, bundledCatalogue()); // no user list at all
        QVERIFY(there.ok());
        QCOMPARE(there.bom.cost.total, here.bom.cost.total);
        QCOMPARE(there.bom.cost.net, here.bom.cost.net);
        // Without the stored prices the other machine would quote something else.
        QVERIFY(makePlan(design, bundledCatalogue()).bom.cost.total != here.bom.cost.total);
    }

    void aChangedListIsSaidAndCanBeTaken()
    {
        const Catalogue mine = withList(QStringLiteral("changed"), "part_number,price,currency\n"
                                                                    "DGX-H100,290000,USD\n");
        Design design = sample();
        design.pricing.prices = {{"DGX-H100", 301000, "USD", "deal 12", "2026-11-01"},
                                 {"MFP7E10-N015", 100, "USD", "deal 12", "2026-11-01"}};
        const auto changes = storedPriceChanges(design, mine);
        QCOMPARE(changes.size(), std::size_t(1)); // the fibre is not on the list: the project keeps it
        QCOMPARE(changes[0].stored.price, 301000.0);
        QCOMPARE(changes[0].current.price, 290000.0);

        const Plan plan = makePlan(design, mine);
        QCOMPARE(*lineFor(plan.bom, "DGX-H100")->unitPrice, 301000.0); // the project's wins
        const auto said = std::count_if(plan.diagnostics.begin(), plan.diagnostics.end(), [](const Diagnostic &d) {
            return d.field == "pricing.prices" && d.message().find("DGX-H100") != std::string::npos
                   && d.message().find("290000.00 USD") != std::string::npos;
        });
        QCOMPARE(said, 1);

        const Design updated = withCurrentPrices(design, mine);
        QCOMPARE(updated.pricing.prices[0].price, 290000.0);
        QCOMPARE(updated.pricing.prices[1], design.pricing.prices[1]);
        QVERIFY(storedPriceChanges(updated, mine).empty());
        QCOMPARE(*lineFor(makePlan(updated, mine).bom, "DGX-H100")->unitPrice, 290000.0);
    }

    void aPriceListNamesEveryBadLine()
    {
        const std::string csv = "part_number,price,currency\n"
                                "DGX-H100,1,USD\n"
                                "NO-SUCH-PART,2,USD\n"
                                "QM9700,-3,USD\n"
                                "ALSO-UNKNOWN,4,USD\n"
                                "MFP7E10-N015,5,XYZ\n";
        const auto parsed = parsePriceList(csv, "list.csv", bundledCatalogue());
        QVERIFY(!parsed.ok());
        const std::string message = parsed.error();
        for (const char *expected : {"list.csv:3: unknown part number 'NO-SUCH-PART'", "list.csv:4: price -3 is negative",
                                     "list.csv:5: unknown part number 'ALSO-UNKNOWN'",
                                     "list.csv:6: 'XYZ' is not an ISO 4217 currency code"})
            QVERIFY2(message.find(expected) != std::string::npos, (message + "\nlacks: " + expected).c_str());
        QCOMPARE(std::count(message.begin(), message.end(), '\n'), 3L);

        // --skip-unknown: the unknown parts are listed, every other problem still fails the list.
        PriceListNotes notes;
        QVERIFY(!parsePriceList(csv, "list.csv", bundledCatalogue(), {true}, &notes).ok());
        notes = {};
        const std::string fixable = "part_number,price,currency\nDGX-H100,1,USD\nNO-SUCH-PART,2,USD\nQM9700,3,USD\n";
        const auto known = parsePriceList(fixable, "list.csv", bundledCatalogue(), {true}, &notes);
        QVERIFY2(known.ok(), known.error().c_str());
        QCOMPARE(known->size(), std::size_t(2));
        QCOMPARE(notes.skipped.size(), std::size_t(1));
        QCOMPARE(notes.skipped[0].english(), std::string("list.csv:3: unknown part number 'NO-SUCH-PART'"));
        QVERIFY(notes.free.empty());
    }

    // A price of 0 is taken (a bundled part can be free) but named: it is more often a placeholder,
    // and it lowers every total where a part without a price stays on request.
    void aPriceOfZeroIsTakenAndSaid()
    {
        const std::string csv = "part_number,price,currency\nDGX-H100,1,USD\nQM9700,0,USD\nMFP7E10-N015,0.00,EUR\n";
        PriceListNotes notes;
        const auto parsed = parsePriceList(csv, "list.csv", bundledCatalogue(), {}, &notes);
        QVERIFY2(parsed.ok(), parsed.error().c_str());
        QCOMPARE(parsed->size(), std::size_t(3));
        QCOMPARE(parsed->at(1).price, 0.0);
        QVERIFY(notes.skipped.empty());
        QCOMPARE(notes.free.size(), std::size_t(2));
        QCOMPARE(notes.free[0].english(), std::string("list.csv:3: 'QM9700' is priced at 0: it counts as free in every "
                                                      "total (leave it out of the list to keep it on request)"));
        QVERIFY2(notes.free[1].english().rfind("list.csv:4: 'MFP7E10-N015' is priced at 0", 0) == 0,
                 notes.free[1].english().c_str());
    }

    // A list of thousands of bad lines (a wrong file, a shifted column) names the first ones and
    // how many more, not a message of thousands of lines.
    void aPriceListOfManyBadLinesNamesTheFirst_data()
    {
        QTest::addColumn<int>("bad");
        QTest::newRow("as many as are listed") << int(kListedProblems);
        QTest::newRow("one more") << int(kListedProblems) + 1;
        QTest::newRow("100,000") << 100000;
    }

    void aPriceListOfManyBadLinesNamesTheFirst()
    {
        QFETCH(int, bad);
        std::string csv = "part_number,price,currency\n";
        for (int i = 0; i < bad; ++i)
            csv += "NO-SUCH-PART-" + std::to_string(i) + ",1,USD\n";
        const auto parsed = parsePriceList(csv, "list.csv", bundledCatalogue());
        QVERIFY(!parsed.ok());
        const std::string message = parsed.error();
        const long lines = 1 + std::count(message.begin(), message.end(), '\n');
        QCOMPARE(lines, static_cast<long>(std::min<std::size_t>(bad, kListedProblems + 1)));
        QVERIFY(message.find("list.csv:2: unknown part number 'NO-SUCH-PART-0'") != std::string::npos);
        if (bad > int(kListedProblems)) {
            const std::string last = "list.csv:" + std::to_string(bad + 1) + ": and " + std::to_string(bad - int(kListedProblems))
                                     + " more bad lines, this one the last";
            QVERIFY2(message.find(last) != std::string::npos, message.substr(message.size() > 300 ? message.size() - 300 : 0).c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestStoredPrices)
#include "tst_storedprices.moc"
