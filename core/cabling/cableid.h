#pragma once

#include <string>
#include <string_view>

namespace fabric {

// The number of a cable in its network: the cabling plan's Link column, the link's index 1-based.
inline int cableId(int link) { return link + 1; }

// The id a cable carries on its labels, in verify's report and in every message about it: its
// number, after its network's name for all but the compute fabric ("storage-17"), since each
// network numbers its own links (the cabling plan's Network and Link columns).
std::string cableLabelId(std::string_view network, int link);

} // namespace fabric
