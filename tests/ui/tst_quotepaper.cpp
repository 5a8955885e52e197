// The Quote dialog's Paper: the project's paper shown, and the one chosen given back, for the
// PDF quote and the workbook to print on.
#include "ui/app/quotedialog.h"
#include "windowfixture.h"

#include <QComboBox>
#include <QTest>

Q_DECLARE_METATYPE(fabric::PaperSize)

using namespace fabric;
using namespace fabric::ui;

class TestQuotePaper : public QObject
{
    Q_OBJECT

private slots:
    static void initMain() { isolateSettingsForTest(); }

    void paperShownAndChosen_data()
    {
        QTest::addColumn<PaperSize>("inProject");
        QTest::addColumn<QString>("shown");
        QTest::addColumn<PaperSize>("chosen");
        QTest::newRow("A4, kept") << PaperSize::A4 << "A4" << PaperSize::A4;
        QTest::newRow("A4 to Letter") << PaperSize::A4 << "A4" << PaperSize::Letter;
        QTest::newRow("Letter, kept") << PaperSize::Letter << "US Letter" << PaperSize::Letter;
        QTest::newRow("Letter to A4") << PaperSize::Letter << "US Letter" << PaperSize::A4;
    }

    void paperShownAndChosen()
    {
        QFETCH(PaperSize, inProject);
        QFETCH(QString, shown);
        QFETCH(PaperSize, chosen);
        Design design;
        design.quote.paper = inProject;
        QuoteDialog dialog(design, *sharedBundledCatalogue(), {"Switches"});
        auto *paper = dialog.findChild<QComboBox *>(QStringLiteral("paper"));
        QVERIFY(paper);
        QCOMPARE(paper->currentText(), shown);
        QVERIFY(dialog.quote().paper == inProject);
        paper->setCurrentIndex(paper->findText(chosen == PaperSize::A4 ? QStringLiteral("A4") : QStringLiteral("US Letter")));
        QVERIFY(dialog.quote().paper == chosen);
    }
};

QTEST_MAIN(TestQuotePaper)
#include "tst_quotepaper.moc"
