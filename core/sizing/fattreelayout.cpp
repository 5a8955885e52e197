#include "core/sizing/fattreelayout.h"

#include "core/common/groupeddigits.h"
#include "core/common/intmath.h"
#include "core/common/ratiotext.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <tuple>
#include <vector>

namespace fabric {

namespace {

// A leaf ratio no split of the switch's ports into down and up ports makes (the ratio is at least
// 1, so it is the up port that is missing), with the most it allows.
Diagnostic noLeafSplit(double ratio, int k, const SwitchModel &model)
{
    return makeError("oversubscription", Text(FABRIC_TR("fabric::Sizing", "%1 leaves no up port on a %2-port %3; "
                                                                          "it allows at most %4:1"),
                                              ratioText(ratio), k, model.model, k - 1));
}

// Down ports of a switch of radix k at r:1, rounded down so that the up ports fit beside them.
int downPortsFor(int radix, double ratio)
{
    return static_cast<int>(std::floor(radix * ratio / (ratio + 1.0) + 1e-9));
}

int upPortsFor(int down, double ratio)
{
    return std::max(1, static_cast<int>(std::ceil(down / ratio - 1e-9)));
}

// Balance: a link count per pair must divide the uplinks so every leaf reaches every spine equally.
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
    bool suRule = true; // the SU rule's grouping, not one packed for a cluster within one SU
};

// The SU rule: one leaf per rail per SU when a node's rails fit a leaf's down ports (DGX: 8
// rails, NVIDIA's rail-optimized SU); nodes with more ports (an NVL72 rack has 72) share each
// leaf among the fewest rails that divide both the rails and the down ports, so the SU's nodes
// fill every leaf (72 rails on 32 down ports: 4 a leaf, SUs of 8 racks, NVIDIA's GB200 SU), or
// failing that the fewest that divide the rails.
int suRailsPerLeaf(int rails, int down)
{
    if (rails <= down)
        return 1;
    const int fewest = static_cast<int>(ceilDiv(rails, down));
    int fallback = 0;
    for (int g = fewest; g <= std::min(rails, down); ++g) {
        if (rails % g != 0)
            continue;
        if (down % g == 0)
            return g;
        if (!fallback)
            fallback = g;
    }
    return fallback ? fallback : std::min(rails, down);
}

// The ways whole rails share a leaf (a rail never spans two leaves of an SU), each with its SU:
// the nodes whose g rails fill a leaf's down ports. One rule, for every platform:
// - one SU holds the whole cluster (its nodes fit a leaf's down ports g times over): any g up to
//   that many rails a leaf (BasePOD: four rails a switch; 8 NVL72 racks on 72 down ports: 9);
// - several SUs: the SU rule, one grouping (partial SUs keep the full SU's leaves).
// The search takes the grouping with the fewest switches (ties: the SU rule's, then the fewest
// rails a leaf).
std::vector<RailGrouping> railGroupings(int rails, int down, const SizingDemand &demand,
                                        const SwitchModel &model, Diagnostic &whyNot)
{
    if (demand.suSize) {
        const int su = *demand.suSize;
        if (su > down) {
            whyNot = makeError("suSize", Text(FABRIC_TR("fabric::Sizing", "a scalable unit of %1 nodes needs %1 down ports per leaf; "
                                                                  "%2 leaves have %3 at %4"),
                                              formatGrouped(su), model.model, formatGrouped(down),
                                              ratioText(demand.oversubscription)));
            return {};
        }
        int perLeaf = 1;
        if (rails > down)
            perLeaf = std::max(1, largestDivisorAtMost(rails, down / su));
        return {RailGrouping{perLeaf, su, true}};
    }
    const int su = suRailsPerLeaf(rails, down);
    std::vector<RailGrouping> out;
    const int oneSu = demand.capacityNodes > 0 ? down / demand.capacityNodes : 0; // rails a leaf, one SU
    for (int g = 1; g <= std::min(rails, down); ++g)
        if (g <= oneSu || g == su)
            out.push_back(RailGrouping{g, down / g, g == su});
    return out;
}

// A switch role of the catalogue ("leaf", "spine", "core", "management", "access") as a word to translate.
Text roleText(std::string_view role)
{
    if (role == "leaf")
        return FABRIC_TR("fabric::Sizing", "leaf");
    if (role == "spine")
        return FABRIC_TR("fabric::Sizing", "spine");
    if (role == "core")
        return FABRIC_TR("fabric::Sizing", "core");
    if (role == "management")
        return FABRIC_TR("fabric::Sizing", "management");
    if (role == "access")
        return FABRIC_TR("fabric::Sizing", "access");
    return Text::plain(std::string(role));
}

Text rolesOf(const SwitchModel &model)
{
    std::vector<Text> roles;
    for (const std::string &r : model.roles)
        roles.push_back(roleText(r));
    return joined(std::move(roles));
}

bool checkRole(const SwitchModel &model, std::string_view role, int tiers, Diagnostic &whyNot)
{
    if (model.hasRole(role))
        return true;
    whyNot = makeError("switchModel", Text(FABRIC_TR("fabric::Sizing", "%1 cannot be a %2 switch (its roles: %3), and this design "
                                                               "needs %4 tiers"),
                                           model.model, roleText(role), rolesOf(model), tiers));
    return false;
}

TierSize makeTier(Tier role, const SwitchModel &model, int speed, int radix, int perPlane, int planes,
                  int down, int up, int upSpeed = 0)
{
    TierSize t;
    t.role = role;
    t.model = model.model;
    t.perPlane = perPlane;
    t.count = perPlane * planes;
    t.portSpeedGbps = speed;
    t.upPortSpeedGbps = upSpeed != 0 && upSpeed != speed ? upSpeed : 0;
    t.radix = radix;
    t.downPorts = down;
    t.upPorts = up;
    t.oversubscription = up > 0 ? static_cast<double>(down) * speed / (static_cast<double>(up) * t.upSpeedGbps()) : 1.0;
    return t;
}

// What a leaf's ports are made of: `radix` ports at the up mode, which is also the spines' and
// cores' radix, and `downPerPort` down ports in the place of each (1; split leaves: the split).
struct LeafPorts
{
    int radix = 0;
    int downPerPort = 1;
    // Up-mode ports that `down` down ports take.
    int units(int down) const { return (down + downPerPort - 1) / downPerPort; }
    // A leaf's ports when `up` of its up-mode ports are up ports and the rest split.
    int leafRadix(int up) const { return (radix - up) * downPerPort + up; }
};

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
    s.capacityNodes = demand.capacityNodes;
    s.usedSlots = demand.capacityNodes;
    s.management = demand.management;
    s.sharpEnabled = sharpRuns(demand.sharp, model, demand.technology);
    // A breakout that disables the neighbour cage runs its ports on fewer cages (SN5600 8 x 100G
    // on 32 of its 64 cages), so the ports per running cage come from the mode's own cage count.
    const PortMode *mode = model.modeFor(demand.linkSpeedGbps);
    const int cages = mode && mode->cagesUsed ? *mode->cagesUsed : model.cages > 0 ? model.cages : 1;
    s.portsPerCage = radix % cages == 0 ? radix / cages : model.portsPerCage;
    if (const PortMode *uplink = demand.splitLeaves ? splitLeafUplinkMode(model, demand.linkSpeedGbps) : nullptr) {
        s.uplinkSpeedGbps = uplink->speedGbps;
        s.upperPortsPerCage = std::max(1, uplink->ports / cages);
    }
    return s;
}

