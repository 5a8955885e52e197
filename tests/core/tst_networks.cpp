// The networks beside the compute fabric (issue 38): held to NVIDIA's published designs where a
// number is published, and to the properties a quote relies on everywhere else.
#include "core/design/projectfile.h"
#include "core/export/cablingrows.h"
#include "core/export/exportformats.h"
#include "core/export/planworkbook.h"
#include "core/networks/leafpairs.h"
#include "core/networks/ownleaves.h"
#include "core/networks/oobestimate.h"
#include "core/plan/pipeline.h"
#include "core/report/planreport.h"

#include "../common/bundledcatalogue.h"
#include "../common/sizingsweep.h"

#include <QTest>

#include <map>
#include <optional>
#include <set>

using namespace fabric;

namespace {

Design design(const QString &platform, int nodes, Technology fabric = Technology::InfiniBand)
{
    Design d;
    d.platform = platform.toStdString();
    d.nodes = nodes;
    d.fabric = fabric;
    return d;
}

int switchesOf(const NetworkPlan &network)
{
    return network.sizing.switchCount();
}

// A plan with storage devices: devices of portsEach ports at speed (the nodes' storage speed
// when none).
Plan planWithStorage(const QString &platform, int nodes, int devices, int portsEach, std::optional<int> speed = std::nullopt)
{
    Design d = design(platform, nodes);
    d.networks.storageDevices = devices;
    d.networks.storagePortsPerDevice = portsEach;
    d.networks.storageLinkSpeedGbps = speed;
    return makePlan(d, bundledCatalogue());
}

// The plan of the current row of a table of cluster shapes (platform, nodes, ethernet), with
// that many storage devices.
Plan planOfShape(int storageDevices)
{
    QFETCH(QString, platform);
    QFETCH(int, nodes);
    QFETCH(bool, ethernet);
    Design d = design(platform, nodes, ethernet ? Technology::Ethernet : Technology::InfiniBand);
    d.networks.storageDevices = storageDevices;
    return makePlan(d, bundledCatalogue());
}

} // namespace

class TestNetworks : public QObject
{
    Q_OBJECT

private slots:
    // DGX SuperPOD RA-11333-001 V11, Table 7, 4 SU / 127 DGX H100: 48 compute fabric switches
    // (32 leaves, 16 spines), 8 in-band SN4600C, OOB on SN2201 (shared/reference/catalogue.md B1).
    void h100SuperPodFourSu()
    {
        const Plan plan = makePlan(design(QStringLiteral("DGX-H100"), 127), bundledCatalogue());
        QVERIFY2(plan.ok(), plan.diagnostics.empty() ? "" : plan.diagnostics.front().message().c_str());
        QCOMPARE(static_cast<int>(plan.networks.size()), 4);
        QCOMPARE(switchesOf(plan.compute()), 48);
        const NetworkPlan *inband = plan.network(NetworkRole::Inband);
        QVERIFY(inband);
        qInfo("in-band: %d leaves, %d spines; OOB: %d switches", inband->sizing.tierSizes.front().count,
              inband->sizing.tiers > 1 ? inband->sizing.tierSizes[1].count : 0, switchesOf(*plan.network(NetworkRole::Oob)));
        QCOMPARE(switchesOf(*inband), 8);
        QCOMPARE(inband->sizing.tierSizes.front().model, std::string("SN4600C"));
        QVERIFY(inband->technology() == Technology::Ethernet);
        const NetworkPlan *storage = plan.network(NetworkRole::Storage);
        QVERIFY(storage);
        QVERIFY(storage->technology() == Technology::InfiniBand);
        QCOMPARE(storage->sizing.tierSizes.front().model, std::string("QM9700"));
        const NetworkPlan *oob = plan.network(NetworkRole::Oob);
        QVERIFY(oob);
        QCOMPARE(oob->sizing.tierSizes.front().model, std::string("SN2201"));
        // Each DGX: two storage ports, two bonded in-band ports, one BMC port (Table 8).
        QCOMPARE(static_cast<int>(storage->sizing.railsPerNode), 2);
        QCOMPARE(static_cast<int>(inband->sizing.railsPerNode), 2);
    }

