#include "core/sizing/fattreelayout.h"

#include "core/report/texttable.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace fabric {

namespace {

std::string ratioText(double r)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g:1", r);
    return buffer;
}

long long ceilDiv(long long a, long long b) { return (a + b - 1) / b; }

// Down ports of a switch of radix k at r:1, rounded down so that the up ports fit beside them.
int downPortsFor(int radix, double ratio)
{
    return static_cast<int>(std::floor(radix * ratio / (ratio + 1.0) + 1e-9));
}

int upPortsFor(int down, double ratio)
{
    return std::max(1, static_cast<int>(std::ceil(down / ratio - 1e-9)));
}

// Balance: a spine count must divide the leaf's uplinks so every leaf reaches every spine equally.
int smallestDivisorAtLeast(int n, long long atLeast)
{
    for (int d = static_cast<int>(std::max(1LL, atLeast)); d <= n; ++d)
        if (n % d == 0)
            return d;
    return 0;
}

int largestDivisorAtMost(int n, long long atMost)
{
    for (int d = static_cast<int>(std::min<long long>(n, atMost)); d >= 1; --d)
        if (n % d == 0)
            return d;
    return 0;
}

struct RailGrouping
{
    int railsPerLeaf = 1;
    int suSize = 0;
};

// One leaf per rail per SU when a node's rails fit a leaf's down ports (DGX: 8 rails); nodes with
// many ports (an NVL72 rack has 72) share each leaf among a few rails, so that an SU's leaves stay
// within what one layer of spines can join.
std::optional<RailGrouping> groupRails(int rails, int down, const SizingDemand &demand,
                                       const SwitchModel &model, Diagnostic &whyNot)
{
    if (demand.suSize) {
        const int su = *demand.suSize;
        if (su > down) {
            whyNot = makeError("suSize", "a scalable unit of " + formatGrouped(su) + " nodes needs "
                                             + formatGrouped(su) + " down ports per leaf; " + model.model
                                             + " leaves have " + formatGrouped(down) + " at "
                                             + ratioText(demand.oversubscription));
            return std::nullopt;
        }
        int perLeaf = 1;
        if (rails > down)
            perLeaf = std::max(1, largestDivisorAtMost(rails, down / su));
        return RailGrouping{perLeaf, su};
    }
    if (rails <= down)
        return RailGrouping{1, down};
    const int fewest = static_cast<int>(ceilDiv(rails, down));
    int fallback = 0;
    for (int g = fewest; g <= std::min(rails, down); ++g) {
        if (rails % g != 0)
            continue;
        if (down % g == 0)
            return RailGrouping{g, down / g};
        if (!fallback)
            fallback = g;
    }
    const int g = fallback ? fallback : std::min(rails, down);
    return RailGrouping{g, std::max(1, down / g)};
}

bool checkRole(const SwitchModel &model, std::string_view role, int tiers, Diagnostic &whyNot)
{
    if (model.hasRole(role))
        return true;
    std::string roles;
    for (const auto &r : model.roles)
        roles += (roles.empty() ? "" : ", ") + r;
    whyNot = makeError("switchModel", model.model + " cannot be a " + std::string(role)
                                          + " switch (its roles: " + roles + "), and this design needs "
                                          + std::to_string(tiers) + " tiers");
    return false;
}

TierSize makeTier(Tier role, const SwitchModel &model, int speed, int radix, int perPlane, int planes,
                  int down, int up)
{
    TierSize t;
    t.role = role;
    t.model = model.model;
    t.perPlane = perPlane;
    t.count = perPlane * planes;
    t.portSpeedGbps = speed;
    t.radix = radix;
    t.downPorts = down;
    t.upPorts = up;
    t.oversubscription = up > 0 ? static_cast<double>(down) / up : 1.0;
    return t;
}

Sizing baseSizing(const SizingDemand &demand, const SwitchModel &model, int radix)
{
    Sizing s;
    s.platform = demand.platform;
    s.switchModel = &model;
    s.technology = demand.technology;
    s.nodes = demand.nodes;
    s.gpus = demand.gpus;
    s.railsPerNode = demand.railsPerNode;
    s.railsPerPlane = demand.railsPerPlane();
    s.linkSpeedGbps = demand.linkSpeedGbps;
    s.planes = demand.planes;
    s.managementPortsPerPlane = demand.managementPorts();
    s.endpointsPerPlane = demand.nodes * s.railsPerPlane + s.managementPortsPerPlane;
    s.capacityNodes = demand.capacityNodes;
    s.sharpEnabled = demand.sharp && model.sharpVersion.has_value()
        && demand.technology == Technology::InfiniBand;
    s.appliance = demand.appliance;
    s.appliancesPerPlane = demand.appliance ? 1 : 0;
    s.managementSpeedGbps = demand.appliance ? demand.appliance->portSpeedGbps : 0;
    // A breakout that disables the neighbour cage runs its ports on fewer cages (SN5600 8 x 100G
    // on 32 of its 64 cages), so the ports per running cage come from the mode's own cage count.
    const PortMode *mode = model.modeFor(demand.linkSpeedGbps);
    const int cages = mode && mode->cagesUsed ? *mode->cagesUsed : model.cages > 0 ? model.cages : 1;
    s.portsPerCage = radix % cages == 0 ? radix / cages : model.portsPerCage;
    return s;
}

