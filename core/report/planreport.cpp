#include "core/report/planreport.h"

#include "core/common/ratiotext.h"
#include "core/common/usertext.h"
#include "core/plan/linkcounts.h"
#include "core/report/texttable.h"

#include <algorithm>
#include <cmath>

namespace fabric {

using nlohmann::json;

namespace {

struct LinkCounts
{
    long long nodeLeaf = 0;
    long long management = 0;
    long long leafSpine = 0;
    long long spineCore = 0;
    long long peer = 0;      // in-band MLAG peer links
    long long oobUplink = 0; // OOB switches' uplinks into the in-band network
};

// As wired (linksByTier); a plan that stopped before its wiring counts the sizing's.
LinkCounts countLinks(const NetworkPlan &network)
{
    LinkCounts c;
    if (!network.topology.links.empty()) {
        const auto wired = linksByTier(network);
        const auto of = [&](LinkTier tier) { return wired[static_cast<std::size_t>(tier)]; };
        c.nodeLeaf = of(LinkTier::NodeLeaf);
        c.management = of(LinkTier::SubnetManagerLeaf);
        c.leafSpine = of(LinkTier::LeafSpine);
        c.spineCore = of(LinkTier::SpineCore);
        c.peer = of(LinkTier::PeerLink);
        c.oobUplink = of(LinkTier::OobUplink);
        return c;
    }
    const Sizing &s = network.sizing;
    c.nodeLeaf = static_cast<long long>(s.nodes) * s.railsPerNode;
    c.management = static_cast<long long>(s.managementPortsPerPlane) * s.planes;
    if (const TierSize *leaf = s.tier(Tier::Leaf); leaf && s.tiers >= 2)
        c.leafSpine = static_cast<long long>(leaf->count) * leaf->upPorts;
    if (const TierSize *spine = s.tier(Tier::Spine))
        c.spineCore = static_cast<long long>(spine->count) * spine->upPorts;
    return c;
}

json number(double v)
{
    if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 9e15)
        return static_cast<long long>(v);
    return std::round(v * 1000.0) / 1000.0;
}

json optionalNumber(const std::optional<double> &v)
{
    return v ? number(*v) : json(nullptr);
}

json diagnosticsJson(const Plan &plan, bool errors)
{
    json out = json::array();
    for (const Diagnostic &d : plan.diagnostics)
        if (d.isError() == errors)
            out.push_back({{"field", d.field}, {"message", d.message()}});
    return out;
}

// The links of a network by what they join. On the OOB network every link joins a device's
// management port to an OOB switch; the in-band network has its leaf pairs' peer links and the
// OOB switches' uplinks besides.
json networkLinksJson(const NetworkPlan &network)
{
    const LinkCounts links = countLinks(network);
    json out = json::array();
    if (network.role == NetworkRole::Oob) {
        out.push_back({{"between", std::string(linkKindName(NetworkRole::Oob, LinkTier::NodeLeaf))}, {"count", links.nodeLeaf}});
        return out;
    }
    out.push_back({{"between", "node-leaf"}, {"count", links.nodeLeaf}});
    const std::pair<LinkTier, long long> others[] = {{LinkTier::SubnetManagerLeaf, links.management},
                                                     {LinkTier::LeafSpine, links.leafSpine},
                                                     {LinkTier::SpineCore, links.spineCore},
                                                     {LinkTier::PeerLink, links.peer},
                                                     {LinkTier::OobUplink, links.oobUplink}};
    for (const auto &[tier, count] : others)
        if (count > 0)
            out.push_back({{"between", std::string(toString(tier))}, {"count", count}});
    return out;
}

// The money as the pricing engine has it, in cents: every amount leaves out unknown_lines.
json costJson(const CostSummary &c)
{
    return {{"currency", c.currency}, {"list", number(c.list)},   {"discount", number(c.discount)},
            {"net", number(c.net)},   {"tax", number(c.tax)},     {"total", number(c.total)},
            {"unknown_lines", c.unknownLines}};
}

json networksJson(const Plan &plan)
{
    json out = json::array();
    for (const NetworkPlan &network : plan.networks) {
        json tiers = json::array();
        double worst = 1.0;
        int switches = 0;
        for (const TierSize &t : network.sizing.tierSizes) {
            tiers.push_back({{"role", std::string(toString(t.role))}, {"model", t.model}, {"count", t.count}});
            if (t.upPorts > 0 && network.role != NetworkRole::Oob)
                worst = std::max(worst, t.oversubscription);
            switches += t.count;
        }
        out.push_back({{"role", std::string(toString(network.role))},
                       {"technology", std::string(toString(network.technology()))},
                       {"tiers", tiers},
                       {"links", networkLinksJson(network)},
                       {"switches", switches},
                       {"oversubscription", network.role == NetworkRole::Oob ? json(nullptr) : number(worst)}});
    }
    return out;
}

} // namespace

