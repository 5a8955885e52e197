// One commercial truth (issue 32): every output of one discounted, taxed project, rendered by the
// CLI as a user would (plan --json with its Figures, the BOM CSV, the .xlsx's summary and BOM
// sheets, the PDF quote's text), gives the same money, to the cent.
#include "clirunner.h"

#include "core/design/projectfile.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace fabric;

namespace {

bool sameCent(double a, double b)
{
    return std::abs(a - b) < 0.005;
}

// The amount column (6th) of the BOM CSV's row whose first field starts with label.
std::optional<double> csvAmount(const QString &csv, const QString &label)
{
    for (const QString &record : csv.split(QLatin1Char('\n')))
        if (record.startsWith(label)) {
            const QStringList fields = record.split(QLatin1Char(','));
            if (fields.size() > 5)
                return fields[5].toDouble();
        }
    return std::nullopt;
}

// Every number a sheet of the .xlsx holds as a value or a formula's cached result.
std::vector<double> sheetNumbers(const QString &xlsx, int sheet)
{
    QProcess unzip;
    unzip.start(QStringLiteral("unzip"), {QStringLiteral("-p"), xlsx, QStringLiteral("xl/worksheets/sheet%1.xml").arg(sheet)});
    unzip.waitForFinished(60000);
    const QString xml = QString::fromUtf8(unzip.readAllStandardOutput());
    std::vector<double> numbers;
    static const QRegularExpression value(QStringLiteral("<v>([-0-9.Ee+]+)</v>"));
    for (auto it = value.globalMatch(xml); it.hasNext();)
        numbers.push_back(it.next().captured(1).toDouble());
    return numbers;
}

bool holds(const std::vector<double> &numbers, double amount)
{
    return std::any_of(numbers.begin(), numbers.end(), [&](double n) { return sameCent(n, amount); });
}

QString money(double amount)
{
    return QLocale(QLocale::English).toString(amount, 'f', 2);
}

} // namespace

