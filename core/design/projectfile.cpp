#include "core/design/projectfile.h"

#include "core/common/bomcategories.h"
#include "core/common/inputfile.h"
#include "core/common/jsonsyntax.h"

#include "core/common/usertext.h"
#include "core/design/designvalidation.h"
#include "core/export/atomicfile.h"
#include "core/model/modelparameters.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <fstream>
#include <set>
#include <system_error>

namespace fabric {

using nlohmann::json;

namespace {

// The first problem found, with the JSON path of the value at fault.
struct ProjectError
{
    std::string path;
    Text message;
};

// What a project file may hold: far more than any real design (a 100,000-rack floor with every
// rack moved is about 8 MB and 5 levels deep), far less than what exhausts the stack or memory.
constexpr std::size_t kMaxProjectBytes = 64u << 20;
constexpr std::size_t kMaxDepth = 16;
constexpr std::size_t kMaxStringBytes = 64u << 10;

// A value as the message shows it: scalars as written, containers by kind only. Never dump() a
// container: it recurses once per level and copies everything, and the file may be hostile.
Text shown(const json &value)
{
    if (value.is_string()) {
        std::string text(1, '"'); // built piece by piece: GCC 12 warns falsely on "\"" + s + "\""
        text += shownText(value.get_ref<const std::string &>());
        text += '"';
        return Text::plain(std::move(text));
    }
    if (value.is_object())
        return FABRIC_TR("fabric::ProjectFile", "an object");
    if (value.is_array())
        return FABRIC_TR("fabric::ProjectFile", "an array");
    return Text::plain(shownText(value.dump()));
}

std::string pathKey(const std::string &key)
{
    return shownText(key, 40);
}

// A name parser that takes its names in any case, as the CLI's flags do ("IB", "RoCE", "UFM").
template<typename Parse>
auto anyCase(Parse parse)
{
    return [parse](std::string text) {
        for (char &c : text)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return parse(text);
    };
}

std::string typeName(const json &value)
{
    return value.is_null() ? "null" : std::string(value.type_name());
}

// Reads one JSON object, field by field, remembering where it is and which keys it has seen.
class ObjectReader
{
public:
    ObjectReader(const json &object, std::string path) : m_object(object), m_path(std::move(path))
    {
        if (!m_object.is_object())
            fail(m_path, Text(FABRIC_TR("fabric::ProjectFile", "expected an object, got %1"), typeName(m_object)));
    }

    const std::string &path() const { return m_path; }
    std::string pathOf(const std::string &key) const { return m_path + "." + pathKey(key); }

    const json *find(const std::string &key)
    {
        m_seen.insert(key);
        auto it = m_object.find(key);
        return it == m_object.end() ? nullptr : &*it;
    }

    void readString(const std::string &key, std::string &out)
    {
        if (const json *v = find(key)) {
            if (!v->is_string())
                fail(pathOf(key), Text(FABRIC_TR("fabric::ProjectFile", "expected a string, got %1"), shown(*v)));
            if (v->get_ref<const std::string &>().size() > kMaxStringBytes)
                fail(pathOf(key), Text(FABRIC_TR("fabric::ProjectFile", "the text is longer than %1 KiB"), kMaxStringBytes / 1024));
            out = v->get<std::string>();
        }
    }

    void readInt(const std::string &key, int &out)
    {
        if (const json *v = find(key))
            out = toInt(*v, pathOf(key));
    }

    void readOptionalInt(const std::string &key, std::optional<int> &out)
    {
        if (const json *v = find(key))
            out = v->is_null() ? std::nullopt : std::optional<int>(toInt(*v, pathOf(key)));
    }

    void readDouble(const std::string &key, double &out)
    {
        if (const json *v = find(key)) {
            if (!v->is_number())
                fail(pathOf(key), Text(FABRIC_TR("fabric::ProjectFile", "expected a number, got %1"), shown(*v)));
            out = v->get<double>();
        }
    }

    void readOptionalDouble(const std::string &key, std::optional<double> &out)
    {
        if (const json *v = find(key)) {
            if (v->is_null()) {
                out.reset();
                return;
            }
            if (!v->is_number())
                fail(pathOf(key), Text(FABRIC_TR("fabric::ProjectFile", "expected a number or null, got %1"), shown(*v)));
            out = v->get<double>();
        }
    }

    void readBool(const std::string &key, bool &out)
    {
        if (const json *v = find(key)) {
            if (!v->is_boolean())
                fail(pathOf(key), Text(FABRIC_TR("fabric::ProjectFile", "expected true or false, got %1"), shown(*v)));
            out = v->get<bool>();
        }
    }

