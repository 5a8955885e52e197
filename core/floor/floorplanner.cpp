#include "core/floor/floorplanner.h"

#include "core/common/groupeddigits.h"
#include "core/common/text.h"
#include "core/floor/hallshape.h"
#include "core/floor/rackallocator.h"
#include "core/floor/rackmoves.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>

namespace fabric {

namespace {


std::string formatKw(double kw)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f kW", kw);
    return text;
}

// A positive number with zeros in front to at least `width` digits, written at `to`.
char *putZeroPadded(char *to, int value, int width)
{
    char digits[16];
    const char *end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    for (auto length = end - digits; length < width; ++length)
        *to++ = '0';
    return std::copy(static_cast<const char *>(digits), end, to);
}

} // namespace

// R01-03: row 1, position 3 (both from 1). Made in one buffer: a large floor names tens of
// thousands of racks, and joining strings cost a fifth of the floor's time.
std::string rackName(int row, int position)
{
    char name[40];
    char *end = name;
    *end++ = 'R';
    end = putZeroPadded(end, row + 1, 2);
    *end++ = '-';
    end = putZeroPadded(end, position + 1, 2);
    return std::string(name, end);
}

namespace {

SwitchPlacement effectivePlacement(SwitchPlacement requested)
{
    // Leaves at the end of their SU's row keep node cables short and the compute racks free of
    // switches; spines and cores go to a central network row either way.
    return requested == SwitchPlacement::Automatic ? SwitchPlacement::EndOfRow : requested;
}

// Lays out the racks of one design. Compute rows are built first, network racks are inserted
// into them, and the central network row is slotted into the middle once the row count is known.
class FloorBuilder
{
public:
    FloorBuilder(const Design &design, const Sizing &sizing, const Topology &topology,
                 Diagnostics &diagnostics)
        : m_design(design), m_sizing(sizing), m_topology(topology), m_diagnostics(diagnostics),
          m_racks(design.floor.rackUnits, design.floor.rackPowerKw * 1000.0, topology.deviceCount())
    {
    }

    FloorPlan build()
    {
        FloorPlan floor;
        floor.placement = effectivePlacement(m_design.floor.placement);
        m_placement = floor.placement;
        if (m_design.floor.rackUnits <= 0) {
            m_diagnostics.push_back(makeError("floor.rackUnits", FABRIC_TR("fabric::Floor", "must be at least 1")));
            return floor;
        }
        if (m_design.floor.racksPerRow < 0) {
            m_diagnostics.push_back(makeError("floor.racksPerRow", FABRIC_TR("fabric::Floor", "must be at least 1, or 0 for automatic")));
            return floor;
        }
        describeKinds();
        collectGroups();
        m_nodesPerRack = nodesPerRack();
        m_networkRacksPerSu = networkRacksPerSu();
        m_racksPerRow = m_design.floor.racksPerRow > 0 ? m_design.floor.racksPerRow
                                                       : automaticRacksPerRow(m_design.floor, suFootprint());
        placeComputeRacks();
        placeLeaves();
        placeCentral();
        finish(floor);
        return floor;
    }

private:
    struct Group
    {
        int su = -1;
        std::vector<int> nodes;
        std::vector<int> leaves;
        std::vector<int> racks;
        int row = 0;
        int networkRack = -1; // the open network rack of its leaves, or -1
    };

    // Each kind's rack units, power and weight, from the platform and the chosen parts.
    void describeKinds()
    {
        DeviceSpec nodeSpec;
        if (const Platform *p = m_sizing.platform) {
            nodeSpec.heightUnits = std::max(1, p->rackUnits);
            if (p->powerKw)
                nodeSpec.powerW = *p->powerKw * 1000.0;
            nodeSpec.weightKg = p->weightKg;
        }
        DeviceSpec switchSpec;
        if (const SwitchModel *s = m_sizing.switchModel) {
            switchSpec.heightUnits = std::max(1, s->rackUnits.value_or(1));
            switchSpec.powerW = s->powerW;
            switchSpec.weightKg = s->weightKg;
        }
        DeviceSpec applianceSpec;
        if (const Appliance *a = m_sizing.appliance) {
            applianceSpec.heightUnits = std::max(1, a->rackUnits.value_or(1));
            applianceSpec.powerW = a->powerW;
        }
        m_specs.ofKind[kindIndex(DeviceKind::Node)] = nodeSpec;
        m_specs.ofKind[kindIndex(DeviceKind::Switch)] = switchSpec;
        m_specs.ofKind[kindIndex(DeviceKind::Appliance)] = applianceSpec;
    }

