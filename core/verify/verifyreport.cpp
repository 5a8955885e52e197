#include "core/verify/verifyreport.h"

#include "core/common/usertext.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace fabric {

namespace {

std::string where(const PlannedEnd &end)
{
    // ibnetdiscover names a host's port by its node description, device and all ("dgx-h100-0001
    // mlx5_7 port 1"): said once, not as "dgx-h100-0001 port dgx-h100-0001 mlx5_7 port 1".
    std::string text = end.portLabel.starts_with(end.device + ' ') ? end.portLabel : end.device + " port " + end.portLabel;
    if (!end.rack.empty())
        text += " (" + end.rack + (end.unit > 0 ? " U" + std::to_string(end.unit) : std::string()) + ")";
    return text;
}

std::string plannedText(const PlannedLink &p)
{
    return "cable " + p.label + " " + where(p.a) + " - " + where(p.b);
}

std::string speedText(double gbps)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, gbps == static_cast<int>(gbps) ? "%.0f Gb/s" : "%.1f Gb/s", gbps);
    return buffer;
}

const char *kindName(DifferenceKind kind)
{
    switch (kind) {
    case DifferenceKind::Missing: return "missing";
    case DifferenceKind::Extra: return "extra";
    case DifferenceKind::Miswired: return "miswired";
    case DifferenceKind::Speed: return "speed";
    case DifferenceKind::UnknownDevice: return "unknown device";
    }
    return "";
}

nlohmann::json endJson(const PlannedEnd &end)
{
    nlohmann::json j = {{"device", end.device}, {"port", end.portLabel}};
    j["rack"] = end.rack.empty() ? nlohmann::json() : nlohmann::json(end.rack);
    j["unit"] = end.unit > 0 ? nlohmann::json(end.unit) : nlohmann::json();
    return j;
}

nlohmann::json plannedJson(const PlannedLink &p)
{
    return {{"cable", p.cable}, {"label", p.label}, {"a", endJson(p.a)}, {"b", endJson(p.b)}, {"speed_gbps", p.speedGbps}};
}

nlohmann::json foundJson(const ObservedLink &link)
{
    nlohmann::json j = {{"a", {{"device", link.a.device}, {"port", link.a.port}}},
                        {"b", {{"device", link.b.device}, {"port", link.b.port}}},
                        {"line", link.line}};
    if (!link.rate.empty())
        j["rate"] = link.rate;
    if (link.speedGbps > 0)
        j["speed_gbps"] = link.speedGbps;
    return j;
}

} // namespace

std::string verifyText(const VerifyResult &result, const std::vector<PlannedLink> &planned, const PlanPorts &ports,
                       const std::string &source)
{
    std::string out;
    if (result.otherFabric) {
        out += "this is not the planned fabric: " + source + " shows devices the plan does not have, first ";
        for (std::size_t i = 0; i < result.strangers.size(); ++i)
            out += (i ? ", " : "") + result.strangers[i];
        out += "\n(a --names file maps a site's device names to the plan's)\n";
        return out;
    }
    out += std::to_string(result.asPlanned) + " of " + std::to_string(result.plannedLinks) + " planned links found as planned; "
         + countOf(result.observedLinks, "link") + " in " + source + "\n";
    if (result.clean()) {
        out += "the fabric is as planned\n";
        return out;
    }
    out += std::to_string(result.count(DifferenceKind::Missing)) + " missing, "
         + std::to_string(result.count(DifferenceKind::Miswired)) + " miswired, "
         + std::to_string(result.count(DifferenceKind::Extra)) + " extra, "
         + countOf(result.count(DifferenceKind::UnknownDevice), "unknown device") + ", "
         + std::to_string(result.count(DifferenceKind::Speed)) + " at the wrong speed (warnings)\n";
    std::string rack = "\x01";
    for (const Difference &d : result.differences) {
        if (d.rack != rack) {
            rack = d.rack;
            out += "\n" + (rack.empty() ? std::string("Not in a planned rack") : "Rack " + rack) + "\n";
        }
        out += "  ";
        out += kindName(d.kind);
        out += ": ";
        auto plannedAt = [&](int i) -> const PlannedLink & { return planned[static_cast<std::size_t>(i)]; };
        const std::string found = where(ports.describe(d.observed.a)) + " - " + where(ports.describe(d.observed.b));
        switch (d.kind) {
        case DifferenceKind::Missing:
            out += plannedText(plannedAt(d.planned.front()));
            break;
        case DifferenceKind::Extra:
            out += "a cable the plan does not have: " + found + " (line " + std::to_string(d.observed.line) + ")";
            break;
        case DifferenceKind::Miswired:
            out += "found " + found + " (line " + std::to_string(d.observed.line) + "); planned ";
            for (std::size_t i = 0; i < d.planned.size(); ++i)
                out += (i ? " and " : "") + plannedText(plannedAt(d.planned[i]));
            break;
        case DifferenceKind::Speed:
            out += plannedText(plannedAt(d.planned.front())) + " runs at " + (d.observed.rate.empty() ? speedText(d.observed.speedGbps) : d.observed.rate)
                 + ", planned " + speedText(plannedAt(d.planned.front()).speedGbps);
            break;
        case DifferenceKind::UnknownDevice:
            out += d.device + " is not in the plan";
            break;
        }
        out += '\n';
    }
    return out;
}

std::string verifyJson(const VerifyResult &result, const std::vector<PlannedLink> &planned)
{
    nlohmann::json j;
    j["as_planned"] = result.clean();
    j["other_fabric"] = result.otherFabric;
    j["strangers"] = result.strangers;
    j["planned_links"] = result.plannedLinks;
    j["observed_links"] = result.observedLinks;
    j["links_as_planned"] = result.asPlanned;
    for (const char *kind : {"missing", "extra", "miswired", "speed", "unknown_devices"})
        j[kind] = nlohmann::json::array();
    for (const Difference &d : result.differences) {
        nlohmann::json item;
        item["rack"] = d.rack.empty() ? nlohmann::json() : nlohmann::json(d.rack);
        auto plannedAt = [&](int i) { return plannedJson(planned[static_cast<std::size_t>(i)]); };
        switch (d.kind) {
        case DifferenceKind::Missing:
            item.update(plannedAt(d.planned.front()));
            j["missing"].push_back(item);
            break;
        case DifferenceKind::Extra:
            item["found"] = foundJson(d.observed);
            j["extra"].push_back(item);
            break;
        case DifferenceKind::Miswired:
            item["found"] = foundJson(d.observed);
            item["planned"] = nlohmann::json::array();
            for (int p : d.planned)
                item["planned"].push_back(plannedAt(p));
            j["miswired"].push_back(item);
            break;
        case DifferenceKind::Speed:
            item.update(plannedAt(d.planned.front()));
            item["found"] = foundJson(d.observed);
            j["speed"].push_back(item);
            break;
        case DifferenceKind::UnknownDevice:
            j["unknown_devices"].push_back(d.device);
            break;
        }
    }
    return j.dump(2) + "\n";
}

} // namespace fabric