    // Every network asked for by name, at sizes where the RA's SN4600C cannot be the in-band
    // network's core and the cheapest switch that fits takes over: that switch keeps free ports
    // for the OOB uplinks too (at 8,192 DGX H100 it once left 422 for 926).
    void wholeClusterWhereTheInbandSwitchGivesWay_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("planes");
        QTest::newRow("4,096 DGX H100") << 4096 << 1;
        QTest::newRow("8,192 DGX H100") << 8192 << 1;
        QTest::newRow("16,384 DGX H100, two planes") << 16384 << 2;
    }

    void wholeClusterWhereTheInbandSwitchGivesWay()
    {
        QFETCH(int, nodes);
        QFETCH(int, planes);
        Design d = design(QStringLiteral("DGX-H100"), nodes);
        d.planes = planes;
        d.networks.planned = std::vector<NetworkRole>(kNetworkRoles.begin(), kNetworkRoles.end());
        d.networks.storageDevices = nodes / 8;
        const Plan plan = makePlan(d, bundledCatalogue());
        for (const Diagnostic &diagnostic : plan.diagnostics)
            QVERIFY2(!diagnostic.isError(), (diagnostic.field + ": " + diagnostic.message()).c_str());
        QCOMPARE(plan.networks.size(), kNetworkRoles.size());
        const NetworkPlan *inband = plan.network(NetworkRole::Inband);
        const NetworkPlan *oob = plan.network(NetworkRole::Oob);
        QVERIFY(inband && oob);
        // Every OOB switch uplinked into the in-band network.
        long long uplinks = 0, oobSwitches = 0;
        for (const Link &link : inband->topology.links)
            uplinks += link.tier() == LinkTier::OobUplink;
        for (const Device &device : oob->topology.devices)
            oobSwitches += device.kind == DeviceKind::Switch && !device.managementPortOnly;
        QVERIFY(oobSwitches > 0);
        QVERIFY2(uplinks >= oobSwitches, qPrintable(QStringLiteral("%1 uplinks for %2 OOB switches").arg(uplinks).arg(oobSwitches)));
    }

    // The compute fabric's shape settings shape the compute fabric alone: the storage fabric and
    // the in-band network keep their own fewest switches (--tiers 3 once made the storage fabric
    // of 127 DGX H100 five switches in three tiers instead of one).
    void computeSettingsLeaveTheOtherNetworksAlone_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<std::optional<int>>("tiers");
        QTest::addColumn<std::optional<int>>("suSize");
        QTest::addColumn<int>("planes");
        QTest::addColumn<double>("oversubscription");
        QTest::addColumn<double>("spineOversubscription");
        const std::optional<int> none;
        QTest::newRow("127 nodes, two tiers") << 127 << std::optional(2) << none << 1 << 1.0 << 1.0;
        QTest::newRow("127 nodes, three tiers") << 127 << std::optional(3) << none << 1 << 1.0 << 1.0;
        QTest::newRow("31 nodes, three tiers") << 31 << std::optional(3) << none << 1 << 1.0 << 1.0;
        QTest::newRow("127 nodes, three tiers at 2:1 above the spines")
            << 127 << std::optional(3) << none << 1 << 1.0 << 2.0;
        QTest::newRow("127 nodes, SUs of 16") << 127 << none << std::optional(16) << 1 << 1.0 << 1.0;
        QTest::newRow("127 nodes, two planes") << 127 << none << none << 2 << 1.0 << 1.0;
        QTest::newRow("127 nodes, 2:1 at the leaf") << 127 << none << none << 1 << 2.0 << 1.0;
    }

    void computeSettingsLeaveTheOtherNetworksAlone()
    {
        QFETCH(int, nodes);
        QFETCH(std::optional<int>, tiers);
        QFETCH(std::optional<int>, suSize);
        QFETCH(int, planes);
        QFETCH(double, oversubscription);
        QFETCH(double, spineOversubscription);
        Design plain = design(QStringLiteral("DGX-H100"), nodes);
        plain.networks.storageDevices = 4;
        Design shaped = plain;
        shaped.tiers = tiers;
        shaped.suSize = suSize;
        shaped.planes = planes;
        shaped.oversubscription = oversubscription;
        shaped.spineOversubscription = spineOversubscription;
        const Plan before = makePlan(plain, bundledCatalogue());
        const Plan after = makePlan(shaped, bundledCatalogue());
        for (const Plan *plan : {&before, &after})
            for (const Diagnostic &problem : plan->diagnostics)
                QVERIFY2(!problem.isError(), (problem.field + ": " + problem.message()).c_str());
        for (NetworkRole role : {NetworkRole::Storage, NetworkRole::Inband}) {
            const NetworkPlan *own = before.network(role);
            const NetworkPlan *beside = after.network(role);
            QVERIFY(own && beside);
            const std::string name(toString(role));
            QVERIFY2(beside->sizing.tiers == own->sizing.tiers,
                     (name + ": " + std::to_string(beside->sizing.tiers) + " tiers, not " + std::to_string(own->sizing.tiers)).c_str());
            QVERIFY2(switchesOf(*beside) == switchesOf(*own),
                     (name + ": " + std::to_string(switchesOf(*beside)) + " switches, not " + std::to_string(switchesOf(*own))).c_str());
            // The OOB switches' uplinks follow the compute fabric's switches, which the OOB
            // network manages; every other link is the network's own.
            const auto ownLinks = [](const NetworkPlan &network) {
                return std::count_if(network.topology.links.begin(), network.topology.links.end(),
                                     [](const Link &l) { return l.tier() != LinkTier::OobUplink; });
            };
            QCOMPARE(ownLinks(*beside), ownLinks(*own));
        }
    }

    // Every rack's figures hold what stands in it, each in its own rack's height and limit (an
    // NVL72 is a 48 U rack built for its own draw: it was drawn over a 42 U, 40 kW frame and
    // flagged over its limit), and the Racks sheet adds up to the bill's power: the optics the
    // racks' figures leave out have their own row.
    void racksHoldWhatStandsInThem_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<bool>("ethernet");
        QTest::newRow("H100, 4 SU") << "DGX-H100" << 127 << false;
        QTest::newRow("H100 on RoCE, 1 SU") << "DGX-H100" << 32 << true;
        QTest::newRow("GB200 NVL72, 8 racks") << "DGX-GB200" << 8 << false;
    }

    void racksHoldWhatStandsInThem()
    {
        const Plan plan = planOfShape(4);
        QVERIFY2(plan.ok(), plan.diagnostics.empty() ? "" : plan.diagnostics.front().message().c_str());
        const Platform *p = bundledCatalogue().findPlatform(plan.design.platform);
        // A device is one physical thing on every network it is in, under one name.
        std::set<std::pair<int, std::string>> standing;
        for (const NetworkPlan &network : plan.networks) {
            const std::vector<Placement> &placements = plan.placementsOf(network);
            for (int id = 0; id < network.topology.deviceCount(); ++id) {
                const Device &d = network.topology.device(id);
                const int rack = placements[static_cast<std::size_t>(id)].rack;
                if (!d.managementPortOnly && rack >= 0)
                    standing.emplace(rack, d.name);
            }
        }
        std::vector<int> devices(plan.floor.racks.size(), 0);
        for (const auto &[rack, name] : standing)
            ++devices[static_cast<std::size_t>(rack)];
        for (const Rack &rack : plan.floor.racks) {
            const bool own = p->rackScale && rack.role == RackRole::Compute;
            QCOMPARE(rack.units, own ? p->rackUnits : plan.design.floor.rackUnits);
            QCOMPARE(rack.powerLimitKw.has_value(), !own);
            QVERIFY2(rack.usedUnits <= rack.units, rack.name.c_str());
            QVERIFY2(!own || !rack.overPowerLimit(), rack.name.c_str());
            QCOMPARE(rack.devices, devices[static_cast<std::size_t>(rack.id)]);
        }
        const Workbook workbook = planWorkbook(plan);
        const auto racks = std::find_if(workbook.sheets.begin(), workbook.sheets.end(), [](const Sheet &s) { return s.name == "Racks"; });
        QVERIFY(racks != workbook.sheets.end());
        const Row &total = racks->rows.back();
        QCOMPARE(total[0].text, std::string("TOTAL"));
        QVERIFY2(std::abs(total[7].number - plan.bom.powerW / 1000.0) < 1e-6,
                 (std::to_string(total[7].number) + " kW, the bill " + std::to_string(plan.bom.powerW / 1000.0)).c_str());
        // A rack of unknown weight shows no weight, never 0 kg.
        for (std::size_t r = 1; r <= plan.floor.racks.size(); ++r) {
            const Rack &rack = plan.floor.racks[r - 1];
            if (rack.weightKg <= 0.0 && rack.devicesWithoutWeight > 0)
                QCOMPARE(racks->rows[r][9].text, std::string("unknown"));
        }
    }

    void cablingPlanCablesAddUpToTheBill_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<bool>("ethernet");
        QTest::addColumn<int>("storageDevices");
        QTest::newRow("H100, 4 SU, 16 storage devices") << "DGX-H100" << 127 << false << 16;
        QTest::newRow("H100 on RoCE, 64 nodes") << "DGX-H100" << 64 << true << 8;
        QTest::newRow("B200 on RoCE, 256 nodes") << "DGX-B200" << 256 << true << 16;
        QTest::newRow("GB200 NVL72, three tiers") << "DGX-GB200" << 144 << false << 0;
    }

    // An installer counts cables off the cabling plan: a twin or split cable is one cable for the
    // links it carries (each names it in Shared cable), any other a cable (or fibre) per link.
    // Counted so, every network's cables and fibres are the bill's, part by part.
    void cablingPlanCablesAddUpToTheBill()
    {
        QFETCH(int, storageDevices);
        const Plan plan = planOfShape(storageDevices);
        QVERIFY(plan.ok());
        std::map<std::pair<std::string, std::string>, int> planned; // (network, part) -> cables
        std::map<std::pair<std::string, int>, int> linksOnCable;    // (network, first link) -> links
        for (const CablingRow &row : cablingRows(plan)) {
            if (row.cablePn.empty())
                continue;
            if (row.cableOfLink >= 0) {
                ++linksOnCable[{row.network, row.cableOfLink}];
                if (row.cableOfLink != row.link)
                    continue;
            }
            ++planned[{row.network, row.cablePn}];
        }
        std::map<std::pair<std::string, std::string>, int> billed;
        for (const BomLine &line : plan.bom.lines)
            if (line.category == "Cables" || line.category == "Fibre")
                billed[{line.network, line.partNumber}] += line.quantity;
        for (const auto &[part, count] : billed)
            QVERIFY2(planned[part] == count, (part.first + " " + part.second + ": " + std::to_string(planned[part])
                                              + " in the cabling plan, " + std::to_string(count) + " billed").c_str());
        QCOMPARE(planned.size(), billed.size()); // no part planned that the bill leaves out
        QVERIFY2(!linksOnCable.empty(), "no shared cable in the plan: the check above proved little");
        for (const auto &[cable, links] : linksOnCable)
            QVERIFY2(links >= 2, (cable.first + " link " + std::to_string(cable.second + 1) + ": a shared cable of one link").c_str());
    }

    void everyManagedDeviceHasExactlyOneOobLink_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<bool>("ethernet");
        QTest::newRow("H100, 1 node") << "DGX-H100" << 1 << false;
        QTest::newRow("H100, 1 SU") << "DGX-H100" << 31 << false;
        QTest::newRow("H100, 4 SU") << "DGX-H100" << 127 << false;
        QTest::newRow("H100, 1,000 nodes, three tiers") << "DGX-H100" << 1000 << false;
        QTest::newRow("H100 on RoCE, 300 nodes") << "DGX-H100" << 300 << true;
        QTest::newRow("H100 on RoCE, 1 SU") << "DGX-H100" << 32 << true;
        QTest::newRow("H100 on RoCE, 4 SU") << "DGX-H100" << 128 << true;
        QTest::newRow("B200, 512 nodes") << "DGX-B200" << 512 << false;
        QTest::newRow("GB200 NVL72, 8 racks") << "DGX-GB200" << 8 << false;
        QTest::newRow("GB200 NVL72, 16 racks") << "DGX-GB200" << 16 << false;
    }

    // Every node's BMC (each host's, in a node of several), every switch and appliance of the
    // other networks, every management server, storage device and rack PDU: one link each to an
    // OOB switch, no device twice.
    void everyManagedDeviceHasExactlyOneOobLink()
    {
        const Plan plan = planOfShape(4);
        const Design &d = plan.design;
        QVERIFY2(plan.ok(), plan.diagnostics.empty() ? "" : plan.diagnostics.front().message().c_str());
        const NetworkPlan *oob = plan.network(NetworkRole::Oob);
        QVERIFY(oob);

        std::multiset<std::string> expected;
        for (const NetworkPlan &network : plan.networks) {
            if (network.role == NetworkRole::Oob)
                continue;
            for (const Device &device : network.topology.devices) {
                const bool node = device.kind == DeviceKind::Node;
                if (node && network.role != NetworkRole::Compute)
                    continue; // a node is one device on every network
                if (device.kind == DeviceKind::Switch && device.model == "SN2201" && network.role == NetworkRole::Inband)
                    continue; // the OOB switches' own uplinks into the in-band network
                // A node of several hosts (an NVL72 rack's 18 compute trays): a BMC on each.
                for (int host = 0; host < (node ? std::max(1, device.hosts) : 1); ++host)
                    expected.insert(device.name);
                // And its rack's own parts, each port: dgx-gb200-0001-nvsw01 ComE1, ComE2, BMC.
                if (node)
                    for (const RackManagedPart *part : bundledCatalogue().rackManagedParts(d.platform))
                        for (int i = 1; i <= part->count; ++i)
                            for (std::size_t port = 0; port < part->portNames.size(); ++port)
                                expected.insert(device.name + "-" + part->part + (i < 10 ? "0" : "") + std::to_string(i));
            }
        }
        const Platform *p = bundledCatalogue().findPlatform(d.platform);
        for (const Rack &rack : plan.floor.racks)
            if (!(p->rackScale && rack.role == RackRole::Compute))
                for (int i = 0; i < d.networks.pdusPerRack; ++i)
                    expected.insert("pdu-" + rack.name + "-" + std::to_string(i + 1));

        std::multiset<std::string> linked;
        for (const Link &link : oob->topology.links) {
            const Device &a = oob->topology.device(link.a().device);
            const Device &b = oob->topology.device(link.b().device);
            QVERIFY(a.managementPortOnly);
            QCOMPARE(b.model, std::string("SN2201"));
            QVERIFY(b.kind == DeviceKind::Switch);
            linked.insert(a.name);
        }
        QCOMPARE(linked.size(), expected.size());
        QVERIFY(linked == expected);
        // No OOB switch takes more management links than its 48 RJ45 ports.
        std::map<int, int> perSwitch;
        for (const Link &link : oob->topology.links)
            ++perSwitch[link.b().device];
        for (const auto &[device, links] : perSwitch)
            QVERIFY(links <= 48);
        // Every OOB link is carried by a cord of the catalogue.
        QCOMPARE(oob->cables.uncarriedLinks, 0);
    }

    void everyApplianceSaysWhatItIs_data() { everyManagedDeviceHasExactlyOneOobLink_data(); }

    // A diagram names an appliance by what it is (a PDU's model is only its maker's part number):
    // UFM, storage device, management server or PDU, on its own network and on the OOB network.
    void everyApplianceSaysWhatItIs()
    {
        const Plan plan = planOfShape(4);
        QVERIFY2(plan.ok(), plan.diagnostics.empty() ? "" : plan.diagnostics.front().message().c_str());
        const Catalogue &catalogue = bundledCatalogue();
        const auto expectedRole = [&](const Device &d) {
            if (catalogue.findAppliance(d.model))
                return ApplianceRole::SubnetManager;
            if (d.model == catalogue.findInfrastructure(InfrastructureRole::Pdu)->model)
                return ApplianceRole::Pdu;
            if (d.model == catalogue.findInfrastructure(InfrastructureRole::ManagementServer)->model)
                return ApplianceRole::ManagementServer;
            for (const RackManagedPart *part : catalogue.rackManagedParts(plan.design.platform))
                if (d.model == part->title)
                    return ApplianceRole::RackPart;
            return d.model == "Storage device" ? ApplianceRole::Storage : ApplianceRole::None;
        };
        std::set<ApplianceRole> seen;
        for (const NetworkPlan &network : plan.networks)
            for (const Device &d : network.topology.devices) {
                if (d.kind != DeviceKind::Appliance) {
                    QCOMPARE(d.appliance, ApplianceRole::None);
                    continue;
                }
                QVERIFY2(d.appliance != ApplianceRole::None, d.name.c_str());
                QCOMPARE(d.appliance, expectedRole(d));
                seen.insert(d.appliance);
            }
        QVERIFY(seen.count(ApplianceRole::Pdu));
        QCOMPARE(seen.count(ApplianceRole::Storage), std::size_t(plan.network(NetworkRole::Storage) != nullptr));
        QCOMPARE(seen.count(ApplianceRole::ManagementServer), std::size_t(plan.network(NetworkRole::Inband) != nullptr));
        QCOMPARE(seen.count(ApplianceRole::RackPart), std::size_t(catalogue.findPlatform(plan.design.platform)->rackScale));
    }

    void everyPortLabelNamesOneSocket_data()
    {
        everyManagedDeviceHasExactlyOneOobLink_data();
        // One port a cage on the compute fabric: its ports read "1", "2" as the storage ports would.
        QTest::newRow("generic server, 64 nodes") << "generic-server" << 64 << false;
    }

    // The installer reads a device and a port off the cabling plan and the labels: no two cables
    // of the cluster may end at the same device and port label (a node's storage, in-band and
    // management ports were all "port 1").
    void everyPortLabelNamesOneSocket()
    {
        const Plan plan = planOfShape(4);
        QVERIFY(plan.ok());
        const ClusterCablingTable table(plan);
        std::map<std::pair<std::string, std::string>, std::size_t> seen;
        CablingRow row;
        for (std::size_t i = 0; i < table.size(); ++i) {
            table.row(i, row);
            for (const CablingEnd *end : {&row.a, &row.b}) {
                const auto [at, fresh] = seen.emplace(std::make_pair(end->device, end->port), i);
                QVERIFY2(fresh, qPrintable(QStringLiteral("%1 port %2: rows %3 and %4")
                                               .arg(QString::fromStdString(end->device), QString::fromStdString(end->port))
                                               .arg(at->second)
                                               .arg(i)));
            }
        }
    }

    void bomTotalIsTheSumOfItsNetworks_data()
    {
        everyManagedDeviceHasExactlyOneOobLink_data();
    }

    void bomTotalIsTheSumOfItsNetworks()
    {
        const Plan plan = planOfShape(0);
        QVERIFY(plan.ok());
        std::set<std::string> networks;
        for (const BomLine &line : plan.bom.lines)
            networks.insert(line.network);
        QCOMPARE(plan.bom.cost.networks.size(), networks.size());
        double list = 0.0, net = 0.0;
        for (const std::string &network : networks) {
            const NetworkCost *cost = plan.bom.cost.networkCost(network);
            QVERIFY(cost);
            list += cost->list;
            net += cost->net;
        }
        QVERIFY(qAbs(list - plan.bom.cost.list) <= 0.005);
        QVERIFY(qAbs(net - plan.bom.cost.net) <= 0.005);
        // Each network's switches are on the bill under its own name.
        for (const NetworkPlan &network : plan.networks) {
            long long billed = 0;
            for (const BomLine &line : plan.bom.lines)
                if (line.category == "Switches" && line.network == toString(network.role))
                    billed += line.quantity;
            QCOMPARE(billed, static_cast<long long>(switchesOf(network)));
        }
    }

    // Version-1 projects plan the compute fabric alone, and the compute fabric is the same with
    // the other networks planned beside it: plan --json's compute fields agree byte for byte.
    void versionOneProjectsPlanTheComputeFabricAsBefore_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::newRow("H100 NDR 4 SU") << "h100-ndr-4su.json";
        QTest::newRow("H100 RoCE 400G") << "h100-roce-400g.json";
    }

    void versionOneProjectsPlanTheComputeFabricAsBefore()
    {
        QFETCH(QString, sample);
        auto loaded = ProjectFile::load(std::string(FABRIC_SOURCE_DIR "/data/samples/") + sample.toStdString());
        QVERIFY2(static_cast<bool>(loaded), loaded ? "" : loaded.error().c_str());
        QVERIFY(loaded->networks.planned.has_value());
        QCOMPARE(static_cast<int>(loaded->networks.planned->size()), 1);
        const Plan alone = makePlan(*loaded, bundledCatalogue());
        QCOMPARE(static_cast<int>(alone.networks.size()), 1);

        Design all = *loaded;
        all.networks.planned.reset(); // the platform's default: every network
        const Plan whole = makePlan(all, bundledCatalogue());
        QVERIFY(whole.networks.size() > 1);
        const auto a = planToJson(alone, {});
        const auto b = planToJson(whole, {});
        for (const char *key : {"endpoints", "planes", "nodes", "gpus", "tiers", "links", "bisection_gbps", "oversubscription",
                                "switch", "link_speed_gbps", "rails_per_node", "tier_count", "su_size", "scalable_units",
                                "switches", "hops", "latency_ns"})
            QVERIFY2(a.at(key).dump() == b.at(key).dump(), key);
        // The compute entry of networks[] is the top-level tiers, model by model.
        const auto &compute = b.at("networks").at(0);
        QCOMPARE(QString::fromStdString(compute.at("role").get<std::string>()), QStringLiteral("compute"));
        QCOMPARE(compute.at("tiers").size(), b.at("tiers").size());
        for (std::size_t i = 0; i < compute.at("tiers").size(); ++i)
            QCOMPARE(compute.at("tiers")[i].at("count").get<int>(), b.at("tiers")[i].at("count").get<int>());
    }

    // Asked for by name, a network that cannot be built is an error naming its field; left to the
    // platform's default, it is left out with a warning that says why.
    void impossibleNetworks_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("field");
        QTest::newRow("storage faster than any switch") << "storage-speed" << "networks.storage";
        QTest::newRow("an access switch as the in-band network") << "inband-switch" << "networks.inband";
        QTest::newRow("no published storage layout") << "storage-gb200" << "networks.storage.nodePorts";
    }

    void impossibleNetworks()
    {
        QFETCH(QString, what);
        QFETCH(QString, field);
        Design d = design(QStringLiteral("DGX-H100"), 127);
        d.networks.planned = std::vector<NetworkRole>(kNetworkRoles.begin(), kNetworkRoles.end());
        if (what == QLatin1String("storage-speed"))
            d.networks.storage.linkSpeedGbps = 3200;
        else if (what == QLatin1String("inband-switch"))
            d.networks.inband.switchModel = "SN2010";
        else
            d.platform = "DGX-GB200", d.nodes = 8;
        const Plan asked = makePlan(d, bundledCatalogue());
        QVERIFY(!asked.ok());
        bool named = false;
        for (const Diagnostic &problem : asked.diagnostics)
            named = named || (problem.isError() && QString::fromStdString(problem.field).startsWith(field));
        QVERIFY2(named, qPrintable(field));

        if (what == QLatin1String("storage-gb200"))
            return; // by default GB200 plans no storage network of its own: nothing to warn about
        d.networks.planned.reset();
        if (what == QLatin1String("inband-switch"))
            return; // a switch the user named is the user's choice: it stays an error
        const Plan defaulted = makePlan(d, bundledCatalogue());
        QVERIFY2(defaulted.ok(), defaulted.diagnostics.empty() ? "" : defaulted.diagnostics.front().message().c_str());
        bool warned = false;
        for (const Diagnostic &problem : defaulted.diagnostics)
            warned = warned || (!problem.isError() && QString::fromStdString(problem.field).startsWith(field));
        QVERIFY(warned);
    }
    // Storage devices attach 1:1 on leaves of their own (RA-11333: "storage ports 1:1
    // port:uplink"), the nodes' side at its ratio; every leaf has the same up ports, so the tree
    // stays balanced; a node's two ports reach two leaves.
    void storageDevicesOnLeavesOfTheirOwn_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("devices");
        QTest::addColumn<int>("portsEach");
        QTest::newRow("127 DGX H100, 24 devices") << "DGX-H100" << 127 << 24 << 2;
        QTest::newRow("31 DGX H100, 4 devices x 4") << "DGX-H100" << 31 << 4 << 4;
        QTest::newRow("255 DGX B200, 16 devices") << "DGX-B200" << 255 << 16 << 2;
        QTest::newRow("1025 DGX H100, 3 tiers") << "DGX-H100" << 1025 << 128 << 2;
        QTest::newRow("2048 DGX H100, 3 tiers") << "DGX-H100" << 2048 << 200 << 2;
        // Beyond the QM9700's embedded subnet manager: a UFM appliance takes ports on one of the
        // nodes' leaves, which then holds fewer node ports (the RA's QM9700 gave way to "the
        // cheapest switch", QM9700 again, without the appliance).
        QTest::newRow("4096 DGX H100, 512 devices, UFM") << "DGX-H100" << 4096 << 512 << 2;
        QTest::newRow("8192 DGX H100, 1024 devices, UFM") << "DGX-H100" << 8192 << 1024 << 2;
    }

    void storageDevicesOnLeavesOfTheirOwn()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        QFETCH(int, devices);
        QFETCH(int, portsEach);
        const Plan plan = planWithStorage(platform, nodes, devices, portsEach);
        QVERIFY2(plan.ok(), plan.diagnostics.empty() ? "" : plan.diagnostics.front().message().c_str());
        const NetworkPlan *storage = plan.network(NetworkRole::Storage);
        QVERIFY(storage);
        for (const Diagnostic &diagnostic : plan.diagnostics)
            QVERIFY2(diagnostic.field.rfind("networks.storage.", 0) != 0 || (diagnostic.severity == Diagnostic::Severity::Note
                         && diagnostic.field != "networks.storage.switchModel"),
                     (diagnostic.field + ": " + diagnostic.message()).c_str());
        const Topology &t = storage->topology;
        // The storage subnet manager: a UFM appliance past the switches' embedded one.
        const long long endpoints = static_cast<long long>(nodes) * 2 + static_cast<long long>(devices) * portsEach;
        const bool ufm = std::any_of(t.devices.begin(), t.devices.end(), [](const Device &d) {
            return d.kind == DeviceKind::Appliance && d.model.find("UFM") != std::string::npos;
        });
        QCOMPARE(ufm, endpoints > 2048);
        const TierSize &leafTier = storage->sizing.tierSizes.front();
        std::map<int, int> nodeLinks, deviceLinks, upLinks;
        std::map<int, std::set<int>> leavesOfNode;
        std::map<int, int> portsOfDevice;
        for (const Link &l : t.links) {
            if (l.tier() == LinkTier::LeafSpine)
                ++upLinks[l.a().device];
            if (l.tier() != LinkTier::NodeLeaf)
                continue;
            const Device &a = t.device(l.a().device);
            QVERIFY(t.device(l.b().device).kind == DeviceKind::Switch);
            if (a.kind == DeviceKind::Node) {
                ++nodeLinks[l.b().device];
                leavesOfNode[l.a().device].insert(l.b().device);
            } else {
                QCOMPARE(a.model, std::string("Storage device"));
                ++deviceLinks[l.b().device];
                ++portsOfDevice[l.a().device];
            }
        }
        QCOMPARE(static_cast<int>(portsOfDevice.size()), devices);
        for (const auto &[device, ports] : portsOfDevice)
            QCOMPARE(ports, portsEach);
        QCOMPARE(static_cast<int>(leavesOfNode.size()), nodes);
        for (const auto &[node, leaves] : leavesOfNode)
            QCOMPARE(static_cast<int>(leaves.size()), 2);
        for (const auto &[leaf, count] : deviceLinks) {
            QVERIFY2(!nodeLinks.count(leaf), "a storage device shares a leaf with nodes");
            QVERIFY2(count <= upLinks[leaf], "a storage leaf is oversubscribed");
        }
        for (const auto &[leaf, count] : nodeLinks)
            QVERIFY(count <= leafTier.downPorts && static_cast<double>(count) / upLinks[leaf] <= 4.0 / 3.0 + 1e-9);
        int leaves = 0;
        for (int id = 0; id < t.deviceCount(); ++id)
            if (t.device(id).kind == DeviceKind::Switch && t.device(id).tier == Tier::Leaf) {
                ++leaves;
                QCOMPARE(upLinks[id], leafTier.upPorts); // balanced: every leaf alike
            }
        QCOMPARE(leaves, leafTier.count);
        QCOMPARE(static_cast<int>(nodeLinks.size() + deviceLinks.size()), leaves); // no leaf without endpoints
    }

    void storageDevicesAtTheirOwnSpeed_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("devices");
        QTest::addColumn<int>("portsEach");
        QTest::addColumn<int>("speed");
        QTest::newRow("127 DGX H100, 24 devices at 400G") << 127 << 24 << 2 << 400;
        QTest::newRow("127 DGX H100, 24 devices at 200G (the RA's cables)") << 127 << 24 << 2 << 200;
        QTest::newRow("127 DGX H100, 48 devices at 400G") << 127 << 48 << 2 << 400;
        QTest::newRow("127 DGX H100, 48 devices at 200G") << 127 << 48 << 2 << 200;
        QTest::newRow("1025 DGX H100, 128 devices at 200G, 3 tiers") << 1025 << 128 << 2 << 200;
        QTest::newRow("8 DGX H100, 2 devices at 200G, one switch") << 8 << 2 << 2 << 200;
    }

    void devicePortsPerLeafAtOneToOne_data()
    {
        QTest::addColumn<int>("down");
        QTest::addColumn<int>("up");
        QTest::addColumn<int>("leafSpeed");
        QTest::addColumn<int>("deviceSpeed");
        QTest::addColumn<int>("perLeaf");
        QTest::newRow("non-blocking leaf, devices at its speed") << 32 << 32 << 400 << 400 << 32;
        QTest::newRow("non-blocking leaf, devices at half: its down ports bound") << 32 << 32 << 400 << 200 << 32;
        QTest::newRow("4:3 leaf, devices at its speed: its up ports bound") << 36 << 28 << 400 << 400 << 28;
        QTest::newRow("4:3 leaf, devices at half") << 36 << 28 << 400 << 200 << 36;
        QTest::newRow("3:1 leaf, devices at half") << 48 << 16 << 400 << 200 << 32;
        QTest::newRow("devices at a quarter") << 48 << 16 << 400 << 100 << 48;
        QTest::newRow("no up ports") << 64 << 0 << 400 << 400 << 0;
        QTest::newRow("unknown device speed") << 32 << 32 << 400 << 0 << 0;
    }

    void devicePortsPerLeafAtOneToOne()
    {
        QFETCH(int, down);
        QFETCH(int, up);
        QFETCH(int, leafSpeed);
        QFETCH(int, deviceSpeed);
        QFETCH(int, perLeaf);
        QCOMPARE(devicePortsPerLeaf(down, up, leafSpeed, deviceSpeed), perLeaf);
        if (perLeaf > 0) {
            const OwnLeaves own = ownLeavesFor(perLeaf * 3 + 1, down, up, 2, leafSpeed, deviceSpeed);
            QCOMPARE(own.leaves, 4);
            QCOMPARE(own.virtualSlots, (4 * down + 1) / 2);
        }
    }

    // Storage devices run at their own speed (--storage-device-speed), each port on a leaf port
    // of its own at that speed (no breakout, as RA-11333 Table 8 cables them: 980-9I117-00H030,
    // a twin-port cage to two 200G ports). A device leaf holds as many device ports as its up
    // ports carry at 1:1 and its down ports take, so slower devices need no more leaves.
    void storageDevicesAtTheirOwnSpeed()
    {
        QFETCH(int, nodes);
        QFETCH(int, devices);
        QFETCH(int, portsEach);
        QFETCH(int, speed);
        const Plan plan = planWithStorage(QStringLiteral("DGX-H100"), nodes, devices, portsEach, speed);
        QVERIFY2(plan.ok(), plan.diagnostics.empty() ? "" : plan.diagnostics.front().message().c_str());
        const NetworkPlan *storage = plan.network(NetworkRole::Storage);
        QVERIFY(storage);
        const Topology &t = storage->topology;
        const TierSize &leafTier = storage->sizing.tierSizes.front();
        std::map<int, long long> deviceGbps, upGbps;
        std::map<int, int> devicePorts;
        int deviceLinks = 0;
        for (const Link &l : t.links) {
            if (l.tier() == LinkTier::LeafSpine)
                upGbps[l.a().device] += l.speedGbps();
            if (l.tier() != LinkTier::NodeLeaf)
                continue;
            if (t.device(l.a().device).kind == DeviceKind::Node) {
                QCOMPARE(l.speedGbps(), 400); // the nodes' storage ports as before
                continue;
            }
            QCOMPARE(l.speedGbps(), speed);
            ++deviceLinks;
            deviceGbps[l.b().device] += l.speedGbps();
            ++devicePorts[l.b().device];
        }
        QCOMPARE(deviceLinks, devices * portsEach);
        if (storage->sizing.tiers > 1) {
            // 1:1 on every device leaf, and the fewest leaves that holds the ports at that.
            for (const auto &[leaf, gbps] : deviceGbps) {
                QVERIFY2(gbps <= upGbps[leaf], "a storage device leaf is oversubscribed");
                QVERIFY(devicePorts[leaf] <= leafTier.downPorts);
            }
            const int perLeaf = devicePortsPerLeaf(leafTier.downPorts, leafTier.upPorts, leafTier.upSpeedGbps(), speed);
            QCOMPARE(static_cast<int>(deviceGbps.size()), (devices * portsEach + perLeaf - 1) / perLeaf);
            QVERIFY(perLeaf >= std::min(leafTier.downPorts, leafTier.upPorts));
        }
        // Every device link is cabled with a part of its speed, on the bill.
        QCOMPARE(storage->cables.uncarriedLinks, 0);
        int rows = 0;
        for (const CablingRow &row : exportCablingRows(ExportRequest{plan, NetworkRole::Storage, true}))
            if (row.a.device.rfind("storage-", 0) == 0 && row.tier == "node-leaf") {
                ++rows;
                QCOMPARE(row.speedGbps, speed);
                QVERIFY2(!row.cablePn.empty(), row.a.device.c_str());
            }
        QCOMPARE(rows, devices * portsEach);
    }

    // Slower devices never cost the storage fabric a switch: at 200G, 48 devices of two ports fit
    // on fewer (or as many) leaves as at 400G.
    void slowerStorageDevicesNeedNoMoreSwitches()
    {
        int switches[2] = {0, 0};
        for (int i = 0; i < 2; ++i) {
            const Plan plan = planWithStorage(QStringLiteral("DGX-H100"), 127, 48, 2, i == 0 ? 400 : 200);
            QVERIFY(plan.ok());
            switches[i] = switchesOf(*plan.network(NetworkRole::Storage));
        }
        qInfo("storage fabric of 127 DGX H100 and 48 devices: %d switches at 400G, %d at 200G", switches[0], switches[1]);
        QVERIFY(switches[1] <= switches[0]);
    }

    // RA-11333 Table 7 orders 16 QM9700 for the storage fabric of 127 DGX H100; its storage
    // devices are the vendor's and not counted there. With the devices NVIDIA's Table 8 cables
    // (48 NDR 2x200G cables: 24 devices of two 400G ports here) on leaves of their own, the
    // planner builds fewer switches than the RA (docs/networks.md says why), never more.
    void h100StorageFabricAgainstTheRa()
    {
        Design d = design(QStringLiteral("DGX-H100"), 127);
        d.networks.storageDevices = 24;
        const Plan plan = makePlan(d, bundledCatalogue());
        QVERIFY(plan.ok());
        const NetworkPlan *storage = plan.network(NetworkRole::Storage);
        QVERIFY(storage);
        QVERIFY(storage->sizing.tiers == 2);
        const int switches = switchesOf(*storage);
        qInfo("storage fabric: %d leaves, %d spines (RA: 16 switches)", storage->sizing.tierSizes[0].count,
              storage->sizing.tierSizes[1].count);
        QVERIFY(switches <= 16);
        // The least a 64-port switch can do: (254 node ports at 4:3 + 48 device ports at 1:1)
        // down, as many up, over 64 ports a switch.
        QVERIFY(switches >= 10);
    }

    void oobPortsAreEveryManagementPort_data()
    {
        everyManagedDeviceHasExactlyOneOobLink_data();
    }

    // The OOB network's ports, counted from the bill (another stage than the OOB builder): each
    // node's BMC ports, one management port for every switch of the compute, storage and in-band
    // networks (leaves, spines, cores), every UFM appliance, management server, storage device and
    // rack PDU. The OOB switches' own management ports are not cabled: RA-11333 Table 8's Cat5e
    // cords are for the DGX, the IB switches, the management servers and UFM, the in-band switches
    // and the PDUs, and none for the SN2201 (shared/reference/catalogue.md B1). No port of either
    // end is used twice, and the bill and the cabling plan carry one cord per link.
    void oobPortsAreEveryManagementPort()
    {
        const Plan plan = planOfShape(8);
        const Design &d = plan.design;
        QVERIFY2(plan.ok(), plan.diagnostics.empty() ? "" : plan.diagnostics.front().message().c_str());
        const NetworkPlan *oob = plan.network(NetworkRole::Oob);
        QVERIFY(oob);
        // GB200 NVL72: storage shares the in-band Ethernet network (the catalogue's port layout).
        QCOMPARE(static_cast<int>(plan.networks.size()), d.platform == "DGX-GB200" ? 3 : 4);

        const auto billed = [&](const std::string &category, const std::string &network) {
            long long quantity = 0;
            for (const BomLine &line : plan.bom.lines)
                if (line.category == category && (network.empty() || line.network == network))
                    quantity += line.quantity;
            return quantity;
        };
        const PlatformNetworkPorts *bmc = bundledCatalogue().findNetworkPorts(d.platform, "oob");
        const Infrastructure *pdu = bundledCatalogue().findInfrastructure(InfrastructureRole::Pdu);
        QVERIFY(pdu);
        long long pdus = 0;
        for (const BomLine &line : plan.bom.lines)
            pdus += line.partNumber == pdu->model ? line.quantity : 0;
        QVERIFY(pdus > 0);
        const long long managedSwitches = billed("Switches", "compute") + billed("Switches", "storage") + billed("Switches", "inband");
        QCOMPARE(managedSwitches, static_cast<long long>(plan.compute().switchCount()
                                                         + (plan.network(NetworkRole::Storage) ? plan.network(NetworkRole::Storage)->switchCount() : 0)
                                                         + plan.network(NetworkRole::Inband)->sizing.switchCount()));
        long long rackPartPorts = 0; // an NVL72 rack's NVLink switch trays' and power shelves'
        for (const RackManagedPart *part : bundledCatalogue().rackManagedParts(d.platform))
            rackPartPorts += part->count * static_cast<long long>(part->portNames.size());
        const long long expected = billed("Compute", "") * ((bmc ? bmc->ports : 1) + rackPartPorts) + managedSwitches
            + billed("Fabric managers", "") + billed("Servers", "") + (plan.network(NetworkRole::Storage) ? d.networks.storageDevices : 0)
            + pdus;
        QCOMPARE(static_cast<long long>(oob->topology.links.size()), expected);

        // No port used twice, at either end; no OOB switch past its ports; no OOB switch on
        // another OOB switch.
        std::set<std::pair<int, int>> used;
        for (const Link &link : oob->topology.links) {
            QVERIFY(used.insert({link.a().device, link.a().port}).second);
            QVERIFY(used.insert({link.b().device, link.b().port}).second);
            const Device &sw = oob->topology.device(link.b().device);
            QVERIFY(sw.kind == DeviceKind::Switch && !sw.managementPortOnly);
            QVERIFY(link.b().port >= 1 && link.b().port <= 48);
            QVERIFY(!(oob->topology.device(link.a().device).kind == DeviceKind::Switch
                      && !oob->topology.device(link.a().device).managementPortOnly));
        }

        // The bill's RJ45 cords and the cabling plan's OOB rows: one per link.
        QCOMPARE(billed("Cables", "oob"), static_cast<long long>(oob->topology.links.size()));
        QCOMPARE(oob->cables.uncarriedLinks, 0);
        const std::vector<CablingRow> rows = exportCablingRows(ExportRequest{plan, NetworkRole::Oob, true});
        QCOMPARE(rows.size(), oob->topology.links.size());
        std::set<std::string> switchesCabled;
        for (const CablingRow &row : rows) {
            QCOMPARE(row.network, std::string("oob"));
            QCOMPARE(row.tier, std::string("device-oob"));
            QVERIFY(!row.cablePn.empty());
            switchesCabled.insert(row.a.device);
        }
        for (const NetworkPlan &network : plan.networks)
            if (network.role != NetworkRole::Oob)
                for (const Device &device : network.topology.devices)
                    if (device.kind == DeviceKind::Switch && device.model != oob->sizing.tierSizes.front().model)
                        QVERIFY2(switchesCabled.count(device.name), device.name.c_str());
    }

    // RA-11333 Table 7 orders 8 SN2201 for 4 SU; Table 8's Cat5e cords (317) need 7 of 48 ports.
    // The planner builds no fewer than the ports need and no more than the RA orders.
    void h100OobAgainstTheRa()
    {
        const Plan plan = makePlan(design(QStringLiteral("DGX-H100"), 127), bundledCatalogue());
        QVERIFY(plan.ok());
        const NetworkPlan *oob = plan.network(NetworkRole::Oob);
        QVERIFY(oob);
        const int links = static_cast<int>(oob->topology.links.size());
        QVERIFY(switchesOf(*oob) >= (links + 47) / 48);
        QVERIFY2(switchesOf(*oob) <= 8, qPrintable(QString::number(switchesOf(*oob))));
        // In-band: 6 leaves in 3 MLAG pairs, 2 peer links each (Table 8: 6 ISLs).
        const NetworkPlan *inband = plan.network(NetworkRole::Inband);
        QVERIFY(inband);
        int peer = 0;
        for (const Link &l : inband->topology.links)
            if (l.tier() == LinkTier::PeerLink) {
                ++peer;
                QVERIFY(inband->topology.device(l.a().device).tier == Tier::Leaf);
                QVERIFY(inband->topology.device(l.b().device).tier == Tier::Leaf);
            }
        QCOMPARE(peer, 6);
    }

    // NVIDIA's NVL72 enterprise RA: each GB200 NVL72 rack holds two SN2201 of its own, and every
    // management port of the rack's system goes to them.
    void nvl72RacksHoldTwoOobSwitches()
    {
        const Plan plan = makePlan(design(QStringLiteral("DGX-GB200"), 8), bundledCatalogue());
        QVERIFY2(plan.ok(), plan.diagnostics.empty() ? "" : plan.diagnostics.front().message().c_str());
        const NetworkPlan *oob = plan.network(NetworkRole::Oob);
        QVERIFY(oob);
        std::map<int, int> oobSwitchesInRack;
        for (int id = 0; id < oob->topology.deviceCount(); ++id)
            if (oob->topology.device(id).kind == DeviceKind::Switch)
                ++oobSwitchesInRack[oob->placements[static_cast<std::size_t>(id)].rack];
        int systems = 0;
        for (int id = 0; id < plan.compute().topology.deviceCount(); ++id)
            if (plan.compute().topology.device(id).kind == DeviceKind::Node) {
                ++systems;
                QCOMPARE(oobSwitchesInRack[plan.floor.placements[static_cast<std::size_t>(id)].rack], 2);
            }
        QCOMPARE(systems, 8);
        for (const Link &l : oob->topology.links)
            if (oob->topology.device(l.a().device).kind == DeviceKind::Node)
                QCOMPARE(oob->placements[static_cast<std::size_t>(l.b().device)].rack,
                         oob->placements[static_cast<std::size_t>(l.a().device)].rack);
    }

    // Where one switch holds one port of every bond, the in-band network is a pair and nothing
    // above it, as NVIDIA's BasePOD builds it (SN4600 #1 and #2 in MLAG, its deployment guide's
    // switch configurations): every device's two bonded ports reach both switches, joined by two
    // peer links.
    void smallInbandIsAnMlagPair_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("nodes");
        QTest::newRow("4 DGX H100") << "DGX-H100" << 4;
        QTest::newRow("16 DGX H100") << "DGX-H100" << 16;
        // 96 node ports and 10 servers': more than one SN4600C's 64, one port of each bond fits.
        QTest::newRow("48 DGX H100") << "DGX-H100" << 48;
        QTest::newRow("2 GB200 racks (a pair a tray)") << "DGX-GB200" << 2;
        QTest::newRow("4 GB200 racks") << "DGX-GB200" << 4;
    }

    void smallInbandIsAnMlagPair()
    {
        QFETCH(QString, platform);
        QFETCH(int, nodes);
        const Plan plan = makePlan(design(platform, nodes), bundledCatalogue());
        QVERIFY2(plan.ok(), plan.diagnostics.empty() ? "" : plan.diagnostics.front().message().c_str());
        const NetworkPlan *inband = plan.network(NetworkRole::Inband);
        QVERIFY(inband);
        QCOMPARE(inband->sizing.switchCount(), 2);
        std::map<std::pair<int, int>, std::set<int>> switchesOfBond; // (device, bond) -> switches
        int peerLinks = 0;
        for (const Link &l : inband->topology.links) {
            const Device &end = inband->topology.device(l.a().device);
            if (l.tier() == LinkTier::PeerLink)
                ++peerLinks;
            else if (end.kind != DeviceKind::Switch)
                switchesOfBond[{l.a().device, (l.a().port - 1) / 2}].insert(l.b().device);
        }
        QCOMPARE(peerLinks, kPeerLinksPerPair);
        QVERIFY(!switchesOfBond.empty());
        for (const auto &[bond, switches] : switchesOfBond)
            QVERIFY2(switches.size() == 2, inband->topology.device(bond.first).name.c_str());
    }

    // Each compute tray of an NVL72 rack reaches the north-south Ethernet through its own two
    // BlueField-3 NICs (NVIDIA's multi-node NVLink tuning guide; the DGX GB200 user guide: 2 x
    // BlueField-3 a tray): the in-band network cables 2 ports from every one of a rack's 18 trays,
    // each labelled with its tray, and not 2 from the whole rack.
    void nvl72TraysHaveTheirOwnInbandPorts_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::newRow("GB200") << "DGX-GB200";
        QTest::newRow("GB300") << "DGX-GB300";
    }

    void nvl72TraysHaveTheirOwnInbandPorts()
    {
        QFETCH(QString, platform);
        const int racks = 4;
        const Plan plan = makePlan(design(platform, racks), bundledCatalogue());
        QVERIFY2(plan.ok(), plan.diagnostics.empty() ? "" : plan.diagnostics.front().message().c_str());
        const NetworkPlan *inband = plan.network(NetworkRole::Inband);
        QVERIFY(inband);
        // Each tray's pair reaches the two leaves of a leaf pair, as a DGX's bonded pair does.
        std::map<std::string, std::set<std::string>> portsOfTray;
        std::map<std::string, std::set<int>> leavesOfTray;
        for (const Link &l : inband->topology.links) {
            const Device &device = inband->topology.device(l.a().device);
            if (device.kind != DeviceKind::Node)
                continue;
            const std::string label = portLabel(device, l.a().port);
            QVERIFY2(label.rfind("inband t", 0) == 0, label.c_str());
            const std::string tray = device.name + " " + label.substr(0, label.rfind(' '));
            portsOfTray[tray].insert(label);
            leavesOfTray[tray].insert(l.b().device);
            QVERIFY(inband->topology.device(l.b().device).tier == Tier::Leaf);
        }
        QCOMPARE(static_cast<int>(portsOfTray.size()), racks * 18);
        for (const auto &[tray, ports] : portsOfTray) {
            QVERIFY2(ports.size() == 2, tray.c_str());
            QVERIFY2(leavesOfTray[tray].size() == 2, tray.c_str());
        }
    }

    // Every management port of an NVL72 rack is on one of the rack's own two SN2201, with a cord
    // inside the rack: each compute tray's BMC (the multi-node NVLink tuning guide: IPMI-net
    // connects the BMCs of the compute and switch trays), each NVLink switch tray's ComE1 and ComE2
    // on one switch and its BMC on the other (the north-south deployment guide: RU 45 and RU 44),
    // each power shelf's port: 18 + 27 + 8 a rack.
    void nvl72RackManagementPortsAreOnTheRacksOobSwitches_data() { nvl72TraysHaveTheirOwnInbandPorts_data(); }

    void nvl72RackManagementPortsAreOnTheRacksOobSwitches()
    {
        QFETCH(QString, platform);
        const int racks = 3;
        const Plan plan = makePlan(design(platform, racks), bundledCatalogue());
        QVERIFY2(plan.ok(), plan.diagnostics.empty() ? "" : plan.diagnostics.front().message().c_str());
        const NetworkPlan *oob = plan.network(NetworkRole::Oob);
        QVERIFY(oob);
        std::set<std::string> trays, ports;
        std::map<std::string, std::map<std::string, int>> switchOfPort; // nvsw -> port -> switch
        std::map<int, int> linksOfSwitch;
        int shelves = 0;
        for (const Link &l : oob->topology.links) {
            const Device &a = oob->topology.device(l.a().device);
            const int sw = l.b().device;
            const auto rackOf = [&](int id) { return oob->placements[static_cast<std::size_t>(id)].rack; };
            const bool rackPart = a.appliance == ApplianceRole::RackPart;
            if (a.kind != DeviceKind::Node && !rackPart)
                continue;
            QVERIFY(oob->topology.device(sw).kind == DeviceKind::Switch);
            QCOMPARE(rackOf(sw), rackOf(l.a().device));
            ++linksOfSwitch[sw];
            const std::string label = portLabel(a, l.a().port);
            QVERIFY2(ports.insert(a.name + " " + label).second, label.c_str());
            if (a.kind == DeviceKind::Node) {
                QVERIFY2(label.rfind("mgmt t", 0) == 0, label.c_str());
                trays.insert(a.name + " " + label);
            } else if (a.name.find("-nvsw") != std::string::npos) {
                QVERIFY2(label == "mgmt ComE1" || label == "mgmt ComE2" || label == "mgmt BMC", label.c_str());
                switchOfPort[a.name][label.substr(5)] = sw;
            } else {
                QVERIFY2(a.name.find("-pwr") != std::string::npos, a.name.c_str());
                QCOMPARE(label, std::string("mgmt"));
                ++shelves;
            }
        }
        QCOMPARE(static_cast<int>(trays.size()), racks * 18);
        QCOMPARE(static_cast<int>(switchOfPort.size()), racks * 9);
        for (const auto &[tray, of] : switchOfPort) {
            QCOMPARE(static_cast<int>(of.size()), 3);
            QVERIFY2(of.at("ComE1") == of.at("ComE2") && of.at("BMC") != of.at("ComE1"), tray.c_str());
        }
        QCOMPARE(shelves, racks * 8);
        QCOMPARE(static_cast<int>(linksOfSwitch.size()), racks * 2);
        for (const auto &[sw, links] : linksOfSwitch)
            QVERIFY(links <= 48);
    }

    // More management ports in an NVL72 rack than its two built-in SN2201 have, and no room for a
    // third: an error naming the field and the most that fits; nothing half-planned.
    void tooManyOobPortsInARackScaleRack()
    {
        Design d = design(QStringLiteral("DGX-GB200"), 8);
        d.networks.oob.nodePorts = 200;
        const Plan plan = makePlan(d, bundledCatalogue());
        QVERIFY(!plan.ok());
        bool named = false;
        for (const Diagnostic &problem : plan.diagnostics)
            named = named
                || (problem.isError() && problem.field == "networks.oob.nodePorts"
                    && QString::fromStdString(problem.message()).contains(QStringLiteral("give at most 61 OOB ports per rack")));
        QVERIFY(named);
        QVERIFY(!plan.network(NetworkRole::Oob));
        QVERIFY(plan.bom.lines.empty());
    }

    // Every design of the sizing sweep, with the networks its platform plans by default and a
    // storage device per eight nodes, plans all of them without an error.
    void wholeClusterSweepPlans()
    {
        int planned = 0;
        for (SweepDesign &sweep : sizingSweep(SweepNetworks::PlatformDefault)) {
            sweep.design.networks.storageDevices = std::max(2, sweep.design.nodes / 8);
            const Plan plan = makePlan(sweep.design, bundledCatalogue());
            for (const Diagnostic &problem : plan.diagnostics)
                QVERIFY2(!problem.isError(), (sweep.name + ": " + problem.field + ": " + problem.message()).c_str());
            planned += plan.networks.size() > 1;
            // Nothing left out on the way: every OOB switch has its two uplinks into the in-band
            // network, every in-band leaf pair its two peer links.
            const NetworkPlan *inband = plan.network(NetworkRole::Inband);
            const NetworkPlan *oob = plan.network(NetworkRole::Oob);
            if (!inband || !oob)
                continue;
            long long uplinks = 0;
            for (const Link &l : inband->topology.links)
                uplinks += l.tier() == LinkTier::OobUplink;
            if (uplinks != 2LL * switchesOf(*oob)) {
                qInfo("in-band: %d switches, %lld free ports", switchesOf(*inband), freeSwitchPorts(inband->topology));
                for (const Diagnostic &problem : plan.diagnostics)
                    qInfo("%s: %s", problem.field.c_str(), problem.message().c_str());
            }
            QVERIFY2(uplinks == 2LL * switchesOf(*oob),
                     (sweep.name + ": " + std::to_string(uplinks) + " OOB uplinks for " + std::to_string(switchesOf(*oob))
                      + " OOB switches; " + (plan.diagnostics.empty() ? std::string() : plan.diagnostics.back().message()))
                         .c_str());
            for (const Diagnostic &problem : plan.diagnostics)
                QVERIFY2(problem.field.rfind("networks", 0) != 0 || problem.isNote(),
                         (sweep.name + ": " + problem.field + ": " + problem.message()).c_str());
        }
        QVERIFY(planned >= 80);
    }
};

QTEST_GUILESS_MAIN(TestNetworks)
#include "tst_networks.moc"
