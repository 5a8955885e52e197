#include "core/networks/ownleaves.h"

#include "core/common/text.h"

#include <algorithm>

namespace fabric {

int devicePortsPerLeaf(int down, int up, int leafSpeedGbps, int deviceSpeedGbps)
{
    if (down <= 0 || up <= 0 || leafSpeedGbps <= 0 || deviceSpeedGbps <= 0)
        return 0;
    const long long byBandwidth = static_cast<long long>(up) * leafSpeedGbps / deviceSpeedGbps;
    return static_cast<int>(std::min<long long>(down, byBandwidth));
}

OwnLeaves ownLeavesFor(int devicePorts, int down, int up, int railsPerSlot, int leafSpeedGbps, int deviceSpeedGbps)
{
    OwnLeaves result;
    const int perLeaf = devicePortsPerLeaf(down, up, leafSpeedGbps, deviceSpeedGbps);
    if (devicePorts <= 0 || perLeaf <= 0 || railsPerSlot <= 0)
        return result;
    result.leaves = (devicePorts + perLeaf - 1) / perLeaf;
    // Whole leaves of slots, so that the sizer builds every device leaf on top of the nodes'.
    const long long ports = static_cast<long long>(result.leaves) * down;
    result.virtualSlots = static_cast<int>((ports + railsPerSlot - 1) / railsPerSlot);
    return result;
}

namespace {

// Spreads `count` ports over `leaves` leaves (the first `first` of `leafIds`) in blocks, index
// order: index i to leaf i * leaves / count, so every leaf takes floor or ceil of count / leaves;
// but a leaf with fewer free down ports (a UFM appliance's links took some) takes what it has,
// and leaves with room, evenly spaced, make up the rest. Returns the port each index takes, or an
// empty vector when the leaves' free down ports are too few.
std::vector<PortRef> spread(int count, const std::vector<int> &leafIds, int first, int leaves,
                            std::vector<std::vector<int>> &freeDown)
{
    if (count <= 0 || leaves <= 0)
        return {};
    const auto freeOn = [&](int l) { return static_cast<int>(freeDown[static_cast<std::size_t>(first + l)].size()); };
    // Leaf l takes the indices i with i * leaves / count == l, as many as fit.
    const auto firstIndexOf = [&](long long l) { return (l * count + leaves - 1) / leaves; };
    std::vector<int> take(static_cast<std::size_t>(leaves));
    long long left = count;
    for (int l = 0; l < leaves; ++l) {
        const int natural = static_cast<int>(firstIndexOf(l + 1) - firstIndexOf(l));
        take[static_cast<std::size_t>(l)] = std::min(natural, freeOn(l));
        left -= take[static_cast<std::size_t>(l)];
    }
    // What full leaves could not take: one more each for `left` leaves with room, evenly spaced.
    while (left > 0) {
        const long long wanted = left;
        for (long long j = 0; j < wanted && left > 0; ++j) {
            const int start = static_cast<int>(j * leaves / wanted);
            for (int step = 0; step < leaves; ++step) {
                const int l = (start + step) % leaves;
                if (take[static_cast<std::size_t>(l)] < freeOn(l)) {
                    ++take[static_cast<std::size_t>(l)];
                    --left;
                    break;
                }
            }
        }
        if (left == wanted)
            return {}; // every leaf is full
    }
    std::vector<PortRef> ports;
    ports.reserve(static_cast<std::size_t>(count));
    for (int l = 0; l < leaves; ++l) {
        std::vector<int> &free = freeDown[static_cast<std::size_t>(first + l)];
        for (int i = 0; i < take[static_cast<std::size_t>(l)]; ++i) {
            ports.push_back({leafIds[static_cast<std::size_t>(first + l)], free.back()});
            free.pop_back();
        }
    }
    return ports;
}

} // namespace

Topology attachOnOwnLeaves(Topology wired, const Sizing &sizing, int nodes, int virtualSlots, int deviceLeaves,
                           const OwnLeafDevices &devices, const std::string &switchPrefix)
{
    const int slots = nodes + virtualSlots;
    const int rails = sizing.railsPerNode;
    // The new topology holds the nodes, then the devices, then the switches: a device's new id
    // follows from its old one (none for a virtual slot). Whether the leaves hold the ports is
    // found out first, so that a layout they do not fit (the caller then asks for another)
    // costs no copy of the devices.
    const int firstSwitch = nodes + devices.count;
    const auto newIdOf = [&](int id) { return id < nodes ? id : id < slots ? -1 : id - slots + firstSwitch; };
    const int deviceCount = firstSwitch + std::max(0, wired.deviceCount() - slots);
    std::vector<int> leafIds;
    for (int id = slots; id < wired.deviceCount(); ++id) {
        const Device &d = wired.device(id);
        if (d.kind == DeviceKind::Switch && d.tier == Tier::Leaf)
            leafIds.push_back(newIdOf(id));
    }
    const int leaves = static_cast<int>(leafIds.size());
    const int nodeLeaves = leaves - deviceLeaves;
    if (nodeLeaves <= 0 || sizing.tierSizes.empty())
        return {};
    // The leaves' down ports that the switches' own links (a UFM appliance's) leave free, the
    // lowest port taken first.
    const int down = sizing.tierSizes.front().downPorts;
    std::vector<std::vector<bool>> taken(static_cast<std::size_t>(leaves), std::vector<bool>(static_cast<std::size_t>(down) + 1));
    std::vector<int> leafIndex(static_cast<std::size_t>(deviceCount), -1);
    for (int l = 0; l < leaves; ++l)
        leafIndex[static_cast<std::size_t>(leafIds[static_cast<std::size_t>(l)])] = l;
    std::vector<Link> kept;
    for (const Link &l : wired.links) {
        if (l.tier() == LinkTier::NodeLeaf)
            continue;
        PortRef a = l.a();
        PortRef b = l.b();
        a.device = newIdOf(a.device);
        b.device = newIdOf(b.device);
        if (a.device < 0 || b.device < 0)
            return {};
        for (const PortRef &end : {a, b})
            if (const int leaf = leafIndex[static_cast<std::size_t>(end.device)]; leaf >= 0 && end.port <= down)
                taken[static_cast<std::size_t>(leaf)][static_cast<std::size_t>(end.port)] = true;
        kept.emplace_back(a, b, l.speedGbps(), l.plane(), l.tier());
    }
    std::vector<std::vector<int>> freeDown(static_cast<std::size_t>(leaves));
    for (int l = 0; l < leaves; ++l)
        for (int port = down; port >= 1; --port)
            if (!taken[static_cast<std::size_t>(l)][static_cast<std::size_t>(port)])
                freeDown[static_cast<std::size_t>(l)].push_back(port);
    // Rail-major, so that a node's ports (and a device's) reach different leaves.
    const std::vector<PortRef> nodePorts = spread(nodes * rails, leafIds, 0, nodeLeaves, freeDown);
    const int devicePorts = devices.count * devices.portsEach;
    const std::vector<PortRef> devicePortRefs = spread(devicePorts, leafIds, nodeLeaves, deviceLeaves, freeDown);
    if (static_cast<int>(nodePorts.size()) != nodes * rails || static_cast<int>(devicePortRefs.size()) != devicePorts)
        return {};

    Topology t;
    t.devices.reserve(static_cast<std::size_t>(deviceCount));
    for (int id = 0; id < nodes; ++id) {
        Device d = std::move(wired.devices[static_cast<std::size_t>(id)]);
        d.portsPerCage = 1; // the nodes' ports beside the compute fabric are single-port cages
        t.addDevice(std::move(d));
    }
    for (int i = 0; i < devices.count; ++i) {
        Device d;
        d.kind = DeviceKind::Appliance;
        d.appliance = devices.role;
        d.name = devices.namePrefix + "-" + zeroPadded(i + 1, 2);
        d.model = devices.model;
        d.index = i;
        d.ports = devices.portsEach;
        t.addDevice(std::move(d));
    }
    for (int id = slots; id < wired.deviceCount(); ++id) {
        Device d = std::move(wired.devices[static_cast<std::size_t>(id)]);
        d.name.insert(0, switchPrefix);
        t.addDevice(std::move(d));
    }
    t.links.reserve(wired.links.size());
    for (int node = 0; node < nodes; ++node)
        for (int rail = 0; rail < rails; ++rail)
            t.addLink({node, rail + 1}, nodePorts[static_cast<std::size_t>(rail * nodes + node)], sizing.linkSpeedGbps, 0,
                      LinkTier::NodeLeaf);
    for (int device = 0; device < devices.count; ++device)
        for (int port = 0; port < devices.portsEach; ++port)
            t.addLink({nodes + device, port + 1},
                      devicePortRefs[static_cast<std::size_t>(port * devices.count + device)],
                      devices.speedGbps > 0 ? devices.speedGbps : sizing.linkSpeedGbps, 0, LinkTier::NodeLeaf);
    for (const Link &l : kept)
        t.addLink(l.a(), l.b(), l.speedGbps(), l.plane(), l.tier());
    return t;
}

} // namespace fabric
