#include "core/verify/ibnetdiscoverparser.h"

#include "core/common/usertext.h"

#include <charconv>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace fabric {

namespace {

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

bool number(std::string_view s, int &out)
{
    if (s.empty())
        return false;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size();
}

// "[12]" at the front of s: the number, s moved past it.
bool bracketNumber(std::string_view &s, int &out)
{
    if (s.empty() || s.front() != '[')
        return false;
    const auto close = s.find(']');
    if (close == std::string_view::npos || !number(s.substr(1, close - 1), out))
        return false;
    s.remove_prefix(close + 1);
    return true;
}

// A "(guid)" at the front of s is skipped.
void skipParenthesis(std::string_view &s)
{
    if (!s.empty() && s.front() == '(') {
        const auto close = s.find(')');
        s.remove_prefix(close == std::string_view::npos ? s.size() : close + 1);
    }
}

// "\"text\"" at the front of s (after blanks): the text, s moved past it.
bool quoted(std::string_view &s, std::string_view &out)
{
    s = trimmed(s);
    if (s.empty() || s.front() != '"')
        return false;
    const auto close = s.find('"', 1);
    if (close == std::string_view::npos)
        return false;
    out = s.substr(1, close - 1);
    s.remove_prefix(close + 1);
    return true;
}

struct Node
{
    std::string description;
    bool isSwitch = false;
    int ports = 0;
    int line = 0;
};

struct PortLine
{
    std::string node;
    int port = 0;
    std::string peer;
    int peerPort = 0;
    std::string rate;
    int line = 0;
};

using PortKey = std::pair<std::string, int>;

} // namespace

bool parseInfiniBandRate(std::string_view rate, int &width, double &speedGbps)
{
    const auto x = rate.find('x');
    if (x == std::string_view::npos || !number(rate.substr(0, x), width) || width <= 0)
        return false;
    // The nominal rate of a lane, as links are sold (4xQDR is 40G, 4xNDR 400G).
    static const std::pair<std::string_view, double> kData[] = {
        {"SDR", 2.5}, {"DDR", 5.0}, {"QDR", 10.0}, {"FDR10", 10.0}, {"FDR", 14.0},
        {"EDR", 25.0}, {"HDR", 50.0}, {"NDR", 100.0}, {"XDR", 200.0}};
    const std::string_view name = rate.substr(x + 1);
    for (const auto &[lane, gbps] : kData)
        if (name == lane) {
            speedGbps = gbps * width;
            return true;
        }
    return false;
}

DescribedDevice describedDevice(std::string_view description)
{
    description = trimmed(description);
    // A managed switch: "MF0;leaf-01:MQM9700/U1".
    if (const auto semicolon = description.find(';'); semicolon != std::string_view::npos) {
        std::string_view name = description.substr(semicolon + 1);
        name = name.substr(0, name.find(':'));
        if (!trimmed(name).empty())
            return {std::string(trimmed(name)), 0};
    }
    // A host adapter: "dgx-h100-0001 mlx5_3" (port 4) or "node01 HCA-1" (port 1).
    if (const auto space = description.rfind(' '); space != std::string_view::npos) {
        const std::string_view host = trimmed(description.substr(0, space));
        const std::string_view adapter = description.substr(space + 1);
        int index = 0;
        if (const auto underscore = adapter.rfind('_'); underscore != std::string_view::npos && underscore > 0
            && number(adapter.substr(underscore + 1), index) && index >= 0 && !host.empty())
            return {std::string(host), index};
        if (adapter.starts_with("HCA-") && number(adapter.substr(4), index) && index >= 1 && !host.empty())
            return {std::string(host), index - 1};
    }
    return {std::string(description), 0};
}