    // Each device's kind, and each node into its SU's group, in one pass over the device records
    // (a hundred bytes each: the floor's later passes read the kind byte in m_specs instead); then
    // the leaves to their groups and the rest to the central row, reading only the records of
    // switches and appliances.
    void collectGroups()
    {
        const int count = m_topology.deviceCount();
        m_specs.kindOf.resize(static_cast<std::size_t>(count));
        // Each SU's group by su + 1 (su is -1 where it does not apply), -1 until its first node:
        // a table rather than a search, so the pass stays linear in the nodes. An su below -1,
        // which no wiring makes, is looked for among the groups.
        std::vector<int> bySu;
        const auto groupIndex = [&](int su) {
            if (su < -1) {
                const auto it = std::find_if(m_groups.begin(), m_groups.end(), [&](const Group &g) { return g.su == su; });
                return it == m_groups.end() ? -1 : static_cast<int>(it - m_groups.begin());
            }
            const auto slot = static_cast<std::size_t>(su + 1);
            return slot < bySu.size() ? bySu[slot] : -1;
        };
        for (int id = 0; id < count; ++id) {
            const Device &d = m_topology.device(id);
            const std::uint8_t kind = kindIndex(d.kind);
            m_specs.kindOf[static_cast<std::size_t>(id)] = kind;
            ++m_devicesOfKind[kind];
            if (d.kind != DeviceKind::Node)
                continue;
            int group = groupIndex(d.su);
            if (group < 0) {
                group = static_cast<int>(m_groups.size());
                m_groups.push_back(Group{d.su, {}, {}, {}, 0});
                // SUs are mostly of one size: room for as many nodes as the last one held saves
                // the growing of thousands of small arrays.
                if (group > 0)
                    m_groups.back().nodes.reserve(m_groups[static_cast<std::size_t>(group) - 1].nodes.size());
                if (d.su >= -1) {
                    const auto slot = static_cast<std::size_t>(d.su + 1);
                    if (slot >= bySu.size())
                        bySu.resize(slot + 1, -1);
                    bySu[slot] = group;
                }
            }
            m_groups[static_cast<std::size_t>(group)].nodes.push_back(id);
        }
        for (int id = 0; id < count; ++id) {
            if (m_specs.kindOf[static_cast<std::size_t>(id)] == kindIndex(DeviceKind::Node))
                continue;
            const Device &d = m_topology.device(id);
            // An appliance cabled to one SU's leaves (the subnet manager in SU 1's node slots) goes
            // where they go: from the central row its links could be longer than any optic reaches.
            const bool withLeaves = d.kind == DeviceKind::Switch ? d.tier == Tier::Leaf : d.su >= 0;
            if (d.kind == DeviceKind::Appliance || d.kind == DeviceKind::Switch) {
                if (!withLeaves || m_placement == SwitchPlacement::CentralRow)
                    m_central.push_back(id);
                else if (const int group = groupIndex(d.su); group >= 0)
                    m_groups[static_cast<std::size_t>(group)].leaves.push_back(id);
                else
                    m_central.push_back(id); // a leaf or appliance of no SU group: nowhere better to go
            }
        }
    }

