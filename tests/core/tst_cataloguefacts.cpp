// What a quote stands on (issue 13) and what keeps the bundled catalogue honest (issue 14 item 9):
// sources and grades, switch power, life-cycle status, breakouts, the parts designs order, and
// refusal of a damaged or invalid catalogue file.
#include "core/catalogue/mediatable.h"
#include "core/catalogue/catalogue.h"
#include "core/catalogue/cataloguehash.h"
#include "core/catalogue/sqlitedatabase.h"
#include "core/design/projectfile.h"
#include "core/plan/pipeline.h"
#include "core/report/cataloguereport.h"

#include "../common/fabricfixture.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <map>

using namespace fabric;

namespace {

const QString kSamples = QStringLiteral(FABRIC_SOURCE_DIR "/data/samples");

std::string readBytes(const std::filesystem::path &path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeBytes(const std::filesystem::path &path, const std::string &bytes)
{
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

std::map<std::string, int> quantities(const Bom &bom, const std::string &category)
{
    std::map<std::string, int> out;
    for (const BomLine &line : bom.lines)
        if (line.category == category)
            out[line.partNumber] += line.quantity;
    return out;
}

} // namespace

class TestCatalogueFacts : public QObject
{
    Q_OBJECT

private:
    Catalogue m_catalogue = *Catalogue::open(Catalogue::bundledPath());

    Plan samplePlan(const QString &name)
    {
        auto design = ProjectFile::load((kSamples + u'/' + name).toStdString());
        if (!design)
            qFatal("%s", design.error().c_str());
        return makePlan(*design, m_catalogue);
    }

private slots:
    void everyRowHasSourceAndGrade()
    {
        auto check = [](const std::string &what, const Provenance &p) {
            QVERIFY2(!p.source.empty(), what.c_str());
            QVERIFY2(std::string("PSCE").find(p.grade) != std::string::npos, what.c_str());
        };
        for (const auto &s : m_catalogue.switches())
            check(s.model, s.provenance);
        for (const auto &n : m_catalogue.nics())
            check(n.model, n.provenance);
        for (const auto &m : m_catalogue.media())
            check(m.partNumber, m.provenance);
        for (const auto &p : m_catalogue.platforms())
            check(p.name, p.provenance);
        for (const auto &a : m_catalogue.appliances())
            check(a.model, a.provenance);
    }

    // Rack power, heat and power per GPU count switches only when the catalogue knows their draw.
    void everyCurrentSwitchHasPowerOrSaysWhy()
    {
        int sourced = 0;
        for (const auto &s : m_catalogue.switches()) {
            if (s.endOfLife)
                continue;
            if (s.powerW) {
                ++sourced;
                QVERIFY2(*s.powerW > 0.0, s.model.c_str());
                QVERIFY2(!s.maxPowerW || *s.maxPowerW >= *s.powerW, s.model.c_str());
                QVERIFY2(s.heatBtuPerHour() && *s.heatBtuPerHour() > *s.powerW, s.model.c_str());
            } else {
                QVERIFY2(s.powerUnknownReason.size() > 20, (s.model + " has no power and does not say why").c_str());
                QVERIFY(!s.heatBtuPerHour());
            }
        }
        QVERIFY(sourced >= 4);
        QCOMPARE(*m_catalogue.findSwitch("QM9700")->powerW, 747.0);
        QCOMPARE(*m_catalogue.findSwitch("SN5600")->powerW, 940.0);
    }

    void notForSalePartsNameTheirReplacementAndAreNeverOffered()
    {
        int notForSale = 0;
        for (const auto &m : m_catalogue.media()) {
            if (m.forSale)
                continue;
            ++notForSale;
            QVERIFY2(!m.replacedBy.empty(), m.partNumber.c_str());
        }
        QVERIFY(notForSale >= 30);
        QVERIFY(!m_catalogue.findMedium("MCP7Y10-N001")->forSale);
        QVERIFY(!m_catalogue.findMedium("MFA1A00-E010")->forSale);
        for (int speed : {100, 200, 400, 800})
            for (double length : {1.0, 3.0, 10.0, 50.0})
                for (Technology t : {Technology::InfiniBand, Technology::Ethernet})
                    for (const Medium *m : m_catalogue.mediaFor(t, speed, length))
                        QVERIFY2(m->forSale, m->partNumber.c_str());
    }

    // Power is a measured draw or unknown, never a stand-in: no negative figure anywhere, passive
    // copper (twinax or twisted pair) and fibre always known (0 W, or the spec-sheet 0.1 W), and an active part (optic,
    // AOC, active copper) that has a figure draws something. A switch that claims SHARP or SHIELD
    // says where that comes from.
    void powerIsAMeasuredDrawOrUnknown()
    {
        int activeWithPower = 0;
        for (const auto &m : m_catalogue.media()) {
            if (m.powerW)
                QVERIFY2(*m.powerW >= 0.0, m.partNumber.c_str());
            const bool passive = m.kind == MediaKind::Dac || m.kind == MediaKind::Fibre || m.kind == MediaKind::TwistedPair;
            if (passive) {
                QVERIFY2(m.powerW.has_value(), (m.partNumber + ": passive part without a power figure").c_str());
                QVERIFY2(*m.powerW <= 0.1, m.partNumber.c_str());
            } else if (m.powerW) {
                QVERIFY2(*m.powerW > 0.0, (m.partNumber + ": an active part cannot draw 0 W").c_str());
                activeWithPower += m.forSale;
            }
        }
        // The optics the H100 and RoCE reference designs order: 15 W twin-port SR4, 17 W twin-port DR4.
        QVERIFY(activeWithPower >= 10);
        QCOMPARE(*m_catalogue.findMedium("MMA4Z00-NS")->powerW, 15.0);
        QCOMPARE(*m_catalogue.findMedium("MMS4X00-NS")->powerW, 17.0);
        for (const auto &n : m_catalogue.nics())
            QVERIFY2(!n.powerW || *n.powerW > 0.0, n.model.c_str());
        for (const auto &p : m_catalogue.platforms())
            QVERIFY2(!p.powerKw || *p.powerKw > 0.0, p.name.c_str());
        for (const auto &a : m_catalogue.appliances())
            QVERIFY2(!a.powerW || *a.powerW > 0.0, a.model.c_str());
        for (const auto &s : m_catalogue.switches()) {
            QVERIFY2(!s.maxPowerW || *s.maxPowerW > 0.0, s.model.c_str());
            if (s.sharpVersion || s.shield)
                QVERIFY2(!s.featureSource.empty(), (s.model + " claims SHARP or SHIELD without a source").c_str());
        }
    }

    // NVIDIA sells no EDR medium past the 5 m copper: the MFA1A00-E AOCs and the MMA1B00-E100
    // optic are both on the LinkX no-longer-for-sale list. When an EDR optic or AOC for sale is
    // sourced, this fails, and the 11,664-server SB7800 row of tst_automatichall (QEXPECT_FAIL)
    // and the cabling-only allowances of tst_sizingsweep and tst_opensmsweep must go with it.
    void edrHasNoMediumForSaleBeyondCopper()
    {
        const Medium *optic = m_catalogue.findMedium("MMA1B00-E100");
        QVERIFY(optic);
        QVERIFY(!optic->forSale);
        QVERIFY(!optic->replacedBy.empty());
        QVERIFY(optic->kind == MediaKind::Transceiver);
        bool copperAt5m = false;
        for (const Medium *m : m_catalogue.mediaFor(Technology::InfiniBand, 100, 5.0))
            copperAt5m = copperAt5m || m->partNumber == "MCP1600-E005";
        QVERIFY(copperAt5m);
        // Beyond it only fibre, and HDR100 splitters, whose head needs a split HDR cage (QSFP56
        // at 2 x 100G): no EDR port takes one.
        int hdr100Splitters = 0;
        for (double length : {6.0, 10.0, 30.0})
            for (const Medium *m : m_catalogue.mediaFor(Technology::InfiniBand, 100, length)) {
                if (m->isSplitter()) {
                    QCOMPARE(m->connector, std::string("QSFP56"));
                    QCOMPARE(m->linksPerUnit, 2);
                    ++hdr100Splitters;
                    continue;
                }
                QVERIFY2(m->kind == MediaKind::Fibre, m->partNumber.c_str());
            }
        QVERIFY(hdr100Splitters > 0);
    }

    void jsonShowsStatusPowerAndFeatures()
    {
        const auto json = catalogueToJson(m_catalogue, std::nullopt);
        bool sawNotForSale = false;
        for (const auto &cable : json["cables"])
            sawNotForSale = sawNotForSale || cable["status"] == "not-for-sale";
        QVERIFY(sawNotForSale);
        for (const auto &s : json["switches"]) {
            QVERIFY(s.contains("power_w") && s.contains("max_power_w") && s.contains("heat_btu_per_hour"));
            if (s["model"] == "QM9700") {
                QCOMPARE(s["power_w"].get<double>(), 747.0);
                QVERIFY(s["features"].dump().find("SHIELD") != std::string::npos);
                QVERIFY(!s["feature_source"].get<std::string>().empty());
            }
        }
    }

    // "Neighbour disabled" breakouts count only the cages that still run.
    void breakoutsCountOnlyTheCagesThatRun()
    {
        for (const auto &s : m_catalogue.switches())
            for (const PortMode &mode : s.portModes)
                if (mode.cagesUsed) {
                    QVERIFY(*mode.cagesUsed <= s.cages);
                    QCOMPARE(mode.ports % *mode.cagesUsed, 0);
                }
        const PortMode *sn2700 = m_catalogue.findSwitch("SN2700")->modeFor(25);
        QVERIFY(sn2700);
        QCOMPARE(sn2700->ports, 64);
        QCOMPARE(*sn2700->cagesUsed, 16);
        const PortMode *sn5600 = m_catalogue.findSwitch("SN5600")->modeFor(100);
        QCOMPARE(sn5600->ports / *sn5600->cagesUsed, 8);
        const SwitchModel *sn4410 = m_catalogue.findSwitch("SN4410");
        QCOMPARE(sn4410->modeFor(100)->ports, 128);
        QCOMPARE(sn4410->modeFor(200)->ports, 64);
    }

    void platformsPeopleBuyNow_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("computePorts");
        QTest::addColumn<int>("nvlinkDomain");
        QTest::newRow("DGX-GB300") << "DGX-GB300" << 72 << 72;
        QTest::newRow("DGX-GB200") << "DGX-GB200" << 72 << 72;
        QTest::newRow("HGX-B300") << "HGX-B300" << 8 << 8;
        QTest::newRow("HGX-B200") << "HGX-B200" << 8 << 8;
        QTest::newRow("HGX-H200") << "HGX-H200" << 8 << 8;
        QTest::newRow("HGX-H100") << "HGX-H100" << 8 << 8;
        QTest::newRow("HGX-H800") << "HGX-H800" << 8 << 8;
        QTest::newRow("HGX-H20") << "HGX-H20" << 8 << 8;
        QTest::newRow("HGX-A800") << "HGX-A800" << 8 << 8;
    }

    void platformsPeopleBuyNow()
    {
        QFETCH(QString, name);
        QFETCH(int, computePorts);
        QFETCH(int, nvlinkDomain);
        const Platform *p = m_catalogue.findPlatform(name.toStdString());
        QVERIFY(p);
        QCOMPARE(p->computePorts, computePorts);
        QCOMPARE(*p->nvlinkDomainGpus, nvlinkDomain);
        QVERIFY(m_catalogue.findNic(p->nicModel));
    }

    // NCCL prices a network post by the host's CPU (2 us on AMD, 1 on Intel and Arm): the DGX
    // systems name theirs, with the source; an HGX board's host is the OEM's, not recorded.
    void hostCpus_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("cpu");
        QTest::addColumn<QString>("sourceMentions");
        QTest::newRow("DGX-A100") << "DGX-A100" << "amd" << "AMD EPYC 7742";
        QTest::newRow("DGX-H100") << "DGX-H100" << "intel" << "Xeon Platinum 8480C";
        QTest::newRow("DGX-H200") << "DGX-H200" << "intel" << "Xeon Platinum 8480C";
        QTest::newRow("DGX-B200") << "DGX-B200" << "intel" << "Xeon 8570";
        QTest::newRow("DGX-B300") << "DGX-B300" << "intel" << "Xeon 6776P";
        QTest::newRow("DGX-GB200") << "DGX-GB200" << "arm" << "Grace";
        QTest::newRow("DGX-GB300") << "DGX-GB300" << "arm" << "Grace";
        QTest::newRow("HGX-H100") << "HGX-H100" << "unknown" << "";
        QTest::newRow("RTX-PRO-6000-Server") << "RTX-PRO-6000-Server" << "unknown" << "";
    }

