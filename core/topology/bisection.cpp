#include "core/topology/bisection.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/push_relabel_max_flow.hpp>

#include <algorithm>
#include <numeric>
#include <optional>
#include <span>

namespace fabric {

namespace {

// A GPU endpoint of one plane, 16 bytes: a plane of a large plan has hundreds of thousands.
struct Endpoint
{
    int node = 0;
    int su = 0;
    int leaf = 0; // dense leaf index within the plane
    std::uint16_t rail = 0;
    std::int16_t speedGbps = 0;
};

// One plane of the wired topology as the cuts see it: the GPU endpoints and the tree above them.
// Leaves that share spines (directly or through other leaves) form a pod; in two tiers the whole
// plane is one pod, in three tiers each leaf-spine block is one and the cores join them.
struct PlaneTree
{
    std::vector<Endpoint> endpoints; // by node, then rail
    std::vector<int> leafDevice;     // by leaf index
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

// The trees of planes first .. first + count - 1, in one pass over the links; nothing when a
// switch has links in more than one of them (a wired fabric never does: its planes are separate
// trees), since the per-device arrays below hold one plane's view of each switch.
std::optional<std::vector<PlaneTree>> treesOfPlanes(const Topology &t, int first, int count)
{
    std::vector<PlaneTree> trees(static_cast<std::size_t>(count));
    // A plane's endpoints are its share of the nodes' ports (planes are alike, and these are at
    // least that share when only some of the planes are asked for). Reserved no larger than that,
    // they fit in memory the stages before freed; growth by doubling would copy.
    std::size_t nodePorts = 0;
    for (const Device &d : t.devices)
        if (d.kind == DeviceKind::Node)
            nodePorts += static_cast<std::size_t>(std::max(0, d.ports));
    for (PlaneTree &tree : trees)
        tree.endpoints.reserve(nodePorts / trees.size());
    const std::size_t devices = static_cast<std::size_t>(t.deviceCount());
    struct Switch
    {
        int leaf = -1;  // dense leaf index within its plane
        int plane = -1; // of its links
    };
    std::vector<Switch> switches(devices);
    bool mixed = false;
    auto claim = [&](int device, int plane) -> Switch & {
        Switch &s = switches[static_cast<std::size_t>(device)];
        if (s.plane < 0)
            s.plane = plane;
        mixed = mixed || s.plane != plane;
        return s;
    };
    std::vector<int> parent(devices);
    std::iota(parent.begin(), parent.end(), 0);
    std::vector<long long> spineUp(devices, 0);
    auto leafOf = [&](PlaneTree &tree, int device, int plane) {
        int &index = claim(device, plane).leaf;
        if (index < 0) {
            index = tree.leaves();
            tree.leafUpGbps.push_back(0);
            tree.leafDevice.push_back(device);
        }
        return index;
    };
    for (const Link &link : t.links) {
        const int plane = link.plane();
        if (plane < first || plane >= first + count)
            continue;
        PlaneTree &tree = trees[static_cast<std::size_t>(plane - first)];
        switch (link.tier()) {
        case LinkTier::NodeLeaf: {
            const Device &node = t.device(link.a().device);
            tree.endpoints.push_back({node.index, std::max(0, node.su), leafOf(tree, link.b().device, plane),
                                      static_cast<std::uint16_t>(link.rail()),
                                      static_cast<std::int16_t>(link.speedGbps())});
            break;
        }
        case LinkTier::LeafSpine:
            tree.leafUpGbps[static_cast<std::size_t>(leafOf(tree, link.a().device, plane))] += link.speedGbps();
            claim(link.b().device, plane);
            parent[static_cast<std::size_t>(findRoot(parent, link.a().device))] = findRoot(parent, link.b().device);
            break;
        case LinkTier::SpineCore:
            claim(link.a().device, plane);
            spineUp[static_cast<std::size_t>(link.a().device)] += link.speedGbps();
            break;
        case LinkTier::SubnetManagerLeaf:
        case LinkTier::PeerLink:  // carries traffic only when a leaf of the pair fails
        case LinkTier::OobUplink: // management traffic
            break;
        }
    }
    if (mixed)
        return std::nullopt;
    auto byNodeThenRail = [](const Endpoint &x, const Endpoint &y) {
        return x.node != y.node ? x.node < y.node : x.rail < y.rail;
    };
    for (PlaneTree &tree : trees) {
        if (!std::is_sorted(tree.endpoints.begin(), tree.endpoints.end(), byNodeThenRail))
            std::stable_sort(tree.endpoints.begin(), tree.endpoints.end(), byNodeThenRail);
        tree.podOfLeaf.assign(tree.leafDevice.size(), 0);
    }
    // Pods: dense numbers for the roots of the leaves, in device order (the order in which groups
    // of equal size go to side A); a pod's uplinks are its spines' core links.
    std::vector<int> podOfRoot(devices, -1);
    for (std::size_t d = 0; d < devices; ++d) {
        const Switch &leaf = switches[d];
        if (leaf.leaf < 0)
            continue;
        PlaneTree &tree = trees[static_cast<std::size_t>(leaf.plane - first)];
        int &pod = podOfRoot[static_cast<std::size_t>(findRoot(parent, static_cast<int>(d)))];
        if (pod < 0) {
            pod = tree.pods();
            tree.podUpGbps.push_back(0);
        }
        tree.podOfLeaf[static_cast<std::size_t>(leaf.leaf)] = pod;
    }
    for (std::size_t d = 0; d < devices; ++d) {
        if (spineUp[d] == 0)
            continue;
        const int pod = podOfRoot[static_cast<std::size_t>(findRoot(parent, static_cast<int>(d)))];
        if (pod >= 0)
            trees[static_cast<std::size_t>(switches[d].plane - first)].podUpGbps[static_cast<std::size_t>(pod)] += spineUp[d];
    }
    return trees;
}

// Every plane's tree: all in one pass over the links, or, where a switch has links in several
// planes, each plane in a pass of its own.
std::vector<PlaneTree> planeTrees(const Topology &t, int planes)
{
    if (planes <= 0)
        return {};
    if (auto trees = treesOfPlanes(t, 0, planes))
        return std::move(*trees);
    std::vector<PlaneTree> trees;
    for (int p = 0; p < planes; ++p)
        trees.push_back(std::move(treesOfPlanes(t, p, 1)->front()));
    return trees;
}

PlaneTree planeTree(const Topology &t, int plane)
{
    if (plane < 0)
        return {};
    return std::move(treesOfPlanes(t, plane, 1)->front());
}

// The groupings the cuts are made of, in the order they are tried.
enum class Grouping { NodeOrder, ScalableUnits, Rails, Pods, Leaves };

const char *nameOf(Grouping g)
{
    switch (g) {
    case Grouping::NodeOrder: return "node order";
    case Grouping::ScalableUnits: return "scalable units";
    case Grouping::Rails: return "rails";
    case Grouping::Pods: return "pods";
    case Grouping::Leaves: return "leaves";
    }
    return "";
}

// The halvings of a plane by whole groups: the endpoints in node order, regrouped so that the
// groups with more endpoints come first (a partial SU or leaf last), and the first half of that
// order on side A. Full groups together are the worst case of an oversubscribed tree: they meet
// nothing below their uplinks. Node order is always a halving; scalable units and rails are when
// the plane's endpoints have more than one of them, pods and leaves when the plane does. A plane of a large plan has hundreds of
// thousands of endpoints, so all halvings are made together in two passes over them: one counts
// the groups, the other sides the endpoints.
class Halvings
{
public:
    explicit Halvings(const PlaneTree &tree) : m_tree(tree)
    {
        const auto size = [](std::vector<long long> &sizes, int group) {
            const auto g = static_cast<std::size_t>(group);
            if (g >= sizes.size())
                sizes.resize(g + 1, 0);
            ++sizes[g];
        };
        std::vector<long long> sus, rails, leaves(static_cast<std::size_t>(tree.leaves()), 0);
        for (const Endpoint &e : tree.endpoints) {
            size(sus, e.su);
            size(rails, e.rail);
            ++leaves[static_cast<std::size_t>(e.leaf)];
        }
        std::vector<long long> pods(static_cast<std::size_t>(tree.pods()), 0);
        for (std::size_t leaf = 0; leaf < leaves.size(); ++leaf)
            pods[static_cast<std::size_t>(tree.podOfLeaf[leaf])] += leaves[leaf];

        add(Grouping::NodeOrder, {static_cast<long long>(tree.endpoints.size())});
        if (filled(sus) > 1)
            add(Grouping::ScalableUnits, std::move(sus));
        if (filled(rails) > 1) // rails are numbered over all planes: some have none here
            add(Grouping::Rails, std::move(rails));
        if (tree.pods() > 1)
            add(Grouping::Pods, std::move(pods));
        if (tree.leaves() > 1)
            add(Grouping::Leaves, std::move(leaves));
    }

