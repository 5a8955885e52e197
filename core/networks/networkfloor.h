#pragma once

#include "core/catalogue/catalogue.h"
#include "core/common/diagnostic.h"
#include "core/design/design.h"
#include "core/floor/floorplan.h"
#include "core/floor/rackallocator.h"
#include "core/plan/networkplan.h"

#include <optional>
#include <vector>

namespace fabric {

// What the floor needs of a device of any network: its units, power and weight, from the
// catalogue (switches, UFM appliances, management servers); a storage device's are unknown
// but for its height.
DeviceSpec deviceSpecOf(const Device &device, const Catalogue &catalogue);

// The units of every rack of a floor, filled as devices are placed, with the racks' sums kept up
// to date: the networks beside the compute fabric are placed on the floor the compute fabric's
// planner made, without reaching back into it.
class RackSpace
{
public:
    RackSpace(FloorPlan &floor, const Design &design);

    // Marks the units a network's placements take (the compute fabric's are marked at the start).
    void markTaken(const std::vector<Placement> &placements);
    // A new network rack at the end of a row (a new row when row is floor.rows), at the first
    // spot along it that no rack stands on (a rack the user moved keeps its spot); where the
    // user's last move of a rack of that name put it, if they moved it.
    int addRack(int row);
    // Places a device in the highest free units of a rack that fit it (power within the limit
    // unless force); nullopt when it does not fit.
    std::optional<Placement> putTopDown(int rack, const DeviceSpec &spec, bool force = false);
    std::optional<Placement> putBottomUp(int rack, const DeviceSpec &spec);
    // A device built into a rack-scale system (an NVL72's management switch): in the rack's
    // devices, power and weight, in none of its units.
    Placement putBuiltIn(int rack, const DeviceSpec &spec);
    int rowCount() const { return m_floor.rows; }

private:
    std::optional<Placement> put(int rack, int unit, const DeviceSpec &spec);
    void count(int rack, const DeviceSpec &spec); // its devices, power and weight
    bool fitsPower(int rack, const DeviceSpec &spec) const;
    bool freeRun(int rack, int unit, int height) const;
    bool spotTaken(double xM, double yM) const; // a rack's footprint there overlaps another's

    FloorPlan &m_floor;
    const Design &m_design;
    std::vector<std::vector<bool>> m_taken; // by rack, by unit - 1
};

// Stage 3b: the storage and in-band networks' switches and attached devices go into network racks
// of a management row after the compute rows; nodes keep their compute placements. Fills each
// network's placements.
void placeManagementRow(const Design &design, const Catalogue &catalogue, RackSpace &space, FloorPlan &floor,
                        std::vector<NetworkPlan *> networks, Diagnostics &diagnostics);

} // namespace fabric