    void hostCpus()
    {
        QFETCH(QString, name);
        QFETCH(QString, cpu);
        QFETCH(QString, sourceMentions);
        const Platform *p = m_catalogue.findPlatform(name.toStdString());
        QVERIFY(p);
        QCOMPARE(QString::fromUtf8(toString(p->hostCpu).data()), cpu);
        QVERIFY2(p->provenance.source.find(sourceMentions.toStdString()) != std::string::npos,
                 p->provenance.source.c_str());
    }

    // The model moves data between a node's GPUs over NVLink or, without it, over PCIe: every
    // multi-GPU platform says which, and a PCIe figure is NCCL's rating of the GPU's link
    // (lanes x GT/s code / 80: Gen4 x16 24, Gen5 x16 48 GB/s).
    void everyMultiGpuPlatformSaysHowItsGpusMeet()
    {
        int pcie = 0;
        for (const auto &p : m_catalogue.platforms()) {
            if (p.gpus < 2)
                continue;
            QVERIFY2(p.nvlinkGBytesPerGpu || p.pcieGBytesPerGpu, p.name.c_str());
            if (p.pcieGBytesPerGpu) {
                ++pcie;
                QVERIFY2(!p.nvlinkGBytesPerGpu, p.name.c_str());
                QVERIFY2(*p.pcieGBytesPerGpu == 24.0 || *p.pcieGBytesPerGpu == 48.0, p.name.c_str());
            }
        }
        QVERIFY(pcie >= 1);
        QCOMPARE(*m_catalogue.findPlatform("RTX-PRO-6000-Server")->pcieGBytesPerGpu, 48.0);
    }

