#include "core/topology/bisection.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/push_relabel_max_flow.hpp>

#include <algorithm>
#include <numeric>

namespace fabric {

namespace {

struct Endpoint
{
    int node = 0;
    int rail = 0;
    int su = 0;
    int leaf = 0;      // dense leaf index within the plane
    int speedGbps = 0;
    int leafDevice = 0;
};

// One plane of the wired topology as the cuts see it: the GPU endpoints and the tree above them.
// Leaves that share spines (directly or through other leaves) form a pod; in two tiers the whole
// plane is one pod, in three tiers each leaf-spine block is one and the cores join them.
struct PlaneTree
{
    std::vector<Endpoint> endpoints; // by node, then rail
    std::vector<long long> leafUpGbps;
    std::vector<int> podOfLeaf;
    std::vector<long long> podUpGbps;
    int leaves() const { return static_cast<int>(leafUpGbps.size()); }
    int pods() const { return static_cast<int>(podUpGbps.size()); }
};

int findRoot(std::vector<int> &parent, int v)
{
    while (parent[static_cast<std::size_t>(v)] != v) {
        parent[static_cast<std::size_t>(v)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(v)])];
        v = parent[static_cast<std::size_t>(v)];
    }
    return v;
}

PlaneTree planeTree(const Topology &t, int plane)
{
    PlaneTree tree;
    // At most an endpoint a link. Reserved address space costs nothing until it is written, while
    // growing by doubling would fault in and copy half as much again.
    tree.endpoints.reserve(t.links.size());
    const std::size_t devices = static_cast<std::size_t>(t.deviceCount());
    std::vector<int> leafIndex(devices, -1);
    std::vector<int> parent(devices);
    std::iota(parent.begin(), parent.end(), 0);
    std::vector<long long> spineUp(devices, 0);
    auto leafOf = [&](int device) {
        int &index = leafIndex[static_cast<std::size_t>(device)];
        if (index < 0) {
            index = tree.leaves();
            tree.leafUpGbps.push_back(0);
        }
        return index;
    };
    for (const Link &link : t.links) {
        if (link.plane() != plane)
            continue;
        switch (link.tier()) {
        case LinkTier::NodeLeaf: {
            const Device &node = t.device(link.a().device);
            tree.endpoints.push_back({node.index, link.rail(), std::max(0, node.su), leafOf(link.b().device),
                                      link.speedGbps(), link.b().device});
            break;
        }
        case LinkTier::LeafSpine:
            tree.leafUpGbps[static_cast<std::size_t>(leafOf(link.a().device))] += link.speedGbps();
            parent[static_cast<std::size_t>(findRoot(parent, link.a().device))] = findRoot(parent, link.b().device);
            break;
        case LinkTier::SpineCore:
            spineUp[static_cast<std::size_t>(link.a().device)] += link.speedGbps();
            break;
        case LinkTier::ManagementLeaf:
            break;
        }
    }
    auto byNodeThenRail = [](const Endpoint &x, const Endpoint &y) {
        return x.node != y.node ? x.node < y.node : x.rail < y.rail;
    };
    if (!std::is_sorted(tree.endpoints.begin(), tree.endpoints.end(), byNodeThenRail))
        std::stable_sort(tree.endpoints.begin(), tree.endpoints.end(), byNodeThenRail);

    // Pods: dense numbers for the roots of the leaves; a pod's uplinks are its spines' core links.
    std::vector<int> podOfRoot(devices, -1);
    tree.podOfLeaf.assign(static_cast<std::size_t>(tree.leaves()), 0);
    for (std::size_t d = 0; d < devices; ++d) {
        const int leaf = leafIndex[d];
        if (leaf < 0)
            continue;
        int &pod = podOfRoot[static_cast<std::size_t>(findRoot(parent, static_cast<int>(d)))];
        if (pod < 0) {
            pod = tree.pods();
            tree.podUpGbps.push_back(0);
        }
        tree.podOfLeaf[static_cast<std::size_t>(leaf)] = pod;
    }
    for (std::size_t d = 0; d < devices; ++d) {
        if (spineUp[d] == 0)
            continue;
        const int pod = podOfRoot[static_cast<std::size_t>(findRoot(parent, static_cast<int>(d)))];
        if (pod >= 0)
            tree.podUpGbps[static_cast<std::size_t>(pod)] += spineUp[d];
    }
    return tree;
}

