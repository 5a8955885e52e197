// The Quote dialog's Paper: the project's paper shown, and the one chosen given back, for the
// PDF quote, the workbook, the cable labels and the install sheets to print on.
#include "ui/app/designcommands.h"
#include "ui/app/document.h"
#include "ui/app/exportmenu.h"
#include "ui/app/quotedialog.h"
#include "windowfixture.h"
#include "../common/pdfpagesize.h"

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

    // The paper chosen in the Quote dialog is the one the Export menu's cable labels (upright)
    // and install sheets (landscape) print on.
    void labelsPrintOnThePaperChosen_data()
    {
        QTest::addColumn<QString>("paperShown");
        QTest::addColumn<QSize>("pagePoints");
        QTest::newRow("A4") << "A4" << QSize(595, 842);
        QTest::newRow("US Letter") << "US Letter" << QSize(612, 792);
    }

    void labelsPrintOnThePaperChosen()
    {
        QFETCH(QString, paperShown);
        QFETCH(QSize, pagePoints);
        if (QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty())
            QSKIP("pdfinfo (poppler-utils) is needed");
        QStringList errors;
        std::unique_ptr<MainWindow> window(openTestWindow(errors));
        QVERIFY(window->openFile(QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/h100-ndr-1su.json")));
        Document *document = window->document();
        // The other paper first, so that the one chosen is a change.
        Design other = document->design();
        other.quote.paper = paperShown == QStringLiteral("A4") ? PaperSize::Letter : PaperSize::A4;
        document->edit(new EditQuoteCommand(document, other.quote, other.pricing));
        QuoteDialog dialog(document->design(), *sharedBundledCatalogue(), {"Switches"});
        auto *paper = dialog.findChild<QComboBox *>(QStringLiteral("paper"));
        QVERIFY(paper);
        paper->setCurrentIndex(paper->findText(paperShown));
        document->edit(new EditQuoteCommand(document, dialog.quote(), dialog.pricing()));
        document->runner()->waitForIdle();
        QVERIFY(document->plan() && document->plan()->ok());

        QTemporaryDir dir;
        const QString labels = dir.filePath(QStringLiteral("labels.pdf"));
        const QString sheets = dir.filePath(QStringLiteral("install.pdf"));
        QVERIFY2(window->exportMenu()->exportTo(QStringLiteral("labels-pdf"), labels), qPrintable(errors.join(u' ')));
        QVERIFY2(window->exportMenu()->exportTo(QStringLiteral("install-sheets"), sheets), qPrintable(errors.join(u' ')));
        QCOMPARE(firstPdfPageSize(labels), pagePoints);
        QCOMPARE(firstPdfPageSize(sheets), pagePoints.transposed());
    }
};

QTEST_MAIN(TestQuotePaper)
#include "tst_quotepaper.moc"