    void currentDesignsOrderOnlyPartsForSale()
    {
        for (const QString &name : QDir(kSamples).entryList({QStringLiteral("*.json")})) {
            const Plan plan = samplePlan(name);
            QVERIFY2(plan.ok(), qPrintable(name));
            for (const BomLine &line : plan.bom.lines)
                if (const Medium *m = m_catalogue.findMedium(line.partNumber))
                    QVERIFY2(m->forSale, (name.toStdString() + " orders " + line.partNumber).c_str());
            // Switch power is in the totals unless the switch truly has no published figure.
            for (const BomLine &line : plan.bom.lines) {
                if (line.category != "Switches")
                    continue;
                const SwitchModel *model = m_catalogue.findSwitch(line.partNumber);
                QVERIFY2(model, line.partNumber.c_str());
                QCOMPARE(line.powerUnknown, !model->powerW.has_value());
                QVERIFY2(!line.powerUnknown || !model->powerUnknownReason.empty(), line.partNumber.c_str());
            }
        }
    }

    // DGX H100 SuperPOD RA Table 8, 4 SU: 1,536 switch-side twin-port optics, 508 DGX-side flat-top
    // ones, 4 UFM optics; the UFM links use OSFP parts that fit the QM9700 cages.
    void h100FourSuMatchesTheRaTable8()
    {
        const Plan plan = samplePlan(QStringLiteral("h100-ndr-4su.json"));
        QVERIFY(plan.ok());
        const auto optics = quantities(plan.bom, "Transceivers");
        QCOMPARE(optics.at("MMA4Z00-NS"), 1536);
        QCOMPARE(optics.at("980-9I51A-00NS00"), 508);
        QCOMPARE(optics.at("MMA4Z00-NS400"), 4);
        QCOMPARE(quantities(plan.bom, "Fibre").at("980-9I557-00N030"), 4);
        QVERIFY(quantities(plan.bom, "Cables").empty()); // no HDR QSFP56 cable in an OSFP cage
        // Rack power and power per GPU include the 48 QM9700 (747 W typical each).
        for (const BomLine &line : plan.bom.lines)
            if (line.category == "Switches") {
                QVERIFY(!line.powerUnknown);
                QCOMPARE(line.powerW, 48 * 747.0);
            }
        for (std::size_t id = 0; id < plan.compute().topology.links.size(); ++id) {
            const Link &l = plan.compute().topology.links[id];
            const CableRun &run = plan.compute().cables.runs[id];
            const CableMedium &medium = plan.compute().cables.mediumOf(run);
            for (const auto &[end, optic] : {std::pair{l.a(), medium.transceiverA}, std::pair{l.b(), medium.transceiverB}}) {
                const Device &d = plan.compute().topology.device(end.device);
                QVERIFY(optic);
                if (d.kind == DeviceKind::Switch)
                    QCOMPARE(QString::fromStdString(optic->connector), QStringLiteral("OSFP"));
                else
                    QCOMPARE(QString::fromStdString(optic->connector), QStringLiteral("OSFP-flat"));
            }
        }
    }

