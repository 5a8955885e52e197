#pragma once

#include <optional>
#include <string>
#include <vector>

namespace fabric {

struct TierFigure
{
    int tier = 0;                  // 0 leaf, 1 spine, 2 core
    int switches = 0;
    double oversubscription = 1.0;
    double uplinkGbps = 0.0;       // total leaving this tier upwards
};

// The headline numbers of a plan.
struct Figures
{
    // Worked out: false when an earlier stage failed (the plan has errors), and then every figure
    // below is unknown, not zero.
    bool known = false;
    // The narrowest of the cuts that matter for a fat tree (core/topology/bisection.h), summed over
    // the planes: the one bisection figure that plan, model, the GUI and the exports show.
    double bisectionGbps = 0.0;
    std::vector<double> bisectionPerPlaneGbps;
    std::string bisectionCut;                // the narrowest cut's name (plane 1)
    double oversubscription = 1.0;           // worst tier
    std::vector<TierFigure> tiers;
    // Switch hops between two GPUs of one plane, each the worst case over such pairs: same rail
    // (anywhere in the cluster), same SU, same pod, across pods; hopsAcrossSu is the worst of all.
    int hopsSameRail = 0;
    int hopsSameSu = 0;
    int hopsSamePod = 0;
    int hopsAcrossPods = 0;
    int hopsAcrossSu = 0;
    double worstCaseLatencyNs = 0.0;         // switches plus cable, across SUs
    std::optional<double> costPerGpu;
    double powerPerGpuW = 0.0;

    // The latency parts: the catalogue may not know the switch's latency, and then
    // worstCaseLatencyNs holds the cable part alone; nothing is invented.
    std::optional<double> switchLatencyNs;   // one switch, port to port
    bool latencyIncludesSwitches = false;
    double cableLatencyNs = 0.0;             // the longest path's cable runs, ~5 ns/m
    double longestPathM = 0.0;
    bool costComplete = true;                // false: some BOM lines have no price
    bool powerComplete = true;               // false: some parts' draw is unknown, outside powerPerGpuW
    int switches = 0;                        // all tiers, all planes
    // The whole cluster, every network planned (the compute fabric's alone when it is the only
    // one): what the Cabling tab lists and the status bar counts.
    int clusterSwitches = 0;                 // each network's own switches
    long long clusterLinks = 0;              // cable runs
    double clusterCableLengthM = 0.0;
};

} // namespace fabric
