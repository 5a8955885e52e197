#include "core/model/bisectionsummary.h"

#include <algorithm>

namespace fabric {

namespace {

// The switches of one plane, with what each is missing after a failure.
struct PlaneShape
{
    double endpointGbps = 0.0;  // node ports of the plane x speed
    double leafUpGbps = 0.0;    // all leaves' uplinks
    double spineDownGbps = 0.0; // two tiers: the spines' links to the leaves
    double spineUpGbps = 0.0;   // three tiers
    double coreDownGbps = 0.0;
};

int speedOf(const TierSize &t, const Sizing &s)
{
    return t.portSpeedGbps > 0 ? t.portSpeedGbps : s.linkSpeedGbps;
}

int upSpeedOf(const TierSize &t, const Sizing &s)
{
    return t.portSpeedGbps > 0 ? t.upSpeedGbps() : s.linkSpeedGbps;
}

PlaneShape planeShape(const Sizing &s)
{
    PlaneShape p;
    const int planes = std::max(1, s.planes);
    p.endpointGbps = double(s.nodes) * s.railsPerNode / planes * s.linkSpeedGbps;
    if (const TierSize *leaf = s.tier(Tier::Leaf); leaf && s.tiers >= 2)
        p.leafUpGbps = double(leaf->perPlane) * leaf->upPorts * upSpeedOf(*leaf, s);
    if (const TierSize *spine = s.tier(Tier::Spine)) {
        if (s.tiers >= 3)
            p.spineUpGbps = double(spine->perPlane) * spine->upPorts * speedOf(*spine, s);
        else
            p.spineDownGbps = double(spine->perPlane) * spine->downPorts * speedOf(*spine, s);
    }
    if (const TierSize *core = s.tier(Tier::Core); core && s.tiers >= 3)
        p.coreDownGbps = double(core->perPlane) * core->downPorts * speedOf(*core, s);
    return p;
}

std::vector<TierCapacity> cutsOf(const PlaneShape &p, int tiers, double planes)
{
    std::vector<TierCapacity> cuts{{"endpoints", p.endpointGbps / 2.0 * planes}};
    if (tiers >= 2)
        cuts.push_back({"leaf", p.leafUpGbps / 2.0 * planes});
    if (tiers == 2 && p.spineDownGbps > 0.0)
        cuts.push_back({"spine", p.spineDownGbps / 2.0 * planes});
    if (tiers >= 3) {
        cuts.push_back({"spine", p.spineUpGbps / 2.0 * planes});
        cuts.push_back({"core", p.coreDownGbps / 2.0 * planes});
    }
    return cuts;
}

double narrowest(const std::vector<TierCapacity> &cuts)
{
    double m = cuts.front().gbps;
    for (const auto &c : cuts)
        m = std::min(m, c.gbps);
    return m;
}

double planeBisection(const PlaneShape &p, int tiers)
{
    return narrowest(cutsOf(p, tiers, 1.0));
}

} // namespace

BisectionSummary bisectionSummary(const Plan &plan)
{
    BisectionSummary b;
    const Sizing &s = plan.compute().sizing;
    if (s.nodes <= 0 || s.linkSpeedGbps <= 0 || s.tierSizes.empty())
        return b;
    b.cuts = cutsOf(planeShape(s), s.tiers, std::max(1, s.planes));
    b.bisectionGbps = plan.figures.bisectionGbps;
    b.narrowestCut = plan.figures.bisectionCut;
    const double ranks = double(s.nodes) * std::max(1, s.platform ? s.platform->gpus : 1);
    if (ranks > 1)
        b.alltoallBusbwBoundGBps = 4.0 * (b.bisectionGbps / 8.0) / ranks * (ranks - 1.0) / ranks;
    return b;
}

FailureWhatIfs failureWhatIfs(const Plan &plan)
{
    FailureWhatIfs w;
    const Sizing &s = plan.compute().sizing;
    const double intact = bisectionSummary(plan).bisectionGbps;
    if (intact <= 0.0)
        return w;
    const int planes = std::max(1, s.planes);
    w.planes = planes;
    const PlaneShape healthy = planeShape(s);
    const double healthyPlane = planeBisection(healthy, s.tiers);
    // The loss scales the plan's figure by what the narrowest tier keeps: the same halving of the
    // cluster, through a tier with fewer links.
    auto impact = [&](std::string lost, const PlaneShape &hit, int endpointsLost) {
        const double fraction =
            healthyPlane > 0.0 ? ((planes - 1) + planeBisection(hit, s.tiers) / healthyPlane) / planes : 0.0;
        return FailureImpact{std::move(lost), intact * fraction, fraction, endpointsLost};
    };

    if (const TierSize *leaf = s.tier(Tier::Leaf); leaf && s.tiers >= 2) {
        // A leaf takes its node ports and its uplinks with it.
        PlaneShape hit = healthy;
        const double speed = upSpeedOf(*leaf, s);
        const int nodePorts =
            std::min<int>(leaf->downPorts, int(healthy.endpointGbps / s.linkSpeedGbps));
        hit.endpointGbps -= double(nodePorts) * s.linkSpeedGbps;
        hit.leafUpGbps -= double(leaf->upPorts) * speed;
        hit.spineDownGbps -= hit.spineDownGbps > 0.0 ? double(leaf->upPorts) * speed : 0.0;
        w.impacts.push_back(impact("leaf", hit, nodePorts));
    } else if (s.tiers == 1) {
        // The one switch of a plane: losing it loses that plane, and the other planes carry on.
        const double fraction = double(planes - 1) / planes;
        w.impacts.push_back({"leaf", intact * fraction, fraction, int(healthy.endpointGbps / s.linkSpeedGbps)});
    }

    if (const TierSize *spine = s.tier(Tier::Spine); spine && s.tiers >= 2) {
        // A spine takes its links to the leaves (and to the cores).
        PlaneShape hit = healthy;
        const double speed = speedOf(*spine, s);
        hit.leafUpGbps -= double(spine->downPorts) * speed;
        if (s.tiers >= 3) {
            hit.spineUpGbps -= double(spine->upPorts) * speed;
            hit.coreDownGbps -= double(spine->upPorts) * speed;
        } else {
            hit.spineDownGbps -= double(spine->downPorts) * speed;
        }
        w.impacts.push_back(impact("spine", hit, 0));
    }

    {
        const double fraction = double(planes - 1) / planes;
        w.impacts.push_back({"plane", intact * fraction, fraction,
                             int(healthy.endpointGbps / std::max(1, s.linkSpeedGbps))});
    }
    return w;
}

} // namespace fabric