    int nodesPerRack()
    {
        const auto &f = m_design.floor;
        const Text platform = m_sizing.platform ? Text::plain(m_sizing.platform->name) : Text(FABRIC_TR("fabric::Floor", "the node"));
        // A rack-scale system (GB200 NVL72) is its own rack: one per rack, its height and power
        // are the rack's, whatever the design's racks are.
        if (rackScale())
            return 1;
        const int byUnits = f.rackUnits / nodeSpec().heightUnits;
        if (byUnits == 0) {
            m_diagnostics.push_back(makeError("floor.rackUnits", Text(FABRIC_TR("fabric::Floor", "%1 takes %2 rack units; the racks have %3"),
                                                   platform, nodeSpec().heightUnits, f.rackUnits)));
            return 1;
        }
        int byPower = std::numeric_limits<int>::max();
        if (!nodeSpec().powerW) {
            m_diagnostics.push_back(makeWarning(
                "platform", Text(FABRIC_TR("fabric::Floor", "the power draw of %1 is unknown: nodes per rack follow from rack units alone"),
                                 platform)));
        } else if (*nodeSpec().powerW > 0.0) {
            byPower = static_cast<int>(std::floor(f.rackPowerKw * 1000.0 / *nodeSpec().powerW + 1e-9));
            if (byPower == 0)
                m_diagnostics.push_back(makeWarning(
                    "floor.rackPowerKw",
                    Text(FABRIC_TR("fabric::Floor", "one %1 draws %2, more than the rack limit of %3: one node per rack"), platform,
                         formatKw(*nodeSpec().powerW / 1000.0), formatKw(f.rackPowerKw))));
        }
        int perRack = std::max(1, std::min(byUnits, byPower));
        if (m_placement == SwitchPlacement::InRack)
            perRack = leaveRoomForLeaves(perRack);
        if (f.nodesPerRack) {
            const int forced = *f.nodesPerRack;
            if (forced < 1) {
                m_diagnostics.push_back(makeError("floor.nodesPerRack", FABRIC_TR("fabric::Floor", "must be at least 1")));
                return perRack;
            }
            if (forced > byUnits) {
                m_diagnostics.push_back(makeWarning(
                    "floor.nodesPerRack",
                    Text(forced == 1 ? FABRIC_TR("fabric::Floor", "%1 node does not fit in %2 rack units: %3 per rack")
                                     : FABRIC_TR("fabric::Floor", "%1 nodes do not fit in %2 rack units: %3 per rack"),
                         forced, f.rackUnits, byUnits)));
                return byUnits;
            }
            if (forced > byPower)
                m_diagnostics.push_back(makeWarning(
                    "floor.nodesPerRack",
                    Text(forced == 1 ? FABRIC_TR("fabric::Floor", "%1 node per rack exceeds the %2 rack power limit")
                                     : FABRIC_TR("fabric::Floor", "%1 nodes per rack exceed the %2 rack power limit"),
                         forced, formatKw(f.rackPowerKw))));
            return forced;
        }
        return perRack;
    }

    // Top-of-rack leaves share the compute racks: fewer nodes per rack until the leaves fit too.
    int leaveRoomForLeaves(int perRack) const
    {
        std::size_t worst = 0;
        const Group *widest = nullptr;
        for (const auto &g : m_groups)
            if (g.leaves.size() * 1000 / std::max<std::size_t>(1, g.nodes.size()) >= worst) {
                worst = g.leaves.size() * 1000 / std::max<std::size_t>(1, g.nodes.size());
                widest = &g;
            }
        if (!widest || widest->leaves.empty())
            return perRack;
        const double limitW = m_design.floor.rackPowerKw * 1000.0;
        for (int n = perRack; n > 1; --n) {
            const int racks = static_cast<int>((widest->nodes.size() + n - 1) / n);
            const int leavesPerRack = static_cast<int>((widest->leaves.size() + racks - 1) / racks);
            const int units = n * nodeSpec().heightUnits + leavesPerRack * switchSpec().heightUnits;
            const double watts = n * nodeSpec().powerW.value_or(0.0) + leavesPerRack * switchSpec().powerW.value_or(0.0);
            if (units <= m_design.floor.rackUnits && watts <= limitW)
                return n;
        }
        return 1;
    }

