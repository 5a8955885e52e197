#pragma once

#include "core/topology/topology.h"

#include <algorithm>
#include <vector>

namespace fabric {

// One device's cages: port p of a device with k ports per cage is in its cage (p-1)/k, numbered
// from the device's first cage.
struct DeviceCages
{
    int first = 0;        // the index of its first cage
    int portsPerCage = 1; // at least 1
    int shift = 0;        // log2 of portsPerCage when it is a power of two (it is for every
                          // catalogue part: 1, 2 or 4), else -1: a shift costs less than a division

    DeviceCages() = default;
    DeviceCages(int firstCage, int ports);
    int of(int port) const
    {
        const int lane = std::max(1, port) - 1;
        return first + (shift >= 0 ? lane >> shift : lane / portsPerCage);
    }
};

// Cages numbered densely over all devices, so that per-cage state is a flat array. A cage is the
// ports of one device that share a connector. Keeps its own copy of each device's ports per cage,
// so a look-up touches one small array, not the devices.
class CageIndex
{
public:
    CageIndex() = default;
    explicit CageIndex(const Topology &topology);

    int of(const PortRef &end) const { return device(end.device).of(end.port); }
    const DeviceCages &device(int device) const { return m_devices[static_cast<std::size_t>(device)]; }
    int count() const { return m_count; }

private:
    std::vector<DeviceCages> m_devices; // by device
    int m_count = 0;
};

} // namespace fabric
