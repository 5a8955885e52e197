#include "core/sizing/cablesserve.h"

#include "core/catalogue/mediatable.h"

#include <algorithm>
#include <array>

namespace fabric {

namespace {

// From a run inside a rack to one across a hall of a few thousand nodes.
constexpr std::array kLengthsM = {1.0, 3.0, 10.0, 30.0, 100.0};

// Whether every length is carried as the cabler would carry it: the first link of a multi-port
// cage asks for a part the whole cage may share; when it gets none, each link asks alone. With
// `fitting`, only by parts the cages take (no misfit).
bool served(const MediaTable &table, int speedGbps, int cagePorts, int profileA, int profileB, bool fitting = true)
{
    const auto proper = [&](const MediaChoice &c) { return c.ok() && (!fitting || !c.misfit); };
    for (double length : kLengthsM) {
        if (cagePorts > 1) {
            // A cage's links ending in one cage take a straight twin cable, in several a
            // splitter; which, the wiring says: either will do here.
            MediaChoice grouped = table.choose(speedGbps, length, length, cagePorts, profileA, profileB);
            if (!proper(grouped))
                grouped = table.choose(speedGbps, length, length, -cagePorts, profileA, profileB);
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

enum class Links { BetweenSwitchesCarried, BetweenSwitches, All };

bool linksServed(const Sizing &sizing, const Catalogue &catalogue, Links which)
{
    if (!sizing.platform || !sizing.switchModel)
        return false;
    const int switchPorts = std::max(1, sizing.portsPerCage);
    const int upperPorts = std::max(1, sizing.spinePortsPerCage()); // the cages between switches
    const int nodePorts = std::max(1, sizing.platform->nodePortsPerCage);
    const std::vector<EndProfile> profiles = {
        {nodePorts, sizing.platform->nodeCageType, false},
        {switchPorts, sizing.switchModel->cageType, true},
        {upperPorts, sizing.switchModel->cageType, true},
    };
    std::vector<int> speeds = {sizing.linkSpeedGbps};
    if (sizing.switchLinkSpeedGbps() != sizing.linkSpeedGbps)
        speeds.push_back(sizing.switchLinkSpeedGbps());
    const MediaTable table(catalogue, sizing.technology, speeds, profiles);
    constexpr int node = 0, leaf = 1, upper = 2;
    // A link's cable is shared in its multi-port end, the switch's first (as the cabler groups).
    if (which == Links::All
        && !served(table, sizing.linkSpeedGbps, switchPorts > 1 ? switchPorts : nodePorts, node, leaf))
        return false;
    return sizing.tiers < 2
        || served(table, sizing.switchLinkSpeedGbps(), upperPorts, upper, upper, which != Links::BetweenSwitchesCarried);
}

} // namespace

bool cablesServeCages(const Sizing &sizing, const Catalogue &catalogue)
{
    return linksServed(sizing, catalogue, Links::All);
}

bool switchLinksServed(const Sizing &sizing, const Catalogue &catalogue)
{
    return linksServed(sizing, catalogue, Links::BetweenSwitches);
}

bool switchLinksCarried(const Sizing &sizing, const Catalogue &catalogue)
{
    return linksServed(sizing, catalogue, Links::BetweenSwitchesCarried);
}

} // namespace fabric
