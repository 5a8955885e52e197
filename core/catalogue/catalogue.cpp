#include "core/catalogue/catalogue.h"

#include "core/common/inputfile.h"
#include "core/common/installedfile.h"
#include "core/common/iso4217.h"
#include "core/common/usertext.h"

#include "core/catalogue/cataloguehash.h"
#include "core/catalogue/pricelist.h"
#include "core/catalogue/sqlitedatabase.h"

#include <algorithm>
#include <cstdlib>
#include <initializer_list>
#include <string_view>
#include <sstream>
#include <system_error>
#include <unordered_map>

namespace fabric {

namespace {

std::vector<std::string> splitList(const std::string &text)
{
    std::vector<std::string> items;
    std::stringstream stream(text);
    std::string item;
    while (std::getline(stream, item, ',')) {
        item.erase(0, item.find_first_not_of(' '));
        item.erase(item.find_last_not_of(' ') + 1);
        if (!item.empty())
            items.push_back(item);
    }
    return items;
}

Price readPrice(const SqliteStatement &row, int column)
{
    // price_usd, price_indicative, price_source
    return {row.optionalReal(column), row.integer(column + 1) != 0, row.text(column + 2), false};
}

std::vector<int> splitSpeeds(const std::string &text, bool &ok)
{
    std::vector<int> speeds;
    ok = true;
    for (const std::string &item : splitList(text)) {
        char *end = nullptr;
        const long value = std::strtol(item.c_str(), &end, 10);
        if (end == item.c_str() || *end != '\0' || value <= 0) {
            ok = false;
            return {};
        }
        speeds.push_back(static_cast<int>(value));
    }
    return speeds;
}

bool oneOf(const std::string &value, std::initializer_list<std::string_view> allowed)
{
    return std::find(allowed.begin(), allowed.end(), value) != allowed.end();
}

} // namespace

// Reads every table into the Catalogue through prepared statements, and refuses a value the
// planner could misread: a bad row is an error naming the table, the row and the value, never a
// silent default (a technology of 'fibrechannel' must not become InfiniBand).
class CatalogueLoader
{
public:
    CatalogueLoader(Catalogue &catalogue, const SqliteDatabase &db) : m_c(catalogue), m_db(db) {}

    std::string load()
    {
        for (auto step : {&CatalogueLoader::loadInfo, &CatalogueLoader::loadSwitches,
                          &CatalogueLoader::loadPortModes, &CatalogueLoader::loadNics,
                          &CatalogueLoader::loadNicPortModes, &CatalogueLoader::loadSubnetManagers,
                          &CatalogueLoader::loadMedia, &CatalogueLoader::loadPreference,
                          &CatalogueLoader::loadPlatforms, &CatalogueLoader::loadAppliances,
                          &CatalogueLoader::loadCurrencies, &CatalogueLoader::loadNetworkPorts,
                          &CatalogueLoader::loadRackParts, &CatalogueLoader::loadInfrastructure}) {
            if (std::string error = (this->*step)(); !error.empty())
                return error;
            if (!m_invalid.empty())
                return m_invalid;
        }
        if (m_c.m_switches.empty() || m_c.m_platforms.empty() || m_c.m_currencies.empty())
            return "the catalogue holds no switches, platforms or currencies";
        return {};
    }

    std::string applyUserPrices(const SqliteDatabase &user);

private:
    template<typename RowFn>
    std::string each(const std::string &sql, RowFn fn)
    {
        SqliteStatement row(m_db, sql);
        if (!row.valid())
            return row.error();
        while (m_invalid.empty() && row.step())
            fn(row);
        return row.error();
    }

    // Records the first invalid value; loading stops there.
    void invalid(const char *table, const std::string &key, const std::string &what)
    {
        if (m_invalid.empty())
            m_invalid = std::string(table) + " row '" + key + "': " + what;
    }

    char grade(const SqliteStatement &r, int column, const char *table, const std::string &key)
    {
        const std::string g = r.text(column);
        if (!oneOf(g, {"P", "S", "C", "E"}))
            invalid(table, key, "grade '" + g + "' is not P, S, C or E");
        return g.empty() ? 'E' : g.front();
    }

    Technology technology(const SqliteStatement &r, int column, const char *table, const std::string &key)
    {
        const std::string text = r.text(column);
        auto t = technologyFromString(text);
        if (!t)
            invalid(table, key, "technology '" + text + "' is not infiniband or ethernet");
        return t.value_or(Technology::InfiniBand);
    }

    void positive(int value, const char *column, const char *table, const std::string &key)
    {
        if (value <= 0)
            invalid(table, key, std::string(column) + " " + std::to_string(value) + " is not positive");
    }

    std::string loadInfo()
    {
        return each("SELECT value FROM catalogue_info WHERE key = 'version'",
                    [&](const SqliteStatement &r) { m_c.m_version = r.text(0); });
    }

