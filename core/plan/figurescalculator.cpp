#include "core/plan/figurescalculator.h"

#include "core/plan/plan.h"

#include <algorithm>

namespace fabric {

namespace {

// Light in fibre (and signals in copper) take about 5 ns per metre.
constexpr double kNsPerMetre = 5.0;

void hopsOf(const Sizing &s, Figures &f)
{
    if (s.tiers <= 1) {
        f.hopsSameRail = f.hopsSameSu = f.hopsSamePod = f.hopsAcrossPods = f.hopsAcrossSu = 1;
        return;
    }
    // Leaves of one pod meet at its spines (3 hops); pods meet at the cores (5). An SU lies in
    // one pod unless the pods are not whole SUs (then some SU spans two); a rail of several SUs
    // spans their leaves, and their pods when there are several.
    const bool severalPods = s.tiers == 3 && s.pods > 1;
    const int podLeaves = s.tiers == 3 ? s.leavesPerPod : s.leavesPerPlane();
    const bool suAcrossPods = severalPods && s.leavesPerSu > 0 && podLeaves % s.leavesPerSu != 0;
    f.hopsSameSu = s.leavesPerSu <= 1 ? 1 : (suAcrossPods ? 5 : 3);
    f.hopsSamePod = podLeaves <= 1 ? 1 : 3;
    f.hopsAcrossPods = severalPods ? 5 : f.hopsSamePod;
    f.hopsSameRail = s.scalableUnits <= 1 ? 1 : (severalPods ? 5 : 3);
    f.hopsAcrossSu = std::max({f.hopsSameRail, f.hopsSameSu, f.hopsSamePod, f.hopsAcrossPods});
}

// The longest path across SUs climbs and descends every link tier once: twice each tier's
// longest run, as the cabling stage measured it.
double longestPathMetres(const CablePlan &cables)
{
    double metres = 0.0;
    for (LinkTier tier : {LinkTier::NodeLeaf, LinkTier::LeafSpine, LinkTier::SpineCore})
        metres += 2.0 * cables.tier(tier).longestM;
    return metres;
}

} // namespace

Figures computeFigures(const Plan &plan, const Bisection &bisection)
{
    Figures f;
    const Sizing &s = plan.compute().sizing;
    if (s.tierSizes.empty())
        return f;

    for (const PlaneBisection &p : bisection.planes)
        f.bisectionPerPlaneGbps.push_back(static_cast<double>(p.gbps));
    f.bisectionGbps = static_cast<double>(bisection.gbps);
    f.bisectionCut = bisection.narrowestCut;

    f.oversubscription = 1.0;
    for (std::size_t i = 0; i < s.tierSizes.size(); ++i) {
        const TierSize &t = s.tierSizes[i];
        TierFigure tf;
        tf.tier = static_cast<int>(i);
        tf.switches = t.count;
        tf.oversubscription = t.upPorts > 0 ? t.oversubscription : 1.0;
        tf.uplinkGbps = static_cast<double>(t.count) * t.upPorts * t.upSpeedGbps();
        f.oversubscription = std::max(f.oversubscription, tf.oversubscription);
        f.switches += t.count;
        f.tiers.push_back(tf);
    }

    for (const NetworkPlan &network : plan.networks) {
        f.clusterSwitches += network.sizing.switchCount(); // its own: not the OOB network's view of the others'
        f.clusterLinks += static_cast<long long>(network.cables.runs.size());
        f.clusterCableLengthM += network.cables.totalLengthM;
    }

    hopsOf(s, f);
    if (s.switchModel && s.switchModel->latencyNs) {
        f.switchLatencyNs = *s.switchModel->latencyNs;
        f.latencyIncludesSwitches = true;
    }
    f.longestPathM = longestPathMetres(plan.compute().cables);
    f.cableLatencyNs = f.longestPathM * kNsPerMetre;
    f.worstCaseLatencyNs =
        f.cableLatencyNs + (f.switchLatencyNs ? *f.switchLatencyNs * f.hopsAcrossSu : 0.0);

    const Bom &bom = plan.bom;
    if (s.gpus > 0 && !bom.lines.empty()) {
        f.costPerGpu = bom.cost.net / s.gpus; // before tax, as every price the planner compares
        f.powerPerGpuW = bom.powerW / s.gpus;
    }
    f.costComplete = bom.cost.complete();
    f.powerComplete = std::none_of(bom.lines.begin(), bom.lines.end(), [](const BomLine &l) { return l.powerUnknown; });
    f.known = true;
    return f;
}

} // namespace fabric
