#include "core/catalogue/namematch.h"
#include "core/design/design.h"
#include "../common/bundledcatalogue.h"

#include <QTest>

using namespace fabric;

// The names people type for switches and platforms (issue 10 rule 7), against the bundled catalogue.
class TestNameMatch : public QObject
{
    Q_OBJECT

private slots:
    void switches_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("model");        // empty: not found
        QTest::addColumn<QStringList>("candidates"); // must be among the candidates, in order
        QTest::newRow("exact") << "QM9700" << "QM9700" << QStringList{};
        QTest::newRow("lower case") << "qm9700" << "QM9700" << QStringList{};
        QTest::newRow("blanks around") << " qm9790 " << "QM9790" << QStringList{};
        QTest::newRow("legacy OPN") << "MQM9700-NS2F" << "QM9700" << QStringList{};
        QTest::newRow("ordering PN, lower case") << "920-9b210-00fn-0m0" << "QM9700" << QStringList{};
        QTest::newRow("model stem") << "Q3400" << "Q3400-RA" << QStringList{};
        QTest::newRow("stem, lower case") << "q3450" << "Q3450-LD" << QStringList{};
        QTest::newRow("family of two") << "Switch-IB 2" << "" << QStringList{"SB7800", "SB7890"};
        QTest::newRow("family of several") << "Quantum-2" << "" << QStringList{"QM9700", "QM9790"};
        QTest::newRow("typo") << "QM970" << "" << QStringList{"QM9700"};
        QTest::newRow("transposed") << "QM7900" << "" << QStringList{"QM9700"};
        QTest::newRow("nothing near") << "toaster" << "" << QStringList{};
    }

    void switches()
    {
        QFETCH(QString, typed);
        QFETCH(QString, model);
        QFETCH(QStringList, candidates);
        const auto m = matchSwitch(bundledCatalogue(), typed.toStdString());
        QCOMPARE(m.found ? QString::fromStdString(m.found->model) : QString(), model);
        if (m.found)
            return;
        QVERIFY(static_cast<int>(m.candidates.size()) >= candidates.size());
        for (int i = 0; i < candidates.size(); ++i)
            QVERIFY2(std::find(m.candidates.begin(), m.candidates.end(), candidates[i].toStdString())
                         != m.candidates.end(),
                     qPrintable(candidates[i]));
        if (candidates.isEmpty())
            QVERIFY(m.candidates.empty());
    }

    void platforms_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("near");
        QTest::newRow("exact") << "DGX-H100" << "DGX-H100" << "";
        QTest::newRow("lower case") << "dgx-h100" << "DGX-H100" << "";
        QTest::newRow("space for dash") << "DGX H100" << "DGX-H100" << "";
        QTest::newRow("no dash") << "dgxb200" << "DGX-B200" << "";
        QTest::newRow("typo") << "DGX-H10" << "" << "DGX-H100";
        QTest::newRow("typo in generic") << "generic-sever" << "" << "generic-server";
    }

    void platforms()
    {
        QFETCH(QString, typed);
        QFETCH(QString, name);
        QFETCH(QString, near);
        const auto m = matchPlatform(bundledCatalogue(), typed.toStdString());
        QCOMPARE(m.found ? QString::fromStdString(m.found->name) : QString(), name);
        if (!near.isEmpty()) {
            QVERIFY(!m.candidates.empty());
            QCOMPARE(QString::fromStdString(m.candidates.front()), near);
        }
    }

    void messages()
    {
        QCOMPARE(unknownNameMessage(CatalogueName::Switch, "QM970", {"QM9700", "QM9790"}, false, {}).english(),
                 std::string("unknown switch 'QM970' (did you mean QM9700 or QM9790?)"));
        QCOMPARE(unknownNameMessage(CatalogueName::Switch, "Quantum-2", {"QM9700", "QM9790"}, true, {}).english(),
                 std::string("'Quantum-2' names several switches: QM9700 and QM9790; give one"));
        QCOMPARE(unknownNameMessage(CatalogueName::Platform, "x", {}, false, {"A", "B", "C"}).english(),
                 std::string("unknown platform 'x' (the catalogue has: A, B and C)"));
        QCOMPARE(nameDistance("QM9700", "qm9790"), 1);
        QCOMPARE(nameDistance("", "abc"), 3);
    }

    // The design as the pipeline sees it: the catalogue's spelling, unknown names left for
    // validation to report.
    void designNames()
    {
        Design d;
        d.platform = "dgx-h100";
        d.switchModel = "mqm9700-ns2f";
        Design resolved = withCatalogueNames(d, bundledCatalogue());
        QCOMPARE(resolved.platform, std::string("DGX-H100"));
        QCOMPARE(resolved.switchModel, std::string("QM9700"));
        d.switchModel = "NOPE-1";
        resolved = withCatalogueNames(d, bundledCatalogue());
        QCOMPARE(resolved.switchModel, std::string("NOPE-1"));
    }
};

QTEST_GUILESS_MAIN(TestNameMatch)
#include "tst_namematch.moc"
