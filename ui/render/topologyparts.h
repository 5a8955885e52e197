#pragma once

#include "core/topology/topology.h"

#include <QColor>
#include <QString>

#include <string>
#include <tuple>
#include <vector>

namespace fabric::render {

// What a device is in the diagram of one network. The network's own switches stand in their
// tier's row and the nodes in the bottom row; what else the network reaches is boxed with its
// like: appliances, the OOB switches that uplink into the in-band network, and on the OOB
// network every other network's switch, reached by its management port alone.
enum class TopologyPart { OwnSwitch, OtherNetworkSwitch, OobSwitch, Node, Appliance };

// The parts of a topology's devices, by id.
std::vector<TopologyPart> topologyParts(const Topology &topology);

// Devices boxed together share all of these: one kind of thing of one model.
struct Alike
{
    TopologyPart part = TopologyPart::Appliance;
    Tier tier = Tier::Leaf; // other networks' switches: a box per tier, coloured as it
    ApplianceRole appliance = ApplianceRole::None;
    std::string model;

    bool operator<(const Alike &other) const
    {
        return std::tie(part, tier, appliance, model) < std::tie(other.part, other.tier, other.appliance, other.model);
    }
};

Alike alikeOf(const Device &device, TopologyPart part);
// What a box of alike devices says it holds ("PDU", "storage", "UFM", "QM9790"), short enough
// for a box; and in full, for the hover text ("PDU", "storage device", "OOB switch").
QString alikeShortName(const Alike &alike);
QString alikeLongName(const Alike &alike);
QColor alikeColour(const Alike &alike);

} // namespace fabric::render