std::optional<Sizing> singleSwitch(const SizingDemand &demand, const SwitchModel &model, int radix,
                                   Diagnostic &whyNot)
{
    if (!checkRole(model, "leaf", 1, whyNot))
        return std::nullopt;
    Sizing s = baseSizing(demand, model, radix);
    s.tiers = 1;
    s.suSize = demand.capacityNodes;
    s.scalableUnits = 1;
    s.leavesPerSu = 1;
    s.railsPerLeaf = s.railsPerPlane;
    s.pods = 1;
    s.maxEndpointsPerPlane = radix;
    const int used = demand.capacityNodes * s.railsPerPlane + s.managementPortsPerPlane;
    s.tierSizes.push_back(
        makeTier(Tier::Leaf, model, demand.linkSpeedGbps, radix, 1, demand.planes, used, 0));
    return s;
}

// Two tiers: every leaf reaches every spine equally; the fewest spines that divide the leaf's
// uplinks and whose ports hold all the leaves (H100, 3 SU: 16 spines, not the bare 12).
std::optional<Sizing> twoTiers(Sizing s, const SizingDemand &demand, const SwitchModel &model,
                               long long leaves, int leafUp, Diagnostic &whyNot)
{
    const int k = s.tierSizes.front().radix;
    if (!checkRole(model, "leaf", 2, whyNot) || !checkRole(model, "spine", 2, whyNot))
        return std::nullopt;
    const int spines = smallestDivisorAtLeast(leafUp, ceilDiv(leaves * leafUp, k));
    const int perPair = leafUp / spines;
    s.tiers = 2;
    s.linksPerLeafSpinePair = perPair;
    s.spinesPerPod = spines;
    s.spinesPerPlane = spines;
    s.pods = 1;
    s.leavesPerPod = static_cast<int>(leaves);
    s.maxEndpointsPerPlane = static_cast<long long>(k / s.leavesPerSu) * s.suSize * s.railsPerPlane;
    s.tierSizes.push_back(makeTier(Tier::Spine, model, demand.linkSpeedGbps, k, spines,
                                   demand.planes, static_cast<int>(leaves) * perPair, 0));
    return s;
}

