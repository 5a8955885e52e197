#pragma once

#include "core/design/design.h"

#include <optional>
#include <string>
#include <vector>

namespace fabric {

enum class RackRole { Compute, Network, Mixed };

struct Rack
{
    int id = 0;
    std::string name;      // R01-03: row 1, position 3
    int row = 0;           // 0-based
    int position = 0;      // 0-based within its row
    RackRole role = RackRole::Compute;
    double xM = 0.0;       // centre of the rack front, metres from the floor origin
    double yM = 0.0;
    int usedUnits = 0;
    double powerKw = 0.0;
    double weightKg = 0.0;
    double heatBtuPerHour = 0.0;
    int devices = 0;
    int devicesWithoutPower = 0; // their draw is not in powerKw: unknown, never taken as 0
    bool liquidCooled = false;   // holds a liquid-cooled switch: the rack needs liquid cooling
    int devicesWithoutWeight = 0; // likewise for weightKg
    // Its height and power limit: the design's, but a rack-scale system (GB200 NVL72, 48 U) is a
    // rack of its own height, built for its own draw: no limit of the design's applies to it.
    int units = 42;
    std::optional<double> powerLimitKw;

    bool overPowerLimit() const { return powerLimitKw && powerKw > *powerLimitKw + 1e-9; }
};

// Where one device sits: a rack and its lowest rack unit (1-based), and how many units it takes.
struct Placement
{
    int rack = -1;
    int unit = 0;
    int heightUnits = 1;
};

// A device of a network beside the compute fabric in a rack: the index of its network in
// Plan::networks and its id in that network's topology.
struct RackOccupant
{
    int network = 0;
    int device = 0;
};

struct FloorPlan
{
    std::vector<Rack> racks;
    std::vector<Placement> placements; // by device id
    int rows = 0;
    int nodesPerRack = 0;
    int racksPerRow = 0;             // as applied: the user's, or the automatic hall's
    int rackUnits = 42;             // usable units per rack
    double rackWidthM = 0.6;
    double rackDepthM = 1.2;
    double rowPitchM = 2.4;          // rack depth plus aisle: the distance between row centres
    SwitchPlacement placement = SwitchPlacement::EndOfRow; // as applied (never Automatic)
    double powerKw = 0.0;            // all racks, known draws only
    int devicesWithoutPower = 0;

    // The storage, in-band and OOB networks' own devices (not the nodes) by rack, for the views:
    // occupants[occupantStart[rack] .. occupantStart[rack + 1]) stand in that rack (or are built
    // into its system, at unit 0 with no height).
    std::vector<RackOccupant> occupants;
    std::vector<int> occupantStart;

    const Rack *rackOf(int device) const
    {
        const auto d = static_cast<std::size_t>(device);
        if (d >= placements.size() || placements[d].rack < 0)
            return nullptr;
        return &racks[static_cast<std::size_t>(placements[d].rack)];
    }
};

} // namespace fabric
