#include "core/plan/networkplan.h"

#include "core/plan/plan.h"

namespace fabric {

int NetworkPlan::switchCount() const
{
    int switches = 0;
    for (const Device &d : topology.devices)
        switches += d.kind == DeviceKind::Switch;
    return switches;
}

const NetworkPlan *Plan::network(NetworkRole role) const
{
    for (const NetworkPlan &n : networks)
        if (n.role == role)
            return &n;
    return nullptr;
}

} // namespace fabric
