#include "core/verify/fabricdiff.h"

#include "core/common/usertext.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>
#include <tuple>
#include <utility>

namespace fabric {

namespace {

using PortKey = std::pair<std::string, std::string>; // device, port

// Fewer devices than this share of the fabric's found in the plan, and it is another fabric.
constexpr double kSharedShare = 0.5;
constexpr std::size_t kStrangersShown = 5;

int kindOrder(DifferenceKind kind)
{
    switch (kind) {
    case DifferenceKind::UnknownDevice: return 0;
    case DifferenceKind::Missing: return 1;
    case DifferenceKind::Miswired: return 2;
    case DifferenceKind::Extra: return 3;
    case DifferenceKind::Speed: return 4;
    }
    return 5;
}

// Each host that is part of a planned device (an NVL72 tray) as that device, the rack the plan
// compares: an adapter's number is the host's own port; an interface name is one of the host's.
void intoPlannedDevices(ObservedFabric &observed, const std::map<std::string, HostInDevice> &hosts)
{
    if (hosts.empty())
        return;
    auto intoDevice = [&](ObservedEnd &end) {
        const auto host = hosts.find(end.device);
        if (host == hosts.end())
            return;
        const HostInDevice &tray = host->second;
        end.device = tray.device;
        int port = 0;
        const auto [stop, error] = std::from_chars(end.port.data(), end.port.data() + end.port.size(), port);
        if (!end.port.empty() && error == std::errc() && stop == end.port.data() + end.port.size()) {
            end.port = std::to_string(tray.portOffset + port);
        } else {
            end.firstPort = tray.portOffset + 1;
            end.lastPort = tray.portOffset + tray.ports;
        }
    };
    for (ObservedLink &link : observed.links) {
        intoDevice(link.a);
        intoDevice(link.b);
    }
    std::vector<std::string> devices;
    std::set<std::string> seen;
    for (const std::string &device : observed.devices) {
        const auto host = hosts.find(device);
        const std::string &name = host == hosts.end() ? device : host->second.device;
        if (seen.insert(name).second)
            devices.push_back(name);
    }
    observed.devices = std::move(devices);
}

} // namespace

int VerifyResult::count(DifferenceKind kind) const
{
    return static_cast<int>(std::count_if(differences.begin(), differences.end(),
                                          [kind](const Difference &d) { return d.kind == kind; }));
}

VerifyResult verifyFabric(const std::vector<PlannedLink> &planned, ObservedFabric observed, const VerifyOptions &options)
{
    VerifyResult result;
    result.plannedLinks = static_cast<int>(planned.size());
    result.observedLinks = static_cast<int>(observed.links.size());

    auto rename = [&](std::string &device) {
        if (const auto it = options.names.find(device); it != options.names.end())
            device = it->second;
    };
    for (std::string &device : observed.devices)
        rename(device);
    for (ObservedLink &link : observed.links) {
        rename(link.a.device);
        rename(link.b.device);
    }
    intoPlannedDevices(observed, options.hostsInDevices);

    std::map<PortKey, int> plannedAt;
    std::map<std::string, std::string> rackOf;
    for (std::size_t i = 0; i < planned.size(); ++i)
        for (const PlannedEnd *end : {&planned[i].a, &planned[i].b}) {
            plannedAt[{end->device, end->port}] = static_cast<int>(i);
            rackOf.emplace(end->device, end->rack);
        }

    std::vector<std::string> unknown;
    std::set<std::string> unknownSet;
    for (const std::string &device : observed.devices)
        if (!rackOf.count(device) && unknownSet.insert(device).second)
            unknown.push_back(device);
    const std::size_t known = observed.devices.size() - unknown.size();
    // Another network's file: most of its devices are not in the plan, or none of its cables joins
    // two that are (the compute fabric's file checked as the storage network shares only the
    // nodes, each of whose cables ends at a switch the storage plan does not have).
    const bool anyCableBetweenPlanned =
        std::any_of(observed.links.begin(), observed.links.end(), [&](const ObservedLink &link) {
            return !unknownSet.count(link.a.device) && !unknownSet.count(link.b.device);
        });
    if (!observed.devices.empty() &&
        (static_cast<double>(known) < kSharedShare * static_cast<double>(observed.devices.size()) ||
         (!observed.links.empty() && !anyCableBetweenPlanned))) {
        result.otherFabric = true;
        result.strangers.assign(unknown.begin(), unknown.begin() + static_cast<std::ptrdiff_t>(std::min(unknown.size(), kStrangersShown)));
        return result;
    }
    for (const std::string &device : unknown) {
        Difference d;
        d.kind = DifferenceKind::UnknownDevice;
        d.device = device;
        result.differences.push_back(std::move(d));
    }

    std::vector<bool> matched(planned.size(), false);
    std::set<PortKey> used; // every port the fabric has a cable in
    for (const ObservedLink &link : observed.links) {
        used.insert({link.a.device, link.a.port});
        used.insert({link.b.device, link.b.port});
    }
    auto at = [&](const ObservedEnd &end) {
        const auto it = plannedAt.find({end.device, end.port});
        return it == plannedAt.end() ? -1 : it->second;
    };
    // A host's interface name ("eth1", "ens1f0np0") says nothing of the plan's port numbers: an
    // end on a planned device at a port the plan does not know is taken to be the planned link
    // of the other end when that link goes to this device. Only the host is checked, not its port.
    // A port number ("3", "1/2") is always checked.
    auto isInterfaceName = [](const std::string &port) {
        return !port.empty() && port.find_first_not_of("0123456789/") != std::string::npos;
    };
    auto hostMatch = [&](int planned_, const ObservedEnd &end) {
        if (planned_ < 0 || !isInterfaceName(end.port) || plannedAt.count({end.device, end.port}))
            return -1;
        const PlannedLink &p = planned[static_cast<std::size_t>(planned_)];
        // An NVL72 tray is the host: the planned port must be one of its own.
        auto onHost = [&](const PlannedEnd &e) {
            return e.device == end.device && (end.lastPort == 0 || (e.portNumber >= end.firstPort && e.portNumber <= end.lastPort));
        };
        return onHost(p.a) || onHost(p.b) ? planned_ : -1;
    };
    for (const ObservedLink &link : observed.links) {
        if (unknownSet.count(link.a.device) || unknownSet.count(link.b.device))
            continue; // reported with its device
        int pa = at(link.a);
        int pb = at(link.b);
        if (pa < 0)
            pa = hostMatch(pb, link.a);
        if (pb < 0)
            pb = hostMatch(pa, link.b);
        Difference d;
        d.observed = link;
        if (pa >= 0 && pa == pb) {
            matched[static_cast<std::size_t>(pa)] = true;
            ++result.asPlanned;
            const double want = planned[static_cast<std::size_t>(pa)].speedGbps;
            if (options.ignoreSpeed || link.speedGbps <= 0.0 || want <= 0.0 || std::abs(link.speedGbps - want) < 0.01 * want)
                continue;
            d.kind = DifferenceKind::Speed;
            d.planned = {pa};
        } else if (pa < 0 && pb < 0) {
            d.kind = DifferenceKind::Extra;
        } else {
            d.kind = DifferenceKind::Miswired;
            for (int p : {pa, pb})
                if (p >= 0)
                    d.planned.push_back(p);
        }
        if (!d.planned.empty())
            d.rack = planned[static_cast<std::size_t>(d.planned.front())].a.rack;
        else if (const auto it = rackOf.find(link.a.device); it != rackOf.end())
            d.rack = it->second;
        result.differences.push_back(std::move(d));
    }
    // A planned link with a cable at either end is named by the miswired link there.
    for (std::size_t i = 0; i < planned.size(); ++i) {
        const PlannedLink &p = planned[i];
        if (matched[i] || used.count({p.a.device, p.a.port}) || used.count({p.b.device, p.b.port}))
            continue;
        Difference d;
        d.kind = DifferenceKind::Missing;
        d.planned = {static_cast<int>(i)};
        d.rack = p.a.rack;
        result.differences.push_back(std::move(d));
    }

    auto cableOf = [&](const Difference &d) { return d.planned.empty() ? 0 : planned[static_cast<std::size_t>(d.planned.front())].cable; };
    std::stable_sort(result.differences.begin(), result.differences.end(), [&](const Difference &x, const Difference &y) {
        return std::make_tuple(!x.rack.empty(), x.rack, kindOrder(x.kind), cableOf(x), x.observed.line)
             < std::make_tuple(!y.rack.empty(), y.rack, kindOrder(y.kind), cableOf(y), y.observed.line);
    });
    return result;
}

Expected<std::map<std::string, std::string>> parseNameMap(std::string_view text, const std::string &fileName,
                                                          std::map<std::string, int> *lineOfSite)
{
    std::map<std::string, std::string> names;
    std::map<std::string, int> lineOf; // the line each site name and each plan name was given on
    std::map<std::string, int> planLineOf;
    int lineNumber = 0;
    std::size_t position = 0;
    while (position < text.size()) {
        auto end = text.find('\n', position);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(position, end - position);
        position = end + 1;
        ++lineNumber;
        if (const auto hash = line.find('#'); hash != std::string_view::npos)
            line = line.substr(0, hash);
        std::vector<std::string_view> words;
        std::size_t i = 0;
        while (i < line.size()) {
            while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r' || line[i] == ','))
                ++i;
            const std::size_t start = i;
            while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r' && line[i] != ',')
                ++i;
            if (i > start)
                words.push_back(line.substr(start, i - start));
        }
        if (words.empty())
            continue;
        if (words.size() != 2)
            return Expected<std::map<std::string, std::string>>::failure(
                fileName + ":" + std::to_string(lineNumber) + ": expected SITE-NAME PLAN-NAME, found " + quotedText(line));
        // One name a device: a second line for the same site or plan name is a mistake, whichever
        // line was meant (the last one used to win in silence).
        const std::string site(words[0]), plan(words[1]);
        const auto where = fileName + ":" + std::to_string(lineNumber) + ": ";
        const auto siteSeen = lineOf.find(site);
        if (siteSeen != lineOf.end() && names[site] != plan)
            return Expected<std::map<std::string, std::string>>::failure(
                where + quotedText(site) + " is mapped to " + quotedText(names[site]) + " on line " +
                std::to_string(siteSeen->second) + " and to " + quotedText(plan) + " here");
        if (const auto it = planLineOf.find(plan); it != planLineOf.end() && siteSeen == lineOf.end())
            return Expected<std::map<std::string, std::string>>::failure(
                where + "two site names are mapped to " + quotedText(plan) + " (here and on line " +
                std::to_string(it->second) + ")");
        names[site] = plan;
        lineOf.emplace(site, lineNumber);
        planLineOf.emplace(plan, lineNumber);
    }
    if (lineOfSite)
        *lineOfSite = std::move(lineOf);
    return names;
}

} // namespace fabric
