#include "core/catalogue/catalogue.h"

#include "core/catalogue/sqlitedatabase.h"

#include <algorithm>
#include <cstdlib>
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

Provenance readProvenance(const SqliteStatement &row, int column)
{
    const std::string grade = row.text(column + 1);
    return {row.text(column), grade.empty() ? 'S' : grade.front()};
}

Technology readTechnology(const SqliteStatement &row, int column)
{
    return technologyFromString(row.text(column)).value_or(Technology::InfiniBand);
}

} // namespace

// Reads every table into the Catalogue through prepared statements.
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
                          &CatalogueLoader::loadCurrencies}) {
            if (std::string error = (this->*step)(); !error.empty())
                return error;
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
        while (row.step())
            fn(row);
        return row.error();
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
            "notes, source, grade FROM switches ORDER BY model",
            [&](const SqliteStatement &r) {
                SwitchModel s;
                s.model = r.text(0);
                s.family = r.text(1);
                s.technology = readTechnology(r, 2);
                s.asic = r.text(3);
                s.orderingPn = r.text(4);
                s.legacyOpn = r.text(5);
                s.cageType = r.text(6);
                s.cages = r.integer(7);
                s.portsPerCage = r.integer(8);
                s.sharpVersion = r.optionalInteger(9);
                s.managed = r.integer(10) != 0;
                s.roles = splitList(r.text(11));
                s.rackUnits = r.optionalInteger(12);
                s.powerW = r.optionalReal(13);
                s.maxPowerW = r.optionalReal(14);
                s.weightKg = r.optionalReal(15);
                s.latencyNs = r.optionalReal(16);
                s.liquidCooled = r.text(17) == "liquid";
                s.endOfLife = r.text(18) == "end-of-life";
                s.price = readPrice(r, 19);
                s.notes = r.text(22);
                s.provenance = readProvenance(r, 23);
                m_c.m_switches.push_back(std::move(s));
            });
    }

    std::string loadPortModes()
    {
        return each("SELECT model, speed_gbps, ports, split, note FROM switch_port_modes "
                    "ORDER BY model, speed_gbps DESC",
                    [&](const SqliteStatement &r) {
                        auto it = std::find_if(m_c.m_switches.begin(), m_c.m_switches.end(),
                                               [&](const SwitchModel &s) { return s.model == r.text(0); });
                        if (it != m_c.m_switches.end())
                            it->portModes.push_back({r.integer(1), r.integer(2), r.integer(3) != 0, r.text(4)});
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
                        n.ports = r.integer(3);
                        n.speedGbps = r.integer(4);
                        n.cageType = r.text(5);
                        n.pcieGen = r.optionalInteger(6);
                        n.pcieLanes = r.optionalInteger(7);
                        n.powerW = r.optionalReal(8);
                        n.price = readPrice(r, 9);
                        n.notes = r.text(12);
                        n.provenance = readProvenance(r, 13);
                        m_c.m_nics.push_back(std::move(n));
                    });
    }

    std::string loadNicPortModes()
    {
        return each("SELECT model, speed_gbps, technology, ports_per_port, source, grade FROM nic_port_modes "
                    "ORDER BY model, speed_gbps DESC",
                    [&](const SqliteStatement &r) {
                        auto it = std::find_if(m_c.m_nics.begin(), m_c.m_nics.end(),
                                               [&](const Nic &n) { return n.model == r.text(0); });
                        if (it != m_c.m_nics.end())
                            it->portModes.push_back({r.integer(1), r.text(2), r.integer(3), readProvenance(r, 4)});
                    });
    }

    std::string loadSubnetManagers()
    {
        return each("SELECT model, max_nodes, source FROM embedded_subnet_managers ORDER BY model",
                    [&](const SqliteStatement &r) {
                        auto it = std::find_if(m_c.m_switches.begin(), m_c.m_switches.end(),
                                               [&](const SwitchModel &s) { return s.model == r.text(0); });
                        if (it != m_c.m_switches.end()) {
                            it->embeddedSmMaxNodes = r.integer(1);
                            it->embeddedSmSource = r.text(2);
                        }
                    });
    }

    std::string loadMedia()
    {
        return each("SELECT part_number, family, kind, technology, speed_gbps, connector, "
                    "links_per_unit, length_m, reach_m, fibre_type, power_w, description, "
                    "price_usd, price_indicative, price_source, source, grade, notes, fibre_connector FROM media "
                    "ORDER BY speed_gbps, kind, COALESCE(length_m, reach_m), part_number",
                    [&](const SqliteStatement &r) {
                        Medium m;
                        m.partNumber = r.text(0);
                        m.family = r.text(1);
                        m.kind = mediaKindFromString(r.text(2)).value_or(MediaKind::Dac);
                        m.technology = r.text(3);
                        m.speedGbps = r.integer(4);
                        m.connector = r.text(5);
                        m.linksPerUnit = r.integer(6);
                        m.lengthM = r.optionalReal(7);
                        m.reachM = r.optionalReal(8);
                        m.fibreType = r.text(9);
                        m.powerW = r.optionalReal(10);
                        m.description = r.text(11);
                        m.price = readPrice(r, 12);
                        m.provenance = readProvenance(r, 15);
                        m.notes = r.text(17);
                        m.fibreConnector = r.text(18);
                        m_c.m_media.push_back(std::move(m));
                    });
    }

    std::string loadPreference()
    {
        return each("SELECT rank, kind, fibre_type, note FROM media_preference ORDER BY rank",
                    [&](const SqliteStatement &r) {
                        m_c.m_preference.push_back(
                            {r.integer(0), mediaKindFromString(r.text(1)).value_or(MediaKind::Dac),
                             r.text(2), r.text(3)});
                    });
    }

    std::string loadPlatforms()
    {
        return each("SELECT name, vendor, gpus, gpu_model, nvlink_gbytes_per_gpu, compute_ports, "
                    "nic_model, nic_speed_gbps, nic_included, node_cage_type, node_ports_per_cage, "
                    "rack_units, power_kw, weight_kg, price_usd, price_indicative, price_source, "
                    "notes, source, grade FROM platforms ORDER BY name",
                    [&](const SqliteStatement &r) {
                        Platform p;
                        p.name = r.text(0);
                        p.vendor = r.text(1);
                        p.gpus = r.integer(2);
                        p.gpuModel = r.text(3);
                        p.nvlinkGBytesPerGpu = r.optionalReal(4);
                        p.computePorts = r.integer(5);
                        p.nicModel = r.text(6);
                        p.nicSpeedGbps = r.integer(7);
                        p.nicIncluded = r.integer(8) != 0;
                        p.nodeCageType = r.text(9);
                        p.nodePortsPerCage = std::max(1, r.integer(10));
                        p.rackUnits = r.integer(11);
                        p.powerKw = r.optionalReal(12);
                        p.weightKg = r.optionalReal(13);
                        p.price = readPrice(r, 14);
                        p.notes = r.text(17);
                        p.provenance = readProvenance(r, 18);
                        m_c.m_platforms.push_back(std::move(p));
                    });
    }

    std::string loadAppliances()
    {
        return each("SELECT model, technology, fabric_ports, port_speed_gbps, rack_units, power_w, "
                    "price_usd, price_indicative, price_source, source, grade, notes FROM appliances",
                    [&](const SqliteStatement &r) {
                        Appliance a;
                        a.model = r.text(0);
                        a.technology = readTechnology(r, 1);
                        a.fabricPorts = r.integer(2);
                        a.portSpeedGbps = r.integer(3);
                        a.rackUnits = r.optionalInteger(4);
                        a.powerW = r.optionalReal(5);
                        a.price = readPrice(r, 6);
                        a.provenance = readProvenance(r, 9);
                        a.notes = r.text(11);
                        m_c.m_appliances.push_back(std::move(a));
                    });
    }

    std::string loadCurrencies()
    {
        return each("SELECT code, name, symbol, per_usd, as_of, source FROM currencies ORDER BY code",
                    [&](const SqliteStatement &r) {
                        m_c.m_currencies.push_back({r.text(0), r.text(1), r.text(2), r.real(3),
                                                    r.text(4), r.text(5)});
                    });
    }

    Catalogue &m_c;
    const SqliteDatabase &m_db;
};