    std::string loadSwitches()
    {
        return each(
            "SELECT model, family, technology, asic, ordering_pn, legacy_opn, cage_type, cages, "
            "ports_per_cage, sharp_version, managed, roles, rack_units, power_w, max_power_w, "
            "weight_kg, latency_ns, cooling, status, price_usd, price_indicative, price_source, "
            "notes, source, grade, power_unknown_reason, shield, feature_source FROM switches ORDER BY model",
            [&](const SqliteStatement &r) {
                SwitchModel s;
                s.model = r.text(0);
                s.family = r.text(1);
                s.technology = technology(r, 2, "switches", s.model);
                s.asic = r.text(3);
                s.orderingPn = r.text(4);
                s.legacyOpn = r.text(5);
                s.cageType = r.text(6);
                s.cages = r.integer(7);
                positive(s.cages, "cages", "switches", s.model);
                s.portsPerCage = r.integer(8);
                positive(s.portsPerCage, "ports_per_cage", "switches", s.model);
                s.sharpVersion = r.optionalInteger(9);
                s.managed = r.integer(10) != 0;
                s.roles = splitList(r.text(11));
                s.rackUnits = r.optionalInteger(12);
                s.powerW = r.optionalReal(13);
                s.maxPowerW = r.optionalReal(14);
                s.weightKg = r.optionalReal(15);
                s.latencyNs = r.optionalReal(16);
                const std::string cooling = r.text(17);
                if (!oneOf(cooling, {"air", "liquid"}))
                    invalid("switches", s.model, "cooling '" + cooling + "' is not air or liquid");
                s.liquidCooled = cooling == "liquid";
                const std::string status = r.text(18);
                if (!oneOf(status, {"current", "end-of-life"}))
                    invalid("switches", s.model, "status '" + status + "' is not current or end-of-life");
                s.endOfLife = status == "end-of-life";
                s.price = readPrice(r, 19);
                s.notes = r.text(22);
                s.provenance = {r.text(23), grade(r, 24, "switches", s.model)};
                s.powerUnknownReason = r.text(25);
                s.shield = r.integer(26) != 0;
                s.featureSource = r.text(27);
                m_c.m_switches.push_back(std::move(s));
            });
    }

    std::string loadPortModes()
    {
        return each("SELECT model, speed_gbps, ports, split, note, cages_used FROM switch_port_modes "
                    "ORDER BY model, speed_gbps DESC",
                    [&](const SqliteStatement &r) {
                        const std::string model = r.text(0);
                        auto it = std::find_if(m_c.m_switches.begin(), m_c.m_switches.end(),
                                               [&](const SwitchModel &s) { return s.model == model; });
                        if (it == m_c.m_switches.end()) {
                            invalid("switch_port_modes", model, "no such switch");
                            return;
                        }
                        PortMode mode{r.integer(1), r.integer(2), r.integer(3) != 0, r.text(4), r.optionalInteger(5)};
                        const std::string key = model + " " + std::to_string(mode.speedGbps) + "G";
                        positive(mode.speedGbps, "speed_gbps", "switch_port_modes", key);
                        positive(mode.ports, "ports", "switch_port_modes", key);
                        if (mode.cagesUsed && (*mode.cagesUsed <= 0 || *mode.cagesUsed > it->cages ||
                                               mode.ports % *mode.cagesUsed != 0))
                            invalid("switch_port_modes", key,
                                    "cages_used " + std::to_string(*mode.cagesUsed) + " does not divide its " +
                                        std::to_string(mode.ports) + " ports over the switch's " +
                                        std::to_string(it->cages) + " cages");
                        it->portModes.push_back(std::move(mode));
                    });
    }

    std::string loadNics()
    {
        return each("SELECT model, family, technology, ports, speed_gbps, cage_type, pcie_gen, "
                    "pcie_lanes, power_w, price_usd, price_indicative, price_source, notes, "
                    "source, grade FROM nics ORDER BY family, model",
                    [&](const SqliteStatement &r) {
                        Nic n;
                        n.model = r.text(0);
                        n.family = r.text(1);
                        n.technology = r.text(2);
                        if (!oneOf(n.technology, {"infiniband", "ethernet", "vpi"}))
                            invalid("nics", n.model, "technology '" + n.technology + "' is not infiniband, ethernet or vpi");
                        n.ports = r.integer(3);
                        positive(n.ports, "ports", "nics", n.model);
                        n.speedGbps = r.integer(4);
                        positive(n.speedGbps, "speed_gbps", "nics", n.model);
                        n.cageType = r.text(5);
                        n.pcieGen = r.optionalInteger(6);
                        n.pcieLanes = r.optionalInteger(7);
                        n.powerW = r.optionalReal(8);
                        n.price = readPrice(r, 9);
                        n.notes = r.text(12);
                        n.provenance = {r.text(13), grade(r, 14, "nics", n.model)};
                        m_c.m_nics.push_back(std::move(n));
                    });
    }

