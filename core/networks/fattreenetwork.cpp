#include "core/networks/fattreenetwork.h"

#include "core/design/designvalidation.h"
#include "core/networks/hostslots.h"
#include "core/networks/leafpairs.h"
#include "core/networks/ownleaves.h"
#include "core/sizing/fattreesizer.h"
#include "core/topology/wiring.h"

#include <algorithm>
#include <cstdio>
#include <optional>

namespace fabric {

namespace {

// The compute sizer's fields, renamed to the network's own.
std::string networkField(NetworkRole role, const std::string &field)
{
    static const std::pair<const char *, const char *> kRenamed[] = {
        {"rails", "nodePorts"}, {"linkSpeedGbps", "linkSpeedGbps"}, {"switchModel", "switchModel"},
        {"oversubscription", "oversubscription"}, {"fabric", "technology"}};
    std::string name = field;
    for (const auto &[from, to] : kRenamed)
        if (field == from)
            name = to;
    if (field == "nodes" || field == "gpus")
        return field;
    return "networks." + std::string(toString(role)) + (name.empty() ? "" : "." + name);
}

Design networkDesign(const Design &design, int virtualNodes, const ResolvedNetwork &network,
                     std::optional<int> suSize = std::nullopt)
{
    Design d = design;
    d.gpus.reset();
    d.nodes = virtualNodes;
    d.rails = network.nodePorts;
    d.linkSpeedGbps = network.linkSpeedGbps;
    d.fabric = network.technology;
    d.switchModel = network.switchModel;
    d.oversubscription = network.oversubscription;
    // The compute fabric's shape settings are its own: each other network takes the fewest
    // switches for its own ports.
    d.spineOversubscription = 1.0;
    d.tiers.reset();
    d.suSize = suSize;
    d.planes = 1;
    d.sharp = false;
    // The storage subnet is managed by its switches' embedded subnet manager unless UFM is asked
    // for by name: NVIDIA's H100 RA orders a second UFM pair for storage, which --management ufm
    // plans; by default the compute fabric's UFM is the one quoted.
    if (network.technology != Technology::InfiniBand)
        d.management = FabricManagement::None;
    else if (d.management == FabricManagement::Auto)
        d.management = FabricManagement::Embedded;
    return d;
}

std::string twoDigits(int n)
{
    char text[16];
    std::snprintf(text, sizeof text, "%02d", n);
    return text;
}

// Merges the slots of each attached device into one device and prefixes the switches' names with
// the network's, so that every device of the cluster has a name of its own.
Topology mergeAttached(Topology wired, int nodes, int slotsEach, int portsPerSlot,
                       const AttachedDevices &attached, NetworkRole role, int reservedSlots = 0)
{
    Topology t;
    const int virtualEnd = nodes + attached.count * slotsEach;
    const int reservedEnd = virtualEnd + reservedSlots;
    std::vector<int> newId(wired.devices.size(), -1);
    t.devices.reserve(wired.devices.size());
    for (int id = 0; id < wired.deviceCount(); ++id) {
        if (id >= virtualEnd && id < reservedEnd)
            continue; // kept free: no device, no link
        if (id >= nodes && id < virtualEnd) {
            const int device = (id - nodes) / slotsEach;
            if ((id - nodes) % slotsEach == 0) {
                Device d;
                d.kind = DeviceKind::Appliance;
                d.appliance = attached.role;
                d.name = attached.namePrefix + "-" + twoDigits(device + 1);
                d.model = attached.model;
                d.index = device;
                d.ports = slotsEach * portsPerSlot;
                t.addDevice(std::move(d));
            }
            newId[static_cast<std::size_t>(id)] = nodes + device;
            continue;
        }
        Device d = std::move(wired.devices[static_cast<std::size_t>(id)]); // a wiring of its own: taken, not copied
        if (d.kind != DeviceKind::Node)
            d.name = std::string(toString(role)) + "-" + d.name;
        else
            d.portsPerCage = 1; // the nodes' ports beside the compute fabric are single-port cages
        newId[static_cast<std::size_t>(id)] = t.addDevice(std::move(d));
    }
    t.links.reserve(wired.links.size());
    for (const Link &l : wired.links) {
        if ((l.a().device >= virtualEnd && l.a().device < reservedEnd) || (l.b().device >= virtualEnd && l.b().device < reservedEnd))
            continue;
        PortRef a = l.a();
        const bool device = a.device >= nodes && a.device < virtualEnd;
        if (device)
            a.port += ((a.device - nodes) % slotsEach) * portsPerSlot;
        a.device = newId[static_cast<std::size_t>(a.device)];
        PortRef b = l.b();
        b.device = newId[static_cast<std::size_t>(b.device)];
        // A device's port runs at its own speed on the switch port it takes.
        t.addLink(a, b, device && attached.speedGbps > 0 ? attached.speedGbps : l.speedGbps(), l.plane(), l.tier());
    }
    return t;
}

} // namespace

namespace {

// The node slots a network is sized over: the nodes', each attached device's (as many as its ports
// need) and those kept free for links that join later.
struct NodeSlots
{
    int each = 0;       // an attached device's
    int reserved = 0;
    long long all = 0;
};

NodeSlots nodeSlots(int nodes, int nodePorts, const AttachedDevices &attached)
{
    NodeSlots slots;
    slots.each = attached.count > 0 ? (attached.portsEach + nodePorts - 1) / nodePorts : 0;
    slots.reserved = (attached.reservedPorts + nodePorts - 1) / nodePorts;
    slots.all = nodes + static_cast<long long>(attached.count) * slots.each + slots.reserved;
    return slots;
}

// Sizes the network over `slots` node slots; the sizer's diagnostics renamed to the network's
// fields go to `diagnostics`. False when it failed.
bool sizeOver(const Design &design, int slots, const ResolvedNetwork &network, const Catalogue &catalogue,
              Design &sized, Sizing &sizing, Diagnostics &diagnostics, std::optional<int> suSize = std::nullopt)
{
    Diagnostics own;
    sized = networkDesign(design, slots, network, suSize);
    // Left to auto, a storage subnet beyond what its switches' embedded subnet manager manages
    // gets a UFM appliance, as auto does for servers other than DGX on the compute fabric.
    if (design.management == FabricManagement::Auto && sized.management == FabricManagement::Embedded)
        if (const SwitchModel *model = catalogue.findSwitch(network.switchModel); model && model->embeddedSmMaxNodes
            && static_cast<long long>(slots) * network.nodePorts > *model->embeddedSmMaxNodes)
            sized.management = FabricManagement::UfmAppliance;
    sizing = sizeFabric(sized, catalogue, own);
    const bool failed = hasErrors(own) || !sizing.switchModel;
    for (Diagnostic &diagnostic : own) {
        diagnostic.field = networkField(network.role, diagnostic.field);
        diagnostic.text = Text(FABRIC_TR("fabric::Networks", "%1: %2"), networkTitle(network.role),
                               diagnostic.text);
        diagnostics.push_back(std::move(diagnostic));
    }
    return !failed;
}

// The devices at 1:1 on leaves of their own: the sizer is asked for whole leaves of slots on top
// of the nodes', as many as the devices' ports need at the leaves' up ports, until the layout
// it returns holds them (a larger tree may give its leaves other down and up ports).
bool planOwnLeaves(const Design &design, int nodes, const ResolvedNetwork &network, const AttachedDevices &attached,
                   const Catalogue &catalogue, Design &sized, Sizing &sizing, NetworkPlan &plan,
                   Diagnostics &diagnostics)
{
    const int devicePorts = attached.count * attached.portsEach;
    const OwnLeafDevices devices{attached.model, attached.role, attached.namePrefix, attached.count, attached.portsEach, attached.speedGbps};
    const std::string prefix = std::string(toString(network.role)) + "-";
    constexpr int kRounds = 6;
    int extraSlots = 0;
    for (int round = 0; round < kRounds; ++round) {
        const TierSize leaf = sizing.tierSizes.front(); // a copy: the sizing is redone below
        const OwnLeaves own = ownLeavesFor(devicePorts, leaf.downPorts, leaf.upPorts, network.nodePorts, leaf.upSpeedGbps(),
                                           attached.speedGbps);
        Diagnostics attempt;
        if (!sizeOver(design, nodes + own.virtualSlots + extraSlots, network, catalogue, sized, sizing, attempt)) {
            diagnostics.insert(diagnostics.end(), attempt.begin(), attempt.end());
            return false;
        }
        const TierSize &now = sizing.tierSizes.front();
        if (now.downPorts != leaf.downPorts || now.upPorts != leaf.upPorts)
            continue; // another layout: count the device leaves again by its ports
        plan.topology = attachOnOwnLeaves(wireTopology(sized, sizing, NodeLinks::Left), sizing, nodes, own.virtualSlots + extraSlots,
                                          own.leaves, devices, prefix);
        if (plan.topology.deviceCount() > 0) {
            diagnostics.insert(diagnostics.end(), attempt.begin(), attempt.end());
            return true;
        }
        // The sizer's scalable units left the nodes too few leaves beside the devices' own: one
        // more leaf of slots.
        extraSlots += (now.downPorts + network.nodePorts - 1) / network.nodePorts;
    }
    diagnostics.push_back(makeError(
        networkField(network.role, "storageDevices"),
        Text(FABRIC_TR("fabric::Networks", "the %1's %2 devices could not be given leaves of their own beside the "
                                           "nodes' on %3; attach fewer devices or choose a larger switch"),
             networkTitle(network.role), attached.count, network.switchModel)));
    return false;
}

// The network sized and wired; planFatTreeNetwork names its nodes' ports.
NetworkPlan sizeAndWireFatTree(const Design &design, int nodes, const ResolvedNetwork &network,
                               const AttachedDevices &attached, const Catalogue &catalogue,
                               Diagnostics &diagnostics)
{
    NetworkPlan plan;
    plan.role = network.role;
    plan.sizing.technology = network.technology;
    plan.nodeCageType = network.nodeCageType;
    if (attached.count > 0 && attached.speedGbps > network.linkSpeedGbps) {
        // A device port takes one leaf port at its own speed (no breakout): a faster one would
        // need a port the leaves, at the nodes' speed, do not run.
        diagnostics.push_back(makeError(
            attached.speedField,
            Text(FABRIC_TR("fabric::Networks", "the %1's devices run at %2 Gb/s, faster than its leaves' %3 Gb/s ports "
                                               "(the nodes' speed on it); give the devices at most %3 Gb/s, or the nodes' ports %2 Gb/s"),
                 networkTitle(network.role), attached.speedGbps, network.linkSpeedGbps)));
        return plan;
    }
    const NodeSlots asked = nodeSlots(nodes, network.nodePorts, attached);
    const int slotsEach = asked.each;
    const int reservedSlots = asked.reserved;
    if (asked.all > kMaxNodes) {
        const long long most = std::max(0LL, (kMaxNodes - nodes - reservedSlots) / std::max(1, slotsEach));
        diagnostics.push_back(makeError(attached.countField,
                                        Text(FABRIC_TR("fabric::Networks", "at most %1 beside the %2 nodes on the %3, got %4"),
                                             most, nodes, networkTitle(network.role), attached.count)));
        return plan;
    }
    const int slots = static_cast<int>(asked.all);
    Design d;
    Sizing sizing;
    const std::size_t before = diagnostics.size();
    if (!sizeOver(design, slots, network, catalogue, d, sizing, diagnostics))
        return plan;
    if (attached.count > 0 && attached.speedGbps != network.linkSpeedGbps && !sizing.switchModel->modeFor(attached.speedGbps)) {
        diagnostics.push_back(makeError(
            attached.speedField,
            Text(FABRIC_TR("fabric::Networks", "%1 has no %2 Gb/s ports for the %3's devices; give them %4 Gb/s, the "
                                               "nodes' speed, or choose a switch that runs %2 Gb/s"),
                 sizing.switchModel->model, attached.speedGbps, networkTitle(network.role), network.linkSpeedGbps)));
        return plan;
    }
    // One switch has no uplinks: every port is 1:1 already, and the devices share it.
    if (attached.ownLeaves && attached.count > 0 && sizing.tiers > 1) {
        Diagnostics own;
        const bool planned = planOwnLeaves(design, nodes, network, attached, catalogue, d, sizing, plan, own);
        // The first sizing, with the devices on the nodes' leaves, was only where the search
        // started: the final tree's notes replace its own.
        diagnostics.erase(diagnostics.begin() + static_cast<std::ptrdiff_t>(before), diagnostics.end());
        diagnostics.insert(diagnostics.end(), own.begin(), own.end());
        if (planned)
            plan.sizing = std::move(sizing);
        return plan;
    }
    plan.topology = mergeAttached(wireTopology(d, sizing), nodes, std::max(1, slotsEach), network.nodePorts,
                                  attached, network.role, reservedSlots);
    if (network.role == NetworkRole::Inband && leavesPair(sizing)) {
        if (const int free = fewestFreeLeafPorts(plan.topology); free < kPeerLinksPerPair) {
            // The sizer's SUs fill every port of the leaves: SUs smaller by the missing ports
            // leave each pair the ports of its peer links.
            Design smaller;
            Sizing again;
            Diagnostics retried;
            if (sizeOver(design, slots, network, catalogue, smaller, again, retried, sizing.suSize - (kPeerLinksPerPair - free))
                && leavesPair(again)) {
                Topology t = mergeAttached(wireTopology(smaller, again), nodes, std::max(1, slotsEach), network.nodePorts,
                                           attached, network.role, reservedSlots);
                if (fewestFreeLeafPorts(t) >= kPeerLinksPerPair) {
                    plan.topology = std::move(t);
                    sizing = std::move(again);
                    diagnostics.erase(diagnostics.begin() + static_cast<std::ptrdiff_t>(before), diagnostics.end());
                    diagnostics.insert(diagnostics.end(), retried.begin(), retried.end());
                }
            }
        }
        if (fewestFreeLeafPorts(plan.topology) >= kPeerLinksPerPair)
            addPeerLinks(plan.topology, sizing.switchLinkSpeedGbps());
        else
            diagnostics.push_back(makeWarning(
                networkField(network.role, "oversubscription"),
                Text(FABRIC_TR("fabric::Networks", "the in-band leaf pairs have no %1 free ports each for their peer links; "
                                                   "planned without them: a higher in-band ratio frees ports"),
                     kPeerLinksPerPair)));
    }
    plan.sizing = std::move(sizing);
    return plan;
}

// The in-band network as an MLAG pair and nothing above it, where one switch holds one port of
// every bond beside the peer links and its share of the OOB uplinks: that switch sized and wired
// for the bonds' first ports, then mirrored for their second (mirrorIntoPair). Else nothing: the
// tree of leaf pairs is planned.
std::optional<NetworkPlan> planMlagPair(const Design &design, int nodes, const ResolvedNetwork &network,
                                        const AttachedDevices &attached, const Catalogue &catalogue,
                                        Diagnostics &diagnostics)
{
    if (network.role != NetworkRole::Inband || network.nodePorts != 2 || attached.ownLeaves || attached.portsEach % 2 != 0)
        return std::nullopt;
    ResolvedNetwork half = network;
    half.nodePorts = 1;
    AttachedDevices halfAttached = attached;
    halfAttached.portsEach = attached.portsEach / 2;
    halfAttached.reservedPorts = (attached.reservedPorts + 1) / 2 + kPeerLinksPerPair;
    // Sized first, and wired only when it is one switch: a large network's tree is not wired twice.
    Design probeDesign;
    Sizing probe;
    Diagnostics own;
    const long long slots = nodeSlots(nodes, half.nodePorts, halfAttached).all;
    if (slots > kMaxNodes || !sizeOver(design, static_cast<int>(slots), half, catalogue, probeDesign, probe, own) || probe.tiers != 1)
        return std::nullopt;
    own.clear();
    NetworkPlan plan = sizeAndWireFatTree(design, nodes, half, halfAttached, catalogue, own);
    if (hasErrors(own) || plan.sizing.tiers != 1 || plan.sizing.tierSizes.empty()
        || !mirrorIntoPair(plan.topology, plan.sizing.tierSizes.front(), plan.sizing.switchLinkSpeedGbps()))
        return std::nullopt;
    plan.sizing.railsPerNode = network.nodePorts;
    diagnostics.insert(diagnostics.end(), own.begin(), own.end());
    return plan;
}

} // namespace

NetworkPlan planFatTreeNetwork(const Design &design, int nodes, const ResolvedNetwork &network,
                               const AttachedDevices &attached, const Catalogue &catalogue,
                               Diagnostics &diagnostics)
{
    // A node of several hosts whose ports here are its hosts' own (an NVL72 rack: two in-band
    // ports on each of its 18 trays) is sized and wired as one node slot a host, each host's ports
    // homed as a DGX's are, and its slots then become the one device again.
    const int hosts = hostsWithPortsOfTheirOwn(catalogue.findPlatform(design.platform), network.nodePorts);
    ResolvedNetwork perHost = network;
    perHost.nodePorts = network.nodePorts / hosts;
    std::optional<NetworkPlan> pair = planMlagPair(design, nodes * hosts, perHost, attached, catalogue, diagnostics);
    NetworkPlan plan = pair ? std::move(*pair) : sizeAndWireFatTree(design, nodes * hosts, perHost, attached, catalogue, diagnostics);
    if (hosts > 1)
        plan.topology = joinHostSlots(std::move(plan.topology), nodes, hosts, perHost.nodePorts, design.platform);
    // A node is in several networks: its ports here are named after this one ("storage 1"), so
    // that no label names two of its sockets alike (the compute fabric's are "1", "1/2").
    for (Device &d : plan.topology.devices)
        if (d.kind == DeviceKind::Node)
            d.portGroup = toString(network.role);
    return plan;
}

} // namespace fabric
