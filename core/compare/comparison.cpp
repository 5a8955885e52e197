#include "core/compare/comparison.h"

#include "core/model/collectivemodel.h"
#include "core/plan/linkcounts.h"

#include <algorithm>
#include <cmath>

namespace fabric {

std::optional<double> ComparisonRow::delta(std::size_t design) const
{
    if (design >= values.size() || !values[design] || !values[0])
        return std::nullopt;
    return *values[design] - *values[0];
}

std::optional<double> ComparisonRow::deltaPercent(std::size_t design) const
{
    const auto d = delta(design);
    if (!d || *values[0] == 0.0)
        return std::nullopt;
    return *d / std::abs(*values[0]) * 100.0;
}

std::optional<std::size_t> ComparisonRow::best() const
{
    if (better == Better::Neither)
        return std::nullopt;
    std::optional<std::size_t> best;
    bool tie = false;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (!values[i])
            continue;
        if (!best) {
            best = i;
            continue;
        }
        const double a = *values[i], b = *values[*best];
        const bool equal = std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
        if (equal) {
            tie = true;
        } else if (better == Better::Higher ? a > b : a < b) {
            best = i;
            tie = false;
        }
    }
    return tie ? std::nullopt : best;
}

std::vector<CollectivePoint> defaultCollectivePoints()
{
    return {{Collective::AllReduce, 8 * 1024},
            {Collective::AllReduce, 1ull << 30},
            {Collective::AllGather, 1ull << 30},
            {Collective::AllToAll, 1ull << 30}};
}

namespace {

using Values = std::vector<std::optional<double>>;

template<typename Fn>
Values valuesOf(const std::vector<Plan> &plans, Fn fn)
{
    Values values;
    for (const Plan &plan : plans)
        values.push_back(plan.ok() ? fn(plan) : std::nullopt);
    return values;
}

std::optional<double> tierCount(const Plan &plan, Tier tier)
{
    const TierSize *t = plan.compute().sizing.tier(tier);
    return t ? std::optional<double>(t->count) : std::optional<double>(0.0);
}

std::optional<double> linkCount(const Plan &plan, LinkTier tier)
{
    return static_cast<double>(linksByTier(plan)[static_cast<std::size_t>(tier)]);
}

std::optional<double> bomQuantity(const Plan &plan, const std::string &category)
{
    double quantity = 0;
    for (const BomLine &line : plan.bom.lines)
        if (line.category == category)
            quantity += line.quantity;
    return quantity;
}

std::string sizeLabel(std::uint64_t bytes)
{
    const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int unit = 0;
    while (bytes >= 1024 && bytes % 1024 == 0 && unit < 4) {
        bytes /= 1024;
        ++unit;
    }
    return std::to_string(bytes) + " " + units[unit];
}

// The groups rows come in, in their order.
constexpr TextPattern kSize = FABRIC_TR("fabric::Comparison", "Size");
constexpr TextPattern kSwitches = FABRIC_TR("fabric::Comparison", "Switches");
constexpr TextPattern kLinks = FABRIC_TR("fabric::Comparison", "Links");
constexpr TextPattern kCost = FABRIC_TR("fabric::Comparison", "Cost");
constexpr TextPattern kPower = FABRIC_TR("fabric::Comparison", "Power");
constexpr TextPattern kPerformance = FABRIC_TR("fabric::Comparison", "Performance");

void addCollectiveRows(Comparison &comparison, const std::vector<Plan> &plans, const Catalogue &catalogue,
                       const std::vector<CollectivePoint> &points)
{
    std::vector<std::optional<CollectiveModel>> models;
    for (const Plan &plan : plans) {
        Diagnostics ignored;
        models.push_back(plan.ok() ? std::optional(CollectiveModel::fromPlan(plan, &catalogue, ignored))
                                   : std::nullopt);
    }
    for (const CollectivePoint &point : points) {
        ComparisonRow busbw{kPerformance,
                            Text(FABRIC_TR("fabric::Comparison", "%1 busbw at %2"), toString(point.collective),
                                 sizeLabel(point.bytes)),
                            "GB/s", Better::Higher, {}};
        ComparisonRow time{kPerformance,
                           Text(FABRIC_TR("fabric::Comparison", "%1 time at %2"), toString(point.collective),
                                sizeLabel(point.bytes)),
                           "us", Better::Lower, {}};
        for (const auto &model : models) {
            std::optional<double> b, t;
            if (model) {
                if (auto result = model->evaluate({point.collective, point.bytes, Algorithm::Auto, {}})) {
                    b = result->busbwGBps;
                    t = result->timeUs;
                }
            }
            busbw.values.push_back(b);
            time.values.push_back(t);
        }
        comparison.rows.push_back(std::move(busbw));
        comparison.rows.push_back(std::move(time));
    }
}

} // namespace

