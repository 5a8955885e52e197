#pragma once

#include "core/topology/topology.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

namespace fabric {

// One device's cages: port p of a device with k ports per cage is in its cage (p-1)/k, numbered
// from the device's first cage. A split leaf's ports after its split ones have cages of their own
// size, numbered after the split cages (Device::cageOf).
struct DeviceCages
{
    int first = 0;        // the index of its first cage
    int splitPorts = std::numeric_limits<int>::max(); // ports in cages of portsPerCage
    std::int16_t portsPerCage = 1;      // at least 1
    std::int16_t upperPortsPerCage = 1; // of the ports after the split ones
    std::int8_t shift = 0; // log2 of portsPerCage when it is a power of two (it is for every
                           // catalogue part: 1, 2 or 4), else -1: a shift costs less than a division

    DeviceCages() = default;
    DeviceCages(int firstCage, const Device &device);
    // AllAlike: the caller knows that no device of the topology has split ports, and skips the
    // test for them (the cabler's passes over a million links).
    template <bool AllAlike = false>
    int of(int port) const
    {
        const int lane = std::max(1, port) - 1;
        if (AllAlike || lane < splitPorts) [[likely]]
            return first + (shift >= 0 ? lane >> shift : lane / portsPerCage);
        return first + splitPorts / portsPerCage + (lane - splitPorts) / upperPortsPerCage;
    }
    template <bool AllAlike = false>
    int portsPerCageAt(int port) const
    {
        return AllAlike || port <= splitPorts ? portsPerCage : upperPortsPerCage;
    }
    int cages(int ports) const;
};

// The cage a link's cable may be shared in (a split or twin cable serves a whole cage): its
// multi-port end, the B (switch) side first; -1 when both ends have a port per cage.
template <bool AllAlike = false>
int groupingCage(const DeviceCages &a, int portA, const DeviceCages &b, int portB)
{
    if (b.template portsPerCageAt<AllAlike>(portB) > 1)
        return b.template of<AllAlike>(portB);
    if (a.template portsPerCageAt<AllAlike>(portA) > 1)
        return a.template of<AllAlike>(portA);
    return -1;
}

// Cages numbered densely over all devices, so that per-cage state is a flat array. A cage is the
// ports of one device that share a connector. Keeps its own copy of each device's ports per cage,
// so a look-up touches one small array, not the devices.
class CageIndex
{
public:
    CageIndex() = default;
    explicit CageIndex(const Topology &topology);

    int of(const PortRef &end) const { return device(end.device).of(end.port); }
    int groupOf(const Link &link) const
    {
        return groupingCage(device(link.a().device), link.a().port, device(link.b().device), link.b().port);
    }
    const DeviceCages &device(int device) const { return m_devices[static_cast<std::size_t>(device)]; }
    int count() const { return m_count; }

private:
    std::vector<DeviceCages> m_devices; // by device
    int m_count = 0;
};

} // namespace fabric
