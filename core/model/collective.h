#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace fabric {

enum class Collective { AllReduce, AllGather, ReduceScatter, AllToAll, Broadcast };
// Direct is all-to-all's point-to-point exchange (through PXN across nodes); it is never asked for.
enum class Algorithm { Auto, Ring, Tree, Nvls, NvlsTree, Sharp, Direct };
enum class Protocol { Ll, Ll128, Simple };
enum class ScopeKind { Node, Su, Cluster, Ranks };

std::string_view toString(Collective c);
std::string_view toString(Algorithm a);
std::string_view toString(Protocol p);
std::string_view toString(ScopeKind s);
std::optional<Collective> collectiveFromString(std::string_view s);
std::optional<Algorithm> algorithmFromString(std::string_view s);
std::optional<ScopeKind> scopeFromString(std::string_view s);

// nccl-tests' busbw = algbw x this (doc/PERFORMANCE.md): 2(n-1)/n for all-reduce, (n-1)/n for
// all-gather, reduce-scatter and all-to-all, 1 for broadcast.
double busBandwidthFactor(Collective c, int ranks);

// Which GPUs take part: one node, one scalable unit, the whole cluster, or the first N ranks.
struct Scope
{
    ScopeKind kind = ScopeKind::Cluster;
    int ranks = 0; // ScopeKind::Ranks only
};

struct CollectiveQuery
{
    Collective collective = Collective::AllReduce;
    std::uint64_t bytes = 0; // as nccl-tests' size: the whole buffer (per rank for all-to-all)
    Algorithm algorithm = Algorithm::Auto;
    Scope scope;
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
};

} // namespace fabric
