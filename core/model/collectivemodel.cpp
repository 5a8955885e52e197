#include "core/model/collectivemodel.h"
#include "core/model/ncclenv.h"

#include "core/model/ncclversion.h"
#include "core/model/p2pschedule.h"
#include "core/plan/plan.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace fabric {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr double kP2pLlThresholdBytes = 16384.0; // NCCL_P2P_LL_THRESHOLD's default
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

// A platform the catalogue gives no GPUs (a generic server) is modelled as one rank a node: said,
// or its figures would pass for a GPU's.
void noteRanksWithoutGpus(const Plan &plan, Diagnostics &diagnostics)
{
    const Platform *platform = plan.compute().sizing.platform;
    if (platform && platform->gpus == 0)
        diagnostics.push_back(makeNote("platform", Text(FABRIC_TR("fabric::Model", "the catalogue gives the %1 no GPUs: the model "
                                                                                   "takes one rank a node"),
                                                        platform->name)));
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
    double baseUs = 0.0;          // NCCL's base latency
    double nvlinkUs = 0.0;        // NVLink steps
    double networkUs = 0.0;       // network steps
    double algbwGBps = kInfinity; // the bandwidth term: bytes / algbw
    bool midSize = false;         // the mid-size correction applies
    double tunedAlgbwGBps = 0.0;  // what NCCL's tuner assumes when it picks; 0: algbwGBps
    double untunedUs = 0.0;       // latency NCCL's tuner does not see (of the total above)
};

CollectiveModel::CollectiveModel(FabricProfile profile, ModelParameters parameters)
    : m_profile(std::move(profile))
    , m_params(std::move(parameters))
{
    // NCCL prices a network post by the host's CPU: 2 us on x86 AMD, 1 us on x86 Intel and on
    // anything else (NCCL 2.30.7 src/graph/tuning.cc getNetOverhead).
    const HostCpu cpu = m_profile.hostCpu;
    if (cpu == HostCpu::Unknown)
        return;
    const char *host = cpu == HostCpu::Amd ? "an AMD" : cpu == HostCpu::Intel ? "an Intel" : "an Arm";
    m_params.adopt(Param::NetPostOverhead, cpu == HostCpu::Amd ? 2.0 : 1.0,
                   std::string("per network post on ") + host + " host (" + m_profile.platform +
                       " in the catalogue): NCCL's figure; NCCL 2.30.7 src/graph/tuning.cc "
                       "getNetOverhead [V]");
}

ModelParameters CollectiveModel::defaultParameters(const Plan &plan, const Catalogue *catalogue)
{
    const ModelParameters defaults = ModelParameters::defaults();
    return CollectiveModel(profileOf(plan, catalogue, defaults), defaults).parameters();
}

CollectiveModel CollectiveModel::fromPlan(const Plan &plan, const Catalogue *catalogue,
                                          Diagnostics &diagnostics)
{
    ModelParameters params =
        ModelParameters::withOverrides(plan.design.modelOverrides, diagnostics);
    noteRanksWithoutGpus(plan, diagnostics);
    FabricProfile profile = profileOf(plan, catalogue, params);
    return CollectiveModel(std::move(profile), std::move(params));
}

