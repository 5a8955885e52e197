#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace fabric {

enum class Collective { AllReduce, AllGather, ReduceScatter, AllToAll, Broadcast };
// NCCL's algorithms (NCCL 2.30 names). Nvls across nodes is NVLS with IB SHARP (CollNet on).
// Sharp is a request only: "whatever NCCL runs with SHARP enabled" (CollNetDirect, CollNetChain
// or NVLS with IB SHARP, the cheapest); a result never says Sharp. Direct is all-to-all's
// point-to-point exchange (through PXN across nodes); it is never asked for.
enum class Algorithm {
    Auto,
    Ring,
    Tree,
    Nvls,
    NvlsTree,
    CollNetDirect,
    CollNetChain,
    Pat,
    Sharp,
    Direct
};
enum class Protocol { Ll, Ll128, Simple };
enum class ScopeKind { Node, Su, Cluster, Ranks };

std::string_view toString(Collective c);
std::string_view toString(Algorithm a);
std::string_view toString(Protocol p);
std::string_view toString(ScopeKind s);
std::optional<Collective> collectiveFromString(std::string_view s);
std::optional<Algorithm> algorithmFromString(std::string_view s);
std::optional<ScopeKind> scopeFromString(std::string_view s);
// CollNetDirect, CollNetChain, and NVLS across nodes: the switches reduce (IB SHARP).
bool usesInNetworkReduction(Algorithm a, int nodes);

// nccl-tests' busbw = algbw x this (doc/PERFORMANCE.md): 2(n-1)/n for all-reduce, (n-1)/n for
// all-gather, reduce-scatter and all-to-all, 1 for broadcast.
double busBandwidthFactor(Collective c, int ranks);

// Which GPUs take part: one node, one scalable unit, the whole cluster, or the first N ranks.
struct Scope
{
    ScopeKind kind = ScopeKind::Cluster;
    int ranks = 0; // ScopeKind::Ranks only
};

// The NCCL environment variables that change which algorithm and protocol NCCL picks, with
// NCCL's defaults (NCCL 2.30: src/graph/tuning.cc, src/transport/nvls.cc, src/init.cc):
// every algorithm and protocol allowed, NVLS on where the hardware has it, CollNet (IB SHARP)
// off unless NCCL_COLLNET_ENABLE=1. Parsing: core/model/ncclenv.h.
struct NcclEnv
{
    unsigned algorithms = ~0u; // bit per Algorithm (NCCL_ALGO)
    unsigned protocols = ~0u;  // bit per Protocol (NCCL_PROTO)
    // NCCL_PROTO given: NCCL's hardware rule for LL128 applies only to its default, and a list
    // that leaves LL128 on enables it outright (src/graph/tuning.cc).
    bool protocolsListed = false;
    bool nvls = true;          // NCCL_NVLS_ENABLE (0 turns NVLS and NVLSTree off)
    bool collnet = false;      // NCCL_COLLNET_ENABLE

    bool allows(Algorithm a) const { return (algorithms >> static_cast<unsigned>(a)) & 1u; }
    bool allows(Protocol p) const { return (protocols >> static_cast<unsigned>(p)) & 1u; }
    bool operator==(const NcclEnv &) const = default;
};

struct CollectiveQuery
{
    Collective collective = Collective::AllReduce;
    std::uint64_t bytes = 0; // as nccl-tests' size: the whole buffer (per rank for all-to-all)
    Algorithm algorithm = Algorithm::Auto;
    Scope scope;
    NcclEnv env;
};

struct CollectiveResult
{
    Collective collective = Collective::AllReduce;
    Algorithm algorithm = Algorithm::Ring; // the one used; never Auto
    Protocol protocol = Protocol::Simple;
    bool autoPicked = false;
    std::uint64_t bytes = 0;
    int ranks = 0;
    int nodes = 0;
    double timeUs = 0.0;
    double algbwGBps = 0.0;
    double busbwGBps = 0.0;
    // timeUs = launchUs + baseUs + nvlinkUs + networkUs + transferUs: where the time goes.
    double launchUs = 0.0;   // kernel launch as nccl-tests sees it (no CUDA graph)
    double baseUs = 0.0;     // NCCL's base latency of the algorithm and protocol
    double nvlinkUs = 0.0;   // NVLink steps (hardware latency x steps)
    double networkUs = 0.0;  // network steps: NIC, post overhead, switches and cable
    double transferUs = 0.0; // bytes / bandwidth, with NCCL's mid-size factor
};

} // namespace fabric
