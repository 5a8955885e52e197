#pragma once

#include "core/plan/plan.h"
#include "core/topology/topology.h"
#include "core/verify/fabricdiff.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace fabric {

// How a discovery tool names a port: InfiniBand by its port number, Ethernet (LLDP) by the
// interface name, which the plan's cage/lane label matches.
enum class PortNaming { Number, Label };

// A network's links in the cabling plan's order and with its cable ids.
std::vector<PlannedLink> plannedLinks(const Plan &plan, const NetworkPlan &network, PortNaming naming);

// Names any port of the plan's devices as the cabling plan would, with the device's rack and
// unit, whether or not a planned link uses it: what a report needs for a cable found in a port
// the plan left free.
class PlanPorts
{
public:
    PlanPorts(const Topology &topology, const std::vector<PlannedLink> &planned, PortNaming naming);
    PlannedEnd describe(const ObservedEnd &end) const;

private:
    const Topology &m_topology;
    PortNaming m_naming;
    std::map<std::string, int> m_deviceByName;
    std::map<std::string, std::pair<std::string, int>> m_place; // device: rack, unit
    std::map<std::pair<std::string, std::string>, const PlannedEnd *> m_planned;
};

} // namespace fabric
