#include "core/model/modelparameters.h"

#include <cmath>

namespace fabric {

namespace {

constexpr const char *kTuning =
    "NCCL src/graph/tuning.cc (v2.30) via shared/reference/collectives.md §4 [V]";

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
        "GPU-to-GPU inside a node without NVLink: PCIe Gen4 x16 payload rate [E, Fabric Planner "
        "estimate]");
    put(Param::IbNicEfficiency, "ib_nic_efficiency", 0.95, "fraction",
        "InfiniBand NIC payload rate: NDR 46-48 of 50 GB/s (nccl-tests#290, #267); DGX-A100 8xHDR "
        "busbw 192 of 200 (nccl#812)");
    put(Param::RoceNicEfficiency, "roce_nic_efficiency", 0.90, "fraction",
        "RoCEv2 NIC payload rate: Ethernet/IP/UDP/BTH headers and congestion control cost more "
        "than IB [E, assumption]");
    put(Param::EcmpCollisionFactor, "ecmp_collision_factor", 0.80, "fraction",
        "bandwidth left to flows hashed by ECMP across spines on Ethernet; Meta saw up to +40% "
        "from E-ECMP + QP scaling over plain ECMP (SIGCOMM'24), i.e. >=0.71 [E, assumption]");
    put(Param::TreeBwEfficiency, "tree_bw_efficiency", 0.9, "fraction",
        "double binary tree bandwidth refinement (busBw x .9), NCCL src/graph/tuning.cc "
        "ncclTopoTuneModel [V]");
    put(Param::CollNetBwEfficiency, "collnet_bw_efficiency", 0.9, "fraction",
        "CollNet (IB SHARP) bandwidth refinement (busBw x .9), NCCL src/graph/tuning.cc "
        "ncclTopoTuneModel [V]");
    put(Param::LlBwFraction, "ll_bw_fraction", 0.25, "fraction",
        "LL protocol bandwidth: 25-50% of peak (Demystifying NCCL, arXiv 2507.04786); NCCL uses "
        "1/4 multi-node [V]");
    put(Param::Ll128BwFraction, "ll128_bw_fraction", 0.92, "fraction",
        "LL128 protocol bandwidth: ~95% of peak (arXiv 2507.04786), 120/128 payload per line less "
        "flags [V]");
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
    put(Param::NetNvls, "net_latency_nvls_sharp", 18.0, "us",
        std::string("NVLS + SHARP network latency; ") + kTuning);
    put(Param::NetNvlsTree, "net_step_nvlstree", 20.9, "us",
        std::string("NVLSTree per-level network latency; ") + kTuning);
    put(Param::NetCollNet, "net_latency_collnet", 31.0, "us",
        std::string("CollNet (IB SHARP) network latency; ") + kTuning);
    put(Param::NetPostOverhead, "net_post_overhead", 1.0, "us",
        std::string("per network step, Intel hosts (2 us on AMD hosts); ") + kTuning);
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

ModelParameters ModelParameters::withOverrides(const std::map<std::string, double> &overrides,
                                               Diagnostics &diagnostics)
{
    ModelParameters m = defaults();
    for (const auto &[name, value] : overrides) {
        const std::string field = "modelOverrides." + name;
        auto p = m.find(name);
        if (!p) {
            diagnostics.push_back(
                makeWarning(field, "unknown model parameter '" + name + "'; ignored"));
            continue;
        }
        const bool isFraction = m.get(*p).unit == "fraction";
        if (!std::isfinite(value) || value < 0.0 || (isFraction && (value <= 0.0 || value > 1.0))) {
            diagnostics.push_back(makeWarning(
                field, "value out of range for '" + name + "'" +
                           (isFraction ? " (a fraction in (0, 1])" : " (must be >= 0)") +
                           "; the default is kept"));
            continue;
        }
        m.set(name, value);
    }
    return m;
}

} // namespace fabric
