#include "core/topology/trayhosts.h"

#include "core/topology/topology.h"

#include <algorithm>

namespace fabric {

std::string trayHostName(std::string_view node, int host, int hosts)
{
    const std::string number = std::to_string(host);
    const std::size_t width = std::max<std::size_t>(2, std::to_string(hosts).size());
    return std::string(node) + "-t" + std::string(width - std::min(width, number.size()), '0') + number;
}

int portsPerTrayHost(const Device &node, int hosts)
{
    if (node.kind != DeviceKind::Node || hosts <= 1 || node.ports < hosts || node.ports % hosts != 0)
        return 0;
    return node.ports / hosts;
}

} // namespace fabric
