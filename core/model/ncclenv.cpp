#include "core/model/ncclenv.h"

#include "core/common/text.h"
#include "core/common/usertext.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace fabric {

namespace {

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

std::string trim(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return std::string(s);
}

constexpr Algorithm kNcclAlgorithms[] = {
    Algorithm::Ring,          Algorithm::Tree,         Algorithm::Nvls, Algorithm::NvlsTree,
    Algorithm::CollNetDirect, Algorithm::CollNetChain, Algorithm::Pat};
constexpr Protocol kProtocols[] = {Protocol::Ll, Protocol::Ll128, Protocol::Simple};

unsigned bit(Algorithm a)
{
    return 1u << static_cast<unsigned>(a);
}

unsigned bit(Protocol p)
{
    return 1u << static_cast<unsigned>(p);
}

// NCCL's list syntax: "a,b" allows only those, "^a,b" allows all but those.
Expected<unsigned> parseList(const std::string &name, const std::vector<std::string> &items,
                             bool algorithms)
{
    if (items.empty() || (items.size() == 1 && items[0].empty()))
        return Expected<unsigned>::failure(name + " needs a list of names");
    bool exclude = false;
    unsigned mask = 0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        std::string item = lower(items[i]);
        if (i == 0 && !item.empty() && item[0] == '^') {
            exclude = true;
            item.erase(0, 1);
        }
        if (item.find(':') != std::string::npos || item.find(';') != std::string::npos)
            return Expected<unsigned>::failure(
                name + ": per-function lists (\"allreduce:...\") are not modelled; give one list");
        unsigned found = 0;
        if (algorithms) {
            if (item == "collnet") // NCCL before 2.14 named both CollNet variants so
                found = bit(Algorithm::CollNetDirect) | bit(Algorithm::CollNetChain);
            for (Algorithm a : kNcclAlgorithms)
                if (item == toString(a))
                    found = bit(a);
        } else {
            for (Protocol p : kProtocols)
                if (item == lower(toString(p)))
                    found = bit(p);
        }
        if (!found)
            return Expected<unsigned>::failure(
                name + ": unknown " + (algorithms ? "algorithm" : "protocol") + " " + quotedText(items[i]) +
                " (" +
                (algorithms ? "ring, tree, nvls, nvlstree, collnetdirect, collnetchain, pat"
                            : "LL, LL128, Simple") +
                ")");
        mask |= found;
    }
    return exclude ? ~mask : mask;
}

Expected<bool> parseFlag(const std::string &name, const std::vector<std::string> &items)
{
    if (items.size() == 1 && (items[0] == "0" || items[0] == "1" || items[0] == "2"))
        return items[0] != "0"; // 2 is NCCL's "on where supported"
    return Expected<bool>::failure(name + " takes 0 or 1");
}

} // namespace

Expected<NcclEnv> parseNcclEnv(std::string_view text, NcclEnv env)
{
    // Split on commas; a piece with '=' starts a variable, one without continues its list.
    std::vector<std::pair<std::string, std::vector<std::string>>> vars;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(',', start), text.size());
        const std::string piece = trim(text.substr(start, end - start));
        const auto eq = piece.find('=');
        if (eq != std::string::npos) {
            vars.push_back({trim(piece.substr(0, eq)), {trim(piece.substr(eq + 1))}});
        } else if (!vars.empty()) {
            vars.back().second.push_back(piece);
        } else if (!piece.empty()) {
            return Expected<NcclEnv>::failure("expected NAME=VALUE, not " + quotedText(piece));
        }
        start = end + 1;
    }
    if (vars.empty())
        return Expected<NcclEnv>::failure("expected NAME=VALUE pairs");
    for (const auto &[rawName, items] : vars) {
        std::string name = rawName;
        std::transform(name.begin(), name.end(), name.begin(),
                       [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
        if (name == "NCCL_ALGO") {
            auto m = parseList(name, items, true);
            if (!m)
                return Expected<NcclEnv>::failure(m.error());
            env.algorithms = *m;
        } else if (name == "NCCL_PROTO") {
            auto m = parseList(name, items, false);
            if (!m)
                return Expected<NcclEnv>::failure(m.error());
            env.protocols = *m;
            env.protocolsListed = true;
        } else if (name == "NCCL_NVLS_ENABLE" || name == "NCCL_COLLNET_ENABLE") {
            auto f = parseFlag(name, items);
            if (!f)
                return Expected<NcclEnv>::failure(f.error());
            (name == "NCCL_NVLS_ENABLE" ? env.nvls : env.collnet) = *f;
        } else {
            return Expected<NcclEnv>::failure("unknown variable " + quotedText(rawName) +
                                              " (NCCL_ALGO, NCCL_PROTO, NCCL_NVLS_ENABLE, "
                                              "NCCL_COLLNET_ENABLE)");
        }
    }
    return env;
}

// The names `env` allows out of `items`, comma-separated; empty when it allows all of them.
template <typename T, std::size_t N>
std::string restrictedList(const NcclEnv &env, const T (&items)[N])
{
    std::string list;
    bool all = true;
    for (T item : items) {
        if (!env.allows(item)) {
            all = false;
            continue;
        }
        if (!list.empty())
            list += ',';
        list += toString(item);
    }
    return all ? std::string() : list;
}

std::string describe(const NcclEnv &env)
{
    const NcclEnv defaults;
    std::string out;
    auto add = [&out](const std::string &s) { out += (out.empty() ? "" : " ") + s; };
    if (const std::string list = restrictedList(env, kNcclAlgorithms); !list.empty())
        add("NCCL_ALGO=" + list);
    if (const std::string list = restrictedList(env, kProtocols); !list.empty())
        add("NCCL_PROTO=" + list);
    else if (env.protocolsListed)
        add("NCCL_PROTO=LL,LL128,Simple");
    if (env.nvls != defaults.nvls)
        add("NCCL_NVLS_ENABLE=0");
    if (env.collnet != defaults.collnet)
        add("NCCL_COLLNET_ENABLE=1");
    return out.empty() ? "NCCL defaults" : out;
}

Diagnostics unusedBy(Collective collective, const NcclEnv &env, const std::string &field)
{
    // NCCL 2.30.7 src/enqueue.cc: point-to-point work takes no algorithm, and addP2pToPlan sends a
    // peer's share on LL up to NCCL_P2P_LL_THRESHOLD (16 KiB) per channel, else on Simple.
    Diagnostics notes;
    if (collective != Collective::AllToAll)
        return notes;
    const NcclEnv defaults;
    if (env.algorithms != defaults.algorithms)
        notes.push_back(makeNote(field, Text(FABRIC_TR("fabric::Model", "NCCL_ALGO does not apply to alltoall: NCCL runs it as "
                                                                        "point-to-point sends, which no algorithm choice reaches"))));
    if (env.protocols != defaults.protocols)
        notes.push_back(makeNote(field, Text(FABRIC_TR("fabric::Model", "NCCL_PROTO does not apply to alltoall: NCCL sends each "
                                                                        "peer's share on LL or Simple by its size, never LL128"))));
    return notes;
}

} // namespace fabric
