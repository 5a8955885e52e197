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

std::string_view linkKindName(NetworkRole network, LinkTier tier)
{
    return network == NetworkRole::Oob && tier == LinkTier::NodeLeaf ? std::string_view("device-oob") : toString(tier);
}

const NetworkPlan *Plan::network(NetworkRole role) const
{
    for (const NetworkPlan &n : networks)
        if (n.role == role)
            return &n;
    return nullptr;
}

} // namespace fabric