    std::size_t count() const { return m_halvings.size(); }
    const char *name(std::size_t k) const { return nameOf(m_halvings[k].grouping); }

    // Calls onSide(k, i, inA) for every halving k and endpoint i, endpoints in order.
    template <typename OnSide>
    void forEachSide(OnSide onSide)
    {
        const long long half = static_cast<long long>(m_tree.endpoints.size()) / 2;
        std::vector<std::vector<long long>> next;
        for (const Halving &h : m_halvings)
            next.push_back(h.start);
        for (std::size_t i = 0; i < m_tree.endpoints.size(); ++i) {
            const Endpoint &e = m_tree.endpoints[i];
            for (std::size_t k = 0; k < m_halvings.size(); ++k)
                onSide(k, i, next[k][static_cast<std::size_t>(groupOf(m_halvings[k].grouping, e))]++ < half);
        }
    }

private:
    struct Halving
    {
        Grouping grouping;
        std::vector<long long> start; // by group: the position of its first endpoint in the order
    };

    int groupOf(Grouping g, const Endpoint &e) const
    {
        switch (g) {
        case Grouping::NodeOrder: return 0;
        case Grouping::ScalableUnits: return e.su;
        case Grouping::Rails: return e.rail;
        case Grouping::Pods: return m_tree.podOfLeaf[static_cast<std::size_t>(e.leaf)];
        case Grouping::Leaves: return e.leaf;
        }
        return 0;
    }

