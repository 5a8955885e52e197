#include "core/catalogue/pricelist.h"
#include "core/catalogue/sqlitedatabase.h"

#include "../common/bundledcatalogue.h"
#include "../common/fabricfixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace fabric;

class TestPriceList : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string m_cataloguePath = m_dir.filePath(QStringLiteral("fixture.sqlite")).toStdString();
    Catalogue m_catalogue = load();

    Catalogue load()
    {
        return fixture::openCatalogue(m_cataloguePath);
    }

    std::string write(const QString &name, const std::string &text)
    {
        const std::string path = m_dir.filePath(name).toStdString();
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

    std::string freshDatabase(const QString &name)
    {
        const std::string path = m_dir.filePath(name).toStdString();
        std::filesystem::remove(path);
        return path;
    }

private slots:
    void aGoodListOverridesTheCatalogue()
    {
        const std::string db = freshDatabase(QStringLiteral("good.sqlite"));
        const std::string csv = write(QStringLiteral("prices.csv"),
                                      "Part_Number, price ,currency,source\r\n"
                                      "TSW-PN,15000,USD,\"Quote 42, \"\"final\"\"\"\r\n"
                                      "\r\n"
                                      "MM-TWIN,7000,cny,\r\n"
                                      "\"DAC-1\",90.5,USD,\"two\nlines\"\r\n");
        auto imported = importPriceList(csv, m_catalogue, db);
        QVERIFY2(imported.ok(), imported.error().c_str());
        QCOMPARE(*imported, 3);

        auto catalogue = Catalogue::open(m_cataloguePath, db);
        QVERIFY2(catalogue.ok(), catalogue.error().c_str());
        QCOMPARE(catalogue->userPriceCount(), 3);
        const Price &sw = catalogue->findSwitch("TSW")->price;
        QCOMPARE(*sw.usd, 15000.0);
        QVERIFY(sw.fromUserList);
        QVERIFY(!sw.indicative);
        QCOMPARE(*catalogue->findMedium("MM-TWIN")->price.usd, 1000.0); // 7000 CNY at 7 per USD
        QCOMPARE(*catalogue->findMedium("DAC-1")->price.usd, 90.5);
        QCOMPARE(*catalogue->findMedium("DAC-2")->price.usd, 120.0);    // not in the list: unchanged

        auto listed = listUserPrices(db);
        QVERIFY(listed.ok());
        QCOMPARE(listed->size(), std::size_t(3));
        QCOMPARE(listed->at(0).partNumber, std::string("DAC-1"));
        QCOMPARE(listed->at(0).source, std::string("two\nlines"));
        QCOMPARE(listed->at(1).partNumber, std::string("MM-TWIN"));
        QCOMPARE(listed->at(1).currency, std::string("CNY"));
        QCOMPARE(listed->at(1).source, std::string("prices.csv")); // no source: the file's name
        QCOMPARE(listed->at(2).source, std::string("Quote 42, \"final\""));
        QVERIFY(!listed->at(2).importedAt.empty());

        // Importing again replaces the earlier price of a part.
        const std::string update = write(QStringLiteral("update.csv"), "part_number,price,currency\nTSW-PN,14000,USD\n");
        QVERIFY(importPriceList(update, m_catalogue, db).ok());
        QCOMPARE(*Catalogue::open(m_cataloguePath, db)->findSwitch("TSW")->price.usd, 14000.0);
        QCOMPARE(listUserPrices(db)->size(), std::size_t(3));
    }

    // A switch is priced by any name it is ordered by: its model, its ordering part number and
    // the legacy ordering number resellers still quote (MQM9700-NS2F), which --switch takes too.
    // The legacy number was refused as an unknown part.
    void aSwitchIsPricedByAnyOfItsNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("model") << "QM9700";
        QTest::newRow("ordering part number") << "920-9B210-00FN-0M0";
        QTest::newRow("legacy ordering number") << "MQM9700-NS2F";
    }
    void aSwitchIsPricedByAnyOfItsNames()
    {
        QFETCH(QString, name);
        const Catalogue &bundled = bundledCatalogue();
        const SwitchModel *qm9700 = bundled.findSwitch("QM9700");
        QVERIFY(qm9700);
        QCOMPARE(qm9700->legacyOpn, std::string("MQM9700-NS2F"));
        const std::string db = freshDatabase(QStringLiteral("names.sqlite"));
        const std::string csv = write(QStringLiteral("names.csv"), "part_number,price,currency\n" + name.toStdString() + ",31000,USD\n");
        const auto imported = importPriceList(csv, bundled, db);
        QVERIFY2(imported.ok(), imported.error().c_str());
        const auto priced = Catalogue::open(Catalogue::bundledPath(), db);
        QVERIFY2(priced.ok(), priced.error().c_str());
        QCOMPARE(*priced->findSwitch("QM9700")->price.usd, 31000.0);
        QVERIFY(priced->findSwitch("QM9700")->price.fromUserList);
        QCOMPARE(priced->pricedPartNumber(name.toStdString()), std::optional<std::string>("920-9B210-00FN-0M0"));

        // Two of its names in one list are one part priced twice.
        if (name != QLatin1String("QM9700"))
            QVERIFY(!parsePriceList("part_number,price,currency\nQM9700,1,USD\n" + name.toStdString() + ",2,USD\n",
                                    "twice.csv", bundled)
                         .ok());
    }

    // A price list as a spreadsheet saves it: with the digits grouped as the sheet shows them
    // (in quotes, in a comma-separated file), or, where the decimal mark is a comma (Excel in most
    // of Europe), separated by semicolons with a decimal comma and points between the thousands.
    void pricesAsSpreadsheetsSaveThem_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("price");
        QTest::newRow("plain") << "part_number,price,currency\nDAC-1,30000.5,USD\n" << 30000.5;
        QTest::newRow("grouped, quoted") << "part_number,price,currency\nDAC-1,\"30,000.50\",USD\n" << 30000.5;
        QTest::newRow("grouped millions") << "part_number,price,currency\nDAC-1,\"1,234,567\",USD\n" << 1234567.0;
        QTest::newRow("semicolons, decimal comma") << "part_number;price;currency\nDAC-1;30000,5;USD\n" << 30000.5;
        QTest::newRow("semicolons, grouped by points") << "part_number;price;currency\nDAC-1;30.000,50;USD\n" << 30000.5;
        QTest::newRow("semicolons, whole") << "part_number;price;currency;source\r\nDAC-1;120;USD;Angebot 7\r\n" << 120.0;
        QTest::newRow("semicolons, a comma in a quoted source")
            << "part_number;price;currency;source\nDAC-1;99,90;USD;\"Quote 1, rev 2\"\n" << 99.9;
    }

    void pricesAsSpreadsheetsSaveThem()
    {
        QFETCH(QString, text);
        QFETCH(double, price);
        const auto parsed = parsePriceList(text.toStdString(), "list.csv", m_catalogue);
        QVERIFY2(parsed.ok(), parsed.error().c_str());
        QCOMPARE(parsed->size(), std::size_t(1));
        QCOMPARE(parsed->front().price, price);
    }

    // What a spreadsheet could mean two ways, or the file does not say, is refused, naming why.
    void ambiguousPricesAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("problem");
        QTest::newRow("groups of two") << "part_number,price,currency\nDAC-1,\"30,00\",USD\n"
                                       << "list.csv:2: price '30,00' is not a number";
        QTest::newRow("decimal comma in a comma-separated file") << "part_number,price,currency\nDAC-1,\"30000,5\",USD\n"
                                                                 << "list.csv:2: price '30000,5' is not a number";
        QTest::newRow("a currency sign") << "part_number,price,currency\nDAC-1,\"$30,000\",USD\n"
                                         << "list.csv:2: price '$30,000' is not a number";
        QTest::newRow("decimal point in a semicolon file") << "part_number;price;currency\nDAC-1;30000.5;USD\n"
                                                           << "list.csv:2: price '30000.5' is not a number";
    }

    void ambiguousPricesAreRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, problem);
        const auto parsed = parsePriceList(text.toStdString(), "list.csv", m_catalogue);
        QVERIFY(!parsed.ok());
        QVERIFY2(QString::fromStdString(parsed.error()).startsWith(problem), parsed.error().c_str());
    }

    void noDatabaseMeansNoPrices()
    {
        auto listed = listUserPrices(freshDatabase(QStringLiteral("none.sqlite")));
        QVERIFY(listed.ok());
        QVERIFY(listed->empty());
    }

    void aMalformedListIsRejectedWhole_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("problem");
        const QString header = QStringLiteral("part_number,price,currency\n");
        QTest::newRow("bad number") << header + "DAC-1,100,USD\nDAC-2,12x,USD\n" << 3 << "price '12x' is not a number";
        QTest::newRow("empty price") << header + "DAC-1,,USD\n" << 2 << "price '' is not a number";
        QTest::newRow("negative price") << header + "DAC-1,-5,USD\n" << 2 << "price -5 is negative";
        QTest::newRow("a currency without a rate") << header + "DAC-1,100,eur\n" << 2
                                                   << "the catalogue has no exchange rate for EUR (Euro): give the price in CNY or USD";
        QTest::newRow("no currency code") << header + "DAC-1,100,EURO\n" << 2
                                          << "'EURO' is not an ISO 4217 currency code: give the price in CNY or USD";
        QTest::newRow("duplicate part number") << header + "DAC-1,100,USD\nDAC-1,1,USD\nNOPE-1,5,USD\n" << 3
                                             << "part number 'DAC-1' is already priced on line 2";
        QTest::newRow("unknown part") << header + "DAC-1,100,USD\nNOPE-1,5,USD\n" << 3 << "unknown part number 'NOPE-1'";
        QTest::newRow("missing column") << "part_number,price\nDAC-1,100\n" << 1 << "missing column 'currency'";
        QTest::newRow("unknown column") << "part_number,price,currency,colour\nDAC-1,1,USD,red\n" << 1
                                        << "unknown column 'colour'";
        QTest::newRow("short row") << header + "DAC-1,100\n" << 2 << "expected 3 fields, found 2";
        QTest::newRow("long row") << header + "DAC-1,100,USD,x\n" << 2 << "expected 3 fields, found 4";
        QTest::newRow("open quote") << header + "DAC-1,100,USD\n\"DAC-2,5,USD\n" << 3 << "a quoted field is not closed";
        QTest::newRow("text after a quote") << header + "\"DAC-1\"x,100,USD\n" << 2
                                            << "text after the closing quote of a field";
        QTest::newRow("line count across quoted breaks")
            << "part_number,price,currency,source\nDAC-1,1,USD,\"a\nb\nc\"\nDAC-2,x,USD,\n" << 5
            << "price 'x' is not a number";
        QTest::newRow("empty file") << "" << 1 << "the file is empty";
        // "imported 0 prices" read as if something had happened.
        QTest::newRow("the header alone") << header << 1 << "the file has its header row and no line of prices";
        QTest::newRow("the header and blank lines") << header + "\n\n" << 1 << "the file has its header row and no line of prices";
        QTest::newRow("1e308") << header + "DAC-1,1e308,USD\n" << 2
                               << "price 1e308 is more than 10,000,000,000 (the largest price a part can have)";
        QTest::newRow("infinity") << header + "DAC-1,inf,USD\n" << 2 << "price 'inf' is not a number";
        QTest::newRow("a 1 MB part number is quoted short")
            << header + QString(1 << 20, u'Z') + ",1,USD\n" << 2 << "unknown part number '" + QString(80, u'Z') + "...'";
    }

    void aMalformedListIsRejectedWhole()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, problem);
        const std::string db = freshDatabase(QStringLiteral("kept.sqlite"));
        const std::string good = write(QStringLiteral("good.csv"), "part_number,price,currency\nDAC-3,99,USD\n");
        QVERIFY(importPriceList(good, m_catalogue, db).ok());

        const std::string bad = write(QStringLiteral("bad.csv"), text.toStdString());
        auto imported = importPriceList(bad, m_catalogue, db);
        QVERIFY(!imported.ok());
        const QString expected = QString::fromStdString(bad) + QStringLiteral(":%1: ").arg(line) + problem;
        QVERIFY2(QString::fromStdString(imported.error()).startsWith(expected), imported.error().c_str());

        // Nothing of the bad file was written; the earlier import stands.
        auto listed = listUserPrices(db);
        QVERIFY(listed.ok());
        QCOMPARE(listed->size(), std::size_t(1));
        QCOMPARE(listed->front().partNumber, std::string("DAC-3"));
        QCOMPARE(listed->front().price, 99.0);
    }

    // A rate the user set in the GUI's Settings for a currency the catalogue lacks prices designs,
    // but the price database cannot keep a price in it: the catalogue that reads the database back
    // has not that rate, and refused the whole database as damaged at the next start. The import
    // refuses such a price up front.
    void aPriceInACurrencyOnlyTheUserHasARateForIsRefused()
    {
        Catalogue withRate = m_catalogue;
        Currency gbp;
        gbp.code = "GBP";
        gbp.perUsd = 0.79;
        gbp.asOf = "2026-12";
        gbp.source = "your rate";
        QVERIFY(withRate.overrideExchangeRate(gbp));
        QVERIFY(withRate.findCurrency("GBP"));
        auto parsed = parsePriceList("part_number,price,currency\nDAC-1,100,GBP\n", "list.csv", withRate);
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error(), std::string("list.csv:2: GBP has only your own exchange rate, which prices designs but not a "
                                             "price list: give the price in CNY or USD"));

        // What the import would have left behind: a database the catalogue cannot open.
        const std::string db = freshDatabase(QStringLiteral("gbp.sqlite"));
        const std::string csv = write(QStringLiteral("gbp.csv"), "part_number,price,currency\nDAC-1,100,GBP\n");
        QVERIFY(!importPriceList(csv, withRate, db).ok());
        QVERIFY(Catalogue::open(m_cataloguePath, db).ok());
    }

    void textThatIsNotUtf8IsRejected()
    {
        // Latin-1 "é" in the source: it used to reach sharedStrings.xml and prices list --json.
        const std::string csv = write(QStringLiteral("latin1.csv"),
                                      "part_number,price,currency,source\nDAC-1,1,USD,ok\nDAC-2,2,USD,caf\xe9\n");
        auto imported = importPriceList(csv, m_catalogue, freshDatabase(QStringLiteral("utf8.sqlite")));
        QVERIFY(!imported.ok());
        QVERIFY2(imported.error() == csv + ":3: the text is not UTF-8 (byte \\xE9); save the file as UTF-8",
                 imported.error().c_str());
    }

    void aDamagedDatabaseIsReportedByEveryReader()
    {
        const std::string db = write(QStringLiteral("damaged.sqlite"),
                                     "this is not a database, just some text that is long enough to matter");
        const std::string expected = "your price database " + db + " is damaged (";
        auto catalogue = Catalogue::open(m_cataloguePath, db);
        QVERIFY(!catalogue.ok());
        QVERIFY2(catalogue.error().rfind(expected, 0) == 0, catalogue.error().c_str());
        auto listed = listUserPrices(db);
        QVERIFY(!listed.ok());
        QVERIFY2(listed.error().rfind(expected, 0) == 0, listed.error().c_str());
        const std::string csv = write(QStringLiteral("one.csv"), "part_number,price,currency\nDAC-1,1,USD\n");
        auto imported = importPriceList(csv, m_catalogue, db);
        QVERIFY(!imported.ok());
        QVERIFY2(imported.error().rfind(expected, 0) == 0, imported.error().c_str());
    }

    void anOutOfBoundsStoredPriceIsDamage()
    {
        const std::string db = freshDatabase(QStringLiteral("edited.sqlite"));
        const std::string csv = write(QStringLiteral("edit.csv"), "part_number,price,currency\nDAC-1,1,USD\n");
        QVERIFY(importPriceList(csv, m_catalogue, db).ok());
        {
            SqliteDatabase edit;
            QCOMPARE(edit.open(db, SqliteDatabase::Mode::ReadWriteCreate), std::string());
            QCOMPARE(edit.execute("UPDATE user_prices SET price = 1e308"), std::string());
        }
        auto catalogue = Catalogue::open(m_cataloguePath, db);
        QVERIFY(!catalogue.ok());
        QVERIFY2(catalogue.error().find("is more than 10,000,000,000") != std::string::npos, catalogue.error().c_str());
    }
};

QTEST_GUILESS_MAIN(TestPriceList)
#include "tst_pricelist.moc"
