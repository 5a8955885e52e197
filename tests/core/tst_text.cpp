// Text: the English that the CLI and JSON print is composed exactly, and a value is never read
// as a placeholder.
#include "core/common/diagnostic.h"
#include "core/common/text.h"

#include <QtTest>

using namespace fabric;

namespace {

Text compose(int form)
{
    switch (form) {
    case 0:
        return FABRIC_TR("tst_text", "no arguments");
    case 1:
        return Text(FABRIC_TR("tst_text", "%1 takes %2 rack units"), "DGX-H100", 10);
    case 2:
        return Text(FABRIC_TR("tst_text", "%2 before %1"), "one", "two");
    case 3:
        return Text(FABRIC_TR("tst_text", "a %1 switch (%2)"), Text(FABRIC_TR("tst_text", "spine")),
                    Text(FABRIC_TR("tst_text", "%1 tiers"), 3));
    case 4:
        return Text(FABRIC_TR("tst_text", "value %1, then %2"), "%2 and %1", "x");
    case 5:
        return Text(FABRIC_TR("tst_text", "%1 twice: %1"), "a");
    case 6:
        return Text(FABRIC_TR("tst_text", "100% of %1, %3 stays"), "b");
    case 7:
        return Text::plain("plain %1 text");
    case 8:
        return anyOf(std::vector<std::string>{"QM9700", "QM9790", "Q3400"});
    case 9:
        return allOf(std::vector<std::string>{"A", "B"});
    case 10:
        return anyOf(std::vector<std::string>{"only"});
    }
    return {};
}

} // namespace

class TstText : public QObject
{
    Q_OBJECT
private slots:
    void english_data()
    {
        QTest::addColumn<int>("form");
        QTest::addColumn<QString>("expected");
        QTest::newRow("pattern alone") << 0 << "no arguments";
        QTest::newRow("plain and number") << 1 << "DGX-H100 takes 10 rack units";
        QTest::newRow("places out of order") << 2 << "two before one";
        QTest::newRow("nested") << 3 << "a spine switch (3 tiers)";
        QTest::newRow("value holding %N") << 4 << "value %2 and %1, then x";
        QTest::newRow("place used twice") << 5 << "a twice: a";
        QTest::newRow("percent and missing place") << 6 << "100% of b, %3 stays";
        QTest::newRow("plain text") << 7 << "plain %1 text";
        QTest::newRow("any of three") << 8 << "QM9700, QM9790 or Q3400";
        QTest::newRow("all of two") << 9 << "A and B";
        QTest::newRow("one alternative") << 10 << "only";
    }
    void english()
    {
        QFETCH(int, form);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(compose(form).english()), expected);
    }

    // A value that looks like a placeholder is text, whatever it holds.
    void substituteIsOnePass()
    {
        QCOMPARE(substitute("%1|%2", {"%2", "%1"}), std::string("%2|%1"));
        QCOMPARE(substitute("%1%", {"50"}), std::string("50%"));
        QCOMPARE(substitute("%", {}), std::string("%"));
    }

    // A diagnostic's English is its Text's, also after the message grows a suffix.
    void diagnosticKeepsText()
    {
        Diagnostic d =
            makeError("switchModel", Text(FABRIC_TR("tst_text", "%1 cannot be a %2 switch"),
                                          "SN2010", Text(FABRIC_TR("tst_text", "spine"))));
        QCOMPARE(d.message(), std::string("SN2010 cannot be a spine switch"));
        QVERIFY(d.isError());
        d.text = Text(FABRIC_TR("tst_text", "%1: %2"), d.text, "choose SN2100");
        QCOMPARE(d.message(), std::string("SN2010 cannot be a spine switch: choose SN2100"));
        QCOMPARE(d.text.english(), d.message());
        QCOMPARE(std::string(d.text.pattern()), std::string("%1: %2"));
        QCOMPARE(d.text.arguments().size(), std::size_t(2));
        QVERIFY(!d.text.arguments().front().isPlain());
        QVERIFY(d.text.arguments().back().isPlain());
    }
};

QTEST_GUILESS_MAIN(TstText)
#include "tst_text.moc"