    void readNumberMap(const std::string &key, std::map<std::string, double> &out)
    {
        if (const json *v = find(key)) {
            if (!v->is_object())
                fail(pathOf(key), Text(FABRIC_TR("fabric::ProjectFile", "expected an object of numbers, got %1"), shown(*v)));
            out.clear();
            for (auto it = v->begin(); it != v->end(); ++it) {
                if (!it->is_number())
                    fail(pathOf(key) + "." + pathKey(it.key()), Text(FABRIC_TR("fabric::ProjectFile", "expected a number, got %1"), shown(*it)));
                out[it.key()] = it->get<double>();
            }
        }
    }

    template<typename Enum, typename Parse>
    void readEnum(const std::string &key, Enum &out, Parse parse, const char *choices)
    {
        if (const json *v = find(key)) {
            std::optional<Enum> value;
            if (v->is_string())
                value = parse(v->get<std::string>());
            if (!value)
                fail(pathOf(key), Text(FABRIC_TR("fabric::ProjectFile", "expected one of %1, got %2"), choices, shown(*v)));
            out = *value;
        }
    }

    // Unknown keys are mistakes (a misspelt "nodes" would otherwise be silently ignored).
    void rejectUnknown() const
    {
        for (auto it = m_object.begin(); it != m_object.end(); ++it)
            if (!m_seen.count(it.key()))
                fail(pathOf(it.key()), FABRIC_TR("fabric::ProjectFile", "unknown field"));
    }

    [[noreturn]] static void fail(std::string path, Text message)
    {
        throw ProjectError{shortPath(std::move(path)), std::move(message)};
    }

    // A path deep in a hostile file (16 levels of 40-character keys) runs to hundreds of bytes:
    // its end, which names the place, is kept, cut on a character boundary.
    static std::string shortPath(std::string path)
    {
        constexpr std::size_t kMaxBytes = 160;
        if (path.size() <= kMaxBytes)
            return path;
        std::size_t start = path.size() - kMaxBytes;
        while (start < path.size() && (static_cast<unsigned char>(path[start]) & 0xC0) == 0x80)
            ++start;
        return "$..." + path.substr(start);
    }

private:
    static int toInt(const json &v, const std::string &path)
    {
        if (v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(INT32_MAX))
            fail(path, Text(FABRIC_TR("fabric::ProjectFile", "the number %1 is out of range"), shown(v)));
        if (v.is_number_integer()) {
            const auto value = v.get<long long>();
            if (value < INT32_MIN || value > INT32_MAX)
                fail(path, Text(FABRIC_TR("fabric::ProjectFile", "the number %1 is out of range"), shown(v)));
            return static_cast<int>(value);
        }
        if (v.is_number_float()) {
            const double d = v.get<double>();
            if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 2e9)
                return static_cast<int>(d);
        }
        fail(path, Text(FABRIC_TR("fabric::ProjectFile", "expected a whole number, got %1"), shown(v)));
    }

