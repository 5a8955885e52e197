#include "core/model/collectivemodel.h"

#include "core/plan/plan.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace fabric {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr Protocol kProtocols[] = {Protocol::Ll, Protocol::Ll128, Protocol::Simple};

int log2Floor(int n)
{
    int l = 0;
    while (n > 1) {
        n >>= 1;
        ++l;
    }
    return std::max(1, l);
}

} // namespace

// The ranks a query covers and how they sit on the fabric.
struct CollectiveModel::Shape
{
    int ranks = 1;
    int nodes = 1;
    int perNode = 1; // ranks per node
    bool crossesSpine = false;
    bool crossesCore = false;
};

struct CollectiveModel::Candidate
{
    Algorithm algorithm = Algorithm::Ring;
    Protocol protocol = Protocol::Simple;
    double latencyUs = 0.0;
    double algbwGBps = kInfinity; // the bandwidth term: bytes / algbw
};

CollectiveModel::CollectiveModel(FabricProfile profile, ModelParameters parameters)
    : m_profile(std::move(profile))
    , m_params(std::move(parameters))
{
}

CollectiveModel CollectiveModel::fromPlan(const Plan &plan, const Catalogue *catalogue,
                                          Diagnostics &diagnostics)
{
    ModelParameters params =
        ModelParameters::withOverrides(plan.design.modelOverrides, diagnostics);
    FabricProfile profile = profileOf(plan, catalogue, params);
    return CollectiveModel(std::move(profile), std::move(params));
}

Expected<CollectiveModel::Shape> CollectiveModel::shapeOf(const Scope &scope) const
{
    const FabricProfile &f = m_profile;
    if (f.nodes <= 0)
        return Expected<Shape>::failure("the plan has no nodes");
    Shape s;
    switch (scope.kind) {
    case ScopeKind::Node:
        s.nodes = 1;
        break;
    case ScopeKind::Su:
        s.nodes = std::min(f.suSize, f.nodes);
        break;
    case ScopeKind::Cluster:
        s.nodes = f.nodes;
        break;
    case ScopeKind::Ranks: {
        const long long total = static_cast<long long>(f.nodes) * f.gpusPerNode;
        if (scope.ranks < 1 || scope.ranks > total)
            return Expected<Shape>::failure("ranks must be between 1 and " + std::to_string(total) +
                                            " (the GPUs of the plan), not " +
                                            std::to_string(scope.ranks));
        s.nodes = (scope.ranks + f.gpusPerNode - 1) / f.gpusPerNode;
        s.perNode = std::min(scope.ranks, f.gpusPerNode);
        s.ranks = scope.ranks;
        break;
    }
    }
    if (scope.kind != ScopeKind::Ranks) {
        s.perNode = f.gpusPerNode;
        s.ranks = s.nodes * f.gpusPerNode;
    }
    s.crossesSpine = f.tiers >= 2 && s.nodes > f.suSize;
    s.crossesCore = f.tiers >= 3 && s.nodes > f.podNodes;
    return s;
}

double CollectiveModel::fabricPathUs(const Shape &s) const
{
    // One way between the two farthest nodes of the scope: switches plus cable.
    const FabricProfile &f = m_profile;
    const double nsPerM = m_params[Param::CableNsPerMetre];
    double ns = f.switchLatencyNs[0] + 2.0 * f.cableM[0] * nsPerM;
    if (s.crossesSpine)
        ns += f.switchLatencyNs[0] + f.switchLatencyNs[1] + 2.0 * f.cableM[1] * nsPerM;
    if (s.crossesCore)
        ns += f.switchLatencyNs[1] + f.switchLatencyNs[2] + 2.0 * f.cableM[2] * nsPerM;
    return ns / 1000.0;
}

double CollectiveModel::slowdown(const Shape &s, double leafFraction, double spineFraction) const
{
    // A tier with down:up ratio r carries the fraction f of its down traffic upward: it is the
    // bottleneck once f x r > 1 (collectives.md §1, [D]).
    double factor = 1.0;
    if (s.crossesSpine)
        factor = std::max(factor, leafFraction * m_profile.leafOversubscription);
    if (s.crossesCore)
        factor = std::max(factor, spineFraction * m_profile.spineOversubscription);
    if (s.crossesSpine && m_profile.technology == Technology::Ethernet)
        factor /= m_params[Param::EcmpCollisionFactor];
    return factor;
}

