#include "core/topology/bisection.h"

#include <boost/graph/push_relabel_max_flow.hpp>

#include <algorithm>

namespace fabric {

namespace {

// Endpoints of one plane on each side of the cut, per leaf.
struct LeafLoad
{
    long long a = 0;
    long long b = 0;
};

long long overlap(long long lo1, long long hi1, long long lo2, long long hi2)
{
    return std::max(0LL, std::min(hi1, hi2) - std::max(lo1, lo2));
}

std::vector<LeafLoad> leafLoads(const Sizing &s)
{
    const long long rails = s.railsPerPlane;
    const long long half = static_cast<long long>(s.nodes) * rails / 2;
    const long long fullA = half / rails;    // nodes whose every rail is on side A
    const long long partRails = half % rails; // rails of node fullA on side A
    std::vector<LeafLoad> loads(static_cast<std::size_t>(s.leavesPerPlane()));
    for (int su = 0; su < s.scalableUnits; ++su) {
        const long long lo = std::max(0LL, static_cast<long long>(su) * s.suSize - s.reservedSlots);
        const long long hi = std::min<long long>(s.nodes, static_cast<long long>(su + 1) * s.suSize
                                                             - s.reservedSlots);
        if (hi <= lo)
            continue;
        const long long aNodes = overlap(lo, hi, 0, fullA);
        const bool split = fullA >= lo && fullA < hi;
        for (int l = 0; l < s.leavesPerSu; ++l) {
            const long long r0 = static_cast<long long>(l) * s.railsPerLeaf;
            const long long r1 = std::min(rails, r0 + s.railsPerLeaf);
            LeafLoad &load = loads[static_cast<std::size_t>(su * s.leavesPerSu + l)];
            load.a = aNodes * (r1 - r0) + (split ? overlap(r0, r1, 0, partRails) : 0);
            load.b = (hi - lo) * (r1 - r0) - load.a;
        }
    }
    return loads;
}

} // namespace

long long bisectionClosedFormGbps(const Sizing &s)
{
    if (s.tierSizes.empty() || s.nodes <= 0 || s.railsPerPlane <= 0)
        return 0;
    const long long half = static_cast<long long>(s.nodes) * s.railsPerPlane / 2;
    if (s.tiers == 1)
        return half * s.linkSpeedGbps;
    const long long up = s.tierSizes.front().upPorts;
    const auto loads = leafLoads(s);
    long long crossed = 0;
    // Per pod (two tiers: the whole plane is one pod): excess A and B after meeting in leaves.
    const int leavesPerPod = s.tiers == 3 ? s.leavesPerPod : static_cast<int>(loads.size());
    const long long podUp = s.tiers == 3 ? static_cast<long long>(s.spinesPerPod) * s.tierSizes[1].upPorts : 0;
    long long rootA = 0;
    long long rootB = 0;
    for (std::size_t first = 0; first < loads.size(); first += static_cast<std::size_t>(leavesPerPod)) {
        long long podA = 0;
        long long podB = 0;
        const std::size_t last = std::min(loads.size(), first + static_cast<std::size_t>(leavesPerPod));
        for (std::size_t i = first; i < last; ++i) {
            const long long met = std::min(loads[i].a, loads[i].b);
            crossed += met;
            podA += std::min(loads[i].a - met, up);
            podB += std::min(loads[i].b - met, up);
        }
        if (s.tiers == 2) {
            rootA += podA;
            rootB += podB;
            continue;
        }
        const long long met = std::min(podA, podB);
        crossed += met;
        rootA += std::min(podA - met, podUp);
        rootB += std::min(podB - met, podUp);
    }
    crossed += std::min(rootA, rootB);
    return crossed * s.linkSpeedGbps;
}

long long bisectionMaxFlowGbps(const Topology &topology, const Sizing &sizing, int plane)
{
    using Traits = boost::adjacency_list_traits<boost::vecS, boost::vecS, boost::directedS>;
    using FlowGraph = boost::adjacency_list<
        boost::vecS, boost::vecS, boost::directedS, boost::no_property,
        boost::property<boost::edge_capacity_t, long long,
                        boost::property<boost::edge_residual_capacity_t, long long,
                                        boost::property<boost::edge_reverse_t, Traits::edge_descriptor>>>>;

    if (sizing.nodes <= 0 || sizing.railsPerPlane <= 0 || topology.links.empty())
        return 0;
    const long long half = static_cast<long long>(sizing.nodes) * sizing.railsPerPlane / 2;
    const std::size_t devices = static_cast<std::size_t>(topology.deviceCount());
    std::size_t endpoints = 0;
    for (const Link &link : topology.links)
        if (link.plane == plane && link.tier == LinkTier::NodeLeaf)
            ++endpoints;
    const std::size_t source = devices + endpoints;
    const std::size_t sink = source + 1;
    FlowGraph g(sink + 1);
    auto capacity = boost::get(boost::edge_capacity, g);
    auto reverse = boost::get(boost::edge_reverse, g);
    auto connect = [&](std::size_t u, std::size_t v, long long forward, long long backward) {
        auto e1 = boost::add_edge(u, v, g).first;
        auto e2 = boost::add_edge(v, u, g).first;
        capacity[e1] = forward;
        capacity[e2] = backward;
        reverse[e1] = e2;
        reverse[e2] = e1;
    };

    std::size_t endpoint = devices;
    for (const Link &link : topology.links) {
        if (link.plane != plane || link.tier == LinkTier::ManagementLeaf)
            continue;
        const auto a = static_cast<std::size_t>(link.a.device);
        const auto b = static_cast<std::size_t>(link.b.device);
        if (link.tier != LinkTier::NodeLeaf) {
            connect(a, b, link.speedGbps, link.speedGbps);
            continue;
        }
        // Each endpoint is its own vertex: a node may have ports on both sides of the cut.
        const long long order = static_cast<long long>(topology.device(link.a.device).index)
                * sizing.railsPerPlane
            + link.rail / sizing.planes;
        connect(endpoint, b, link.speedGbps, link.speedGbps);
        if (order < half)
            connect(source, endpoint, link.speedGbps, 0);
        else
            connect(endpoint, sink, link.speedGbps, 0);
        ++endpoint;
    }
    return boost::push_relabel_max_flow(g, source, sink);
}

} // namespace fabric