    std::string loadNicPortModes()
    {
        return each("SELECT model, speed_gbps, technology, ports_per_port, source, grade FROM nic_port_modes "
                    "ORDER BY model, speed_gbps DESC",
                    [&](const SqliteStatement &r) {
                        const std::string model = r.text(0);
                        auto it = std::find_if(m_c.m_nics.begin(), m_c.m_nics.end(),
                                               [&](const Nic &n) { return n.model == model; });
                        if (it == m_c.m_nics.end()) {
                            invalid("nic_port_modes", model, "no such NIC");
                            return;
                        }
                        const std::string technology = r.text(2);
                        if (!oneOf(technology, {"infiniband", "ethernet", "both"}))
                            invalid("nic_port_modes", model, "technology '" + technology + "' is not infiniband, ethernet or both");
                        positive(r.integer(1), "speed_gbps", "nic_port_modes", model);
                        positive(r.integer(3), "ports_per_port", "nic_port_modes", model);
                        it->portModes.push_back({r.integer(1), technology, r.integer(3),
                                                 {r.text(4), grade(r, 5, "nic_port_modes", model)}});
                    });
    }

    std::string loadSubnetManagers()
    {
        return each("SELECT model, max_nodes, source FROM embedded_subnet_managers ORDER BY model",
                    [&](const SqliteStatement &r) {
                        const std::string model = r.text(0);
                        auto it = std::find_if(m_c.m_switches.begin(), m_c.m_switches.end(),
                                               [&](const SwitchModel &s) { return s.model == model; });
                        if (it == m_c.m_switches.end()) {
                            invalid("embedded_subnet_managers", model, "no such switch");
                            return;
                        }
                        positive(r.integer(1), "max_nodes", "embedded_subnet_managers", model);
                        it->embeddedSmMaxNodes = r.integer(1);
                        it->embeddedSmSource = r.text(2);
                    });
    }

    std::string loadMedia()
    {
        return each("SELECT part_number, family, kind, technology, speed_gbps, connector, "
                    "links_per_unit, length_m, reach_m, fibre_type, power_w, description, "
                    "price_usd, price_indicative, price_source, source, grade, notes, fibre_connector, "
                    "status, replaced_by, end_connector, also_speeds FROM media "
                    "ORDER BY speed_gbps, kind, COALESCE(length_m, reach_m), part_number",
                    [&](const SqliteStatement &r) {
                        Medium m;
                        m.partNumber = r.text(0);
                        m.family = r.text(1);
                        const std::string kind = r.text(2);
                        auto parsed = mediaKindFromString(kind);
                        if (!parsed)
                            invalid("media", m.partNumber, "kind '" + kind + "' is not dac, acc, aoc, transceiver, fibre or twisted-pair");
                        m.kind = parsed.value_or(MediaKind::Dac);
                        m.technology = r.text(3);
                        if (!oneOf(m.technology, {"infiniband", "ethernet", "both"}))
                            invalid("media", m.partNumber, "technology '" + m.technology + "' is not infiniband, ethernet or both");
                        m.speedGbps = r.integer(4);
                        positive(m.speedGbps, "speed_gbps", "media", m.partNumber);
                        m.connector = r.text(5);
                        m.linksPerUnit = r.integer(6);
                        positive(m.linksPerUnit, "links_per_unit", "media", m.partNumber);
                        m.lengthM = r.optionalReal(7);
                        m.reachM = r.optionalReal(8);
                        if (!(m.maxDistanceM() > 0.0))
                            invalid("media", m.partNumber, m.kind == MediaKind::Transceiver ? "reach_m is not positive"
                                                                                            : "length_m is not positive");
                        m.fibreType = r.text(9);
                        if (!oneOf(m.fibreType, {"", "MMF", "SMF"}))
                            invalid("media", m.partNumber, "fibre_type '" + m.fibreType + "' is not MMF or SMF");
                        m.powerW = r.optionalReal(10);
                        m.description = r.text(11);
                        m.price = readPrice(r, 12);
                        m.provenance = {r.text(15), grade(r, 16, "media", m.partNumber)};
                        m.notes = r.text(17);
                        m.fibreConnector = r.text(18);
                        const std::string status = r.text(19);
                        if (!oneOf(status, {"current", "not-for-sale"}))
                            invalid("media", m.partNumber, "status '" + status + "' is not current or not-for-sale");
                        m.forSale = status == "current";
                        m.replacedBy = r.text(20);
                        m.endConnector = r.text(21);
                        bool ok = true;
                        m.alsoSpeeds = splitSpeeds(r.text(22), ok);
                        if (!ok)
                            invalid("media", m.partNumber, "also_speeds '" + r.text(22) + "' is not a list of speeds");
                        m_c.m_media.push_back(std::move(m));
                    });
    }

