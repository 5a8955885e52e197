#pragma once

#include "core/bom/bom.h"
#include "core/common/diagnostic.h"
#include "core/design/design.h"
#include "core/floor/floorplan.h"
#include "core/plan/figures.h"
#include "core/plan/networkplan.h"

#include <vector>

namespace fabric {

// Everything the pipeline made from one Design: the cluster's networks over one set of nodes and
// one floor. Stages after a failed one are left empty.
struct Plan
{
    Design design;
    std::vector<NetworkPlan> networks{NetworkPlan{}}; // the compute fabric first, always there
    FloorPlan floor;
    Bom bom;
    Figures figures;
    Diagnostics diagnostics;

    bool ok() const { return !hasErrors(diagnostics); }

    const NetworkPlan &compute() const { return networks.front(); }
    NetworkPlan &compute() { return networks.front(); }
    // The network of a role, or nullptr when it is not planned.
    const NetworkPlan *network(NetworkRole role) const;
    // Where a network's devices stand, by its device ids.
    const std::vector<Placement> &placementsOf(const NetworkPlan &network) const
    {
        return network.role == NetworkRole::Compute ? floor.placements : network.placements;
    }
};

} // namespace fabric
