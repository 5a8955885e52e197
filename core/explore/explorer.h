#pragma once

#include "core/catalogue/catalogue.h"
#include "core/compare/metrics.h"
#include "core/design/design.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fabric {

// What a candidate is judged on. Each reads one figure of the candidate; unknown figures are
// incomparable (see dominates()).
enum class Objective { Cost, Busbw, Time, Power, Bisection, Switches, Racks };

std::string_view toString(Objective objective); // cost, busbw, time, power, bisection, switches, racks
std::optional<Objective> objectiveFromString(std::string_view text);
Better betterOf(Objective objective);

// Limits a candidate must meet. A limit on a figure the candidate does not know is not met.
struct ExploreConstraints
{
    std::optional<double> maxCost;   // in the plan's currency, complete prices only
    std::optional<double> minBusbwGBps;
    std::optional<double> maxPowerW; // network power
    std::optional<int> maxRacks;
    std::optional<Technology> fabric;
};

struct ExploreOptions
{
    CollectivePoint collective{Collective::AllReduce, 1ull << 30};
    std::vector<Objective> objectives{Objective::Cost, Objective::Busbw, Objective::Power};
    ExploreConstraints constraints;
    unsigned threads = 0; // 0: every core
};

// One planned point of the design space and its figures.
struct ExploreCandidate
{
    Design design;              // plans to exactly these figures with CableRuns::TalliedOnly
    std::string switchModel;
    NetCost cost;
    std::optional<double> powerW;      // network power; unknown when some part's draw is
    std::optional<double> busbwGBps;   // the chosen collective at the chosen size
    std::optional<double> timeUs;
    double bisectionGbps = 0.0;
    int switches = 0;
    int racks = 0;
    bool onFront = false;

    // The figure an objective reads; nullopt when unknown (cost: when some price is missing).
    std::optional<double> value(Objective objective) const;
};

struct Exploration
{
    // Those meeting the constraints, ranked: cheapest first (complete costs before incomplete
    // ones), then by the design's fields so the order never depends on the threads.
    std::vector<ExploreCandidate> candidates;
    int enumerated = 0;   // designs tried
    int failed = 0;       // whose plan had errors
    int filtered = 0;     // planned but outside the constraints
};

// The design space around a base design: both fabrics (or the constrained one) where the
// platform's NIC runs them, every catalogue switch at the link speed, leaf oversubscription 1 to
// 4, planes the NIC ports split into, SHARP on and off where the switch has it. The compute
// network only, unless the base design names its networks.
std::vector<Design> enumerateDesigns(const Design &base, const Catalogue &catalogue,
                                     std::optional<Technology> fabric = std::nullopt);

// a dominates b: at least as good on every objective and better on one. An objective either
// does not know is incomparable, so then neither dominates.
bool dominates(const ExploreCandidate &a, const ExploreCandidate &b, const std::vector<Objective> &objectives);

// Marks onFront: the candidates no other dominates.
void markParetoFront(std::vector<ExploreCandidate> &candidates, const std::vector<Objective> &objectives);

bool meets(const ExploreCandidate &candidate, const ExploreConstraints &constraints);

// Plans every design of the space on a pool of threads (tallied cabling), keeps those meeting the
// constraints, ranks them and marks the front. The same inputs give the same result.
Exploration explore(const Design &base, const Catalogue &catalogue, const ExploreOptions &options = {});

} // namespace fabric