    int computeRacksOf(const Group &g) const
    {
        return static_cast<int>((g.nodes.size() + m_nodesPerRack - 1) / m_nodesPerRack);
    }

    // Before anything is placed: the widest SU's compute racks and the network racks beside each
    // SU, and the central rows' racks, which the switches and appliances there fill by rack units.
    SuFootprint suFootprint() const
    {
        SuFootprint sus;
        sus.count = static_cast<int>(m_groups.size());
        for (const auto &g : m_groups)
            sus.computeRacks = std::max(sus.computeRacks, computeRacksOf(g));
        sus.networkRacks = m_networkRacksPerSu;
        long long units = 0;
        for (int id : m_central)
            units += spec(id).heightUnits;
        const int rackUnits = std::max(1, m_design.floor.rackUnits);
        sus.otherRacks = (units + rackUnits - 1) / rackUnits;
        return sus;
    }

    // Whether each SU's leaves get a network rack beside the SU's racks in its row.
    bool networkRackPerSu() const
    {
        return m_placement == SwitchPlacement::EndOfRow || m_placement == SwitchPlacement::MiddleOfRow;
    }

    // The network racks the most leaves of an SU fill, a rack holding as many leaves as its units
    // and power limit take (one at least, as the allocator places them).
    int networkRacksPerSu() const
    {
        std::size_t leaves = 0;
        for (const auto &g : m_groups)
            leaves = std::max(leaves, g.leaves.size());
        if (!networkRackPerSu() || leaves == 0)
            return 0;
        const DeviceSpec &leaf = switchSpec();
        std::size_t perRack = static_cast<std::size_t>(std::max(1, m_design.floor.rackUnits / leaf.heightUnits));
        if (leaf.powerW && *leaf.powerW > 0.0)
            perRack = std::min(perRack, static_cast<std::size_t>(std::max(
                                            1.0, std::floor(m_design.floor.rackPowerKw * 1000.0 / *leaf.powerW + 1e-9))));
        return static_cast<int>((leaves + perRack - 1) / perRack);
    }

    // Compute racks a row takes: room is kept for the network racks of the row's first SU.
    int computeSlotsPerRow() const
    {
        return std::max(1, m_racksPerRow - m_networkRacksPerSu);
    }

    // Each SU's racks together: in what is left of the current row when they fit there with the
    // SU's own network racks, else from a new row; an SU wider than a row takes as few whole rows
    // as it needs, its racks shared evenly among them (its leaves go to the middle one), and the
    // next SU starts a row of its own.
    void placeComputeRacks()
    {
        const int slots = computeSlotsPerRow();
        int used = 0;
        for (auto &g : m_groups) {
            const int racks = computeRacksOf(g);
            g.racks.reserve(static_cast<std::size_t>(racks));
            if (racks <= slots) {
                const int ownNetworkRacks = used > 0 ? m_networkRacksPerSu : 0;
                if (m_rows.empty() || (used > 0 && used + ownNetworkRacks + racks > slots)) {
                    startRow();
                    used = 0;
                } else {
                    used += ownNetworkRacks;
                }
                addComputeRacks(g, racks);
                used += racks;
            } else {
                const int rows = (racks + slots - 1) / slots;
                for (int r = 0; r < rows; ++r) {
                    startRow(r > 0);
                    addComputeRacks(g, racks / rows + (r < racks % rows ? 1 : 0));
                }
                used = slots; // full: the next SU starts a row
            }
            g.row = g.racks.empty() ? 0 : m_rackRow[static_cast<std::size_t>(g.racks[g.racks.size() / 2])];
            std::size_t next = 0;
            for (int rack : g.racks)
                for (int n = 0; n < m_nodesPerRack && next < g.nodes.size(); ++n, ++next) {
                    const int node = g.nodes[next];
                    if (!m_racks.putBottomUp(rack, node, spec(node)))
                        m_racks.force(rack, node, spec(node)); // forced past the limit: warned
                }
        }
        m_computeRows = static_cast<int>(m_rows.size());
    }

