#include "core/plan/linkcounts.h"

namespace fabric {

std::array<long long, 4> linksByTier(const Plan &plan)
{
    std::array<long long, 4> counts{};
    const CablePlan &cables = plan.cables;
    if (cables.talliesAll(plan.topology.links.size())) {
        for (std::size_t t = 0; t < counts.size(); ++t)
            counts[t] = cables.byTier[t].runs;
        return counts;
    }
    for (const Link &link : plan.topology.links)
        ++counts[static_cast<std::size_t>(link.tier())];
    return counts;
}

} // namespace fabric
