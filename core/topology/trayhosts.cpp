#include "core/topology/trayhosts.h"

#include "core/topology/topology.h"

#include <algorithm>

namespace fabric {

std::string trayName(int host, int hosts)
{
    const std::string number = std::to_string(host);
    const std::size_t width = std::max<std::size_t>(2, std::to_string(hosts).size());
    return "t" + std::string(width - std::min(width, number.size()), '0') + number;
}

std::string trayHostName(std::string_view node, int host, int hosts)
{
    return std::string(node) + "-" + trayName(host, hosts);
}

int portsPerHost(int ports, int hosts)
{
    if (hosts <= 1 || ports < hosts || ports % hosts != 0)
        return 0;
    return ports / hosts;
}

int portsPerTrayHost(const Device &node)
{
    return node.kind == DeviceKind::Node ? portsPerHost(node.ports, node.hosts) : 0;
}

TrayPort trayPortOf(const Device &node, int port)
{
    const int perHost = portsPerTrayHost(node);
    if (perHost == 0 || port < 1)
        return {};
    return {(port - 1) / perHost + 1, (port - 1) % perHost + 1, perHost};
}

} // namespace fabric