json planToJson(const Plan &plan, const PlanChecks &checks)
{
    const Sizing &s = plan.compute().sizing;
    const Figures &f = plan.figures;
    const LinkCounts links = countLinks(plan.compute());

    json tiers = json::array();
    json perTier = json::array();
    for (const TierSize &t : s.tierSizes) {
        tiers.push_back({{"role", std::string(toString(t.role))},
                         {"model", t.model},
                         {"count", t.count},
                         {"per_plane", t.perPlane},
                         {"radix", t.radix},
                         {"port_speed_gbps", t.portSpeedGbps},
                         {"up_port_speed_gbps", t.upPorts > 0 ? json(t.upSpeedGbps()) : json(nullptr)},
                         {"down_ports", t.downPorts},
                         {"up_ports", t.upPorts},
                         {"oversubscription", number(t.upPorts > 0 ? t.oversubscription : 1.0)}});
        if (t.upPorts > 0)
            perTier.push_back({{"role", std::string(toString(t.role))}, {"ratio", number(t.oversubscription)}});
    }
    json linkList = json::array();
    if (!s.tierSizes.empty()) {
        linkList.push_back({{"between", "node-leaf"}, {"count", links.nodeLeaf + links.management},
                            {"management", links.management}});
        if (s.tiers >= 2)
            linkList.push_back({{"between", "leaf-spine"}, {"count", links.leafSpine}});
        if (s.tiers >= 3)
            linkList.push_back({{"between", "spine-core"}, {"count", links.spineCore}});
    }
    json perPlane = json::array();
    for (double b : f.bisectionPerPlaneGbps)
        perPlane.push_back(number(b));

    json out = {
        {"endpoints", static_cast<long long>(s.nodes) * s.railsPerNode},
        {"planes", s.tierSizes.empty() ? plan.design.planes : s.planes},
        {"nodes", s.nodes},
        {"gpus", s.gpus},
        {"tiers", tiers},
        {"links", linkList},
        {"bisection_gbps", number(f.bisectionGbps)},
        {"oversubscription", number(f.oversubscription)},
        {"warnings", diagnosticsJson(plan, false)},
        {"errors", diagnosticsJson(plan, true)},
        {"platform", s.platform ? s.platform->name : plan.design.platform},
        {"fabric", std::string(toString(s.tierSizes.empty() ? plan.design.fabric : s.technology))},
        {"switch", s.switchModel ? s.switchModel->model : std::string()},
        {"link_speed_gbps", s.linkSpeedGbps},
        {"rails_per_node", s.railsPerNode},
        {"tier_count", s.tiers},
        {"su_size", s.suSize},
        {"scalable_units", s.scalableUnits},
        {"leaves_per_su", s.leavesPerSu},
        {"rails_per_leaf", s.railsPerLeaf},
        {"pods", s.tiers == 3 ? json(s.pods) : json(nullptr)},
        {"leaves_per_pod", s.tiers == 3 ? json(s.leavesPerPod) : json(nullptr)},
        {"management_ports", s.managementPortsPerPlane * s.planes},
        {"management_appliances", s.appliancesPerPlane * s.planes},
        {"sharp", s.sharpEnabled},
        {"switches", f.switches},
        {"bisection_per_plane_gbps", perPlane},
        {"bisection_cut", f.bisectionCut},
        {"oversubscription_per_tier", perTier},
        {"hops", {{"same_rail", f.hopsSameRail}, {"same_su", f.hopsSameSu}, {"same_pod", f.hopsSamePod},
                  {"across_pods", f.hopsAcrossPods}, {"across_su", f.hopsAcrossSu}}},
        {"latency_ns",
         {{"worst_case", number(f.worstCaseLatencyNs)},
          {"includes_switches", f.latencyIncludesSwitches},
          {"switch", optionalNumber(f.switchLatencyNs)},
          {"cable", number(f.cableLatencyNs)},
          {"longest_path_m", number(f.longestPathM)}}},
        {"cost_per_gpu", optionalNumber(f.costPerGpu)},
        {"cost_complete", f.costComplete},
        {"cost", costJson(plan.bom.cost)},
        {"currency", plan.bom.currency},
        // Unknown without GPUs (a generic server), not 0; power_complete says whether it leaves
        // out parts of unknown draw, as cost_complete does for prices.
        {"power_per_gpu_w", plan.compute().sizing.gpus > 0 ? json(number(f.powerPerGpuW)) : json(nullptr)},
        {"power_complete", f.powerComplete},
        {"networks", networksJson(plan)},
    };
    if (!f.known) {
        // An earlier stage failed: the figures were not worked out, which is not zero.
        for (const char *key : {"bisection_gbps", "oversubscription", "switches", "bisection_cut", "hops",
                                "latency_ns", "cost_per_gpu", "cost_complete", "cost", "power_per_gpu_w", "power_complete"})
            out[key] = nullptr;
    }
    if (!checks.bisectionMaxFlowPerPlaneGbps.empty()) {
        json flows = json::array();
        for (long long v : checks.bisectionMaxFlowPerPlaneGbps)
            flows.push_back(v);
        out["bisection_maxflow_per_plane_gbps"] = flows;
    }
    return out;
}

