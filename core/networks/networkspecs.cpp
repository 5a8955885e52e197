#include "core/networks/networkspecs.h"

#include <algorithm>

namespace fabric {

namespace {

// NVIDIA's choices in the DGX SuperPOD RAs: the H100 RA's storage fabric is QM9700 and its
// in-band network SN4600C at 100G; the GB200/GB300 north-south guide's in-band is SN5600 at 400G
// and up; the OOB network is SN2201 throughout (shared/reference/catalogue.md B1, B5).
std::string raSwitch(NetworkRole role, Technology technology, int speedGbps)
{
    switch (role) {
    case NetworkRole::Storage: return technology == Technology::InfiniBand ? "QM9700" : "SN5600";
    case NetworkRole::Inband: return speedGbps <= 100 ? "SN4600C" : "SN5600";
    case NetworkRole::Oob: return "SN2201";
    case NetworkRole::Compute: break;
    }
    return {};
}

// The node side's leaf ratio by default: the H100 RA's storage links are "slightly oversubscribed
// with a ratio near 4:3"; the in-band network is sized by ports, 3:1 at the leaf is our default
// (docs/networks.md).
double defaultRatio(NetworkRole role)
{
    return role == NetworkRole::Storage ? 4.0 / 3.0 : role == NetworkRole::Inband ? 4.0 : 1.0;
}

std::string field(NetworkRole role, const char *name)
{
    return "networks." + std::string(toString(role)) + "." + name;
}

bool isDgxOrHgx(const Platform &platform)
{
    return platform.name.rfind("DGX", 0) == 0 || platform.name.rfind("HGX", 0) == 0;
}

} // namespace

std::vector<NetworkRole> defaultNetworks(const Platform &platform)
{
    if (isDgxOrHgx(platform))
        return {kNetworkRoles.begin(), kNetworkRoles.end()};
    return {NetworkRole::Compute};
}

std::vector<ResolvedNetwork> resolveNetworks(const Design &design, int nodes, const Catalogue &catalogue,
                                             Diagnostics &diagnostics)
{
    std::vector<ResolvedNetwork> result;
    const Platform *platform = catalogue.findPlatform(design.platform);
    if (!platform || nodes <= 0)
        return result;
    const bool asked = design.networks.planned.has_value();
    const std::vector<NetworkRole> planned = asked ? *design.networks.planned : defaultNetworks(*platform);
    for (NetworkRole role : {NetworkRole::Storage, NetworkRole::Inband, NetworkRole::Oob}) {
        if (std::find(planned.begin(), planned.end(), role) == planned.end())
            continue;
        const NetworkSpec &spec = design.networks.spec(role);
        const PlatformNetworkPorts *layout = catalogue.findNetworkPorts(platform->name, toString(role));
        ResolvedNetwork net;
        net.role = role;
        if (layout) {
            net.nodePorts = layout->ports;
            net.linkSpeedGbps = layout->speedGbps;
            net.technology = layout->technology;
            net.nodeCageType = layout->cageType;
        } else if (role == NetworkRole::Oob) {
            // Every server has a BMC port; the catalogue records it where a source names it.
            net.nodePorts = 1;
            net.linkSpeedGbps = 1;
            net.nodeCageType = "RJ45";
        }
        net.nodePorts = spec.nodePorts.value_or(net.nodePorts);
        net.linkSpeedGbps = spec.linkSpeedGbps.value_or(net.linkSpeedGbps);
        net.technology = spec.technology.value_or(net.technology);
        if (net.nodePorts <= 0 || net.linkSpeedGbps <= 0) {
            // No flag and no field of the window sets a network's node ports: the project file does.
            const Text why(FABRIC_TR("fabric::Networks", "the catalogue has no published port layout for the %2 on the %1; give the ports per "
                                                         "node and their speed in the project file (networks.%3.nodePorts and "
                                                         "networks.%3.linkSpeedGbps), or plan without the %1"),
                           networkTitle(role), platform->name, std::string(toString(role)));
            if (asked)
                diagnostics.push_back(makeError(field(role, "nodePorts"), why));
            else
                diagnostics.push_back(makeNote(field(role, "nodePorts"),
                                               Text(FABRIC_TR("fabric::Networks", "%1 not planned: %2"), networkTitle(role), why)));
            continue;
        }
        if (role != NetworkRole::Storage && net.technology != Technology::Ethernet) {
            diagnostics.push_back(makeError(field(role, "technology"),
                                            Text(FABRIC_TR("fabric::Networks", "the %1 is Ethernet; use --storage-fabric for an "
                                                                               "InfiniBand storage fabric"),
                                                 networkTitle(role))));
            continue;
        }
        net.switchFromUser = !spec.switchModel.empty();
        net.switchModel = net.switchFromUser ? spec.switchModel : raSwitch(role, net.technology, net.linkSpeedGbps);
        net.oversubscription = spec.oversubscription.value_or(defaultRatio(role));
        result.push_back(std::move(net));
    }
    return result;
}

std::vector<NetworkRole> networksPlannedByDefault(const Platform &platform, const Catalogue &catalogue)
{
    Design design;
    design.platform = platform.name;
    Diagnostics notes;
    std::vector<NetworkRole> roles{NetworkRole::Compute};
    for (const ResolvedNetwork &network : resolveNetworks(design, 1, catalogue, notes))
        roles.push_back(network.role);
    return roles;
}

} // namespace fabric
