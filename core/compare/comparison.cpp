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

constexpr TextPattern kPerformance = FABRIC_TR("fabric::Comparison", "Performance");

void addCollectiveRows(Comparison &comparison, const std::vector<Plan> &plans, const Catalogue &catalogue,
                       const std::vector<CollectivePoint> &points)
{
    std::vector<std::optional<CollectiveModel>> models;
    for (const Plan &plan : plans)
        models.push_back(collectiveModelOf(plan, catalogue));
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
            const CollectiveFigures figures = model ? collectiveFigures(*model, point) : CollectiveFigures{};
            busbw.values.push_back(figures.busbwGBps);
            time.values.push_back(figures.timeUs);
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
    const bool someWithoutSwitchLatency = std::any_of(plans.begin(), plans.end(), [](const Plan &p) {
        return p.ok() && !p.figures.latencyIncludesSwitches;
    });
    for (const Metric &metric : planMetrics()) {
        if (!metric.compared || (metric.id == "cable_latency_ns" && !someWithoutSwitchLatency))
            continue;
        c.rows.push_back({metric.group, metric.name, std::string(metric.unit), metric.better, valuesOf(plans, metric.value)});
    }
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
