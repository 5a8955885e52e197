#pragma once

#include "core/catalogue/catalogue.h"
#include "core/common/diagnostic.h"
#include "core/compare/metrics.h"
#include "core/design/design.h"

#include <atomic>
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
    std::optional<std::string> switchModel; // as the catalogue spells it: the search keeps to it
};

// Shared with a search running on other threads: how far it is, and a request to stop.
struct ExploreProgress
{
    std::atomic<int> planned{0}; // designs planned so far
    std::atomic<int> total{0};   // designs to plan: grows once the first pass shows which twins to try
    std::atomic<bool> cancel{false};
};

struct ExploreOptions
{
    CollectivePoint collective{Collective::AllReduce, 1ull << 30};
    std::vector<Objective> objectives{Objective::Cost, Objective::Busbw, Objective::Power};
    ExploreConstraints constraints;
    unsigned threads = 0; // 0: every core
    ExploreProgress *progress = nullptr; // optional; read and cancelled from any thread
};

// One planned point of the design space and its figures.
struct ExploreCandidate
{
    Design design;              // plans to exactly these figures with CableRuns::TalliedOnly
    std::string switchModel;
    int linkSpeedGbps = 0;      // as planned (the NIC port mode: 2 x 400G against 1 x 800G)
    int railsPerNode = 0;
    int tiers = 0;              // as planned
    int suSize = 0;             // nodes per SU, as planned
    double oversubscription = 1.0; // the leaves' down:up as planned: one switch is 1:1 whatever
                                   // was asked, and 4:1 on 31 nodes plans 3.96
    int scalableUnits = 0;
    int leafDownPorts = 0;      // a leaf's down ports as planned (0: one switch a plane)
    NetCost cost;
    std::optional<double> powerW;      // network power; unknown when some part's draw is
    // The network's known draws, and how many of each part whose draw is unknown (by part
    // number, sorted): a draw is never negative and is the same wherever the part is, so one
    // network is surely no hungrier than another when it has no more of each such part and no more
    // known watts (see surelyNoMore()).
    double knownPowerW = 0.0;
    std::vector<std::pair<std::string, int>> partsOfUnknownPower;
    // The same for an incomplete cost: cost.amount is the known prices' net, and these the lines
    // without a price ("category/part number", quantity; sorted). A line's net is its price, at
    // least 0, times its quantity less its category's discount, the same in every design of the
    // space.
    std::vector<std::pair<std::string, int>> partsOfUnknownPrice;
    std::optional<double> busbwGBps;   // the chosen collective at the chosen size
    std::optional<double> timeUs;
    double bisectionGbps = 0.0;
    int switches = 0;
    int racks = 0;
    bool onFront = false;
    // On the front whatever the unknown figures turn out to be: no other candidate may dominate it
    // (mayDominate). A candidate on the front but not confirmed is there only while a figure, its
    // own or another's, is unknown.
    bool frontConfirmed = false;

    // The figure an objective reads; nullopt when unknown (cost: when some price is missing).
    std::optional<double> value(Objective objective) const;
};

// The designs of one switch model whose plan had errors, and why the first of them did not plan.
struct ExploreFailure
{
    std::string switchModel;
    int designs = 0;
    Diagnostic firstError;
};

struct Exploration
{
    // Those meeting the constraints, ranked: cheapest first (complete costs before incomplete
    // ones), then by the design's fields so the order never depends on the threads.
    std::vector<ExploreCandidate> candidates;
    int enumerated = 0;   // designs tried
    int failed = 0;       // whose plan had errors
    std::vector<ExploreFailure> failures; // those, by switch model, in the order first met
    int filtered = 0;     // planned but outside the constraints
    int duplicates = 0;   // designs that planned to the same fabric as one before them (a twin as
                          // its parent, a ratio a single switch cannot have)
    bool cancelled = false; // stopped early: the candidates are those planned by then
};

// The design space around a base design: both fabrics (or the constrained one) where the
// platform's NIC runs them, the link speeds of the NIC's port modes on each (a ConnectX-8 on
// Ethernet as 2 x 400G or 1 x 800G) unless the base design fixes the speed, every catalogue
// switch at the link speed, leaf oversubscription 1 to 4, planes the NIC ports split into, SHARP
// on and off where the switch has it. The compute network only, unless the base design names its
// networks. Tiers and SU size are left to the sizer here: see twinsOf(). The limits' fabric and
// switch model, where given, keep the space to them.
std::vector<Design> enumerateDesigns(const Design &base, const Catalogue &catalogue, const ExploreConstraints &limits = {});

// The second pass of the space, from a planned candidate whose tiers and SU size the sizer chose:
// the same design forced to the other number of tiers (2 against 3) where the base design does
// not fix them, and with half and twice its SU size where the base does not fix that (twice only
// where a leaf's down ports hold it: the sizer refuses a bigger SU).
std::vector<Design> twinsOf(const ExploreCandidate &planned, const Design &base);

// a's cost or network power is no more than b's whatever the unknown prices or draws are (each
// at least 0 and the same for one part in both): both known and a's no more, or a has no more
// known and no more of any part whose value is unknown. Strictly less when a's known is also less.
bool surelyNoMore(Objective costOrPower, const ExploreCandidate &a, const ExploreCandidate &b);
bool surelyLess(Objective costOrPower, const ExploreCandidate &a, const ExploreCandidate &b);

// a dominates b: at least as good on every objective and better on one. An objective either
// does not know is incomparable, so then neither dominates; but for cost and power, whatever
// the prices or draws unknown turn out to be (surelyNoMore()).
bool dominates(const ExploreCandidate &a, const ExploreCandidate &b, const std::vector<Objective> &objectives);

// a may dominate b once the figures either does not know are known: no worse on every objective
// both know, and better on one of them or blind on one (which the unknown figure could decide).
bool mayDominate(const ExploreCandidate &a, const ExploreCandidate &b, const std::vector<Objective> &objectives);

// Marks onFront: the candidates no other dominates; and frontConfirmed: those of them no other
// may dominate.
void markParetoFront(std::vector<ExploreCandidate> &candidates, const std::vector<Objective> &objectives);

bool meets(const ExploreCandidate &candidate, const ExploreConstraints &constraints);

// The current design with the compute fabric of a candidate: fabric, switch, link speed,
// oversubscription, planes, SHARP, tiers, SU size and management; its other networks, floor,
// pricing and quote stay as they are.
Design withComputeFabricOf(const Design &current, const ExploreCandidate &candidate);

// Plans every design of the space on a pool of threads (tallied cabling), keeps those meeting the
// constraints, ranks them and marks the front. The same inputs give the same result.
Exploration explore(const Design &base, const Catalogue &catalogue, const ExploreOptions &options = {});

} // namespace fabric
