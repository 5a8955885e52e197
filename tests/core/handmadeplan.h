#pragma once

// A small plan built by hand, without the pipeline: a rail-optimized two-tier fat tree with a
// floor plan, cables and a BOM, for testing the exports on their own.

#include "core/plan/plan.h"
#include "core/pricing/pricingengine.h"

#include <string>

namespace fabric::testing {

struct HandmadeShape
{
    int scalableUnits = 2;
    int nodesPerSu = 4;
    int rails = 2;
    int spines = 2;
    Technology technology = Technology::InfiniBand;
};

inline std::string numbered(const std::string &prefix, int n, int width = 3)
{
    std::string digits = std::to_string(n);
    while (static_cast<int>(digits.size()) < width)
        digits.insert(digits.begin(), '0');
    return prefix + digits;
}


// The parts the handmade cables use; a plan points at its parts, as a pipeline plan points into
// its catalogue.
struct HandmadeParts
{
    Medium fibre;       // MPO fibre, 5 m
    Medium nodeOptic;   // 400G OSFP SR4 (flat top)
    Medium switchOptic; // twin-port 2x400G OSFP SR8
    Medium dac;         // 3 m twin-port DAC
};

inline const HandmadeParts &handmadeParts()
{
    static const HandmadeParts parts = [] {
        auto part = [](const char *partNumber, MediaKind kind, double lengthM) {
            Medium m;
            m.partNumber = partNumber;
            m.kind = kind;
            if (lengthM > 0)
                m.lengthM = lengthM;
            return m;
        };
        return HandmadeParts{part("MFP7E10-N005", MediaKind::Fibre, 5.0),
                             part("MMA4Z00-NS400", MediaKind::Transceiver, 0.0),
                             part("MMA4Z00-NS", MediaKind::Transceiver, 0.0),
                             part("MCP4Y10-N003", MediaKind::Dac, 3.0)};
    }();
    return parts;
}

inline Plan handmadePlan(const HandmadeShape &shape = {})
{
    Plan plan;
    plan.design.name = "Handmade test fabric";
    plan.design.nodes = shape.scalableUnits * shape.nodesPerSu;
    plan.design.fabric = shape.technology;

    // Leaves: one per rail and scalable unit, half their ports down, half up.
    const int down = shape.nodesPerSu;
    const int up = down;
    const int radix = down + up;
    const int leaves = shape.scalableUnits * shape.rails;
    const int perPair = up / shape.spines;

    Sizing &sizing = plan.compute().sizing;
    sizing.technology = shape.technology;
    sizing.nodes = plan.design.nodes;
    sizing.gpus = sizing.nodes * 8;
    sizing.railsPerNode = shape.rails;
    sizing.linkSpeedGbps = 400;
    sizing.endpointsPerPlane = sizing.nodes * shape.rails;
    sizing.tiers = 2;
    sizing.suSize = shape.nodesPerSu;
    sizing.scalableUnits = shape.scalableUnits;
    sizing.leavesPerSu = shape.rails;
    sizing.linksPerLeafSpinePair = perPair;
    sizing.tierSizes = {
        {Tier::Leaf, "QM9700", leaves, leaves, 400, radix, down, up, 1.0},
        {Tier::Spine, "QM9700", shape.spines, shape.spines, 400, radix, leaves * perPair, 0, 1.0},
    };

    Topology &topology = plan.compute().topology;
    std::vector<int> nodes, leafIds, spineIds;
    for (int n = 0; n < sizing.nodes; ++n)
        nodes.push_back(topology.addDevice({DeviceKind::Node, numbered("node-", n + 1), "DGX-H100", Tier::Leaf,
                                             0, n / shape.nodesPerSu, n, shape.rails, 1}));
    for (int su = 0; su < shape.scalableUnits; ++su)
        for (int r = 0; r < shape.rails; ++r)
            leafIds.push_back(topology.addDevice({DeviceKind::Switch,
                                                   "leaf-su" + std::to_string(su + 1) + "-r" + std::to_string(r + 1),
                                                   "QM9700", Tier::Leaf, 0, su, su * shape.rails + r, radix, 2}));
    for (int s = 0; s < shape.spines; ++s)
        spineIds.push_back(topology.addDevice({DeviceKind::Switch, numbered("spine-", s + 1, 2), "QM9700",
                                                Tier::Spine, 0, -1, s, radix, 2}));
    for (int n = 0; n < sizing.nodes; ++n) {
        const int su = n / shape.nodesPerSu;
        for (int r = 0; r < shape.rails; ++r)
            topology.addLink({nodes[static_cast<std::size_t>(n)], r + 1},
                             {leafIds[static_cast<std::size_t>(su * shape.rails + r)], n % shape.nodesPerSu + 1},
                             400, 0, LinkTier::NodeLeaf);
    }
    for (int l = 0; l < leaves; ++l)
        for (int s = 0; s < shape.spines; ++s)
            for (int k = 0; k < perPair; ++k)
                topology.addLink({leafIds[static_cast<std::size_t>(l)], down + 1 + s * perPair + k},
                                 {spineIds[static_cast<std::size_t>(s)], 1 + l * perPair + k}, 400, 0,
                                 LinkTier::LeafSpine);

    // Floor: a compute rack per scalable unit, then one network rack for all switches.
    FloorPlan &floor = plan.floor;
    floor.rows = 1;
    floor.nodesPerRack = shape.nodesPerSu;
    for (int su = 0; su <= shape.scalableUnits; ++su) {
        Rack rack;
        rack.id = su;
        rack.name = "R01-" + numbered("", su + 1, 2);
        rack.position = su;
        rack.role = su < shape.scalableUnits ? RackRole::Compute : RackRole::Network;
        rack.xM = 0.6 * su;
        floor.racks.push_back(rack);
    }
    floor.placements.resize(static_cast<std::size_t>(topology.deviceCount()));
    for (int n = 0; n < sizing.nodes; ++n)
        floor.placements[static_cast<std::size_t>(nodes[static_cast<std::size_t>(n)])] = {
            n / shape.nodesPerSu, 2 + 8 * (n % shape.nodesPerSu), 8};
    int unit = 1;
    for (int id : leafIds)
        floor.placements[static_cast<std::size_t>(id)] = {shape.scalableUnits, unit++, 1};
    for (int id : spineIds)
        floor.placements[static_cast<std::size_t>(id)] = {shape.scalableUnits, unit++, 1};
    for (Rack &rack : floor.racks) {
        rack.usedUnits = rack.role == RackRole::Compute ? 8 * shape.nodesPerSu : unit - 1;
        rack.powerKw = rack.role == RackRole::Compute ? 10.2 * shape.nodesPerSu : 1.72 * (unit - 1);
        rack.weightKg = rack.role == RackRole::Compute ? 130.5 * shape.nodesPerSu : 14.5 * (unit - 1);
        rack.heatBtuPerHour = rack.powerKw * 3412.14;
    }

    // Cables: copper inside a rack row, optics with fibre to the network rack.
    for (std::size_t id = 0; id < topology.links.size(); ++id) {
        CableRun run;
        if (topology.links[id].tier() == LinkTier::NodeLeaf) {
            run.setRunLengthM(4.2 + 0.1 * static_cast<double>(id % 5));
            run.medium = plan.compute().cables.indexOf({MediaKind::Transceiver, &handmadeParts().fibre,
                                              &handmadeParts().nodeOptic, &handmadeParts().switchOptic, 1});
        } else {
            run.setRunLengthM(2.3);
            run.medium = plan.compute().cables.indexOf({MediaKind::Dac, &handmadeParts().dac, nullptr, nullptr, 1});
        }
        plan.compute().cables.runs.push_back(run);
        plan.compute().cables.totalLengthM += plan.compute().cables.orderedLengthM(plan.compute().cables.runs.size() - 1);
    }

    Bom &bom = plan.bom;
    bom.currency = "USD";
    bom.lines = {
        {"Compute", "DGX-H100", Text::plain("NVIDIA DGX-H100, 8 x H100"), sizing.nodes, std::nullopt, true,
         10200.0 * sizing.nodes, false, ""},
        {"Switches", "920-9B210-00FN-0D0", Text::plain("QM9700 NDR switch, 64 ports"), leaves + shape.spines, 32000.0, true,
         1720.0 * (leaves + shape.spines), false, "NVIDIA list, 2024"},
        {"Transceivers", "MMA4Z00-NS", Text::plain("Twin-port 2x400G OSFP SR8"), leaves * down / 2, 1900.0, true,
         17.0 * leaves * down / 2, false, "reseller"},
        {"Transceivers", "MMA4Z00-NS400", Text::plain("400G OSFP SR4 (flat top)"), sizing.nodes * shape.rails, std::nullopt, true,
         9.0 * sizing.nodes * shape.rails, false, ""},
        {"Cables", "MFP7E10-N005", Text::plain("=HYPERLINK(\"http://evil\") MPO fibre, 5 m"), sizing.nodes * shape.rails,
         95.5, false, 0.0, true, "user price list"},
        {"Cables", "MCP4Y10-N003", Text::plain("DAC, 3 m, \"twin port\", 2x400G"), leaves * up, 210.0, true, 0.0, false,
         "reseller"},
    };
    for (const BomLine &line : bom.lines) {
        bom.powerW += line.powerW;
        if (line.category != "Compute")
            bom.networkPowerW += line.powerW;
    }
    bom.cost = priceOf(bom, plan.design);
    return plan;
}

} // namespace fabric::testing
