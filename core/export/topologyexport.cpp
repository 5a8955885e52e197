#include "core/export/topologyexport.h"
#include "core/cabling/cableid.h"

#include "core/export/atomicfile.h"
#include "core/export/textescape.h"
#include "core/plan/plan.h"
#include "core/topology/trayhosts.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <charconv>
#include <cstdio>
#include <optional>
#include <string_view>
#include <vector>

namespace fabric {

namespace {

// Locally administered EUI-64 prefixes (bit 1 of the first octet set): nobody's real hardware.
constexpr std::uint64_t kSwitchGuidBase = 0xfab1000000000000ULL;
constexpr std::uint64_t kCaGuidBase = 0xfab2000000000000ULL;
// NodeDescription is 64 bytes on the wire.
constexpr std::size_t kMaxDescription = 63;

// Text built in a buffer with hand-rolled number formatting (no iostreams, no temporary
// strings, no call per piece: each piece is copied straight into the buffer); with a file it is
// written out in large blocks as it fills, without one the buffer grows to hold it all.
class TextOut
{
public:
    TextOut() : m_buffer(kBlock, '\0') {}
    explicit TextOut(std::FILE *file) : m_buffer(kBlock, '\0'), m_file(file) {}

    void put(std::string_view text)
    {
        char *to = room(text.size());
        std::memcpy(to, text.data(), text.size());
        m_used += text.size();
    }
    void put(char c)
    {
        *room(1) = c;
        ++m_used;
    }
    void number(long long value)
    {
        char *to = room(kNumberRoom);
        m_used += static_cast<std::size_t>(std::to_chars(to, to + kNumberRoom, value).ptr - to);
    }
    void hex(std::uint64_t value, bool padded)
    {
        char *to = room(kNumberRoom);
        if (padded) {
            static constexpr char kDigits[] = "0123456789abcdef";
            for (int i = 15; i >= 0; --i, value >>= 4)
                to[i] = kDigits[value & 0xf];
            m_used += 16;
        } else {
            m_used += static_cast<std::size_t>(std::to_chars(to, to + kNumberRoom, value, 16).ptr - to);
        }
    }
    // A NodeDescription: quotes and '#' would end it early in every parser of this format, a
    // control character would break its line, and it is 64 bytes on the wire.
    void description(std::string_view text, std::string_view suffix = {})
    {
        char *to = room(kMaxDescription);
        std::size_t written = 0;
        for (std::string_view part : {text, suffix})
            for (char c : part) {
                if (written == kMaxDescription)
                    break;
                to[written++] = c == '"' ? '\'' : c == '#' ? '_' : isLineBreaking(c) ? ' ' : c;
            }
        m_used += written;
    }
    bool flush()
    {
        if (m_file && m_used > 0) {
            if (m_ok && std::fwrite(m_buffer.data(), 1, m_used, m_file) != m_used) {
                m_ok = false;
                m_errno = errno;
            }
            m_used = 0;
        }
        return m_ok;
    }
    int error() const { return m_errno; } // errno of the first failed write
    std::string take()
    {
        m_buffer.resize(m_used);
        return std::move(m_buffer);
    }

private:
    static constexpr std::size_t kBlock = std::size_t(1) << 20;
    static constexpr std::size_t kNumberRoom = 24; // a 64-bit number in any base we write

    // Where the next `bytes` go: the buffer is written out first (to a file) or grown (to text)
    // when they would not fit.
    char *room(std::size_t bytes)
    {
        if (m_buffer.size() - m_used < bytes) [[unlikely]]
            makeRoom(bytes);
        return m_buffer.data() + m_used;
    }
    [[gnu::noinline]] void makeRoom(std::size_t bytes)
    {
        if (m_file && bytes <= m_buffer.size())
            flush();
        if (m_buffer.size() - m_used < bytes)
            m_buffer.resize(std::max(m_buffer.size() * 2, m_used + bytes));
    }

