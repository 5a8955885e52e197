#include "core/verify/plannedlinks.h"

#include "core/export/cablelabels.h"
#include "core/export/cablingrows.h"

namespace fabric {

std::vector<PlannedLink> plannedLinks(const Plan &plan, const NetworkPlan &network, PortNaming naming)
{
    const Topology &topology = network.topology;
    const std::string role(toString(network.role));
    const CablingTable table(topology, plan.floor, network.cables, &plan.placementsOf(network), role);
    std::vector<PlannedLink> links;
    links.reserve(table.size());
    CablingRow row;
    for (std::size_t i = 0; i < table.size(); ++i) {
        table.row(i, row);
        const Link &link = topology.links[static_cast<std::size_t>(row.link)];
        PlannedLink p;
        p.cable = cableId(row.link);
        p.label = cableLabelId(role, row.link);
        p.speedGbps = row.speedGbps;
        auto end = [&](const CablingEnd &from, int port, PlannedEnd &to) {
            to.device = from.device;
            to.portNumber = port;
            to.portLabel = from.port;
            to.port = naming == PortNaming::Number ? std::to_string(port) : from.port;
            to.rack = from.rack;
            to.unit = from.unit;
        };
        end(row.a, link.a().port, p.a);
        end(row.b, link.b().port, p.b);
        links.push_back(std::move(p));
    }
    return links;
}

PlanPorts::PlanPorts(const Topology &topology, const std::vector<PlannedLink> &planned, PortNaming naming)
    : m_topology(topology), m_naming(naming)
{
    for (int d = 0; d < topology.deviceCount(); ++d)
        m_deviceByName.emplace(topology.device(d).name, d);
    for (const PlannedLink &p : planned)
        for (const PlannedEnd *e : {&p.a, &p.b}) {
            m_place.emplace(e->device, std::make_pair(e->rack, e->unit));
            m_planned.emplace(std::make_pair(e->device, e->port), e);
        }
}

PlannedEnd PlanPorts::describe(const ObservedEnd &end) const
{
    if (const auto it = m_planned.find({end.device, end.port}); it != m_planned.end())
        return *it->second;
    PlannedEnd out;
    out.device = end.device;
    out.port = end.port;
    out.portLabel = end.portName.empty() ? end.port : end.portName;
    if (const auto place = m_place.find(end.device); place != m_place.end()) {
        out.rack = place->second.first;
        out.unit = place->second.second;
    }
    const auto device = m_deviceByName.find(end.device);
    if (m_naming == PortNaming::Number && device != m_deviceByName.end()
        && end.port.find_first_not_of("0123456789") == std::string::npos && !end.port.empty() && end.port.size() < 6) {
        const int port = std::stoi(end.port);
        if (port >= 1 && port <= m_topology.device(device->second).ports)
            out.portLabel = portLabel(m_topology.device(device->second), port);
    }
    return out;
}

} // namespace fabric
