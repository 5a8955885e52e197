#include "core/verify/asbuiltcheck.h"

#include "core/common/usertext.h"
#include "core/topology/trayhosts.h"
#include "core/verify/asbuiltfile.h"
#include "core/verify/ibnetdiscoverparser.h"
#include "core/verify/lldpparser.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <set>
#include <utility>

#include <strings.h>
#include <sys/stat.h>

namespace fabric {

namespace {

Text formatName(AsBuiltFormat format)
{
    return format == AsBuiltFormat::Lldp ? Text(FABRIC_TR("fabric::AsBuilt", "an LLDP table (lldpctl -f json)"))
                                         : Text(FABRIC_TR("fabric::AsBuilt", "ibnetdiscover output"));
}

bool isJsonFileName(const std::string &file)
{
    return ::strcasecmp(std::filesystem::path(file).extension().c_str(), ".json") == 0;
}

} // namespace

DiscoveryFile lldpFileArgument(const std::string &word)
{
    if (const auto equals = word.find('='); equals != std::string::npos && equals > 0)
        return {word.substr(equals + 1), word.substr(0, equals)};
    return {word, {}};
}

AsBuiltFormat detectAsBuiltFormat(std::string_view text)
{
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        // ibnetdiscover's output starts with a comment or a header, never a port line ("[1]..."):
        // a text that opens an array is JSON when it parses as JSON ("[]"), and so an LLDP table.
        if (c == '{' || (c == '[' && nlohmann::json::accept(text)))
            return AsBuiltFormat::Lldp;
        return AsBuiltFormat::Ibnetdiscover;
    }
    return AsBuiltFormat::Ibnetdiscover;
}

Expected<AsBuiltFabric> readAsBuilt(const std::vector<DiscoveryFile> &files, std::optional<AsBuiltFormat> format,
                                    const std::string &namesFile)
{
    using Result = Expected<AsBuiltFabric>;
    if (files.empty())
        return Result::failure(Text(FABRIC_TR("fabric::AsBuilt", "no discovery file given")));
    AsBuiltFabric fabric;
    // Every file read and its format known before any is parsed: files of two kinds are one
    // message, not the first parse error.
    std::vector<std::string> texts;
    std::map<std::pair<dev_t, ino_t>, std::size_t> seen; // each file by its device and inode: a link is its target
    for (std::size_t i = 0; i < files.size(); ++i) {
        const std::string &file = files[i].path;
        struct stat status{};
        if (::stat(file.c_str(), &status) == 0)
            if (const auto [first, added] = seen.emplace(std::pair(status.st_dev, status.st_ino), i); !added) {
                const std::string &earlier = files[first->second].path;
                return Result::failure(file == earlier ? Text(FABRIC_TR("fabric::AsBuilt", "%1 is given twice"), file)
                                                       : Text(FABRIC_TR("fabric::AsBuilt", "%1 and %2 are the same file"), file, earlier));
            }
        auto text = readDiscoveryFile(file);
        if (!text)
            return Result::failure(text.errorText());
        AsBuiltFormat found = detectAsBuiltFormat(*text);
        // Left to find out, a file named .json is read as the JSON it says it is, and its errors
        // are JSON's ("not valid JSON at line 1, column 4"), not ibnetdiscover's.
        if (!format && isJsonFileName(file))
            found = AsBuiltFormat::Lldp;
        if (format && found != *format && found == AsBuiltFormat::Lldp)
            return Result::failure(Text(FABRIC_TR("fabric::AsBuilt", "%1: this is JSON, as %2 is, not %3"), file, formatName(found),
                                        formatName(*format)));
        const AsBuiltFormat as = format ? *format : found;
        if (i == 0)
            fabric.format = as;
        else if (as != fabric.format)
            return Result::failure(Text(FABRIC_TR("fabric::AsBuilt", "%1 is %2 but %3 is %4: check one network at a time"), file,
                                        formatName(as), files.front().path, formatName(fabric.format)));
        texts.push_back(std::move(*text));
    }
    std::vector<ObservedFabric> parts;
    for (std::size_t i = 0; i < files.size(); ++i) {
        const std::string &file = files[i].path;
        const std::string device = files[i].device.empty() ? std::filesystem::path(file).stem().string() : files[i].device;
        auto parsed = fabric.format == AsBuiltFormat::Lldp ? parseLldpJson(texts[i], device, file) : parseIbnetdiscover(texts[i], file);
        if (!parsed)
            return Result::failure(parsed.errorText());
        parts.push_back(std::move(*parsed));
    }
    // One ibnetdiscover file per subnet (a plan of several planes is several subnets); one LLDP
    // table per device, each link reported from both of its ends.
    fabric.observed = parts.size() == 1 && fabric.format == AsBuiltFormat::Ibnetdiscover ? std::move(parts.front())
                                                                                         : mergeObserved(parts);
    if (files.size() == 1)
        fabric.source = files.front().path;
    else
        fabric.source = std::to_string(files.size()) + (fabric.format == AsBuiltFormat::Lldp ? " LLDP tables" : " ibnetdiscover files");
    if (!namesFile.empty())
        return withNamesFile(std::move(fabric), namesFile);
    return fabric;
}

