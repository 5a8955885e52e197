#pragma once

#include "core/topology/topology.h"

#include <algorithm>
#include <vector>

namespace fabric {

// Cages numbered densely over all devices, so that per-cage state is a flat array. A cage is
// the ports of one device that share a connector: port p of a device with k ports per cage is in
// its cage (p-1)/k. Keeps its own copy of each device's ports per cage, so a look-up touches two
// small arrays, not the devices.
class CageIndex
{
public:
    CageIndex() = default;
    explicit CageIndex(const Topology &topology);

    int of(const PortRef &end) const
    {
        const auto d = static_cast<std::size_t>(end.device);
        return m_base[d] + (std::max(1, end.port) - 1) / m_portsPerCage[d];
    }
    int portsPerCage(int device) const { return m_portsPerCage[static_cast<std::size_t>(device)]; }
    int firstCage(int device) const { return m_base[static_cast<std::size_t>(device)]; }
    int count() const { return m_base.back(); }

private:
    std::vector<int> m_base{0};     // by device: index of its first cage; one past the end last
    std::vector<int> m_portsPerCage; // by device, at least 1
};

} // namespace fabric
