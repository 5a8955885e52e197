#include "core/plan/linkcounts.h"

namespace fabric {

std::array<long long, kLinkTiers> linksByTier(const NetworkPlan &network)
{
    std::array<long long, kLinkTiers> counts{};
    const CablePlan &cables = network.cables;
    if (cables.talliesAll(network.topology.links.size())) {
        for (std::size_t t = 0; t < counts.size(); ++t)
            counts[t] = cables.byTier[t].runs;
        return counts;
    }
    for (const Link &link : network.topology.links)
        ++counts[static_cast<std::size_t>(link.tier())];
    return counts;
}

std::array<long long, kLinkTiers> linksByTier(const Plan &plan)
{
    return linksByTier(plan.compute());
}

} // namespace fabric