// Whole groups on each side: the endpoints in node order, regrouped so that the groups with more
// endpoints come first (a partial SU or leaf last), and the first half of that order on side A.
// Full groups together are the worst case of an oversubscribed tree: they meet nothing below
// their uplinks. Calls onSide(i, inA) for every endpoint i, in order.
template <typename OnSide>
void halveByGroups(const PlaneTree &tree, const std::vector<int> &groupOf, OnSide onSide)
{
    const int groups = groupOf.empty() ? 0 : *std::max_element(groupOf.begin(), groupOf.end()) + 1;
    std::vector<long long> size(static_cast<std::size_t>(groups), 0);
    for (int g : groupOf)
        ++size[static_cast<std::size_t>(g)];
    std::vector<int> order(static_cast<std::size_t>(groups));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
        return size[static_cast<std::size_t>(x)] > size[static_cast<std::size_t>(y)];
    });
    // Counting sort by the group's rank keeps node order inside each group.
    std::vector<long long> start(static_cast<std::size_t>(groups), 0);
    long long next = 0;
    for (int g : order) {
        start[static_cast<std::size_t>(g)] = next;
        next += size[static_cast<std::size_t>(g)];
    }
    const long long half = static_cast<long long>(tree.endpoints.size()) / 2;
    for (std::size_t i = 0; i < tree.endpoints.size(); ++i)
        onSide(i, start[static_cast<std::size_t>(groupOf[i])]++ < half);
}

bool varies(const std::vector<int> &values)
{
    return std::any_of(values.begin(), values.end(), [&](int v) { return v != values.front(); });
}

// The groupings the cuts are made of, one at a time in one array (a plane of a large plan has
// hundreds of thousands of endpoints): visit(name, groupOf) for node order, then those of
// scalable units, rails, pods and leaves that have more than one group.
template <typename Visit>
void forEachGrouping(const PlaneTree &tree, Visit visit)
{
    const std::size_t n = tree.endpoints.size();
    std::vector<int> group(n, 0);
    visit("node order", group);
    for (std::size_t i = 0; i < n; ++i)
        group[i] = tree.endpoints[i].su;
    if (varies(group))
        visit("scalable units", group);
    // Rails are numbered over all planes; rank them within this one.
    int maxRail = 0;
    for (std::size_t i = 0; i < n; ++i) {
        group[i] = tree.endpoints[i].rail;
        maxRail = std::max(maxRail, group[i]);
    }
    if (varies(group)) {
        std::vector<int> rank(static_cast<std::size_t>(maxRail) + 1, -1);
        for (int r : group)
            rank[static_cast<std::size_t>(r)] = 0;
        int next = 0;
        for (int &r : rank)
            if (r == 0)
                r = next++;
        for (int &r : group)
            r = rank[static_cast<std::size_t>(r)];
        visit("rails", group);
    }
    if (tree.pods() > 1) {
        for (std::size_t i = 0; i < n; ++i)
            group[i] = tree.podOfLeaf[static_cast<std::size_t>(tree.endpoints[i].leaf)];
        visit("pods", group);
    }
    if (tree.leaves() > 1) {
        for (std::size_t i = 0; i < n; ++i)
            group[i] = tree.endpoints[i].leaf;
        visit("leaves", group);
    }
}

std::vector<BisectionCut> cutsOf(const PlaneTree &tree)
{
    std::vector<BisectionCut> cuts;
    forEachGrouping(tree, [&](const char *name, const std::vector<int> &groupOf) {
        BisectionCut cut{name, std::vector<std::uint8_t>(tree.endpoints.size(), 0)};
        halveByGroups(tree, groupOf, [&](std::size_t i, bool inA) { cut.sideA[i] = inA ? 1 : 0; });
        cuts.push_back(std::move(cut));
    });
    return cuts;
}

// The flow of the halving by these groups through a fat tree, bottom up: pairs meet in a leaf, the
// excess climbs as far as the leaf's uplinks carry it and meets in the pod's spines, what is left
// climbs as far as the pod's core links carry it and meets at the top.
long long treeFlowGbps(const PlaneTree &tree, const std::vector<int> &groupOf)
{
    std::vector<long long> a(static_cast<std::size_t>(tree.leaves()), 0);
    std::vector<long long> b(a.size(), 0);
    halveByGroups(tree, groupOf, [&](std::size_t i, bool inA) {
        const Endpoint &e = tree.endpoints[i];
        (inA ? a : b)[static_cast<std::size_t>(e.leaf)] += e.speedGbps;
    });
    long long crossed = 0;
    std::vector<long long> podA(static_cast<std::size_t>(tree.pods()), 0);
    std::vector<long long> podB(podA.size(), 0);
    for (std::size_t l = 0; l < a.size(); ++l) {
        const long long met = std::min(a[l], b[l]);
        crossed += met;
        const auto pod = static_cast<std::size_t>(tree.podOfLeaf[l]);
        podA[pod] += std::min(a[l] - met, tree.leafUpGbps[l]);
        podB[pod] += std::min(b[l] - met, tree.leafUpGbps[l]);
    }
    long long rootA = 0;
    long long rootB = 0;
    for (std::size_t p = 0; p < podA.size(); ++p) {
        const long long met = std::min(podA[p], podB[p]);
        crossed += met;
        rootA += std::min(podA[p] - met, tree.podUpGbps[p]);
        rootB += std::min(podB[p] - met, tree.podUpGbps[p]);
    }
    return crossed + std::min(rootA, rootB);
}