    std::string m_buffer; // the first m_used bytes are the text
    std::size_t m_used = 0;
    std::FILE *m_file = nullptr;
    bool m_ok = true;
    int m_errno = 0;
};

// ibnetdiscover names a link by its width and lane rate: 4xNDR is 400G, 2xNDR is NDR200.
std::string rateLabel(int speedGbps, int switchMaxGbps)
{
    const int laneGbps = std::max(1, (switchMaxGbps > 0 ? switchMaxGbps : speedGbps) / 4);
    const char *rate = laneGbps >= 200 ? "XDR" : laneGbps >= 100 ? "NDR" : laneGbps >= 50 ? "HDR"
                     : laneGbps >= 25  ? "EDR" : laneGbps >= 14  ? "FDR" : "QDR";
    const int width = std::max(1, speedGbps / laneGbps);
    return std::to_string(width) + "x" + rate;
}

// One port's other end, and for a host port the channel adapter it is written as.
struct PortEnd
{
    int device = -1; // -1: the port is not linked
    int port = 0;
    int speedGbps = 0;
    int adapter = -1;
};

// One single-port channel adapter: a node's or appliance's fabric port.
struct Adapter
{
    int device = 0;
    int port = 0;
    std::uint64_t guid = 0;
    int lid = 0;
};

class TopoWriter
{
public:
    TopoWriter(const Plan &plan, const NetworkPlan &network) : m_plan(plan), m_network(network), m_topology(network.topology)
    {
        const Sizing &sizing = network.sizing;
        if (sizing.switchModel)
            for (const PortMode &mode : sizing.switchModel->portModes)
                m_switchMaxGbps = std::max(m_switchMaxGbps, mode.speedGbps);
        indexPorts();
        assignIdentities();
    }

    void write(TextOut &out) const
    {
        out.put("#\n# Topology file: generated by Fabric Planner in the ibnetdiscover format\n# Design: ");
        out.description(m_plan.design.name);
        out.put("\n# GUIDs and LIDs are synthetic placeholders; names are the planned host names\n#\n");
        const int planes = std::max(1, m_network.sizing.planes);
        for (int plane = 0; plane < planes; ++plane) {
            if (planes > 1) {
                out.put("\n# Plane ");
                out.number(plane + 1);
                out.put(" of ");
                out.number(planes);
                out.put(": a subnet of its own\n");
            }
            for (int d = 0; d < m_topology.deviceCount(); ++d) {
                const Device &device = m_topology.device(d);
                if (device.kind == DeviceKind::Switch && device.plane == plane)
                    writeSwitch(out, d);
            }
            for (const Adapter &adapter : m_adapters)
                if (planeOfPort(adapter.device, adapter.port) == plane)
                    writeAdapter(out, adapter);
        }
    }

private:
    // Every device's ports 0..ports as one flat table: no look-up per port. A device's ports
    // cover the highest port of its links.
    void indexPorts()
    {
        const auto devices = static_cast<std::size_t>(m_topology.deviceCount());
        m_firstPort.resize(devices + 1, 0);
        for (std::size_t d = 0; d < devices; ++d)
            m_firstPort[d + 1] = m_firstPort[d] + static_cast<std::size_t>(std::max(0, m_topology.devices[d].ports)) + 1;
        m_ports.assign(m_firstPort.back(), PortEnd{});
        for (const Link &link : m_topology.links) {
            end(link.a().device, link.a().port) = {link.b().device, link.b().port, link.speedGbps(), -1};
            end(link.b().device, link.b().port) = {link.a().device, link.a().port, link.speedGbps(), -1};
        }
        m_rates.reserve(4);
    }

    PortEnd &end(int device, int port) { return m_ports[m_firstPort[static_cast<std::size_t>(device)] + static_cast<std::size_t>(port)]; }
    const PortEnd &end(int device, int port) const
    {
        return m_ports[m_firstPort[static_cast<std::size_t>(device)] + static_cast<std::size_t>(port)];
    }
    int highestPort(int device) const
    {
        return static_cast<int>(m_firstPort[static_cast<std::size_t>(device) + 1] - m_firstPort[static_cast<std::size_t>(device)]) - 1;
    }