    const json &m_object;
    std::string m_path;
    std::set<std::string> m_seen;
};

void readRackMove(ObjectReader &r, RackMove &m)
{
    if (!r.find("rack"))
        ObjectReader::fail(r.pathOf("rack"), FABRIC_TR("fabric::ProjectFile", "missing"));
    r.readString("rack", m.rack);
    for (const char *key : {"xM", "yM"})
        if (!r.find(key))
            ObjectReader::fail(r.pathOf(key), FABRIC_TR("fabric::ProjectFile", "missing"));
    r.readDouble("xM", m.xM);
    r.readDouble("yM", m.yM);
    r.rejectUnknown();
}

void readRackMoves(ObjectReader &r, std::vector<RackMove> &out)
{
    const json *v = r.find("rackMoves");
    if (!v)
        return;
    if (!v->is_array())
        ObjectReader::fail(r.pathOf("rackMoves"), Text(FABRIC_TR("fabric::ProjectFile", "expected an array of rack moves, got %1"), shown(*v)));
    out.clear();
    for (std::size_t i = 0; i < v->size(); ++i) {
        ObjectReader item((*v)[i], r.pathOf("rackMoves") + "[" + std::to_string(i) + "]");
        readRackMove(item, out.emplace_back());
    }
}

void readFloor(ObjectReader &r, FloorSettings &f)
{
    r.readInt("racksPerRow", f.racksPerRow);
    r.readInt("rackUnits", f.rackUnits);
    r.readDouble("rackPowerKw", f.rackPowerKw);
    r.readDouble("rackWidthM", f.rackWidthM);
    r.readDouble("rackDepthM", f.rackDepthM);
    r.readDouble("aisleM", f.aisleM);
    r.readOptionalInt("nodesPerRack", f.nodesPerRack);
    r.readEnum("placement", f.placement, placementFromString,
               "\"automatic\", \"in-rack\", \"end-of-row\", \"middle-of-row\", \"central-row\"");
    readRackMoves(r, f.rackMoves);
    r.rejectUnknown();
}

void readCabling(ObjectReader &r, CablingSettings &c)
{
    r.readDouble("trayHeightM", c.trayHeightM);
    r.readDouble("rackHeightM", c.rackHeightM);
    r.readDouble("slackM", c.slackM);
    r.readDouble("slackPercent", c.slackPercent);
    r.readBool("forSaleOnly", c.forSaleOnly);
    r.rejectUnknown();
}

void readStoredPrice(ObjectReader &r, StoredPrice &p)
{
    for (const char *key : {"part", "price", "currency"})
        if (!r.find(key))
            ObjectReader::fail(r.pathOf(key), FABRIC_TR("fabric::ProjectFile", "missing"));
    r.readString("part", p.partNumber);
    r.readDouble("price", p.price);
    r.readString("currency", p.currency);
    r.readString("source", p.source);
    r.readString("date", p.date);
    if (p.partNumber.empty())
        ObjectReader::fail(r.pathOf("part"), FABRIC_TR("fabric::ProjectFile", "the part number is empty"));
    if (!std::isfinite(p.price) || p.price < 0.0 || p.price > 1e10)
        ObjectReader::fail(r.pathOf("price"), Text(FABRIC_TR("fabric::ProjectFile", "expected a price from 0 to 10,000,000,000, got %1"),
                                                   shown(json(p.price))));
    r.rejectUnknown();
}

void readStoredPrices(ObjectReader &r, std::vector<StoredPrice> &out)
{
    const json *v = r.find("prices");
    if (!v)
        return;
    if (!v->is_array())
        ObjectReader::fail(r.pathOf("prices"), Text(FABRIC_TR("fabric::ProjectFile", "expected an array of prices, got %1"), shown(*v)));
    out.clear();
    for (std::size_t i = 0; i < v->size(); ++i) {
        const std::string path = r.pathOf("prices") + "[" + std::to_string(i) + "]";
        ObjectReader item((*v)[i], path);
        StoredPrice price;
        readStoredPrice(item, price);
        if (std::any_of(out.begin(), out.end(), [&](const StoredPrice &p) { return p.partNumber == price.partNumber; }))
            ObjectReader::fail(path + ".part", Text(FABRIC_TR("fabric::ProjectFile", "part %1 is priced twice"), shown(json(price.partNumber))));
        out.push_back(std::move(price));
    }
}

void readPricing(ObjectReader &r, PricingSettings &p)
{
    r.readString("currency", p.currency);
    r.readDouble("discountPercent", p.discountPercent);
    r.readDouble("sparesPercent", p.sparesPercent);
    r.readDouble("taxPercent", p.taxPercent);
    readStoredPrices(r, p.prices);
    r.readOptionalDouble("exchangeRate", p.exchangeRate);
    r.readString("exchangeRateDate", p.exchangeRateDate);
    r.rejectUnknown();
}

void readQuote(ObjectReader &r, QuoteInfo &q)
{
    r.readString("customer", q.customer);
    r.readString("projectName", q.projectName);
    r.readString("quoteNumber", q.quoteNumber);
    r.readString("date", q.date);
    r.readInt("validityDays", q.validityDays);
    r.readString("notes", q.notes);
    r.readString("terms", q.terms);
    r.readString("paymentTerms", q.paymentTerms);
    r.readString("deliveryTerms", q.deliveryTerms);
    r.readBool("networkOnly", q.networkOnly);
    r.readEnum("paper", q.paper, paperSizeFromString, "\"a4\", \"letter\"");
    r.readNumberMap("discountPercentByCategory", q.discountPercentByCategory);
    // A key that is no category discounted nothing, silently: each names a category of the bill
    // of materials, in any case, once. Stored under the category's own name.
    std::map<std::string, double> byCategory;
    std::map<std::string_view, std::string> given; // category -> the key that named it
    for (const auto &[key, percent] : q.discountPercentByCategory) {
        const std::string path = r.pathOf("discountPercentByCategory") + "." + pathKey(key);
        const auto category = bomCategoryNamed(key);
        if (!category) {
            std::string valid;
            for (std::string_view name : kBomCategories)
                valid += (valid.empty() ? "" : ", ") + std::string(name);
            ObjectReader::fail(path, Text(FABRIC_TR("fabric::ProjectFile", "not a category of the bill of materials; the "
                                                                           "categories are %1 (in any case)"),
                                          valid));
        }
        if (const auto [it, added] = given.emplace(*category, key); !added)
            ObjectReader::fail(path, Text(FABRIC_TR("fabric::ProjectFile", "the category %1 is given twice (also as '%2')"),
                                          std::string(*category), shownText(it->second)));
        byCategory[std::string(*category)] = percent;
    }
    q.discountPercentByCategory = std::move(byCategory);
    r.rejectUnknown();
}

void readNetworkSpec(ObjectReader &r, NetworkSpec &n)
{
    if (const json *v = r.find("technology"); v && !v->is_null()) {
        Technology t = Technology::Ethernet;
        r.readEnum("technology", t, anyCase(technologyFromString), "\"infiniband\", \"ethernet\", null");
        n.technology = t;
    }
    r.readString("switchModel", n.switchModel);
    r.readOptionalInt("linkSpeedGbps", n.linkSpeedGbps);
    r.readOptionalInt("nodePorts", n.nodePorts);
    r.readOptionalDouble("oversubscription", n.oversubscription);
    r.rejectUnknown();
}

void readPlannedNetworks(ObjectReader &r, std::optional<std::vector<NetworkRole>> &out)
{
    const json *v = r.find("planned");
    if (!v)
        return;
    if (v->is_null()) {
        out.reset();
        return;
    }
    if (!v->is_array())
        ObjectReader::fail(r.pathOf("planned"), Text(FABRIC_TR("fabric::ProjectFile", "expected an array of network names or null, got %1"), shown(*v)));
    std::vector<NetworkRole> roles;
    for (std::size_t i = 0; i < v->size(); ++i) {
        const json &item = (*v)[i];
        const auto role = item.is_string() ? networkRoleFromString(item.get<std::string>()) : std::nullopt;
        if (!role)
            ObjectReader::fail(r.pathOf("planned") + "[" + std::to_string(i) + "]",
                               Text(FABRIC_TR("fabric::ProjectFile", "expected one of \"compute\", \"storage\", \"inband\", \"oob\", got %1"), shown(item)));
        if (std::find(roles.begin(), roles.end(), *role) == roles.end())
            roles.push_back(*role);
    }
    out = std::move(roles);
}

void readNetworks(ObjectReader &r, ClusterNetworks &n);

template<typename Settings, typename Read>
void readSection(ObjectReader &parent, const std::string &key, Settings &out, Read read)
{
    if (const json *v = parent.find(key)) {
        ObjectReader r(*v, parent.pathOf(key));
        read(r, out);
    }
}

void readNetworks(ObjectReader &r, ClusterNetworks &n)
{
    readPlannedNetworks(r, n.planned);
    readSection(r, "storage", n.storage, readNetworkSpec);
    readSection(r, "inband", n.inband, readNetworkSpec);
    readSection(r, "oob", n.oob, readNetworkSpec);
    r.readInt("storageDevices", n.storageDevices);
    r.readInt("storagePortsPerDevice", n.storagePortsPerDevice);
    r.readOptionalInt("storageLinkSpeedGbps", n.storageLinkSpeedGbps);
    r.readOptionalInt("managementServers", n.managementServers);
    r.readInt("pdusPerRack", n.pdusPerRack);
    r.rejectUnknown();
}

// Version 1 projects planned the compute fabric alone: they still do, so that they quote what
// they quoted. Version 2 adds design.networks.
Design readDesign(const json &object, long long version)
{
    Design d;
    if (version < 2)
        d.networks.planned = std::vector<NetworkRole>{NetworkRole::Compute};
    ObjectReader r(object, "$.design");
    r.readString("name", d.name);
    r.readString("platform", d.platform);
    const bool hasNodes = object.contains("nodes");
    r.readInt("nodes", d.nodes);
    r.readOptionalInt("gpus", d.gpus);
    if (!hasNodes && !d.gpus)
        ObjectReader::fail("$.design.nodes", FABRIC_TR("fabric::ProjectFile", "missing: give nodes or gpus"));
    // The GPUs size the cluster, as --gpus does. Earlier versions saved their last node count
    // beside a GPU count, so a file with both is read, not refused; the node count it drops is
    // kept to be said (checkDesign) rather than dropped without a word.
    if (hasNodes && d.gpus) {
        d.unusedNodes = d.nodes;
        d.nodes = Design{}.nodes;
    }
    if (!object.contains("platform"))
        ObjectReader::fail("$.design.platform", FABRIC_TR("fabric::ProjectFile", "missing"));
    r.readOptionalInt("rails", d.rails);
    r.readOptionalInt("linkSpeedGbps", d.linkSpeedGbps);
    r.readEnum("fabric", d.fabric, anyCase(technologyFromString), "\"infiniband\", \"ethernet\"");
    r.readString("switchModel", d.switchModel);
    r.readDouble("oversubscription", d.oversubscription);
    r.readDouble("spineOversubscription", d.spineOversubscription);
    r.readOptionalInt("suSize", d.suSize);
    r.readOptionalInt("tiers", d.tiers);
    r.readInt("planes", d.planes);
    r.readBool("sharp", d.sharp);
    r.readDouble("growthPercent", d.growthPercent);
    r.readEnum("management", d.management, anyCase(managementFromString), "\"auto\", \"ufm\", \"embedded\", \"none\"");
    readSection(r, "floor", d.floor, readFloor);
    readSection(r, "cabling", d.cabling, readCabling);
    readSection(r, "pricing", d.pricing, readPricing);
    readSection(r, "quote", d.quote, readQuote);
    if (version >= 2)
        readSection(r, "networks", d.networks, readNetworks);
    r.readNumberMap("modelOverrides", d.modelOverrides);
    r.rejectUnknown();
    return d;
}

json optionalInt(const std::optional<int> &v)
{
    return v ? json(*v) : json(nullptr);
}

json optionalDouble(const std::optional<double> &v)
{
    return v ? json(*v) : json(nullptr);
}

json networkSpecToJson(const NetworkSpec &n)
{
    return {{"technology", n.technology ? json(std::string(toString(*n.technology))) : json(nullptr)},
            {"switchModel", n.switchModel},
            {"linkSpeedGbps", optionalInt(n.linkSpeedGbps)},
            {"nodePorts", optionalInt(n.nodePorts)},
            {"oversubscription", optionalDouble(n.oversubscription)}};
}

json networksToJson(const ClusterNetworks &n)
{
    json planned = nullptr;
    if (n.planned) {
        planned = json::array();
        for (NetworkRole role : *n.planned)
            planned.push_back(std::string(toString(role)));
    }
    return {{"planned", planned},
            {"storage", networkSpecToJson(n.storage)},
            {"inband", networkSpecToJson(n.inband)},
            {"oob", networkSpecToJson(n.oob)},
            {"storageDevices", n.storageDevices},
            {"storagePortsPerDevice", n.storagePortsPerDevice},
            {"storageLinkSpeedGbps", optionalInt(n.storageLinkSpeedGbps)},
            {"managementServers", optionalInt(n.managementServers)},
            {"pdusPerRack", n.pdusPerRack}};
}

json designToJson(const Design &d)
{
    const FloorSettings &f = d.floor;
    const CablingSettings &c = d.cabling;
    const QuoteInfo &q = d.quote;
    json floor = {{"racksPerRow", f.racksPerRow},     {"rackUnits", f.rackUnits},
                  {"rackPowerKw", f.rackPowerKw},     {"rackWidthM", f.rackWidthM},
                  {"rackDepthM", f.rackDepthM},       {"aisleM", f.aisleM},
                  {"nodesPerRack", optionalInt(f.nodesPerRack)},
                  {"placement", std::string(toString(f.placement))}};
    json moves = json::array();
    for (const RackMove &m : f.rackMoves)
        moves.push_back({{"rack", m.rack}, {"xM", m.xM}, {"yM", m.yM}});
    floor["rackMoves"] = std::move(moves);
    json cabling = {{"trayHeightM", c.trayHeightM},
                    {"rackHeightM", c.rackHeightM},
                    {"slackM", c.slackM},
                    {"slackPercent", c.slackPercent}};
    if (c.forSaleOnly) // written when set, so files of designs without it stay as they were
        cabling["forSaleOnly"] = true;
    json pricing = {{"currency", d.pricing.currency},
                    {"discountPercent", d.pricing.discountPercent},
                    {"sparesPercent", d.pricing.sparesPercent},
                    {"taxPercent", d.pricing.taxPercent}};
    if (!d.pricing.prices.empty()) { // written when there are some, so files without them stay as they were
        json prices = json::array();
        for (const StoredPrice &p : d.pricing.prices)
            prices.push_back({{"part", p.partNumber}, {"price", p.price}, {"currency", p.currency},
                              {"source", p.source}, {"date", p.date}});
        pricing["prices"] = std::move(prices);
    }
    if (d.pricing.exchangeRate) // written when set, so files without one stay as they were
        pricing["exchangeRate"] = *d.pricing.exchangeRate;
    if (!d.pricing.exchangeRateDate.empty())
        pricing["exchangeRateDate"] = d.pricing.exchangeRateDate;
    json quote = {{"customer", q.customer},
                  {"projectName", q.projectName},
                  {"quoteNumber", q.quoteNumber},
                  {"date", q.date},
                  {"validityDays", q.validityDays},
                  {"notes", q.notes},
                  {"terms", q.terms},
                  {"discountPercentByCategory", json(q.discountPercentByCategory)}};
    // Written when set, so files of designs without them stay as they were.
    if (!q.paymentTerms.empty())
        quote["paymentTerms"] = q.paymentTerms;
    if (!q.deliveryTerms.empty())
        quote["deliveryTerms"] = q.deliveryTerms;
    if (q.networkOnly)
        quote["networkOnly"] = true;
    if (q.paper != PaperSize::A4)
        quote["paper"] = std::string(toString(q.paper));
    json design = {{"name", d.name},
                   {"platform", d.platform},
                   {"nodes", d.nodes},
                   {"gpus", optionalInt(d.gpus)},
                   {"rails", optionalInt(d.rails)},
                   {"linkSpeedGbps", optionalInt(d.linkSpeedGbps)},
                   {"fabric", std::string(toString(d.fabric))},
                   {"switchModel", d.switchModel},
                   {"oversubscription", d.oversubscription},
                   {"spineOversubscription", d.spineOversubscription},
                   {"suSize", optionalInt(d.suSize)},
                   {"tiers", optionalInt(d.tiers)},
                   {"planes", d.planes},
                   {"sharp", d.sharp},
                   {"growthPercent", d.growthPercent},
                   {"management", std::string(toString(d.management))},
                   {"floor", floor},
                   {"cabling", cabling},
                   {"pricing", pricing},
                   {"quote", quote},
                   {"networks", networksToJson(d.networks)},
                   {"modelOverrides", json(d.modelOverrides)}};
    // The reader takes nodes or gpus, not both. While GPUs size the cluster, the node count the
    // design still holds (the GUI's last one) means nothing, and is left out.
    if (d.gpus)
        design.erase("nodes");
    return design;
}

// Each model parameter the file overrides exists and is in its range, as `model --param` holds
// it: a bad one used to fall back to its default with a warning on `model` alone, so `plan` and
// `explore` said nothing and the file meant something else than it read.
void checkModelOverrides(const std::map<std::string, double> &overrides)
{
    const ModelParameters known = ModelParameters::defaults();
    for (const auto &[name, value] : overrides) {
        const std::string path = "$.design.modelOverrides." + pathKey(name);
        const auto param = known.find(name);
        if (!param)
            ObjectReader::fail(path, FABRIC_TR("fabric::ProjectFile", "no model parameter has this name (fabricplanner-cli model lists "
                                                                      "them under 'Model parameters')"));
        const ModelParameter &parameter = known.get(*param);
        if (inRange(parameter, value))
            continue;
        ObjectReader::fail(path, Text(FABRIC_TR("fabric::ProjectFile", "expected %1, got %2"), allowedRange(parameter),
                                      shownText(json(value).dump())));
    }
}

Design readProject(const json &root)
{
    if (!root.is_object())
        ObjectReader::fail("$", Text(FABRIC_TR("fabric::ProjectFile", "expected a Fabric Planner project (a JSON object), got %1"), typeName(root)));
    auto format = root.find("format");
    if (format == root.end() || !format->is_string() || format->get<std::string>() != ProjectFile::kFormat)
        ObjectReader::fail("$.format", Text(FABRIC_TR("fabric::ProjectFile", "expected \"%1\", got %2"), ProjectFile::kFormat,
                                            format == root.end() ? Text(FABRIC_TR("fabric::ProjectFile", "nothing")) : shown(*format)));
    auto version = root.find("version");
    if (version == root.end() || !version->is_number_integer())
        ObjectReader::fail("$.version", Text(FABRIC_TR("fabric::ProjectFile", "expected a whole number, got %1"),
                                             version == root.end() ? Text(FABRIC_TR("fabric::ProjectFile", "nothing")) : shown(*version)));
    if (version->is_number_unsigned() && version->get<std::uint64_t>() > static_cast<std::uint64_t>(INT32_MAX))
        ObjectReader::fail("$.version", Text(FABRIC_TR("fabric::ProjectFile", "the number %1 is out of range"), shown(*version)));
    const auto v = version->get<long long>();
    if (v > ProjectFile::kVersion)
        ObjectReader::fail("$.version", Text(FABRIC_TR("fabric::ProjectFile", "this project was saved by a newer Fabric Planner "
                                                                          "(format version %1); this version reads up to version %2"),
                                             v, ProjectFile::kVersion));
    if (v < 1)
        ObjectReader::fail("$.version", Text(FABRIC_TR("fabric::ProjectFile", "expected a version from 1 to %1, got %2"),
                                             ProjectFile::kVersion, v));
    auto design = root.find("design");
    if (design == root.end())
        ObjectReader::fail("$.design", FABRIC_TR("fabric::ProjectFile", "missing"));
    Design d = readDesign(*design, v);
    // Types are right; now the values, with the same checks as the CLI and the GUI.
    for (const Diagnostic &problem : validateDesign(d))
        if (problem.isError())
            ObjectReader::fail("$.design." + problem.field, problem.text);
    checkModelOverrides(d.modelOverrides);
    return d;
}

// Where the parser is, for messages about what it cannot read (a number too large for a double),
// and the guard on nesting: a callback sees every container open before it is filled.
class ParsePosition
{
public:
    bool operator()(int depth, json::parse_event_t event, json &parsed)
    {
        switch (event) {
        case json::parse_event_t::object_start:
        case json::parse_event_t::array_start:
            if (static_cast<std::size_t>(depth) >= kMaxDepth)
                ObjectReader::fail(path(), Text(FABRIC_TR("fabric::ProjectFile", "nested more than %1 levels deep; a project file is at most 5"), kMaxDepth));
            m_frames.push_back({event == json::parse_event_t::array_start, 0, {}});
            break;
        case json::parse_event_t::key:
            if (!m_frames.empty()) {
                Frame &frame = m_frames.back();
                frame.key = parsed.get<std::string>();
                // nlohmann keeps the last of two equal keys: the file would plan what its reader
                // does not see first ({"nodes": 16, "nodes": 32} planned 32).
                if (!frame.keys.insert(frame.key).second)
                    ObjectReader::fail(path(), FABRIC_TR("fabric::ProjectFile", "given twice"));
            }
            break;
        case json::parse_event_t::value:
            finishedOne();
            break;
        case json::parse_event_t::object_end:
        case json::parse_event_t::array_end:
            if (!m_frames.empty())
                m_frames.pop_back();
            finishedOne();
            break;
        }
        return true;
    }