void addCut(PlaneBisection &result, std::string name, long long gbps)
{
    if (result.cuts.empty() || gbps < result.gbps) {
        result.gbps = gbps;
        result.narrowestCut = name;
    }
    result.cuts.push_back({std::move(name), gbps});
}

// The port-level graph of one plane as a flow network. Boost's push-relabel wants every arc paired
// with a reverse arc of capacity 0; a cable carries traffic both ways, so it is two arcs, each with
// its own zero reverse. The source feeds side A's endpoints and side B's endpoints drain into the
// sink: those arcs exist for every endpoint and each cut only sets their capacities.
class FlowNetwork
{
public:
    explicit FlowNetwork(const Topology &t, int plane, const PlaneTree &tree)
        : m_devices(static_cast<std::size_t>(t.deviceCount())),
          m_source(m_devices + tree.endpoints.size()),
          m_sink(m_source + 1),
          m_graph(m_sink + 1)
    {
        for (const Link &link : t.links)
            if (link.plane() == plane && (link.tier() == LinkTier::LeafSpine || link.tier() == LinkTier::SpineCore))
                cable(static_cast<std::size_t>(link.a().device), static_cast<std::size_t>(link.b().device),
                      link.speedGbps());
        for (std::size_t i = 0; i < tree.endpoints.size(); ++i) {
            const Endpoint &e = tree.endpoints[i];
            const std::size_t v = m_devices + i;
            cable(v, static_cast<std::size_t>(e.leafDevice), e.speedGbps);
            m_fromSource.push_back(arc(m_source, v, 0));
            m_toSink.push_back(arc(v, m_sink, 0));
        }
    }

    long long flow(const PlaneTree &tree, const BisectionCut &cut)
    {
        auto capacity = boost::get(boost::edge_capacity, m_graph);
        for (std::size_t i = 0; i < tree.endpoints.size(); ++i) {
            const long long speed = tree.endpoints[i].speedGbps;
            capacity[m_fromSource[i]] = cut.sideA[i] ? speed : 0;
            capacity[m_toSink[i]] = cut.sideA[i] ? 0 : speed;
        }
        return boost::push_relabel_max_flow(m_graph, m_source, m_sink);
    }

private:
    using Traits = boost::adjacency_list_traits<boost::vecS, boost::vecS, boost::directedS>;
    using Graph = boost::adjacency_list<
        boost::vecS, boost::vecS, boost::directedS, boost::no_property,
        boost::property<boost::edge_capacity_t, long long,
                        boost::property<boost::edge_residual_capacity_t, long long,
                                        boost::property<boost::edge_reverse_t, Traits::edge_descriptor>>>>;
    using Arc = Traits::edge_descriptor;

    Arc arc(std::size_t u, std::size_t v, long long capacity)
    {
        const Arc forward = boost::add_edge(u, v, m_graph).first;
        const Arc backward = boost::add_edge(v, u, m_graph).first;
        auto caps = boost::get(boost::edge_capacity, m_graph);
        auto reverse = boost::get(boost::edge_reverse, m_graph);
        caps[forward] = capacity;
        caps[backward] = 0;
        reverse[forward] = backward;
        reverse[backward] = forward;
        return forward;
    }

    void cable(std::size_t u, std::size_t v, long long gbps)
    {
        arc(u, v, gbps);
        arc(v, u, gbps);
    }

    std::size_t m_devices;
    std::size_t m_source;
    std::size_t m_sink;
    Graph m_graph;
    std::vector<Arc> m_fromSource;
    std::vector<Arc> m_toSink;
};

} // namespace

std::vector<BisectionCut> bisectionCuts(const Topology &topology, int plane)
{
    return cutsOf(planeTree(topology, plane));
}

Bisection computeBisection(const Topology &topology, int planes)
{
    Bisection result;
    for (int p = 0; p < planes; ++p) {
        const PlaneTree tree = planeTree(topology, p);
        PlaneBisection plane;
        if (tree.endpoints.size() >= 2)
            forEachGrouping(tree, [&](const char *name, const std::vector<int> &groupOf) {
                addCut(plane, name, treeFlowGbps(tree, groupOf));
            });
        result.gbps += plane.gbps;
        if (p == 0)
            result.narrowestCut = plane.narrowestCut;
        result.planes.push_back(std::move(plane));
    }
    return result;
}

PlaneBisection bisectionMaxFlow(const Topology &topology, int plane)
{
    const PlaneTree tree = planeTree(topology, plane);
    if (tree.endpoints.size() < 2)
        return {};
    FlowNetwork network(topology, plane, tree);
    PlaneBisection result;
    for (const BisectionCut &cut : cutsOf(tree))
        addCut(result, cut.name, network.flow(tree, cut));
    return result;
}

} // namespace fabric
