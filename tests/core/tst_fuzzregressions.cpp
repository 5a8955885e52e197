// Inputs that once crashed or misbehaved (the fuzzing, and tests/fuzz runs), replayed
// with the fuzz targets' checks: a short valid UTF-8 message, never a crash. A new crash found by
// tests/fuzz/run.sh goes into tests/data/fuzz/<project|pricelist>/.
#include "core/catalogue/pricelist.h"
#include "core/common/usertext.h"
#include "core/design/projectfile.h"
#include "../common/bundledcatalogue.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace fabric;

namespace {

const QString kInputs = QStringLiteral(FABRIC_TEST_DATA "/fuzz");

void addInputs(const QString &folder)
{
    QTest::addColumn<QString>("file");
    const QDir dir(kInputs + u'/' + folder);
    for (const QString &name : dir.entryList(QDir::Files))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

std::string bytesOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
}

void checkMessage(const std::string &error)
{
    QVERIFY(!error.empty());
    QVERIFY2(error.size() < 600, error.substr(0, 300).c_str());
    QVERIFY(isValidUtf8(error));
}

} // namespace

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private slots:
    void projectFiles_data() { addInputs(QStringLiteral("project")); }
    void projectFiles()
    {
        QFETCH(QString, file);
        const auto design = ProjectFile::load(QFile::encodeName(file).toStdString());
        QVERIFY(!design.ok()); // every input here is a broken project
        checkMessage(design.error());
        QVERIFY2(design.error().rfind(QFile::encodeName(file).toStdString() + ": $", 0) == 0, design.error().c_str());
    }

    void priceLists_data() { addInputs(QStringLiteral("pricelist")); }
    void priceLists()
    {
        QFETCH(QString, file);
        static const Catalogue catalogue = bundledCatalogue();
        const auto prices = parsePriceList(bytesOf(file), "list.csv", catalogue);
        QVERIFY(!prices.ok());
        QVERIFY(prices.error().rfind("list.csv:2: ", 0) == 0);
        // A line for each bad line of the list, up to kListedProblems and one for the rest.
        const QStringList lines = QString::fromStdString(prices.error()).split(u'\n');
        QVERIFY(lines.size() <= int(kListedProblems) + 1);
        for (const QString &line : lines) {
            checkMessage(line.toStdString());
            QVERIFY2(line.startsWith(QStringLiteral("list.csv:")), qPrintable(line));
        }
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