    std::string loadPreference()
    {
        return each("SELECT rank, kind, fibre_type, note FROM media_preference ORDER BY rank",
                    [&](const SqliteStatement &r) {
                        const std::string key = std::to_string(r.integer(0));
                        const std::string kind = r.text(1);
                        auto parsed = mediaKindFromString(kind);
                        if (!parsed || *parsed == MediaKind::Fibre)
                            invalid("media_preference", key, "kind '" + kind + "' is not dac, acc, aoc, transceiver or twisted-pair");
                        if (!oneOf(r.text(2), {"", "MMF", "SMF"}))
                            invalid("media_preference", key, "fibre_type '" + r.text(2) + "' is not MMF or SMF");
                        m_c.m_preference.push_back(
                            {r.integer(0), parsed.value_or(MediaKind::Dac), r.text(2), r.text(3)});
                    });
    }

    std::string loadPlatforms()
    {
        return each("SELECT name, vendor, gpus, gpu_model, nvlink_gbytes_per_gpu, compute_ports, "
                    "nic_model, nic_speed_gbps, nic_included, node_cage_type, node_ports_per_cage, "
                    "rack_units, power_kw, weight_kg, price_usd, price_indicative, price_source, "
                    "notes, source, grade, nvlink_domain_gpus, rack_scale, pcie_gbytes_per_gpu, host_cpu, hosts "
                    "FROM platforms "
                    "ORDER BY name",
                    [&](const SqliteStatement &r) {
                        Platform p;
                        p.name = r.text(0);
                        p.vendor = r.text(1);
                        p.gpus = r.integer(2);
                        if (p.gpus < 0)
                            invalid("platforms", p.name, "gpus is negative");
                        p.gpuModel = r.text(3);
                        p.nvlinkGBytesPerGpu = r.optionalReal(4);
                        p.computePorts = r.integer(5);
                        positive(p.computePorts, "compute_ports", "platforms", p.name);
                        p.nicModel = r.text(6);
                        if (!p.nicModel.empty() && !m_c.findNic(p.nicModel))
                            invalid("platforms", p.name, "nic_model '" + p.nicModel + "' is not in the nics table");
                        p.nicSpeedGbps = r.integer(7);
                        positive(p.nicSpeedGbps, "nic_speed_gbps", "platforms", p.name);
                        p.nicIncluded = r.integer(8) != 0;
                        p.nodeCageType = r.text(9);
                        p.nodePortsPerCage = r.integer(10);
                        positive(p.nodePortsPerCage, "node_ports_per_cage", "platforms", p.name);
                        p.rackUnits = r.integer(11);
                        positive(p.rackUnits, "rack_units", "platforms", p.name);
                        p.powerKw = r.optionalReal(12);
                        p.weightKg = r.optionalReal(13);
                        p.price = readPrice(r, 14);
                        p.notes = r.text(17);
                        p.provenance = {r.text(18), grade(r, 19, "platforms", p.name)};
                        p.nvlinkDomainGpus = r.optionalInteger(20);
                        p.rackScale = r.integer(21) != 0;
                        p.pcieGBytesPerGpu = r.optionalReal(22);
                        if (const std::string cpu = r.text(23); !cpu.empty()) {
                            const auto parsed = hostCpuFromString(cpu);
                            if (!parsed)
                                invalid("platforms", p.name, "host_cpu '" + cpu + "' is not intel, amd or arm");
                            p.hostCpu = parsed.value_or(HostCpu::Unknown);
                        }
                        p.hosts = r.integer(24);
                        positive(p.hosts, "hosts", "platforms", p.name);
                        m_c.m_platforms.push_back(std::move(p));
                    });
    }

    std::string loadAppliances()
    {
        return each("SELECT model, technology, fabric_ports, port_speed_gbps, rack_units, power_w, "
                    "price_usd, price_indicative, price_source, source, grade, notes, cage_type, "
                    "ports_per_cage FROM appliances",
                    [&](const SqliteStatement &r) {
                        Appliance a;
                        a.model = r.text(0);
                        a.technology = technology(r, 1, "appliances", a.model);
                        a.fabricPorts = r.integer(2);
                        positive(a.fabricPorts, "fabric_ports", "appliances", a.model);
                        a.portSpeedGbps = r.integer(3);
                        positive(a.portSpeedGbps, "port_speed_gbps", "appliances", a.model);
                        a.rackUnits = r.optionalInteger(4);
                        a.powerW = r.optionalReal(5);
                        a.price = readPrice(r, 6);
                        a.provenance = {r.text(9), grade(r, 10, "appliances", a.model)};
                        a.notes = r.text(11);
                        a.cageType = r.text(12);
                        a.portsPerCage = r.integer(13);
                        positive(a.portsPerCage, "ports_per_cage", "appliances", a.model);
                        m_c.m_appliances.push_back(std::move(a));
                    });
    }

