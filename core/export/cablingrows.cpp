#include "core/export/cablingrows.h"

#include "core/cabling/sharedcables.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <functional>
#include <tuple>

namespace fabric {

CablingTable::CablingTable(const Topology &topology, const FloorPlan &floor, const CablePlan &cables,
                           const std::vector<Placement> *placements, std::string network, CablingOrder order)
    : m_topology(topology), m_floor(floor), m_cables(cables), m_placements(placements ? *placements : floor.placements),
      m_network(std::move(network)), m_role(networkRoleFromString(m_network))
{
    for (std::size_t i = 0; i < floor.racks.size(); ++i) {
        const int id = floor.racks[i].id;
        if (id < 0)
            continue;
        if (static_cast<std::size_t>(id) >= m_rackIndexById.size())
            m_rackIndexById.resize(static_cast<std::size_t>(id) + 1, -1);
        m_rackIndexById[static_cast<std::size_t>(id)] = static_cast<int>(i);
    }
    std::vector<int> standing(floor.racks.size());
    for (std::size_t i = 0; i < standing.size(); ++i)
        standing[i] = static_cast<int>(i);
    std::sort(standing.begin(), standing.end(), [&](int x, int y) {
        const Rack &rx = floor.racks[static_cast<std::size_t>(x)], &ry = floor.racks[static_cast<std::size_t>(y)];
        return std::tie(rx.row, rx.position, x) < std::tie(ry.row, ry.position, y);
    });
    m_hallOrder.resize(standing.size());
    for (std::size_t k = 0; k < standing.size(); ++k)
        m_hallOrder[static_cast<std::size_t>(standing[k])] = static_cast<int>(k);

    m_cableOfLink = sharedCableFirstLinks(topology, cables);
    if (order == CablingOrder::Link) {
        m_order.resize(topology.links.size());
        for (std::size_t i = 0; i < m_order.size(); ++i)
            m_order[i] = static_cast<int>(i);
        return;
    }
    // One 64-bit key per link, so the sort moves 16 bytes, not rows: rack in floor order (row,
    // then position; unplaced devices last), rack unit from the top down (as cables are
    // dressed), device, port; the link index breaks ties, which keeps the wiring order.
    struct Keyed
    {
        std::uint64_t high;
        std::uint64_t low;
        bool operator<(const Keyed &o) const { return high != o.high ? high < o.high : low < o.low; }
    };
    std::vector<Keyed> keyed;
    keyed.reserve(topology.links.size());
    for (std::size_t i = 0; i < topology.links.size(); ++i) {
        const Link &link = topology.links[i];
        std::uint64_t rackKey = std::numeric_limits<std::uint32_t>::max();
        std::uint64_t unitKey = std::numeric_limits<std::uint16_t>::max(); // unplaced: unit 0
        const Placement *p = link.a().device >= 0 && static_cast<std::size_t>(link.a().device) < m_placements.size()
                                 ? &m_placements[static_cast<std::size_t>(link.a().device)]
                                 : nullptr;
        if (p && p->rack >= 0) {
            if (const Rack *r = rack(p->rack))
                rackKey = static_cast<std::uint64_t>(r->row) * 100000u + static_cast<std::uint64_t>(r->position);
            unitKey = static_cast<std::uint64_t>(std::numeric_limits<std::uint16_t>::max() - std::clamp(p->unit, 0, 0xffff));
        }
        const auto device = static_cast<std::uint64_t>(static_cast<std::uint32_t>(link.a().device));
        const auto port = static_cast<std::uint64_t>(static_cast<std::uint32_t>(link.a().port));
        keyed.push_back({(rackKey << 32) | (unitKey << 16) | (device >> 16),
                         ((device & 0xffff) << 48) | ((port & 0xffff) << 32) | static_cast<std::uint64_t>(i)});
    }
    std::sort(keyed.begin(), keyed.end());
    m_order.reserve(keyed.size());
    for (const Keyed &k : keyed)
        m_order.push_back(static_cast<int>(k.low & 0xffffffffu));
}

const Rack *CablingTable::rack(int rackId) const
{
    if (rackId < 0 || static_cast<std::size_t>(rackId) >= m_rackIndexById.size())
        return nullptr;
    const int index = m_rackIndexById[static_cast<std::size_t>(rackId)];
    return index < 0 ? nullptr : &m_floor.racks[static_cast<std::size_t>(index)];
}

void CablingTable::end(const PortRef &ref, CablingEnd &out) const
{
    out.device.clear();
    out.rack.clear();
    out.unit = 0;
    out.port.clear();
    out.hallOrder = -1;
    if (ref.device < 0 || ref.device >= m_topology.deviceCount())
        return;
    const Device &device = m_topology.device(ref.device);
    out.device = device.name;
    out.port = portLabel(device, ref.port);
    if (static_cast<std::size_t>(ref.device) < m_placements.size()) {
        const Placement &p = m_placements[static_cast<std::size_t>(ref.device)];
        if (p.rack >= 0) {
            if (const Rack *r = rack(p.rack)) {
                out.rack = r->name;
                out.hallOrder = m_hallOrder[static_cast<std::size_t>(r - m_floor.racks.data())];
            }
            out.unit = rackUnitShown(device, p);
        }
    }
}

void CablingTable::row(std::size_t index, CablingRow &out) const
{
    const auto id = static_cast<std::size_t>(m_order[index]);
    const Link &link = m_topology.links[id];
    out.link = static_cast<int>(id);
    out.network = m_network;
    out.tier = m_role ? linkKindName(*m_role, link.tier()) : toString(link.tier());
    out.plane = link.plane() + 1;
    end(link.a(), out.a);
    end(link.b(), out.b);
    out.speedGbps = link.speedGbps();
    out.cableOfLink = id < m_cableOfLink.size() ? m_cableOfLink[id] : -1;
    if (id < m_cables.runs.size()) {
        const CableRun &run = m_cables.runs[id];
        out.lengthM = m_cables.orderedLengthM(id);
        out.runLengthM = run.runLengthM();
        const CableMedium &medium = m_cables.mediumOf(run);
        out.medium = medium.kindName();
        if (medium.endOfLife())
            out.medium += " (end-of-life)"; // taken where nothing on sale reaches; the BOM names the successor
        out.cablePn = medium.cablePn();
        out.transceiverPnA = medium.transceiverPnA();
        out.transceiverPnB = medium.transceiverPnB();
    } else {
        out.lengthM = 0.0;
        out.runLengthM = 0.0;
        out.medium.clear();
        out.cablePn.clear();
        out.transceiverPnA.clear();
        out.transceiverPnB.clear();
    }
}

std::vector<CablingRow> cablingRows(const Topology &topology, const FloorPlan &floor,
                                    const CablePlan &cables)
{
    const CablingTable table(topology, floor, cables);
    std::vector<CablingRow> rows(table.size());
    for (std::size_t i = 0; i < rows.size(); ++i)
        table.row(i, rows[i]);
    return rows;
}

} // namespace fabric