// A leaf's down:up split. Non-blocking, half the ports each way (the SU is a leaf's down ports,
// as in NVIDIA's designs). Oversubscribed, every split of whole ports that keeps r:1 exactly, so
// that the search can take the one with the smallest balanced spine tier (2:1 on 64 ports: 40:20
// gives 10 spines where 42:21 forces 21); when none fits the radix, the nearest ratio the switch
// allows (and the sizing says so).
struct Split
{
    int down = 0;
    int up = 0;
};

std::vector<Split> leafSplits(int k, double ratio, bool &exact)
{
    exact = true;
    if (std::abs(ratio - 1.0) < 1e-9)
        return {{k / 2, k / 2}}; // non-blocking: the classic fat tree, half the ports each way
    std::vector<Split> exactSplits;
    std::vector<Split> all;
    for (int up = 1; up < k; ++up) {
        const double want = up * ratio;
        const int down = static_cast<int>(std::lround(want));
        if (down < 1 || down + up > k)
            continue;
        if (std::abs(down - want) < 1e-6)
            exactSplits.push_back({down, up});
        all.push_back({down, up});
    }
    exact = !exactSplits.empty();
    if (exact)
        return exactSplits;
    double nearest = 1e300;
    for (const Split &sp : all)
        nearest = std::min(nearest, std::abs(static_cast<double>(sp.down) / sp.up - ratio));
    std::vector<Split> out;
    for (const Split &sp : all)
        if (std::abs(static_cast<double>(sp.down) / sp.up - ratio) < nearest + 1e-9)
            out.push_back(sp);
    return out;
}

// One candidate layout of a plane; counts per plane.
struct Layout
{
    int tiers = 2;
    RailGrouping grouping;
    int leafDown = 0;
    int leafUp = 0;
    int leavesPerSu = 0;
    long long sus = 0;
    long long leaves = 0;
    int pods = 1;
    int leafFree = 0;       // a leaf's ports that are neither down nor up ports
    int perLeafSpine = 1;   // links between a leaf and each spine of its pod
    int spinesPerPod = 0;
    int spineDown = 0;
    int spineUp = 0;
    int perSpineCore = 0;   // links between a spine and each core of its group
    int coresPerGroup = 0;
    long long switches() const
    {
        return leaves + static_cast<long long>(pods) * spinesPerPod
            + static_cast<long long>(spinesPerPod) * coresPerGroup;
    }
    long long spareLeafPorts() const { return leaves * leafFree; }
    bool podsOfWholeSus() const { return (leaves / pods) % leavesPerSu == 0; }
};