    void roceNodeOpticsAreEthernetFlatTop()
    {
        const Plan plan = samplePlan(QStringLiteral("h100-roce-400g.json"));
        QVERIFY(plan.ok());
        int nodeEnds = 0;
        for (std::size_t id = 0; id < plan.compute().topology.links.size(); ++id) {
            const Link &l = plan.compute().topology.links[id];
            const CableRun &run = plan.compute().cables.runs[id];
            const CableMedium &medium = plan.compute().cables.mediumOf(run);
            for (const auto &[end, optic] : {std::pair{l.a(), medium.transceiverA}, std::pair{l.b(), medium.transceiverB}}) {
                if (plan.compute().topology.device(end.device).kind != DeviceKind::Node)
                    continue;
                ++nodeEnds;
                QVERIFY2(optic, "a node end without an optic");
                QCOMPARE(QString::fromStdString(optic->connector), QStringLiteral("OSFP-flat"));
                QVERIFY2(optic->supports(Technology::Ethernet), optic->partNumber.c_str());
            }
        }
        QCOMPARE(nodeEnds, 128 * 8);
    }

    void cablesMustFitTheirCages_data()
    {
        QTest::addColumn<QString>("plug");
        QTest::addColumn<QString>("cage");
        QTest::addColumn<bool>("fits");
        QTest::newRow("same") << "OSFP" << "OSFP" << true;
        QTest::newRow("finned in flat") << "OSFP" << "OSFP-flat" << false;
        QTest::newRow("QSFP56 in OSFP") << "QSFP56" << "OSFP" << false;
        QTest::newRow("QSFP28 in QSFP56") << "QSFP28" << "QSFP56" << true;
        QTest::newRow("QSFP28 in mixed panel") << "QSFP28" << "SFP28/QSFP28" << true;
        // A QSFP-DD cage takes single-density QSFP plugs (SN4700: QSFP-DD, QSFP56, QSFP28); a
        // QSFP-DD plug does not go into a single-density cage.
        QTest::newRow("QSFP28 in QSFP-DD") << "QSFP28" << "QSFP-DD" << true;
        QTest::newRow("QSFP112 in QSFP-DD") << "QSFP112" << "QSFP-DD" << true;
        QTest::newRow("QSFP-DD in QSFP28") << "QSFP-DD" << "QSFP28" << false;
        QTest::newRow("QSFP-DD in QSFP112") << "QSFP-DD" << "QSFP112" << false;
        QTest::newRow("QSFP28 in OSFP") << "QSFP28" << "OSFP" << false;
        QTest::newRow("unknown cage") << "OSFP" << "" << true;
    }

