#include "core/model/fabricprofile.h"

#include "core/catalogue/catalogue.h"
#include "core/common/usertext.h"
#include "core/plan/plan.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <sstream>
#include <string>

namespace fabric {

GpuGeneration gpuGeneration(std::string_view gpuModel)
{
    std::string m(gpuModel);
    std::transform(m.begin(), m.end(), m.begin(), [](unsigned char c) { return std::toupper(c); });
    auto has = [&m](const char *s) { return m.find(s) != std::string::npos; };
    if (has("GB2") || has("GB3") || has("B100") || has("B200") || has("B300") || has("BLACKWELL"))
        return GpuGeneration::Blackwell;
    if (has("H100") || has("H200") || has("H20") || has("H800") || has("GH200") || has("HOPPER"))
        return GpuGeneration::Hopper;
    // NCCL's tables index by compute capability, 8.0 and up on Ampere's row: the Ada GPUs (8.9:
    // L40S, L40, L20, L4, RTX 6000 Ada, RTX 40xx) share it with A10/A40 (8.6).
    if (has("A100") || has("A800") || has("A30") || has("A10") || has("A40") || has("AMPERE") ||
        has("L40") || has("L20") || has("L4") || has("ADA") || has("RTX 40"))
        return GpuGeneration::Ampere;
    if (has("V100") || has("VOLTA"))
        return GpuGeneration::Volta;
    return GpuGeneration::Unknown;
}

bool FabricProfile::nvlsCapable() const
{
    // NVLink SHARP lives in the third-generation NVSwitch (Hopper) and later.
    return gpusPerNode > 1 && nvlinkGBps > 0.0 &&
           (generation == GpuGeneration::Hopper || generation == GpuGeneration::Blackwell);
}

bool FabricProfile::gpusMeetOverPcie() const
{
    return nvlinkGBps <= 0.0 && nvlinkDomainGpus > 1;
}

namespace {

int tierIndex(Tier t)
{
    return t == Tier::Leaf ? 0 : t == Tier::Spine ? 1 : 2;
}

void readSwitchLatencies(FabricProfile &p, const Plan &plan, const Catalogue *catalogue,
                         const ModelParameters &params)
{
    const double fallback = p.technology == Technology::InfiniBand
                                ? params[Param::SwitchLatencyIb]
                                : params[Param::SwitchLatencyEthernet];
    for (double &ns : p.switchLatencyNs)
        ns = fallback;
    for (const auto &tier : plan.compute().sizing.tierSizes) {
        const SwitchModel *model = catalogue ? catalogue->findSwitch(tier.model) : nullptr;
        if (!model && plan.compute().sizing.switchModel && plan.compute().sizing.switchModel->model == tier.model)
            model = plan.compute().sizing.switchModel;
        if (model && model->latencyNs) {
            p.switchLatencyNs[tierIndex(tier.role)] = *model->latencyNs;
            p.switchLatencyKnown[tierIndex(tier.role)] = true;
        }
    }
}

// The mean run of each tier: from the cabling's tallies, or, in a cable plan made without them
// (by hand), from a walk over the runs.
void readCables(FabricProfile &p, const Plan &plan, const ModelParameters &params)
{
    p.cableM[0] = params[Param::CableNodeLeafM];
    p.cableM[1] = params[Param::CableLeafSpineM];
    p.cableM[2] = params[Param::CableSpineCoreM];
    const auto &runs = plan.compute().cables.runs;
    const auto &links = plan.compute().topology.links;
    std::array<TierRuns, kLinkTiers> tiers = plan.compute().cables.byTier;
    if (!plan.compute().cables.talliesAll(links.size())) {
        if (runs.empty() || links.empty())
            return;
        tiers = {};
        for (std::size_t link = 0; link < runs.size() && link < links.size(); ++link) {
            TierRuns &tier = tiers[static_cast<std::size_t>(links[link].tier())];
            ++tier.runs;
            tier.totalM += runs[link].runLengthM();
        }
    }
    const LinkTier modelled[3] = {LinkTier::NodeLeaf, LinkTier::LeafSpine, LinkTier::SpineCore};
    for (int i = 0; i < 3; ++i) {
        const TierRuns &tier = tiers[static_cast<std::size_t>(modelled[i])];
        if (tier.runs > 0)
            p.cableM[i] = tier.totalM / static_cast<double>(tier.runs);
    }
    p.cablesFromPlan = tiers[static_cast<std::size_t>(LinkTier::NodeLeaf)].runs > 0;
}

// The NIC layouts per GPU the platform's NIC allows on the plan's technology: each of its port
// modes (ConnectX-8 C8180: 1 x 800G XDR, or 2 x 400GbE), and its native rate as one port where no
// mode names it. Ports per GPU = the platform's compute ports / GPUs x ports per NIC port.
void readNicLayouts(FabricProfile &p, const Platform &platform, const Catalogue &catalogue,
                    int planSpeedGbps)
{
    const Nic *nic = catalogue.findNic(platform.nicModel);
    if (!nic || !nic->supports(p.technology))
        return;
    p.nicName = nic->family.empty() ? nic->model : nic->family + " (" + nic->model + ")";
    const double portsPerGpu = double(platform.computePorts) / platform.gpus;
    auto add = [&](double perGpu, int speed) {
        for (const NicLayout &l : p.nicLayouts)
            if (std::abs(l.nicsPerGpu - perGpu) < 1e-9 && l.speedGbps == speed)
                return;
        p.nicLayouts.push_back({perGpu, speed});
    };
    for (const NicPortMode &m : nic->portModes)
        if (m.technology == "both" || m.technology == toString(p.technology))
            add(portsPerGpu * m.portsPerPort, m.speedGbps);
    if (nic->portModes.empty())
        add(portsPerGpu, nic->speedGbps);
    // The plan's own layout (its sizing ran the NIC at this speed) is always one of them.
    add(portsPerGpu * nic->portsPerPortAt(planSpeedGbps, p.technology), planSpeedGbps);
}

// A number as the user typed it: 0.5, 2, 1e+09.
std::string typed(double value)
{
    std::ostringstream text;
    text << value;
    return text.str();
}

} // namespace

std::string nicLayoutsText(const FabricProfile &p)
{
    std::string out;
    for (const NicLayout &l : p.nicLayouts) {
        if (!out.empty())
            out += ", ";
        std::ostringstream v;
        v << l.nicsPerGpu << " at " << l.speedGbps << "G";
        out += v.str();
    }
    return out;
}

FabricProfile profileOf(const Plan &plan, const Catalogue *catalogue, const ModelParameters &params)
{
    const Sizing &s = plan.compute().sizing;
    FabricProfile p;
    const Platform *platform = s.platform;
    if (!platform && catalogue)
        platform = catalogue->findPlatform(plan.design.platform);
    if (platform) {
        p.platform = platform->name;
        p.generation = gpuGeneration(platform->gpuModel);
        p.gpusPerNode = std::max(1, platform->gpus);
        p.nvlinkGBps = platform->gpus > 1 ? platform->nvlinkGBytesPerGpu.value_or(0.0) : 0.0;
        p.pcieGBps = platform->pcieGBytesPerGpu.value_or(0.0);
        p.hostCpu = platform->hostCpu;
    }
    // The catalogue's node is one NVLink domain (an NVL72 rack is catalogued as one node).
    p.nvlinkDomainGpus = p.gpusPerNode;
    p.nodes = s.nodes;
    p.railsPerNode = std::max(1, s.railsPerNode);
    p.nicsPerGpu = p.railsPerNode / p.gpusPerNode;
    p.planes = std::max(1, s.planes);
    p.linkGBps = s.linkSpeedGbps / 8.0;
    p.technology = s.technology;
    if (platform && catalogue && platform->gpus > 0)
        readNicLayouts(p, *platform, *catalogue, s.linkSpeedGbps);
    const SwitchModel *sw = s.switchModel;
    p.sharp = s.sharpEnabled && s.technology == Technology::InfiniBand && plan.design.sharp && sw &&
              sw->sharpVersion.has_value();
    p.tiers = std::max(1, s.tiers);
    p.suSize = std::max(1, std::min(s.suSize > 0 ? s.suSize : s.nodes, std::max(1, s.nodes)));
    p.podNodes = (p.tiers >= 3 && s.pods > 0) ? std::max(p.suSize, (s.nodes + s.pods - 1) / s.pods)
                                              : s.nodes;
    const TierSize *leaf = s.tier(Tier::Leaf);
    const TierSize *spine = s.tier(Tier::Spine);
    p.leafOversubscription = leaf ? leaf->oversubscription : plan.design.oversubscription;
    p.spineOversubscription = spine && p.tiers >= 3 ? spine->oversubscription : 1.0;
    readSwitchLatencies(p, plan, catalogue, params);
    readCables(p, plan, params);
    return p;
}

Expected<FabricProfile> configured(FabricProfile p, const ModelConfig &c)
{
    const int platformGpus = p.nvlinkDomainGpus;
    p.cudaGraph = c.cudaGraph;
    if (c.ncclVersion != 0 && (c.ncclVersion < 20000 || c.ncclVersion > 29999))
        return Expected<FabricProfile>::failure("--nccl-version takes a 2.x release (2.28.7)");
    p.ncclVersion = c.ncclVersion != 0 ? c.ncclVersion : kNcclTuningVersionCode;
    if (c.nicsPerGpu < 0.0 || !std::isfinite(c.nicsPerGpu))
        return Expected<FabricProfile>::failure("--nics-per-gpu must be a positive number");
    if (c.nvlinkDomain < 0 || c.gpusPerNode < 0)
        return Expected<FabricProfile>::failure(
            "--nvlink-domain and --gpus-per-node take a positive number of GPUs");
    const std::string platform = p.platform.empty() ? std::string("the platform") : p.platform;
    int domain = platformGpus;
    if (c.nvlinkDomain > 0) {
        if (c.nvlinkDomain > platformGpus)
            return Expected<FabricProfile>::failure(
                "--nvlink-domain " + std::to_string(c.nvlinkDomain) + " is larger than " +
                platform + "'s NVLink domain of " + std::to_string(platformGpus) + " GPUs");
        if (platformGpus % c.nvlinkDomain != 0)
            return Expected<FabricProfile>::failure(
                "--nvlink-domain " + std::to_string(c.nvlinkDomain) + " does not divide " +
                platform + "'s " + std::to_string(platformGpus) + " GPUs into whole domains");
        domain = c.nvlinkDomain;
    }
    // Each node splits into domains that reach one another over the network only: more
    // "nodes" for the model, as many under a leaf (an SU) and a pod.
    const int split = platformGpus / domain;
    p.nodes *= split;
    p.suSize *= split;
    p.podNodes *= split;
    p.nvlinkDomainGpus = domain;
    if (domain == 1)
        p.nvlinkGBps = 0.0;
    if (c.nicsPerGpu > 0.0) {
        if (!p.nicLayouts.empty()) {
            // Only what the NIC's port modes give; the plan's link speed first.
            const NicLayout *layout = nullptr;
            for (const NicLayout &l : p.nicLayouts)
                if (std::abs(l.nicsPerGpu - c.nicsPerGpu) < 1e-9 &&
                    (!layout || l.speedGbps * 1.0 == p.linkGBps * 8.0))
                    layout = &l;
            if (!layout) {
                return Expected<FabricProfile>::failure(
                    "--nics-per-gpu " + typed(c.nicsPerGpu) + " is not a layout of " + platform +
                    "'s NIC " + p.nicName + " on " + std::string(toString(p.technology)) +
                    ": its port modes (catalogue nic_port_modes) give these NICs per GPU: " +
                    nicLayoutsText(p));
            }
            p.linkGBps = layout->speedGbps / 8.0;
        }
        p.nicsPerGpu = c.nicsPerGpu;
    }
    int ranks = domain;
    if (c.gpusPerNode > 0) {
        if (c.gpusPerNode > domain)
            return Expected<FabricProfile>::failure(
                "--gpus-per-node " + std::to_string(c.gpusPerNode) + " is more than the " +
                std::to_string(domain) + " GPUs of one NVLink domain of " + platform);
        ranks = c.gpusPerNode;
    }
    p.gpusPerNode = ranks;
    // NCCL drives the NICs nearest its GPUs: the ranks' own. A node has whole NICs, at least one,
    // and no server carries more than a few per GPU (--nics-per-gpu 1e9 modelled 30 TB/s).
    if (c.nicsPerGpu > 0.0) {
        const double nics = c.nicsPerGpu * ranks;
        if (c.nicsPerGpu > kMostNicsPerGpu)
            return Expected<FabricProfile>::failure("--nics-per-gpu " + typed(c.nicsPerGpu) + " is more than " +
                                                    std::to_string(kMostNicsPerGpu) + " NICs per GPU");
        if (nics < 1.0 - 1e-9 || std::abs(nics - std::round(nics)) > 1e-9)
            return Expected<FabricProfile>::failure("--nics-per-gpu " + typed(c.nicsPerGpu) + " on " +
                                                    countOf(ranks, "GPU") + " a node gives " + typed(nics) +
                                                    " NICs a node: a node has a whole number of NICs, one or more");
    }
    p.railsPerNode = p.nicsPerGpu * ranks;
    return p;
}

} // namespace fabric