Comparison compare(const std::vector<Plan> &plans, const Catalogue &catalogue,
                   const std::vector<CollectivePoint> &points)
{
    Comparison c;
    for (const Plan &plan : plans)
        c.designs.push_back(plan.design.name);
    auto add = [&](TextPattern group, TextPattern metric, const char *unit, Better better, auto fn) {
        c.rows.push_back({group, metric, unit, better, valuesOf(plans, fn)});
    };
    using O = std::optional<double>;
    add(kSize, FABRIC_TR("fabric::Comparison", "GPUs"), "", Better::Neither, [](const Plan &p) { return O(p.compute().sizing.gpus); });
    add(kSize, FABRIC_TR("fabric::Comparison", "Nodes"), "", Better::Neither, [](const Plan &p) { return O(p.compute().sizing.nodes); });
    add(kSize, FABRIC_TR("fabric::Comparison", "Tiers"), "", Better::Lower, [](const Plan &p) { return O(p.compute().sizing.tiers); });
    add(kSwitches, FABRIC_TR("fabric::Comparison", "Leaf switches"), "", Better::Lower, [](const Plan &p) { return tierCount(p, Tier::Leaf); });
    add(kSwitches, FABRIC_TR("fabric::Comparison", "Spine switches"), "", Better::Lower, [](const Plan &p) { return tierCount(p, Tier::Spine); });
    add(kSwitches, FABRIC_TR("fabric::Comparison", "Core switches"), "", Better::Lower, [](const Plan &p) { return tierCount(p, Tier::Core); });
    add(kSwitches, FABRIC_TR("fabric::Comparison", "All switches"), "", Better::Lower, [](const Plan &p) { return O(p.compute().sizing.switchCount()); });
    add(kLinks, FABRIC_TR("fabric::Comparison", "Node-leaf links"), "", Better::Neither, [](const Plan &p) { return linkCount(p, LinkTier::NodeLeaf); });
    add(kLinks, FABRIC_TR("fabric::Comparison", "Leaf-spine links"), "", Better::Lower, [](const Plan &p) { return linkCount(p, LinkTier::LeafSpine); });
    add(kLinks, FABRIC_TR("fabric::Comparison", "Spine-core links"), "", Better::Lower, [](const Plan &p) { return linkCount(p, LinkTier::SpineCore); });
    add(kLinks, FABRIC_TR("fabric::Comparison", "Cable runs"), "", Better::Lower, [](const Plan &p) { return O(p.compute().cables.runs.size()); });
    add(kLinks, FABRIC_TR("fabric::Comparison", "Cable run length"), "m", Better::Lower, [](const Plan &p) { return O(p.compute().cables.totalLengthM); });
    add(kLinks, FABRIC_TR("fabric::Comparison", "Copper and AOC cables"), "", Better::Neither, [](const Plan &p) { return bomQuantity(p, "Cables"); });
    add(kLinks, FABRIC_TR("fabric::Comparison", "Fibres"), "", Better::Neither, [](const Plan &p) { return bomQuantity(p, "Fibre"); });
    add(kLinks, FABRIC_TR("fabric::Comparison", "Transceivers"), "", Better::Lower, [](const Plan &p) { return bomQuantity(p, "Transceivers"); });
    add(kCost, FABRIC_TR("fabric::Comparison", "Total (known prices)"), "currency", Better::Lower, [](const Plan &p) { return O(p.bom.cost.net); });
    add(kCost, FABRIC_TR("fabric::Comparison", "Cost per GPU"), "currency", Better::Lower, [](const Plan &p) { return p.figures.costPerGpu; });
    add(kCost, FABRIC_TR("fabric::Comparison", "Lines without a price"), "", Better::Lower, [](const Plan &p) { return O(p.bom.cost.unknownLines); });
    add(kPower, FABRIC_TR("fabric::Comparison", "Power"), "kW", Better::Lower, [](const Plan &p) { return O(p.bom.powerW / 1000.0); });
    add(kPower, FABRIC_TR("fabric::Comparison", "Power per GPU"), "W", Better::Lower, [](const Plan &p) { return O(p.figures.powerPerGpuW); });
    add(kPerformance, FABRIC_TR("fabric::Comparison", "Bisection bandwidth"), "Gb/s", Better::Higher, [](const Plan &p) { return O(p.figures.bisectionGbps); });
    add(kPerformance, FABRIC_TR("fabric::Comparison", "Oversubscription"), ":1", Better::Lower, [](const Plan &p) { return O(p.figures.oversubscription); });
    add(kPerformance, FABRIC_TR("fabric::Comparison", "Switch hops across SUs"), "", Better::Lower, [](const Plan &p) { return O(p.figures.hopsAcrossSu); });
    // A latency without the switches' part is not the same figure: it is unknown on this row, and
    // the cable part gets a row of its own whenever some design lacks its switch latency.
    add(kPerformance, FABRIC_TR("fabric::Comparison", "Worst-case latency"), "ns", Better::Lower, [](const Plan &p) {
        return p.figures.worstCaseLatencyNs > 0 && p.figures.latencyIncludesSwitches ? O(p.figures.worstCaseLatencyNs) : O();
    });
    const bool someWithoutSwitchLatency = std::any_of(plans.begin(), plans.end(), [](const Plan &p) {
        return p.ok() && !p.figures.latencyIncludesSwitches;
    });
    if (someWithoutSwitchLatency)
        add(kPerformance, FABRIC_TR("fabric::Comparison", "Cable latency, longest path (excludes switch latency)"), "ns", Better::Lower,
            [](const Plan &p) { return p.figures.cableLatencyNs > 0 ? O(p.figures.cableLatencyNs) : O(); });
    addCollectiveRows(c, plans, catalogue, points);
    return c;
}

Design counterpartDesign(const Design &design)
{
    Design other = design;
    const bool toEthernet = design.fabric == Technology::InfiniBand;
    other.fabric = toEthernet ? Technology::Ethernet : Technology::InfiniBand;
    other.switchModel.clear();
    other.management = toEthernet ? FabricManagement::None : FabricManagement::UfmAppliance;
    other.sharp = !toEthernet;
    other.name = counterpartName(design).english();
    return other;
}

Text counterpartName(const Design &design)
{
    return Text(design.fabric == Technology::InfiniBand ? FABRIC_TR("fabric::Comparison", "%1 (RoCE)")
                                                        : FABRIC_TR("fabric::Comparison", "%1 (InfiniBand)"),
                design.name);
}

} // namespace fabric
