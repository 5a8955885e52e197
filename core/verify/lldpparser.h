#pragma once

#include "core/common/expected.h"
#include "core/verify/asbuilt.h"

#include <string>
#include <string_view>
#include <vector>

namespace fabric {

// Reads one device's LLDP neighbour table as lldpd prints it (`lldpctl -f json`): the local
// interfaces and, on each, the neighbour's system name and port. lldpctl does not print the
// local system's own name, so the caller names the device the table was taken on. A neighbour
// without a system name is named by its chassis id. Ports are matched by interface name:
// "swp3" and "Eth1/3" are port 3, "swp3s1" and "Eth1/3/2" are port 3/2 (Cumulus counts
// split lanes from 0), any other name is taken as the plan's port label itself.
Expected<ObservedFabric> parseLldpJson(std::string_view text, const std::string &localDevice, const std::string &fileName);

// The plan's port label an interface name stands for (see above).
std::string lldpPortKey(std::string_view interfaceName);

// The fabric the tables of several devices show together: each link once, though both of its
// ends report it.
ObservedFabric mergeObserved(const std::vector<ObservedFabric> &parts);

} // namespace fabric
