#pragma once

#include "core/catalogue/catalogue.h"
#include "core/common/diagnostic.h"
#include "core/design/design.h"

#include <vector>

namespace fabric {

// One network beside the compute fabric as it will be planned: the user's spec with every empty
// field filled from the platform's published port layout and the reference architecture's choices.
struct ResolvedNetwork
{
    NetworkRole role = NetworkRole::Storage;
    Technology technology = Technology::Ethernet;
    int nodePorts = 0;       // ports per node on this network
    int linkSpeedGbps = 0;   // of the nodes' ports
    std::string nodeCageType;
    std::string switchModel; // the catalogue's name
    bool switchFromUser = false; // false: the RA's choice, which gives way to the cheapest that fits
    double oversubscription = 1.0;
};

// The networks to plan beside the compute fabric, in the order storage, in-band, OOB. A network
// the user asked for that cannot be planned is an error naming its field; one that is only the
// platform's default and has no published port layout is left out with a note.
std::vector<ResolvedNetwork> resolveNetworks(const Design &design, int nodes, const Catalogue &catalogue,
                                             Diagnostics &diagnostics);

// The networks planned by default for a platform: every one for DGX and HGX systems, as their
// reference architectures build them; the compute fabric alone for other servers.
std::vector<NetworkRole> defaultNetworks(const Platform &platform);

// What a design of the platform that names no networks plans: the compute fabric and each of the
// defaults whose node ports are known (resolveNetworks leaves the others out with a note).
std::vector<NetworkRole> networksPlannedByDefault(const Platform &platform, const Catalogue &catalogue);

} // namespace fabric
