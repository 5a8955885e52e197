#include "core/networks/fattreenetwork.h"

#include "core/sizing/fattreesizer.h"
#include "core/topology/wiring.h"

#include <algorithm>
#include <cstdio>

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

Design networkDesign(const Design &design, int virtualNodes, const ResolvedNetwork &network)
{
    Design d = design;
    d.gpus.reset();
    d.nodes = virtualNodes;
    d.rails = network.nodePorts;
    d.linkSpeedGbps = network.linkSpeedGbps;
    d.fabric = network.technology;
    d.switchModel = network.switchModel;
    d.oversubscription = network.oversubscription;
    d.spineOversubscription = 1.0;
    d.suSize.reset();
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
Topology mergeAttached(const Topology &wired, int nodes, int slotsEach, int portsPerSlot,
                       const AttachedDevices &attached, NetworkRole role)
{
    Topology t;
    const int virtualEnd = nodes + attached.count * slotsEach;
    std::vector<int> newId(wired.devices.size());
    t.devices.reserve(wired.devices.size());
    for (int id = 0; id < wired.deviceCount(); ++id) {
        if (id >= nodes && id < virtualEnd) {
            const int device = (id - nodes) / slotsEach;
            if ((id - nodes) % slotsEach == 0) {
                Device d;
                d.kind = DeviceKind::Appliance;
                d.name = attached.namePrefix + "-" + twoDigits(device + 1);
                d.model = attached.model;
                d.index = device;
                d.ports = slotsEach * portsPerSlot;
                t.addDevice(std::move(d));
            }
            newId[static_cast<std::size_t>(id)] = nodes + device;
            continue;
        }
        Device d = wired.device(id);
        if (d.kind != DeviceKind::Node)
            d.name = std::string(toString(role)) + "-" + d.name;
        else
            d.portsPerCage = 1; // the nodes' ports beside the compute fabric are single-port cages
        newId[static_cast<std::size_t>(id)] = t.addDevice(std::move(d));
    }
    t.links.reserve(wired.links.size());
    for (const Link &l : wired.links) {
        PortRef a = l.a();
        if (a.device >= nodes && a.device < virtualEnd)
            a.port += ((a.device - nodes) % slotsEach) * portsPerSlot;
        a.device = newId[static_cast<std::size_t>(a.device)];
        PortRef b = l.b();
        b.device = newId[static_cast<std::size_t>(b.device)];
        t.addLink(a, b, l.speedGbps(), l.plane(), l.tier());
    }
    return t;
}

} // namespace

NetworkPlan planFatTreeNetwork(const Design &design, int nodes, const ResolvedNetwork &network,
                               const AttachedDevices &attached, const Catalogue &catalogue,
                               Diagnostics &diagnostics)
{
    NetworkPlan plan;
    plan.role = network.role;
    plan.sizing.technology = network.technology;
    plan.nodeCageType = network.nodeCageType;
    if (attached.count > 0 && attached.speedGbps != network.linkSpeedGbps) {
        diagnostics.push_back(makeError(
            networkField(network.role, "linkSpeedGbps"),
            Text(FABRIC_TR("fabric::Networks", "the %1 network's devices run at %2 Gb/s and its nodes at %3 Gb/s; one network "
                                               "runs at one speed in this version: set both alike"),
                 std::string(displayName(network.role)), attached.speedGbps, network.linkSpeedGbps)));
        return plan;
    }
    const int slotsEach = attached.count > 0 ? (attached.portsEach + network.nodePorts - 1) / network.nodePorts : 0;
    const int slots = nodes + attached.count * slotsEach;
    Diagnostics own;
    const Design d = networkDesign(design, slots, network);
    Sizing sizing = sizeFabric(d, catalogue, own);
    const bool failed = hasErrors(own) || !sizing.switchModel;
    for (Diagnostic &diagnostic : own) {
        diagnostic.field = networkField(network.role, diagnostic.field);
        diagnostic.text = Text(FABRIC_TR("fabric::Networks", "%1 network: %2"), std::string(displayName(network.role)),
                               diagnostic.text);
        diagnostics.push_back(std::move(diagnostic));
    }
    if (failed)
        return plan;
    plan.topology = mergeAttached(wireTopology(d, sizing), nodes, std::max(1, slotsEach), network.nodePorts,
                                  attached, network.role);
    plan.sizing = std::move(sizing);
    return plan;
}

} // namespace fabric
