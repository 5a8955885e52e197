#pragma once

#include "core/topology/topology.h"

#include <vector>

namespace fabric {

// Cages numbered densely over all devices, so that per-cage state is a flat array. A cage is
// the ports of one device that share a connector: port p of a device with k ports per cage is in
// its cage (p-1)/k.
class CageIndex
{
public:
    explicit CageIndex(const Topology &topology);

    int of(const Topology &topology, const PortRef &end) const;
    int count() const { return m_base.back(); }

private:
    std::vector<int> m_base; // by device: index of its first cage; one past the end last
};

} // namespace fabric