    void assignIdentities()
    {
        m_switchLid.assign(static_cast<std::size_t>(m_topology.deviceCount()), 0);
        int lid = 1;
        for (int d = 0; d < m_topology.deviceCount(); ++d)
            if (m_topology.device(d).kind == DeviceKind::Switch)
                m_switchLid[static_cast<std::size_t>(d)] = lid++;
        for (int d = 0; d < m_topology.deviceCount(); ++d) {
            if (m_topology.device(d).kind == DeviceKind::Switch)
                continue;
            for (int port = 0; port <= highestPort(d); ++port) {
                PortEnd &e = end(d, port);
                if (e.device < 0)
                    continue;
                const auto guid = kCaGuidBase + (static_cast<std::uint64_t>(d) << 8)
                                  + (static_cast<std::uint64_t>(port) << 1);
                e.adapter = static_cast<int>(m_adapters.size());
                m_adapters.push_back({d, port, guid, lid++});
            }
        }
    }

    int planeOfPort(int device, int port) const
    {
        const PortEnd &e = end(device, port);
        return e.device < 0 ? 0 : m_topology.device(e.device).plane;
    }

    static std::uint64_t switchGuid(int device) { return kSwitchGuidBase + static_cast<std::uint64_t>(device); }

    // "dgx-h100-0001 mlx5_3" for port 4; a port of a node of several hosts is its tray's adapter:
    // GB200 rack port 18 is "dgx-gb200-0001-t05 mlx5_1" (trayhosts.h).
    void adapterName(TextOut &out, const Adapter &adapter) const
    {
        const Device &device = m_topology.device(adapter.device);
        const TrayPort tray = trayPortOf(device, adapter.port);
        char suffix[24] = " mlx5_";
        const auto stop = std::to_chars(suffix + 6, suffix + sizeof suffix, (tray.host > 0 ? tray.port : adapter.port) - 1).ptr;
        const std::string_view adapterSuffix(suffix, static_cast<std::size_t>(stop - suffix));
        if (tray.host > 0)
            out.description(trayHostName(device.name, tray.host, device.hosts), adapterSuffix);
        else
            out.description(device.name, adapterSuffix);
    }

    // The few distinct rate labels, made once.
    const std::string &rate(int speedGbps) const
    {
        for (const auto &[speed, label] : m_rates)
            if (speed == speedGbps)
                return label;
        m_rates.emplace_back(speedGbps, rateLabel(speedGbps, m_switchMaxGbps));
        return m_rates.back().second;
    }

    void writeSwitch(TextOut &out, int d) const
    {
        const Device &device = m_topology.device(d);
        const std::uint64_t guid = switchGuid(d);
        out.put("\nsysimgguid=0x");
        out.hex(guid, true);
        out.put("\nswitchguid=0x");
        out.hex(guid, true);
        out.put('(');
        out.hex(guid, false);
        out.put(")\nSwitch\t");
        out.number(highestPort(d));
        out.put(" \"S-");
        out.hex(guid, true);
        out.put("\"\t\t# \"");
        out.description(device.name);
        out.put("\" enhanced port 0 lid ");
        out.number(m_switchLid[static_cast<std::size_t>(d)]);
        out.put(" lmc 0\n");
        for (int port = 0; port <= highestPort(d); ++port) {
            const PortEnd &peer = end(d, port);
            if (peer.device < 0)
                continue;
            const Device &other = m_topology.device(peer.device);
            out.put('[');
            out.number(port);
            out.put("]\t");
            if (other.kind == DeviceKind::Switch) {
                out.put("\"S-");
                out.hex(switchGuid(peer.device), true);
                out.put("\"[");
                out.number(peer.port);
                out.put("]\t\t# \"");
                out.description(other.name);
                out.put("\" lid ");
                out.number(m_switchLid[static_cast<std::size_t>(peer.device)]);
            } else {
                const Adapter &adapter = m_adapters[static_cast<std::size_t>(end(peer.device, peer.port).adapter)];
                out.put("\"H-");
                out.hex(adapter.guid, true);
                out.put("\"[1](");
                out.hex(adapter.guid + 1, false);
                out.put(") \t\t# \"");
                adapterName(out, adapter);
                out.put("\" lid ");
                out.number(adapter.lid);
            }
            out.put(' ');
            out.put(rate(peer.speedGbps));
            out.put('\n');
        }
    }