namespace {

// "80 ports at 100 Gb/s"; split leaves: "leaves 40 down at 100 Gb/s and 20 up at 200 Gb/s, 40 ports
// at 200 Gb/s above them".
std::string switchPortsText(const Sizing &s)
{
    const TierSize &leaf = s.tierSizes.front();
    if (!s.splitLeaves())
        return std::to_string(leaf.radix) + " ports at " + std::to_string(leaf.portSpeedGbps) + " Gb/s";
    const TierSize *spine = s.tier(Tier::Spine);
    return "leaves " + std::to_string(leaf.downPorts) + " down at " + std::to_string(leaf.portSpeedGbps)
        + " Gb/s and " + std::to_string(leaf.upPorts) + " up at " + std::to_string(leaf.upSpeedGbps()) + " Gb/s, "
        + std::to_string(spine ? spine->radix : 0) + " ports at " + std::to_string(s.switchLinkSpeedGbps())
        + " Gb/s above them";
}

// The networks beside the compute fabric, one row each.
std::string networksText(const Plan &plan)
{
    if (plan.networks.size() < 2)
        return {};
    TextTable table({"Network", "Technology", "Switches", "Links"});
    for (const NetworkPlan &network : plan.networks) {
        const auto byModel = network.sizing.switchesByModel();
        const int switches = network.sizing.switchCount();
        std::string models;
        for (const auto &[model, count] : byModel)
            models += (models.empty() ? "" : " + ") + formatGrouped(count) + " " + model;
        long long links = 0;
        for (long long n : linksByTier(network))
            links += n;
        table.addRow({Text(networkShortTitle(network.role)).english(), std::string(toString(network.technology())),
                      byModel.size() == 1 ? models : formatGrouped(switches) + (models.empty() ? "" : " (" + models + ")"),
                      formatGrouped(links)});
    }
    return table.render() + "\n";
}

} // namespace

