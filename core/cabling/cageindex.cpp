#include "core/cabling/cageindex.h"

#include <algorithm>

namespace fabric {

CageIndex::CageIndex(const Topology &topology)
{
    std::vector<int> maxPort(static_cast<std::size_t>(topology.deviceCount()), 0);
    for (const Link &l : topology.links) {
        auto &a = maxPort[static_cast<std::size_t>(l.a.device)];
        auto &b = maxPort[static_cast<std::size_t>(l.b.device)];
        a = std::max(a, l.a.port);
        b = std::max(b, l.b.port);
    }
    m_base.resize(maxPort.size() + 1, 0);
    for (std::size_t d = 0; d < maxPort.size(); ++d) {
        const int ppc = std::max(1, topology.device(static_cast<int>(d)).portsPerCage);
        m_base[d + 1] = m_base[d] + (maxPort[d] + ppc - 1) / ppc + 1;
    }
}

int CageIndex::of(const Topology &topology, const PortRef &end) const
{
    const int ppc = std::max(1, topology.device(end.device).portsPerCage);
    return m_base[static_cast<std::size_t>(end.device)] + (std::max(1, end.port) - 1) / ppc;
}

} // namespace fabric
