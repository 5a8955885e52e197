#include "core/topology/trayhosts.h"

#include "core/topology/topology.h"

#include <algorithm>

namespace fabric {

std::string partName(std::string_view stem, int part, int count)
{
    const std::string number = std::to_string(part);
    const std::size_t width = std::max<std::size_t>(2, std::to_string(count).size());
    return std::string(stem) + std::string(width - std::min(width, number.size()), '0') + number;
}

std::string trayName(int host, int hosts)
{
    return partName("t", host, hosts);
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
