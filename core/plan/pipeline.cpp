#include "core/plan/pipeline.h"

#include "core/bom/bombuilder.h"
#include "core/cabling/cabler.h"
#include "core/catalogue/namematch.h"
#include "core/export/outputlimits.h"
#include "core/floor/floorplanner.h"
#include "core/floor/rackmoves.h"
#include "core/networks/fattreenetwork.h"
#include "core/networks/networkfloor.h"
#include "core/networks/oobestimate.h"
#include "core/networks/oobnetwork.h"
#include "core/plan/figurescalculator.h"
#include "core/sizing/fattreesizer.h"
#include "core/topology/bisection.h"
#include "core/topology/wiring.h"

#include <algorithm>
#include <exception>
#include <iterator>
#include <set>

namespace fabric {

namespace {

constexpr int kStages = 6;
// NVIDIA's H100 SuperPOD RA orders five Base Command Manager head nodes (Table 7) [P].
constexpr int kDefaultManagementServers = 5;

bool stop(Plan &plan, const PipelineOptions &options, int stage)
{
    if (!plan.ok())
        return true;
    if (options.cancelled && options.cancelled()) {
        plan.diagnostics.push_back(makeError("", FABRIC_TR("fabric::Plan", "planning was cancelled")));
        return true;
    }
    if (options.progress)
        options.progress(stage, kStages);
    return false;
}

// The devices besides the nodes on a fat-tree network: storage appliances on the storage fabric,
// management servers on the in-band network (at its speed, with the catalogue's ports).
AttachedDevices attachedTo(const ResolvedNetwork &network, const Design &design, const Catalogue &catalogue)
{
    AttachedDevices attached;
    if (network.role == NetworkRole::Storage) {
        attached.model = "Storage device";
        attached.role = ApplianceRole::Storage;
        attached.namePrefix = "storage";
        attached.count = design.networks.storageDevices;
        attached.countField = "networks.storageDevices";
        attached.portsEach = design.networks.storagePortsPerDevice;
        // The devices' own speed (--storage-device-speed), else the nodes' on this network.
        attached.speedGbps = design.networks.storageLinkSpeedGbps.value_or(network.linkSpeedGbps);
        attached.speedField = "networks.storageLinkSpeedGbps";
        attached.ownLeaves = true; // NVIDIA's H100 RA: "storage ports 1:1 port:uplink"
    } else if (const Infrastructure *server = catalogue.findInfrastructure(InfrastructureRole::ManagementServer)) {
        attached.model = server->model;
        attached.role = ApplianceRole::ManagementServer;
        attached.namePrefix = "bcm";
        attached.count = design.networks.managementServers.value_or(kDefaultManagementServers);
        attached.countField = "networks.managementServers";
        attached.portsEach = server->inbandPorts;
        attached.speedGbps = network.linkSpeedGbps;
        attached.speedField = "networks.inband.linkSpeedGbps";
    }
    return attached;
}

// The in-band network keeps free ports for the OOB switches' uplinks, as many as the OOB network
// will need at most: estimated from the compute floor (placed already) and the devices of the
// networks sized before it, since the OOB network is sized last and must not reach back.
int oobUplinkPorts(const Plan &plan, const Catalogue &catalogue, const std::vector<ResolvedNetwork> &beside,
                   const AttachedDevices &servers, int inbandPorts)
{
    const auto oob = std::find_if(beside.begin(), beside.end(), [](const ResolvedNetwork &n) { return n.role == NetworkRole::Oob; });
    if (oob == beside.end())
        return 0;
    const SwitchModel *model = catalogue.findSwitch(oob->switchModel);
    const PortMode *mode = model ? model->modeFor(oob->linkSpeedGbps) : nullptr;
    if (!mode)
        return 0; // the OOB network says why
    const Platform *platform = catalogue.findPlatform(plan.design.platform);
    int others = servers.count;
    for (std::size_t n = 1; n < plan.networks.size(); ++n)
        for (const Device &d : plan.networks[n].topology.devices)
            others += d.kind != DeviceKind::Node;
    // The in-band switches themselves, at most one for every 16 of its ports.
    constexpr int kPortsPerInbandSwitchAtLeast = 16;
    others += (inbandPorts + kPortsPerInbandSwitchAtLeast - 1) / kPortsPerInbandSwitchAtLeast + 2;
    return kOobUplinks * estimateOobSwitches(plan.compute(), plan.floor, oob->nodePorts, platform && platform->rackScale,
                                             plan.design.networks.pdusPerRack, others, mode->ports);
}

// Whether every error of a network's plan is its switch's: the switch cannot serve it.
bool onlyTheSwitchBlamed(const Diagnostics &diagnostics, NetworkRole role)
{
    const std::string field = "networks." + std::string(toString(role)) + ".switchModel";
    return std::all_of(diagnostics.begin(), diagnostics.end(), [&](const Diagnostic &d) { return !d.isError() || d.field == field; });
}

// The order that keeps every stage from reaching back (docs/networks.md): the compute fabric is
// sized, wired and placed; the storage and in-band networks are sized and wired (the in-band
// network keeping ports for the OOB uplinks); the management row takes the storage and in-band
// switches; the OOB network, which depends on the racks, is sized, wired and placed last and
// uplinked into the in-band network; then every network is cabled on the one floor.
void sizeAndWire(Plan &plan, const Catalogue &catalogue, const std::vector<ResolvedNetwork> &beside)
{
    const Design &design = plan.design;
    const int nodes = plan.compute().sizing.nodes;
    for (const ResolvedNetwork &network : beside) {
        if (network.role == NetworkRole::Oob)
            continue;
        const AttachedDevices attached = attachedTo(network, design, catalogue);
        // The in-band network is planned with room for the OOB uplinks, with whichever switch
        // plans it (the RA's, or the cheapest that fits when that one cannot).
        const auto planOnce = [&](const ResolvedNetwork &asked, Diagnostics &diagnostics) {
            AttachedDevices devices = attached;
            NetworkPlan planned = planFatTreeNetwork(design, nodes, asked, devices, catalogue, diagnostics);
            if (asked.role != NetworkRole::Inband || hasErrors(diagnostics))
                return planned;
            // The ports the OOB uplinks will need that the in-band network does not leave free:
            // kept free by planning it for that many ports more.
            const long long needed = oobUplinkPorts(plan, catalogue, beside, devices,
                                                    nodes * asked.nodePorts + devices.count * devices.portsEach);
            // Ports kept free only add switches when the switches have none to spare: a few
            // rounds, each asking for the ports still missing, until it does.
            constexpr int kRounds = 8;
            for (int round = 0; round < kRounds && !hasErrors(diagnostics); ++round) {
                const long long free = freeSwitchPorts(planned.topology);
                if (free >= needed)
                    break;
                devices.reservedPorts += static_cast<int>(needed - free);
                diagnostics.clear();
                planned = planFatTreeNetwork(design, nodes, asked, devices, catalogue, diagnostics);
            }
            return planned;
        };
        Diagnostics diagnostics;
        NetworkPlan planned = planOnce(network, diagnostics);
        if (hasErrors(diagnostics) && !network.switchFromUser) {
            // The RA's switch does not serve this size (an SN4600C cannot be a core switch): the
            // cheapest that fits does, and the plan says so.
            ResolvedNetwork any = network;
            any.switchModel.clear();
            Diagnostics retried;
            NetworkPlan again = planOnce(any, retried);
            if (!hasErrors(retried) && again.sizing.switchModel) {
                retried.push_back(makeNote(
                    "networks." + std::string(toString(network.role)) + ".switchModel",
                    Text(FABRIC_TR("fabric::Networks", "the reference architecture's %1 cannot serve this %2; planned with %3, "
                                                       "the cheapest switch that fits"),
                         network.switchModel, networkTitle(network.role), again.sizing.switchModel->model)));
                planned = std::move(again);
                diagnostics = std::move(retried);
            } else if (onlyTheSwitchBlamed(diagnostics, network.role)) {
                // No switch serves it: the free choice's errors name what the user set (the link
                // speed, the size), not the RA's switch, which the user never chose.
                diagnostics.erase(std::remove_if(diagnostics.begin(), diagnostics.end(), [](const Diagnostic &d) { return d.isError(); }),
                                  diagnostics.end());
                std::copy_if(retried.begin(), retried.end(), std::back_inserter(diagnostics), [](const Diagnostic &d) { return d.isError(); });
            }
        }
        if (hasErrors(diagnostics) && network.switchFromUser) {
            // The user's switch cannot serve this network (another technology, an access switch
            // with no leaf role, too few ports): one message, naming the field and the switch
            // that does, sized, in place of the sizer's (whose node counts are its slots).
            ResolvedNetwork any = network;
            any.switchModel.clear();
            Diagnostics retried;
            const NetworkPlan again = planOnce(any, retried);
            if (!hasErrors(retried) && again.sizing.switchModel) {
                diagnostics.erase(std::remove_if(diagnostics.begin(), diagnostics.end(), [](const Diagnostic &d) { return d.isError(); }),
                                  diagnostics.end());
                diagnostics.push_back(makeError(
                    "networks." + std::string(toString(network.role)) + ".switchModel",
                    Text(FABRIC_TR("fabric::Networks", "%1 cannot serve this %2; choose %3, the cheapest switch that "
                                                       "does (%4 switches)"),
                         network.switchModel, networkTitle(network.role), again.sizing.switchModel->model,
                         again.switchCount())));
            }
        }
        if (hasErrors(diagnostics) && !design.networks.planned) {
            // Only the platform's default asked for this network: the plan goes on without it and
            // says why, rather than failing the compute fabric the user did ask for.
            const auto error = std::find_if(diagnostics.begin(), diagnostics.end(), [](const Diagnostic &d) { return d.isError(); });
            plan.diagnostics.push_back(makeWarning(
                error->field, Text(FABRIC_TR("fabric::Networks", "the %1 is left out of this plan: %2"), networkTitle(network.role),
                                   error->text)));
            continue;
        }
        plan.diagnostics.insert(plan.diagnostics.end(), diagnostics.begin(), diagnostics.end());
        plan.networks.push_back(std::move(planned));
    }
}

NetworkPlan *networkOf(Plan &plan, NetworkRole role)
{
    for (NetworkPlan &n : plan.networks)
        if (n.role == role)
            return &n;
    return nullptr;
}

// Which rack holds which device of the networks beside the compute fabric, each physical device
// once, under its own network: an OOB switch is also in the in-band network by its uplinks, so
// the in-band network comes last. A device built into a rack-scale system (a GB200 NVL72's two
// OOB switches, at unit 0) is listed too: its rack counts it in its devices and power. A PDU is
// a managed port, not listed.
void indexOccupants(Plan &plan)
{
    FloorPlan &floor = plan.floor;
    std::vector<std::vector<RackOccupant>> byRack(floor.racks.size());
    std::set<std::pair<int, int>> seen;                 // (rack, unit) of devices already listed
    std::set<std::pair<int, std::string>> seenBuiltIn; // (rack, name) of those in no unit
    std::vector<std::size_t> order;
    for (std::size_t n = 1; n < plan.networks.size(); ++n)
        if (plan.networks[n].role != NetworkRole::Inband)
            order.push_back(n);
    for (std::size_t n = 1; n < plan.networks.size(); ++n)
        if (plan.networks[n].role == NetworkRole::Inband)
            order.push_back(n);
    for (std::size_t n : order) {
        const NetworkPlan &network = plan.networks[n];
        for (int id = 0; id < network.topology.deviceCount(); ++id) {
            const Device &d = network.topology.device(id);
            const Placement &p = network.placements[static_cast<std::size_t>(id)];
            if (d.kind == DeviceKind::Node || d.managementPortOnly || p.rack < 0)
                continue;
            if (p.heightUnits > 0 ? !seen.emplace(p.rack, p.unit).second : !seenBuiltIn.emplace(p.rack, d.name).second)
                continue;
            byRack[static_cast<std::size_t>(p.rack)].push_back({static_cast<int>(n), id});
        }
    }
    floor.occupantStart.assign(floor.racks.size() + 1, 0);
    floor.occupants.clear();
    for (std::size_t r = 0; r < byRack.size(); ++r) {
        floor.occupantStart[r] = static_cast<int>(floor.occupants.size());
        floor.occupants.insert(floor.occupants.end(), byRack[r].begin(), byRack[r].end());
    }
    floor.occupantStart[byRack.size()] = static_cast<int>(floor.occupants.size());
}

void placeBeside(Plan &plan, const Catalogue &catalogue, const std::vector<ResolvedNetwork> &beside)
{
    const Design &design = plan.design;
    RackSpace space(plan.floor, design);
    std::vector<NetworkPlan *> rowNetworks;
    for (std::size_t i = 1; i < plan.networks.size(); ++i)
        rowNetworks.push_back(&plan.networks[i]);
    placeManagementRow(design, catalogue, space, plan.floor, rowNetworks, plan.diagnostics);
    if (!plan.ok())
        return;
    for (const ResolvedNetwork &network : beside) {
        if (network.role != NetworkRole::Oob)
            continue;
        std::vector<const NetworkPlan *> others;
        std::vector<const std::vector<Placement> *> placements;
        for (const NetworkPlan &n : plan.networks) {
            others.push_back(&n);
            placements.push_back(&plan.placementsOf(n));
        }
        NetworkPlan oob = planOobNetwork(design, network, catalogue, others, placements, space, plan.floor,
                                         plan.diagnostics);
        if (!plan.ok())
            return;
        if (NetworkPlan *inband = networkOf(plan, NetworkRole::Inband)) {
            Diagnostics uplinks;
            uplinkOobSwitches(oob, *inband, uplinks);
            // Only the platform's default asked for these networks: the plan goes on without the
            // uplinks and says why.
            if (!design.networks.planned)
                for (Diagnostic &d : uplinks)
                    if (d.isError())
                        d = makeWarning(d.field, Text(FABRIC_TR("fabric::Networks", "the OOB switches' uplinks are left out of "
                                                                                    "this plan: %1"),
                                                      d.text));
            plan.diagnostics.insert(plan.diagnostics.end(), uplinks.begin(), uplinks.end());
        } else {
            plan.diagnostics.push_back(makeNote(
                "networks", FABRIC_TR("fabric::Networks", "the OOB switches' uplinks are not planned: no in-band network to "
                                                          "uplink them to")));
        }
        plan.networks.push_back(std::move(oob));
    }
    indexOccupants(plan);
}

CablePlan cableNetwork(const Plan &plan, const NetworkPlan &network, const Catalogue &catalogue,
                       Diagnostics &diagnostics, CableRuns runs)
{
    if (network.role == NetworkRole::Compute)
        return cableLinks(plan.design, network.topology, plan.floor, catalogue, diagnostics, runs);
    Design design = plan.design;
    design.fabric = network.technology();
    FloorPlan floor = plan.floor;
    floor.placements = network.placements;
    return cableLinks(design, network.topology, floor, catalogue, diagnostics, runs, network.nodeCageType, network.role);
}

void runStages(Plan &plan, const Catalogue &catalogue, const PipelineOptions &options)
{
    const Design &design = plan.design;
    if (stop(plan, options, 0))
        return;
    NetworkPlan &compute = plan.compute();
    compute.role = NetworkRole::Compute;
    compute.sizing = sizeFabric(design, catalogue, plan.diagnostics);
    if (stop(plan, options, 1))
        return;
    compute.topology = wireTopology(design, compute.sizing);
    if (auto warning = outputCapacityWarning(compute.topology.links.size()))
        plan.diagnostics.push_back(std::move(*warning));
    // The bisection needs only the wiring. Worked out now, its working memory is free again when
    // the cabling asks for its arrays, and a large plan touches that many fewer fresh pages.
    const Bisection bisection = computeBisection(plan.compute().topology, plan.compute().sizing.planes);
    plan.floor = placeFloor(design, plan.compute().sizing, plan.compute().topology, plan.diagnostics);
    const std::vector<ResolvedNetwork> beside =
        plan.ok() ? resolveNetworks(design, compute.sizing.nodes, catalogue, plan.diagnostics) : std::vector<ResolvedNetwork>{};
    sizeAndWire(plan, catalogue, beside);
    if (stop(plan, options, 2))
        return;
    if (!beside.empty() && plan.ok())
        placeBeside(plan, catalogue, beside);
    // Every rack stands: the user's moves are checked against the whole floor.
    reportRackMoves(design, plan.floor, plan.diagnostics);
    if (stop(plan, options, 3))
        return;
    for (NetworkPlan &network : plan.networks)
        network.cables = cableNetwork(plan, network, catalogue, plan.diagnostics, options.cableRuns);
    if (stop(plan, options, 4))
        return;
    plan.bom = priceClusterBom(design, plan.networks, plan.floor, catalogue, plan.diagnostics);
    if (stop(plan, options, 5))
        return;
    plan.figures = computeFigures(plan, bisection);
}

} // namespace

Plan makePlan(const Design &design, const Catalogue &catalogue, const PipelineOptions &options)
{
    Plan plan;
    // Names as people type them (qm9700, Q3400, an ordering number) become the catalogue's own,
    // so every stage, report and export sees one spelling.
    plan.design = withCatalogueNames(design, catalogue);
    try {
        runStages(plan, catalogue, options);
    } catch (const std::exception &e) {
        // A bug, not the user's fault; still no exception crosses the core's API.
        plan.diagnostics.push_back(makeError("", Text(FABRIC_TR("fabric::Plan", "internal error: %1"), e.what())));
    }
    return plan;
}

void setSharp(Plan &plan, bool sharp)
{
    plan.design.sharp = sharp;
    Sizing &sizing = plan.compute().sizing;
    sizing.sharpEnabled = sizing.switchModel && sharpRuns(sharp, *sizing.switchModel, sizing.technology);
}

} // namespace fabric