    void cablesMustFitTheirCages()
    {
        QFETCH(QString, plug);
        QFETCH(QString, cage);
        QFETCH(bool, fits);
        QCOMPARE(plugFits(plug.toStdString(), cage.toStdString()), fits);
    }

    void badTechnologyIsAnErrorNotInfiniBand()
    {
        QTemporaryDir dir;
        const std::filesystem::path path = dir.filePath(QStringLiteral("bad.sqlite")).toStdString();
        QVERIFY(fixture::makeCatalogue(path, FABRIC_SOURCE_DIR "/data/schema.sql").ok());
        {
            SqliteDatabase db;
            QVERIFY(db.open(path, SqliteDatabase::Mode::ReadWriteCreate).empty());
            // What a hand-edited or damaged file could hold: the schema's CHECK would refuse it.
            QVERIFY(db.execute("PRAGMA ignore_check_constraints = ON; "
                               "UPDATE switches SET technology = 'fibrechannel' WHERE model = 'TSW';").empty());
        }
        QVERIFY(sealCatalogue(path).empty());
        auto opened = Catalogue::open(path);
        QVERIFY(!opened.ok());
        QVERIFY2(opened.error().find("technology 'fibrechannel'") != std::string::npos, opened.error().c_str());
        QVERIFY2(opened.error().find("TSW") != std::string::npos, opened.error().c_str());
    }

