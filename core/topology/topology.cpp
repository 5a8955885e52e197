#include "core/topology/topology.h"

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
    case LinkTier::ManagementLeaf: return "management-leaf";
    case LinkTier::LeafSpine: return "leaf-spine";
    case LinkTier::SpineCore: return "spine-core";
    }
    return "node-leaf";
}

std::string portLabel(const Device &device, int port)
{
    if (device.portsPerCage <= 1)
        return std::to_string(port);
    const int cage = (port - 1) / device.portsPerCage + 1;
    const int lane = (port - 1) % device.portsPerCage + 1;
    return std::to_string(cage) + "/" + std::to_string(lane);
}

} // namespace fabric
