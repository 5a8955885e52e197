#pragma once

#include "core/floor/floorplan.h"

#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace fabric {

// What the floor plan needs to know about one device.
struct DeviceSpec
{
    int heightUnits = 1;
    std::optional<double> powerW;
    std::optional<double> weightKg;
};

// Every device's spec, where devices come in a few kinds that share one (nodes, switches,
// appliances): a byte per device and each kind's spec once, rather than a copy per device that
// every pass of the floor would stream through.
struct DeviceSpecs
{
    std::array<DeviceSpec, 3> ofKind;
    std::vector<std::uint8_t> kindOf; // by device: an index into ofKind

    const DeviceSpec &operator[](std::size_t device) const { return ofKind[kindOf[device]]; }
};

// Racks being filled: units from the bottom (nodes, network gear) or from the top (top-of-rack
// leaves), within the usable units and the power limit of each rack.
class RackAllocator
{
public:
    RackAllocator(int units, double powerLimitW, int deviceCount)
        : m_units(units), m_powerLimitW(powerLimitW), m_placements(static_cast<std::size_t>(deviceCount))
    {
    }

    int add(RackRole role);
    int count() const { return static_cast<int>(m_racks.size()); }
    RackRole role(int rack) const { return m_racks[static_cast<std::size_t>(rack)].role; }

    // False, and nothing placed, when the device does not fit in units or power. A device alone
    // in its rack is never refused for power: it has to go somewhere.
    bool putBottomUp(int rack, int device, const DeviceSpec &spec);
    bool putTopDown(int rack, int device, const DeviceSpec &spec);
    // Places it even when it does not fit (a device taller than the rack).
    void force(int rack, int device, const DeviceSpec &spec);

    // Every device's place, by device id (rack -1 where none was given); the allocator keeps none.
    std::vector<Placement> takePlacements() { return std::move(m_placements); }
    // Units, power, weight and devices without a known draw, summed per rack.
    static void sumInto(std::vector<Rack> &racks, const DeviceSpecs &specs,
                        const std::vector<Placement> &placements);

private:
    struct State
    {
        RackRole role = RackRole::Compute;
        int bottom = 1; // lowest free unit
        int top = 0;    // highest free unit
        double powerW = 0.0;
        int devices = 0;
    };

    bool fitsPower(const State &rack, const DeviceSpec &spec) const;
    void place(State &rack, int rackId, int device, int unit, const DeviceSpec &spec);

    int m_units;
    double m_powerLimitW;
    std::vector<State> m_racks;
    std::vector<Placement> m_placements; // by device id
};

} // namespace fabric
