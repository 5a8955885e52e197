#include "core/verify/plannedlinks.h"

#include "core/export/cablelabels.h"
#include "core/export/cablingrows.h"

namespace fabric {

std::vector<PlannedLink> plannedLinks(const Topology &topology, const FloorPlan &floor, const CablePlan &cables,
                                      PortNaming naming)
{
    const CablingTable table(topology, floor, cables);
    std::vector<PlannedLink> links;
    links.reserve(table.size());
    CablingRow row;
    for (std::size_t i = 0; i < table.size(); ++i) {
        table.row(i, row);
        const Link &link = topology.links[static_cast<std::size_t>(row.link)];
        PlannedLink p;
        p.cable = cableId(row.link);
        p.speedGbps = row.speedGbps;
        auto end = [&](const CablingEnd &from, int port, PlannedEnd &to) {
            to.device = from.device;
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

} // namespace fabric