class TestCliAgreement : public QObject
{
    Q_OBJECT

private slots:
    void everyOutputAgreesToTheCent_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<double>("overall");
        QTest::addColumn<double>("switches");
        QTest::addColumn<double>("tax");
        QTest::addColumn<bool>("networkOnly");
        QTest::newRow("4 SU, switches 15%") << "h100-ndr-4su.json" << 0.0 << 15.0 << 0.0 << false;
        QTest::newRow("4 SU, 5% + switches 15%, VAT 20%") << "h100-ndr-4su.json" << 5.0 << 15.0 << 20.0 << false;
        QTest::newRow("RoCE network only, 3% + switches 12.5%, tax 8.25%") << "h100-roce-400g.json" << 3.0 << 12.5 << 8.25 << true;
    }

    void everyOutputAgreesToTheCent()
    {
        QFETCH(QString, sample);
        QFETCH(double, overall);
        QFETCH(double, switches);
        QFETCH(double, tax);
        QFETCH(bool, networkOnly);
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()
            || QStandardPaths::findExecutable(QStringLiteral("unzip")).isEmpty())
            QSKIP("needs pdftotext (poppler-utils) and unzip");
        QTemporaryDir dir;
        auto loaded = ProjectFile::load(FABRIC_SOURCE_DIR "/data/samples/" + sample.toStdString());
        QVERIFY2(loaded.ok(), loaded.error().c_str());
        Design design = *loaded;
        design.pricing.discountPercent = overall;
        design.pricing.taxPercent = tax;
        design.quote.discountPercentByCategory = {{"Switches", switches}};
        design.quote.quoteNumber = "Q-32";
        design.quote.networkOnly = networkOnly;
        const QString project = dir.filePath(QStringLiteral("project.json"));
        QVERIFY(!ProjectFile::save(design, project.toStdString()));

        // plan --json: the cost object and the Figures' cost per GPU
        const CliResult plan = runCli({QStringLiteral("plan"), project, QStringLiteral("--json")});
        QVERIFY2(plan.exitCode == 0, qPrintable(plan.err));
        const QJsonObject json = QJsonDocument::fromJson(plan.out.toUtf8()).object();
        const QJsonObject cost = json[QStringLiteral("cost")].toObject();
        const double list = cost[QStringLiteral("list")].toDouble(), discount = cost[QStringLiteral("discount")].toDouble();
        const double net = cost[QStringLiteral("net")].toDouble(), taxAmount = cost[QStringLiteral("tax")].toDouble();
        const double total = cost[QStringLiteral("total")].toDouble();
        QVERIFY(net > 0 && discount > 0);
        QVERIFY(sameCent(list - discount, net));
        QVERIFY(sameCent(net + taxAmount, total));
        QVERIFY(sameCent(taxAmount, std::round(net * tax) / 100.0));
        const int gpus = json[QStringLiteral("gpus")].toInt();
        // plan --json gives the per-GPU figure to a tenth of a cent
        QVERIFY(std::abs(json[QStringLiteral("cost_per_gpu")].toDouble() - net / gpus) < 0.0006);

        // the BOM CSV
        const QString csvPath = dir.filePath(QStringLiteral("bom.csv"));
        QCOMPARE(runCli({QStringLiteral("bom"), project, QStringLiteral("--out"), csvPath}).exitCode, 0);
        QFile csvFile(csvPath);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        const QString csv = QString::fromUtf8(csvFile.readAll());
        QVERIFY(sameCent(*csvAmount(csv, QStringLiteral("SUBTOTAL,")), list));
        QVERIFY(sameCent(*csvAmount(csv, QStringLiteral("DISCOUNT,")), -discount));
        QVERIFY(sameCent(*csvAmount(csv, QStringLiteral("TOTAL,")), total));
        if (tax > 0)
            QVERIFY(sameCent(*csvAmount(csv, QStringLiteral("TAX")), taxAmount));
        QCOMPARE(csv.contains(QStringLiteral("DGX-H100,")), !networkOnly);

        // the .xlsx: the summary sheet and the BOM sheet hold the same net, tax and total
        const QString xlsx = dir.filePath(QStringLiteral("bom.xlsx"));
        QCOMPARE(runCli({QStringLiteral("bom"), project, QStringLiteral("--out"), xlsx}).exitCode, 0);
        const auto summary = sheetNumbers(xlsx, 1), bom = sheetNumbers(xlsx, 2);
        for (double amount : {net, total, net / gpus})
            QVERIFY2(holds(summary, amount), qPrintable(money(amount)));
        for (double amount : {list, -discount, net, total})
            QVERIFY2(holds(bom, amount), qPrintable(money(amount)));
        if (tax > 0)
            QVERIFY(holds(summary, taxAmount) && holds(bom, taxAmount));

        // the PDF quote, as text
        const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
        const CliResult quote = runCli({QStringLiteral("quote"), project, QStringLiteral("--out"), pdf, QStringLiteral("--settings"),
                                        QStringLiteral("none"), QStringLiteral("--seller-company"), QStringLiteral("Seller Ltd")});
        QVERIFY2(quote.exitCode == 0, qPrintable(quote.err));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        text.waitForFinished(60000);
        const QString words = QString::fromUtf8(text.readAllStandardOutput());
        auto lineWith = [&](const QString &label) {
            for (const QString &line : words.split(QLatin1Char('\n')))
                if (line.trimmed().startsWith(label))
                    return line;
            return QString();
        };
        QVERIFY2(lineWith(QStringLiteral("Net total")).contains(money(net)), qPrintable(lineWith(QStringLiteral("Net total"))));
        QVERIFY(lineWith(QStringLiteral("Net total")).contains(money(list)));
        QVERIFY(lineWith(QStringLiteral("Net total")).contains(money(discount)));
        const QString taxLine = lineWith(QStringLiteral("Tax or VAT (%1 %)").arg(QLocale(QLocale::English).toString(tax, 'f', 2)));
        QVERIFY2(taxLine.contains(money(taxAmount)), qPrintable(words.left(3000)));
        QVERIFY(words.contains(money(total)));
        QVERIFY(lineWith(QStringLiteral("Cost per GPU")).contains(money(net / gpus))
                || lineWith(QStringLiteral("Network cost per GPU")).contains(money(net / gpus)));
        // the acceptance names the total the customer signs for
        QVERIFY(words.simplified().contains(QStringLiteral("accepts quotation Q-32 for %1 %2").arg(cost[QStringLiteral("currency")].toString(), money(total))));
    }
};

QTEST_GUILESS_MAIN(TestCliAgreement)
#include "tst_cli_agreement.moc"
