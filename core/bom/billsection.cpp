#include "core/bom/billsection.h"

#include "core/design/networkspec.h"

namespace fabric {

Text billSectionTitle(std::string_view network)
{
    if (const std::optional<NetworkRole> role = networkRoleFromString(network))
        return Text(networkTitle(*role));
    if (network == "cluster")
        return Text(FABRIC_TR("fabric::Bom", "Racks and power distribution"));
    return Text::plain(std::string(network));
}

} // namespace fabric