    std::string loadCurrencies()
    {
        return each("SELECT code, name, symbol, per_usd, as_of, source FROM currencies ORDER BY code",
                    [&](const SqliteStatement &r) {
                        Currency c{r.text(0), r.text(1), r.text(2), r.real(3), r.text(4), r.text(5)};
                        if (!(c.perUsd > 0.0))
                            invalid("currencies", c.code, "per_usd is not positive");
                        m_c.m_currencies.push_back(std::move(c));
                    });
    }

    std::string loadNetworkPorts()
    {
        return each("SELECT platform, network, ports, speed_gbps, technology, cage_type, note, source, grade "
                    "FROM platform_network_ports ORDER BY platform, network",
                    [&](const SqliteStatement &r) {
                        PlatformNetworkPorts p;
                        p.platform = r.text(0);
                        p.network = r.text(1);
                        const std::string key = p.platform + " " + p.network;
                        if (!m_c.findPlatform(p.platform))
                            invalid("platform_network_ports", key, "platform is not in the platforms table");
                        if (!oneOf(p.network, {"storage", "inband", "oob"}))
                            invalid("platform_network_ports", key, "network is not storage, inband or oob");
                        p.ports = r.integer(2);
                        positive(p.ports, "ports", "platform_network_ports", key);
                        p.speedGbps = r.integer(3);
                        positive(p.speedGbps, "speed_gbps", "platform_network_ports", key);
                        p.technology = technology(r, 4, "platform_network_ports", key);
                        p.cageType = r.text(5);
                        p.note = r.text(6);
                        p.provenance = {r.text(7), grade(r, 8, "platform_network_ports", key)};
                        m_c.m_networkPorts.push_back(std::move(p));
                    });
    }

    std::string loadRackParts()
    {
        return each("SELECT platform, part, title, count, port_names, in_rack_switches, note, source, grade "
                    "FROM rack_managed_parts ORDER BY platform, part",
                    [&](const SqliteStatement &r) {
                        RackManagedPart p;
                        p.platform = r.text(0);
                        p.part = r.text(1);
                        const std::string key = p.platform + " " + p.part;
                        const Platform *platform = m_c.findPlatform(p.platform);
                        if (!platform || !platform->rackScale)
                            invalid("rack_managed_parts", key, "platform is not a rack-scale platform of the platforms table");
                        p.title = r.text(2);
                        p.count = r.integer(3);
                        positive(p.count, "count", "rack_managed_parts", key);
                        p.portNames = splitList(r.text(4));
                        if (p.portNames.empty())
                            invalid("rack_managed_parts", key, "port_names names no port");
                        const std::vector<std::string> switches = splitList(r.text(5));
                        for (const std::string &s : switches) {
                            if (s != "1" && s != "2")
                                invalid("rack_managed_parts", key, "in_rack_switches '" + s + "' is not 1 or 2");
                            p.inRackSwitches.push_back(s == "2" ? 2 : 1);
                        }
                        if (switches.empty())
                            p.inRackSwitches.assign(p.portNames.size(), 0);
                        else if (switches.size() != p.portNames.size())
                            invalid("rack_managed_parts", key, "in_rack_switches does not name one switch for each port");
                        p.note = r.text(6);
                        p.provenance = {r.text(7), grade(r, 8, "rack_managed_parts", key)};
                        m_c.m_rackParts.push_back(std::move(p));
                    });
    }

    std::string loadInfrastructure()
    {
        return each("SELECT model, role, description, rack_units, power_w, inband_ports, inband_speed_gbps, "
                    "cage_type, price_usd, price_indicative, price_source, notes, source, grade "
                    "FROM infrastructure ORDER BY model",
                    [&](const SqliteStatement &r) {
                        Infrastructure i;
                        i.model = r.text(0);
                        const std::string role = r.text(1);
                        if (role == "rack")
                            i.role = InfrastructureRole::Rack;
                        else if (role == "pdu")
                            i.role = InfrastructureRole::Pdu;
                        else if (role == "management-server")
                            i.role = InfrastructureRole::ManagementServer;
                        else
                            invalid("infrastructure", i.model, "role '" + role + "' is not rack, pdu or management-server");
                        i.description = r.text(2);
                        i.rackUnits = r.optionalInteger(3);
                        i.powerW = r.optionalReal(4);
                        i.inbandPorts = r.integer(5);
                        i.inbandSpeedGbps = r.optionalInteger(6).value_or(0);
                        i.cageType = r.text(7);
                        i.price = readPrice(r, 8);
                        i.notes = r.text(11);
                        i.provenance = {r.text(12), grade(r, 13, "infrastructure", i.model)};
                        m_c.m_infrastructure.push_back(std::move(i));
                    });
    }

