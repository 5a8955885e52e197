#include "core/floor/rackallocator.h"

namespace fabric {

int RackAllocator::add(RackRole role)
{
    m_racks.push_back({role, 1, m_units, 0.0, 0});
    return count() - 1;
}

bool RackAllocator::fitsPower(const State &rack, const DeviceSpec &spec) const
{
    return rack.devices == 0 || rack.powerW + spec.powerW.value_or(0.0) <= m_powerLimitW + 1e-6;
}

void RackAllocator::place(State &rack, int rackId, int device, int unit, const DeviceSpec &spec)
{
    rack.powerW += spec.powerW.value_or(0.0);
    ++rack.devices;
    m_placements[static_cast<std::size_t>(device)] = Placement{rackId, unit, spec.heightUnits};
}

bool RackAllocator::putBottomUp(int rackId, int device, const DeviceSpec &spec)
{
    State &rack = m_racks[static_cast<std::size_t>(rackId)];
    if (rack.bottom + spec.heightUnits - 1 > rack.top || !fitsPower(rack, spec))
        return false;
    place(rack, rackId, device, rack.bottom, spec);
    rack.bottom += spec.heightUnits;
    return true;
}

bool RackAllocator::putTopDown(int rackId, int device, const DeviceSpec &spec)
{
    State &rack = m_racks[static_cast<std::size_t>(rackId)];
    if (rack.top - spec.heightUnits + 1 < rack.bottom || !fitsPower(rack, spec))
        return false;
    rack.top -= spec.heightUnits;
    place(rack, rackId, device, rack.top + 1, spec);
    if (rack.role == RackRole::Compute)
        rack.role = RackRole::Mixed;
    return true;
}

void RackAllocator::force(int rackId, int device, const DeviceSpec &spec)
{
    State &rack = m_racks[static_cast<std::size_t>(rackId)];
    place(rack, rackId, device, rack.bottom, spec);
    rack.bottom += spec.heightUnits;
}

void RackAllocator::sumInto(std::vector<Rack> &racks, const DeviceSpecs &specs,
                            const std::vector<Placement> &placements)
{
    for (std::size_t device = 0; device < placements.size(); ++device) {
        const Placement &p = placements[device];
        if (p.rack < 0)
            continue;
        Rack &rack = racks[static_cast<std::size_t>(p.rack)];
        const DeviceSpec &spec = specs[device];
        rack.usedUnits += p.heightUnits;
        ++rack.devices;
        if (spec.powerW)
            rack.powerKw += *spec.powerW / 1000.0;
        else
            ++rack.devicesWithoutPower;
        if (spec.weightKg)
            rack.weightKg += *spec.weightKg;
        else
            ++rack.devicesWithoutWeight;
    }
}

} // namespace fabric