Expected<AsBuiltFabric> withNamesFile(AsBuiltFabric fabric, const std::string &namesFile)
{
    using Result = Expected<AsBuiltFabric>;
    const auto text = readDiscoveryFile(namesFile);
    if (!text)
        return Result::failure(text.errorText());
    std::map<std::string, int> lines;
    auto names = parseNameMap(*text, namesFile, &lines);
    if (!names)
        return Result::failure(names.errorText());
    fabric.names = std::move(*names);
    fabric.nameLines = std::move(lines);
    fabric.namesFile = namesFile;
    return fabric;
}

namespace {

// Discovery tools name each compute tray of an NVL72 rack as a host of its own (ibnetdiscover by
// its adapters, LLDP by its system name), as the plan's topology export does (trayhosts.h).
std::map<std::string, HostInDevice> trayHostsOf(const NetworkPlan &network)
{
    std::map<std::string, HostInDevice> trays;
    for (const Device &device : network.topology.devices)
        if (const int perHost = portsPerTrayHost(device); perHost > 0)
            for (int host = 1; host <= device.hosts; ++host)
                trays[trayHostName(device.name, host, device.hosts)] = {device.name, (host - 1) * perHost, perHost};
    return trays;
}

} // namespace

std::optional<std::string> unplannedNameProblem(const Plan &plan, const AsBuiltFabric &fabric)
{
    if (fabric.names.empty())
        return std::nullopt;
    std::set<std::string> planned;
    for (const NetworkPlan &network : plan.networks) {
        for (const Device &device : network.topology.devices)
            planned.insert(device.name);
        for (const auto &tray : trayHostsOf(network))
            planned.insert(tray.first);
    }
    for (const std::string &site : fabric.observed.devices) {
        const auto name = fabric.names.find(site);
        if (name == fabric.names.end() || planned.count(name->second))
            continue;
        const auto line = fabric.nameLines.find(site);
        const std::string where = fabric.namesFile.empty() ? std::string()
            : fabric.namesFile + (line == fabric.nameLines.end() ? "" : ":" + std::to_string(line->second)) + ": ";
        return where + quotedText(name->second) + " is not a device of the plan (the name given to " + quotedText(site)
            + ", found in " + fabric.source + ")";
    }
    return std::nullopt;
}

Expected<AsBuiltCheck> checkAsBuilt(const Plan &plan, const AsBuiltFabric &fabric, std::optional<NetworkRole> role,
                                    bool ignoreSpeed)
{
    using Result = Expected<AsBuiltCheck>;
    const bool infiniband = fabric.format == AsBuiltFormat::Ibnetdiscover;
    const NetworkPlan *network = nullptr;
    if (role) {
        network = plan.network(*role);
        if (!network)
            return Result::failure(Text(FABRIC_TR("fabric::AsBuilt", "the plan has no %1"), networkTitle(*role)));
        if ((network->technology() == Technology::InfiniBand) != infiniband)
            return Result::failure(
                infiniband ? Text(FABRIC_TR("fabric::AsBuilt", "the planned %1 is Ethernet: LLDP tables check it, not "
                                                               "ibnetdiscover output"),
                                  networkTitle(*role))
                           : Text(FABRIC_TR("fabric::AsBuilt", "the planned %1 is InfiniBand: ibnetdiscover output checks "
                                                               "it, not LLDP tables"),
                                  networkTitle(*role)));
    } else {
        // The network of the file's technology whose devices the file names most often.
        std::set<std::string> seen;
        for (const std::string &device : fabric.observed.devices) {
            const auto it = fabric.names.find(device);
            seen.insert(it == fabric.names.end() ? device : it->second);
        }
        int best = -1;
        for (const NetworkPlan &candidate : plan.networks) {
            if ((candidate.technology() == Technology::InfiniBand) != infiniband)
                continue;
            const auto trays = trayHostsOf(candidate);
            std::set<std::string> devices;
            for (const std::string &name : seen) {
                const auto tray = trays.find(name);
                devices.insert(tray == trays.end() ? name : tray->second.device);
            }
            int shared = 0;
            for (int d = 0; d < candidate.topology.deviceCount(); ++d)
                shared += static_cast<int>(devices.count(candidate.topology.device(d).name));
            if (shared > best) {
                best = shared;
                network = &candidate;
            }
        }
        if (!network)
            return Result::failure(Text(FABRIC_TR("fabric::AsBuilt", "the plan has no %1 network for %2 to check"),
                                        technologyName(infiniband ? Technology::InfiniBand : Technology::Ethernet),
                                        formatName(fabric.format)));
    }
    AsBuiltCheck check;
    check.role = network->role;
    check.naming = infiniband ? PortNaming::Number : PortNaming::Label;
    check.planned = plannedLinks(plan, *network, check.naming);
    VerifyOptions options;
    options.ignoreSpeed = ignoreSpeed;
    options.names = fabric.names;
    options.hostsInDevices = trayHostsOf(*network);
    check.result = verifyFabric(check.planned, fabric.observed, options);
    return check;
}

} // namespace fabric
