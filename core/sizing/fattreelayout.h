#pragma once

#include "core/catalogue/parts.h"
#include "core/common/diagnostic.h"
#include "core/design/design.h"
#include "core/sizing/sizing.h"

#include <optional>

namespace fabric {

// What a design asks of the fabric once the platform, counts and speeds are resolved.
struct SizingDemand
{
    const Platform *platform = nullptr;
    Technology technology = Technology::InfiniBand;
    int nodes = 0;
    int gpus = 0;
    int railsPerNode = 0;    // over all planes
    int planes = 1;
    int linkSpeedGbps = 0;
    double oversubscription = 1.0;
    double spineOversubscription = 1.0;
    std::optional<int> suSize;
    std::optional<int> tiers; // 2 or 3: only layouts of that many tiers
    int capacityNodes = 0;   // nodes plus growth headroom
    bool sharp = false;
    const Appliance *appliance = nullptr; // UFM: takes free leaf ports in every plane
    FabricManagement management = FabricManagement::None; // as resolved for the switch model
    // Leaves with split down cages and whole up cages (splitLeafUplinkMode), spines and cores whole.
    bool splitLeaves = false;

    int railsPerPlane() const { return railsPerNode / planes; }
    int managementPorts() const { return appliance ? appliance->fabricPorts : 0; }
};

// The fat tree of one switch model for a demand: one, two or three tiers, balanced (every switch
// of a tier has the same number of down and up port groups, of the same size), rail-optimized,
// with the fewest switches for the nodes. Management takes ports the fabric leaves free and
// never grows it; when none is free, the sizing says so in its warnings. When the switch cannot
// do it, the error names the field at fault and says why; nothing is returned.
// The whole-cage mode a split leaf's up ports, and the spines and cores, run at: a mode of the
// same cages at a whole multiple of the link speed's split mode (QM8790: 40 x HDR 200G beside 80 x
// HDR100). nullptr when the link speed is not a split mode of the switch or it has no such mode.
const PortMode *splitLeafUplinkMode(const SwitchModel &model, int linkSpeedGbps);

std::optional<Sizing> layoutFatTree(const SizingDemand &demand, const SwitchModel &model,
                                    Diagnostic &whyNot);

} // namespace fabric