    // continuesSu: the row holds more of the SU of the row before it, so no other row may come
    // between them.
    void startRow(bool continuesSu = false)
    {
        m_rows.emplace_back();
        m_continuesSu.push_back(continuesSu);
    }

    void addComputeRacks(Group &g, int count)
    {
        for (int r = 0; r < count; ++r) {
            const int rack = m_racks.add(RackRole::Compute);
            m_rows.back().push_back(rack);
            m_rackRow.push_back(static_cast<int>(m_rows.size()) - 1);
            g.racks.push_back(rack);
        }
    }

    void placeLeaves()
    {
        for (auto &g : m_groups) {
            if (m_placement == SwitchPlacement::InRack) {
                for (std::size_t i = 0; i < g.leaves.size(); ++i) {
                    const int leaf = g.leaves[i];
                    const int rack = g.racks.empty() ? -1 : g.racks[i % g.racks.size()];
                    if (rack < 0 || !m_racks.putTopDown(rack, leaf, spec(leaf)))
                        putInSuNetworkRack(g, leaf);
                }
            } else {
                for (int leaf : g.leaves)
                    putInSuNetworkRack(g, leaf);
            }
        }
    }

    // An SU's leaves get a network rack of their own beside the SU's racks in its row: after its
    // last rack (at the row's end when the row holds only this SU), or among its racks (middle of
    // row); a full one gets a neighbour. A long row of several SUs thus has a network rack by
    // each, and node cables stay as short as an SU is wide, however long the automatic hall makes
    // its rows (at the row's end, an SU's leaves were up to the whole row away).
    void putInSuNetworkRack(Group &g, int device)
    {
        if (g.networkRack >= 0 && m_racks.putBottomUp(g.networkRack, device, spec(device)))
            return;
        auto &order = m_rows[static_cast<std::size_t>(g.row)];
        const int rack = m_racks.add(RackRole::Network);
        m_rackRow.push_back(g.row);
        order.insert(networkSlot(g, order), rack);
        g.networkRack = rack;
        if (!m_racks.putBottomUp(rack, device, spec(device)))
            m_racks.force(rack, device, spec(device));
    }

    // Where in its row an SU's next network rack goes: beside its last one, else after (or in the
    // middle of) the SU's racks in that row; the row's end for an SU without racks there.
    std::vector<int>::iterator networkSlot(const Group &g, std::vector<int> &order)
    {
        if (g.networkRack >= 0)
            return std::find(order.begin(), order.end(), g.networkRack) + 1;
        std::vector<int> inRow;
        for (int rack : g.racks)
            if (m_rackRow[static_cast<std::size_t>(rack)] == g.row)
                inRow.push_back(rack);
        if (inRow.empty())
            return order.end();
        if (m_placement == SwitchPlacement::MiddleOfRow)
            return std::find(order.begin(), order.end(), inRow[inRow.size() / 2]);
        return std::find(order.begin(), order.end(), inRow.back()) + 1;
    }

    void placeCentral()
    {
        if (m_central.empty())
            return;
        const int perRow = m_racksPerRow;
        int open = -1;
        for (int device : m_central) {
            if (open >= 0 && m_racks.putBottomUp(open, device, spec(device)))
                continue;
            if (m_centralRows.empty() || static_cast<int>(m_centralRows.back().size()) == perRow)
                m_centralRows.emplace_back();
            open = m_racks.add(RackRole::Network);
            m_rackRow.push_back(-static_cast<int>(m_centralRows.size())); // fixed up in finish()
            m_centralRows.back().push_back(open);
            if (!m_racks.putBottomUp(open, device, spec(device)))
                m_racks.force(open, device, spec(device));
        }
    }