// Three tiers: pods of leaves, each with its block of spines (one link from every leaf to every
// spine of its pod); spine i of every pod goes to core group i, every pod reaching every core
// of the group equally. Non-blocking this is NVIDIA's 2:2:1 leaf:spine:core pattern.
std::optional<Sizing> threeTiers(Sizing s, const SizingDemand &demand, const SwitchModel &model,
                                 long long leaves, int leafUp, Diagnostic &whyNot)
{
    const int k = s.tierSizes.front().radix;
    const int spineDown = downPortsFor(k, demand.spineOversubscription);
    if (spineDown < 1 || spineDown >= k) {
        whyNot = makeError("spineOversubscription",
                           ratioText(demand.spineOversubscription) + " leaves no down or no up ports on a "
                               + std::to_string(k) + "-port " + model.model);
        return std::nullopt;
    }
    const int spineUp = upPortsFor(spineDown, demand.spineOversubscription);
    const int spinesPerPod = leafUp;
    // Whole SUs per pod where they fit, so that an SU's rails meet below the core.
    const int leavesPerPod =
        s.leavesPerSu <= spineDown ? spineDown / s.leavesPerSu * s.leavesPerSu : spineDown;
    const long long pods = ceilDiv(leaves, leavesPerPod);
    const long long maxSus = static_cast<long long>(k) * leavesPerPod / s.leavesPerSu;
    s.maxEndpointsPerPlane = maxSus * s.suSize * s.railsPerPlane;
    if (pods > k) {
        const long long need = static_cast<long long>(demand.capacityNodes) * s.railsPerPlane
            + demand.managementPorts();
        const long long cube = static_cast<long long>(k) * k * k / 4;
        const std::string formula = s.maxEndpointsPerPlane == cube
            ? "k\u00b3/4 with k = " + std::to_string(k)
            : "k = " + std::to_string(k) + ", " + ratioText(demand.oversubscription) + " at the leaf";
        whyNot = makeError("nodes", formatGrouped(need) + " endpoints per plane are beyond the three-tier limit of "
                                        + formatGrouped(s.maxEndpointsPerPlane) + " for " + model.model
                                        + " at " + std::to_string(demand.linkSpeedGbps)
                                        + " Gb/s (" + formula + ")");
        return std::nullopt;
    }
    if (!checkRole(model, "leaf", 3, whyNot) || !checkRole(model, "spine", 3, whyNot)
        || !checkRole(model, "core", 3, whyNot))
        return std::nullopt;
    const int perCorePod = largestDivisorAtMost(spineUp, k / pods);
    const int coresPerGroup = spineUp / perCorePod;
    const int spines = static_cast<int>(pods) * spinesPerPod;
    const int cores = spinesPerPod * coresPerGroup;
    s.tiers = 3;
    s.linksPerLeafSpinePair = 1;
    s.linksPerSpineCorePair = perCorePod;
    s.spinesPerPod = spinesPerPod;
    s.spinesPerPlane = spines;
    s.coresPerPlane = cores;
    s.pods = static_cast<int>(pods);
    s.leavesPerPod = leavesPerPod;
    s.coresPerGroup = coresPerGroup;
    s.tierSizes.push_back(makeTier(Tier::Spine, model, demand.linkSpeedGbps, k, spines,
                                   demand.planes, leavesPerPod, spineUp));
    s.tierSizes.push_back(makeTier(Tier::Core, model, demand.linkSpeedGbps, k, cores, demand.planes,
                                   static_cast<int>(pods) * perCorePod, 0));
    return s;
}

} // namespace

std::optional<Sizing> layoutFatTree(const SizingDemand &demand, const SwitchModel &model,
                                    Diagnostic &whyNot)
{
    const PortMode *mode = model.modeFor(demand.linkSpeedGbps);
    if (!mode || mode->ports < 2) {
        std::string speeds;
        for (const auto &m : model.portModes)
            speeds += (speeds.empty() ? "" : ", ") + std::to_string(m.speedGbps);
        whyNot = makeError("switchModel", model.model + " has no ports at "
                                              + std::to_string(demand.linkSpeedGbps)
                                              + " Gb/s (it runs " + speeds + " Gb/s)");
        return std::nullopt;
    }
    const int k = mode->ports;
    const int rails = demand.railsPerPlane();
    const long long mgmt = demand.managementPorts();

    if (!demand.suSize && static_cast<long long>(demand.capacityNodes) * rails + mgmt <= k)
        return singleSwitch(demand, model, k, whyNot);

    const int down = downPortsFor(k, demand.oversubscription);
    if (down < 1 || down >= k) {
        whyNot = makeError("oversubscription", ratioText(demand.oversubscription)
                                                   + " leaves no down or no up ports on a "
                                                   + std::to_string(k) + "-port " + model.model);
        return std::nullopt;
    }
    auto grouping = groupRails(rails, down, demand, model, whyNot);
    if (!grouping)
        return std::nullopt;
    // Leaves are built for the full SU (NVIDIA: partial SUs get all their leaves and uplinks);
    // management appliances take the first node slots of SU 1.
    const int leafDown = grouping->suSize * grouping->railsPerLeaf;
    const int leafUp = upPortsFor(leafDown, demand.oversubscription);
    const int leavesPerSu = static_cast<int>(ceilDiv(rails, grouping->railsPerLeaf));
    const int reserved = mgmt > 0 ? static_cast<int>(ceilDiv(mgmt, rails)) : 0;
    const long long sus =
        ceilDiv(static_cast<long long>(demand.capacityNodes) + reserved, grouping->suSize);
    const long long leaves = sus * leavesPerSu;

    Sizing s = baseSizing(demand, model, k);
    s.suSize = grouping->suSize;
    s.railsPerLeaf = grouping->railsPerLeaf;
    s.leavesPerSu = leavesPerSu;
    s.reservedSlots = reserved;
    s.scalableUnits = static_cast<int>(sus);
    s.tierSizes.push_back(makeTier(Tier::Leaf, model, demand.linkSpeedGbps, k,
                                   static_cast<int>(leaves), demand.planes, leafDown, leafUp));
    // A spine joins at most k leaves.
    if (leaves <= k)
        return twoTiers(std::move(s), demand, model, leaves, leafUp, whyNot);
    return threeTiers(std::move(s), demand, model, leaves, leafUp, whyNot);
}

} // namespace fabric
