#include "core/cabling/cageindex.h"

#include <algorithm>

namespace fabric {

CageIndex::CageIndex(const Topology &topology)
{
    // A device's ports cover the highest port of its links, so its cages are numbered from them
    // without a pass over the links.
    const auto devices = static_cast<std::size_t>(topology.deviceCount());
    m_portsPerCage.resize(devices);
    m_base.resize(devices + 1, 0);
    for (std::size_t d = 0; d < devices; ++d) {
        const Device &device = topology.devices[d];
        const int ppc = std::max(1, device.portsPerCage);
        m_portsPerCage[d] = ppc;
        m_base[d + 1] = m_base[d] + (std::max(1, device.ports) + ppc - 1) / ppc;
    }
}

} // namespace fabric