// Fewer switches first; then fewer tiers, room for management, the SU rule's grouping and the
// larger SU (NVIDIA's choices), the fewer rails a leaf (rail-optimized where it costs nothing),
// pods of whole SUs, the larger pods (more pairs of nodes below one spine).
auto layoutRank(const Layout &l, bool managementFits)
{
    return std::make_tuple(l.switches(), l.tiers, !managementFits, !l.grouping.suRule, -l.leafDown,
                           l.grouping.railsPerLeaf,
                           l.tiers == 3 && !l.podsOfWholeSus(), l.pods);
}

// Two tiers: every leaf reaches every spine with the same number of links; the fewest spines
// that do it (H100, 3 SU: 16 spines, not the bare 12).
std::optional<Layout> twoTierLayout(Layout l, int k)
{
    if (l.leaves > k)
        return std::nullopt;
    const int perPair = largestDivisorAtMost(l.leafUp, k / l.leaves);
    if (perPair < 1)
        return std::nullopt;
    l.tiers = 2;
    l.pods = 1;
    l.perLeafSpine = perPair;
    l.spinesPerPod = l.leafUp / perPair;
    l.spineDown = static_cast<int>(l.leaves) * perPair;
    return l;
}

// Three tiers for a given number of SUs: pods of equal numbers of leaves (so that every spine
// has the same number of down groups), each leaf reaching every spine of its pod equally;
// spine i of every pod reaches core group i, every spine of the group reaching every core of
// it equally. A pod holds whole SUs, or (only where that takes fewer switches: 18 leaves an SU
// of GB200 racks under 64-port spines) the number of consecutive leaves that balances, some SUs
// then spanning two pods. The cheapest such layout, or nothing.
std::optional<Layout> threeTierLayout(Layout l, int k, double spineRatio)
{
    std::optional<Layout> best;
    // A pod of k leaves or more gives its spines k down ports or more: none fits. So the pods
    // start above leaves / k.
    for (long long pods = std::max<long long>(2, l.leaves / k + 1); pods <= std::min<long long>(l.leaves, k); ++pods) {
        if (l.leaves % pods != 0)
            continue;
        const long long perPod = l.leaves / pods;
        for (int perPair = 1; perPair <= l.leafUp; ++perPair) {
            if (l.leafUp % perPair != 0)
                continue;
            const long long spineDown = perPod * perPair;
            if (spineDown >= k)
                break;
            const int spineUp = upPortsFor(static_cast<int>(spineDown), spineRatio);
            if (spineDown + spineUp > k)
                break;
            const int perCore = largestDivisorAtMost(spineUp, k / pods);
            if (perCore < 1)
                continue;
            Layout c = l;
            c.tiers = 3;
            c.pods = static_cast<int>(pods);
            c.perLeafSpine = perPair;
            c.spinesPerPod = l.leafUp / perPair;
            c.spineDown = static_cast<int>(spineDown);
            c.spineUp = spineUp;
            c.perSpineCore = perCore;
            c.coresPerGroup = spineUp / perCore;
            if (!best || std::make_tuple(c.switches(), !c.podsOfWholeSus(), c.pods)
                    < std::make_tuple(best->switches(), !best->podsOfWholeSus(), best->pods))
                best = c;
        }
    }
    return best;
}

} // namespace

namespace {

// Most endpoints per plane this switch joins at this split in two or three tiers (k^2/2, k^3/4
// non-blocking): what the error says when the nodes are beyond it.
long long maxEndpoints(int k, const RailGrouping &g, int leavesPerSu, int rails, double spineRatio, int tiers)
{
    const long long perSu = static_cast<long long>(g.suSize) * rails;
    if (tiers == 2)
        return static_cast<long long>(k / leavesPerSu) * perSu;
    // At most k pods of as many leaves as a spine has down ports; pods need not be whole SUs.
    const int spineDown = downPortsFor(k, spineRatio);
    return static_cast<long long>(k) * spineDown / leavesPerSu * perSu;
}

bool managementFits(const Layout &l, long long capacityNodes, int rails, long long ports)
{
    if (ports == 0)
        return true;
    const long long freeSlots = l.sus * l.grouping.suSize - capacityNodes;
    return freeSlots * rails >= ports || l.spareLeafPorts() >= ports;
}

struct Search
{
    std::optional<Layout> best;
    bool bestFits = false;
    Layout widest;             // the split with the most endpoints per leaf, for the error
    bool exact = true;
    // The switches of a layout the search will meet: more SUs whose bound is above it are not tried.
    long long ceiling = std::numeric_limits<long long>::max();
};

// The fewest switches a balanced layout of `leaves` leaves of `leafUp` up ports can have, in
// two tiers (`twoTiers`) or three: a bound, never above the layout's count, so that the search
// stops where no more SUs can win. Every up port of a leaf meets a spine's down port; a spine has
// at most k of those in two tiers and at most `spineDownMost` in three (its up ports beside them);
// in three tiers the cores take the spines' up ports, at least their down ports over the spine
// ratio, k a core. (The ratio's share is rounded down by a hair: low is safe, high never.)
struct SwitchBound
{
    int k = 0;
    int spineDownMost = 1;
    double upPerDown = 0.0; // spine up ports per down port, at least

