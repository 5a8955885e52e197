#include "core/cabling/cageindex.h"

#include <algorithm>
#include <bit>

namespace fabric {

DeviceCages::DeviceCages(int firstCage, const Device &device)
    : first(firstCage), portsPerCage(static_cast<std::int16_t>(std::clamp(device.portsPerCage, 1, 4096)))
{
    const auto k = static_cast<unsigned>(portsPerCage);
    shift = static_cast<std::int8_t>(std::has_single_bit(k) ? std::countr_zero(k) : -1);
    if (device.splitPorts > 0) {
        splitPorts = device.splitPorts;
        upperPortsPerCage = static_cast<std::int16_t>(std::clamp(device.upperPortsPerCage, 1, 4096));
    }
}

int DeviceCages::cages(int ports) const
{
    ports = std::max(1, ports);
    if (ports <= splitPorts)
        return (ports + portsPerCage - 1) / portsPerCage;
    return splitPorts / portsPerCage + (ports - splitPorts + upperPortsPerCage - 1) / upperPortsPerCage;
}

CageIndex::CageIndex(const Topology &topology)
{
    // A device's ports cover the highest port of its links, so its cages are numbered from them
    // without a pass over the links.
    m_devices.reserve(topology.devices.size());
    for (const Device &device : topology.devices) {
        const DeviceCages cages(m_count, device);
        m_devices.push_back(cages);
        m_count += cages.cages(device.ports);
    }
}

} // namespace fabric
