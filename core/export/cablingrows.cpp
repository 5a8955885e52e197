#include "core/export/cablingrows.h"

#include <algorithm>
#include <limits>
#include <tuple>

namespace fabric {

namespace {

struct EndKey
{
    int rack = -1;
    int unit = 0;
    int port = 0;
};

class EndResolver
{
public:
    EndResolver(const Topology &topology, const FloorPlan &floor)
        : m_topology(topology), m_floor(floor)
    {
        for (std::size_t i = 0; i < floor.racks.size(); ++i)
            m_rackIndexById.emplace_back(floor.racks[i].id, static_cast<int>(i));
        std::sort(m_rackIndexById.begin(), m_rackIndexById.end());
    }

    const Placement *placement(int device) const
    {
        if (device < 0 || device >= static_cast<int>(m_floor.placements.size()))
            return nullptr;
        return &m_floor.placements[static_cast<std::size_t>(device)];
    }

    const Rack *rack(int rackId) const
    {
        auto it = std::lower_bound(m_rackIndexById.begin(), m_rackIndexById.end(),
                                   std::pair<int, int>(rackId, -1));
        if (it == m_rackIndexById.end() || it->first != rackId)
            return nullptr;
        return &m_floor.racks[static_cast<std::size_t>(it->second)];
    }

    CablingEnd end(const PortRef &ref) const
    {
        CablingEnd end;
        if (ref.device < 0 || ref.device >= m_topology.deviceCount())
            return end;
        const Device &device = m_topology.device(ref.device);
        end.device = device.name;
        end.port = portLabel(device, ref.port);
        if (const Placement *p = placement(ref.device); p && p->rack >= 0) {
            if (const Rack *r = rack(p->rack))
                end.rack = r->name;
            end.unit = p->unit;
        }
        return end;
    }

    EndKey key(const PortRef &ref) const
    {
        EndKey key;
        key.port = ref.port;
        if (const Placement *p = placement(ref.device); p && p->rack >= 0) {
            // Racks in floor order: row, then position in the row.
            if (const Rack *r = rack(p->rack))
                key.rack = r->row * 100000 + r->position;
            key.unit = p->unit;
        }
        return key;
    }

private:
    const Topology &m_topology;
    const FloorPlan &m_floor;
    std::vector<std::pair<int, int>> m_rackIndexById;
};

} // namespace

std::vector<CablingRow> cablingRows(const Topology &topology, const FloorPlan &floor,
                                    const CablePlan &cables)
{
    const EndResolver resolver(topology, floor);
    std::vector<std::pair<std::tuple<int, int, int, int>, CablingRow>> keyed;
    keyed.reserve(topology.links.size());
    for (const Link &link : topology.links) {
        CablingRow row;
        row.link = link.id;
        row.tier = std::string(toString(link.tier));
        row.plane = link.plane + 1;
        row.a = resolver.end(link.a);
        row.b = resolver.end(link.b);
        row.speedGbps = link.speedGbps;
        if (link.id >= 0 && link.id < static_cast<int>(cables.runs.size())) {
            const CableRun &run = cables.runs[static_cast<std::size_t>(link.id)];
            row.lengthM = run.orderedLengthM;
            row.runLengthM = run.runLengthM;
            row.medium = run.mediumKind;
            row.cablePn = run.cablePn;
            row.transceiverPnA = run.transceiverPnA;
            row.transceiverPnB = run.transceiverPnB;
        }
        const EndKey k = resolver.key(link.a);
        // Unplaced devices go last; within a rack the top unit first, as cables are dressed.
        const int rackKey = k.rack < 0 ? std::numeric_limits<int>::max() : k.rack;
        keyed.emplace_back(std::make_tuple(rackKey, -k.unit, link.a.device, k.port), std::move(row));
    }
    std::stable_sort(keyed.begin(), keyed.end(),
                     [](const auto &l, const auto &r) { return l.first < r.first; });
    std::vector<CablingRow> rows;
    rows.reserve(keyed.size());
    for (auto &entry : keyed)
        rows.push_back(std::move(entry.second));
    return rows;
}

} // namespace fabric