    std::string path() const
    {
        std::string text = "$";
        for (const Frame &frame : m_frames) {
            if (frame.array) {
                text += '[';
                text += std::to_string(frame.index);
                text += ']';
            } else {
                text += '.';
                text += pathKey(frame.key);
            }
        }
        return text;
    }

private:
    struct Frame
    {
        bool array = false;
        std::size_t index = 0;
        std::string key;
        std::set<std::string> keys; // an object's keys so far
    };

    void finishedOne()
    {
        if (!m_frames.empty() && m_frames.back().array)
            ++m_frames.back().index;
    }

    std::vector<Frame> m_frames;
};

// nlohmann's messages start with "[json.exception.parse_error.101] parse error at line 3,
// column 7: ..."; the user gets the part after the bracket, cut like any quoted text.
std::string parseErrorText(const json::exception &e)
{
    std::string what = e.what();
    const auto bracket = what.find("] ");
    return shownText(bracket == std::string::npos ? what : what.substr(bracket + 2), 200);
}

} // namespace

std::string_view toString(FabricManagement management)
{
    switch (management) {
    case FabricManagement::Auto: return "auto";
    case FabricManagement::UfmAppliance: return "ufm";
    case FabricManagement::Embedded: return "embedded";
    case FabricManagement::None: return "none";
    }
    return "auto";
}