double CollectiveModel::nodeNetworkGBps(const Shape &s, double leafFraction,
                                        double spineFraction) const
{
    const double efficiency = m_profile.technology == Technology::InfiniBand
                                  ? m_params[Param::IbNicEfficiency]
                                  : m_params[Param::RoceNicEfficiency];
    const double perNic = m_profile.linkGBps * efficiency;
    return m_profile.railsPerNode * perNic / slowdown(s, leafFraction, spineFraction);
}

double CollectiveModel::nvlinkGBps() const
{
    if (m_profile.nvlinkGBps > 0.0)
        return m_profile.nvlinkGBps * m_params[Param::NvlinkEfficiency];
    return m_params[Param::PcieGBytesPerGpu];
}

double CollectiveModel::nvlsGBps() const
{
    const double efficiency = m_profile.generation == GpuGeneration::Blackwell
                                  ? m_params[Param::NvlsEfficiencyBlackwell]
                                  : m_params[Param::NvlsEfficiencyHopper];
    return m_profile.nvlinkGBps * m_params[Param::NvlinkEfficiency] * efficiency;
}

double CollectiveModel::interStepUs(double hw, const Shape &s, Protocol p) const
{
    const double post = m_params[Param::NetPostOverhead] *
                        (p == Protocol::Simple ? m_params[Param::SimpleNetOverheadFactor] : 1.0);
    return hw + post + fabricPathUs(s);
}

double CollectiveModel::ringLatency(Collective c, const Shape &s, Protocol p, double bytes) const
{
    const Param base[] = {Param::BaseRingLl, Param::BaseRingLl128, Param::BaseRingSimple};
    const Param intra[] = {Param::NvlinkRingLl, Param::NvlinkRingLl128, Param::NvlinkRingSimple};
    const Param inter[] = {Param::NetRingLl, Param::NetRingLl128, Param::NetRingSimple};
    const auto i = static_cast<std::size_t>(p);
    const bool multiNode = s.nodes > 1;
    int steps = s.ranks - 1;
    int interSteps = multiNode ? s.nodes - 1 : 0;
    if (c == Collective::AllReduce) {
        steps = 2 * (s.ranks - 1);
        interSteps = multiNode ? 2 * (s.nodes - 1) : 0;
    }
    const int intraSteps = std::max(0, steps - interSteps);
    double latency = m_params[base[i]] + intraSteps * m_params[intra[i]] +
                     interSteps * interStepUs(m_params[inter[i]], s, p);
    // NCCL's "plateau effect of ring": large multi-node Simple all-reduces pay more than the
    // per-step sum (from ranks/16 x 64 KiB up).
    if (c == Collective::AllReduce && multiNode && p == Protocol::Simple &&
        bytes >= s.ranks / 16.0 * 65536.0)
        latency *= m_params[Param::RingSimpleMultiNodeFactor];
    return latency;
}

double CollectiveModel::treeLatency(const Shape &s, Protocol p) const
{
    const Param base[] = {Param::BaseTreeLl, Param::BaseTreeLl128, Param::BaseTreeSimple};
    const Param intra[] = {Param::NvlinkTreeLl, Param::NvlinkTreeLl128, Param::NvlinkTreeSimple};
    const Param inter[] = {Param::NetTreeLl, Param::NetTreeLl128, Param::NetTreeSimple};
    const auto i = static_cast<std::size_t>(p);
    const double levels = s.nodes > 1 ? log2Floor(s.nodes) : 0;
    return m_params[base[i]] + 2.0 * ((s.perNode - 1) * m_params[intra[i]] +
                                      levels * interStepUs(m_params[inter[i]], s, p));
}

