#include "core/networks/hostslots.h"

#include "core/topology/trayhosts.h"
#include "core/topology/wiring.h"

#include <vector>

namespace fabric {

int hostsWithPortsOfTheirOwn(const Platform *platform, int nodePorts)
{
    const int hosts = platform ? platform->hosts : 1;
    return portsPerHost(nodePorts, hosts) > 0 ? hosts : 1;
}

Topology joinHostSlots(Topology slots, int nodes, int hosts, int portsEach, const std::string &platform)
{
    const int slotCount = nodes * hosts;
    Topology t;
    std::vector<int> newId(slots.devices.size(), -1);
    for (int id = 0; id < slots.deviceCount(); ++id) {
        Device &d = slots.devices[static_cast<std::size_t>(id)];
        if (id < slotCount && d.kind == DeviceKind::Node) {
            if (id % hosts == 0) {
                d.name = nodeName(platform, id / hosts, nodes);
                d.index = id / hosts;
                d.ports = hosts * portsEach;
                d.hosts = hosts;
                t.addDevice(std::move(d));
            }
            newId[static_cast<std::size_t>(id)] = id / hosts;
            continue;
        }
        newId[static_cast<std::size_t>(id)] = t.addDevice(std::move(d));
    }
    t.links.reserve(slots.links.size());
    for (const Link &l : slots.links) {
        PortRef a = l.a();
        PortRef b = l.b();
        for (PortRef *end : {&a, &b}) {
            if (end->device < slotCount)
                end->port += (end->device % hosts) * portsEach;
            end->device = newId[static_cast<std::size_t>(end->device)];
        }
        t.addLink(a, b, l.speedGbps(), l.plane(), l.tier());
    }
    return t;
}

} // namespace fabric
