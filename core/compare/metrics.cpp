#include "core/compare/metrics.h"

#include "core/bom/billsection.h"
#include "core/design/networkspec.h"
#include "core/plan/linkcounts.h"

#include <algorithm>

namespace fabric {

namespace {

using O = std::optional<double>;

O tierCount(const Plan &plan, Tier tier)
{
    const TierSize *t = plan.compute().sizing.tier(tier);
    return t ? O(t->count) : O(0.0);
}

O linkCount(const Plan &plan, LinkTier tier)
{
    return static_cast<double>(linksByTier(plan)[static_cast<std::size_t>(tier)]);
}

O bomQuantity(const Plan &plan, const std::string &category)
{
    double quantity = 0;
    for (const BomLine &line : plan.bom.lines)
        if (line.category == category)
            quantity += line.quantity;
    return quantity;
}

constexpr TextPattern kSize = FABRIC_TR("fabric::Comparison", "Size");
constexpr TextPattern kSwitches = FABRIC_TR("fabric::Comparison", "Switches");
constexpr TextPattern kLinks = FABRIC_TR("fabric::Comparison", "Links");
constexpr TextPattern kCost = FABRIC_TR("fabric::Comparison", "Cost");
constexpr TextPattern kPower = FABRIC_TR("fabric::Comparison", "Power");
constexpr TextPattern kPerformance = FABRIC_TR("fabric::Comparison", "Performance");
constexpr TextPattern kNetworks = FABRIC_TR("fabric::Comparison", "Networks");

std::vector<std::string> withoutPrice(const Plan &p) { return partsWithoutPrice(p); }
std::vector<std::string> withoutPower(const Plan &p) { return partsWithoutPower(p); }

O networkSwitches(const Plan &p, NetworkRole role)
{
    const NetworkPlan *n = p.network(role);
    return n ? O(n->sizing.switchCount()) : O();
}

// A network's net cost: none when the plan has no such network (not zero: nothing to compare)
// or when none of its lines has a price.
O networkCost(const Plan &p, std::string_view network)
{
    const NetworkCost *n = p.bom.cost.networkCost(std::string(network));
    return n && n->priced() ? O(n->net) : O();
}

template<NetworkRole role>
Metric networkSwitchMetric(std::string_view id)
{
    return {id, kNetworks, Text(FABRIC_TR("fabric::Comparison", "%1 switches"), networkShortTitle(role)), "", Better::Lower,
            [](const Plan &p) { return networkSwitches(p, role); }, true, {}, toString(role)};
}

Metric networkCostMetric(std::string_view id, Text name, std::string_view network)
{
    return {id, kNetworks, std::move(name), "currency", Better::Lower, [network](const Plan &p) { return networkCost(p, network); }, true,
            [network](const Plan &p) { return partsWithoutPrice(p, network); }, network};
}

// A section's cost row names it as the BOM view and the quote do.
Metric networkCostMetric(std::string_view id, std::string_view network)
{
    return networkCostMetric(id, Text(FABRIC_TR("fabric::Comparison", "Net cost, %1"), billSectionTitle(network)), network);
}

std::vector<Metric> makeMetrics()
{
    return {
        {"gpus", kSize, FABRIC_TR("fabric::Comparison", "GPUs"), "", Better::Neither, [](const Plan &p) { return O(p.compute().sizing.gpus); }},
        {"nodes", kSize, FABRIC_TR("fabric::Comparison", "Nodes"), "", Better::Neither, [](const Plan &p) { return O(p.compute().sizing.nodes); }},
        {"tiers", kSize, FABRIC_TR("fabric::Comparison", "Tiers"), "", Better::Lower, [](const Plan &p) { return O(p.compute().sizing.tiers); }},
        {"leaf_switches", kSwitches, FABRIC_TR("fabric::Comparison", "Leaf switches"), "", Better::Lower, [](const Plan &p) { return tierCount(p, Tier::Leaf); }},
        {"spine_switches", kSwitches, FABRIC_TR("fabric::Comparison", "Spine switches"), "", Better::Lower, [](const Plan &p) { return tierCount(p, Tier::Spine); }},
        {"core_switches", kSwitches, FABRIC_TR("fabric::Comparison", "Core switches"), "", Better::Lower, [](const Plan &p) { return tierCount(p, Tier::Core); }},
        {"switches", kSwitches, FABRIC_TR("fabric::Comparison", "All switches"), "", Better::Lower, [](const Plan &p) { return O(p.figures.clusterSwitches); }},
        {"node_leaf_links", kLinks, FABRIC_TR("fabric::Comparison", "Node-leaf links"), "", Better::Neither, [](const Plan &p) { return linkCount(p, LinkTier::NodeLeaf); }},
        {"leaf_spine_links", kLinks, FABRIC_TR("fabric::Comparison", "Leaf-spine links"), "", Better::Lower, [](const Plan &p) { return linkCount(p, LinkTier::LeafSpine); }},
        {"spine_core_links", kLinks, FABRIC_TR("fabric::Comparison", "Spine-core links"), "", Better::Lower, [](const Plan &p) { return linkCount(p, LinkTier::SpineCore); }},
        {"cable_runs", kLinks, FABRIC_TR("fabric::Comparison", "Cable runs"), "", Better::Lower, [](const Plan &p) { return O(p.figures.clusterLinks); }},
        {"cable_length_m", kLinks, FABRIC_TR("fabric::Comparison", "Cable run length"), "m", Better::Lower, [](const Plan &p) { return O(p.figures.clusterCableLengthM); }},
        {"cables", kLinks, FABRIC_TR("fabric::Comparison", "Copper and AOC cables"), "", Better::Neither, [](const Plan &p) { return bomQuantity(p, "Cables"); }},
        {"fibres", kLinks, FABRIC_TR("fabric::Comparison", "Fibres"), "", Better::Neither, [](const Plan &p) { return bomQuantity(p, "Fibre"); }},
        {"transceivers", kLinks, FABRIC_TR("fabric::Comparison", "Transceivers"), "", Better::Lower, [](const Plan &p) { return bomQuantity(p, "Transceivers"); }},
        {"cost", kCost, FABRIC_TR("fabric::Comparison", "Net total before tax (known prices)"), "currency", Better::Lower, [](const Plan &p) { return O(netCost(p).amount); }, true, withoutPrice},
        {"cost_per_gpu", kCost, FABRIC_TR("fabric::Comparison", "Cost per GPU"), "currency", Better::Lower, [](const Plan &p) { return p.figures.costPerGpu; }, true, withoutPrice},
        {"lines_without_price", kCost, FABRIC_TR("fabric::Comparison", "Lines without a price"), "", Better::Lower, [](const Plan &p) { return O(p.bom.cost.unknownLines); }},
        {"power_kw", kPower, FABRIC_TR("fabric::Comparison", "Power"), "kW", Better::Lower, [](const Plan &p) { return O(p.bom.powerW / 1000.0); }, true, withoutPower},
        {"power_per_gpu_w", kPower, FABRIC_TR("fabric::Comparison", "Power per GPU"), "W", Better::Lower, [](const Plan &p) { return O(p.figures.powerPerGpuW); }, true, withoutPower},
        {"network_power_w", kPower, FABRIC_TR("fabric::Comparison", "Network power"), "W", Better::Lower, networkPowerW, false},
        {"racks", kSize, FABRIC_TR("fabric::Comparison", "Racks"), "", Better::Lower, [](const Plan &p) { return O(p.floor.racks.size()); }, false},
        {"bisection_gbps", kPerformance, FABRIC_TR("fabric::Comparison", "Bisection bandwidth"), "Gb/s", Better::Higher, [](const Plan &p) { return O(p.figures.bisectionGbps); }},
        {"oversubscription", kPerformance, FABRIC_TR("fabric::Comparison", "Oversubscription"), ":1", Better::Lower, [](const Plan &p) { return O(p.figures.oversubscription); }},
        {"hops", kPerformance, FABRIC_TR("fabric::Comparison", "Switch hops across SUs"), "", Better::Lower, [](const Plan &p) { return O(p.figures.hopsAcrossSu); }},
        // A latency without the switches' part is not the same figure: it is unknown on this row,
        // and the cable part has a row of its own (Compare shows it whenever some design lacks its
        // switch latency).
        {"latency_ns", kPerformance, FABRIC_TR("fabric::Comparison", "Worst-case latency"), "ns", Better::Lower, [](const Plan &p) {
             return p.figures.worstCaseLatencyNs > 0 && p.figures.latencyIncludesSwitches ? O(p.figures.worstCaseLatencyNs) : O();
         }},
        {"cable_latency_ns", kPerformance, FABRIC_TR("fabric::Comparison", "Cable latency, longest path (excludes switch latency)"), "ns", Better::Lower,
         [](const Plan &p) { return p.figures.cableLatencyNs > 0 ? O(p.figures.cableLatencyNs) : O(); }},
        // Each network on its own, when some compared plan has more than the compute fabric.
        networkSwitchMetric<NetworkRole::Storage>("storage_switches"),
        networkSwitchMetric<NetworkRole::Inband>("inband_switches"),
        networkSwitchMetric<NetworkRole::Oob>("oob_switches"),
        networkCostMetric("compute_cost", FABRIC_TR("fabric::Comparison", "Net cost, compute nodes and fabric"), "compute"),
        networkCostMetric("storage_cost", "storage"),
        networkCostMetric("inband_cost", "inband"),
        networkCostMetric("oob_cost", "oob"),
        networkCostMetric("cluster_cost", "cluster"),
    };
}

} // namespace

const std::vector<Metric> &planMetrics()
{
    static const std::vector<Metric> metrics = makeMetrics();
    return metrics;
}

const Metric *findMetric(std::string_view id)
{
    for (const Metric &m : planMetrics())
        if (m.id == id)
            return &m;
    return nullptr;
}

bool plansNetwork(const Plan &plan, std::string_view network)
{
    return network == "compute" || plan.bom.cost.networkCost(std::string(network));
}

NetCost netCost(const Plan &plan)
{
    // The pricing engine's net (after discounts, before tax): the figure every output shows.
    return {plan.bom.cost.net, plan.bom.cost.currency, plan.bom.cost.complete()};
}

std::optional<double> networkPowerW(const Plan &plan)
{
    const bool unknown = std::any_of(plan.bom.lines.begin(), plan.bom.lines.end(), [](const BomLine &l) {
        return l.category != "Compute" && l.powerUnknown;
    });
    return unknown ? O() : O(plan.bom.networkPowerW);
}

std::vector<std::string> partsWithoutPrice(const Plan &plan, std::string_view network)
{
    std::vector<std::string> parts;
    for (const BomLine &line : plan.bom.lines)
        if (!line.unitPrice && (network.empty() || line.network == network)
            && std::find(parts.begin(), parts.end(), line.partNumber) == parts.end())
            parts.push_back(line.partNumber);
    return parts;
}

std::vector<std::string> partsWithoutPower(const Plan &plan)
{
    std::vector<std::string> parts;
    for (const BomLine &line : plan.bom.lines)
        if (line.powerUnknown && std::find(parts.begin(), parts.end(), line.partNumber) == parts.end())
            parts.push_back(line.partNumber);
    return parts;
}

std::optional<CollectiveModel> collectiveModelOf(const Plan &plan, const Catalogue &catalogue)
{
    if (!plan.ok())
        return std::nullopt;
    Diagnostics ignored;
    return CollectiveModel::fromPlan(plan, &catalogue, ignored);
}

CollectiveFigures collectiveFigures(const CollectiveModel &model, const CollectivePoint &point)
{
    auto result = model.evaluate({point.collective, point.bytes, Algorithm::Auto, {}, point.env});
    if (!result)
        return {};
    return {result->busbwGBps, result->timeUs};
}

} // namespace fabric
