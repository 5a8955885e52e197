#include "core/networks/leafpairs.h"

#include <algorithm>
#include <limits>

namespace fabric {

namespace {

std::vector<int> leafIds(const Topology &t)
{
    std::vector<int> ids;
    for (int id = 0; id < t.deviceCount(); ++id)
        if (t.device(id).kind == DeviceKind::Switch && t.device(id).tier == Tier::Leaf)
            ids.push_back(id);
    return ids;
}

// Per leaf (by its place in leafIds), its free ports, highest first.
std::vector<std::vector<int>> freePorts(const Topology &t, const std::vector<int> &leaves)
{
    std::vector<int> place(static_cast<std::size_t>(t.deviceCount()), -1);
    std::vector<std::vector<bool>> used(leaves.size());
    for (std::size_t l = 0; l < leaves.size(); ++l) {
        place[static_cast<std::size_t>(leaves[l])] = static_cast<int>(l);
        used[l].assign(static_cast<std::size_t>(t.device(leaves[l]).ports) + 1, false);
    }
    for (const Link &link : t.links)
        for (const PortRef &end : {link.a(), link.b()})
            if (const int l = place[static_cast<std::size_t>(end.device)]; l >= 0)
                used[static_cast<std::size_t>(l)][static_cast<std::size_t>(end.port)] = true;
    std::vector<std::vector<int>> free(leaves.size());
    for (std::size_t l = 0; l < leaves.size(); ++l)
        for (int port = static_cast<int>(used[l].size()) - 1; port >= 1; --port)
            if (!used[l][static_cast<std::size_t>(port)])
                free[l].push_back(port);
    return free;
}

} // namespace

bool leavesPair(const Sizing &sizing)
{
    return sizing.tiers >= 2 && sizing.planes == 1 && sizing.railsPerNode == 2 && sizing.railsPerLeaf == 1
        && sizing.leavesPerSu == 2;
}

int fewestFreeLeafPorts(const Topology &topology)
{
    const std::vector<int> leaves = leafIds(topology);
    int fewest = std::numeric_limits<int>::max();
    for (const std::vector<int> &free : freePorts(topology, leaves))
        fewest = std::min(fewest, static_cast<int>(free.size()));
    return leaves.empty() ? 0 : fewest;
}

void addPeerLinks(Topology &topology, int speedGbps)
{
    const std::vector<int> leaves = leafIds(topology);
    const std::vector<std::vector<int>> free = freePorts(topology, leaves);
    for (std::size_t p = 0; p + 1 < leaves.size(); p += 2)
        for (int i = 0; i < kPeerLinksPerPair; ++i)
            topology.addLink({leaves[p], free[p][static_cast<std::size_t>(i)]},
                             {leaves[p + 1], free[p + 1][static_cast<std::size_t>(i)]}, speedGbps, 0, LinkTier::PeerLink);
}

bool mirrorIntoPair(Topology &topology, TierSize &leaf, int speedGbps)
{
    const std::vector<int> leaves = leafIds(topology);
    int switches = 0;
    for (const Device &d : topology.devices)
        switches += d.kind == DeviceKind::Switch ? 1 : 0;
    if (leaves.size() != 1 || switches != 1 || fewestFreeLeafPorts(topology) < kPeerLinksPerPair)
        return false;
    const int first = leaves.front();
    Topology pair;
    pair.devices = std::move(topology.devices);
    for (Device &d : pair.devices)
        if (d.kind != DeviceKind::Switch)
            d.ports *= 2;
    Device second = pair.device(first);
    if (const std::size_t dash = second.name.rfind('-'); dash != std::string::npos)
        second.name = second.name.substr(0, dash + 1) + "02";
    second.index = 1;
    const int secondId = pair.addDevice(std::move(second));
    pair.links.reserve(2 * topology.links.size() + kPeerLinksPerPair);
    for (const Link &l : topology.links) {
        const PortRef end = l.a();
        pair.addLink({end.device, 2 * end.port - 1}, l.b(), l.speedGbps(), l.plane(), l.tier());
        pair.addLink({end.device, 2 * end.port}, {secondId, l.b().port}, l.speedGbps(), l.plane(), l.tier());
    }
    topology = std::move(pair);
    leaf.perPlane = 2;
    leaf.count = 2;
    addPeerLinks(topology, speedGbps);
    return true;
}

} // namespace fabric
