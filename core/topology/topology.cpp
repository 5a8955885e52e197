#include "core/topology/topology.h"

#include "core/topology/trayhosts.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace fabric {

void Link::throwOutOfRange(const char *what, int value)
{
    throw std::out_of_range(std::string("a link's ") + what + " of " + std::to_string(value) + " is out of range");
}

std::string_view toString(LinkTier tier)
{
    switch (tier) {
    case LinkTier::NodeLeaf: return "node-leaf";
    case LinkTier::SubnetManagerLeaf: return "management-leaf";
    case LinkTier::LeafSpine: return "leaf-spine";
    case LinkTier::SpineCore: return "spine-core";
    case LinkTier::PeerLink: return "peer-link";
    case LinkTier::OobUplink: return "oob-uplink";
    }
    return "node-leaf";
}

int Device::cageOf(int port) const
{
    const int lane = std::max(1, port) - 1;
    if (inSplitCage(port))
        return lane / std::max(1, portsPerCage) + 1;
    return splitPorts / std::max(1, portsPerCage) + (lane - splitPorts) / std::max(1, upperPortsPerCage) + 1;
}

int Device::laneOf(int port) const
{
    const int lane = std::max(1, port) - 1;
    if (inSplitCage(port))
        return lane % std::max(1, portsPerCage) + 1;
    return (lane - splitPorts) % std::max(1, upperPortsPerCage) + 1;
}

std::string portLabel(const Device &device, int port)
{
    // A port of a tray of an NVL72 rack: "t05 p2", after its group ("inband t05 p2").
    if (const TrayPort tray = trayPortOf(device, port); tray.host > 0) {
        const std::string host = trayName(tray.host, device.hosts);
        const std::string group = device.portGroup.empty() ? std::string() : device.portGroup + " ";
        return group + host + (tray.ports == 1 ? std::string() : " p" + std::to_string(tray.port));
    }
    // Ports by name (an NVLink switch tray's "mgmt ComE1"); a device of one port keeps its group's
    // name alone ("mgmt"), as every other management port reads.
    if (device.ports > 1 && port >= 1 && port <= static_cast<int>(device.portNames.size())) {
        const std::string &name = device.portNames[static_cast<std::size_t>(port - 1)];
        return device.portGroup.empty() ? name : device.portGroup + " " + name;
    }
    if (!device.portGroup.empty())
        return device.ports <= 1 ? device.portGroup : device.portGroup + " " + std::to_string(port);
    if (device.portsInCageOf(port) <= 1)
        return device.splitPorts == 0 ? std::to_string(port) : std::to_string(device.cageOf(port));
    return std::to_string(device.cageOf(port)) + "/" + std::to_string(device.laneOf(port));
}

} // namespace fabric
