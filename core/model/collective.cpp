#include "core/model/collective.h"

#include <cctype>
#include <string>

namespace fabric {

std::string_view toString(Collective c)
{
    switch (c) {
    case Collective::AllReduce:
        return "allreduce";
    case Collective::AllGather:
        return "allgather";
    case Collective::ReduceScatter:
        return "reducescatter";
    case Collective::AllToAll:
        return "alltoall";
    case Collective::Broadcast:
        return "broadcast";
    }
    return "allreduce";
}

std::string_view toString(Algorithm a)
{
    switch (a) {
    case Algorithm::Auto:
        return "auto";
    case Algorithm::Ring:
        return "ring";
    case Algorithm::Tree:
        return "tree";
    case Algorithm::Nvls:
        return "nvls";
    case Algorithm::NvlsTree:
        return "nvlstree";
    case Algorithm::CollNetDirect:
        return "collnetdirect";
    case Algorithm::CollNetChain:
        return "collnetchain";
    case Algorithm::Pat:
        return "pat";
    case Algorithm::Sharp:
        return "sharp";
    case Algorithm::Direct:
        return "direct";
    }
    return "auto";
}

std::string_view toString(Protocol p)
{
    switch (p) {
    case Protocol::Ll:
        return "LL";
    case Protocol::Ll128:
        return "LL128";
    case Protocol::Simple:
        return "Simple";
    }
    return "Simple";
}

std::string_view toString(ScopeKind s)
{
    switch (s) {
    case ScopeKind::Node:
        return "node";
    case ScopeKind::Su:
        return "su";
    case ScopeKind::Cluster:
        return "cluster";
    case ScopeKind::Ranks:
        return "ranks";
    }
    return "cluster";
}

std::optional<Collective> collectiveFromString(std::string_view s)
{
    for (auto c : {Collective::AllReduce, Collective::AllGather, Collective::ReduceScatter,
                   Collective::AllToAll, Collective::Broadcast})
        if (toString(c) == s)
            return c;
    return std::nullopt;
}

std::optional<Algorithm> algorithmFromString(std::string_view s)
{
    std::string lower(s);
    for (auto &c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (auto a :
         {Algorithm::Auto, Algorithm::Ring, Algorithm::Tree, Algorithm::Nvls, Algorithm::NvlsTree,
          Algorithm::CollNetDirect, Algorithm::CollNetChain, Algorithm::Pat, Algorithm::Sharp})
        if (toString(a) == lower)
            return a;
    return std::nullopt;
}

bool usesInNetworkReduction(Algorithm a, int nodes)
{
    return a == Algorithm::CollNetDirect || a == Algorithm::CollNetChain ||
           (a == Algorithm::Nvls && nodes > 1);
}

std::optional<ScopeKind> scopeFromString(std::string_view s)
{
    for (auto k : {ScopeKind::Node, ScopeKind::Su, ScopeKind::Cluster})
        if (toString(k) == s)
            return k;
    return std::nullopt;
}

double busBandwidthFactor(Collective c, int ranks)
{
    if (ranks <= 0)
        return 0.0;
    const double n = ranks;
    switch (c) {
    case Collective::AllReduce:
        return 2.0 * (n - 1.0) / n;
    case Collective::AllGather:
    case Collective::ReduceScatter:
    case Collective::AllToAll:
        return (n - 1.0) / n;
    case Collective::Broadcast:
        return 1.0;
    }
    return 1.0;
}

} // namespace fabric
