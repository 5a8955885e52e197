#include "core/cabling/cableid.h"

namespace fabric {

std::string cableLabelId(std::string_view network, int link)
{
    const std::string number = std::to_string(cableId(link));
    return network.empty() || network == "compute" ? number : std::string(network) + "-" + number;
}

} // namespace fabric
