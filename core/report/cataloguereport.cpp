#include "core/report/cataloguereport.h"

#include "core/report/texttable.h"

namespace fabric {

using nlohmann::json;

namespace {

template<typename T>
json optionalJson(const std::optional<T> &value)
{
    return value ? json(*value) : json(nullptr);
}

json priceJson(const Price &price)
{
    return {{"usd", optionalJson(price.usd)}, {"indicative", price.indicative},
            {"source", price.source}, {"user_price", price.fromUserList}};
}

json switchFeatures(const SwitchModel &s)
{
    json features = json::array();
    if (s.sharpVersion)
        features.push_back("SHARPv" + std::to_string(*s.sharpVersion));
    if (s.shield)
        features.push_back("SHIELD");
    return features;
}

json switchJson(const SwitchModel &s)
{
    json modes = json::array();
    for (const auto &m : s.portModes)
        modes.push_back({{"speed_gbps", m.speedGbps}, {"ports", m.ports}, {"split", m.split},
                         {"cages_used", optionalJson(m.cagesUsed)}});
    return {{"model", s.model}, {"family", s.family}, {"technology", toString(s.technology)},
            {"part_number", s.partNumber()}, {"cage_type", s.cageType}, {"cages", s.cages},
            {"ports_per_cage", s.portsPerCage}, {"port_modes", modes},
            {"sharp_version", optionalJson(s.sharpVersion)}, {"managed", s.managed},
            {"roles", s.roles}, {"rack_units", optionalJson(s.rackUnits)},
            {"power_w", optionalJson(s.powerW)}, {"max_power_w", optionalJson(s.maxPowerW)},
            {"heat_btu_per_hour", optionalJson(s.heatBtuPerHour())},
            {"power_unknown_reason", s.powerUnknownReason}, {"latency_ns", optionalJson(s.latencyNs)},
            {"cooling", s.liquidCooled ? "liquid" : "air"}, {"end_of_life", s.endOfLife},
            {"status", s.endOfLife ? "end-of-life" : "current"}, {"features", switchFeatures(s)},
            {"feature_source", s.featureSource},
            {"price", priceJson(s.price)}, {"source", s.provenance.source},
            {"grade", std::string(1, s.provenance.grade)}};
}

json nicJson(const Nic &n)
{
    return {{"model", n.model}, {"family", n.family}, {"technology", n.technology},
            {"ports", n.ports}, {"speed_gbps", n.speedGbps}, {"cage_type", n.cageType},
            {"pcie_gen", optionalJson(n.pcieGen)}, {"power_w", optionalJson(n.powerW)},
            {"price", priceJson(n.price)}, {"source", n.provenance.source},
            {"grade", std::string(1, n.provenance.grade)}};
}

json mediumJson(const Medium &m)
{
    return {{"part_number", m.partNumber}, {"family", m.family}, {"kind", toString(m.kind)},
            {"technology", m.technology}, {"speed_gbps", m.speedGbps}, {"connector", m.connector},
            {"links_per_unit", m.linksPerUnit}, {"length_m", optionalJson(m.lengthM)},
            {"reach_m", optionalJson(m.reachM)}, {"fibre_type", m.fibreType},
            {"power_w", optionalJson(m.powerW)}, {"description", m.description},
            {"status", m.forSale ? "current" : "not-for-sale"}, {"replaced_by", m.replacedBy},
            {"far_connector", m.farConnector()}, {"also_speeds_gbps", m.alsoSpeeds},
            {"price", priceJson(m.price)}, {"source", m.provenance.source},
            {"grade", std::string(1, m.provenance.grade)}};
}

json platformJson(const Platform &p)
{
    return {{"name", p.name}, {"vendor", p.vendor}, {"gpus", p.gpus}, {"gpu_model", p.gpuModel},
            {"nvlink_gbytes_per_gpu", optionalJson(p.nvlinkGBytesPerGpu)},
            {"pcie_gbytes_per_gpu", optionalJson(p.pcieGBytesPerGpu)},
            {"compute_ports", p.computePorts}, {"nic_model", p.nicModel},
            {"nic_speed_gbps", p.nicSpeedGbps}, {"rack_units", p.rackUnits},
            {"nvlink_domain_gpus", optionalJson(p.nvlinkDomainGpus)}, {"hosts", p.hosts},
            {"host_cpu", p.hostCpu == HostCpu::Unknown ? json(nullptr) : json(std::string(toString(p.hostCpu)))},
            {"power_kw", optionalJson(p.powerKw)}, {"weight_kg", optionalJson(p.weightKg)},
            {"price", priceJson(p.price)}, {"source", p.provenance.source},
            {"grade", std::string(1, p.provenance.grade)}};
}

bool isCableKind(const Medium &m)
{
    return m.kind != MediaKind::Transceiver;
}

bool wants(std::optional<CatalogueKind> filter, CatalogueKind kind)
{
    return !filter || *filter == kind;
}

std::string priceText(const Price &price)
{
    if (!price.usd)
        return "unknown";
    return formatNumber(*price.usd, 0) + (price.indicative ? " (ind.)" : "");
}

std::string modesText(const SwitchModel &s)
{
    std::string text;
    for (const auto &m : s.portModes)
        text += (text.empty() ? "" : ", ") + std::to_string(m.ports) + "x" + std::to_string(m.speedGbps) + "G";
    return text;
}

} // namespace

std::optional<CatalogueKind> catalogueKindFromString(std::string_view s)
{
    if (s == "switch") return CatalogueKind::Switch;
    if (s == "nic") return CatalogueKind::Nic;
    if (s == "cable") return CatalogueKind::Cable;
    if (s == "transceiver") return CatalogueKind::Transceiver;
    if (s == "platform") return CatalogueKind::Platform;
    return std::nullopt;
}

json catalogueToJson(const Catalogue &catalogue, std::optional<CatalogueKind> kind)
{
    json out = json::object();
    out["version"] = catalogue.version();
    if (wants(kind, CatalogueKind::Switch)) {
        out["switches"] = json::array();
        for (const auto &s : catalogue.switches())
            out["switches"].push_back(switchJson(s));
    }
    if (wants(kind, CatalogueKind::Nic)) {
        out["nics"] = json::array();
        for (const auto &n : catalogue.nics())
            out["nics"].push_back(nicJson(n));
    }
    if (wants(kind, CatalogueKind::Cable)) {
        out["cables"] = json::array();
        for (const auto &m : catalogue.media())
            if (isCableKind(m))
                out["cables"].push_back(mediumJson(m));
    }
    if (wants(kind, CatalogueKind::Transceiver)) {
        out["transceivers"] = json::array();
        for (const auto &m : catalogue.media())
            if (!isCableKind(m))
                out["transceivers"].push_back(mediumJson(m));
    }
    if (wants(kind, CatalogueKind::Platform)) {
        out["platforms"] = json::array();
        for (const auto &p : catalogue.platforms())
            out["platforms"].push_back(platformJson(p));
    }
    return out;
}

std::string catalogueToText(const Catalogue &catalogue, std::optional<CatalogueKind> kind)
{
    std::string out;
    if (wants(kind, CatalogueKind::Switch)) {
        TextTable t({"SWITCH", "TECHNOLOGY", "PORTS", "SHARP", "SHIELD", "RU", "POWER W", "PRICE USD", "SOURCE"});
        for (const auto &s : catalogue.switches())
            t.addRow({s.model, std::string(toString(s.technology)), modesText(s),
                      s.sharpVersion ? "v" + std::to_string(*s.sharpVersion) : "-", s.shield ? "yes" : "-",
                      formatOptional(s.rackUnits), formatOptional(s.powerW), priceText(s.price),
                      std::string(1, s.provenance.grade)});
        out += t.render() + "\n";
    }
    if (wants(kind, CatalogueKind::Nic)) {
        TextTable t({"NIC", "FAMILY", "TECHNOLOGY", "PORTS", "PCIE", "PRICE USD", "SOURCE"});
        for (const auto &n : catalogue.nics())
            t.addRow({n.model, n.family, n.technology,
                      std::to_string(n.ports) + "x" + std::to_string(n.speedGbps) + "G",
                      n.pcieGen ? "Gen" + std::to_string(*n.pcieGen) : "unknown", priceText(n.price),
                      std::string(1, n.provenance.grade)});
        out += t.render() + "\n";
    }
    auto mediaTable = [&](bool cables) {
        TextTable t({cables ? "CABLE" : "TRANSCEIVER", "KIND", "SPEED", "LINKS", cables ? "LENGTH M" : "REACH M",
                     "POWER W", "STATUS", "PRICE USD", "SOURCE"});
        for (const auto &m : catalogue.media())
            if (isCableKind(m) == cables)
                t.addRow({m.partNumber, std::string(toString(m.kind)), std::to_string(m.speedGbps) + "G",
                          std::to_string(m.linksPerUnit), formatNumber(m.maxDistanceM()),
                          formatOptional(m.powerW), m.forSale ? "current" : "not for sale", priceText(m.price),
                          std::string(1, m.provenance.grade)});
        out += t.render() + "\n";
    };
    if (wants(kind, CatalogueKind::Cable))
        mediaTable(true);
    if (wants(kind, CatalogueKind::Transceiver))
        mediaTable(false);
    if (wants(kind, CatalogueKind::Platform)) {
        TextTable t({"PLATFORM", "GPUS", "COMPUTE PORTS", "RU", "POWER KW", "PRICE USD", "SOURCE"});
        for (const auto &p : catalogue.platforms())
            t.addRow({p.name, std::to_string(p.gpus),
                      std::to_string(p.computePorts) + "x" + std::to_string(p.nicSpeedGbps) + "G",
                      std::to_string(p.rackUnits), formatOptional(p.powerKw), priceText(p.price),
                      std::string(1, p.provenance.grade)});
        out += t.render();
    }
    return out;
}

} // namespace fabric