    SwitchBound(int radix, double spineRatio) : k(radix)
    {
        for (int down = radix - 1; down >= 1; --down)
            if (down + upPortsFor(down, spineRatio) <= radix) {
                spineDownMost = down;
                break;
            }
        upPerDown = spineRatio > 0.0 ? std::max(0.0, 1.0 / spineRatio - 1e-6) : 0.0;
    }

    long long fewest(long long leaves, int leafUp, bool twoTiers) const
    {
        const long long upLinks = leaves * leafUp;
        if (twoTiers)
            return leaves + ceilDiv(upLinks, k);
        const auto cores = static_cast<long long>(std::ceil(static_cast<double>(upLinks) * upPerDown / k));
        return leaves + ceilDiv(upLinks, spineDownMost) + cores;
    }
};

// One split and rail grouping: the SU counts from the fewest that hold the nodes up.
void searchGrouping(const SizingDemand &demand, const Split &split, const RailGrouping &grouping,
                    const LeafPorts &ports, long long mgmt, const SwitchBound &bound, Search &out, bool &any)
{
    const int k = ports.radix;
    const int rails = demand.railsPerPlane();
    Layout l;
    l.grouping = grouping;
    l.leafDown = grouping.suSize * grouping.railsPerLeaf;
    const int downUnits = ports.units(l.leafDown);
    l.leafUp = downUnits == split.down ? split.up : upPortsFor(downUnits, demand.oversubscription);
    if (downUnits + l.leafUp > k)
        return;
    l.leafFree = ports.leafRadix(l.leafUp) - l.leafDown - l.leafUp;
    l.leavesPerSu = static_cast<int>(ceilDiv(rails, grouping.railsPerLeaf));
    const long long minSus = ceilDiv(demand.capacityNodes, grouping.suSize);
    if (!any || l.leafDown > out.widest.leafDown) {
        out.widest = l;
        any = true;
    }
    // More SUs than the nodes fill can balance three tiers (pods of equal size); never more
    // SUs than slots, and never once the leaves alone cost more than the best so far.
    // A pod holds fewer than k leaves and the core joins at most k pods.
    const long long mostSus = std::min<long long>(demand.capacityNodes,
                                                  static_cast<long long>(k) * k / l.leavesPerSu);
    const bool twoTiersFirst = demand.tiers != 3;
    for (long long sus = minSus; sus <= mostSus; ++sus) {
        Layout c = l;
        c.sus = sus;
        c.leaves = sus * l.leavesPerSu;
        // Once even the fewest switches these leaves can have are more than the best so far has
        // (or than a layout of the search is known to have), so are those of every larger number
        // of SUs.
        const long long fewest = bound.fewest(c.leaves, l.leafUp, sus == minSus && twoTiersFirst);
        if (fewest > out.ceiling || (out.best && fewest > out.best->switches()))
            break;
        std::optional<Layout> found = sus == minSus && demand.tiers != 3 ? twoTierLayout(c, k) : std::nullopt;
        if (!found && demand.tiers != 2)
            found = threeTierLayout(c, k, demand.spineOversubscription);
        if (!found) {
            if (demand.tiers == 2)
                break; // two tiers take the fewest SUs or none
            continue;
        }
        const bool fits = managementFits(*found, demand.capacityNodes, rails, mgmt);
        if (!out.best || layoutRank(*found, fits) < layoutRank(*out.best, out.bestFits)) {
            out.best = found;
            out.bestFits = fits;
        }
        if (found->tiers == 2)
            break; // more SUs only add leaves and spines
    }
}

// Splits are of up-mode ports (the bandwidth ratio is the same in those units); a split leaf
// then has `downPerPort` down ports for each of its down units.
Search searchLayouts(const SizingDemand &demand, const SwitchModel &model, const LeafPorts &ports,
                     long long mgmt, Diagnostic &whyNot)
{
    Search out;
    const int k = ports.radix;
    const int rails = demand.railsPerPlane();
    std::vector<Split> splits;
    if (demand.suSize) {
        const int down = downPortsFor(k, demand.oversubscription);
        splits.push_back({down, upPortsFor(down, demand.oversubscription)});
    } else {
        splits = leafSplits(k, demand.oversubscription, out.exact);
    }
    if (splits.empty()) { // 64:1 on 64 ports: one up port leaves 63 down, and 63:1 is another ratio
        whyNot = noLeafSplit(demand.oversubscription, k, model);
        return out;
    }
    // Splits of other ratios can make the same leaf (a grouping's SU fills only whole rails of a
    // leaf's down ports): a leaf is searched once, its layouts could not win again.
    struct Leaf
    {
        Split split;
        RailGrouping grouping;
        std::tuple<int, int, bool, int, int> key; // (rails a leaf, SU, SU rule, down units, up)
    };
    std::vector<Leaf> leaves;
    for (const Split &split : splits) {
        Diagnostic groupingWhyNot;
        const std::vector<RailGrouping> groupings =
            railGroupings(rails, split.down * ports.downPerPort, demand, model, groupingWhyNot);
        if (groupings.empty())
            whyNot = groupingWhyNot;
        for (const RailGrouping &g : groupings) {
            const int downUnits = ports.units(g.suSize * g.railsPerLeaf);
            const int up = downUnits == split.down ? split.up : upPortsFor(downUnits, demand.oversubscription);
            Leaf leaf{split, g, {g.railsPerLeaf, g.suSize, g.suRule, downUnits, up}};
            if (std::none_of(leaves.begin(), leaves.end(), [&](const Leaf &o) { return o.key == leaf.key; }))
                leaves.push_back(leaf);
        }
    }
    const SwitchBound bound(k, demand.spineOversubscription);
    // The leaves are searched in their order, so that of layouts alike the first wins as ever; but
    // first the widest leaf (the fewest leaves) alone, whose best layout is a bound on the search's
    // switches: the narrow leaves' SUs above it are never tried. (An oversubscribed leaf has a
    // split per ratio of whole ports: 51 on 256 ports at 4:1, most of them far from the best.)
    if (leaves.size() > 1) {
        const auto widest = std::max_element(leaves.begin(), leaves.end(), [](const Leaf &a, const Leaf &b) {
            return a.grouping.suSize * a.grouping.railsPerLeaf < b.grouping.suSize * b.grouping.railsPerLeaf;
        });
        Search probe;
        bool probed = false;
        searchGrouping(demand, widest->split, widest->grouping, ports, mgmt, bound, probe, probed);
        if (probe.best)
            out.ceiling = probe.best->switches();
    }
    bool any = false;
    for (const Leaf &leaf : leaves)
        searchGrouping(demand, leaf.split, leaf.grouping, ports, mgmt, bound, out, any);
    return out;
}

// k: the ports of the link speed's mode; upperK: the spines' and cores' (k but for split leaves).
Sizing toSizing(const Layout &l, const SizingDemand &demand, const SwitchModel &model, int k, int upperK)
{
    Sizing s = baseSizing(demand, model, k);
    const int speed = demand.linkSpeedGbps;
    s.tiers = l.tiers;
    s.suSize = l.grouping.suSize;
    s.railsPerLeaf = l.grouping.railsPerLeaf;
    s.leavesPerSu = l.leavesPerSu;
    s.scalableUnits = static_cast<int>(l.sus);
    s.pods = l.pods;
    s.leavesPerPod = static_cast<int>(l.leaves / l.pods);
    s.linksPerLeafSpinePair = l.perLeafSpine;
    s.spinesPerPod = l.spinesPerPod;
    s.spinesPerPlane = l.pods * l.spinesPerPod;
    const int leaves = static_cast<int>(l.leaves);
    const int upSpeed = demand.splitLeaves ? s.uplinkSpeedGbps : speed;
    s.tierSizes.push_back(makeTier(Tier::Leaf, model, speed, l.leafDown + l.leafUp + l.leafFree, leaves,
                                   demand.planes, l.leafDown, l.leafUp, upSpeed));
    s.tierSizes.push_back(makeTier(Tier::Spine, model, upSpeed, upperK, s.spinesPerPlane,
                                   demand.planes, l.spineDown, l.spineUp));
    if (l.tiers == 3) {
        s.linksPerSpineCorePair = l.perSpineCore;
        s.coresPerGroup = l.coresPerGroup;
        s.coresPerPlane = l.spinesPerPod * l.coresPerGroup;
        s.tierSizes.push_back(makeTier(Tier::Core, model, upSpeed, upperK, s.coresPerPlane,
                                       demand.planes, l.pods * l.perSpineCore, 0));
    }
    if (demand.splitLeaves)
        s.splitLeafPorts = l.leafDown + l.leafFree;
    return s;
}

// What the plan says of a shape that is not one leaf per rail per SU, or whose pods are not
// whole SUs, so that the reader sees how rails, SUs and pods line up.
void noteShape(Sizing &s, const Layout &l)
{
    const int g = s.railsPerLeaf;
    if (g > 1) {
        const int last = s.railsPerPlane - (s.leavesPerSu - 1) * g;
        const Text lastLeaf = last == g ? Text::plain(std::string())
                                        : Text(FABRIC_TR("fabric::Sizing", " (the last leaf of an SU %1)"), last);
        s.warnings.push_back(makeNote(
            "suSize",
            l.sus == 1
                ? Text(s.suSize == 1
                           ? FABRIC_TR("fabric::Sizing", "the cluster fits one SU, so a leaf takes %1 whole rails%2: %3 leaves a plane "
                                                         "for %4 rails of one node slot; a fabric of several SUs keeps one SU's leaves in each")
                           : FABRIC_TR("fabric::Sizing", "the cluster fits one SU, so a leaf takes %1 whole rails%2: %3 leaves a plane "
                                                         "for %4 rails of %5 node slots; a fabric of several SUs keeps one SU's leaves in each"),
                       g, lastLeaf, s.leavesPerSu, s.railsPerPlane, s.suSize)
                : Text(FABRIC_TR("fabric::Sizing", "a node's %1 rails are more than a leaf's %2 down ports, so a leaf takes %3 whole "
                                                   "rails%4: SUs of %5 nodes on %6 leaves each, partial SUs keeping every leaf"),
                       s.railsPerPlane, l.leafDown, g, lastLeaf, s.suSize, s.leavesPerSu)));
    }
    if (l.tiers == 3 && !l.podsOfWholeSus()) {
        const long long perPod = l.leaves / l.pods;
        long long across = 0; // SUs whose leaves fall in more than one pod
        for (long long su = 0; su < l.sus; ++su)
            across += su * l.leavesPerSu / perPod != ((su + 1) * l.leavesPerSu - 1) / perPod;
        s.warnings.push_back(makeNote(
            "suSize", Text(FABRIC_TR("fabric::Sizing", "pods of %1 leaves are not whole SUs of %2 leaves (they balance with fewer "
                                                       "switches): %3 of the %4 SUs span pods, and their nodes "
                                                       "meet through the cores"),
                           formatGrouped(perPod), l.leavesPerSu, formatGrouped(across), formatGrouped(l.sus))));
    }
}

// Management takes ports the fabric leaves free: node slots of a partial SU first (NVIDIA's
// H100 SuperPOD gives UFM a slot in SU 1 of 31 DGX), then leaf ports that are neither down nor
// up ports. A fat-tree subnet manager ranks every switch with a host as a leaf, so a port on a
// spine or core is no place for it.
void placeManagement(Sizing &s, const SizingDemand &demand, int k)
{
    const long long ports = demand.managementPorts();
    if (ports == 0)
        return;
    const int rails = s.railsPerPlane;
    bool fits = false;
    if (s.tiers == 1) {
        fits = static_cast<long long>(s.capacityNodes) * rails + ports <= k;
    } else {
        const int reserved = static_cast<int>(ceilDiv(ports, rails));
        const long long freeSlots = static_cast<long long>(s.scalableUnits) * s.suSize - s.capacityNodes;
        const TierSize &leaf = s.tierSizes.front();
        if (freeSlots >= reserved) {
            s.reservedSlots = reserved;
            s.usedSlots = s.capacityNodes + reserved;
            fits = true;
        } else if (static_cast<long long>(leaf.perPlane) * (leaf.radix - leaf.downPorts - leaf.upPorts) >= ports) {
            s.managementOnSpareLeafPorts = true;
            fits = true;
        }
    }
    if (fits) {
        s.appliance = demand.appliance;
        s.appliancesPerPlane = 1;
        s.managementPortsPerPlane = static_cast<int>(ports);
        s.managementSpeedGbps = demand.appliance->portSpeedGbps;
        s.endpointsPerPlane += s.managementPortsPerPlane;
        // One rule for every platform on a switch: what the minimal fabric leaves free, so a DGX
        // B300 and a GB300 NVL72 rack of as many endpoints get the same (issue 33).
        const Text where = s.tiers == 1 ? Text(FABRIC_TR("fabric::Sizing", "free ports of the switch"))
            : s.managementOnSpareLeafPorts
            ? Text(FABRIC_TR("fabric::Sizing", "leaf ports that are neither down nor up ports"))
            : Text(s.reservedSlots == 1 ? FABRIC_TR("fabric::Sizing", "%1 free node slot of SU 1")
                                        : FABRIC_TR("fabric::Sizing", "%1 free node slots of SU 1"),
                   s.reservedSlots);
        s.warnings.push_back(makeNote(
            "management", Text(FABRIC_TR("fabric::Sizing", "the %1 takes %2 ports per plane in %3: management takes ports "
                                                           "the minimal fabric leaves free, on every platform alike, and "
                                                           "never adds switches"),
                               demand.appliance->model, s.managementPortsPerPlane, where)));
    }
}

} // namespace