std::string CatalogueLoader::applyUserPrices(const SqliteDatabase &user)
{
    SqliteStatement row(user, "SELECT part_number, price, currency, source FROM user_prices");
    if (!row.valid())
        return {}; // a user database without prices is fine
    std::unordered_map<std::string, Price *> byPart;
    auto index = [&](auto &items, auto key) {
        for (auto &item : items)
            byPart[key(item)] = &item.price;
    };
    index(m_c.m_switches, [](SwitchModel &s) { return s.partNumber(); });
    index(m_c.m_switches, [](SwitchModel &s) { return s.model; });
    index(m_c.m_nics, [](Nic &n) { return n.model; });
    index(m_c.m_media, [](Medium &m) { return m.partNumber; });
    index(m_c.m_platforms, [](Platform &p) { return p.name; });
    index(m_c.m_appliances, [](Appliance &a) { return a.model; });
    while (row.step()) {
        auto it = byPart.find(row.text(0));
        const Currency *currency = m_c.findCurrency(row.text(2));
        if (it == byPart.end() || !currency)
            continue;
        *it->second = {row.real(1) / currency->perUsd, false, row.text(3), true};
        ++m_c.m_userPriceCount;
    }
    return row.error();
}

Expected<Catalogue> Catalogue::open(const std::filesystem::path &bundled,
                                    const std::filesystem::path &userDatabase)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(bundled, ec))
        return Expected<Catalogue>::failure("catalogue not found: " + bundled.string());

    SqliteDatabase db;
    if (std::string error = db.open(bundled, SqliteDatabase::Mode::ReadOnly); !error.empty())
        return Expected<Catalogue>::failure("cannot open catalogue " + bundled.string() + ": " + error);

    SqliteStatement version(db, "PRAGMA user_version");
    if (!version.valid() || !version.step())
        return Expected<Catalogue>::failure("catalogue " + bundled.string() +
                                            " is not a readable SQLite database: " +
                                            (version.error().empty() ? db.lastError() : version.error()));
    if (const int v = version.integer(0); v != kSchemaVersion)
        return Expected<Catalogue>::failure(
            "catalogue " + bundled.string() + " has schema version " + std::to_string(v) +
            "; this Fabric Planner reads version " + std::to_string(kSchemaVersion));

    Catalogue catalogue;
    catalogue.m_path = bundled;
    CatalogueLoader loader(catalogue, db);
    if (std::string error = loader.load(); !error.empty())
        return Expected<Catalogue>::failure("catalogue " + bundled.string() + " is damaged: " + error);

    if (!userDatabase.empty() && std::filesystem::is_regular_file(userDatabase, ec)) {
        SqliteDatabase user;
        if (std::string error = user.open(userDatabase, SqliteDatabase::Mode::ReadOnly); !error.empty())
            return Expected<Catalogue>::failure("cannot open user database " + userDatabase.string() +
                                                ": " + error);
        if (std::string error = loader.applyUserPrices(user); !error.empty())
            return Expected<Catalogue>::failure("user database " + userDatabase.string() +
                                                " is damaged: " + error);
    }
    return catalogue;
}

std::filesystem::path Catalogue::bundledPath()
{
    if (const char *env = std::getenv("FABRICPLANNER_CATALOGUE"); env && *env)
        return env;
    std::error_code ec;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    const std::filesystem::path relative = "share/fabricplanner/catalogue.sqlite";
    if (!ec) {
        for (auto dir = exe.parent_path(); !dir.empty() && dir != dir.root_path(); dir = dir.parent_path()) {
            if (auto candidate = dir / relative; std::filesystem::exists(candidate, ec))
                return candidate;
        }
    }
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

bool Catalogue::overrideExchangeRate(const Currency &rate)
{
    for (Currency &c : m_currencies)
        if (c.code == rate.code) {
            c.perUsd = rate.perUsd;
            c.asOf = rate.asOf;
            c.source = rate.source;
            return true;
        }
    return false;
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
        if (m.speedGbps == speedGbps && m.supports(technology) && m.maxDistanceM() >= lengthM)
            result.push_back(&m);
    std::stable_sort(result.begin(), result.end(), [](const Medium *a, const Medium *b) {
        return a->maxDistanceM() < b->maxDistanceM();
    });
    return result;
}

} // namespace fabric
