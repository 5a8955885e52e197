#include "core/networks/oobestimate.h"

#include <algorithm>
#include <map>
#include <vector>

namespace fabric {

int estimateOobSwitches(const NetworkPlan &compute, const FloorPlan &floor, int nodeOobPorts, bool rackScale,
                        int pdusPerRack, int otherManagedPorts, int portsPerSwitch)
{
    if (portsPerSwitch <= 0)
        return 0;
    const auto blocks = [&](long long ports) { return static_cast<int>((ports + portsPerSwitch - 1) / portsPerSwitch); };
    std::map<int, long long> rowPorts;
    int switches = 0;
    std::map<int, bool> rackScaleRacks;
    for (int id = 0; id < compute.topology.deviceCount(); ++id) {
        const Device &d = compute.topology.device(id);
        const Placement &p = floor.placements[static_cast<std::size_t>(id)];
        if (p.rack < 0)
            continue;
        const int row = floor.racks[static_cast<std::size_t>(p.rack)].row;
        if (d.kind == DeviceKind::Node && rackScale)
            rackScaleRacks[p.rack] = true;
        else
            rowPorts[row] += d.kind == DeviceKind::Node ? nodeOobPorts : 1;
    }
    for (const Rack &rack : floor.racks)
        if (!rackScaleRacks.count(rack.id))
            rowPorts[rack.row] += pdusPerRack;
    for (const auto &[row, ports] : rowPorts)
        switches += blocks(ports) + 1;
    switches += kRackScaleOobSwitches * static_cast<int>(rackScaleRacks.size());
    // The other networks' devices stand in network racks, a row or two of their own, and those
    // racks have their PDUs.
    switches += blocks(otherManagedPorts) + 2;
    return switches;
}

long long freeSwitchPorts(const Topology &topology)
{
    std::vector<long long> used(static_cast<std::size_t>(topology.deviceCount()), 0);
    for (const Link &l : topology.links) {
        ++used[static_cast<std::size_t>(l.a().device)];
        ++used[static_cast<std::size_t>(l.b().device)];
    }
    long long free = 0;
    for (int id = 0; id < topology.deviceCount(); ++id)
        if (topology.device(id).kind == DeviceKind::Switch)
            free += std::max(0LL, topology.device(id).ports - used[static_cast<std::size_t>(id)]);
    return free;
}

} // namespace fabric
