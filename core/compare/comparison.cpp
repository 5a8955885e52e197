#include "core/compare/comparison.h"

#include "core/model/collectivemodel.h"
#include "core/plan/linkcounts.h"

#include <algorithm>
#include <cmath>

namespace fabric {

bool ComparisonRow::complete(std::size_t design) const
{
    return design < values.size() && values[design] && (design >= leavesOut.size() || leavesOut[design].empty());
}

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

bool ComparisonRow::deltaComplete(std::size_t design) const
{
    return complete(0) && complete(design);
}

std::optional<std::size_t> ComparisonRow::best() const
{
    if (better == Better::Neither)
        return std::nullopt;
    std::optional<std::size_t> best;
    bool tie = false;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (!complete(i))
            return std::nullopt; // a figure that is unknown, or leaves something out, is never beaten or crowned
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

Text missingValueText(const ComparisonRow &row, std::size_t design)
{
    if (design < row.values.size() && row.values[design])
        return {};
    if (design < row.planned.size() && !row.planned[design])
        return FABRIC_TR("fabric::Comparison", "not planned");
    return FABRIC_TR("fabric::Comparison", "unknown");
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
                            "GB/s", Better::Higher, {}, {}};
        ComparisonRow time{kPerformance,
                           Text(FABRIC_TR("fabric::Comparison", "%1 time at %2"), toString(point.collective),
                                sizeLabel(point.bytes)),
                           "us", Better::Lower, {}, {}};
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

namespace {

// A row for a network's own figures only when some plan has more than the compute fabric and
// that network.
bool showNetworkRow(const Metric &metric, const std::vector<Plan> &plans)
{
    return std::any_of(plans.begin(), plans.end(), [&](const Plan &p) {
        return p.ok() && p.networks.size() > 1 && plansNetwork(p, metric.network);
    });
}

// Every column named apart: a name two designs share, or none, gets the design's number
// ("h100 (1)", "h100 (2)", "Design 3"), so a column, a note and the best design say which.
std::vector<std::string> distinctNames(std::vector<std::string> names)
{
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i].empty())
            names[i] = "Design " + std::to_string(i + 1);
    const std::vector<std::string> given = names;
    for (std::size_t i = 0; i < names.size(); ++i)
        if (std::count(given.begin(), given.end(), given[i]) > 1)
            names[i] = given[i] + " (" + std::to_string(i + 1) + ")";
    return names;
}

} // namespace

Comparison compare(const std::vector<Plan> &plans, const Catalogue &catalogue,
                   const std::vector<CollectivePoint> &points, const std::optional<ExchangeRate> &currency)
{
    Comparison c;
    for (const Plan &plan : plans) {
        c.designs.push_back(plan.design.name);
        c.rates.push_back(plan.bom.exchangeRate);
        c.setParameters.push_back(parametersSetBy(plan.design.modelOverrides));
    }
    c.designs = distinctNames(c.designs);
    c.rate = currency ? *currency : plans.empty() ? ExchangeRate{} : plans.front().bom.exchangeRate;
    c.currency = c.rate.currency;
    const bool someWithoutSwitchLatency = std::any_of(plans.begin(), plans.end(), [](const Plan &p) {
        return p.ok() && !p.figures.latencyIncludesSwitches;
    });
    for (const Metric &metric : planMetrics()) {
        if (!metric.compared || (metric.id == "cable_latency_ns" && !someWithoutSwitchLatency)
            || (!metric.network.empty() && !showNetworkRow(metric, plans)))
            continue;
        ComparisonRow row{metric.group, metric.name, std::string(metric.unit), metric.better, valuesOf(plans, metric.value), {}};
        for (std::size_t i = 0; i < plans.size(); ++i) {
            row.leavesOut.push_back(plans[i].ok() && metric.leavesOut ? metric.leavesOut(plans[i]) : std::vector<std::string>{});
            row.planned.push_back(!plans[i].ok() || metric.network.empty() || plansNetwork(plans[i], metric.network));
            if (row.unit == "currency" && row.values[i])
                row.values[i] = convertAmount(*row.values[i], plans[i].bom.exchangeRate, c.rate);
        }
        c.rows.push_back(std::move(row));
    }
    addCollectiveRows(c, plans, catalogue, points);
    return c;
}

bool Comparison::modelParametersDiffer() const
{
    const auto sameSet = [](const std::vector<ModelParameter> &a, const std::vector<ModelParameter> &b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const ModelParameter &x, const ModelParameter &y) {
            return x.name == y.name && x.value == y.value;
        });
    };
    return std::any_of(setParameters.begin(), setParameters.end(),
                       [&](const std::vector<ModelParameter> &set) { return !sameSet(set, setParameters.front()); });
}

Expected<ExchangeRate> comparisonCurrency(const std::vector<Plan> &plans, const Catalogue &catalogue,
                                          const std::string &code, std::optional<double> rate, const std::string &date)
{
    if (!rate)
        for (const Plan &plan : plans)
            if (plan.bom.currency == code && plan.bom.exchangeRate.currency == code)
                return plan.bom.exchangeRate;
    auto chosen = exchangeRateOf(code, catalogue, rate, date);
    if (chosen && rate)
        chosen->source = "given";
    return chosen;
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
    return Text(design.fabric == Technology::InfiniBand ? FABRIC_TR("fabric::Comparison", "%1 (RoCE counterpart)")
                                                        : FABRIC_TR("fabric::Comparison", "%1 (InfiniBand counterpart)"),
                design.name);
}

} // namespace fabric