    Catalogue &m_c;
    const SqliteDatabase &m_db;
    std::string m_invalid;
};

std::string CatalogueLoader::applyUserPrices(const SqliteDatabase &user)
{
    if (std::string problem = userPricesTableProblem(user); !problem.empty())
        return problem == kNoPricesTable ? std::string() : problem; // no prices yet is fine
    SqliteStatement row(user, "SELECT part_number, price, currency, COALESCE(source, ''), COALESCE(imported_at, '') "
                              "FROM user_prices");
    if (!row.valid())
        return row.error();
    // Each name a price may be keyed on, with the price it sets and the name a BOM line gives the part.
    std::unordered_map<std::string, std::pair<Price *, std::string>> byPart;
    auto index = [&](auto &items, auto key, auto bomName) {
        for (auto &item : items)
            byPart[key(item)] = {&item.price, bomName(item)};
    };
    for (SwitchModel &s : m_c.m_switches)
        for (std::string_view name : s.priceNames())
            byPart[std::string(name)] = {&s.price, s.partNumber()};
    index(m_c.m_nics, [](Nic &n) { return n.model; }, [](Nic &n) { return n.model; });
    index(m_c.m_media, [](Medium &m) { return m.partNumber; }, [](Medium &m) { return m.partNumber; });
    index(m_c.m_platforms, [](Platform &p) { return p.name; }, [](Platform &p) { return p.name; });
    index(m_c.m_appliances, [](Appliance &a) { return a.model; }, [](Appliance &a) { return a.model; });
    index(m_c.m_infrastructure, [](Infrastructure &i) { return i.model; }, [](Infrastructure &i) { return i.model; });
    // A switch is found by each of its names: one row for each would price it twice, the last row
    // read winning.
    std::unordered_map<const Price *, std::string> pricedBy;
    while (row.step()) {
        if (Text problem = storedPriceProblem(row, &m_c); !problem.empty())
            return problem.english();
        auto it = byPart.find(row.text(0));
        if (it == byPart.end())
            continue; // a part this catalogue no longer has
        Price *price = it->second.first;
        if (auto [first, added] = pricedBy.try_emplace(price, row.text(0)); !added)
            return Text(FABRIC_TR("fabric::PriceList", "%1 and %2 are the same part, priced twice"), quotedText(first->second),
                        quotedText(row.text(0)))
                .english();
        const Currency *currency = m_c.findCurrency(row.text(2));
        StoredPrice listed{it->second.second, row.real(1), row.text(2), row.text(3), row.text(4)};
        *price = {row.real(1) / currency->perUsd, false, row.text(3), true, listed};
        m_c.m_userPrices.push_back(std::move(listed));
        ++m_c.m_userPriceCount;
    }
    return row.error();
}

namespace {

// SQLite's integrity check, then the content hash the build recorded: empty when both hold. The
// hash reads the tables in rowid order; the loader's ORDER BY reads through their indexes, so the
// check must cover those too: quick_check passes a flipped bit in an index page, which then loads
// a different catalogue. integrity_check costs the same on a catalogue this size (1.7 ms).
std::string integrityProblem(const SqliteDatabase &db)
{
    SqliteStatement check(db, "PRAGMA integrity_check");
    if (!check.valid())
        return check.error();
    while (check.step())
        if (const std::string result = check.text(0); result != "ok")
            return "SQLite integrity check: " + result;
    if (!check.error().empty())
        return check.error();

    SqliteStatement recorded(db, std::string("SELECT value FROM catalogue_info WHERE key = '") + kContentHashKey + "'");
    if (!recorded.valid() || !recorded.step())
        return "it carries no content hash (it was not sealed by the Fabric Planner build)";
    const std::string expected = recorded.text(0);
    std::string error;
    const std::string actual = catalogueContentHash(db, error);
    if (actual.empty())
        return error;
    if (actual != expected)
        return "its content hash is " + actual + ", not the " + expected + " recorded when it was built";
    return {};
}

} // namespace

namespace {

// A reason from SQLite or from a damaged table, as a message can carry it: valid UTF-8 (an
// ill-formed byte shown as \xNN) and of a bounded length.
std::string messageText(const std::string &reason)
{
    constexpr std::size_t kMaxReasonCharacters = 400;
    return shownText(reason, kMaxReasonCharacters);
}

} // namespace

Expected<Catalogue> Catalogue::open(const std::filesystem::path &bundled,
                                    const std::filesystem::path &userDatabase)
{
    std::error_code ec;
    if (!std::filesystem::exists(bundled, ec))
        return Expected<Catalogue>::failure(Text(FABRIC_TR("fabric::Catalogue", "catalogue not found: %1"), bundled.string()));
    // Checked before SQLite opens it: a FIFO would hang it, a device feed it without end.
    if (const auto problem = inputFileProblem(bundled))
        return Expected<Catalogue>::failure(Text(FABRIC_TR("fabric::Catalogue", "catalogue %1: %2"), bundled.string(), *problem));
    if (std::filesystem::file_size(bundled, ec) == 0 && !ec)
        return Expected<Catalogue>::failure(
            Text(FABRIC_TR("fabric::Catalogue", "catalogue %1 is an empty file; reinstall Fabric Planner or rebuild the catalogue"),
                 bundled.string()));

    SqliteDatabase db;
    if (std::string error = db.open(bundled, SqliteDatabase::Mode::ReadOnly); !error.empty())
        return Expected<Catalogue>::failure(
            Text(FABRIC_TR("fabric::Catalogue", "cannot open catalogue %1: %2"), bundled.string(), messageText(error)));

    SqliteStatement version(db, "PRAGMA user_version");
    if (!version.valid() || !version.step())
        return Expected<Catalogue>::failure(
            Text(FABRIC_TR("fabric::Catalogue", "catalogue %1 is not a readable SQLite database: %2"), bundled.string(),
                 messageText(version.error().empty() ? db.lastError() : version.error())));
    if (version.integer(0) == 0) // SQLite's value for a database nobody versioned: not ours
        return Expected<Catalogue>::failure(Text(
            FABRIC_TR("fabric::Catalogue", "%1 is not a Fabric Planner catalogue (it has no schema version); reinstall Fabric Planner or rebuild the catalogue"),
            bundled.string()));
    if (const int v = version.integer(0); v != kSchemaVersion)
        return Expected<Catalogue>::failure(Text(
            FABRIC_TR("fabric::Catalogue", "catalogue %1 has schema version %2; this Fabric Planner reads version %3"),
            bundled.string(), v, kSchemaVersion));

    if (std::string damage = integrityProblem(db); !damage.empty())
        return Expected<Catalogue>::failure(Text(
            FABRIC_TR("fabric::Catalogue", "catalogue %1 is damaged: %2; reinstall Fabric Planner or rebuild the catalogue"),
            bundled.string(), messageText(damage)));

    Catalogue catalogue;
    catalogue.m_path = bundled;
    CatalogueLoader loader(catalogue, db);
    if (std::string error = loader.load(); !error.empty())
        return Expected<Catalogue>::failure(
            Text(FABRIC_TR("fabric::Catalogue", "catalogue %1 is damaged: %2"), bundled.string(), messageText(error)));

    if (const auto problem = userDatabaseNotAFile(userDatabase))
        return Expected<Catalogue>::failure(*problem);
    if (!userDatabase.empty() && std::filesystem::is_regular_file(userDatabase, ec)) {
        SqliteDatabase user;
        if (std::string error = user.open(userDatabase, SqliteDatabase::Mode::ReadOnly); !error.empty())
            return Expected<Catalogue>::failure(damagedUserDatabaseMessage(userDatabase, Text::plain(messageText(error))));
        if (std::string error = loader.applyUserPrices(user); !error.empty())
            return Expected<Catalogue>::failure(damagedUserDatabaseMessage(userDatabase, Text::plain(messageText(error))));
    }
    return catalogue;
}

std::filesystem::path Catalogue::bundledPath()
{
    if (const char *env = std::getenv("FABRICPLANNER_CATALOGUE"); env && *env)
        return env;
    const std::filesystem::path relative = "share/fabricplanner/catalogue.sqlite";
    if (auto installed = findInstalledFile(relative); !installed.empty())
        return installed;
    return std::filesystem::path("/usr") / relative;
}

std::filesystem::path Catalogue::userDatabasePath()
{
    if (const char *env = std::getenv("FABRICPLANNER_USER_DB"); env && *env)
        return env;
    if (const char *xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return std::filesystem::path(xdg) / "fabricplanner" / "user.sqlite";
    if (const char *home = std::getenv("HOME"); home && *home)
        return std::filesystem::path(home) / ".local/share/fabricplanner/user.sqlite";
    return {};
}

Expected<Catalogue> Catalogue::openDefault()
{
    return open(bundledPath(), userDatabasePath());
}

template<typename T, typename Key>
static const T *findBy(const std::vector<T> &items, std::string_view value, Key key)
{
    auto it = std::find_if(items.begin(), items.end(), [&](const T &item) { return key(item) == value; });
    return it == items.end() ? nullptr : &*it;
}

const SwitchModel *Catalogue::findSwitch(std::string_view model) const
{
    if (auto *found = findBy(m_switches, model, [](const SwitchModel &s) { return s.model; }))
        return found;
    return findBy(m_switches, model, [](const SwitchModel &s) { return s.partNumber(); });
}

std::vector<std::pair<std::string_view, std::string_view>> Catalogue::pricedNames() const
{
    // As the loader lays user prices over the parts (a switch by its model and its part number).
    std::vector<std::pair<std::string_view, std::string_view>> names;
    for (const SwitchModel &s : m_switches)
        for (std::string_view name : s.priceNames())
            names.emplace_back(name, s.partNumber());
    for (const Nic &n : m_nics)
        names.emplace_back(n.model, n.model);
    for (const Medium &m : m_media)
        names.emplace_back(m.partNumber, m.partNumber);
    for (const Platform &p : m_platforms)
        names.emplace_back(p.name, p.name);
    for (const Appliance &a : m_appliances)
        names.emplace_back(a.model, a.model);
    for (const Infrastructure &i : m_infrastructure)
        names.emplace_back(i.model, i.model);
    return names;
}

std::optional<std::string> Catalogue::pricedPartNumber(std::string_view name) const
{
    for (const auto &[priced, partNumber] : pricedNames())
        if (priced == name)
            return std::string(partNumber);
    return std::nullopt;
}

const Nic *Catalogue::findNic(std::string_view model) const
{
    return findBy(m_nics, model, [](const Nic &n) { return n.model; });
}

const Medium *Catalogue::findMedium(std::string_view partNumber) const
{
    return findBy(m_media, partNumber, [](const Medium &m) { return m.partNumber; });
}

const Platform *Catalogue::findPlatform(std::string_view name) const
{
    return findBy(m_platforms, name, [](const Platform &p) { return p.name; });
}

const Appliance *Catalogue::findAppliance(std::string_view model) const
{
    return findBy(m_appliances, model, [](const Appliance &a) { return a.model; });
}

const Currency *Catalogue::findCurrency(std::string_view code) const
{
    return findBy(m_currencies, code, [](const Currency &c) { return c.code; });
}

const PlatformNetworkPorts *Catalogue::findNetworkPorts(std::string_view platform, std::string_view network) const
{
    for (const PlatformNetworkPorts &p : m_networkPorts)
        if (p.platform == platform && p.network == network)
            return &p;
    return nullptr;
}

std::vector<const RackManagedPart *> Catalogue::rackManagedParts(std::string_view platform) const
{
    std::vector<const RackManagedPart *> parts;
    for (const RackManagedPart &p : m_rackParts)
        if (p.platform == platform)
            parts.push_back(&p);
    return parts;
}

const Infrastructure *Catalogue::findInfrastructure(InfrastructureRole role) const
{
    for (const Infrastructure &i : m_infrastructure)
        if (i.role == role)
            return &i;
    return nullptr;
}

bool Catalogue::overrideExchangeRate(const Currency &rate)
{
    for (Currency &c : m_currencies)
        if (c.code == rate.code) {
            c.perUsd = rate.perUsd;
            c.asOf = rate.asOf;
            c.source = rate.source;
            return true;
        }
    const Iso4217Currency *iso = findIso4217(rate.code);
    if (!iso)
        return false;
    Currency added = rate;
    added.addedByUser = true;
    if (added.name.empty())
        added.name = iso->name.pattern;
    if (added.symbol.empty())
        added.symbol = rate.code;
    m_currencies.insert(std::upper_bound(m_currencies.begin(), m_currencies.end(), added,
                                         [](const Currency &a, const Currency &b) { return a.code < b.code; }),
                        std::move(added));
    return true;
}

std::vector<const SwitchModel *> Catalogue::switchesFor(Technology technology, int speedGbps) const
{
    std::vector<const SwitchModel *> result;
    for (const auto &s : m_switches)
        if (s.technology == technology && s.modeFor(speedGbps) && !s.hasRole("management"))
            result.push_back(&s);
    std::stable_sort(result.begin(), result.end(), [](const SwitchModel *a, const SwitchModel *b) {
        const double pa = a->price.usd.value_or(1e300), pb = b->price.usd.value_or(1e300);
        return pa < pb;
    });
    return result;
}

std::vector<const Medium *> Catalogue::mediaFor(Technology technology, int speedGbps, double lengthM) const
{
    std::vector<const Medium *> result;
    for (const auto &m : m_media)
        if (m.forSale && m.carries(speedGbps) && m.supports(technology) && m.maxDistanceM() >= lengthM)
            result.push_back(&m);
    std::stable_sort(result.begin(), result.end(), [](const Medium *a, const Medium *b) {
        return a->maxDistanceM() < b->maxDistanceM();
    });
    return result;
}

} // namespace fabric