    void writeAdapter(TextOut &out, const Adapter &adapter) const
    {
        const PortEnd &peer = end(adapter.device, adapter.port);
        out.put("\nsysimgguid=0x");
        out.hex(adapter.guid, true);
        out.put("\ncaguid=0x");
        out.hex(adapter.guid, true);
        out.put("\nCa\t1 \"H-");
        out.hex(adapter.guid, true);
        out.put("\"\t\t# \"");
        adapterName(out, adapter);
        out.put("\"\n[1](");
        out.hex(adapter.guid + 1, false);
        out.put(") \t\"S-");
        out.hex(switchGuid(peer.device), true);
        out.put("\"[");
        out.number(peer.port);
        out.put("]\t\t# lid ");
        out.number(adapter.lid);
        out.put(" lmc 0 \"");
        out.description(m_topology.device(peer.device).name);
        out.put("\" lid ");
        out.number(m_switchLid[static_cast<std::size_t>(peer.device)]);
        out.put(' ');
        out.put(rate(peer.speedGbps));
        out.put('\n');
    }

    const Plan &m_plan;
    const NetworkPlan &m_network;
    const Topology &m_topology;
    int m_switchMaxGbps = 0;
    std::vector<std::size_t> m_firstPort; // by device: its port 0 in m_ports; one past the end last
    std::vector<PortEnd> m_ports;
    std::vector<int> m_switchLid;
    std::vector<Adapter> m_adapters;
    mutable std::vector<std::pair<int, std::string>> m_rates;
};

std::optional<Text> topologyProblem(const NetworkPlan *network, NetworkRole role)
{
    if (!network)
        return Text(FABRIC_TR("fabric::Export", "the plan has no %1"), networkTitle(role));
    if (network->technology() != Technology::InfiniBand)
        return Text(FABRIC_TR("fabric::Export", "the ibnetdiscover topology file is for InfiniBand fabrics; the %1 is Ethernet"),
                    networkTitle(role));
    if (network->topology.links.empty())
        return FABRIC_TR("fabric::Export", "the plan has no links");
    const auto &links = network->topology.links;
    for (std::size_t i = 0; i < links.size(); ++i)
        if (network->topology.device(links[i].a().device).kind != DeviceKind::Switch
            && network->topology.device(links[i].b().device).kind != DeviceKind::Switch)
            return Text(FABRIC_TR("fabric::Export", "link %1 joins two hosts; InfiniBand needs a switch between"),
                        cableLabelId(toString(role), static_cast<int>(i)));
    return std::nullopt;
}

} // namespace

Expected<std::string> ibnetdiscoverTopology(const Plan &plan, NetworkRole role)
{
    const NetworkPlan *network = plan.network(role);
    if (auto problem = topologyProblem(network, role))
        return Expected<std::string>::failure(*problem);
    TextOut out;
    TopoWriter(plan, *network).write(out);
    return out.take();
}

ExportResult writeIbnetdiscoverTopology(const Plan &plan, const std::filesystem::path &file, NetworkRole role)
{
    const NetworkPlan *network = plan.network(role);
    if (auto problem = topologyProblem(network, role))
        return ExportResult::failure(*problem);
    const TopoWriter writer(plan, *network);
    return writeAtomically(file, [&](const std::filesystem::path &temporary) {
        std::FILE *stream = std::fopen(temporary.c_str(), "wb");
        if (!stream)
            return ExportResult::failure(Text(FABRIC_TR("fabric::Export", "cannot write %1: %2"), file.string(), std::strerror(errno)));
        TextOut out(stream);
        writer.write(out);
        const bool written = out.flush();
        const int writeError = out.error();
        const bool closed = std::fclose(stream) == 0;
        if (!written || !closed) // a full disk may only show when the buffer is flushed at close
            return ExportResult::failure(Text(FABRIC_TR("fabric::Export", "cannot write %1: %2"), file.string(),
                                              std::strerror(written ? errno : writeError)));
        return ExportResult{};
    });
}

ExportResult writeGraphvizDot(const Plan &plan, const std::filesystem::path &file, NetworkRole role)
{
    const NetworkPlan *network = plan.network(role);
    if (!network || network->topology.deviceCount() == 0)
        return ExportResult::failure("the plan has no devices");
    return writeTextAtomically(file, graphvizDot(plan, role));
}

ExportResult writeSlurmTopology(const Plan &plan, const std::filesystem::path &file)
{
    if (plan.compute().topology.deviceCount() == 0)
        return ExportResult::failure("the plan has no devices");
    return writeTextAtomically(file, slurmTopology(plan));
}

} // namespace fabric
