#include "core/verify/lldpparser.h"

#include "core/common/jsonsyntax.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <set>
#include <utility>

namespace fabric {

namespace {

using json = nlohmann::json;

// The digits at s[i...], i moved past them; -1 when none.
int digitsAt(std::string_view s, std::size_t &i)
{
    if (i >= s.size() || !std::isdigit(static_cast<unsigned char>(s[i])))
        return -1;
    int value = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && value < 100000)
        value = value * 10 + (s[i++] - '0');
    return value;
}

std::string text(const json &j)
{
    return j.is_string() ? j.get<std::string>() : std::string();
}

// lldpctl prints one interface as an object and several as a list of one-key objects.
std::vector<std::pair<std::string, const json *>> entries(const json &j)
{
    std::vector<std::pair<std::string, const json *>> out;
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it)
            out.emplace_back(it.key(), &it.value());
    } else if (j.is_array()) {
        for (const json &item : j)
            if (item.is_object())
                for (auto it = item.begin(); it != item.end(); ++it)
                    out.emplace_back(it.key(), &it.value());
    }
    return out;
}

// The line of key's first appearance as an object's key ("key": ...) at or after from, else
// anywhere; from moves past it, so interfaces of the same name are found in turn. 0 when absent.
int lineOfKey(std::string_view source, const std::string &key, std::size_t &from)
{
    const std::string quoted = "\"" + key + "\"";
    for (std::size_t start : {from, std::size_t(0)}) {
        for (std::size_t at = source.find(quoted, start); at != std::string_view::npos; at = source.find(quoted, at + 1)) {
            std::size_t after = at + quoted.size();
            while (after < source.size() && std::isspace(static_cast<unsigned char>(source[after])))
                ++after;
            if (after < source.size() && source[after] == ':') {
                from = after;
                return 1 + static_cast<int>(std::count(source.begin(), source.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
            }
        }
    }
    return 0;
}

} // namespace

std::string lldpPortKey(std::string_view name)
{
    std::size_t i = 0;
    if (name.starts_with("swp")) {
        i = 3;
        const int port = digitsAt(name, i);
        if (port >= 0 && i == name.size())
            return std::to_string(port);
        if (port >= 0 && i < name.size() && name[i] == 's') {
            ++i;
            const int lane = digitsAt(name, i);
            if (lane >= 0 && i == name.size())
                return std::to_string(port) + "/" + std::to_string(lane + 1);
        }
    }
    for (std::string_view prefix : {std::string_view("Ethernet"), std::string_view("Eth")})
        if (name.starts_with(prefix)) {
            i = prefix.size();
            const int module = digitsAt(name, i);
            if (module < 0 || i >= name.size() || name[i] != '/')
                break;
            ++i;
            const int port = digitsAt(name, i);
            if (port < 0)
                break;
            if (i == name.size())
                return std::to_string(port);
            if (name[i] == '/') {
                ++i;
                const int lane = digitsAt(name, i);
                if (lane >= 0 && i == name.size())
                    return std::to_string(port) + "/" + std::to_string(lane);
            }
            break;
        }
    return std::string(name);
}

Expected<ObservedFabric> parseLldpJson(std::string_view source, const std::string &localDevice, const std::string &fileName)
{
    using Result = Expected<ObservedFabric>;
    // A file of 0 bytes (or blanks only) is said as such, not as the parser's "ends too early".
    if (source.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return Result::failure(Text(FABRIC_TR("fabric::AsBuilt", "%1: the file is empty: expected the output of lldpctl -f json"), fileName));
    json root;
    try {
        root = json::parse(source);
    } catch (const json::parse_error &e) {
        // Said as a project's JSON is: in our words, at its line and column.
        return Result::failure(Text(FABRIC_TR("fabric::AsBuilt", "%1: not valid JSON: %2"), fileName,
                                    jsonSyntaxError(e.what(), source, e.byte)));
    }
    if (!root.is_object() || !root.contains("lldp"))
        return Result::failure(Text(FABRIC_TR("fabric::AsBuilt", "%1:1: no \"lldp\" object: this is not the output of lldpctl -f json"), fileName));
    const json &lldp = root["lldp"];
    ObservedFabric fabric;
    fabric.source = "lldp";
    fabric.devices.push_back(localDevice);
    std::set<std::string> devices = {localDevice};
    if (!lldp.is_object() || !lldp.contains("interface"))
        return fabric; // no neighbours at all
    std::size_t cursor = 0;
    for (const auto &[name, entry] : entries(lldp["interface"])) {
        const int line = lineOfKey(source, name, cursor);
        const Text where(FABRIC_TR("fabric::AsBuilt", "%1: interface %2"), fileName + (line > 0 ? ":" + std::to_string(line) : std::string()), name);
        if (!entry->is_object())
            return Result::failure(Text(FABRIC_TR("fabric::AsBuilt", "%1: not an object"), where));
        ObservedLink link;
        link.line = line;
        link.a.device = localDevice;
        link.a.portName = name;
        link.a.port = lldpPortKey(name);
        const json chassis = entry->value("chassis", json::object());
        std::string neighbour;
        for (const auto &[key, value] : entries(chassis))
            if (key != "id" && value->is_object()) {
                neighbour = key;
                break;
            }
        if (neighbour.empty() && chassis.contains("id"))
            neighbour = text(chassis["id"].value("value", json()));
        if (neighbour.empty())
            return Result::failure(Text(FABRIC_TR("fabric::AsBuilt", "%1: the neighbour has neither a name nor a chassis id"), where));
        const json port = entry->value("port", json::object());
        std::string remotePort;
        if (port.contains("id") && text(port["id"].value("type", json())) == "ifname")
            remotePort = text(port["id"].value("value", json()));
        if (remotePort.empty())
            remotePort = text(port.value("descr", json()));
        if (remotePort.empty() && port.contains("id"))
            remotePort = text(port["id"].value("value", json()));
        if (remotePort.empty())
            return Result::failure(Text(FABRIC_TR("fabric::AsBuilt", "%1: the neighbour's port has no name"), where));
        link.b.device = neighbour;
        link.b.portName = remotePort;
        link.b.port = lldpPortKey(remotePort);
        if (devices.insert(neighbour).second)
            fabric.devices.push_back(neighbour);
        fabric.links.push_back(std::move(link));
    }
    return fabric;
}

ObservedFabric mergeObserved(const std::vector<ObservedFabric> &parts)
{
    ObservedFabric all;
    std::set<std::string> devices;
    std::set<std::pair<std::pair<std::string, std::string>, std::pair<std::string, std::string>>> links;
    for (const ObservedFabric &part : parts) {
        if (all.source.empty())
            all.source = part.source;
        for (const std::string &d : part.devices)
            if (devices.insert(d).second)
                all.devices.push_back(d);
        for (const ObservedLink &link : part.links) {
            auto a = std::make_pair(link.a.device, link.a.port);
            auto b = std::make_pair(link.b.device, link.b.port);
            if (b < a)
                std::swap(a, b);
            if (links.insert({a, b}).second)
                all.links.push_back(link);
        }
    }
    return all;
}

} // namespace fabric
