#pragma once

#include "core/common/expected.h"
#include "core/design/networkspec.h"
#include "core/export/exportresult.h"

#include <filesystem>
#include <string>
#include <vector>

namespace fabric {

struct Plan;

// The InfiniBand fabric as ibnetdiscover prints it (the IBDM .topo style that UFM, the cable
// validation tool, ibsim and ibdiagnet read): a Switch block per switch and a one-port Ca block
// per node port, with synthetic GUIDs and LIDs that are the same for the same plan. Each plane is
// a subnet of its own; all planes are written, plane by plane. Ethernet fabrics have no such file.
Expected<std::string> ibnetdiscoverTopology(const Plan &plan, NetworkRole network = NetworkRole::Compute);

// Graphviz: one vertex per device ranked by tier, one edge per link labelled with both ports.
std::string graphvizDot(const Plan &plan, NetworkRole network = NetworkRole::Compute);

// Slurm topology/tree topology.conf: a block switch per scalable unit holding its nodes, then
// the switches above them. Rail-optimized leaves share their nodes, so the scalable unit, not the
// leaf, is the unit of locality Slurm should see. Planes are alike, so plane 1 stands for all.
std::string slurmTopology(const Plan &plan);

ExportResult writeIbnetdiscoverTopology(const Plan &plan, const std::filesystem::path &file,
                                        NetworkRole network = NetworkRole::Compute);
ExportResult writeGraphvizDot(const Plan &plan, const std::filesystem::path &file,
                              NetworkRole network = NetworkRole::Compute);
ExportResult writeSlurmTopology(const Plan &plan, const std::filesystem::path &file);

// "dgx-[001-031,040]" from names sharing a prefix and a zero-padded number, as Slurm writes them.
std::string hostlist(std::vector<std::string> names);

} // namespace fabric
