#include "core/quote/quotetotals.h"

#include <QTest>

using namespace fabric;

namespace {

BomLine line(const char *category, int quantity, std::optional<double> unitPrice)
{
    BomLine l;
    l.category = category;
    l.partNumber = std::string(category) + "-part";
    l.quantity = quantity;
    l.unitPrice = unitPrice;
    return l;
}

} // namespace

class TestQuoteTotals : public QObject
{
    Q_OBJECT

private slots:
    void categoryDiscountsApply_data()
    {
        QTest::addColumn<double>("globalDiscount");
        QTest::addColumn<double>("switchDiscount");
        QTest::addColumn<double>("expectedNet");
        // Switches 2 x 100 = 200, Cables 10 x 5 = 50.
        QTest::newRow("no discount") << 0.0 << -1.0 << 250.0;
        QTest::newRow("global 10%") << 10.0 << -1.0 << 225.0;
        QTest::newRow("switches 50%, rest list") << 0.0 << 50.0 << 150.0;
        QTest::newRow("switches 50%, rest 10%") << 10.0 << 50.0 << 145.0;
    }

    void categoryDiscountsApply()
    {
        QFETCH(double, globalDiscount);
        QFETCH(double, switchDiscount);
        QFETCH(double, expectedNet);
        Design design;
        design.pricing.discountPercent = globalDiscount;
        if (switchDiscount >= 0)
            design.quote.discountPercentByCategory["Switches"] = switchDiscount;
        Bom bom;
        bom.lines = {line("Switches", 2, 100.0), line("Cables", 10, 5.0)};
        const QuoteTotals totals = computeQuoteTotals(design, bom);
        QCOMPARE(totals.cost.list, 250.0);
        QCOMPARE(totals.cost.net, expectedNet);
        QCOMPARE(totals.cost.discount, 250.0 - expectedNet);
        QCOMPARE(totals.categories.size(), std::size_t(2));
        QCOMPARE(totals.categories.front().category, std::string("Switches"));
    }

    void unknownPricesAreCountedNotZeroed()
    {
        Design design;
        Bom bom;
        bom.lines = {line("Switches", 2, 100.0), line("Switches", 4, std::nullopt)};
        const QuoteTotals totals = computeQuoteTotals(design, bom);
        QCOMPARE(totals.cost.unknownLines, 1);
        QCOMPARE(totals.cost.list, 200.0);
        QCOMPARE(totals.categories.front().lines, 2);
    }

    void validityFollowsTheDate_data()
    {
        QTest::addColumn<QString>("date");
        QTest::addColumn<int>("days");
        QTest::addColumn<QString>("expected");
        QTest::newRow("30 days") << "2026-11-29" << 30 << "2026-12-29";
        QTest::newRow("over a year end") << "2026-12-15" << 30 << "2027-01-14";
        QTest::newRow("leap day") << "2028-02-28" << 1 << "2028-02-29";
        QTest::newRow("not a date") << "next tuesday" << 30 << "";
        QTest::newRow("impossible date") << "2026-02-30" << 30 << "";
        QTest::newRow("empty") << "" << 30 << "";
    }

    void validityFollowsTheDate()
    {
        QFETCH(QString, date);
        QFETCH(int, days);
        QFETCH(QString, expected);
        Design design;
        design.quote.date = date.toStdString();
        design.quote.validityDays = days;
        QCOMPARE(QString::fromStdString(computeQuoteTotals(design, Bom{}).validUntil), expected);
    }
};

QTEST_GUILESS_MAIN(TestQuoteTotals)
#include "tst_quotetotals.moc"