namespace fabric {

ClusterCablingTable::ClusterCablingTable(const Plan &plan, CablingOrder order)
{
    m_tables.reserve(plan.networks.size());
    for (const NetworkPlan &network : plan.networks) {
        m_tables.emplace_back(network.topology, plan.floor, network.cables, &plan.placementsOf(network),
                              std::string(toString(network.role)), order);
        m_size += m_tables.back().size();
    }
}

void ClusterCablingTable::row(std::size_t index, CablingRow &out) const
{
    for (const CablingTable &table : m_tables) {
        if (index < table.size()) {
            table.row(index, out);
            return;
        }
        index -= table.size();
    }
}

std::vector<CablingRow> cablingRows(const Plan &plan)
{
    const ClusterCablingTable table(plan);
    std::vector<CablingRow> rows(table.size());
    for (std::size_t i = 0; i < rows.size(); ++i)
        table.row(i, rows[i]);
    return rows;
}

std::vector<CablingRow> installOrder(std::vector<CablingRow> rows)
{
    // An unplaced end (hallOrder -1) sorts after every rack.
    auto hall = [](const CablingEnd &end) { return end.hallOrder < 0 ? std::numeric_limits<int>::max() : end.hallOrder; };
    std::stable_sort(rows.begin(), rows.end(), [&](const CablingRow &x, const CablingRow &y) {
        return std::make_tuple(hall(x.a), -x.a.unit, std::cref(x.a.device), hall(x.b), -x.b.unit, std::cref(x.b.device))
             < std::make_tuple(hall(y.a), -y.a.unit, std::cref(y.a.device), hall(y.b), -y.b.unit, std::cref(y.b.device));
    });
    return rows;
}

int rackUnitShown(const Device &device, const Placement &placement)
{
    return device.hosts > 1 || device.appliance == ApplianceRole::RackPart ? 0 : placement.unit;
}

} // namespace fabric
