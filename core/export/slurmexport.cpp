#include "core/export/topologyexport.h"

#include "core/export/textescape.h"
#include "core/plan/plan.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace fabric {

namespace {

struct NumberedName
{
    std::string prefix;
    std::string digits; // as written, zero padding kept
};

NumberedName split(const std::string &name)
{
    std::size_t end = name.size();
    std::size_t begin = end;
    while (begin > 0 && std::isdigit(static_cast<unsigned char>(name[begin - 1])))
        --begin;
    if (begin == end)
        return {name, {}};
    return {name.substr(0, begin), name.substr(begin)};
}

// Slurm names may not hold spaces, commas or brackets: anything else is kept.
std::string slurmName(std::string name)
{
    for (char &c : name)
        if (std::isspace(static_cast<unsigned char>(c)) || c == ',' || c == '[' || c == ']' || c == '='
            || c == '#')
            c = '_';
    return name;
}

std::string rangeList(const std::vector<std::pair<long long, std::string>> &numbers)
{
    std::string out;
    std::size_t i = 0;
    while (i < numbers.size()) {
        std::size_t j = i;
        while (j + 1 < numbers.size() && numbers[j + 1].first == numbers[j].first + 1)
            ++j;
        if (!out.empty())
            out += ',';
        out += numbers[i].second;
        if (j > i)
            out += "-" + numbers[j].second;
        i = j + 1;
    }
    return out;
}

} // namespace

std::string hostlist(std::vector<std::string> names)
{
    // Group by prefix and digit count; within a group, runs of consecutive numbers become ranges.
    std::map<std::pair<std::string, std::size_t>, std::vector<std::pair<long long, std::string>>> groups;
    std::vector<std::pair<std::string, std::size_t>> order;
    std::vector<std::string> plain;
    std::vector<NumberedName> numbered;
    std::set<std::pair<std::string, std::size_t>> paddedWidths;
    for (const std::string &raw : names) {
        const std::string name = slurmName(raw);
        NumberedName parts = split(name);
        if (parts.digits.empty() || parts.digits.size() > 15) {
            plain.push_back(name);
            continue;
        }
        if (parts.digits.size() > 1 && parts.digits.front() == '0')
            paddedWidths.emplace(parts.prefix, parts.digits.size());
        numbered.push_back(std::move(parts));
    }
    for (const NumberedName &parts : numbered) {
        // Zero-padded numbers keep their width ("001"), and a number of that width runs on in
        // their range (Slurm reads n[01-11] as n01 ... n11); other plain ones run on across
        // widths (9, 10).
        const bool padded = paddedWidths.count({parts.prefix, parts.digits.size()}) > 0;
        const auto key = std::make_pair(parts.prefix, padded ? parts.digits.size() : 0);
        if (!groups.count(key))
            order.push_back(key);
        groups[key].emplace_back(std::stoll(parts.digits), parts.digits);
    }
    std::string out;
    for (const auto &key : order) {
        auto &numbers = groups[key];
        std::sort(numbers.begin(), numbers.end());
        numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
        if (!out.empty())
            out += ',';
        if (numbers.size() == 1)
            out += key.first + numbers.front().second;
        else
            out += key.first + "[" + rangeList(numbers) + "]";
    }
    for (const std::string &name : plain)
        out += (out.empty() ? "" : ",") + name;
    return out;
}

namespace {

// A node of several hosts (an NVL72 rack of 18 compute trays) is one NVLink domain: Slurm's
// topology/block keeps a job inside one, each tray a Slurm node (topology.conf(5)).
std::string slurmBlocks(const Plan &plan, const Platform &platform, const std::string &header)
{
    const int hosts = platform.hosts;
    const std::size_t width = std::max<std::size_t>(2, std::to_string(hosts).size());
    std::string out = "# Slurm topology.conf for TopologyPlugin=topology/block\n" + header;
    out += "# One block per NVLink domain: each " + platform.name + " is " + std::to_string(hosts) +
           " compute trays, a Slurm node each, named here after their rack (-t01 ...):\n"
           "# put the trays' host names in their place. Slurm 22.05 (Debian 12's) has no topology/block.\n";
    for (const Device &device : plan.compute().topology.devices) {
        if (device.kind != DeviceKind::Node)
            continue;
        const std::string rack = slurmName(device.name);
        std::vector<std::string> trays;
        for (int t = 1; t <= hosts; ++t) {
            std::string number = std::to_string(t);
            trays.push_back(rack + "-t" + std::string(width - number.size(), '0') + number);
        }
        out += "BlockName=" + rack + " Nodes=" + hostlist(trays) + "\n";
    }
    out += "BlockSizes=" + std::to_string(hosts) + "\n";
    return out;
}

} // namespace

std::string slurmTopology(const Plan &plan)
{
    const Topology &topology = plan.compute().topology;
    const std::string name = oneLineText(plan.design.name);
    const std::string header = "# Generated by Fabric Planner from the design \"" + name + "\"\n";
    if (const Platform *platform = plan.compute().sizing.platform; platform && platform->hosts > 1)
        return slurmBlocks(plan, *platform, header);
    std::string out = "# Slurm topology.conf for TopologyPlugin=topology/tree\n" + header;
    out += "# One block per scalable unit: its rail leaves reach all of its nodes in one hop.\n";

    // Nodes by scalable unit; nodes outside any unit form one block.
    std::map<int, std::vector<std::string>> nodesBySu;
    for (int d = 0; d < topology.deviceCount(); ++d) {
        const Device &device = topology.device(d);
        if (device.kind == DeviceKind::Node)
            nodesBySu[std::max(-1, device.su)].push_back(device.name);
    }
    if (nodesBySu.empty())
        return out;

    // Scalable units whose leaves reach the same spines share a pod (three tiers only).
    std::map<int, int> podKeyBySu;
    for (const Link &link : topology.links) {
        if (link.plane() != 0 || link.tier() != LinkTier::LeafSpine)
            continue;
        const Device &leaf = topology.device(link.a().device);
        auto [it, inserted] = podKeyBySu.emplace(leaf.su, link.b().device);
        if (!inserted)
            it->second = std::min(it->second, link.b().device);
    }

    auto blockName = [&](int su) {
        return su < 0 ? std::string("fabric") : "su" + std::to_string(su + 1);
    };
    std::vector<std::string> blocks;
    for (const auto &[su, nodes] : nodesBySu) {
        blocks.push_back(blockName(su));
        out += "SwitchName=" + blockName(su) + " Nodes=" + hostlist(nodes) + "\n";
    }
    if (blocks.size() < 2)
        return out;
    if (plan.compute().sizing.tiers >= 3) {
        std::map<int, std::vector<std::string>> pods;
        for (const auto &[su, nodes] : nodesBySu) {
            auto it = podKeyBySu.find(su);
            pods[it == podKeyBySu.end() ? -1 : it->second].push_back(blockName(su));
        }
        if (pods.size() > 1) {
            std::vector<std::string> podNames;
            int index = 1;
            for (const auto &[key, members] : pods) {
                podNames.push_back("pod" + std::to_string(index++));
                out += "SwitchName=" + podNames.back() + " Switches=" + hostlist(members) + "\n";
            }
            out += "SwitchName=core Switches=" + hostlist(podNames) + "\n";
            return out;
        }
    }
    out += "SwitchName=spine Switches=" + hostlist(blocks) + "\n";
    return out;
}

} // namespace fabric