Expected<CollectiveModel> CollectiveModel::fromPlan(const Plan &plan, const Catalogue *catalogue,
                                                    const ModelConfig &config,
                                                    Diagnostics &diagnostics)
{
    ModelParameters params =
        ModelParameters::withOverrides(plan.design.modelOverrides, diagnostics);
    noteRanksWithoutGpus(plan, diagnostics);
    auto profile = configured(profileOf(plan, catalogue, params), config);
    if (!profile)
        return Expected<CollectiveModel>::failure(profile.error());
    return CollectiveModel(std::move(*profile), std::move(params));
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
        if (scope.ranks < 2 || scope.ranks > total)
            return Expected<Shape>::failure("ranks must be between 2 and " + std::to_string(total) +
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
    // One rank has no one to communicate with: NCCL runs a local copy, not the collective.
    if (s.ranks < 2)
        return Expected<Shape>::failure("a collective needs 2 ranks or more; this scope has " + std::to_string(s.ranks));
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

double CollectiveModel::nodeNetworkGBps(const Shape &s, double leafFraction, double spineFraction,
                                        bool capped) const
{
    const double efficiency = m_profile.technology == Technology::InfiniBand
                                  ? m_params[Param::IbNicEfficiency]
                                  : m_params[Param::RoceNicEfficiency];
    const double perNic = m_profile.linkGBps * efficiency;
    double nics = m_profile.railsPerNode;
    // An NVLink domain that spans hosts (NVL72) reaches its NICs through a bounded number of
    // NVLS tree heads and channels; a node of 8 GPUs or fewer has a ring (channel) per NIC.
    if (capped && m_profile.nvlinkDomainGpus > 8)
        nics = std::min(nics, m_params[Param::DomainMaxNics]);
    return nics * perNic / slowdown(s, leafFraction, spineFraction);
}

double CollectiveModel::nvlinkGBps() const
{
    if (m_profile.nvlinkGBps > 0.0)
        return m_profile.nvlinkGBps * m_params[Param::NvlinkEfficiency];
    // Without NVLink the GPUs of a node reach each other over PCIe, at the rate NCCL's topology
    // gives the GPU's link (a ring through PCIe switches runs at it: 8 x RTX PRO 6000, Gen5 x16,
    // 46.4 of 48 GB/s). The design's own pcie_gbytes_per_gpu overrides the platform's figure.
    const bool overridden = m_params.get(Param::PcieGBytesPerGpu).overridden;
    return m_profile.pcieGBps > 0.0 && !overridden ? m_profile.pcieGBps
                                                   : m_params[Param::PcieGBytesPerGpu];
}

// NCCL prices a step inside the node by the link its graph runs on: NVLink, else PCIe
// (ncclTopoTuneModel: intraHw = typeIntra == LINK_NVL ? NCCL_HW_NVLINK : NCCL_HW_PCI).
std::array<Param, 3> CollectiveModel::ringStepLatencies() const
{
    if (m_profile.nvlinkGBps > 0.0)
        return {Param::NvlinkRingLl, Param::NvlinkRingLl128, Param::NvlinkRingSimple};
    return {Param::PcieRingLl, Param::PcieRingLl128, Param::PcieRingSimple};
}

std::array<Param, 3> CollectiveModel::treeStepLatencies() const
{
    if (m_profile.nvlinkGBps > 0.0)
        return {Param::NvlinkTreeLl, Param::NvlinkTreeLl128, Param::NvlinkTreeSimple};
    return {Param::PcieTreeLl, Param::PcieTreeLl128, Param::PcieTreeSimple};
}

double CollectiveModel::nvlsAlgbw(const Shape &s) const
{
    // Each GPU pushes its buffer into the switch once and reads back 1/g reduced and the (g-1)/g
    // others multicast: algbw = B g/(g+1) (nccl-tests PR #239, maintainer); and NVLS runs on a
    // fixed number of channels (CTAs), each of which moves a bounded rate.
    const bool blackwell = m_profile.generation == GpuGeneration::Blackwell;
    const double efficiency = blackwell ? m_params[Param::NvlsEfficiencyBlackwell]
                                        : m_params[Param::NvlsEfficiencyHopper];
    const double g = s.perNode;
    const double link =
        m_profile.nvlinkGBps * m_params[Param::NvlinkEfficiency] * efficiency * g / (g + 1.0);
    return std::min(link, nvlsChannels(s) * m_params[Param::NvlsChannelGBps]);
}

double CollectiveModel::nvlsChannels(const Shape &s) const
{
    // NCCL 2.30.7 src/transport/nvls.cc ncclNvlsTuning: 16 on Hopper; on Blackwell 24 inside one
    // NVLink domain (NVLS_NCHANNELS_SM100_NVL) and 32 across (NVLS_NCHANNELS_SM100), which
    // ncclNvlsTreeSm100Tuning then sets by the node count, the ranks per node and the NIC's rate
    // (GB/s): 32 for two nodes on NICs of 48 or more; from three nodes on, 24 on NICs of 48 to
    // 96 (400G), and on NICs of 96 or more (800G) 24 up to 8 ranks per node and 32 beyond.
    if (m_profile.generation != GpuGeneration::Blackwell)
        return m_params[Param::NvlsChannelsHopper];
    const double inside = m_params[Param::NvlsChannelsBlackwell];
    const double across = m_params[Param::NvlsChannelsBlackwellMultiNode];
    if (s.nodes <= 1)
        return inside;
    const double nicGBps = m_profile.linkGBps;
    if (s.nodes == 2 && nicGBps >= 48.0)
        return across;
    if (nicGBps >= 96.0)
        return s.perNode <= 8 ? inside : across;
    if (nicGBps >= 48.0)
        return inside;
    return across;
}

double CollectiveModel::llMaxBusbw(const Shape &s) const
{
    if (s.nodes == 2)
        return m_params[Param::LlMaxTwoNodes];
    if (s.nodes > 2)
        return m_params[Param::LlMaxFourNodes];
    switch (m_profile.generation) {
    case GpuGeneration::Blackwell:
        return m_params[Param::LlMaxBlackwell];
    case GpuGeneration::Hopper:
        return m_params[Param::LlMaxHopper];
    case GpuGeneration::Ampere:
        return m_params[Param::LlMaxAmpere];
    default:
        return m_params[Param::LlMaxVolta];
    }
}

int CollectiveModel::p2pChannelsPerPeer() const
{
    // NCCL gives a peer over NVLink two channels per NVLink's worth of bandwidth, one over PCIe
    // two, and rounds the least of them and of its p2p channels up to a power of two
    // (src/graph/paths.cc ncclTopoComputeP2pChannels): on NVSwitch boards 32, as NCCL's own log
    // prints ("32 p2p channels, 32 p2p channels per peer").
    return m_profile.gpusMeetOverPcie() ? 2 : kP2pChannels;
}

double CollectiveModel::rackNvlsLatency(const Shape &s) const
{
    // An NVLink domain larger than one NVSwitch board (8 GPUs) spans hosts (GB200/GB300 NVL72):
    // NVLS there pays per rank.
    return m_profile.nvlinkDomainGpus > 8 ? s.ranks * m_params[Param::RackNvlsPerRank] : 0.0;
}

bool CollectiveModel::spansHosts(const Shape &s) const
{
    // An NVLink domain larger than one NVSwitch board spans hosts (NVL72: trays of 4 GPUs);
    // ranks beyond one host reach one another over multi-node NVLink.
    return m_profile.nvlinkDomainGpus > 8 && s.perNode > m_params[Param::NvlinkHostGpus];
}

double CollectiveModel::pluginUs(Protocol p) const
{
    // NCCL 2.30.7 ncclTopoTuneModel: interLat += graph->latencyInter (what the network plugin
    // reports), and once more for Simple: the receiver's flush of GPUDirect RDMA writes.
    return m_params[Param::NetPluginLatency] * (p == Protocol::Simple ? 2.0 : 1.0);
}

double CollectiveModel::interStepUs(double hw, const Shape &s, Protocol p) const
{
    // NCCL's inter-node step: the algorithm's network latency plus the path (here the switches
    // and cable between the farthest nodes) plus the plugin's latency (with its flush).
    return hw + fabricPathUs(s) + pluginUs(p);
}

double CollectiveModel::postOverheadUs(Protocol p) const
{
    // Inter-node rings launch a network send per step, on the CPU proxy: NCCL counts it as the
    // floor of every ring step (intraLat = max(intraLat, netOverhead)), three times for Simple.
    return m_params[Param::NetPostOverhead] *
           (p == Protocol::Simple ? m_params[Param::SimpleNetOverheadFactor] : 1.0);
}

void CollectiveModel::addCandidates(const CollectiveQuery &q, const Shape &s, Algorithm a,
                                    std::vector<Candidate> &out) const
{
    const FabricProfile &f = m_profile;
    const double n = s.nodes;
    const double g = s.perNode;
    const bool multiNode = s.nodes > 1;
    const bool intraNode = s.perNode > 1;
    const bool allReduce = q.collective == Collective::AllReduce;
    // Multi-node NVLink: what NCCL prices as one host's NVLink (the tuned bandwidth and latency)
    // and what the cluster delivers (mnnvl_bw_fraction, mnnvl_step_latency; NCCL's figures by
    // default).
    const bool mnnvl = spansHosts(s);
    const double bvTuned = intraNode ? nvlinkGBps() : kInfinity;
    const double bv = mnnvl ? bvTuned * m_params[Param::MnnvlBwFraction] : bvTuned;
    const double mnnvlStep = mnnvl ? m_params[Param::MnnvlStepLatency] : 0.0;
    // Fractions of a leaf's (a pod's) traffic that must go up a tier: a node-ordered ring or
    // tree enters and leaves each SU about once; all-to-all sends everything not in the SU up.
    const double su = std::min<double>(f.suSize, n);
    const double pod = std::min<double>(f.podNodes, n);
    const double ringLeaf = 1.0 / su, ringSpine = 1.0 / pod;
    const double treeLeaf = std::min(1.0, 2.0 / su), treeSpine = std::min(1.0, 2.0 / pod);
    // By default LL128 needs NVLink inside the node; across nodes NCCL enables it only where the
    // GPUs reach their NICs closely enough (ll128_across_nodes). An NCCL_PROTO list that leaves
    // it on enables it outright.
    const bool ll128 = q.env.protocolsListed ||
                       ((f.nvlinkGBps > 0.0 || !intraNode) &&
                        (!multiNode || m_params[Param::Ll128AcrossNodes] > 0.5));
    const double llMax = llMaxBusbw(s);
    const auto pi = [](Protocol p) { return static_cast<std::size_t>(p); };
    auto allowed = [&](Protocol p) { return q.env.allows(p) && (p != Protocol::Ll128 || ll128); };
    // A double binary tree carries half the buffer H in each tree. In NCCL's trees
    // (src/graph/trees.cc: rank 0 the root with one child, a rank whose lowest set bit is b the
    // parent of r - b/2 and r + b/2) a node sends H up and H to each child, so the busiest
    // node of one tree sends 3H from four nodes on, 2H with three or two; add H as a leaf of
    // the other tree and the NICs carry 2, 1.5 or 1 buffers per direction. Two nodes: tree
    // busbw exceeds NIC line rate (nccl-tests#196, nccl#1576); three: above the ring's on the
    // same NICs (GB200 NVL partitions on three racks, tree 234 vs ring 197, nccl#1801).
    const double treeNetShare = s.nodes == 2 ? 1.0 : s.nodes == 3 ? 2.0 / 3.0 : 0.5;
    // NCCL's tuner prices a tree of more than two nodes at half the NICs (its three-node ring
    // wins where the tree delivers more, nccl#1801): the pick uses NCCL's share, the result the
    // delivered one.
    const double treeTunedShare = s.nodes == 2 ? 1.0 : 0.5;
    // One network crossing of the Simple-only algorithms (NVLS, NVLSTree, CollNet): the fabric's
    // path plus what a network plugin other than NCCL's own IB/RoCE transport adds (0 unless the
    // cluster's plugin is known to cost more), twice for Simple's flush.
    const double path = fabricPathUs(s) + pluginUs(Protocol::Simple);
    // Across NVL72 racks every algorithm pays the rank count (NVLS-based ones pay it inside one
    // rack too, below).
    const double rackLatency = multiNode ? rackNvlsLatency(s) : 0.0;

    switch (a) {
    case Algorithm::Ring:
    case Algorithm::Pat: {
        const double bn = multiNode ? nodeNetworkGBps(s, ringLeaf, ringSpine) : kInfinity;
        const double factor = busBandwidthFactor(q.collective, s.ranks);
        const double bus = std::min(bv, bn);
        const double ratio = factor > 0.0 ? 1.0 / factor : kInfinity;
        if (a == Algorithm::Pat) {
            // Parallel aggregated trees (AG/RS, one GPU per node): log latency plus NCCL's
            // linear part, at 3/4 of the ring's bandwidth.
            const double latency = log2Floor(s.nodes) *
                                       interStepUs(m_params[Param::NetPat], s, Protocol::Simple) /
                                       3.5 +
                                   s.ranks * m_params[Param::PatPerRank];
            if (allowed(Protocol::Simple))
                out.push_back({a, Protocol::Simple, m_params[Param::BasePat], 0.0, latency,
                               bus * m_params[Param::PatBwFraction] * ratio});
            break;
        }
        const Param base[] = {Param::BaseRingLl, Param::BaseRingLl128, Param::BaseRingSimple};
        const auto intra = ringStepLatencies();
        // With one rank per node every step is a network step and its latency is fully exposed:
        // NCCL 2.30.7 prices it at the tree's network latency (ncclTopoTuneModel, ppn == 1).
        const Param inter[] = {
            s.perNode == 1 ? Param::NetTreeLl : Param::NetRingLl,
            s.perNode == 1 ? Param::NetTreeLl128 : Param::NetRingLl128,
            s.perNode == 1 ? Param::NetTreeSimple : Param::NetRingSimple};
        int steps = q.collective == Collective::AllReduce ? 2 * (s.ranks - 1) : s.ranks - 1;
        int interSteps = !multiNode                              ? 0
                         : q.collective == Collective::AllReduce ? 2 * (s.nodes - 1)
                                                                 : s.nodes - 1;
        const int intraSteps = std::max(0, steps - interSteps);
        const double busTuned = std::min(bvTuned, bn);
        // The mid-size shortfall the model takes for rings was measured on NVLink and across
        // the network; a ring over PCIe alone is priced as NCCL prices it, without (the tuning
        // sweep on 8 x RTX PRO 6000 reaches 0.83 of its peak at 4 MiB, docs/model.md §4).
        const bool ringMidSize = multiNode || f.nvlinkGBps > 0.0;
        for (Protocol p : kProtocols) {
            if (!allowed(p))
                continue;
            auto protocolBus = [&](double b) {
                return p == Protocol::Ll      ? std::min(llMax, b * m_params[Param::LlRingBwFraction])
                       : p == Protocol::Ll128 ? b * m_params[Param::Ll128BwFraction]
                                              : b;
            };
            const double intraStep = multiNode ? std::max(m_params[intra[pi(p)]], postOverheadUs(p))
                                               : m_params[intra[pi(p)]];
            Candidate c{a,
                        p,
                        m_params[base[pi(p)]],
                        intraSteps * (intraStep + mnnvlStep) + rackLatency,
                        interSteps * interStepUs(m_params[inter[pi(p)]], s, p),
                        protocolBus(bus) * ratio,
                        ringMidSize,
                        protocolBus(busTuned) * ratio,
                        intraSteps * mnnvlStep};
            // NCCL's "plateau effect of ring": large multi-node Simple all-reduces pay more
            // than the per-step sum (from ranks/16 x 64 KiB up).
            if (allReduce && multiNode && p == Protocol::Simple &&
                double(q.bytes) >= s.ranks / 16.0 * 65536.0) {
                const double k = m_params[Param::RingSimpleMultiNodeFactor];
                c.baseUs *= k;
                c.nvlinkUs *= k;
                c.networkUs *= k;
                c.untunedUs *= k;
            }
            out.push_back(c);
        }
        break;
    }
    case Algorithm::Tree: {
        // Two complementary binary trees over the nodes, a chain inside each node: every GPU
        // moves the buffer twice over NVLink (NCCL's ratio of 0.5).
        const double nics = multiNode ? nodeNetworkGBps(s, treeLeaf, treeSpine) : kInfinity;
        const double algbw =
            std::min(bv / 2.0, nics * treeNetShare) * m_params[Param::TreeBwEfficiency];
        const double tuned =
            std::min(bvTuned / 2.0, nics * treeTunedShare) * m_params[Param::TreeBwEfficiency];
        const Param base[] = {Param::BaseTreeLl, Param::BaseTreeLl128, Param::BaseTreeSimple};
        const auto intra = treeStepLatencies();
        const Param inter[] = {Param::NetTreeLl, Param::NetTreeLl128, Param::NetTreeSimple};
        const double levels = multiNode ? log2Floor(s.nodes) : 0;
        for (Protocol p : kProtocols) {
            if (!allowed(p))
                continue;
            auto protocolBw = [&](double bw) {
                return p == Protocol::Ll
                           ? std::min(bw * m_params[Param::LlTreeBwFraction], llMax / 2.0)
                       : p == Protocol::Ll128
                           ? bw * (multiNode ? 120.0 / 128.0
                                             : m_params[Param::Ll128TreeBwFractionOneNode])
                           : bw;
            };
            out.push_back({a, p, m_params[base[pi(p)]],
                           2.0 * (g - 1) * (m_params[intra[pi(p)]] + mnnvlStep) + rackLatency,
                           2.0 * levels * interStepUs(m_params[inter[pi(p)]], s, p),
                           protocolBw(algbw), true, protocolBw(tuned),
                           2.0 * (g - 1) * mnnvlStep});
        }
        break;
    }
    case Algorithm::Nvls: {
        if (!allowed(Protocol::Simple))
            break;
        double algbw = nvlsAlgbw(s);
        double network = 0.0;
        if (multiNode) { // NVLS with IB SHARP: the buffer leaves the node once, comes back reduced
            algbw = std::min(algbw, nodeNetworkGBps(s, ringLeaf, ringSpine));
            network = m_params[Param::NetNvls] + path;
        }
        out.push_back({a, Protocol::Simple, 0.0, m_params[Param::NvlinkNvls] + rackNvlsLatency(s),
                       network, algbw, true});
        break;
    }
    case Algorithm::NvlsTree: {
        if (!allowed(Protocol::Simple))
            break;
        const double nics = nodeNetworkGBps(s, treeLeaf, treeSpine);
        out.push_back({a, Protocol::Simple, 0.0, m_params[Param::NvlinkNvls] + rackNvlsLatency(s),
                       2.0 * log2Floor(s.nodes) * (m_params[Param::NetNvlsTree] + path),
                       std::min(nvlsAlgbw(s), nics * treeNetShare), true,
                       std::min(nvlsAlgbw(s), nics * treeTunedShare)});
        break;
    }
    case Algorithm::CollNetDirect:
    case Algorithm::CollNetChain: {
        // IB SHARP: the buffer leaves each node once and comes back reduced, half of what a ring
        // or tree sends. Inside the node a reduce-scatter and all-gather over NVLink.
        if (!allowed(Protocol::Simple))
            break;
        const double net = nodeNetworkGBps(s, ringLeaf, ringSpine);
        const double intra = intraNode ? bv * g / (2.0 * (g - 1.0)) : kInfinity;
        double algbw = std::min(intra, net);
        const double ranks1 = g - 1.0;
        double nvlink = 0.0, network = 0.0;
        if (a == Algorithm::CollNetDirect) {
            if (f.generation == GpuGeneration::Hopper || f.generation == GpuGeneration::Blackwell)
                algbw *= m_params[Param::CollNetDirectEfficiency];
            nvlink = 2.0 * (std::min(1.0, ranks1) * m_params[Param::NvlinkCollNetDirect] +
                            ranks1 * m_params[Param::CollNetIntraPerRank]);
            network = m_params[Param::NetCollNet] + path;
        } else {
            nvlink = 2.0 * ranks1 * m_params[Param::NvlinkCollNetChain];
            network = m_params[Param::NetCollNetChain] + path;
        }
        out.push_back({a, Protocol::Simple, 0.0, nvlink, network, algbw});
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
        const double perGpuNet = multiNode ? nodeNetworkGBps(s, leaf, spine, false) / g : kInfinity;
        auto directAlgbw = [&](double nvlink) {
            const double seconds = std::max(netShare / perGpuNet, nvlShare / nvlink);
            return seconds > 0.0 ? 1.0 / seconds : kInfinity;
        };
        const double algbw = directAlgbw(bv);
        const double algbwTuned = directAlgbw(bvTuned);
        const Param base[] = {Param::BaseRingLl, Param::BaseRingLl128, Param::BaseRingSimple};
        const auto intra = ringStepLatencies();
        const Param inter[] = {Param::NetRingLl, Param::NetRingLl128, Param::NetRingSimple};
        // Point-to-point sends do not go through NCCL's tuner or NCCL_PROTO: a peer's share
        // travels on LL or Simple, never LL128 (src/enqueue.cc addP2pToPlan). A remote peer's
        // connection has no LL buffers (NCCL_ALLOC_P2P_NET_LL_BUFFERS=0 since 2.14), so across
        // nodes every send is Simple. Inside an NVLink domain a share stays on LL while it fits
        // P2P_LL_THRESHOLD (16 KiB) per channel: in 2.29 on, the channels it takes (one per
        // 64 KiB: LL to 16 KiB); in 2.22-2.28, the p2p channels per peer, so up to 512 KiB.
        // Where LL is bandwidth-bound, the step to Simple makes a bigger message faster.
        const double llThreshold =
            p2pLlThresholdScalesWithChannelsPerPeer(m_profile.ncclVersion)
                ? kP2pLlThresholdBytes * p2pChannelsPerPeer()
                : kP2pLlThresholdBytes;
        const Protocol p2pProtocol = !multiNode && double(q.bytes) / p <= llThreshold
                                         ? Protocol::Ll
                                         : Protocol::Simple;
        // NCCL runs the peers' sends and receives at once, spread over its channels: one NVLink
        // step for all local peers (1x8 H20, 128 B-4 KiB: 10.6-11.1 us, DeepEP#303); across
        // nodes one network step, and the proxy posts each remote peer's send in turn, at
        // NCCL's per-post overhead.
        const Protocol pr = p2pProtocol;
        double network = 0.0;
        if (multiNode)
            network = interStepUs(m_params[inter[pi(pr)]], s, pr) +
                      (p - g - 1.0) * m_params[Param::NetPostOverhead];
        double delivered = algbw, tuned = algbwTuned;
        // Inside one NVLink domain NCCL's p2p channels may run their rounds in several batches,
        // one after another, each a p2p step of its own: base and NVLink step (p2pschedule.h).
        const bool oneDomain = !multiNode && !m_profile.gpusMeetOverPcie() && q.bytes > 0;
        const P2pSchedule schedule = oneDomain ? allToAllSchedule(s.ranks, double(q.bytes), m_profile.ncclVersion)
                                               : P2pSchedule{};
        if (pr == Protocol::Ll) {
            // LL's bandwidth is its threads' (NCCL caps a ring's LL at llMaxBws): a ring step
            // receives and forwards each line in one pass (recvCopySend), where a point-to-point
            // work gives its send and its receive separate warps (src/device/sendrecv.h), so
            // each byte takes two passes: half the ring's cap.
            const double cap = llMax / 2.0 * p / std::max(1.0, p - 1.0);
            const double fraction = m_params[Param::LlRingBwFraction];
            delivered = std::min(cap, algbw * fraction);
            tuned = std::min(cap, algbwTuned * fraction);
        } else if (oneDomain) {
            // On Simple inside one NVLink domain the time is the busiest p2p channel's, the
            // GPU's NVLink shared evenly by the channels that carry a peer's part
            // (p2pschedule.h).
            if (schedule.nvlinkChannels > 0) {
                const double perNvlinkGBps = double(q.bytes) / schedule.busiestChannelBytes /
                                             schedule.nvlinkChannels;
                delivered = bv * perNvlinkGBps;
                tuned = bvTuned * perNvlinkGBps;
            }
        }
        out.push_back({a, pr, schedule.batches * m_params[base[pi(pr)]],
                       intraNode ? schedule.batches * (m_params[intra[pi(pr)]] + mnnvlStep) : 0.0,
                       network, delivered, false, tuned,
                       intraNode ? schedule.batches * mnnvlStep : 0.0});
        break;
    }
    case Algorithm::Sharp:
    case Algorithm::Auto:
        break;
    }
}

Expected<std::vector<Algorithm>> CollectiveModel::algorithmsFor(const CollectiveQuery &q,
                                                                const Shape &s) const
{
    using Result = Expected<std::vector<Algorithm>>;
    const bool allReduce = q.collective == Collective::AllReduce;
    const bool multiNode = s.nodes > 1;
    const int nvlsFewestGpus = ncclNvlsFewestGpusPerNode(m_profile.ncclVersion);
    const bool nvls = m_profile.nvlsCapable() && s.perNode >= nvlsFewestGpus;
    // CollNetDirect needs NVSwitch inside the node (tuning.cc: nvsCount == 0 disables it).
    const bool direct = m_profile.nvlinkGBps > 0.0 && s.perNode > 1;
    const std::string name(toString(q.algorithm));
    const std::string collective(toString(q.collective));
    const auto inRelease = [&](Algorithm a) { return m_profile.ncclVersion >= ncclReleaseIntroducing(a); };
    const auto notInRelease = [&](Algorithm a) {
        return std::string(toString(a)) + " came with NCCL " +
               ncclVersionText(ncclReleaseIntroducing(a)) + "; the cluster runs NCCL " +
               ncclVersionText(m_profile.ncclVersion);
    };
    // SHARP's algorithms across nodes of more GPUs than NCCL's CollNet serves (NVL72 racks).
    const bool largeNodes = multiNode && s.perNode > kNcclCollNetMaxGpusPerNode;
    const auto runsOnTheseNodes = [&](Algorithm a) {
        return !largeNodes || ncclRunsWithSharpOnLargeNodes(a, m_profile.ncclVersion);
    };
    const auto notOnTheseNodes = [&](Algorithm a) {
        const std::string subject = a == Algorithm::Nvls
                                        ? "nvls across nodes reduces through CollNet, which"
                                    : a == Algorithm::Sharp ? "sharp (CollNet, IB SHARP)"
                                                            : std::string(toString(a));
        return subject + " serves at most " + std::to_string(kNcclCollNetMaxGpusPerNode) +
               " GPUs a node in NCCL " + ncclVersionText(m_profile.ncclVersion) +
               " (NCCL_MAX_DIRECT_ARITY + 1); a node here, one NVLink domain, has " +
               std::to_string(s.perNode) + " ranks";
    };

    if (q.collective == Collective::AllToAll) {
        if (q.algorithm != Algorithm::Auto && q.algorithm != Algorithm::Direct)
            return Result::failure("alltoall has one algorithm (direct, through PXN across "
                                   "nodes); use --algorithm auto, not " +
                                   name);
        return std::vector<Algorithm>{Algorithm::Direct};
    }
    if (q.algorithm == Algorithm::Auto) {
        // NCCL's defaults, then NCCL_ALGO: what the tuner may choose from.
        std::vector<Algorithm> all = {Algorithm::Ring};
        if (allReduce && s.ranks > 1) {
            all.push_back(Algorithm::Tree);
            if (nvls && q.env.nvls &&
                (!multiNode ||
                 (m_profile.sharp && q.env.collnet && runsOnTheseNodes(Algorithm::Nvls))))
                all.push_back(Algorithm::Nvls);
            if (nvls && q.env.nvls && multiNode)
                all.push_back(Algorithm::NvlsTree);
            if (m_profile.sharp && q.env.collnet && multiNode) {
                if (direct && runsOnTheseNodes(Algorithm::CollNetDirect))
                    all.push_back(Algorithm::CollNetDirect);
                if (runsOnTheseNodes(Algorithm::CollNetChain))
                    all.push_back(Algorithm::CollNetChain);
            }
        }
        if ((q.collective == Collective::AllGather || q.collective == Collective::ReduceScatter) &&
            multiNode && s.perNode == 1)
            all.push_back(Algorithm::Pat);
        std::vector<Algorithm> out;
        std::string lackedByRelease;
        for (Algorithm a : all) {
            if (!q.env.allows(a))
                continue;
            if (inRelease(a))
                out.push_back(a);
            else if (lackedByRelease.empty())
                lackedByRelease = ": " + notInRelease(a);
        }
        if (out.empty())
            return Result::failure(describe(q.env) + " leaves no algorithm that runs " +
                                   collective + " here" + lackedByRelease);
        return out;
    }

    const Algorithm a = q.algorithm;
    if (a == Algorithm::Direct)
        return Result::failure("direct is the all-to-all algorithm");
    // An algorithm the environment turns off is a contradiction, not a choice between the two.
    if (a != Algorithm::Sharp && !q.env.allows(a)) // sharp: NCCL's pick with SHARP, under NCCL_ALGO
        return Result::failure(name + " is an algorithm NCCL_ALGO (" + describe(q.env) + ") excludes");
    if ((a == Algorithm::Nvls || a == Algorithm::NvlsTree) && !q.env.nvls)
        return Result::failure(name + " is NVLS, which NCCL_NVLS_ENABLE=0 turns off");
    if (!inRelease(a))
        return Result::failure(notInRelease(a));
    if (a == Algorithm::Pat) {
        if (q.collective != Collective::AllGather && q.collective != Collective::ReduceScatter)
            return Result::failure("pat runs allgather and reducescatter, not " + collective);
        if (!multiNode || s.perNode != 1)
            return Result::failure("pat needs one GPU per node across nodes (NCCL disables it "
                                   "otherwise)");
        return std::vector<Algorithm>{a};
    }
    if (a != Algorithm::Ring && !allReduce)
        return Result::failure(name + " is an all-reduce algorithm; " + collective +
                               " runs as a ring");
    if ((a == Algorithm::Nvls || a == Algorithm::NvlsTree) && s.perNode < nvlsFewestGpus)
        return Result::failure(name + " needs more than " + std::to_string(nvlsFewestGpus - 1) +
                               (nvlsFewestGpus == 2 ? " GPU" : " GPUs") + " a node in NCCL " +
                               ncclVersionText(m_profile.ncclVersion) +
                               " (src/transport/nvls.cc); a node here has " +
                               std::to_string(s.perNode) + (s.perNode == 1 ? " rank" : " ranks"));
    if ((a == Algorithm::Nvls || a == Algorithm::NvlsTree) && !m_profile.nvlsCapable())
        return Result::failure(
            name + " needs NVLink SHARP (NVSwitch of Hopper or later); " +
            (m_profile.platform.empty() ? std::string("this platform") : m_profile.platform) +
            " has none");
    if (a == Algorithm::Nvls && multiNode && !m_profile.sharp)
        return Result::failure("nvls across nodes is NVLS with IB SHARP, which this fabric does "
                               "not offer; nvls alone works inside one node, across nodes use "
                               "nvlstree");
    if (a == Algorithm::NvlsTree && !multiNode)
        return Result::failure("nvlstree needs more than one node; inside a node use nvls");
    const bool sharpFamily =
        a == Algorithm::Sharp || a == Algorithm::CollNetDirect || a == Algorithm::CollNetChain;
    if (sharpFamily && !m_profile.sharp)
        return Result::failure(name +
                               " needs InfiniBand switches with SHARP and the design's sharp on");
    if (sharpFamily && !multiNode)
        return Result::failure(name + " reduces in the network switches; one node uses no network");
    if (a == Algorithm::CollNetDirect && !direct)
        return Result::failure("collnetdirect needs NVSwitch inside the node");
    if ((sharpFamily || (a == Algorithm::Nvls && multiNode)) && a != Algorithm::Sharp &&
        !runsOnTheseNodes(a))
        return Result::failure(notOnTheseNodes(a));
    if (a == Algorithm::Sharp) {
        // What NCCL runs with SHARP enabled (NCCL_COLLNET_ENABLE=1): the cheapest of these.
        std::vector<Algorithm> out;
        if (inRelease(Algorithm::CollNetChain) && runsOnTheseNodes(Algorithm::CollNetChain))
            out.push_back(Algorithm::CollNetChain);
        if (direct && runsOnTheseNodes(Algorithm::CollNetDirect))
            out.push_back(Algorithm::CollNetDirect);
        if (nvls && q.env.nvls && inRelease(Algorithm::Nvls) && runsOnTheseNodes(Algorithm::Nvls))
            out.push_back(Algorithm::Nvls);
        if (out.empty() && largeNodes)
            return Result::failure(notOnTheseNodes(Algorithm::Sharp));
        if (out.empty())
            return Result::failure("collnetdirect, the one SHARP algorithm of NCCL " +
                                   ncclVersionText(m_profile.ncclVersion) + ", needs NVSwitch inside the node");
        return out;
    }
    return std::vector<Algorithm>{a};
}

Expected<CollectiveResult> CollectiveModel::evaluate(const CollectiveQuery &q) const
{
    auto shape = shapeOf(q.scope);
    if (!shape)
        return Expected<CollectiveResult>::failure(shape.error());
    const Shape &s = *shape;
    auto algorithms = algorithmsFor(q, s);
    if (!algorithms)
        return Expected<CollectiveResult>::failure(algorithms.error());

    std::vector<Candidate> candidates;
    candidates.reserve(16);
    for (Algorithm a : *algorithms)
        addCandidates(q, s, a, candidates);

    const double bytes = static_cast<double>(q.bytes);
    double best = kInfinity, bestEstimate = kInfinity, bestTransfer = 0.0;
    const Candidate *chosen = nullptr;
    for (const auto &c : candidates) {
        // NCCL's mid-size correction for trees (it applies it to Tree, and to NVLSTree on
        // Blackwell); the model applies it to ring and the NVLS-based algorithms as well, where
        // the measured mid-size shortfall has the same shape (docs/model.md §4: set on the tuning
        // rows of 1-16 MiB, checked on the held-out ones).
        const double factor = c.midSize ? ModelParameters::midSizeFactor(c.protocol, bytes) : 1.0;
        const double transfer = bytes / (c.algbwGBps * factor * 1e3); // GB/s = 1e3 bytes per us
        const double latency = c.baseUs + c.nvlinkUs + c.networkUs;
        // NCCL picks by its own estimate; the time is what the hardware delivers.
        const double tunedBw = c.tunedAlgbwGBps > 0.0 ? c.tunedAlgbwGBps : c.algbwGBps;
        const double estimate = latency - c.untunedUs + bytes / (tunedBw * factor * 1e3);
        if (estimate < bestEstimate) {
            bestEstimate = estimate;
            best = latency + transfer;
            bestTransfer = transfer;
            chosen = &c;
        }
    }
    if (!chosen)
        return Expected<CollectiveResult>::failure(
            "no algorithm and protocol left to run " + std::string(toString(q.collective)) +
            " (NCCL_PROTO excludes every protocol the algorithm has)");

    CollectiveResult r;
    r.collective = q.collective;
    r.algorithm = chosen->algorithm;
    r.protocol = chosen->protocol;
    r.autoPicked = q.algorithm == Algorithm::Auto;
    r.bytes = q.bytes;
    r.ranks = s.ranks;
    r.nodes = s.nodes;
    r.launchUs = m_profile.cudaGraph ? m_params[Param::LaunchOverheadCudaGraph]
                                     : m_params[Param::LaunchOverhead];
    r.baseUs = chosen->baseUs;
    r.nvlinkUs = chosen->nvlinkUs;
    r.networkUs = chosen->networkUs;
    r.transferUs = bestTransfer;
    r.timeUs = best + r.launchUs;
    r.algbwGBps = bytes / (r.timeUs * 1e3);
    r.busbwGBps = r.algbwGBps * busBandwidthFactor(q.collective, s.ranks);
    return r;
}

std::vector<ModelParameter> CollectiveModel::assumptions() const
{
    const FabricProfile &f = m_profile;
    std::vector<ModelParameter> out;
    const std::string platform =
        f.platform.empty() ? std::string("the plan's platform") : "platform " + f.platform;
    out.push_back({"gpus_per_node", double(f.gpusPerNode), "GPUs",
                   "ranks per NVLink domain: " + platform + " in the catalogue, or --gpus-per-node",
                   false});
    out.push_back({"nvlink_domain_gpus", double(f.nvlinkDomainGpus), "GPUs",
                   platform + " in the catalogue, or --nvlink-domain", false});
    out.push_back({"nics_per_gpu", f.nicsPerGpu, "NICs",
                   "the plan's compute ports per GPU, or --nics-per-gpu (a layout of the NIC's port "
                   "modes in the catalogue)",
                   false});
    out.push_back({"cuda_graph", f.cudaGraph ? 1.0 : 0.0, "on/off",
                   "--cuda-graph (nccl-tests -G): which launch overhead applies", false});
    out.push_back({"nccl_version", double(f.ncclVersion), "NCCL_VERSION_CODE",
                   "--nccl-version: the NCCL release the cluster runs (" +
                       ncclVersionText(f.ncclVersion) + "); the model follows " +
                       kNcclTuningVersion +
                       "'s tuning and applies what changed by release (all-to-all's LL "
                       "threshold in 2.22-2.28; the algorithms a release has: NVLS from 2.17.1, "
                       "NVLSTree 2.18.1, PAT 2.23.4, CollNetChain 2.14.3)",
                   false});
    if (f.nvlinkGBps > 0.0)
        out.push_back({"nvlink_gbytes_per_gpu", f.nvlinkGBps, "GB/s",
                       platform + " in the catalogue (one direction)", false});
    else if (f.pcieGBps > 0.0 && f.gpusPerNode > 1)
        out.push_back({"platform_pcie_gbytes_per_gpu", f.pcieGBps, "GB/s",
                       platform + " in the catalogue: GPU-to-GPU over PCIe, one direction (the "
                                  "design's pcie_gbytes_per_gpu, if set, wins)",
                       false});
    out.push_back(
        {"nic_gbytes_per_rail", f.linkGBps, "GB/s", "the plan's endpoint link speed", false});
    out.push_back({"rails_per_node", f.railsPerNode, "ports",
                   "NICs the ranks of one NVLink domain drive: the plan's sizing, all planes",
                   false});
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
