#include "core/catalogue/catalogue.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace fabric;

class TestCatalogue : public QObject
{
    Q_OBJECT

private:
    Catalogue m_catalogue = *Catalogue::open(Catalogue::bundledPath());

private slots:
    void loadsTheBundledDatabase()
    {
        auto catalogue = Catalogue::open(Catalogue::bundledPath());
        QVERIFY2(catalogue.ok(), catalogue.error().c_str());
        QVERIFY(!catalogue->version().empty());
    }

    void everySwitchIsPresent_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("technology");
        QTest::addColumn<int>("speed");
        QTest::addColumn<int>("ports");
        const char *ib = "infiniband";
        const char *eth = "ethernet";
        QTest::newRow("SB7800") << "SB7800" << ib << 100 << 36;
        QTest::newRow("SB7890") << "SB7890" << ib << 100 << 36;
        QTest::newRow("QM8700") << "QM8700" << ib << 200 << 40;
        QTest::newRow("QM8700 HDR100") << "QM8700" << ib << 100 << 80;
        QTest::newRow("QM8790") << "QM8790" << ib << 200 << 40;
        QTest::newRow("QM9700") << "QM9700" << ib << 400 << 64;
        QTest::newRow("QM9700 NDR200") << "QM9700" << ib << 200 << 128;
        QTest::newRow("QM9790") << "QM9790" << ib << 400 << 64;
        QTest::newRow("Q3400") << "Q3400-RA" << ib << 800 << 144;
        QTest::newRow("Q3450 liquid") << "Q3450-LD" << ib << 800 << 144;
        QTest::newRow("SN2100") << "SN2100" << eth << 100 << 16;
        QTest::newRow("SN2700") << "SN2700" << eth << 100 << 32;
        QTest::newRow("SN3700") << "SN3700" << eth << 200 << 32;
        QTest::newRow("SN4600C") << "SN4600C" << eth << 100 << 64;
        QTest::newRow("SN4700") << "SN4700" << eth << 400 << 32;
        QTest::newRow("SN5400") << "SN5400" << eth << 400 << 64;
        QTest::newRow("SN5600 800G") << "SN5600" << eth << 800 << 64;
        QTest::newRow("SN5600 400G") << "SN5600" << eth << 400 << 128;
        QTest::newRow("SN5600 200G") << "SN5600" << eth << 200 << 256;
    }

    void everySwitchIsPresent()
    {
        QFETCH(QString, model);
        QFETCH(QString, technology);
        QFETCH(int, speed);
        QFETCH(int, ports);
        const SwitchModel *s = m_catalogue.findSwitch(model.toStdString());
        QVERIFY2(s, qPrintable(model));
        QCOMPARE(QString::fromStdString(std::string(toString(s->technology))), technology);
        const PortMode *mode = s->modeFor(speed);
        QVERIFY2(mode, qPrintable(model + QStringLiteral(" at %1G").arg(speed)));
        QCOMPARE(mode->ports, ports);
        QVERIFY(!s->provenance.source.empty());
    }

    void otherModelsArePresent_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"SB7800", "SB7890", "QM8700", "QM8790", "QM9700", "QM9790", "Q3200-RA",
                                 "Q3400-RA", "Q3450-LD", "SN2010", "SN2100", "SN2410", "SN2700", "SN3420",
                                 "SN3700", "SN4410", "SN4600", "SN4600C", "SN4700", "SN5400", "SN5600",
                                 "SN2201"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void otherModelsArePresent()
    {
        QFETCH(QString, name);
        const SwitchModel *s = m_catalogue.findSwitch(name.toStdString());
        QVERIFY2(s, qPrintable(name));
        QVERIFY(!s->portModes.empty());
        QVERIFY(s->cages > 0);
    }

    void twinPortCagesAreRecorded()
    {
        QCOMPARE(m_catalogue.findSwitch("QM9700")->portsPerCage, 2);
        QCOMPARE(m_catalogue.findSwitch("QM9700")->cages, 32);
        QCOMPARE(m_catalogue.findSwitch("QM9700")->sharpVersion.value_or(0), 3);
        QVERIFY(m_catalogue.findSwitch("Q3450-LD")->liquidCooled);
        QVERIFY(!m_catalogue.findSwitch("QM9790")->managed);
        QVERIFY(!m_catalogue.findSwitch("SN5600")->sharpVersion.has_value());
    }

    void platformsArePresent_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("ports");
        QTest::addColumn<int>("speed");
        QTest::newRow("DGX-A100") << "DGX-A100" << 8 << 8 << 200;
        QTest::newRow("DGX-H100") << "DGX-H100" << 8 << 8 << 400;
        QTest::newRow("DGX-H200") << "DGX-H200" << 8 << 8 << 400;
        QTest::newRow("DGX-B200") << "DGX-B200" << 8 << 8 << 400;
        QTest::newRow("DGX-B300") << "DGX-B300" << 8 << 8 << 800;
        QTest::newRow("DGX-GB200") << "DGX-GB200" << 72 << 72 << 400;
        QTest::newRow("generic-server") << "generic-server" << 0 << 1 << 100;
    }

    void platformsArePresent()
    {
        QFETCH(QString, name);
        QFETCH(int, gpus);
        QFETCH(int, ports);
        QFETCH(int, speed);
        const Platform *p = m_catalogue.findPlatform(name.toStdString());
        QVERIFY2(p, qPrintable(name));
        QCOMPARE(p->gpus, gpus);
        QCOMPARE(p->computePorts, ports);
        QCOMPARE(p->nicSpeedGbps, speed);
    }

    void nicFamiliesArePresent()
    {
        for (const char *family : {"ConnectX-6", "ConnectX-6 Dx", "ConnectX-7", "ConnectX-8", "BlueField-3"}) {
            bool found = false;
            for (const auto &n : m_catalogue.nics())
                found = found || n.family == family;
            QVERIFY2(found, family);
        }
    }

    void currenciesIncludeUsdAndCny()
    {
        QVERIFY(m_catalogue.findCurrency("USD"));
        QCOMPARE(m_catalogue.findCurrency("USD")->perUsd, 1.0);
        QVERIFY(m_catalogue.findCurrency("CNY"));
        QVERIFY(m_catalogue.findCurrency("CNY")->perUsd > 1.0);
    }

    void mediaQueriesRespectSpeedAndReach_data()
    {
        QTest::addColumn<QString>("technology");
        QTest::addColumn<int>("speed");
        QTest::addColumn<double>("length");
        QTest::newRow("NDR 1 m") << "infiniband" << 400 << 1.0;
        QTest::newRow("NDR 4 m") << "infiniband" << 400 << 4.0;
        QTest::newRow("NDR 30 m") << "infiniband" << 400 << 30.0;
        QTest::newRow("NDR 150 m") << "infiniband" << 400 << 150.0;
        QTest::newRow("HDR 20 m") << "infiniband" << 200 << 20.0;
        QTest::newRow("EDR 2 m") << "infiniband" << 100 << 2.0;
        QTest::newRow("400GbE 3 m") << "ethernet" << 400 << 3.0;
        QTest::newRow("400GbE 80 m") << "ethernet" << 400 << 80.0;
        QTest::newRow("800G 2 m") << "infiniband" << 800 << 2.0;
        QTest::newRow("100GbE 50 m") << "ethernet" << 100 << 50.0;
    }

    void mediaQueriesRespectSpeedAndReach()
    {
        QFETCH(QString, technology);
        QFETCH(int, speed);
        QFETCH(double, length);
        const auto tech = *technologyFromString(technology.toStdString());
        const auto found = m_catalogue.mediaFor(tech, speed, length);
        QVERIFY2(!found.empty(), "no medium reaches");
        for (const Medium *m : found) {
            QVERIFY(m->carries(speed)); // its own speed, or a lower mode it runs (MMA4Z00-NS400 at 200G)
            QVERIFY(m->forSale);
            QVERIFY(m->supports(tech));
            QVERIFY(m->maxDistanceM() >= length);
        }
        for (std::size_t i = 1; i < found.size(); ++i)
            QVERIFY(found[i - 1]->maxDistanceM() <= found[i]->maxDistanceM());
    }

    // Twinax at data-centre speeds reaches a few metres; twisted pair at 1GbE reaches 100 m
    // (TIA-568), so the OOB network's RJ45 cords are held to that instead.
    void passiveCopperIsShort()
    {
        for (const auto &m : m_catalogue.media())
            if (m.kind == MediaKind::Dac)
                QVERIFY2(m.maxDistanceM() <= (m.speedGbps > 10 ? 5.0 : 100.0), m.partNumber.c_str());
    }

    void everyRowHasASource()
    {
        for (const auto &m : m_catalogue.media())
            QVERIFY2(!m.provenance.source.empty(), m.partNumber.c_str());
        for (const auto &p : m_catalogue.platforms())
            QVERIFY2(!p.provenance.source.empty(), p.name.c_str());
        for (const auto &n : m_catalogue.nics())
            QVERIFY2(!n.provenance.source.empty(), n.model.c_str());
    }

    // Descriptions are printed on customer quotes and BOMs: one product line, the commentary lives in notes.
    void descriptionsAreCustomerFacing()
    {
        for (const auto &m : m_catalogue.media()) {
            QVERIFY2(!m.description.empty(), m.partNumber.c_str());
            for (const char *tag : {"[P", "[S", "[C", "[E", "not captured", "believed", "Power not", "sources"})
                QVERIFY2(m.description.find(tag) == std::string::npos, (m.partNumber + ": " + tag).c_str());
        }
        QVERIFY(!m_catalogue.findMedium("980-9I51A-00NS00")->notes.empty());
        QVERIFY(!m_catalogue.findAppliance("UFM-Appliance-3.1")->notes.empty());
    }

    // Switch cages take finned-top optics, DGX node cages flat-top ones: distinct connectors, so the cabler
    // gives each end its own part; the fibre connector of a transceiver matches the fibre it takes.
    void nodeAndSwitchOpticsDiffer()
    {
        QCOMPARE(QString::fromStdString(m_catalogue.findSwitch("QM9700")->cageType), QStringLiteral("OSFP"));
        for (const char *dgx : {"DGX-H100", "DGX-H200", "DGX-B200"})
            QCOMPARE(QString::fromStdString(m_catalogue.findPlatform(dgx)->nodeCageType), QStringLiteral("OSFP-flat"));
        const Medium *sw = m_catalogue.findMedium("MMA4Z00-NS");
        const Medium *node = m_catalogue.findMedium("980-9I51A-00NS00");
        QVERIFY(sw && node);
        QCOMPARE(QString::fromStdString(sw->connector), QStringLiteral("OSFP"));
        QCOMPARE(QString::fromStdString(node->connector), QStringLiteral("OSFP-flat"));
        QCOMPARE(node->linksPerUnit, 2);
        QCOMPARE(QString::fromStdString(sw->fibreConnector), QStringLiteral("MPO-12/APC"));
        QCOMPARE(QString::fromStdString(m_catalogue.findMedium("MMS4X50-NM")->fibreConnector), QStringLiteral("LC-duplex"));
        QCOMPARE(QString::fromStdString(m_catalogue.findMedium("MFP7E10-N007")->connector), QStringLiteral("MPO-12/APC"));
        for (const auto &m : m_catalogue.media())
            if (m.kind == MediaKind::Fibre)
                QVERIFY2(m.fibreConnector.empty(), m.partNumber.c_str());
    }

    void missingFileIsAClearError()
    {
        auto catalogue = Catalogue::open("/nonexistent/catalogue.sqlite");
        QVERIFY(!catalogue.ok());
        QVERIFY(catalogue.error().find("not found") != std::string::npos);
    }

    void corruptedFileIsAClearError()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("broken.sqlite")).toStdString();
        std::ofstream(path) << "this is not a database, just some text that is long enough to matter";
        auto catalogue = Catalogue::open(path);
        QVERIFY(!catalogue.ok());
        QVERIFY2(catalogue.error().find("not a readable SQLite database") != std::string::npos,
                 catalogue.error().c_str());
    }

    void truncatedDatabaseIsAClearError()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("truncated.sqlite")).toStdString();
        std::ifstream in(Catalogue::bundledPath(), std::ios::binary);
        std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        std::ofstream(path, std::ios::binary) << bytes.substr(0, bytes.size() / 3);
        auto catalogue = Catalogue::open(path);
        QVERIFY(!catalogue.ok());
        QVERIFY(!catalogue.error().empty());
    }
};

QTEST_GUILESS_MAIN(TestCatalogue)
#include "tst_catalogue.moc"
