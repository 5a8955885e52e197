#include "core/model/modelparameters.h"

#include "core/report/texttable.h"

#include <cmath>

namespace fabric {

namespace {

// Read in NVIDIA/nccl at commit 5067397c (v2.30.7, 2026-06-11): ncclTunerConstantsDefaults,
// ncclTopoTuneModel and ncclTopoGetAlgoTime. The numbers are NCCL's; the code here is ours.
constexpr const char *kTuning = "NCCL 2.30.7 src/graph/tuning.cc [V]";
constexpr const char *kNvls = "NCCL 2.30.7 src/transport/nvls.cc ncclNvlsTuning [V]";

} // namespace

ModelParameters ModelParameters::defaults()
{
    ModelParameters m;
    auto put = [&m](Param p, const char *name, double value, const char *unit, std::string source) {
        m.m_params[static_cast<std::size_t>(p)] = {name, value, unit, std::move(source), false};
    };
    put(Param::NvlinkEfficiency, "nvlink_efficiency", 0.82, "fraction",
        "ring busbw reaches ~82% of NVLink line rate: 8xH100 365-370 of 450 GB/s (nccl#1455, "
        "nccl-tests#212)");
    put(Param::NvlsEfficiencyHopper, "nvls_efficiency_hopper", 0.85, "fraction",
        std::string("NVLS bandwidth efficiency on Hopper, on top of nvlink_efficiency; ") +
            kTuning);
    put(Param::NvlsEfficiencyBlackwell, "nvls_efficiency_blackwell", 0.74, "fraction",
        std::string("NVLS bandwidth efficiency on Blackwell; ") + kTuning);
    put(Param::PcieGBytesPerGpu, "pcie_gbytes_per_gpu", 24.0, "GB/s",
        "GPU-to-GPU inside a node without NVLink, where the platform has no figure: PCIe Gen4 x16 "
        "as NCCL rates it (16 lanes x 120 / 80; NCCL 2.30.7 src/graph/topo.cc kvDictPciGen) [V]");
    put(Param::IbNicEfficiency, "ib_nic_efficiency", 0.95, "fraction",
        "InfiniBand NIC payload rate: NDR 46-48 of 50 GB/s (nccl-tests#290, #267); DGX-A100 8xHDR "
        "busbw 192 of 200 (nccl#812)");
    put(Param::RoceNicEfficiency, "roce_nic_efficiency", 0.90, "fraction",
        "RoCEv2 NIC payload rate: Ethernet/IP/UDP/BTH headers and congestion control cost more "
        "than IB [E, assumption]");
    put(Param::EcmpCollisionFactor, "ecmp_collision_factor", 0.80, "fraction",
        "bandwidth left to flows hashed by ECMP across spines on Ethernet; Meta saw up to +40% "
        "from E-ECMP + QP scaling over plain ECMP (SIGCOMM'24), i.e. >=0.71 [E, assumption]");
    put(Param::TreeBwEfficiency, "tree_bw_efficiency", 0.92, "fraction",
        std::string("double binary tree all-reduce bandwidth refinement (busBw x .92); ") +
            kTuning);
    put(Param::CollNetDirectEfficiency, "collnet_direct_efficiency", 0.85, "fraction",
        std::string("CollNetDirect bandwidth on Hopper and later (busBw x .85); ") + kTuning);
    put(Param::LlRingBwFraction, "ll_ring_bw_fraction", 0.5, "fraction",
        std::string("ring LL bandwidth: half of Simple (8-byte lines carry 4 bytes); ") + kTuning);
    put(Param::LlTreeBwFraction, "ll_tree_bw_fraction", 1.0 / 3.8, "fraction",
        std::string("tree LL bandwidth: busBw / 3.8; ") + kTuning);
    put(Param::Ll128BwFraction, "ll128_bw_fraction", 0.92, "fraction",
        std::string("LL128 bandwidth (ring; tree across nodes 120/128): 120 of 128 bytes per "
                    "line; ") +
            kTuning);
    put(Param::Ll128TreeBwFractionOneNode, "ll128_tree_bw_fraction_one_node", 7.0 / 9.0, "fraction",
        std::string("tree LL128 bandwidth inside one node (x 7/9); ") + kTuning);
    put(Param::LlMaxVolta, "ll_max_busbw_volta", 39.0, "GB/s",
        std::string("LL bus bandwidth cap, one node, Volta (llMaxBws); ") + kTuning);
    put(Param::LlMaxAmpere, "ll_max_busbw_ampere", 87.7, "GB/s",
        std::string("LL bus bandwidth cap, one node, Ampere (llMaxBws); ") + kTuning);
    put(Param::LlMaxHopper, "ll_max_busbw_hopper", 141.0, "GB/s",
        std::string("LL bus bandwidth cap, one node, Hopper (llMaxBws); ") + kTuning);
    put(Param::LlMaxBlackwell, "ll_max_busbw_blackwell", 282.0, "GB/s",
        std::string("LL bus bandwidth cap, one node, Blackwell (llMaxBws 2 x 141); ") + kTuning);
    put(Param::LlMaxTwoNodes, "ll_max_busbw_2_nodes", 39.0, "GB/s",
        std::string("LL bus bandwidth cap, 2 nodes, Intel hosts (llMaxBws); ") + kTuning);
    put(Param::LlMaxFourNodes, "ll_max_busbw_4_nodes", 20.4, "GB/s",
        std::string("LL bus bandwidth cap, 3 or more nodes, Intel hosts (llMaxBws); ") + kTuning);
    put(Param::NvlsChannelsHopper, "nvls_channels_hopper", 16, "channels",
        std::string("NVLS channels (CTAs) on Hopper, NVLS_NCHANNELS_SM90; ") + kNvls);
    put(Param::NvlsChannelsBlackwell, "nvls_channels_blackwell", 24, "channels",
        std::string("NVLS channels on Blackwell inside one NVLink domain, "
                    "NVLS_NCHANNELS_SM100_NVL; ") +
            kNvls);
    put(Param::NvlsChannelsBlackwellMultiNode, "nvls_channels_blackwell_multinode", 32, "channels",
        std::string("NVLS channels on Blackwell across nodes, NVLS_NCHANNELS_SM100 (from three "
                    "nodes on, 24 on 400G NICs and on 800G NICs with 8 ranks per node or fewer: "
                    "ncclNvlsTreeSm100Tuning); ") +
            kNvls);
    put(Param::NvlsChannelGBps, "nvls_channel_gbytes", 17.5, "GB/s",
        "all-reduce algbw one NVLS channel sustains [E, fitted on the tuning rows: 8xH100/H200 "
        "algbw ~275 over 16 channels; a GB200 NVL72 rack ~425 (NCCL 2.26.2, which ran sm100 NVLS on 32 "
        "channels, src/transport/nvls.cc NVLS_NCHANNELS_SM100: not channel-bound there; 24 x 17.5 = "
        "420 on the 24 NCCL runs inside one NVLink domain from 2.27.3); "
        "tests/data/model/measurements.csv]");
    put(Param::DomainMaxNics, "nvlink_domain_max_nics", 9, "NICs",
        "NICs of one NVLink domain that NCCL's ring/tree/NVLSTree drive across domains "
        "(NVLS tree heads); a 72-GPU NVL72 rack with one NIC per GPU reaches ~9 NICs' worth "
        "[E, fitted on the slopes of the GB200 2- and 20-rack sweeps, coreweave/nccl-tests "
        "README]");
    put(Param::RackNvlsPerRank, "rack_nvls_latency_per_rank", 3.75, "us",
        "latency per rank of NVLS and NVLSTree when the NVLink domain spans many hosts (NVL72: "
        "multi-node NVLink, imported memory, one barrier per rank), and of every algorithm "
        "across such domains [E, fitted on the intercepts of the GB200 2- and 20-rack sweeps, "
        "coreweave/nccl-tests README; Oracle's GB300 two-rack NVLSTree sweep agrees, its "
        "one-rack NVLS under NCCL 2.28.7 shows about 0.5 and its GB200 two-rack tree with NVLS "
        "off about 0.7; Verda's GB300 rack under NCCL 2.29.7 runs NVLS at 4 MiB on 8-32 ranks "
        "in 57-89 us where 3.75 gives 73-163 (docs/model.md §4): set it per cluster]");
    put(Param::NvlinkHostGpus, "nvlink_host_gpus", 4, "GPUs",
        "GPUs per host (compute tray) of an NVLink domain larger than 8 GPUs: a GB200/GB300 NVL72 "
        "rack is 18 compute trays of 4 GPUs (NVIDIA DGX SuperPOD GB200 reference architecture) "
        "[P]; ranks beyond one host run over multi-node NVLink (MNNVL)");
    put(Param::MnnvlStepLatency, "mnnvl_step_latency", 0.0, "us",
        "added to every NVLink step of a ring, tree or all-to-all whose ranks span hosts of one "
        "NVLink domain (MNNVL). 0: NCCL 2.30.7's own pricing, which fuses an MNNVL clique into "
        "one node over one NVSwitch (src/graph/topo.cc ncclTopoFuseXml, ncclTopoAddNvLinks) and "
        "prices its steps at the NVLink latency; NCCL's tuner does not see it. GCP A4X "
        "measures about 0.9 more per LL step (docs/model.md §4): one provider's figure, set it "
        "per cluster [D]");
    put(Param::MnnvlBwFraction, "mnnvl_bw_fraction", 1.0, "fraction",
        "NVLink bandwidth a ring, tree or all-to-all reaches, as a fraction of one host's, when "
        "its ranks span hosts of one NVLink domain (MNNVL). 1: NCCL 2.30.7 models the clique's "
        "NVLink as one host's (SM100_NVLINK_BW 40.1 GB/s per link, src/graph/topo.h); NCCL's "
        "tuner does not see it. GCP A4X all-gather reaches about 0.6-0.65 of the model's ring "
        "(docs/model.md §4): one provider's figure, set it per cluster [D]");
    put(Param::LaunchOverhead, "launch_overhead", 4.0, "us",
        "kernel launch and completion as nccl-tests measures it without CUDA graphs (-G 0) "
        "[E, fitted on the small-message tuning rows, tests/data/model/measurements.csv]");
    put(Param::LaunchOverheadCudaGraph, "launch_overhead_cuda_graph", 1.0, "us",
        "kernel launch from a captured CUDA graph (nccl-tests -G, --cuda-graph): launch_overhead "
        "less the 3.0 us CUDA graphs saved at 1 KB on 4 H800 (ring, 3.5 us without, 0.5 us with; "
        "nccl#1984) [C]");
    put(Param::BaseRingLl, "base_latency_ring_ll", 6.6, "us",
        std::string("launch/base latency; ") + kTuning);
    put(Param::BaseRingLl128, "base_latency_ring_ll128", 14.0, "us",
        std::string("launch/base latency; ") + kTuning);
    put(Param::BaseRingSimple, "base_latency_ring_simple", 8.4, "us",
        std::string("launch/base latency; ") + kTuning);
    put(Param::BaseTreeLl, "base_latency_tree_ll", 6.8, "us",
        std::string("launch/base latency; ") + kTuning);
    put(Param::BaseTreeLl128, "base_latency_tree_ll128", 14.0, "us",
        std::string("launch/base latency; ") + kTuning);
    put(Param::BaseTreeSimple, "base_latency_tree_simple", 8.4, "us",
        std::string("launch/base latency; ") + kTuning);
    put(Param::NvlinkRingLl, "nvlink_step_ring_ll", 0.6, "us",
        std::string("per-step NVLink latency; ") + kTuning);
    put(Param::NvlinkRingLl128, "nvlink_step_ring_ll128", 1.9, "us",
        std::string("per-step NVLink latency; ") + kTuning);
    put(Param::NvlinkRingSimple, "nvlink_step_ring_simple", 3.4, "us",
        std::string("per-step NVLink latency; ") + kTuning);
    put(Param::NvlinkTreeLl, "nvlink_step_tree_ll", 0.6, "us",
        std::string("per-step NVLink latency; ") + kTuning);
    put(Param::NvlinkTreeLl128, "nvlink_step_tree_ll128", 1.25, "us",
        std::string("per-step NVLink latency; ") + kTuning);
    put(Param::NvlinkTreeSimple, "nvlink_step_tree_simple", 4.0, "us",
        std::string("per-step NVLink latency; ") + kTuning);
    put(Param::PcieRingLl, "pcie_step_ring_ll", 1.0, "us",
        std::string("per-step PCIe latency (NCCL_HW_PCI); ") + kTuning);
    put(Param::PcieRingLl128, "pcie_step_ring_ll128", 2.5, "us",
        std::string("per-step PCIe latency (NCCL_HW_PCI); ") + kTuning);
    put(Param::PcieRingSimple, "pcie_step_ring_simple", 5.7, "us",
        std::string("per-step PCIe latency (NCCL_HW_PCI); ") + kTuning);
    put(Param::PcieTreeLl, "pcie_step_tree_ll", 1.0, "us",
        std::string("per-step PCIe latency (NCCL_HW_PCI); ") + kTuning);
    put(Param::PcieTreeLl128, "pcie_step_tree_ll128", 1.9, "us",
        std::string("per-step PCIe latency (NCCL_HW_PCI); ") + kTuning);
    put(Param::PcieTreeSimple, "pcie_step_tree_simple", 4.0, "us",
        std::string("per-step PCIe latency (NCCL_HW_PCI); ") + kTuning);
    put(Param::NvlinkNvls, "nvlink_latency_nvls", 25.0, "us",
        std::string("NVLS latency inside the node; ") + kTuning);
    put(Param::NetRingLl, "net_step_ring_ll", 2.7, "us",
        std::string("per-step network latency; ") + kTuning);
    put(Param::NetRingLl128, "net_step_ring_ll128", 4.0, "us",
        std::string("per-step network latency; ") + kTuning);
    put(Param::NetRingSimple, "net_step_ring_simple", 14.0, "us",
        std::string("per-step network latency; ") + kTuning);
    put(Param::NetTreeLl, "net_step_tree_ll", 5.0, "us",
        std::string("per-step network latency; ") + kTuning);
    put(Param::NetTreeLl128, "net_step_tree_ll128", 8.5, "us",
        std::string("per-step network latency; ") + kTuning);
    put(Param::NetTreeSimple, "net_step_tree_simple", 14.0, "us",
        std::string("per-step network latency; ") + kTuning);
    put(Param::NvlinkCollNetDirect, "nvlink_step_collnetdirect", 3.7, "us",
        std::string("per-step NVLink latency of CollNetDirect; ") + kTuning);
    put(Param::NvlinkCollNetChain, "nvlink_step_collnetchain", 2.8, "us",
        std::string("per-step NVLink latency of CollNetChain; ") + kTuning);
    put(Param::NetNvls, "net_latency_nvls_sharp", 18.0, "us",
        std::string("NVLS + SHARP network latency; ") + kTuning);
    put(Param::NetNvlsTree, "net_step_nvlstree", 20.9, "us",
        std::string("NVLSTree per-level network latency; ") + kTuning);
    put(Param::NetCollNet, "net_latency_collnet", 31.0, "us",
        std::string("CollNetDirect (IB SHARP) network latency; ") + kTuning);
    put(Param::NetCollNetChain, "net_latency_collnetchain", 30.0, "us",
        std::string("CollNetChain network latency; ") + kTuning);
    put(Param::BasePat, "base_latency_pat", 8.0, "us", std::string("PAT base latency; ") + kTuning);
    put(Param::NvlinkPat, "nvlink_step_pat", 4.0, "us",
        std::string("PAT NVLink latency; ") + kTuning);
    put(Param::NetPat, "net_step_pat", 14.0, "us",
        std::string("PAT network latency, divided by 3.5 per level; ") + kTuning);
    put(Param::PatBwFraction, "pat_bw_fraction", 0.75, "fraction",
        std::string("PAT bandwidth (busBw x .75); ") + kTuning);
    put(Param::PatPerRank, "pat_latency_per_rank", 2.8, "us",
        std::string("PAT's linear latency per rank; ") + kTuning);
    put(Param::NetPostOverhead, "net_post_overhead", 1.0, "us",
        std::string("per network post: the host CPU is not in the catalogue; NCCL's figure for "
                    "Intel and Arm hosts (2 us on AMD hosts: set it for such a cluster); ") +
            kTuning);
    put(Param::NetPluginLatency, "net_plugin_latency", 0.0, "us",
        "added to every network step by a network plugin other than NCCL's own IB/RoCE "
        "transport, whose cost NCCL's latencies already hold; a cloud's plugin (GPUDirect-TCPX/"
        "TCPXO, aws-ofi-nccl over EFA) is not known here: set it for that cluster (docs/model.md "
        "§4) [D]");
    put(Param::Ll128AcrossNodes, "ll128_across_nodes", 1.0, "on/off",
        "LL128 across nodes: NCCL 2.30.7 (ncclTopoTuneModel) enables it by default on Hopper and "
        "later only where each GPU reaches its NIC at PXN or closer (PXB before Hopper), as on "
        "HGX/DGX boards with a NIC per GPU; 0 for a cluster whose NICs NCCL sees beyond that "
        "(behind the host bridge, as some virtual machines present them) [V]");
    put(Param::SimpleNetOverheadFactor, "simple_net_overhead_factor", 3.0, "x",
        std::string("the post overhead counts three times for the Simple protocol; ") + kTuning);
    put(Param::CollNetIntraPerRank, "collnet_intra_per_rank", 0.4, "us",
        std::string("CollNet latency per extra GPU in the node; ") + kTuning);
    put(Param::RingSimpleMultiNodeFactor, "ring_simple_multinode_factor", 1.4, "x",
        std::string("plateau effect of ring: multi-node Simple all-reduce latency factor from "
                    "ranks/16 x 64 KiB up (1.9 in NCCL 2.8); ") +
            kTuning);
    put(Param::SwitchLatencyIb, "switch_latency_ib_default", 200.0, "ns",
        "InfiniBand switch port-to-port when the catalogue has no figure: HDR sub-130 ns, NDR "
        "quoted 130-400 ns [?, assumption]");
    put(Param::SwitchLatencyEthernet, "switch_latency_ethernet_default", 600.0, "ns",
        "Ethernet cut-through switch when the catalogue has no figure: 400-600 ns (vendor blog) "
        "[?, assumption]");
    put(Param::CableNsPerMetre, "cable_ns_per_m", 5.0, "ns/m", "light in glass, n ~ 1.47 [D]");
    put(Param::CableNodeLeafM, "cable_node_leaf_m_default", 5.0, "m",
        "node-leaf run when the plan has no cabling [E, assumption]");
    put(Param::CableLeafSpineM, "cable_leaf_spine_m_default", 30.0, "m",
        "leaf-spine run when the plan has no cabling [E, assumption]");
    put(Param::CableSpineCoreM, "cable_spine_core_m_default", 60.0, "m",
        "spine-core run when the plan has no cabling [E, assumption]");
    return m;
}

double ModelParameters::midSizeFactor(Protocol p, double bytes)
{
    // NCCL 2.30.7 src/graph/tuning.cc treeCorrectionFactor: index log2(bytes / 64), 0..23.
    static constexpr double kFactor[3][24] = {
        {1.0, 1.0, 1.0, 1.0, .9, .8, .7, .7,  .7,  .7,  .6,  .5,
         .4,  .4,  .5,  .6,  .7, .8, .9, 1.0, 1.0, 1.0, 1.0, 1.0},
        {1.0, 1.0, 1.0, 1.0, 1.0, .9, .8, .8, .8, .7,  .6,  .6,
         .6,  .6,  .6,  .6,  .8,  .9, .9, .9, .9, 1.0, 1.0, 1.0},
        {.9, .9, .9, .9, .9, .9, .9, .8, .7, .6, .6, .5,
         .5, .5, .5, .6, .7, .8, .7, .7, .8, .9, .9, .9}};
    // NCCL steps from one power of two to the next; the model interpolates in log2(size) so
    // that a bigger message never takes less time. Outside 64 B .. 512 MiB NCCL applies none.
    const double x = std::log2(std::max(bytes, 1.0) / 64.0);
    if (x < 0.0 || x >= 23.0)
        return 1.0;
    const auto &row = kFactor[static_cast<int>(p)];
    const int i = static_cast<int>(std::floor(x));
    const double next = i + 1 < 23 ? row[i + 1] : 1.0;
    return row[i] + (next - row[i]) * (x - i);
}

std::optional<Param> ModelParameters::find(std::string_view name) const
{
    for (std::size_t i = 0; i < m_params.size(); ++i)
        if (m_params[i].name == name)
            return static_cast<Param>(i);
    return std::nullopt;
}

bool ModelParameters::set(std::string_view name, double value)
{
    auto p = find(name);
    if (!p)
        return false;
    auto &param = m_params[static_cast<std::size_t>(*p)];
    param.value = value;
    param.overridden = true;
    return true;
}

void ModelParameters::adopt(Param p, double value, std::string source)
{
    auto &param = m_params[static_cast<std::size_t>(p)];
    if (param.overridden)
        return;
    param.value = value;
    param.source = std::move(source);
}

double highestValue(const ModelParameter &parameter)
{
    const std::string &unit = parameter.unit;
    if (unit == "fraction" || unit == "on/off")
        return 1.0;
    if (unit == "channels")
        return 64.0; // NCCL's MAXCHANNELS
    if (unit == "NICs" || unit == "GPUs")
        return 1024.0; // the planner's most ports per node
    return 1e6;      // a second in us, a millisecond in ns, 1,000 km, a PB/s
}

bool inRange(const ModelParameter &parameter, double value)
{
    const double least = 0.0;
    const bool fraction = parameter.unit == "fraction";
    return std::isfinite(value) && (fraction ? value > least : value >= least) && value <= highestValue(parameter);
}

Text allowedRange(const ModelParameter &parameter)
{
    if (parameter.unit == "fraction")
        return Text(FABRIC_TR("fabric::Model", "a fraction in (0, 1]"));
    return Text(FABRIC_TR("fabric::Model", "a value from 0 to %1 %2"), formatGrouped(static_cast<long long>(highestValue(parameter))),
                parameter.unit);
}

ModelParameters ModelParameters::withOverrides(const std::map<std::string, double> &overrides,
                                               Diagnostics &diagnostics)
{
    ModelParameters m = defaults();
    for (const auto &[name, value] : overrides) {
        const std::string field = "modelOverrides." + name;
        auto p = m.find(name);
        if (!p) {
            diagnostics.push_back(
                makeWarning(field, Text(FABRIC_TR("fabric::Model", "unknown model parameter '%1'; ignored"), name)));
            continue;
        }
        const ModelParameter &parameter = m.get(*p);
        if (!inRange(parameter, value)) {
            diagnostics.push_back(makeWarning(
                field, Text(FABRIC_TR("fabric::Model", "value out of range for '%1' (it takes %2); the default is kept"), name,
                            allowedRange(parameter))));
            continue;
        }
        m.set(name, value);
    }
    return m;
}

std::vector<ModelParameter> parametersSetBy(const std::map<std::string, double> &overrides)
{
    Diagnostics ignored;
    const ModelParameters parameters = ModelParameters::withOverrides(overrides, ignored);
    std::vector<ModelParameter> set;
    for (const ModelParameter &p : parameters.all())
        if (p.overridden)
            set.push_back(p);
    return set;
}

std::string setParametersText(const std::vector<ModelParameter> &set)
{
    std::string text;
    for (const ModelParameter &p : set)
        text += (text.empty() ? "" : ", ") + p.name + " " + formatNumber(p.value, 6) + " " + p.unit;
    return text;
}

} // namespace fabric
