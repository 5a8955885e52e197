#pragma once

#include "core/cabling/cableplan.h"
#include "core/floor/floorplan.h"
#include "core/plan/plan.h"
#include "core/topology/topology.h"

#include <optional>
#include <string>
#include <vector>

namespace fabric {

// One end of a link as an installer reads it on a label: device, rack, rack unit and port.
struct CablingEnd
{
    std::string device;
    std::string rack;  // empty when the device has no place on the floor
    int unit = 0;      // lowest rack unit, 1-based; 0 when unplaced
    std::string port;  // "3" or "cage/lane" such as "1/2"
    int hallOrder = -1; // the rack's place in the hall, row by row and along each; -1 when unplaced
};

// A line of the cabling plan: both ends of one link and what carries it.
struct CablingRow
{
    int link = 0;
    std::string tier;      // node-leaf, leaf-spine ...
    int plane = 1;         // 1-based
    CablingEnd a;          // the end nearer the endpoints
    CablingEnd b;
    int speedGbps = 0;
    double lengthM = 0.0;  // the length to order
    double runLengthM = 0.0;
    std::string medium;    // dac, acc, aoc, twisted-pair, transceiver
    std::string cablePn;
    std::string transceiverPnA;
    std::string transceiverPnB;
    std::string network = "compute"; // compute, storage, inband, oob
    // The link (0-based) whose twin or split cable also carries this one: the cable's first link,
    // on every link it carries; -1 on a cable of one link. The bill counts such a cable once.
    int cableOfLink = -1;
};

// Installer order: rack by rack, each from the top down (the CSV, labels, install sheets).
// Link order: by link number, as the workbook a customer prints reads.
enum class CablingOrder { Installer, Link };

// The cabling plan in installer order without holding its rows: the links are sorted once, and
// each row is made when asked for. Keeps references to its inputs, which must outlive it.
class CablingTable
{
public:
    // placements: where the topology's devices stand (by device id); the floor's own when null.
    CablingTable(const Topology &topology, const FloorPlan &floor, const CablePlan &cables,
                 const std::vector<Placement> *placements = nullptr, std::string network = "compute",
                 CablingOrder order = CablingOrder::Installer);

    std::size_t size() const { return m_order.size(); }
    // The index-th row in installer order; out is overwritten (its strings' storage reused).
    void row(std::size_t index, CablingRow &out) const;

private:
    void end(const PortRef &ref, CablingEnd &out) const;
    const Rack *rack(int rackId) const;

    const Topology &m_topology;
    const FloorPlan &m_floor;
    const CablePlan &m_cables;
    const std::vector<Placement> &m_placements;
    std::string m_network;
    std::optional<NetworkRole> m_role; // m_network's, when it names one
    std::vector<int> m_rackIndexById; // by rack id, its index in m_floor.racks or -1
    std::vector<int> m_hallOrder;     // by index in m_floor.racks, CablingEnd::hallOrder
    std::vector<int> m_order;         // link indices in installer order
    std::vector<int> m_cableOfLink;   // by link, CablingRow::cableOfLink (sharedCableFirstLinks)
};

// The cabling plan sorted so an installer can work rack by rack: by the rack of the first end,
// then its rack unit from the top down, then port.
std::vector<CablingRow> cablingRows(const Topology &topology, const FloorPlan &floor,
                                    const CablePlan &cables);

// Every network's cabling plan, one after another (compute first), each in installer order.
class ClusterCablingTable
{
public:
    explicit ClusterCablingTable(const Plan &plan, CablingOrder order = CablingOrder::Installer);

    std::size_t size() const { return m_size; }
    void row(std::size_t index, CablingRow &out) const;

private:
    std::vector<CablingTable> m_tables;
    std::size_t m_size = 0;
};

std::vector<CablingRow> cablingRows(const Plan &plan);

// The rack unit an end of a device names: its placement's, and none (0) for a node of several
// hosts, a rack of its own (NVL72) whose trays' units the catalogue does not know, and for that
// rack's own managed parts (its NVLink switch trays and power shelves).
int rackUnitShown(const Device &device, const Placement &placement);

// The order of the install sheets and the labels: every network's cables of a rack together, the
// racks as they stand in the hall (unplaced devices last), each from the top of the rack down by
// device, then by destination rack and unit from the top.
std::vector<CablingRow> installOrder(std::vector<CablingRow> rows);

} // namespace fabric
