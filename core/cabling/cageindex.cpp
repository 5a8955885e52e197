#include "core/cabling/cageindex.h"

#include <algorithm>

namespace fabric {

CageIndex::CageIndex(const Topology &topology)
{
    const auto devices = static_cast<std::size_t>(topology.deviceCount());
    std::vector<int> maxPort(devices, 0);
    for (const Link &l : topology.links) {
        auto &a = maxPort[static_cast<std::size_t>(l.a().device)];
        auto &b = maxPort[static_cast<std::size_t>(l.b().device)];
        a = std::max(a, l.a().port);
        b = std::max(b, l.b().port);
    }
    m_portsPerCage.resize(devices);
    m_base.resize(devices + 1, 0);
    for (std::size_t d = 0; d < devices; ++d) {
        const int ppc = std::max(1, topology.devices[d].portsPerCage);
        m_portsPerCage[d] = ppc;
        m_base[d + 1] = m_base[d] + (maxPort[d] + ppc - 1) / ppc + 1;
    }
}

} // namespace fabric