void CollectiveModel::addCandidates(const CollectiveQuery &q, const Shape &s, Algorithm a,
                                    std::vector<Candidate> &out) const
{
    const FabricProfile &f = m_profile;
    const double n = s.nodes;
    const double g = s.perNode;
    const bool multiNode = s.nodes > 1;
    const bool intraNode = s.perNode > 1;
    const double bv = intraNode ? nvlinkGBps() : kInfinity;
    // Fractions of a leaf's (a pod's) traffic that must go up a tier: a node-ordered ring or
    // tree enters and leaves each SU about once; all-to-all sends everything not in the SU up.
    const double su = std::min<double>(f.suSize, n);
    const double pod = std::min<double>(f.podNodes, n);
    const double ringLeaf = 1.0 / su, ringSpine = 1.0 / pod;
    auto protoFraction = [this](Protocol p) {
        return p == Protocol::Ll      ? m_params[Param::LlBwFraction]
               : p == Protocol::Ll128 ? m_params[Param::Ll128BwFraction]
                                      : 1.0;
    };
    const bool ll128 = f.nvlinkGBps > 0.0 || !intraNode;

    switch (a) {
    case Algorithm::Ring: {
        const double bn = multiNode ? nodeNetworkGBps(s, ringLeaf, ringSpine) : kInfinity;
        const double factor =
            q.collective == Collective::Broadcast ? 1.0 : busBandwidthFactor(q.collective, s.ranks);
        const double bus = std::min(bv, bn);
        const double algbw = factor > 0.0 ? bus / factor : kInfinity;
        for (Protocol p : kProtocols)
            if (p != Protocol::Ll128 || ll128)
                out.push_back({a, p, ringLatency(q.collective, s, p, double(q.bytes)),
                               algbw * protoFraction(p)});
        break;
    }
    case Algorithm::Tree: {
        // Two complementary binary trees over the nodes, a chain inside each node: a node that is
        // inner in one tree and a leaf in the other sends and receives twice the buffer over its
        // NICs, and every GPU twice the buffer over NVLink (NCCL's ratio of 0.5).
        const double treeLeaf = std::min(1.0, 2.0 / su), treeSpine = std::min(1.0, 2.0 / pod);
        const double net = multiNode ? nodeNetworkGBps(s, treeLeaf, treeSpine) / 2.0 : kInfinity;
        const double algbw = std::min(bv / 2.0, net) * m_params[Param::TreeBwEfficiency];
        for (Protocol p : kProtocols)
            if (p != Protocol::Ll128 || ll128)
                out.push_back({a, p, treeLatency(s, p), algbw * protoFraction(p)});
        break;
    }
    case Algorithm::Nvls: {
        // Each GPU pushes its buffer into the switch once and reads back 1/g reduced and the
        // (g-1)/g others multicast: algbw = B n/(n+1) (nccl-tests PR #239, maintainer).
        const double algbw = nvlsGBps() * g / (g + 1.0);
        out.push_back({a, Protocol::Simple, m_params[Param::NvlinkNvls], algbw});
        break;
    }
    case Algorithm::NvlsTree: {
        const double treeLeaf = std::min(1.0, 2.0 / su), treeSpine = std::min(1.0, 2.0 / pod);
        const double net = nodeNetworkGBps(s, treeLeaf, treeSpine) / 2.0;
        const double algbw = std::min(nvlsGBps() * g / (g + 1.0), net);
        const double latency =
            m_params[Param::NvlinkNvls] +
            2.0 * log2Floor(s.nodes) * (m_params[Param::NetNvlsTree] + fabricPathUs(s));
        out.push_back({a, Protocol::Simple, latency, algbw});
        break;
    }
    case Algorithm::Sharp: {
        // The switches reduce: the buffer leaves each node once and comes back reduced, so the
        // network carries half of what a ring or tree needs. Inside the node: NVLS where there
        // is one, else a reduce-scatter and all-gather over NVLink.
        const double net = nodeNetworkGBps(s, ringLeaf, ringSpine);
        const bool nvls = f.nvlsCapable() && intraNode;
        const double intra = nvls        ? nvlsGBps() * g / (g + 1.0)
                             : intraNode ? bv * g / (2.0 * (g - 1.0))
                                         : kInfinity;
        const double path = fabricPathUs(s);
        const double latency = nvls ? m_params[Param::NvlinkNvls] + m_params[Param::NetNvls] + path
                                    : 2.0 * (m_params[Param::NvlinkRingSimple] +
                                             (g - 1.0) * m_params[Param::CollNetIntraPerRank]) +
                                          m_params[Param::NetCollNet] + path;
        out.push_back({a, Protocol::Simple, latency,
                       std::min(intra, net) * m_params[Param::CollNetBwEfficiency]});
        break;
    }
    case Algorithm::Direct: {
        // All-to-all with PXN: what goes to another node first crosses NVLink to the GPU on the
        // destination's rail, so each NIC only talks to its own rail (nccl-tests#130, #267).
        const double p = s.ranks;
        const double netShare = (p - g) / p;
        const double nvlShare = intraNode ? (g - 1.0) / p + netShare * (g - 1.0) / g : 0.0;
        const double leaf = n > 1 ? (n - su) / (n - 1.0) : 0.0;
        const double spine = n > 1 ? (n - pod) / (n - 1.0) : 0.0;
        const double perGpuNet = multiNode ? nodeNetworkGBps(s, leaf, spine) / g : kInfinity;
        const double seconds = std::max(netShare / perGpuNet, nvlShare / bv);
        const double algbw = seconds > 0.0 ? 1.0 / seconds : kInfinity;
        const Param base[] = {Param::BaseRingLl, Param::BaseRingLl128, Param::BaseRingSimple};
        const Param intra[] = {Param::NvlinkRingLl, Param::NvlinkRingLl128,
                               Param::NvlinkRingSimple};
        const Param inter[] = {Param::NetRingLl, Param::NetRingLl128, Param::NetRingSimple};
        for (Protocol pr : kProtocols) {
            if (pr == Protocol::Ll128 && !ll128)
                continue;
            const auto i = static_cast<std::size_t>(pr);
            double latency = m_params[base[i]] + (g - 1.0) * m_params[intra[i]];
            if (multiNode) // one step to reach the rail, then one posted send per remote peer
                latency += interStepUs(m_params[inter[i]], s, pr) +
                           (p - g - 1.0) * m_params[Param::NetPostOverhead];
            out.push_back({a, pr, latency, algbw * protoFraction(pr)});
        }
        break;
    }
    case Algorithm::Auto:
        break;
    }
}

