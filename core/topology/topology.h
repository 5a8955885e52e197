#pragma once

#include "core/sizing/sizing.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace fabric {

enum class DeviceKind { Node, Switch, Appliance };

// What an appliance is; the model alone does not say (a PDU's is its maker's part number), and a
// diagram must name a PDU, a storage device and a server as what they are.
// RackPart: a part of a rack-scale system with a management port of its own (an NVL72 rack's
// NVLink switch trays and power shelves), in the OOB network only.
enum class ApplianceRole : std::uint8_t { None, SubnetManager, Storage, ManagementServer, Pdu, RackPart };

// A vertex of the port-level graph.
struct Device
{
    DeviceKind kind = DeviceKind::Node;
    std::string name;        // dgx-001, leaf-p1-su1-r3, spine-p1-07, core-p1-03, ufm-1
    std::string model;
    Tier tier = Tier::Leaf;  // switches only
    int plane = 0;           // switches only; 0-based
    int su = -1;             // nodes, leaves and an appliance cabled to one SU; -1 elsewhere
    int index = 0;           // within its kind (and tier)
    int ports = 0;           // ports in use or available at the chosen mode, and at least the
                             // highest port of its links (Topology::addLink sees to that)
    int portsPerCage = 1;    // twin-port OSFP: ports 1/1 and 1/2 share cage 1
    // A split leaf (HDR100 down, HDR up): its first splitPorts ports share cages portsPerCage at
    // a time and the ports after them upperPortsPerCage; 0 when every cage is alike.
    int splitPorts = 0;
    int upperPortsPerCage = 1;
    // Nodes: the operating systems in it, each a host with an equal share of its ports (an NVL72
    // rack: 18 compute trays; trayhosts.h). 1 for a server.
    int hosts = 1;
    // The device is in this network by its management (BMC) port only, an RJ45 socket: the OOB
    // network's view of every other device.
    bool managementPortOnly = false;
    ApplianceRole appliance = ApplianceRole::None; // appliances only
    // What its ports in this network are called before their number, on a device that sits in
    // several networks (a node's storage or in-band NIC ports, every device's management port),
    // so that "port 1" never names two sockets of one device: "storage 1", "mgmt". Empty: the
    // device's own numbering (a switch, the compute fabric).
    std::string portGroup;
    // Ports known by name rather than number (an NVLink switch tray's ComE1, ComE2 and BMC), in
    // port order; empty elsewhere.
    std::vector<std::string> portNames;

    bool inSplitCage(int port) const { return splitPorts == 0 || port <= splitPorts; }
    int portsInCageOf(int port) const { return inSplitCage(port) ? portsPerCage : upperPortsPerCage; }
    // The 1-based cage of a port and the port's lane within it.
    int cageOf(int port) const;
    int laneOf(int port) const;
};

// What a link joins. A subnet manager's link (a UFM appliance on a leaf) takes leaf ports the
// fabric leaves free; a peer link joins the two leaves of an in-band MLAG pair; an OOB uplink
// joins an OOB switch to the in-band network. The last two are links of the management
// networks only: the compute fabric has none.
enum class LinkTier : std::uint8_t { NodeLeaf, SubnetManagerLeaf, LeafSpine, SpineCore, PeerLink, OobUplink };
inline constexpr std::size_t kLinkTiers = 6;
std::string_view toString(LinkTier tier);

// One end of a link: a device and its 1-based port number. The cage is (port-1)/portsPerCage+1
// and the lane within it (port-1)%portsPerCage+1 (Device::cageOf, laneOf), printed as
// "cage/lane" (1/1, 1/2, 2/1 ...).
struct PortRef
{
    int device = 0;
    int port = 0;
};

// An edge of the port-level graph. a is always the end nearer the endpoints. The fields are narrow
// so a link takes 16 bytes: plans of half a million GPUs hold millions of them, and every stage
// walks them. A link is known by its index in Topology::links, which is also its index in
// per-link tables (cables).
class Link
{
public:
    // Throws std::out_of_range when a field does not fit its width (a port over 65,535, a speed
    // over 32,767 Gb/s, a plane over 255): no catalogue device comes near.
    Link(PortRef a, PortRef b, int speedGbps, int plane, LinkTier tier)
        : m_aDevice(a.device), m_bDevice(b.device), m_aPort(narrowed<std::uint16_t>(a.port, "port")),
          m_bPort(narrowed<std::uint16_t>(b.port, "port")), m_speedGbps(narrowed<std::int16_t>(speedGbps, "speed")),
          m_plane(narrowed<std::uint8_t>(plane, "plane")), m_tier(tier)
    {
    }

    PortRef a() const { return {m_aDevice, m_aPort}; }
    PortRef b() const { return {m_bDevice, m_bPort}; }
    int speedGbps() const { return m_speedGbps; }
    int plane() const { return m_plane; }
    LinkTier tier() const { return m_tier; }
    // Node-leaf links: the node's port index (0-based), its rail over all planes; -1 otherwise.
    int rail() const { return m_tier == LinkTier::NodeLeaf ? m_aPort - 1 : -1; }

private:
    [[noreturn]] static void throwOutOfRange(const char *what, int value);
    template <typename Narrow>
    static Narrow narrowed(int value, const char *what)
    {
        if (value < std::numeric_limits<Narrow>::min() || value > std::numeric_limits<Narrow>::max())
            throwOutOfRange(what, value);
        return static_cast<Narrow>(value);
    }

    std::int32_t m_aDevice;
    std::int32_t m_bDevice;
    std::uint16_t m_aPort;
    std::uint16_t m_bPort;
    std::int16_t m_speedGbps;
    std::uint8_t m_plane;
    LinkTier m_tier;
};
static_assert(sizeof(Link) <= 16, "a plan holds millions of links");

// The port-level topology: devices and links in flat arrays, both by dense id. Graph algorithms
// (the bisection's max-flow check) build the Boost graph they need from these; the plan itself
// keeps only the arrays, a few dozen bytes a link.
struct Topology
{
    std::vector<Device> devices; // by id
    std::vector<Link> links;     // by id, in wiring order

    const Device &device(int id) const { return devices[static_cast<std::size_t>(id)]; }
    int deviceCount() const { return static_cast<int>(devices.size()); }

    int addDevice(Device device)
    {
        devices.push_back(std::move(device));
        return deviceCount() - 1;
    }
    // Appends a link with the next id and returns that id.
    int addLink(PortRef a, PortRef b, int speedGbps, int plane, LinkTier tier)
    {
        const int id = static_cast<int>(links.size());
        links.emplace_back(a, b, speedGbps, plane, tier);
        for (const PortRef &end : {a, b}) {
            int &ports = devices[static_cast<std::size_t>(end.device)].ports;
            ports = std::max(ports, end.port);
        }
        return id;
    }
};

std::string portLabel(const Device &device, int port);

} // namespace fabric