    static long long filled(const std::vector<long long> &sizes)
    {
        return std::count_if(sizes.begin(), sizes.end(), [](long long n) { return n > 0; });
    }

    // Groups with no endpoints take no place in the order.
    void add(Grouping grouping, std::vector<long long> sizes)
    {
        std::vector<int> order(sizes.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
            return sizes[static_cast<std::size_t>(x)] > sizes[static_cast<std::size_t>(y)];
        });
        std::vector<long long> start(sizes.size(), 0);
        long long position = 0;
        for (int g : order) {
            start[static_cast<std::size_t>(g)] = position;
            position += sizes[static_cast<std::size_t>(g)];
        }
        m_halvings.push_back({grouping, std::move(start)});
    }

    const PlaneTree &m_tree;
    std::vector<Halving> m_halvings;
};

std::vector<BisectionCut> cutsOf(const PlaneTree &tree)
{
    Halvings halvings(tree);
    std::vector<BisectionCut> cuts;
    for (std::size_t k = 0; k < halvings.count(); ++k)
        cuts.push_back({halvings.name(k), std::vector<std::uint8_t>(tree.endpoints.size(), 0)});
    halvings.forEachSide([&](std::size_t k, std::size_t i, bool inA) { cuts[k].sideA[i] = inA ? 1 : 0; });
    return cuts;
}

// The flow of a halving through a fat tree, bottom up, from what each leaf has on either side:
// pairs meet in a leaf, the excess climbs as far as the leaf's uplinks carry it and meets in the
// pod's spines, what is left climbs as far as the pod's core links carry it and meets at the top.
long long treeFlowGbps(const PlaneTree &tree, std::span<const long long> a, std::span<const long long> b)
{
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
            cable(v, static_cast<std::size_t>(tree.leafDevice[static_cast<std::size_t>(e.leaf)]), e.speedGbps);
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
    const std::vector<PlaneTree> trees = planeTrees(topology, planes);
    for (int p = 0; p < planes; ++p) {
        const PlaneTree &tree = trees[static_cast<std::size_t>(p)];
        PlaneBisection plane;
        if (tree.endpoints.size() >= 2) {
            Halvings halvings(tree);
            // By halving, then leaf: the Gb/s each leaf has on side A and on side B.
            const auto leaves = static_cast<std::size_t>(tree.leaves());
            std::vector<long long> a(halvings.count() * leaves, 0);
            std::vector<long long> b(a.size(), 0);
            halvings.forEachSide([&](std::size_t k, std::size_t i, bool inA) {
                const Endpoint &e = tree.endpoints[i];
                (inA ? a : b)[k * leaves + static_cast<std::size_t>(e.leaf)] += e.speedGbps;
            });
            for (std::size_t k = 0; k < halvings.count(); ++k)
                addCut(plane, halvings.name(k),
                       treeFlowGbps(tree, std::span(a).subspan(k * leaves, leaves),
                                    std::span(b).subspan(k * leaves, leaves)));
        }
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