    void finish(FloorPlan &floor)
    {
        const auto &f = m_design.floor;
        // The central network rows go between the compute rows, halving the longest spine runs,
        // but never between two rows of one SU.
        std::vector<std::vector<int>> rows;
        const int split = centralRowsBefore();
        for (int r = 0; r < split; ++r)
            rows.push_back(std::move(m_rows[static_cast<std::size_t>(r)]));
        for (auto &central : m_centralRows)
            rows.push_back(std::move(central));
        for (int r = split; r < m_computeRows; ++r)
            rows.push_back(std::move(m_rows[static_cast<std::size_t>(r)]));

        floor.rackUnits = f.rackUnits;
        floor.rackWidthM = f.rackWidthM;
        floor.rackDepthM = f.rackDepthM;
        floor.rowPitchM = f.rackDepthM + f.aisleM;
        floor.rows = static_cast<int>(rows.size());
        floor.nodesPerRack = m_nodesPerRack;
        floor.racksPerRow = m_racksPerRow;
        floor.racks.resize(static_cast<std::size_t>(m_racks.count()));
        for (int row = 0; row < floor.rows; ++row) {
            const auto &order = rows[static_cast<std::size_t>(row)];
            for (int position = 0; position < static_cast<int>(order.size()); ++position) {
                Rack &rack = floor.racks[static_cast<std::size_t>(order[static_cast<std::size_t>(position)])];
                rack.row = row;
                rack.position = position;
                rack.name = rackName(row, position);
                rack.xM = (position + 0.5) * f.rackWidthM;
                rack.yM = row * floor.rowPitchM + f.rackDepthM / 2.0;
            }
        }
        // The cabler measures from xM/yM, so cable lengths (and media, and the BOM) follow.
        applyRackMoves(m_design, floor);
        floor.placements = m_racks.takePlacements();
        m_racks.sumInto(floor.racks, m_specs, floor.placements);
        int withoutPower = 0;
        for (auto &rack : floor.racks) {
            rack.id = static_cast<int>(&rack - floor.racks.data());
            rack.role = m_racks.role(rack.id);
            if (rackScale() && rack.role == RackRole::Compute) {
                rack.units = nodeSpec().heightUnits;
            } else {
                rack.units = f.rackUnits;
                rack.powerLimitKw = f.rackPowerKw;
            }
            rack.heatBtuPerHour = rack.powerKw * 1000.0 * kBtuPerHourPerWatt;
            floor.powerKw += rack.powerKw;
            withoutPower += rack.devicesWithoutPower;
        }
        floor.devicesWithoutPower = withoutPower;
        markLiquidCooledRacks(floor);
        reportProblems(floor);
    }

    // The compute rows before the central ones: the boundary between SUs nearest the middle
    // (the lower one on a tie).
    int centralRowsBefore() const
    {
        const int middle = m_computeRows / 2;
        int best = 0;
        for (int r = 1; r <= m_computeRows; ++r)
            if ((r == m_computeRows || !m_continuesSu[static_cast<std::size_t>(r)]) && std::abs(r - middle) < std::abs(best - middle))
                best = r;
        return best;
    }

    // A liquid-cooled switch (Q3450-LD, the Spectrum-X Photonics switches) cannot sit in an air-cooled
    // rack: flag its rack and say so once.
    void markLiquidCooledRacks(FloorPlan &floor)
    {
        const SwitchModel *model = m_sizing.switchModel;
        if (!model || !model->liquidCooled)
            return;
        int racks = 0;
        for (int id = 0; id < m_topology.deviceCount(); ++id) {
            const int rack = floor.placements[static_cast<std::size_t>(id)].rack;
            if (m_specs.kindOf[static_cast<std::size_t>(id)] != kindIndex(DeviceKind::Switch) || rack < 0)
                continue;
            Rack &r = floor.racks[static_cast<std::size_t>(rack)];
            racks += r.liquidCooled ? 0 : 1;
            r.liquidCooled = true;
        }
        if (racks > 0)
            m_diagnostics.push_back(makeWarning(
                "switchModel",
                Text(FABRIC_TR("fabric::Floor", "%1 is liquid-cooled: %2 racks holding it need liquid cooling (marked in the floor plan)"),
                     model->model, racks)));
    }