std::string planToText(const Plan &plan, const PlanChecks &checks)
{
    const Sizing &s = plan.compute().sizing;
    const Figures &f = plan.figures;
    std::string out;
    if (!s.tierSizes.empty()) {
        const long long endpoints = static_cast<long long>(s.nodes) * s.railsPerNode;
        out += formatGrouped(s.nodes) + " x " + (s.platform ? s.platform->name : plan.design.platform) + " ("
            + formatGrouped(s.gpus) + " GPUs, " + formatGrouped(endpoints) + (endpoints == 1 ? " endpoint" : " endpoints")
            + ") on " + Text(technologyName(s.technology)).english() + " at "
            + std::to_string(s.linkSpeedGbps) + " Gb/s\n";
        out += std::to_string(s.tiers) + (s.tiers == 1 ? " tier" : " tiers") + ", "
            + std::to_string(s.planes) + (s.planes == 1 ? " plane" : " planes") + ", switch "
            + s.switchModel->model + " (" + switchPortsText(s) + ")";
        if (s.tiers >= 2)
            out += ", " + std::to_string(s.scalableUnits) + " SU of " + countOf(s.suSize, "node");
        out += s.sharpEnabled ? ", SHARP on\n\n" : "\n\n";

        TextTable tiers({"Tier", "Model", "Count", "Per plane", "Down", "Up", "Oversubscription"});
        for (const TierSize &t : s.tierSizes)
            tiers.addRow({std::string(toString(t.role)), t.model, formatGrouped(t.count), formatGrouped(t.perPlane),
                          std::to_string(t.downPorts), std::to_string(t.upPorts),
                          t.upPorts > 0 ? ratioText(t.oversubscription) : "-"});
        out += tiers.render() + "\n";

        const LinkCounts links = countLinks(plan.compute());
        TextTable table({"Links", "Count"});
        table.addRow({"node-leaf", formatGrouped(links.nodeLeaf + links.management)
                                       + (links.management ? " (" + formatGrouped(links.management) + " management)" : "")});
        if (s.tiers >= 2)
            table.addRow({"leaf-spine", formatGrouped(links.leafSpine)});
        if (s.tiers >= 3)
            table.addRow({"spine-core", formatGrouped(links.spineCore)});
        out += table.render() + "\n";
        out += networksText(plan);

        if (!f.known)
            out += "Figures:          not worked out: the plan has errors (below)\n";
    }
    if (!s.tierSizes.empty() && f.known) {
        out += "Bisection:        " + formatGrouped(std::llround(f.bisectionGbps)) + " Gb/s";
        if (s.planes > 1 && !f.bisectionPerPlaneGbps.empty())
            out += " (" + formatGrouped(std::llround(f.bisectionPerPlaneGbps.front())) + " per plane)";
        if (!f.bisectionCut.empty())
            out += ", narrowest cut: " + f.bisectionCut;
        out += "\n";
        if (!checks.bisectionMaxFlowPerPlaneGbps.empty()) {
            out += "Max-flow check:   ";
            for (std::size_t i = 0; i < checks.bisectionMaxFlowPerPlaneGbps.size(); ++i)
                out += (i ? ", " : "") + formatGrouped(checks.bisectionMaxFlowPerPlaneGbps[i]);
            out += " Gb/s per plane\n";
        }
        out += "Oversubscription: " + ratioText(f.oversubscription) + " (worst tier)\n";
        out += "Switch hops:      same rail " + std::to_string(f.hopsSameRail) + ", same SU "
            + std::to_string(f.hopsSameSu) + ", same pod " + std::to_string(f.hopsSamePod) + ", across pods "
            + std::to_string(f.hopsAcrossPods) + " (worst cases)\n";
        // A figure that leaves something out is a lower bound, and says so first (as the window's "≥").
        out += std::string("Latency:          ") + (f.latencyIncludesSwitches ? "" : "at least ")
            + formatNumber(f.worstCaseLatencyNs, 0) + " ns worst case";
        out += f.latencyIncludesSwitches ? "\n" : " (cables only: switch latency unknown)\n";
        if (f.costPerGpu)
            out += std::string("Cost per GPU:     ") + (f.costComplete ? "" : "at least ")
                + formatGrouped(std::llround(*f.costPerGpu)) + " " + plan.bom.currency
                + (f.costComplete ? "" : " (some prices unknown)") + "\n";
        if (f.powerPerGpuW > 0)
            out += std::string("Power per GPU:    ") + (f.powerComplete ? "" : "at least ")
                + formatGrouped(std::llround(f.powerPerGpuW)) + " W" + (f.powerComplete ? "" : " (some draws unknown)") + "\n";
    }
    for (const Diagnostic &d : plan.diagnostics)
        out += std::string(d.isError() ? "error: " : d.isNote() ? "note: " : "warning: ") + diagnosticLine(d) + "\n";
    return out;
}

std::string diagnosticLine(const Diagnostic &diagnostic)
{
    return diagnostic.field.empty() ? diagnostic.message() : diagnostic.field + ": " + diagnostic.message();
}

} // namespace fabric
