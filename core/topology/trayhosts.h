#pragma once

#include <string>
#include <string_view>

namespace fabric {

struct Device;

// A node of several hosts (an NVL72 rack: 18 compute trays, each its own operating system) is
// one device of the plan, and each tray a host of its own that Slurm schedules and a discovery
// tool names. The hosts are named after their node, and each holds an equal, consecutive share of
// the node's fabric ports: tray 1 ports 1-4 of a GB200 rack's 72, tray 2 ports 5-8, and so on.

// "dgx-gb200-0001-t05": host 5 (1-based) of a node of `hosts`, its number zero-padded to two
// digits at least.
std::string trayHostName(std::string_view node, int host, int hosts);

// The fabric ports each host of a node holds: the node's ports shared evenly among its hosts;
// 0 when the node is one host or its ports do not divide evenly (then it stays one host).
int portsPerTrayHost(const Device &node, int hosts);

} // namespace fabric
