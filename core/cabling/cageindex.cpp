#include "core/cabling/cageindex.h"

#include <algorithm>
#include <bit>

namespace fabric {

DeviceCages::DeviceCages(int firstCage, int ports) : first(firstCage), portsPerCage(std::max(1, ports))
{
    const auto k = static_cast<unsigned>(portsPerCage);
    shift = std::has_single_bit(k) ? std::countr_zero(k) : -1;
}

CageIndex::CageIndex(const Topology &topology)
{
    // A device's ports cover the highest port of its links, so its cages are numbered from them
    // without a pass over the links.
    m_devices.reserve(topology.devices.size());
    for (const Device &device : topology.devices) {
        const DeviceCages cages(m_count, device.portsPerCage);
        m_devices.push_back(cages);
        m_count += (std::max(1, device.ports) + cages.portsPerCage - 1) / cages.portsPerCage;
    }
}

} // namespace fabric