Expected<CollectiveResult> CollectiveModel::evaluate(const CollectiveQuery &q) const
{
    auto shape = shapeOf(q.scope);
    if (!shape)
        return Expected<CollectiveResult>::failure(shape.error());
    const Shape &s = *shape;
    const bool allReduce = q.collective == Collective::AllReduce;
    const bool multiNode = s.nodes > 1;
    const std::string name(toString(q.algorithm));

    std::vector<Algorithm> algorithms;
    if (q.collective == Collective::AllToAll) {
        if (q.algorithm != Algorithm::Auto && q.algorithm != Algorithm::Direct)
            return Expected<CollectiveResult>::failure(
                "alltoall has one algorithm (direct, through PXN across nodes); "
                "use --algorithm auto, not " +
                name);
        algorithms = {Algorithm::Direct};
    } else if (q.algorithm != Algorithm::Auto) {
        const Algorithm a = q.algorithm;
        if (a != Algorithm::Ring && !allReduce)
            return Expected<CollectiveResult>::failure(name + " is an all-reduce algorithm; " +
                                                       std::string(toString(q.collective)) +
                                                       " runs as a ring");
        if ((a == Algorithm::Nvls || a == Algorithm::NvlsTree) && !m_profile.nvlsCapable())
            return Expected<CollectiveResult>::failure(
                name + " needs NVLink SHARP (NVSwitch of Hopper or later); " +
                (m_profile.platform.empty() ? std::string("this platform") : m_profile.platform) +
                " has none");
        if (a == Algorithm::Nvls && multiNode)
            return Expected<CollectiveResult>::failure(
                "nvls works inside one node; across nodes use nvlstree or sharp");
        if (a == Algorithm::NvlsTree && !multiNode)
            return Expected<CollectiveResult>::failure(
                "nvlstree needs more than one node; inside a node use nvls");
        if (a == Algorithm::Sharp && !m_profile.sharp)
            return Expected<CollectiveResult>::failure(
                "sharp needs InfiniBand switches with SHARP and the design's sharp on");
        if (a == Algorithm::Sharp && !multiNode)
            return Expected<CollectiveResult>::failure(
                "sharp reduces in the network switches; one node uses no network");
        if (a == Algorithm::Direct)
            return Expected<CollectiveResult>::failure("direct is the all-to-all algorithm");
        algorithms = {a};
    } else {
        algorithms = {Algorithm::Ring};
        if (allReduce && s.ranks > 1) {
            algorithms.push_back(Algorithm::Tree);
            if (m_profile.nvlsCapable() && s.perNode > 1)
                algorithms.push_back(multiNode ? Algorithm::NvlsTree : Algorithm::Nvls);
            if (m_profile.sharp && multiNode)
                algorithms.push_back(Algorithm::Sharp);
        }
    }

    std::vector<Candidate> candidates;
    candidates.reserve(12);
    for (Algorithm a : algorithms)
        addCandidates(q, s, a, candidates);

    const double bytes = static_cast<double>(q.bytes);
    double best = kInfinity;
    const Candidate *chosen = nullptr;
    for (const auto &c : candidates) {
        const double t = c.latencyUs + bytes / (c.algbwGBps * 1e3); // GB/s = 1e3 bytes per us
        if (t < best) {
            best = t;
            chosen = &c;
        }
    }
    if (!chosen)
        return Expected<CollectiveResult>::failure("no algorithm applies");

    CollectiveResult r;
    r.collective = q.collective;
    r.algorithm = chosen->algorithm;
    r.protocol = chosen->protocol;
    r.autoPicked = q.algorithm == Algorithm::Auto;
    r.bytes = q.bytes;
    r.ranks = s.ranks;
    r.nodes = s.nodes;
    r.timeUs = best;
    r.algbwGBps = bytes / (best * 1e3);
    r.busbwGBps = r.algbwGBps * busBandwidthFactor(q.collective, s.ranks);
    return r;
}