Expected<ObservedFabric> parseIbnetdiscover(std::string_view text, const std::string &fileName)
{
    using Result = Expected<ObservedFabric>;
    auto fail = [&](int line, Text what) {
        return Result::failure(Text(FABRIC_TR("fabric::AsBuilt", "%1:%2: %3"), fileName, line, std::move(what)));
    };

    // A file of 0 bytes (or blanks only) is said as such: it has no line 0 to point at.
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return Result::failure(Text(FABRIC_TR("fabric::AsBuilt", "%1: the file is empty: expected the output of ibnetdiscover"), fileName));
    std::map<std::string, Node> nodes;
    std::vector<std::string> nodeOrder;
    std::vector<PortLine> ports;
    std::string current; // the block being read
    int lineNumber = 0;
    std::size_t position = 0;
    while (position < text.size()) {
        auto end = text.find('\n', position);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view raw = text.substr(position, end - position);
        position = end + 1;
        ++lineNumber;
        std::string_view line = trimmed(raw);
        if (line.empty() || line.front() == '#')
            continue;
        if (line.front() == '[') {
            if (current.empty())
                return fail(lineNumber, Text(FABRIC_TR("fabric::AsBuilt", "a port line outside a Switch, Ca or Rt block: %1"), quotedText(line)));
            PortLine p;
            p.node = current;
            p.line = lineNumber;
            std::string_view rest = line;
            std::string_view peer;
            if (!bracketNumber(rest, p.port))
                return fail(lineNumber, Text(FABRIC_TR("fabric::AsBuilt", "a port line without its port number: %1"), quotedText(line)));
            // The port's GUID "(...)" and, from switches that show them, "[ext N]" port names.
            for (bool more = true; more;) {
                rest = trimmed(rest);
                more = !rest.empty() && (rest.front() == '(' || rest.front() == '[');
                if (rest.starts_with("(")) {
                    skipParenthesis(rest);
                } else if (more) {
                    const auto close = rest.find(']');
                    rest.remove_prefix(close == std::string_view::npos ? rest.size() : close + 1);
                }
            }
            if (!quoted(rest, peer) || !bracketNumber(rest, p.peerPort))
                return fail(lineNumber, Text(FABRIC_TR("fabric::AsBuilt", "a port line without the \"GUID\"[port] of its peer: %1"), quotedText(line)));
            p.peer = std::string(peer);
            const auto hash = rest.find('#');
            if (hash != std::string_view::npos) {
                std::string_view comment = trimmed(rest.substr(hash + 1));
                const auto lastSpace = comment.find_last_of(" \t");
                p.rate = std::string(lastSpace == std::string_view::npos ? comment : comment.substr(lastSpace + 1));
                int width = 0;
                double speed = 0.0;
                if (!parseInfiniBandRate(p.rate, width, speed))
                    p.rate.clear();
            }
            if (p.port < 1 || p.peerPort < 1 || p.port > nodes[current].ports)
                return fail(lineNumber, Text(FABRIC_TR("fabric::AsBuilt", "port %1 is not one of the %2 ports of its block"), p.port,
                                            nodes[current].ports));
            ports.push_back(std::move(p));
            continue;
        }
        const bool isSwitch = line.starts_with("Switch");
        if (isSwitch || line.starts_with("Ca") || line.starts_with("Rt")) {
            std::string_view rest = trimmed(line.substr(isSwitch ? 6 : 2));
            const auto space = rest.find_first_of(" \t");
            Node node;
            std::string_view id;
            if (space == std::string_view::npos || !number(rest.substr(0, space), node.ports) || node.ports < 1)
                return fail(lineNumber, Text(FABRIC_TR("fabric::AsBuilt", "a block header without its port count: %1"), quotedText(line)));
            rest.remove_prefix(space);
            if (!quoted(rest, id))
                return fail(lineNumber, Text(FABRIC_TR("fabric::AsBuilt", "a block header without its \"GUID\": %1"), quotedText(line)));
            std::string_view description;
            const auto hash = rest.find('#');
            if (hash == std::string_view::npos)
                return fail(lineNumber, Text(FABRIC_TR("fabric::AsBuilt", "a block header without its node description: %1"), quotedText(line)));
            rest.remove_prefix(hash + 1);
            if (!quoted(rest, description))
                return fail(lineNumber, Text(FABRIC_TR("fabric::AsBuilt", "a block header without its node description: %1"), quotedText(line)));
            node.description = std::string(description);
            node.isSwitch = !line.starts_with("Ca");
            node.line = lineNumber;
            current = std::string(id);
            if (!nodes.emplace(current, node).second)
                return fail(lineNumber, Text(FABRIC_TR("fabric::AsBuilt", "the node %1 has a second block"), quotedText(current)));
            nodeOrder.push_back(current);
            continue;
        }
        const auto equals = line.find('=');
        if (equals != std::string_view::npos && equals > 0 && line.find_first_of(" \t") > equals) {
            current.clear(); // vendid=, sysimgguid=, switchguid=, caguid= ... start the next block
            continue;
        }
        return fail(lineNumber, Text(FABRIC_TR("fabric::AsBuilt", "not a line of ibnetdiscover's output: %1"), quotedText(line)));
    }
    if (nodes.empty())
        return fail(lineNumber, Text(FABRIC_TR("fabric::AsBuilt", "no Switch or Ca blocks: this is not ibnetdiscover's output")));

    std::map<PortKey, const PortLine *> byPort;
    for (const PortLine &p : ports)
        byPort[{p.node, p.port}] = &p;

    ObservedFabric fabric;
    fabric.source = "ibnetdiscover";
    std::set<std::string> seenDevices;
    auto endOf = [&](const std::string &id, int port) {
        const Node &node = nodes.at(id);
        const DescribedDevice d = node.isSwitch ? DescribedDevice{describedDevice(node.description).name, 0}
                                                : describedDevice(node.description);
        ObservedEnd end;
        end.device = d.name;
        end.port = std::to_string(port + d.portOffset);
        end.portName = node.isSwitch ? std::to_string(port) : node.description + " port " + std::to_string(port);
        return end;
    };
    // A switch's SHARP aggregation node is a Ca inside the switch, on a port past the front panel:
    // part of the switch, not a device of the plan.
    auto insideASwitch = [&](const std::string &id) {
        return nodes.at(id).description.find("Aggregation Node") != std::string::npos;
    };
    for (const std::string &id : nodeOrder) {
        if (insideASwitch(id))
            continue;
        const std::string name = endOf(id, 0).device;
        if (seenDevices.insert(name).second)
            fabric.devices.push_back(name);
    }
    std::set<PortKey> done;
    for (const PortLine &p : ports) {
        if (done.count({p.node, p.port}))
            continue;
        const auto peer = nodes.find(p.peer);
        if (peer == nodes.end())
            return fail(p.line, Text(FABRIC_TR("fabric::AsBuilt", "port %1 leads to %2, which has no block of its own: the file is truncated"),
                                    p.port, quotedText(p.peer)));
        const auto back = byPort.find({p.peer, p.peerPort});
        if (back == byPort.end())
            return fail(peer->second.line, Text(FABRIC_TR("fabric::AsBuilt", "the block of %1 does not list its port %2, which line %3 "
                                                                         "says is linked: the file is truncated"),
                                                    quotedText(peer->second.description), p.peerPort, p.line));
        if (back->second->peer != p.node || back->second->peerPort != p.port)
            return fail(back->second->line, Text(FABRIC_TR("fabric::AsBuilt", "this port's peer disagrees with line %1"), p.line));
        done.insert({p.node, p.port});
        done.insert({p.peer, p.peerPort});
        if (insideASwitch(p.node) || insideASwitch(p.peer))
            continue;
        ObservedLink link;
        link.a = endOf(p.node, p.port);
        link.b = endOf(p.peer, p.peerPort);
        link.rate = p.rate;
        if (!link.rate.empty())
            parseInfiniBandRate(link.rate, link.width, link.speedGbps);
        link.line = p.line;
        fabric.links.push_back(std::move(link));
    }
    return fabric;
}

} // namespace fabric