    void reportProblems(const FloorPlan &floor)
    {
        // Filed under power, not a field: no setting is at fault, the catalogue lacks the draws.
        if (floor.devicesWithoutPower > 0) {
            std::vector<Text> kinds;
            auto add = [&](DeviceKind kind, TextPattern one, TextPattern many) {
                const std::uint8_t k = kindIndex(kind);
                if (const int n = m_specs.ofKind[k].powerW ? 0 : m_devicesOfKind[k]; n > 0)
                    kinds.push_back(Text(n == 1 ? one : many, formatGrouped(n)));
            };
            add(DeviceKind::Node, FABRIC_TR("fabric::Floor", "%1 node"), FABRIC_TR("fabric::Floor", "%1 nodes"));
            add(DeviceKind::Switch, FABRIC_TR("fabric::Floor", "%1 switch"), FABRIC_TR("fabric::Floor", "%1 switches"));
            add(DeviceKind::Appliance, FABRIC_TR("fabric::Floor", "%1 appliance"), FABRIC_TR("fabric::Floor", "%1 appliances"));
            m_diagnostics.push_back(makeNote(
                "power", Text(FABRIC_TR("fabric::Floor", "no known power draw for %1: rack power and heat leave them out"),
                              allOf(std::move(kinds)))));
        }
        // A rack-scale system's rack is its own, built for its power: only other racks count.
        int over = 0;
        for (const auto &rack : floor.racks)
            over += rack.overPowerLimit() ? 1 : 0;
        if (over > 0)
            m_diagnostics.push_back(makeWarning(
                "floor.rackPowerKw",
                Text(over == 1 ? FABRIC_TR("fabric::Floor", "%1 rack draws more than the %2 limit")
                               : FABRIC_TR("fabric::Floor", "%1 racks draw more than the %2 limit"),
                     over, formatKw(m_design.floor.rackPowerKw))));
    }

    bool rackScale() const { return m_sizing.platform && m_sizing.platform->rackScale; }
    const DeviceSpec &spec(int device) const { return m_specs[static_cast<std::size_t>(device)]; }
    const DeviceSpec &nodeSpec() const { return m_specs.ofKind[kindIndex(DeviceKind::Node)]; }
    const DeviceSpec &switchSpec() const { return m_specs.ofKind[kindIndex(DeviceKind::Switch)]; }
    static std::uint8_t kindIndex(DeviceKind kind)
    {
        static_assert(static_cast<int>(DeviceKind::Appliance) < std::tuple_size_v<decltype(DeviceSpecs::ofKind)>);
        return static_cast<std::uint8_t>(kind);
    }

    const Design &m_design;
    const Sizing &m_sizing;
    const Topology &m_topology;
    Diagnostics &m_diagnostics;
    RackAllocator m_racks;
    SwitchPlacement m_placement = SwitchPlacement::EndOfRow;
    DeviceSpecs m_specs;
    std::array<int, 3> m_devicesOfKind{}; // by kindIndex
    std::vector<Group> m_groups;
    std::vector<int> m_central;
    int m_nodesPerRack = 1;
    int m_racksPerRow = 1;
    int m_networkRacksPerSu = 0;
    std::vector<std::vector<int>> m_rows;        // compute rows: rack ids in position order
    std::vector<bool> m_continuesSu;             // by compute row: it holds more of the row before's SU
    std::vector<std::vector<int>> m_centralRows; // network rows for spines, cores, appliances
    std::vector<int> m_rackRow;                  // by rack id, the compute row (central: < 0)
    int m_computeRows = 0;
};

} // namespace

FloorPlan placeFloor(const Design &design, const Sizing &sizing, const Topology &topology,
                     Diagnostics &diagnostics)
{
    return FloorBuilder(design, sizing, topology, diagnostics).build();
}

} // namespace fabric