std::vector<ModelParameter> CollectiveModel::assumptions() const
{
    const FabricProfile &f = m_profile;
    std::vector<ModelParameter> out;
    const std::string platform =
        f.platform.empty() ? std::string("the plan's platform") : "platform " + f.platform;
    out.push_back(
        {"gpus_per_node", double(f.gpusPerNode), "GPUs", platform + " in the catalogue", false});
    if (f.nvlinkGBps > 0.0)
        out.push_back({"nvlink_gbytes_per_gpu", f.nvlinkGBps, "GB/s",
                       platform + " in the catalogue (one direction)", false});
    out.push_back(
        {"nic_gbytes_per_rail", f.linkGBps, "GB/s", "the plan's endpoint link speed", false});
    out.push_back({"rails_per_node", double(f.railsPerNode), "ports",
                   "the plan's sizing, all planes", false});
    out.push_back(
        {"leaf_oversubscription", f.leafOversubscription, "down:up", "the plan's sizing", false});
    if (f.tiers >= 3)
        out.push_back({"spine_oversubscription", f.spineOversubscription, "down:up",
                       "the plan's sizing", false});
    const char *tierNames[] = {"leaf", "spine", "core"};
    for (int i = 0; i < std::min(f.tiers, 3); ++i)
        out.push_back({std::string("switch_latency_") + tierNames[i], f.switchLatencyNs[i], "ns",
                       f.switchLatencyKnown[i] ? "the switch's latency in the catalogue"
                                               : "no figure in the catalogue: the stated default",
                       false});
    const char *cableNames[] = {"cable_node_leaf_m", "cable_leaf_spine_m", "cable_spine_core_m"};
    for (int i = 0; i < std::min(f.tiers, 3); ++i)
        out.push_back({cableNames[i], f.cableM[i], "m",
                       f.cablesFromPlan ? "mean run length in the plan's cabling"
                                        : "no cabling in the plan: the stated default",
                       false});
    out.push_back(
        {"sharp", f.sharp ? 1.0 : 0.0, "on/off",
         "InfiniBand switch with a SHARP version in the catalogue and the design's sharp setting",
         false});
    for (const auto &p : m_params.all())
        out.push_back(p);
    return out;
}

} // namespace fabric
