#pragma once

#include "core/catalogue/parts.h"
#include "core/common/diagnostic.h"
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
    int capacityNodes = 0;   // nodes plus growth headroom
    bool sharp = false;
    const Appliance *appliance = nullptr; // UFM: takes leaf ports in every plane

    int railsPerPlane() const { return railsPerNode / planes; }
    int managementPorts() const { return appliance ? appliance->fabricPorts : 0; }
};

// The fat tree of one switch model for a demand: one, two or three tiers, balanced, with the
// smallest switch counts that fit. When the switch cannot do it, the error names the field at
// fault and says why; nothing is returned.
std::optional<Sizing> layoutFatTree(const SizingDemand &demand, const SwitchModel &model,
                                    Diagnostic &whyNot);

} // namespace fabric
