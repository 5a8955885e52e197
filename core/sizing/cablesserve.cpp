#include "core/sizing/cablesserve.h"

#include "core/catalogue/mediatable.h"

#include <algorithm>
#include <array>

namespace fabric {

namespace {

// From a run inside a rack to one across a hall of a few thousand nodes.
constexpr std::array kLengthsM = {1.0, 3.0, 10.0, 30.0, 100.0};

// Whether every length is carried as the cabler would carry it: the first link of a multi-port
// cage asks for a part the whole cage may share; when it gets none, each link asks alone.
bool served(const MediaTable &table, int speedGbps, int cagePorts, int profileA, int profileB)
{
    const auto proper = [](const MediaChoice &c) { return c.ok() && !c.misfit; };
    for (double length : kLengthsM) {
        if (cagePorts > 1) {
            const MediaChoice grouped = table.choose(speedGbps, length, length, cagePorts, profileA, profileB);
            if (!proper(grouped))
                return false;
            if (grouped.shared)
                continue;
        }
        if (!proper(table.choose(speedGbps, length, -1.0, 1, profileA, profileB)))
            return false;
    }
    return true;
}

} // namespace

bool cablesServeCages(const Sizing &sizing, const Catalogue &catalogue)
{
    if (!sizing.platform || !sizing.switchModel)
        return false;
    const int switchPorts = std::max(1, sizing.portsPerCage);
    const int nodePorts = std::max(1, sizing.platform->nodePortsPerCage);
    const std::vector<EndProfile> profiles = {
        {nodePorts, sizing.platform->nodeCageType, false},
        {switchPorts, sizing.switchModel->cageType, true},
    };
    const MediaTable table(catalogue, sizing.technology, {sizing.linkSpeedGbps}, profiles);
    constexpr int node = 0, leaf = 1;
    // A link's cable is shared in its multi-port end, the switch's first (as the cabler groups).
    if (!served(table, sizing.linkSpeedGbps, switchPorts > 1 ? switchPorts : nodePorts, node, leaf))
        return false;
    return sizing.tiers < 2 || served(table, sizing.linkSpeedGbps, switchPorts, leaf, leaf);
}

} // namespace fabric
