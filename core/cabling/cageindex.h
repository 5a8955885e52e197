#pragma once

#include "core/topology/topology.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace fabric {

// One device's cages: port p of a device with k ports per cage is in its cage (p-1)/k, numbered
// from the device's first cage. A split leaf's ports after its split ones have cages of their own
// size, numbered after the split cages (Device::cageOf).
struct DeviceCages
{
    int first = 0;        // the index of its first cage
    int portsPerCage = 1; // at least 1
    int shift = 0;        // log2 of portsPerCage when it is a power of two (it is for every
                          // catalogue part: 1, 2 or 4), else -1: a shift costs less than a division
    int splitPorts = std::numeric_limits<int>::max(); // ports in cages of portsPerCage
    int upperPortsPerCage = 1;                         // of the ports after those

    DeviceCages() = default;
    DeviceCages(int firstCage, const Device &device);
    int of(int port) const
    {
        const int lane = std::max(1, port) - 1;
        if (lane < splitPorts) [[likely]]
            return first + (shift >= 0 ? lane >> shift : lane / portsPerCage);
        return first + splitPorts / portsPerCage + (lane - splitPorts) / upperPortsPerCage;
    }
    int portsPerCageAt(int port) const { return port <= splitPorts ? portsPerCage : upperPortsPerCage; }
    int cages(int ports) const;
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