std::optional<FabricManagement> managementFromString(std::string_view text)
{
    if (text == "auto")
        return FabricManagement::Auto;
    if (text == "ufm")
        return FabricManagement::UfmAppliance;
    if (text == "embedded")
        return FabricManagement::Embedded;
    if (text == "none")
        return FabricManagement::None;
    return std::nullopt;
}

std::string_view toString(SwitchPlacement placement)
{
    switch (placement) {
    case SwitchPlacement::Automatic: return "automatic";
    case SwitchPlacement::InRack: return "in-rack";
    case SwitchPlacement::EndOfRow: return "end-of-row";
    case SwitchPlacement::MiddleOfRow: return "middle-of-row";
    case SwitchPlacement::CentralRow: return "central-row";
    }
    return "automatic";
}

std::optional<SwitchPlacement> placementFromString(std::string_view text)
{
    for (auto p : {SwitchPlacement::Automatic, SwitchPlacement::InRack, SwitchPlacement::EndOfRow,
                   SwitchPlacement::MiddleOfRow, SwitchPlacement::CentralRow})
        if (toString(p) == text)
            return p;
    return std::nullopt;
}

std::string ProjectFile::toJson(const Design &design)
{
    json root = {{"format", std::string(kFormat)}, {"version", kVersion}, {"design", designToJson(design)}};
    return root.dump(2) + "\n";
}

