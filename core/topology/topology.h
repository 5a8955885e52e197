#pragma once

#include "core/sizing/sizing.h"

#include <boost/graph/adjacency_list.hpp>

#include <string>
#include <vector>

namespace fabric {

enum class DeviceKind { Node, Switch, Appliance };

// A vertex of the port-level graph.
struct Device
{
    DeviceKind kind = DeviceKind::Node;
    std::string name;        // dgx-001, leaf-p1-su1-r3, spine-p1-07, core-p1-03, ufm-1
    std::string model;
    Tier tier = Tier::Leaf;  // switches only
    int plane = 0;           // switches only; 0-based
    int su = -1;             // nodes and leaves; -1 where it does not apply
    int index = 0;           // within its kind (and tier)
    int ports = 0;           // ports in use or available at the chosen mode
    int portsPerCage = 1;    // twin-port OSFP: ports 1/1 and 1/2 share cage 1
};

enum class LinkTier { NodeLeaf, ManagementLeaf, LeafSpine, SpineCore };
std::string_view toString(LinkTier tier);

// One end of a link: a device and its 1-based port number. The cage is (port-1)/portsPerCage+1
// and the lane within it (port-1)%portsPerCage+1, printed as "cage/lane" (1/1, 1/2, 2/1 ...).
struct PortRef
{
    int device = 0;
    int port = 0;
};

// An edge of the port-level graph. a is always the end nearer the endpoints.
struct Link
{
    int id = 0;              // dense, 0-based: the index into per-link tables (cables)
    PortRef a;
    PortRef b;
    int speedGbps = 0;
    int plane = 0;
    LinkTier tier = LinkTier::NodeLeaf;
    int rail = -1;           // node-leaf links: the node's port index (0-based)
};

using FabricGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, Device,
                                          Link, boost::no_property, boost::vecS>;

// The port-level topology: devices as vertices, links as edges, both with dense ids.
struct Topology
{
    FabricGraph graph;
    std::vector<Link> links; // by id, the same links as the graph's edges, in wiring order

    const Device &device(int id) const { return graph[static_cast<std::size_t>(id)]; }
    int deviceCount() const { return static_cast<int>(boost::num_vertices(graph)); }
};

std::string portLabel(const Device &device, int port);

} // namespace fabric
