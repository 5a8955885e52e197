#include "core/compare/comparison.h"

#include "core/model/collectivemodel.h"

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
    const TierSize *t = plan.sizing.tier(tier);
    return t ? std::optional<double>(t->count) : std::optional<double>(0.0);
}

std::optional<double> linkCount(const Plan &plan, LinkTier tier)
{
    double count = 0;
    for (const Link &link : plan.topology.links)
        count += link.tier == tier ? 1 : 0;
    return count;
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
        ComparisonRow busbw{"Performance",
                            std::string(toString(point.collective)) + " busbw at " + sizeLabel(point.bytes),
                            "GB/s", Better::Higher, {}};
        ComparisonRow time{"Performance",
                           std::string(toString(point.collective)) + " time at " + sizeLabel(point.bytes), "us",
                           Better::Lower, {}};
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
    auto add = [&](const char *group, const char *metric, const char *unit, Better better, auto fn) {
        c.rows.push_back({group, metric, unit, better, valuesOf(plans, fn)});
    };
    using O = std::optional<double>;
    add("Size", "GPUs", "", Better::Neither, [](const Plan &p) { return O(p.sizing.gpus); });
    add("Size", "Nodes", "", Better::Neither, [](const Plan &p) { return O(p.sizing.nodes); });
    add("Size", "Tiers", "", Better::Lower, [](const Plan &p) { return O(p.sizing.tiers); });
    add("Switches", "Leaf switches", "", Better::Lower, [](const Plan &p) { return tierCount(p, Tier::Leaf); });
    add("Switches", "Spine switches", "", Better::Lower, [](const Plan &p) { return tierCount(p, Tier::Spine); });
    add("Switches", "Core switches", "", Better::Lower, [](const Plan &p) { return tierCount(p, Tier::Core); });
    add("Switches", "All switches", "", Better::Lower, [](const Plan &p) { return O(p.sizing.switchCount()); });
    add("Links", "Node-leaf links", "", Better::Neither, [](const Plan &p) { return linkCount(p, LinkTier::NodeLeaf); });
    add("Links", "Leaf-spine links", "", Better::Lower, [](const Plan &p) { return linkCount(p, LinkTier::LeafSpine); });
    add("Links", "Spine-core links", "", Better::Lower, [](const Plan &p) { return linkCount(p, LinkTier::SpineCore); });
    add("Links", "Cable runs", "", Better::Lower, [](const Plan &p) { return O(p.cables.runs.size()); });
    add("Links", "Cable run length", "m", Better::Lower, [](const Plan &p) { return O(p.cables.totalLengthM); });
    add("Links", "Copper and AOC cables", "", Better::Neither, [](const Plan &p) { return bomQuantity(p, "Cables"); });
    add("Links", "Fibres", "", Better::Neither, [](const Plan &p) { return bomQuantity(p, "Fibre"); });
    add("Links", "Transceivers", "", Better::Lower, [](const Plan &p) { return bomQuantity(p, "Transceivers"); });
    add("Cost", "Total (known prices)", "currency", Better::Lower, [](const Plan &p) { return O(p.bom.total); });
    add("Cost", "Cost per GPU", "currency", Better::Lower, [](const Plan &p) { return p.figures.costPerGpu; });
    add("Cost", "Lines without a price", "", Better::Lower, [](const Plan &p) { return O(p.bom.linesWithoutPrice); });
    add("Power", "Power", "kW", Better::Lower, [](const Plan &p) { return O(p.bom.powerW / 1000.0); });
    add("Power", "Power per GPU", "W", Better::Lower, [](const Plan &p) { return O(p.figures.powerPerGpuW); });
    add("Performance", "Bisection bandwidth", "Gb/s", Better::Higher, [](const Plan &p) { return O(p.figures.bisectionGbps); });
    add("Performance", "Oversubscription", ":1", Better::Lower, [](const Plan &p) { return O(p.figures.oversubscription); });
    add("Performance", "Switch hops across SUs", "", Better::Lower, [](const Plan &p) { return O(p.figures.hopsAcrossSu); });
    // A latency without the switches' part is not the same figure: it is unknown on this row, and
    // the cable part gets a row of its own whenever some design lacks its switch latency.
    add("Performance", "Worst-case latency", "ns", Better::Lower, [](const Plan &p) {
        return p.figures.worstCaseLatencyNs > 0 && p.figures.latencyIncludesSwitches ? O(p.figures.worstCaseLatencyNs) : O();
    });
    const bool someWithoutSwitchLatency = std::any_of(plans.begin(), plans.end(), [](const Plan &p) {
        return p.ok() && !p.figures.latencyIncludesSwitches;
    });
    if (someWithoutSwitchLatency)
        add("Performance", "Cable latency, longest path (excludes switch latency)", "ns", Better::Lower,
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
    other.name = design.name + (toEthernet ? " (RoCE)" : " (InfiniBand)");
    return other;
}

} // namespace fabric