    // An NVL72 rack's own managed parts: a row the OOB planner could misread is refused, naming
    // the table, the row and the value.
    void badRackManagedPartIsRefused_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("a third built-in switch")
            << "UPDATE rack_managed_parts SET in_rack_switches = '1,1,3' WHERE platform = 'DGX-GB200' AND part = 'nvsw'"
            << "rack_managed_parts row 'DGX-GB200 nvsw': in_rack_switches '3' is not 1 or 2";
        QTest::newRow("a switch short")
            << "UPDATE rack_managed_parts SET in_rack_switches = '1,2' WHERE platform = 'DGX-GB200' AND part = 'nvsw'"
            << "rack_managed_parts row 'DGX-GB200 nvsw': in_rack_switches does not name one switch for each port";
        QTest::newRow("no port")
            << "UPDATE rack_managed_parts SET port_names = ' , ' WHERE platform = 'DGX-GB300' AND part = 'pwr'"
            << "rack_managed_parts row 'DGX-GB300 pwr': port_names names no port";
        QTest::newRow("not a rack-scale platform")
            << "UPDATE rack_managed_parts SET platform = 'DGX-H100' WHERE platform = 'DGX-GB200' AND part = 'pwr'"
            << "rack_managed_parts row 'DGX-H100 pwr': platform is not a rack-scale platform";
    }

    void badRackManagedPartIsRefused()
    {
        QFETCH(QString, change);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const std::filesystem::path path = dir.filePath(QStringLiteral("parts.sqlite")).toStdString();
        std::filesystem::copy_file(Catalogue::bundledPath(), path);
        {
            SqliteDatabase db;
            QVERIFY(db.open(path, SqliteDatabase::Mode::ReadWriteCreate).empty());
            QVERIFY(db.execute(change.toStdString() + ";").empty());
        }
        QVERIFY(sealCatalogue(path).empty());
        auto opened = Catalogue::open(path);
        QVERIFY(!opened.ok());
        QVERIFY2(opened.error().find(message.toStdString()) != std::string::npos, opened.error().c_str());
    }

    void changedContentIsRefused()
    {
        QTemporaryDir dir;
        const std::filesystem::path path = dir.filePath(QStringLiteral("changed.sqlite")).toStdString();
        std::filesystem::copy_file(Catalogue::bundledPath(), path);
        {
            SqliteDatabase db;
            QVERIFY(db.open(path, SqliteDatabase::Mode::ReadWriteCreate).empty());
            QVERIFY(db.execute("UPDATE switches SET cages = 31 WHERE model = 'QM9700';").empty());
        }
        auto opened = Catalogue::open(path);
        QVERIFY(!opened.ok());
        QVERIFY2(opened.error().find("content hash") != std::string::npos, opened.error().c_str());
    }

    // Bit flips anywhere in the file: each copy is refused with a message, or it loads exactly the
    // catalogue it was (a flip in unused space), never a different one.
    void flippedBitsNeverPlanWithWrongFacts()
    {
        const std::string original = readBytes(Catalogue::bundledPath());
        const std::string expected = catalogueToJson(m_catalogue, std::nullopt).dump();
        QTemporaryDir dir;
        const std::filesystem::path path = dir.filePath(QStringLiteral("flipped.sqlite")).toStdString();
        int refused = 0;
        for (int i = 0; i < 60; ++i) {
            std::string bytes = original;
            const std::size_t at = (static_cast<std::size_t>(i) * 7919u * 131u + 4096u) % bytes.size();
            bytes[at] = static_cast<char>(bytes[at] ^ (1 << (i % 8)));
            writeBytes(path, bytes);
            auto opened = Catalogue::open(path);
            if (!opened.ok()) {
                ++refused;
                QVERIFY(!opened.error().empty());
                continue;
            }
            QVERIFY2(catalogueToJson(*opened, std::nullopt).dump() == expected,
                     qPrintable(QStringLiteral("flip at byte %1 loaded a different catalogue").arg(at)));
        }
        QVERIFY(refused > 0);
    }
};

QTEST_GUILESS_MAIN(TestCatalogueFacts)
#include "tst_cataloguefacts.moc"