Expected<Design> ProjectFile::fromJson(std::string_view text)
{
    if (text.size() > kMaxProjectBytes)
        return Expected<Design>::failure(Text(FABRIC_TR("fabric::ProjectFile", "the file is %1; a project file is at most %2"), fileSizeText(text.size()),
                                              fileSizeText(kMaxProjectBytes)));
    // A file of 0 bytes (or blanks only) is said as such, not as the parser's "unexpected end of input".
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return Expected<Design>::failure(Text(FABRIC_TR("fabric::ProjectFile", "the file is empty: expected a Fabric Planner project (JSON)")));
    // UTF-16 (a Windows editor's "Unicode"), with its byte-order mark or a NUL beside each ASCII
    // character: the parser would only say "invalid literal; last read: '\xFF'".
    const auto byte = [&](std::size_t i) { return i < text.size() ? static_cast<unsigned char>(text[i]) : 0x100u; };
    if ((byte(0) == 0xFF && byte(1) == 0xFE) || (byte(0) == 0xFE && byte(1) == 0xFF) || (byte(0) != 0 && byte(1) == 0)
        || (byte(0) == 0 && byte(1) != 0))
        return Expected<Design>::failure(
            Text(FABRIC_TR("fabric::ProjectFile", "the file is in UTF-16 (or UTF-32); a project file is UTF-8: save it as UTF-8")));
    json root;
    ParsePosition position;
    try {
        root = json::parse(text.begin(), text.end(), std::ref(position));
    } catch (const ProjectError &e) {
        return Expected<Design>::failure(Text(FABRIC_TR("fabric::ProjectFile", "%1: %2"), e.path, e.message));
    } catch (const json::parse_error &e) {
        return Expected<Design>::failure(Text(FABRIC_TR("fabric::ProjectFile", "not valid JSON: %1"), jsonSyntaxError(e.what(), text, e.byte)));
    } catch (const json::out_of_range &) {
        // 1e400: the only out_of_range the parser throws is a number no double can hold.
        return Expected<Design>::failure(Text(FABRIC_TR("fabric::ProjectFile", "%1: a number too large to read"), position.path()));
    } catch (const json::exception &e) {
        return Expected<Design>::failure(Text(FABRIC_TR("fabric::ProjectFile", "not valid JSON: %1"), parseErrorText(e)));
    }
    try {
        return readProject(root);
    } catch (const ProjectError &e) {
        return Expected<Design>::failure(Text(FABRIC_TR("fabric::ProjectFile", "%1: %2"), e.path, e.message));
    } catch (const json::exception &e) {
        // A check above missed a type; still a message, never an escaped exception.
        return Expected<Design>::failure(Text(FABRIC_TR("fabric::ProjectFile", "$: cannot read the project (%1)"), parseErrorText(e)));
    }
}

Expected<Design> ProjectFile::load(const std::filesystem::path &path)
{
    auto text = readInputFile(path, kMaxProjectBytes, FABRIC_TR("fabric::ProjectFile", "a project file"));
    if (!text)
        return Expected<Design>::failure(Text(FABRIC_TR("fabric::ProjectFile", "%1: %2"), path.string(), text.errorText()));
    auto design = fromJson(*text);
    if (!design)
        return Expected<Design>::failure(Text(FABRIC_TR("fabric::ProjectFile", "%1: %2"), path.string(), design.errorText()));
    return design;
}

std::optional<Text> ProjectFile::save(const Design &design, const std::filesystem::path &path)
{
    const ExportResult result = writeTextAtomically(path, toJson(design));
    if (!result)
        return result.errorText;
    return std::nullopt;
}

} // namespace fabric
