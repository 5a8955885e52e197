#include "core/sizing/fattreesizer.h"

#include "core/common/groupeddigits.h"
#include "core/common/ratiotext.h"
#include "core/design/designvalidation.h"
#include "core/sizing/cablesserve.h"
#include "core/sizing/fattreelayout.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace fabric {

namespace {

// Beyond this many endpoints the planner refuses to wire: several times the largest published
// cluster, and what a 16 GB machine holds through every output. Measured (docs/robustness.md):
// the plan takes about 1.3 KB per endpoint (346 MB at 262,144), the .xlsx BOM about 13 KB per
// endpoint (867 MB at 65,536), so 524,288 endpoints stay near 7 GB; the 2,097,152 allowed before
// took 16.8 GB and then failed Excel's row limit. Its ~1.6 million cables go over 2 Cabling sheets.
constexpr long long kMaxEndpoints = 524'288;

std::optional<SizingDemand> resolveDemand(const Design &design, const Catalogue &catalogue,
                                          Diagnostics &diagnostics)
{
    SizingDemand demand;
    demand.platform = catalogue.findPlatform(design.platform);
    if (!demand.platform)
        return std::nullopt;
    const Platform &platform = *demand.platform;
    demand.technology = design.fabric;
    if (design.gpus) {
        const int perNode = platform.gpus;
        demand.nodes = (*design.gpus + perNode - 1) / perNode;
        if (demand.nodes * perNode != *design.gpus)
            diagnostics.push_back(makeWarning(
                "gpus", Text(FABRIC_TR("fabric::Sizing", "GPUs asked: %1; nodes needed: %2 of %3 GPUs each (%4 GPUs in all)"),
                             formatGrouped(*design.gpus), formatGrouped(demand.nodes), perNode,
                             formatGrouped(static_cast<long long>(demand.nodes) * perNode))));
    } else {
        demand.nodes = design.nodes;
    }
    demand.gpus = demand.nodes * platform.gpus;
    demand.linkSpeedGbps = design.linkSpeedGbps.value_or(platform.nicSpeedGbps);
    // A NIC port runs at the link speed in the ways the NIC allows (catalogue: nic_port_modes):
    // a ConnectX-8 800G port on Ethernet at 400G is two ports, a ConnectX-7 at 200G stays one.
    const Nic *nic = catalogue.findNic(platform.nicModel);
    const int perNicPort = nic ? nic->portsPerPortAt(demand.linkSpeedGbps, design.fabric) : 1;
    const int available = platform.computePorts * perNicPort;
    demand.railsPerNode = design.rails.value_or(available);
    if (demand.railsPerNode > available) {
        diagnostics.push_back(makeError(
            "rails", Text(perNicPort > 1 ? FABRIC_TR("fabric::Sizing", "%1 ports per node are more than the %2's NICs give at %3 Gb/s "
                                                           "(%4 ports x %5 = %6)")
                                         : FABRIC_TR("fabric::Sizing", "%1 ports per node are more than the %2's NICs give at %3 Gb/s "
                                                           "(%4 ports = %6)"),
                          demand.railsPerNode, platform.name, demand.linkSpeedGbps, platform.computePorts, perNicPort,
                          available)));
        return std::nullopt;
    }
    demand.planes = design.planes;
    if (demand.railsPerNode % demand.planes != 0) {
        diagnostics.push_back(makeError(
            "planes", Text(FABRIC_TR("fabric::Sizing", "%1 per node cannot be split evenly over %2 planes"),
                           Text(demand.railsPerNode == 1 ? FABRIC_TR("fabric::Sizing", "%1 port") : FABRIC_TR("fabric::Sizing", "%1 ports"),
                                demand.railsPerNode),
                           demand.planes)));
        return std::nullopt;
    }
    if (demand.planes > 1 && perNicPort < demand.planes && platform.gpus > 0)
        diagnostics.push_back(makeWarning(
            "planes", Text(FABRIC_TR("fabric::Sizing", "the %1's NIC ports do not split at %2 Gb/s, so the %3 planes share the node's "
                                           "ports: each GPU's NIC reaches one plane only"),
                           platform.name, demand.linkSpeedGbps, demand.planes)));
    demand.oversubscription = design.oversubscription;
    demand.spineOversubscription = design.spineOversubscription;
    demand.suSize = design.suSize;
    demand.tiers = design.tiers;
    demand.capacityNodes =
        static_cast<int>(std::ceil(demand.nodes * (1.0 + design.growthPercent / 100.0) - 1e-9));
    demand.sharp = design.sharp;
    const long long endpoints = static_cast<long long>(demand.capacityNodes) * demand.railsPerNode;
    if (endpoints > kMaxEndpoints) {
        // Said in what the user typed (nodes or GPUs), then what it comes to.
        diagnostics.push_back(makeError(
            design.gpus ? "gpus" : "nodes",
            design.gpus ? Text(FABRIC_TR("fabric::Sizing", "%1 GPUs need %2 fabric endpoints, beyond the %3 Fabric Planner plans"),
                               formatGrouped(*design.gpus), formatGrouped(endpoints), formatGrouped(kMaxEndpoints))
                        : Text(FABRIC_TR("fabric::Sizing", "%1 nodes need %2 fabric endpoints, beyond the %3 Fabric Planner plans"),
                               formatGrouped(design.nodes), formatGrouped(endpoints), formatGrouped(kMaxEndpoints))));
        return std::nullopt;
    }
    demand.management = design.fabric == Technology::InfiniBand ? design.management : FabricManagement::None;
    if (demand.management == FabricManagement::Auto || demand.management == FabricManagement::UfmAppliance) {
        for (const auto &a : catalogue.appliances())
            if (a.technology == Technology::InfiniBand && a.fabricPorts > 0) {
                demand.appliance = &a;
                break;
            }
        if (!demand.appliance && demand.management == FabricManagement::UfmAppliance)
            diagnostics.push_back(makeWarning(
                "management", FABRIC_TR("fabric::Sizing", "the catalogue has no UFM appliance; none is planned")));
    }
    return demand;
}

bool isDgx(const Platform &platform) { return platform.name.rfind("DGX", 0) == 0; }

// --management auto for one switch model: UFM for DGX platforms, as NVIDIA's SuperPOD designs
// do; other servers: the managed switch's embedded subnet manager up to its published node
// limit (endpoints of one plane), else UFM.
SizingDemand forModel(SizingDemand demand, const SwitchModel &model)
{
    if (demand.management == FabricManagement::Auto) {
        const long long endpoints = static_cast<long long>(demand.capacityNodes) * demand.railsPerPlane();
        const bool embedded = !isDgx(*demand.platform) && model.managed && model.embeddedSmMaxNodes
            && endpoints <= *model.embeddedSmMaxNodes;
        demand.management = embedded || !demand.appliance ? FabricManagement::Embedded
                                                          : FabricManagement::UfmAppliance;
    }
    if (demand.management != FabricManagement::UfmAppliance)
        demand.appliance = nullptr;
    return demand;
}

// Without UFM an InfiniBand subnet needs a subnet manager: the managed switch's, or a host's.
void warnOnManagement(const SizingDemand &demand, const SwitchModel &model, Diagnostics &diagnostics)
{
    if (demand.technology != Technology::InfiniBand)
        return;
    if (demand.management == FabricManagement::Embedded) {
        if (!model.managed) {
            diagnostics.push_back(makeWarning(
                "management", Text(FABRIC_TR("fabric::Sizing", "%1 has no embedded subnet manager (externally managed): the fabric "
                                                   "needs UFM or OpenSM on a host"),
                                   model.model)));
            return;
        }
        const long long endpoints = static_cast<long long>(demand.capacityNodes) * demand.railsPerPlane();
        if (model.embeddedSmMaxNodes && endpoints > *model.embeddedSmMaxNodes)
            diagnostics.push_back(makeWarning(
                "management", Text(FABRIC_TR("fabric::Sizing", "%1 endpoints per plane are beyond the %2 nodes %3's embedded subnet "
                                                   "manager manages (%4): use --subnet-manager ufm"),
                                   formatGrouped(endpoints), formatGrouped(*model.embeddedSmMaxNodes), model.model,
                                   model.embeddedSmSource)));
        else if (!model.embeddedSmMaxNodes)
            diagnostics.push_back(makeWarning(
                "management", Text(FABRIC_TR("fabric::Sizing", "%1's embedded subnet manager has no published node limit in the catalogue"),
                                   model.model)));
    } else if (demand.management == FabricManagement::None && !model.managed) {
        diagnostics.push_back(makeWarning(
            "switchModel", Text(FABRIC_TR("fabric::Sizing", "%1 is externally managed: the fabric needs a subnet manager (UFM or OpenSM "
                                                "on a host)"),
                                model.model)));
    }
}

// The spine ratio shapes the spines' uplinks to the cores: a fabric of fewer tiers has none, and
// a ratio the user gave for it would otherwise go unused without a word.
void warnOnUnusedSpineRatio(const Design &design, const Sizing &sizing, Diagnostics &diagnostics)
{
    if (sizing.tiers >= 3 || design.spineOversubscription == 1.0)
        return;
    const std::string ratio = ratioText(design.spineOversubscription);
    diagnostics.push_back(makeWarning(
        "spineOversubscription",
        sizing.tiers == 1 ? Text(FABRIC_TR("fabric::Sizing", "the fabric is one switch, so the spine oversubscription of %1 is not used "
                                                             "(it applies to three tiers)"),
                                 ratio)
                          : Text(FABRIC_TR("fabric::Sizing", "the fabric has 2 tiers, so its spines have no uplinks and the spine "
                                                             "oversubscription of %1 is not used (it applies to three tiers)"),
                                 ratio)));
}

// Ranks workable fabrics: current parts first, then known prices by the cost of all switches,
// then (prices unknown) fewer switches and the smaller radix.
auto rankOf(const Sizing &s)
{
    const SwitchModel &m = *s.switchModel;
    const double cost = m.price.usd ? *m.price.usd * s.switchCount() : 0.0;
    const int radix = s.tierSizes.empty() ? 0 : s.tierSizes.front().radix;
    return std::make_tuple(m.endOfLife, !m.price.usd.has_value(), cost, s.switchCount(), radix);
}

void renameSizeField(Diagnostic &d, const Design &design)
{
    if (d.field == "nodes" && design.gpus)
        d.field = "gpus";
}

// The fat tree of one switch model. Where the link speed splits the switch's cages and no part on
// sale carries a link between two split cages at every length (HDR100: a splitter goes from one
// switch cage to two adapters), the leaves split only their down cages and run their up cages
// whole at the native speed, as do the spines and cores: NVIDIA's HDR100 design, 1,600 hosts in
// two tiers of 40-port HDR switches. Beyond what split leaves join, the design is refused rather
// than planned with links nothing carries.
std::optional<Sizing> layoutForModel(const SizingDemand &demand, const SwitchModel &model,
                                     const Catalogue &catalogue, Diagnostic &whyNot)
{
    std::optional<Sizing> uniform = layoutFatTree(demand, model, whyNot);
    if (!uniform || uniform->tiers < 2 || !splitLeafUplinkMode(model, demand.linkSpeedGbps)
        || switchLinksCarried(*uniform, catalogue))
        return uniform;
    SizingDemand splitLeaves = demand;
    splitLeaves.splitLeaves = true;
    Diagnostic splitWhyNot;
    std::optional<Sizing> split = layoutFatTree(splitLeaves, model, splitWhyNot);
    if (!split) {
        whyNot = splitWhyNot;
        return std::nullopt;
    }
    return switchLinksServed(*split, catalogue) ? split : uniform;
}

// Whether one switch model can build the demand, as sizing would resolve it for that model.
bool fits(const SizingDemand &demand, const SwitchModel &model, const Catalogue &catalogue)
{
    Diagnostic ignored;
    return layoutForModel(forModel(demand, model), model, catalogue, ignored).has_value();
}

// The cheapest current switch that builds the demand (by rankOf, as the automatic choice ranks
// before it asks whether the catalogue's parts serve the cages), other than `except`; nullptr
// when none does. A remedy names it, so it need not be the switch the automatic choice takes.
const SwitchModel *switchThatFits(const SizingDemand &demand, const Catalogue &catalogue, const SwitchModel *except)
{
    std::optional<Sizing> best;
    for (const SwitchModel *model : catalogue.switchesFor(demand.technology, demand.linkSpeedGbps)) {
        if (model == except || !model->hasRole("leaf"))
            continue;
        const SizingDemand resolved = forModel(demand, *model);
        if (demand.technology == Technology::InfiniBand && resolved.management != FabricManagement::UfmAppliance
            && !model->managed)
            continue;
        Diagnostic ignored;
        auto sizing = layoutForModel(resolved, *model, catalogue, ignored);
        if (sizing && (!best || rankOf(*sizing) < rankOf(*best)))
            best = std::move(sizing);
    }
    return best ? best->switchModel : nullptr;
}

// The fewest planes (more than the design has, dividing the node's ports) with which `fitsWith`
// builds the demand; 0 when no number of planes does.
template <typename Fits>
int planesThatFit(SizingDemand demand, Fits fitsWith)
{
    for (int planes = demand.planes + 1; planes <= demand.railsPerNode; ++planes) {
        if (demand.railsPerNode % planes != 0)
            continue;
        demand.planes = planes;
        if (fitsWith(demand))
            return planes;
    }
    return 0;
}

// The most nodes (with the design's growth headroom) that `fitsWith` builds, 0 when not even one.
template <typename Fits>
int nodesThatFit(SizingDemand demand, double growthPercent, Fits fitsWith)
{
    int low = 0, high = demand.nodes; // fits(low), not fits(high)
    while (high - low > 1) {
        const int mid = low + (high - low) / 2;
        demand.nodes = mid;
        demand.capacityNodes = static_cast<int>(std::ceil(mid * (1.0 + growthPercent / 100.0) - 1e-9));
        (fitsWith(demand) ? low : high) = mid;
    }
    return low;
}

// The ways out of a design its switch cannot build (mostly: too large for it), each one checked
// to work: "choose QM9700, use 2 planes or plan at most 8,192 nodes". `model` is the switch the
// user forced, nullptr when every switch of the catalogue was tried. Empty when none works.
Text remedies(const Design &design, const SizingDemand &demand, const Catalogue &catalogue, const SwitchModel *model)
{
    const auto fitsWith = [&](const SizingDemand &d) {
        return model ? fits(d, *model, catalogue) : switchThatFits(d, catalogue, nullptr) != nullptr;
    };
    std::vector<Text> ways;
    if (model)
        if (const SwitchModel *other = switchThatFits(demand, catalogue, model))
            ways.emplace_back(FABRIC_TR("fabric::Sizing", "choose %1"), other->model);
    if (const int planes = planesThatFit(demand, fitsWith))
        ways.emplace_back(FABRIC_TR("fabric::Sizing", "use %1 planes"), planes);
    if (const int nodes = nodesThatFit(demand, design.growthPercent, fitsWith)) {
        const Platform &platform = *demand.platform;
        if (design.gpus && platform.gpus > 0)
            ways.emplace_back(FABRIC_TR("fabric::Sizing", "plan at most %1 GPUs"), formatGrouped(static_cast<long long>(nodes) * platform.gpus));
        else
            ways.emplace_back(nodes == 1 ? FABRIC_TR("fabric::Sizing", "plan at most %1 node") : FABRIC_TR("fabric::Sizing", "plan at most %1 nodes"),
                              formatGrouped(nodes));
    }
    return anyOf(std::move(ways));
}

// "why: what would work"; after the ratios a switch allows, "why; or what would work".
Text withRemedies(const Diagnostic &whyNot, const Text &ways)
{
    if (whyNot.field == "oversubscription")
        return Text(FABRIC_TR("fabric::Sizing", "%1; or %2"), whyNot.text, ways);
    return Text(FABRIC_TR("fabric::Sizing", "%1: %2"), whyNot.text, ways);
}

Sizing forcedSwitch(const Design &design, const SizingDemand &demand, const Catalogue &catalogue,
                    Diagnostics &diagnostics)
{
    const SwitchModel *model = catalogue.findSwitch(design.switchModel);
    const SizingDemand resolved = forModel(demand, *model);
    Diagnostic whyNot;
    auto sizing = layoutForModel(resolved, *model, catalogue, whyNot);
    if (!sizing) {
        if (whyNot.field == "nodes")
            whyNot.field = "switchModel";
        // Too large for this switch, or a switch that cannot do it at all: what would work.
        const Text ways = remedies(design, demand, catalogue, model);
        if (!ways.empty())
            whyNot.text = withRemedies(whyNot, ways);
        diagnostics.push_back(whyNot);
        return {};
    }
    warnOnManagement(resolved, *model, diagnostics);
    diagnostics.insert(diagnostics.end(), sizing->warnings.begin(), sizing->warnings.end());
    return *sizing;
}

Sizing automaticSwitch(const Design &design, const SizingDemand &demand, const Catalogue &catalogue,
                       Diagnostics &diagnostics)
{
    auto candidates = catalogue.switchesFor(demand.technology, demand.linkSpeedGbps);
    if (candidates.empty()) {
        diagnostics.push_back(makeError(
            "linkSpeedGbps", Text(FABRIC_TR("fabric::Sizing", "no %1 switch in the catalogue runs %2 Gb/s ports"),
                                  technologyName(demand.technology), demand.linkSpeedGbps)));
        return {};
    }
    std::vector<Sizing> fitting;
    Diagnostic bestWhyNot;
    int bestWhyNotRadix = -1;
    for (const SwitchModel *model : candidates) {
        const SizingDemand resolved = forModel(demand, *model);
        // The embedded subnet manager runs on a managed switch.
        const bool needManaged = demand.technology == Technology::InfiniBand
            && resolved.management != FabricManagement::UfmAppliance;
        if (!model->hasRole("leaf") || (needManaged && !model->managed))
            continue;
        Diagnostic whyNot;
        auto sizing = layoutForModel(resolved, *model, catalogue, whyNot);
        if (!sizing) {
            const PortMode *mode = model->modeFor(demand.linkSpeedGbps);
            const int radix = mode ? mode->ports : 0;
            if (radix > bestWhyNotRadix) {
                bestWhyNot = whyNot;
                bestWhyNotRadix = radix;
            }
            continue;
        }
        fitting.push_back(std::move(*sizing));
    }
    // The cheapest whose cages the catalogue's parts serve; the cheapest of all when none is.
    std::stable_sort(fitting.begin(), fitting.end(),
                     [](const Sizing &a, const Sizing &b) { return rankOf(a) < rankOf(b); });
    auto served = std::find_if(fitting.begin(), fitting.end(),
                               [&](const Sizing &s) { return cablesServeCages(s, catalogue); });
    const std::optional<Sizing> best = fitting.empty() ? std::nullopt
                                     : std::optional<Sizing>(served != fitting.end() ? *served : fitting.front());
    if (!best) {
        if (bestWhyNotRadix < 0)
            bestWhyNot = makeError("linkSpeedGbps", Text(FABRIC_TR("fabric::Sizing", "no managed %1 leaf switch in the catalogue runs %2 Gb/s ports"),
                                                         technologyName(demand.technology), demand.linkSpeedGbps));
        renameSizeField(bestWhyNot, design);
        if (bestWhyNot.field == "switchModel")
            bestWhyNot.text = Text(FABRIC_TR("fabric::Sizing", "no switch in the catalogue fits: %1"), bestWhyNot.text);
        if (bestWhyNotRadix >= 0) {
            const Text ways = remedies(design, demand, catalogue, nullptr);
            if (!ways.empty())
                bestWhyNot.text = withRemedies(bestWhyNot, ways);
        }
        diagnostics.push_back(bestWhyNot);
        return {};
    }
    warnOnManagement(forModel(demand, *best->switchModel), *best->switchModel, diagnostics);
    diagnostics.insert(diagnostics.end(), best->warnings.begin(), best->warnings.end());
    return *best;
}

} // namespace

Sizing sizeFabric(const Design &design, const Catalogue &catalogue, Diagnostics &diagnostics)
{
    Diagnostics problems = validateDesign(design, &catalogue);
    const bool invalid = hasErrors(problems);
    diagnostics.insert(diagnostics.end(), problems.begin(), problems.end());
    if (invalid)
        return {};
    auto demand = resolveDemand(design, catalogue, diagnostics);
    if (!demand || hasErrors(diagnostics))
        return {};
    Sizing sizing = design.switchModel.empty() ? automaticSwitch(design, *demand, catalogue, diagnostics)
                                               : forcedSwitch(design, *demand, catalogue, diagnostics);
    if (sizing.switchModel)
        warnOnUnusedSpineRatio(design, sizing, diagnostics);
    return sizing;
}

} // namespace fabric
