#include "core/explore/explorer.h"

#include "core/plan/pipeline.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <map>
#include <set>
#include <thread>
#include <tuple>

namespace fabric {

namespace {

struct ObjectiveName
{
    Objective objective;
    std::string_view name;
    Better better;
};

constexpr std::array kObjectives = {
    ObjectiveName{Objective::Cost, "cost", Better::Lower},
    ObjectiveName{Objective::Busbw, "busbw", Better::Higher},
    ObjectiveName{Objective::Time, "time", Better::Lower},
    ObjectiveName{Objective::Power, "power", Better::Lower},
    ObjectiveName{Objective::Bisection, "bisection", Better::Higher},
    ObjectiveName{Objective::Switches, "switches", Better::Lower},
    ObjectiveName{Objective::Racks, "racks", Better::Lower},
};

constexpr std::array kOversubscriptions = {1.0, 2.0, 3.0, 4.0};

// The planes a node's ports split into: one, and more only where each NIC port breaks out into
// as many links (the sizing warns otherwise that the planes share ports, which is no design
// to offer) and they divide the node's ports evenly.
std::vector<int> planesFor(const Design &base, const Platform &platform, const Nic *nic, Technology fabric, int speed)
{
    const int perNicPort = nic ? nic->portsPerPortAt(speed, fabric) : 1;
    const int rails = base.rails.value_or(platform.computePorts * perNicPort);
    std::vector<int> planes{1};
    for (int p = 2; p <= std::min(rails, perNicPort); ++p)
        if (rails % p == 0)
            planes.push_back(p);
    return planes;
}

// The link speeds a NIC runs on a fabric: its own speed, unless its port modes list that speed
// for other fabrics only (a ConnectX-8 runs no single 800GbE port), and every speed its port
// modes list for this fabric (2 x 400GbE).
std::vector<int> linkSpeedsFor(const Platform &platform, const Nic *nic, Technology fabric)
{
    std::vector<int> speeds;
    const auto runs = [&](const NicPortMode &m) { return m.technology == "both" || m.technology == toString(fabric); };
    bool ownListed = false, ownRuns = false;
    if (nic)
        for (const NicPortMode &m : nic->portModes)
            if (m.speedGbps == platform.nicSpeedGbps) {
                ownListed = true;
                ownRuns = ownRuns || runs(m);
            }
    if (!ownListed || ownRuns)
        speeds.push_back(platform.nicSpeedGbps);
    if (nic)
        for (const NicPortMode &m : nic->portModes)
            if (runs(m) && std::find(speeds.begin(), speeds.end(), m.speedGbps) == speeds.end())
                speeds.push_back(m.speedGbps);
    return speeds;
}

// What a candidate is, as planned: two designs with the same key are the same fabric.
auto identityKey(const ExploreCandidate &c)
{
    return std::make_tuple(static_cast<int>(c.design.fabric), c.switchModel, c.linkSpeedGbps, c.railsPerNode,
                           c.oversubscription, c.design.planes, c.design.sharp, c.tiers, c.suSize);
}

// The order candidates are ranked in: cheapest first, complete costs before incomplete ones,
// then faster, then the design's fields, so equal figures never leave the order to the threads.
auto rankKey(const ExploreCandidate &c)
{
    return std::tuple_cat(std::make_tuple(!c.cost.complete, c.cost.amount, -c.busbwGBps.value_or(-1.0)), identityKey(c),
                          std::make_tuple(c.design.tiers.has_value(), c.design.suSize.has_value()));
}

// How many of each part the lines hold, by the key keyOf gives a line (none: not counted), sorted.
template<typename KeyOf>
std::vector<std::pair<std::string, int>> tally(const Bom &bom, KeyOf keyOf)
{
    std::map<std::string, int> counts;
    for (const BomLine &line : bom.lines)
        if (const std::optional<std::string> key = keyOf(line))
            counts[*key] += line.quantity;
    return {counts.begin(), counts.end()};
}

ExploreCandidate evaluate(const Design &design, const Plan &plan, const Catalogue &catalogue,
                          const CollectivePoint &point)
{
    ExploreCandidate c;
    c.design = design;
    c.switchModel = design.switchModel;
    const Sizing &sizing = plan.compute().sizing;
    c.linkSpeedGbps = sizing.linkSpeedGbps;
    c.railsPerNode = sizing.railsPerNode;
    c.tiers = sizing.tiers;
    c.suSize = sizing.suSize;
    c.oversubscription = sizing.tierSizes.empty() ? design.oversubscription : sizing.tierSizes.front().oversubscription;
    c.scalableUnits = sizing.scalableUnits;
    c.leafDownPorts = sizing.tiers >= 2 && !sizing.tierSizes.empty() ? sizing.tierSizes.front().downPorts : 0;
    c.cost = netCost(plan);
    c.powerW = networkPowerW(plan);
    c.knownPowerW = plan.bom.networkPowerW;
    c.partsOfUnknownPower = tally(plan.bom, [](const BomLine &line) {
        return line.category != "Compute" && line.powerUnknown ? std::optional(line.partNumber) : std::nullopt;
    });
    c.partsOfUnknownPrice = tally(plan.bom, [](const BomLine &line) {
        return !line.unitPrice ? std::optional(line.category + "/" + line.partNumber) : std::nullopt;
    });
    if (auto model = collectiveModelOf(plan, catalogue)) {
        // SHARP on is a cluster that runs NCCL with SHARP enabled (NCCL_COLLNET_ENABLE=1): under
        // NCCL's defaults every SHARP-on candidate had its SHARP-off twin's figures.
        CollectivePoint run = point;
        run.env.collnet = run.env.collnet || design.sharp;
        const CollectiveFigures figures = collectiveFigures(*model, run);
        c.busbwGBps = figures.busbwGBps;
        c.timeUs = figures.timeUs;
    }
    c.bisectionGbps = findMetric("bisection_gbps")->value(plan).value_or(0.0);
    c.switches = static_cast<int>(findMetric("switches")->value(plan).value_or(0.0));
    c.racks = static_cast<int>(findMetric("racks")->value(plan).value_or(0.0));
    return c;
}

// The model's figures are estimates computed through different algorithms and rounding: two that
// differ in the seventh digit (346.81866 against 346.81838 GB/s, both printed 346.8) are the same
// figure, or the front is decided by floating-point noise. Money, power and counts are exact.
bool sameFigure(Objective objective, double a, double b)
{
    const bool estimate = objective == Objective::Busbw || objective == Objective::Time;
    return estimate && std::abs(a - b) <= 1e-4 * std::max(std::abs(a), std::abs(b));
}

} // namespace

std::string_view toString(Objective objective)
{
    for (const auto &o : kObjectives)
        if (o.objective == objective)
            return o.name;
    return {};
}

std::optional<Objective> objectiveFromString(std::string_view text)
{
    for (const auto &o : kObjectives)
        if (o.name == text)
            return o.objective;
    return std::nullopt;
}

Better betterOf(Objective objective)
{
    for (const auto &o : kObjectives)
        if (o.objective == objective)
            return o.better;
    return Better::Neither;
}

std::optional<double> ExploreCandidate::value(Objective objective) const
{
    switch (objective) {
    case Objective::Cost:
        return cost.complete ? std::optional(cost.amount) : std::nullopt;
    case Objective::Busbw:
        return busbwGBps;
    case Objective::Time:
        return timeUs;
    case Objective::Power:
        return powerW;
    case Objective::Bisection:
        return bisectionGbps;
    case Objective::Switches:
        return switches;
    case Objective::Racks:
        return racks;
    }
    return std::nullopt;
}

std::vector<Design> enumerateDesigns(const Design &base, const Catalogue &catalogue, const ExploreConstraints &limits)
{
    std::vector<Design> designs;
    const Platform *platform = catalogue.findPlatform(base.platform);
    if (!platform)
        return designs;
    const Nic *nic = catalogue.findNic(platform->nicModel);
    for (Technology technology : {Technology::InfiniBand, Technology::Ethernet}) {
        if ((limits.fabric && *limits.fabric != technology) || (nic && !nic->supports(technology)))
            continue;
        const std::vector<int> speeds = base.linkSpeedGbps ? std::vector{*base.linkSpeedGbps}
                                                           : linkSpeedsFor(*platform, nic, technology);
        for (int speed : speeds) {
        const std::vector<int> planes = planesFor(base, *platform, nic, technology, speed);
        for (const SwitchModel *model : catalogue.switchesFor(technology, speed)) {
            if (limits.switchModel && model->model != *limits.switchModel)
                continue;
            std::vector<bool> sharps{false};
            if (technology == Technology::InfiniBand && model->sharpVersion)
                sharps.push_back(true);
            for (double oversubscription : kOversubscriptions)
                for (int p : planes)
                    for (bool sharp : sharps) {
                        Design d = base;
                        d.fabric = technology;
                        d.switchModel = model->model;
                        d.oversubscription = oversubscription;
                        d.planes = p;
                        d.sharp = sharp;
                        if (speed != platform->nicSpeedGbps)
                            d.linkSpeedGbps = speed;
                        if (technology == Technology::Ethernet)
                            d.management = FabricManagement::None;
                        if (!d.networks.planned)
                            d.networks.planned = std::vector<NetworkRole>{NetworkRole::Compute};
                        designs.push_back(std::move(d));
                    }
        }
        }
    }
    return designs;
}

std::vector<Design> twinsOf(const ExploreCandidate &planned, const Design &base)
{
    std::vector<Design> twins;
    if (!base.tiers && (planned.tiers == 2 || planned.tiers == 3)) {
        Design d = planned.design;
        d.tiers = planned.tiers == 2 ? 3 : 2;
        twins.push_back(std::move(d));
    }
    if (!base.suSize && planned.tiers >= 2 && planned.suSize > 0) {
        for (int su : {planned.suSize / 2, planned.suSize * 2}) {
            // An SU beyond a leaf's down ports is refused by the sizer: not a design to try.
            if (su < 1 || (su > planned.suSize && (planned.scalableUnits < 2 || su > planned.leafDownPorts)))
                continue;
            Design d = planned.design;
            d.suSize = su;
            twins.push_back(std::move(d));
        }
    }
    return twins;
}

namespace {

using UnknownParts = std::vector<std::pair<std::string, int>>;

// A sum of known values and of parts whose value is unknown: a cost or a network power.
struct PartlyKnown
{
    std::optional<double> whole; // when every part's value is known
    double known = 0.0;
    const UnknownParts &unknown;
};

PartlyKnown partlyKnown(Objective costOrPower, const ExploreCandidate &c)
{
    if (costOrPower == Objective::Cost)
        return {c.value(Objective::Cost), c.cost.amount, c.partsOfUnknownPrice};
    return {c.powerW, c.knownPowerW, c.partsOfUnknownPower};
}

// Every part of unknown value a has, b has as many of at least.
bool noMoreOfEachUnknownPart(const UnknownParts &a, const UnknownParts &b)
{
    return std::all_of(a.begin(), a.end(), [&](const auto &part) {
        const auto in = std::lower_bound(b.begin(), b.end(), std::make_pair(part.first, 0));
        return in != b.end() && in->first == part.first && in->second >= part.second;
    });
}

bool noMore(const PartlyKnown &a, const PartlyKnown &b, bool strictly)
{
    if (a.whole && b.whole)
        return strictly ? *a.whole < *b.whole : *a.whole <= *b.whole;
    // Unknown and no part to say why: nothing can be said of it.
    if ((!a.whole && a.unknown.empty()) || (!b.whole && b.unknown.empty()))
        return false;
    return (strictly ? a.known < b.known : a.known <= b.known) && noMoreOfEachUnknownPart(a.unknown, b.unknown);
}

// Cost and power are sums over parts: when one is unknown, the parts may still decide it.
bool sumOfParts(Objective objective)
{
    return objective == Objective::Cost || objective == Objective::Power;
}

} // namespace

bool surelyNoMore(Objective costOrPower, const ExploreCandidate &a, const ExploreCandidate &b)
{
    return noMore(partlyKnown(costOrPower, a), partlyKnown(costOrPower, b), false);
}

bool surelyLess(Objective costOrPower, const ExploreCandidate &a, const ExploreCandidate &b)
{
    return noMore(partlyKnown(costOrPower, a), partlyKnown(costOrPower, b), true);
}

bool dominates(const ExploreCandidate &a, const ExploreCandidate &b, const std::vector<Objective> &objectives)
{
    bool better = false;
    for (Objective objective : objectives) {
        const auto va = a.value(objective), vb = b.value(objective);
        if (sumOfParts(objective) && (!va || !vb)) {
            if (!surelyNoMore(objective, a, b))
                return false;
            better = better || surelyLess(objective, a, b);
            continue;
        }
        if (!va || !vb)
            return false;
        if (sameFigure(objective, *va, *vb))
            continue;
        const bool higher = betterOf(objective) == Better::Higher;
        if (higher ? *va < *vb : *va > *vb)
            return false;
        if (higher ? *va > *vb : *va < *vb)
            better = true;
    }
    return better;
}

bool mayDominate(const ExploreCandidate &a, const ExploreCandidate &b, const std::vector<Objective> &objectives)
{
    bool betterOrBlind = false;
    for (Objective objective : objectives) {
        const auto va = a.value(objective), vb = b.value(objective);
        // An incomplete cost is a lower bound: known prices that already cost more than another
        // design's whole cost cannot make the cheaper design; the same for power.
        if (sumOfParts(objective) && (!va || !vb)) {
            if (surelyLess(objective, b, a))
                return false;
            // Unless b is surely no more, some prices or draws put a below it.
            betterOrBlind = betterOrBlind || !surelyNoMore(objective, b, a);
            continue;
        }
        if (!va || !vb) {
            betterOrBlind = true;
            continue;
        }
        if (sameFigure(objective, *va, *vb))
            continue;
        const bool higher = betterOf(objective) == Better::Higher;
        if (higher ? *va < *vb : *va > *vb)
            return false;
        betterOrBlind = true;
    }
    return betterOrBlind;
}

void markParetoFront(std::vector<ExploreCandidate> &candidates, const std::vector<Objective> &objectives)
{
    for (auto &c : candidates)
        c.onFront = std::none_of(candidates.begin(), candidates.end(),
                                 [&](const ExploreCandidate &other) { return dominates(other, c, objectives); });
    for (auto &c : candidates)
        c.frontConfirmed = c.onFront && std::none_of(candidates.begin(), candidates.end(), [&](const ExploreCandidate &other) {
                               return &other != &c && mayDominate(other, c, objectives);
                           });
}

Design withComputeFabricOf(const Design &current, const ExploreCandidate &candidate)
{
    const Design &e = candidate.design;
    Design d = current;
    d.fabric = e.fabric;
    d.switchModel = e.switchModel;
    d.linkSpeedGbps = e.linkSpeedGbps;
    d.rails = e.rails;
    d.oversubscription = e.oversubscription;
    d.planes = e.planes;
    d.sharp = e.sharp;
    d.tiers = e.tiers;
    d.suSize = e.suSize;
    d.management = e.management;
    return d;
}

bool meets(const ExploreCandidate &c, const ExploreConstraints &limits)
{
    if (limits.fabric && c.design.fabric != *limits.fabric)
        return false;
    if (limits.switchModel && c.switchModel != *limits.switchModel)
        return false;
    if (limits.maxCost && !(c.cost.complete && c.cost.amount <= *limits.maxCost))
        return false;
    if (limits.minBusbwGBps && !(c.busbwGBps && *c.busbwGBps >= *limits.minBusbwGBps))
        return false;
    if (limits.maxPowerW && !(c.powerW && *c.powerW <= *limits.maxPowerW))
        return false;
    if (limits.maxRacks && c.racks > *limits.maxRacks)
        return false;
    return true;
}

namespace {

// The designs that differ in SHARP alone, grouped, so that each group takes one pipeline run
// (setSharp). Sorted by the fields the space varies, then checked field by field.
std::vector<std::vector<std::size_t>> sharpTwinGroups(const std::vector<Design> &designs)
{
    const auto varied = [&](std::size_t i) {
        const Design &d = designs[i];
        return std::make_tuple(static_cast<int>(d.fabric), d.switchModel, d.linkSpeedGbps, d.rails, d.oversubscription,
                               d.planes, d.tiers, d.suSize);
    };
    const auto sharpAlone = [](Design a, const Design &b) {
        a.sharp = b.sharp;
        return a == b;
    };
    std::vector<std::size_t> order(designs.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return varied(a) < varied(b); });
    std::vector<std::vector<std::size_t>> groups;
    for (std::size_t i : order) {
        if (!groups.empty()) {
            const std::size_t first = groups.back().front();
            if (varied(first) == varied(i) && sharpAlone(designs[first], designs[i])) {
                groups.back().push_back(i);
                continue;
            }
        }
        groups.push_back({i});
    }
    return groups;
}

struct Planned
{
    std::optional<ExploreCandidate> candidate; // empty: the plan had errors, or a cancel skipped it
    std::optional<Diagnostic> firstError;      // of a plan with errors
};

// Plans every design on a pool of threads, a group of SHARP twins once.
std::vector<Planned> planAll(const std::vector<Design> &designs, const Catalogue &catalogue,
                             const ExploreOptions &options)
{
    std::vector<Planned> results(designs.size());
    const std::vector<std::vector<std::size_t>> groups = sharpTwinGroups(designs);
    PipelineOptions tallied;
    tallied.cableRuns = CableRuns::TalliedOnly;
    ExploreProgress *progress = options.progress;
    if (progress)
        tallied.cancelled = [progress] { return progress->cancel.load(); };
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        for (std::size_t g = next++; g < groups.size(); g = next++) {
            if (progress && progress->cancel)
                return;
            Plan plan = makePlan(designs[groups[g].front()], catalogue, tallied);
            for (std::size_t i : groups[g]) {
                setSharp(plan, designs[i].sharp);
                if (plan.ok())
                    results[i].candidate = evaluate(designs[i], plan, catalogue, options.collective);
                else if (const auto error = std::find_if(plan.diagnostics.begin(), plan.diagnostics.end(),
                                                         [](const Diagnostic &d) { return d.isError(); });
                         error != plan.diagnostics.end())
                    results[i].firstError = *error;
                if (progress)
                    ++progress->planned;
            }
        }
    };
    const unsigned cores = options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
    std::vector<std::jthread> pool;
    for (unsigned t = 1; t < std::min<std::size_t>(cores, groups.size()); ++t)
        pool.emplace_back(work);
    work();
    return results;
}

} // namespace

