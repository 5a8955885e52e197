#include "designflags.h"

#include "core/common/usertext.h"

#include "core/design/designvalidation.h"
#include "core/design/projectfile.h"

#include <algorithm>
#include <charconv>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>

namespace fabric::cli {

namespace {

// A design flag as --help shows it, and the Design field it sets (empty: none of its own).
struct DesignFlag
{
    const char *flag;
    const char *field;
    const char *syntax; // the flag with its value: "--nodes N"
    const char *help;   // lines after the first start with "\n"
};

// Every design flag. --help lists the flags applyFlags() takes, each with its line here, so a
// flag the parser takes is never left out of the help (tst_cli_plan checks that none is missing).
const std::vector<DesignFlag> &designFlagTable()
{
    static const std::vector<DesignFlag> flags = {
        {"--name", "name", "--name TEXT", "the design's name in reports"},
        {"--platform", "platform", "--platform NAME", "node platform (DGX-H100, DGX-B200, generic-server, ...)"},
        {"--nodes", "nodes", "--nodes N", "cluster size in nodes (1,024 or 1024)"},
        {"--gpus", "gpus", "--gpus N", "cluster size in GPUs, instead of --nodes"},
        {"--rails", "rails", "--rails N", "network ports per node on the compute fabric"},
        {"--link-speed", "linkSpeedGbps", "--link-speed GBPS", "speed of one endpoint link"},
        {"--fabric", "fabric", "--fabric infiniband|ib|ethernet|roce", "(any case)"},
        {"--switch", "switchModel", "--switch MODEL",
         "force a switch model (default: the cheapest that fits); any case, a"
         "\npart number (MQM9700-NS2F) or a model stem (Q3400) will do"},
        {"--oversubscription", "oversubscription", "--oversubscription R",
         "leaf down:up ratio (1 = non-blocking; 2, 2:1, 4:3 or 4.7)"},
        {"--spine-oversubscription", "spineOversubscription", "--spine-oversubscription R",
         "spine down:up ratio, three tiers only"},
        {"--su-size", "suSize", "--su-size N", "nodes per scalable unit"},
        {"--tiers", "tiers", "--tiers 2|3|auto", "the compute fabric's tiers (default auto: the fewest switches)"},
        {"--planes", "planes", "--planes N", "parallel planes"},
        {"--sharp", "sharp", "--sharp on|off", "in-network reduction where the switches support it"},
        {"--growth", "growthPercent", "--growth PERCENT", "switch ports kept free for growth"},
        {"--for-sale-only", "cabling.forSaleOnly", "--for-sale-only",
         "media on sale only: no end-of-life cable or optic where nothing"
         "\non sale reaches (EDR beyond 5 m); such a design then fails"},
        {"--subnet-manager", "management", "--subnet-manager auto|ufm|embedded|none",
         "(any case) who runs the InfiniBand subnet manager (default auto:"
         "\nUFM for DGX, the switch's embedded SM for other servers up to its limit)"},
        {"--management", "management", "--management auto|ufm|embedded|none", "the older name of --subnet-manager"},
        {"--networks", "networks.planned", "--networks compute,storage,inband,oob|all",
         "which networks to plan (DGX and HGX: all four; other servers: compute)"},
        {"--storage-nodes", "networks.storageDevices", "--storage-nodes N", "storage devices on the storage fabric (default 0)"},
        {"--storage-ports", "networks.storagePortsPerDevice", "--storage-ports N", "ports per storage device (default 2)"},
        {"--storage-link-speed", "networks.storage.linkSpeedGbps", "--storage-link-speed GBPS",
         "the nodes' storage ports (and the devices', unless --storage-device-speed)"},
        {"--storage-device-speed", "networks.storageLinkSpeedGbps", "--storage-device-speed GBPS",
         "the storage devices' ports, at most the nodes' storage speed"},
        {"--storage-fabric", "networks.storage.technology", "--storage-fabric infiniband|ethernet",
         "the storage fabric's technology (default the platform's RA's)"},
        {"--storage-oversubscription", "networks.storage.oversubscription", "--storage-oversubscription R",
         "storage leaf down:up ratio (default 4:3)"},
        {"--inband-oversubscription", "networks.inband.oversubscription", "--inband-oversubscription R",
         "in-band leaf down:up ratio (default 4)"},
        {"--storage-switch", "networks.storage.switchModel", "--storage-switch MODEL", "the storage fabric's switch (default the RA's)"},
        {"--inband-switch", "networks.inband.switchModel", "--inband-switch MODEL", "the in-band network's switch (default the RA's)"},
        {"--oob-switch", "networks.oob.switchModel", "--oob-switch MODEL", "the OOB network's switch (default SN2201)"},
        {"--mgmt-servers", "networks.managementServers", "--mgmt-servers N", "management servers on the in-band network (default 5)"},
        {"--pdus-per-rack", "networks.pdusPerRack", "--pdus-per-rack N", "rack PDUs with an OOB port (default 2)"},
    };
    return flags;
}

const std::map<std::string, std::string> &flagOfField()
{
    static const std::map<std::string, std::string> flags = [] {
        std::map<std::string, std::string> byField;
        for (const DesignFlag &f : designFlagTable())
            byField.emplace(f.field, f.flag); // --subnet-manager before its older name
        return byField;
    }();
    return flags;
}

// The design flags the user typed in this run: their messages name the flag, not the field.
std::set<std::string> &typedFlags()
{
    static std::set<std::string> flags;
    return flags;
}

// The project file this run's design came from, if any: its errors then name the file and the
// JSON path, as the loader's own do ("p.json: $.design.oversubscription: ...").
std::string &projectOfDesign()
{
    static std::string project;
    return project;
}

std::string lowered(std::string text)
{
    for (char &c : text)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

// A design flag's text, which goes into the design, its messages and every export: it must be
// UTF-8, or a name would make an ill-formed .xlsx and a broken JSON report much later.
std::optional<std::string> takeText(Arguments &args, const std::string &flag)
{
    auto text = args.takeValue(flag);
    if (text && !isValidUtf8(*text))
        throw UsageError(flag + " is not valid UTF-8: " + quotedText(*text) + " (ill-formed at byte "
                         + std::to_string(firstInvalidUtf8(*text) + 1) + ")");
    return text;
}

// A name to look up in the catalogue: "--switch ''" names nothing, and must not pass as automatic.
std::optional<std::string> takeName(Arguments &args, const std::string &flag, const char *example)
{
    auto text = takeText(args, flag);
    if (text && text->find_first_not_of(" \t") == std::string::npos)
        throw UsageError(flag + " takes a name such as " + example + ", not an empty text");
    return text;
}

// The number a whole word spells ("2", "4.7"), if it spells one.
std::optional<double> numberIn(const std::string &word)
{
    std::size_t used = 0;
    double value = 0;
    try {
        value = std::stod(word, &used);
    } catch (const std::exception &) {
        return std::nullopt;
    }
    // nan and inf spell no number a flag takes: "--oversubscription nan" is a usage error (exit 2).
    return used == word.size() && std::isfinite(value) ? std::optional(value) : std::nullopt;
}

// A down:up ratio: "2", "2.5", "2:1", "4:3" or "47:10". A plain number goes to the design's own
// range check; a:b takes two positive numbers, a at least b.
std::optional<double> takeRatio(Arguments &args, const std::string &flag)
{
    auto text = takeText(args, flag);
    if (!text)
        return std::nullopt;
    const std::size_t colon = text->find(':');
    const auto down = numberIn(text->substr(0, colon));
    const auto up = colon == std::string::npos ? std::optional(1.0) : numberIn(text->substr(colon + 1));
    const bool positive = colon == std::string::npos || (down && up && *down > 0 && *up > 0 && std::isfinite(*down / *up));
    if (!down || !up || !positive)
        throw UsageError(flag + " takes a ratio such as 2, 2:1 or 4:3, not " + quotedText(*text));
    if (*down < *up)
        throw ValueError(flag + ": " + quotedText(*text) + " is below 1:1; a down:up ratio is at least 1 (1 is non-blocking)");
    return *down / *up;
}

bool takeOnOff(Arguments &args, const std::string &flag, bool current)
{
    auto text = takeText(args, flag);
    if (!text)
        return current;
    const std::string word = lowered(*text); // any case, as --fabric and --management take
    if (word == "on" || word == "true" || word == "yes")
        return true;
    if (word == "off" || word == "false" || word == "no")
        return false;
    throw UsageError(flag + " takes on or off, not " + quotedText(*text));
}

// "2" or "3" (auto is handled by the caller).
int parseTiers(const std::string &text)
{
    if (text == "2" || text == "3")
        return text[0] - '0';
    throw UsageError("--tiers takes 2, 3 or auto, not " + quotedText(text));
}

void applyNetworkFlags(Arguments &args, ClusterNetworks &n);

// A switch flag's model, or empty for auto (in any case).
std::string switchFlag(const std::string &text)
{
    const std::string word = lowered(text);
    return (word == "auto" || word == "automatic") ? std::string() : text;
}

void applyFlags(Arguments &args, Design &d)
{
    if (auto v = takeText(args, "--name"))
        d.name = *v;
    if (auto v = takeName(args, "--platform", "DGX-H100"))
        d.platform = *v;
    auto nodes = args.takeInt("--nodes");
    auto gpus = args.takeInt("--gpus");
    if (nodes && gpus)
        throw UsageError("give --nodes or --gpus, not both");
    if (nodes) {
        d.nodes = *nodes;
        d.gpus.reset();
    }
    if (gpus)
        d.gpus = *gpus;
    if (auto v = args.takeInt("--rails"))
        d.rails = *v;
    if (auto v = args.takeInt("--link-speed"))
        d.linkSpeedGbps = *v;
    if (auto v = takeText(args, "--fabric")) {
        auto t = technologyFromString(lowered(*v));
        if (!t)
            throw UsageError("--fabric takes infiniband (ib) or ethernet (roce), not " + quotedText(*v));
        d.fabric = *t;
    }
    if (auto v = takeName(args, "--switch", "QM9700 or auto"))
        d.switchModel = switchFlag(*v);
    if (auto v = takeRatio(args, "--oversubscription"))
        d.oversubscription = *v;
    if (auto v = takeRatio(args, "--spine-oversubscription"))
        d.spineOversubscription = *v;
    if (auto v = args.takeInt("--su-size"))
        d.suSize = *v;
    if (auto v = takeText(args, "--tiers"))
        d.tiers = lowered(*v) == "auto" ? std::nullopt : std::optional(parseTiers(*v));
    if (auto v = args.takeInt("--planes"))
        d.planes = *v;
    d.sharp = takeOnOff(args, "--sharp", d.sharp);
    if (auto v = args.takeDouble("--growth"))
        d.growthPercent = *v;
    if (args.takeFlag("--for-sale-only"))
        d.cabling.forSaleOnly = true;
    // Who runs the InfiniBand subnet manager; --management is its older spelling.
    const char *subnetManager = "--subnet-manager";
    auto v = takeText(args, subnetManager);
    if (auto older = takeText(args, "--management")) {
        if (v)
            throw UsageError("--subnet-manager given more than once (--management is its older name)");
        v = older;
        subnetManager = "--management";
    }
    if (v) {
        auto m = managementFromString(lowered(*v));
        if (!m)
            throw UsageError(std::string(subnetManager) + " takes auto, ufm, embedded or none, not " + quotedText(*v));
        d.management = *m;
    }
    applyNetworkFlags(args, d.networks);
}

// "compute,storage,inband,oob" or "all".
std::vector<NetworkRole> parseNetworks(const std::string &text)
{
    if (lowered(text) == "all")
        return {kNetworkRoles.begin(), kNetworkRoles.end()};
    std::vector<NetworkRole> roles;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = text.find(',', start);
        const std::string word = lowered(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
        const auto role = networkRoleFromString(word);
        if (!role)
            throw UsageError("--networks takes a list of compute, storage, inband and oob, or all, not " + quotedText(text));
        if (std::find(roles.begin(), roles.end(), *role) == roles.end())
            roles.push_back(*role);
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    if (std::find(roles.begin(), roles.end(), NetworkRole::Compute) == roles.end())
        roles.insert(roles.begin(), NetworkRole::Compute); // the compute fabric is always planned
    return roles;
}


void applyNetworkFlags(Arguments &args, ClusterNetworks &n)
{
    if (auto v = takeText(args, "--networks"))
        n.planned = parseNetworks(*v);
    if (auto v = args.takeInt("--storage-nodes"))
        n.storageDevices = *v;
    if (auto v = args.takeInt("--storage-ports"))
        n.storagePortsPerDevice = *v;
    if (auto v = args.takeInt("--storage-link-speed")) {
        n.storageLinkSpeedGbps = *v;
        n.storage.linkSpeedGbps = *v; // the nodes' storage ports, and the devices unless they have their own
    }
    if (auto v = args.takeInt("--storage-device-speed"))
        n.storageLinkSpeedGbps = *v;
    if (auto v = takeText(args, "--storage-fabric")) {
        auto t = technologyFromString(lowered(*v));
        if (!t)
            throw UsageError("--storage-fabric takes infiniband (ib) or ethernet (roce), not " + quotedText(*v));
        n.storage.technology = *t;
    }
    if (auto v = takeRatio(args, "--storage-oversubscription"))
        n.storage.oversubscription = *v;
    if (auto v = takeRatio(args, "--inband-oversubscription"))
        n.inband.oversubscription = *v;
    if (auto v = takeText(args, "--storage-switch"))
        n.storage.switchModel = switchFlag(*v);
    if (auto v = takeText(args, "--inband-switch"))
        n.inband.switchModel = switchFlag(*v);
    if (auto v = takeText(args, "--oob-switch"))
        n.oob.switchModel = switchFlag(*v);
    if (auto v = args.takeInt("--mgmt-servers"))
        n.managementServers = *v;
    if (auto v = args.takeInt("--pdus-per-rack"))
        n.pdusPerRack = *v;
}

} // namespace

Design takeDesign(Arguments &args, std::string *projectFile)
{
    // Take the flags from a copy first: their values are words without dashes, and only what is
    // left after them can be the project file.
    Arguments scratch = args;
    Design ignored;
    applyFlags(scratch, ignored);
    const std::vector<std::string> positionals = scratch.takePositionals();
    if (positionals.size() > 1)
        throw UsageError("expected one project file, got " + quotedText(positionals[0]) + " and "
                         + quotedText(positionals[1]));
    Design design;
    if (positionals.size() == 1) {
        const std::string &word = positionals.front();
        const bool looksLikeProject = word.size() > 5 && word.compare(word.size() - 5, 5, ".json") == 0;
        std::error_code ec; // a 5,000-character word must not throw "File name too long"
        if (!looksLikeProject && !std::filesystem::is_regular_file(word, ec)) {
            scratch.expectEmpty(); // "--nodez 3": the unknown option is the mistake to name
            throw UsageError("unexpected argument " + quotedText(word) + " (a project file ends in .json)");
        }
        auto loaded = ProjectFile::load(positionals.front());
        if (!loaded)
            throw DesignError(loaded.error());
        design = *loaded;
        projectOfDesign() = word;
        if (projectFile)
            *projectFile = word;
    }
    for (const auto &[field, flag] : flagOfField())
        if (args.has(flag))
            typedFlags().insert(flag);
    applyFlags(args, design);
    args.takePositionals();
    for (const Diagnostic &problem : validateDesign(design)) {
        if (!problem.isError())
            continue;
        throw DesignError(messageLine(problem));
    }
    return design;
}

std::string designFlagsHelp()
{
    // The flags the parser takes, in its order: what it asks an empty command line for.
    Arguments none({});
    Design ignored;
    applyFlags(none, ignored);
    constexpr std::size_t kColumn = 25; // where the help text starts
    std::string text;
    for (const std::string &flag : none.asked()) {
        const auto row = std::find_if(designFlagTable().begin(), designFlagTable().end(),
                                      [&](const DesignFlag &f) { return flag == f.flag; });
        const std::string syntax = row != designFlagTable().end() ? row->syntax : flag;
        std::string help = row != designFlagTable().end() ? row->help : "";
        for (std::size_t at = help.find('\n'); at != std::string::npos; at = help.find('\n', at + 1))
            help.replace(at, 1, "\n" + std::string(kColumn, ' '));
        text += "  " + syntax;
        text += syntax.size() + 3 <= kColumn ? std::string(kColumn - 2 - syntax.size(), ' ') : "\n" + std::string(kColumn, ' ');
        text += help + "\n";
    }
    return text;
}

std::string fieldAsTyped(const std::string &field)
{
    auto it = flagOfField().find(field);
    if (it != flagOfField().end() && typedFlags().count(it->second))
        return it->second;
    return field;
}

std::string messageLine(const Diagnostic &diagnostic)
{
    if (diagnostic.field.empty())
        return diagnostic.message();
    std::string field = fieldAsTyped(diagnostic.field);
    // An error in a setting the project file gave (no flag overrode it): its JSON path, as the
    // project loader names the fields it refuses ("$.design.oversubscription").
    if (diagnostic.isError() && field == diagnostic.field && !projectOfDesign().empty())
        field = projectOfDesign() + ": $.design." + field;
    return field + ": " + diagnostic.message();
}

} // namespace fabric::cli

namespace fabric::cli {

namespace {

// The shortest text that reads back as the same double ("2", "4.7").
std::string numberText(double value)
{
    char buffer[32];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, end) : std::to_string(value);
}

} // namespace

std::vector<std::string> flagsOf(const Design &d)
{
    const Design defaults;
    std::vector<std::string> f{"--platform", d.platform};
    if (d.gpus)
        f.insert(f.end(), {"--gpus", std::to_string(*d.gpus)});
    else
        f.insert(f.end(), {"--nodes", std::to_string(d.nodes)});
    if (d.rails)
        f.insert(f.end(), {"--rails", std::to_string(*d.rails)});
    if (d.linkSpeedGbps)
        f.insert(f.end(), {"--link-speed", std::to_string(*d.linkSpeedGbps)});
    f.insert(f.end(), {"--fabric", std::string(toString(d.fabric))});
    if (!d.switchModel.empty())
        f.insert(f.end(), {"--switch", d.switchModel});
    f.insert(f.end(), {"--oversubscription", numberText(d.oversubscription)});
    if (d.spineOversubscription != defaults.spineOversubscription)
        f.insert(f.end(), {"--spine-oversubscription", numberText(d.spineOversubscription)});
    if (d.suSize)
        f.insert(f.end(), {"--su-size", std::to_string(*d.suSize)});
    if (d.tiers)
        f.insert(f.end(), {"--tiers", std::to_string(*d.tiers)});
    f.insert(f.end(), {"--planes", std::to_string(d.planes), "--sharp", d.sharp ? "on" : "off"});
    if (d.growthPercent != defaults.growthPercent)
        f.insert(f.end(), {"--growth", numberText(d.growthPercent)});
    if (d.management != defaults.management)
        f.insert(f.end(), {"--management", std::string(toString(d.management))});
    const ClusterNetworks &n = d.networks, &none = defaults.networks;
    if (n.planned) {
        std::string list;
        for (NetworkRole role : *n.planned)
            list += (list.empty() ? "" : ",") + std::string(toString(role));
        f.insert(f.end(), {"--networks", list});
    }
    if (n.storageDevices != none.storageDevices)
        f.insert(f.end(), {"--storage-nodes", std::to_string(n.storageDevices)});
    if (n.storagePortsPerDevice != none.storagePortsPerDevice)
        f.insert(f.end(), {"--storage-ports", std::to_string(n.storagePortsPerDevice)});
    if (n.storage.linkSpeedGbps)
        f.insert(f.end(), {"--storage-link-speed", std::to_string(*n.storage.linkSpeedGbps)});
    if (n.storageLinkSpeedGbps && n.storageLinkSpeedGbps != n.storage.linkSpeedGbps)
        f.insert(f.end(), {"--storage-device-speed", std::to_string(*n.storageLinkSpeedGbps)});
    if (n.storage.technology)
        f.insert(f.end(), {"--storage-fabric", std::string(toString(*n.storage.technology))});
    if (n.storage.oversubscription)
        f.insert(f.end(), {"--storage-oversubscription", numberText(*n.storage.oversubscription)});
    if (n.inband.oversubscription)
        f.insert(f.end(), {"--inband-oversubscription", numberText(*n.inband.oversubscription)});
    if (!n.storage.switchModel.empty())
        f.insert(f.end(), {"--storage-switch", n.storage.switchModel});
    if (!n.inband.switchModel.empty())
        f.insert(f.end(), {"--inband-switch", n.inband.switchModel});
    if (!n.oob.switchModel.empty())
        f.insert(f.end(), {"--oob-switch", n.oob.switchModel});
    if (n.managementServers)
        f.insert(f.end(), {"--mgmt-servers", std::to_string(*n.managementServers)});
    if (n.pdusPerRack != none.pdusPerRack)
        f.insert(f.end(), {"--pdus-per-rack", std::to_string(n.pdusPerRack)});
    return f;
}

bool untouchedByFlags(const Design &d)
{
    const Design defaults;
    const ClusterNetworks &n = d.networks;
    const bool specsByFlags = !n.storage.nodePorts
        && !n.inband.technology && !n.inband.linkSpeedGbps && !n.inband.nodePorts && !n.oob.technology
        && !n.oob.linkSpeedGbps && !n.oob.nodePorts && !n.oob.oversubscription;
    return specsByFlags && d.floor == defaults.floor && d.cabling == defaults.cabling && d.pricing == defaults.pricing
        && d.modelOverrides == defaults.modelOverrides;
}

} // namespace fabric::cli