const PortMode *splitLeafUplinkMode(const SwitchModel &model, int linkSpeedGbps)
{
    const PortMode *split = model.modeFor(linkSpeedGbps);
    if (!split || !split->split || split->cagesUsed)
        return nullptr;
    const PortMode *best = nullptr;
    for (const PortMode &m : model.portModes) {
        if (m.split || m.cagesUsed || m.ports < 2 || m.speedGbps <= linkSpeedGbps || m.speedGbps % linkSpeedGbps != 0)
            continue;
        if (static_cast<long long>(m.ports) * (m.speedGbps / linkSpeedGbps) != split->ports)
            continue; // not the same cages
        if (!best || m.speedGbps < best->speedGbps)
            best = &m;
    }
    return best;
}

std::optional<Sizing> layoutFatTree(const SizingDemand &demand, const SwitchModel &model,
                                    Diagnostic &whyNot)
{
    const PortMode *mode = model.modeFor(demand.linkSpeedGbps);
    if (!mode || mode->ports < 2) {
        std::string speeds;
        for (const auto &m : model.portModes)
            speeds += (speeds.empty() ? "" : ", ") + std::to_string(m.speedGbps);
        whyNot = makeError("switchModel", Text(FABRIC_TR("fabric::Sizing", "%1 has no ports at %2 Gb/s (it runs %3 Gb/s)"),
                                               model.model, demand.linkSpeedGbps, speeds));
        return std::nullopt;
    }
    const int k = mode->ports;
    const int rails = demand.railsPerPlane();
    const long long mgmt = demand.managementPorts();
    LeafPorts leafPorts{k, 1};
    if (const PortMode *uplink = demand.splitLeaves ? splitLeafUplinkMode(model, demand.linkSpeedGbps) : nullptr)
        leafPorts = {uplink->ports, k / uplink->ports};
    const int upperK = leafPorts.radix; // the spines' and cores' radix

    std::optional<Sizing> sized;
    if (!demand.suSize && !demand.tiers && static_cast<long long>(demand.capacityNodes) * rails <= k) {
        if (!checkRole(model, "leaf", 1, whyNot))
            return std::nullopt;
        Sizing s = baseSizing(demand, model, k);
        s.tiers = 1;
        s.suSize = demand.capacityNodes;
        s.scalableUnits = 1;
        s.leavesPerSu = 1;
        s.railsPerLeaf = s.railsPerPlane;
        s.pods = 1;
        s.maxEndpointsPerPlane = k;
        s.tierSizes.push_back(makeTier(Tier::Leaf, model, demand.linkSpeedGbps, k, 1, demand.planes,
                                       demand.capacityNodes * rails, 0));
        sized = std::move(s);
    } else {
        const int down = downPortsFor(k, demand.oversubscription);
        if (down < 1 || down >= k) {
            whyNot = noLeafSplit(demand.oversubscription, k, model);
            return std::nullopt;
        }
        Search search = searchLayouts(demand, model, leafPorts, mgmt, whyNot);
        if (!search.best && !model.hasRole("spine")) {
            // More than one switch a plane needs a spine, whatever the layout.
            whyNot = makeError("switchModel", Text(FABRIC_TR("fabric::Sizing", "%1 cannot be a %2 switch (its roles: %3), "
                                                                               "and %4 endpoints per plane need more than "
                                                                               "one switch"),
                                                   model.model, roleText("spine"), rolesOf(model),
                                                   formatGrouped(static_cast<long long>(demand.capacityNodes) * rails)));
            return std::nullopt;
        }
        if (!search.best) {
            if (whyNot.field.empty() || whyNot.field == "nodes") {
                const Layout &w = search.widest;
                if (w.leafDown == 0)
                    return std::nullopt;
                if (demand.tiers) {
                    whyNot = makeError("tiers", Text(FABRIC_TR("fabric::Sizing", "%1 endpoints per plane make no balanced %2-tier fabric "
                                                                                 "of %3 at %4 Gb/s (at most %5 in %2 tiers)"),
                                                     formatGrouped(static_cast<long long>(demand.capacityNodes) * rails),
                                                     *demand.tiers, model.model, demand.linkSpeedGbps,
                                                     formatGrouped(maxEndpoints(upperK, w.grouping, w.leavesPerSu, rails,
                                                                                demand.spineOversubscription, *demand.tiers))));
                    return std::nullopt;
                }
                const long long max = maxEndpoints(upperK, w.grouping, w.leavesPerSu, rails,
                                                   demand.spineOversubscription, 3);
                const long long need = static_cast<long long>(demand.capacityNodes) * rails;
                const long long cube = static_cast<long long>(upperK) * upperK * upperK / 4;
                Text formula = max == cube
                    ? Text(FABRIC_TR("fabric::Sizing", "%1 with k = %2"), "k\u00b3/4", upperK)
                    : Text(FABRIC_TR("fabric::Sizing", "k = %1, %2 at the leaf"), upperK, ratioText(demand.oversubscription));
                if (leafPorts.downPerPort > 1)
                    formula = Text(FABRIC_TR("fabric::Sizing", "split leaves: %1 ports at %2 Gb/s between switches, "
                                                               "since no cable joins two split cages; %3"),
                                   upperK, demand.linkSpeedGbps * leafPorts.downPerPort, formula);
                // The limit counts every leaf a spine's down ports take; SUs of leaves that
                // divide no pod evenly (18 a GB200 SU) balance below it, and then it is no reason.
                whyNot = need > max
                    ? makeError("nodes", Text(FABRIC_TR("fabric::Sizing", "%1 endpoints per plane are beyond the three-tier limit "
                                                                          "of %2 for %3 at %4 Gb/s (%5)"),
                                              formatGrouped(need), formatGrouped(max), model.model,
                                              demand.linkSpeedGbps, formula))
                    : makeError("nodes", Text(FABRIC_TR("fabric::Sizing", "%1 endpoints per plane in SUs of %2 leaves make no balanced "
                                                                          "three-tier fabric of %3 at %4 Gb/s (%5)"),
                                              formatGrouped(need), w.leavesPerSu, model.model, demand.linkSpeedGbps, formula));
            }
            return std::nullopt;
        }
        const Layout &l = *search.best;
        if (!checkRole(model, "leaf", l.tiers, whyNot) || !checkRole(model, "spine", l.tiers, whyNot)
            || (l.tiers == 3 && !checkRole(model, "core", l.tiers, whyNot)))
            return std::nullopt;
        Sizing s = toSizing(l, demand, model, k, upperK);
        s.maxEndpointsPerPlane = maxEndpoints(upperK, l.grouping, l.leavesPerSu, rails,
                                              demand.spineOversubscription, l.tiers);
        noteShape(s, l);
        if (!search.exact) {
            const TierSize &leaf = s.tierSizes.front();
            s.warnings.push_back(makeWarning(
                "oversubscription",
                Text(FABRIC_TR("fabric::Sizing", "%1 cannot be built from whole ports of a %2-port %3; the leaves run %4 down : "
                                     "%5 up, %6, the nearest ratio it allows"),
                     ratioText(demand.oversubscription), k, model.model, leaf.downPorts, leaf.upPorts,
                     ratioText(std::round(leaf.oversubscription * 100) / 100))));
        }
        sized = std::move(s);
    }
    sized->endpointsPerPlane = demand.nodes * rails;
    placeManagement(*sized, demand, k);
    if (mgmt > 0 && sized->managementPortsPerPlane == 0) {
        // Where management would need a bigger fabric, say by how much; never grow it unasked.
        SizingDemand more = demand;
        more.appliance = nullptr;
        const int reserved = static_cast<int>(ceilDiv(mgmt, rails));
        more.capacityNodes += reserved;
        Diagnostic ignored;
        auto bigger = layoutFatTree(more, model, ignored);
        const std::string name = demand.appliance->model;
        std::vector<Text> ways;
        const auto switchesText = [](long long n) {
            return Text(n == 1 ? FABRIC_TR("fabric::Sizing", "%1 switch") : FABRIC_TR("fabric::Sizing", "%1 switches"), formatGrouped(n));
        };
        if (const long long fewer = demand.nodes - reserved; fewer > 0)
            ways.emplace_back(FABRIC_TR("fabric::Sizing", "plan %1 (%2 fewer)"),
                              Text(fewer == 1 ? FABRIC_TR("fabric::Sizing", "%1 node") : FABRIC_TR("fabric::Sizing", "%1 nodes"),
                                   formatGrouped(fewer)),
                              reserved);
        if (bigger)
            ways.emplace_back(FABRIC_TR("fabric::Sizing", "add %1 (%2 in all)"), switchesText(bigger->switchCount() - sized->switchCount()),
                              formatGrouped(bigger->switchCount()));
        Text message(FABRIC_TR("fabric::Sizing", "no port is free for the %1 (%2 ports per plane) in the minimal fabric of %3, and "
                                     "management never adds switches: it is not connected."),
                     name, mgmt, switchesText(sized->switchCount()));
        if (ways.size() == 1) {
            // No larger fabric of this switch exists (beyond three tiers): one way, not "Either".
            message = Text(FABRIC_TR("fabric::Sizing", "%1 To connect it, %2."), message, ways.front());
        } else if (!ways.empty()) {
            Text either = ways.front();
            for (std::size_t i = 1; i < ways.size(); ++i)
                either = Text(FABRIC_TR("fabric::Sizing", "%1, or %2"), either, ways[i]);
            message = Text(FABRIC_TR("fabric::Sizing", "%1 Either %2."), message, either);
        }
        sized->warnings.push_back(makeWarning("management", message));
    }
    return sized;
}

} // namespace fabric