Exploration explore(const Design &base, const Catalogue &catalogue, const ExploreOptions &options)
{
    ExploreProgress *progress = options.progress;
    const std::vector<Design> designs = enumerateDesigns(base, catalogue, options.constraints);
    if (progress)
        progress->total += static_cast<int>(designs.size());
    std::vector<Planned> results = planAll(designs, catalogue, options);

    // The second pass: the tiers and SU sizes the sizer did not choose, kept only where they plan
    // to another fabric than the design they came from.
    std::vector<Design> twins;
    for (const auto &r : results)
        if (r.candidate)
            for (Design &twin : twinsOf(*r.candidate, base))
                twins.push_back(std::move(twin));
    if (progress)
        progress->total += static_cast<int>(twins.size());
    std::vector<Planned> twinResults = planAll(twins, catalogue, options);

    Exploration e;
    e.cancelled = progress && progress->cancel;
    e.enumerated = static_cast<int>(designs.size() + twins.size());
    // Designs asked differently that plan the same fabric (every ratio on one switch) are one
    // candidate: the first enumerated (the least ratio asked), then a twin of another design.
    std::set<decltype(identityKey(ExploreCandidate{}))> seen;
    auto fail = [&](const Design &d, const std::optional<Diagnostic> &error) {
        ++e.failed;
        if (!error)
            return;
        auto group = std::find_if(e.failures.begin(), e.failures.end(),
                                  [&](const ExploreFailure &f) { return f.switchModel == d.switchModel; });
        if (group == e.failures.end())
            group = e.failures.insert(e.failures.end(), {d.switchModel, 0, *error});
        ++group->designs;
    };
    auto take = [&](const Design &d, Planned &r) {
        if (!r.candidate)
            fail(d, r.firstError);
        else if (!seen.insert(identityKey(*r.candidate)).second)
            ++e.duplicates;
        else if (!meets(*r.candidate, options.constraints))
            ++e.filtered;
        else
            e.candidates.push_back(std::move(*r.candidate));
    };
    for (std::size_t i = 0; i < designs.size(); ++i)
        take(designs[i], results[i]);
    for (std::size_t i = 0; i < twins.size(); ++i)
        take(twins[i], twinResults[i]);
    std::sort(e.candidates.begin(), e.candidates.end(),
              [](const ExploreCandidate &a, const ExploreCandidate &b) { return rankKey(a) < rankKey(b); });
    markParetoFront(e.candidates, options.objectives);
    return e;
}

} // namespace fabric
