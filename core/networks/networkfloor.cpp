#include "core/networks/networkfloor.h"

#include "core/floor/floorplanner.h"
#include "core/floor/rackmoves.h"

#include <algorithm>

namespace fabric {

namespace {

// A storage device's height when nobody published it: a common 2U storage server [E].
constexpr int kStorageDeviceUnits = 2;

} // namespace

DeviceSpec deviceSpecOf(const Device &device, const Catalogue &catalogue)
{
    DeviceSpec spec;
    if (device.kind == DeviceKind::Switch) {
        if (const SwitchModel *s = catalogue.findSwitch(device.model)) {
            spec.heightUnits = std::max(1, s->rackUnits.value_or(1));
            spec.powerW = s->powerW;
            spec.weightKg = s->weightKg;
        }
    } else if (const Appliance *a = catalogue.findAppliance(device.model)) {
        spec.heightUnits = std::max(1, a->rackUnits.value_or(1));
        spec.powerW = a->powerW;
    } else if (const Infrastructure *i = catalogue.findInfrastructure(InfrastructureRole::ManagementServer);
               i && i->model == device.model) {
        spec.heightUnits = std::max(1, i->rackUnits.value_or(1));
        spec.powerW = i->powerW;
    } else {
        spec.heightUnits = kStorageDeviceUnits;
    }
    return spec;
}

RackSpace::RackSpace(FloorPlan &floor, const Design &design) : m_floor(floor), m_design(design)
{
    m_taken.reserve(floor.racks.size());
    for (const Rack &rack : floor.racks)
        m_taken.emplace_back(static_cast<std::size_t>(std::max(1, rack.units)), false);
    markTaken(floor.placements);
}

void RackSpace::markTaken(const std::vector<Placement> &placements)
{
    for (const Placement &p : placements) {
        if (p.rack < 0)
            continue;
        auto &units = m_taken[static_cast<std::size_t>(p.rack)];
        for (int u = p.unit; u < p.unit + p.heightUnits; ++u)
            if (u >= 1 && u <= static_cast<int>(units.size()))
                units[static_cast<std::size_t>(u - 1)] = true;
    }
}

bool RackSpace::spotTaken(double xM, double yM) const
{
    return std::any_of(m_floor.racks.begin(), m_floor.racks.end(),
                       [&](const Rack &r) { return footprintsOverlap(m_floor, r.xM, r.yM, xM, yM); });
}

int RackSpace::addRack(int row)
{
    if (row >= m_floor.rows)
        m_floor.rows = row + 1;
    int position = 0;
    for (const Rack &r : m_floor.racks)
        if (r.row == row)
            position = std::max(position, r.position + 1);
    // A rack the user moved may stand where this one would: it keeps its spot, and this rack
    // takes the next free one along the row. Only a moved rack can be off its own spot.
    if (!m_design.floor.rackMoves.empty())
        while (spotTaken((position + 0.5) * m_floor.rackWidthM, row * m_floor.rowPitchM + m_floor.rackDepthM / 2.0))
            ++position;
    Rack rack;
    rack.id = static_cast<int>(m_floor.racks.size());
    rack.row = row;
    rack.position = position;
    rack.name = rackName(row, position);
    rack.role = RackRole::Network;
    rack.units = m_floor.rackUnits;
    rack.powerLimitKw = m_design.floor.rackPowerKw;
    rack.xM = (position + 0.5) * m_floor.rackWidthM;
    rack.yM = row * m_floor.rowPitchM + m_floor.rackDepthM / 2.0;
    // The user moved this network rack (dragged in the floor plan): it stands where they put it.
    if (const RackMove *move = lastMoveOf(m_design, rack.name)) {
        rack.xM = move->xM;
        rack.yM = move->yM;
    }
    m_floor.racks.push_back(std::move(rack));
    m_taken.emplace_back(static_cast<std::size_t>(std::max(1, m_floor.racks.back().units)), false);
    return m_floor.racks.back().id;
}

bool RackSpace::fitsPower(int rack, const DeviceSpec &spec) const
{
    const Rack &r = m_floor.racks[static_cast<std::size_t>(rack)];
    return r.devices == 0 || !r.powerLimitKw || r.powerKw + spec.powerW.value_or(0.0) / 1000.0 <= *r.powerLimitKw + 1e-9;
}

bool RackSpace::freeRun(int rack, int unit, int height) const
{
    const auto &units = m_taken[static_cast<std::size_t>(rack)];
    if (unit < 1 || unit + height - 1 > static_cast<int>(units.size()))
        return false;
    for (int u = unit; u < unit + height; ++u)
        if (units[static_cast<std::size_t>(u - 1)])
            return false;
    return true;
}

Placement RackSpace::putBuiltIn(int rack, const DeviceSpec &spec)
{
    count(rack, spec);
    return Placement{rack, 0, 0};
}

std::optional<Placement> RackSpace::put(int rack, int unit, const DeviceSpec &spec)
{
    auto &units = m_taken[static_cast<std::size_t>(rack)];
    for (int u = unit; u < unit + spec.heightUnits && u <= static_cast<int>(units.size()); ++u)
        if (u >= 1)
            units[static_cast<std::size_t>(u - 1)] = true;
    m_floor.racks[static_cast<std::size_t>(rack)].usedUnits += spec.heightUnits;
    count(rack, spec);
    return Placement{rack, unit, spec.heightUnits};
}

void RackSpace::count(int rack, const DeviceSpec &spec)
{
    Rack &r = m_floor.racks[static_cast<std::size_t>(rack)];
    ++r.devices;
    if (spec.powerW) {
        r.powerKw += *spec.powerW / 1000.0;
        m_floor.powerKw += *spec.powerW / 1000.0;
    } else {
        ++r.devicesWithoutPower;
        ++m_floor.devicesWithoutPower;
    }
    if (spec.weightKg)
        r.weightKg += *spec.weightKg;
    else
        ++r.devicesWithoutWeight;
    r.heatBtuPerHour = r.powerKw * 1000.0 * kBtuPerHourPerWatt;
}

std::optional<Placement> RackSpace::putTopDown(int rack, const DeviceSpec &spec, bool force)
{
    if (!force && !fitsPower(rack, spec))
        return std::nullopt;
    const int units = static_cast<int>(m_taken[static_cast<std::size_t>(rack)].size());
    for (int unit = units - spec.heightUnits + 1; unit >= 1; --unit)
        if (freeRun(rack, unit, spec.heightUnits))
            return put(rack, unit, spec);
    return std::nullopt;
}

std::optional<Placement> RackSpace::putBottomUp(int rack, const DeviceSpec &spec)
{
    if (!fitsPower(rack, spec))
        return std::nullopt;
    const int units = static_cast<int>(m_taken[static_cast<std::size_t>(rack)].size());
    for (int unit = 1; unit + spec.heightUnits - 1 <= units; ++unit)
        if (freeRun(rack, unit, spec.heightUnits))
            return put(rack, unit, spec);
    return std::nullopt;
}

// The row a new network rack joins: the shortest row while it is shorter than the floor's rows
// may be (the hall keeps its shape), else a row of its own after the others.
int rowForNetworkRack(const FloorPlan &floor)
{
    std::vector<int> racksInRow(static_cast<std::size_t>(floor.rows), 0);
    for (const Rack &r : floor.racks)
        if (r.row >= 0 && r.row < floor.rows)
            ++racksInRow[static_cast<std::size_t>(r.row)];
    int best = -1;
    for (int row = 0; row < floor.rows; ++row)
        if (racksInRow[static_cast<std::size_t>(row)] < floor.racksPerRow
            && (best < 0 || racksInRow[static_cast<std::size_t>(row)] < racksInRow[static_cast<std::size_t>(best)]))
            best = row;
    return best >= 0 ? best : floor.rows;
}

void placeManagementRow(const Design &design, const Catalogue &catalogue, RackSpace &space, FloorPlan &floor,
                        std::vector<NetworkPlan *> networks, Diagnostics &diagnostics)
{
    int open = -1;
    for (NetworkPlan *network : networks) {
        const Topology &t = network->topology;
        network->placements.assign(static_cast<std::size_t>(t.deviceCount()), Placement{});
        for (int id = 0; id < t.deviceCount(); ++id) {
            const Device &d = t.device(id);
            if (d.kind == DeviceKind::Node) {
                if (static_cast<std::size_t>(id) < floor.placements.size())
                    network->placements[static_cast<std::size_t>(id)] = floor.placements[static_cast<std::size_t>(id)];
                continue;
            }
            const DeviceSpec spec = deviceSpecOf(d, catalogue);
            std::optional<Placement> placed = open >= 0 ? space.putBottomUp(open, spec) : std::nullopt;
            if (!placed) {
                open = space.addRack(rowForNetworkRack(floor));
                placed = space.putBottomUp(open, spec);
            }
            if (!placed) {
                diagnostics.push_back(makeError(
                    "floor.rackUnits", Text(FABRIC_TR("fabric::Floor", "%1 (%2 units) does not fit in an empty rack of %3 units"),
                                            d.name, spec.heightUnits, design.floor.rackUnits)));
                return;
            }
            network->placements[static_cast<std::size_t>(id)] = *placed;
        }
    }
}

} // namespace fabric
