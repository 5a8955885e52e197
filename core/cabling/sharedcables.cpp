#include "core/cabling/sharedcables.h"

#include "core/cabling/cageindex.h"

#include <algorithm>

namespace fabric {

// A run that shares a cable rides on the cable unit that the lower link of its grouping cage
// started (the cabler's rule, CableRun::sharesCable), so one pass in link order finds each
// cable's first link.
std::vector<int> sharedCableFirstLinks(const Topology &topology, const CablePlan &cables)
{
    const auto &runs = cables.runs;
    if (std::none_of(runs.begin(), runs.end(), [](const CableRun &r) { return r.sharesCable; }))
        return {};
    const CageIndex cages(topology);
    std::vector<int> startedIn(static_cast<std::size_t>(cages.count()), -1); // by cage: its cable's first link
    std::vector<int> firstLinks(topology.links.size(), -1);
    for (std::size_t i = 0; i < topology.links.size() && i < runs.size(); ++i) {
        const int cage = cages.groupOf(topology.links[i]);
        if (cage < 0 || !runs[i].carried())
            continue;
        int &first = startedIn[static_cast<std::size_t>(cage)];
        if (!runs[i].sharesCable) {
            first = static_cast<int>(i);
            continue;
        }
        if (first >= 0) {
            firstLinks[static_cast<std::size_t>(first)] = first;
            firstLinks[i] = first;
        }
    }
    return firstLinks;
}

} // namespace fabric
