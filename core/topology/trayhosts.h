#pragma once

#include <string>
#include <string_view>

namespace fabric {

struct Device;

// A node of several hosts (an NVL72 rack: 18 compute trays, each its own operating system) is
// one device of the plan, and each tray a host of its own that Slurm schedules and a discovery
// tool names. The hosts are named after their node, and each holds an equal, consecutive share of
// the node's ports in a network: tray 1 ports 1-4 of a GB200 rack's 72 (the DGX GB200 user guide:
// four single-port ConnectX-7 a tray), tray 2 ports 5-8, and so on.

// "t05": host 5 (1-based) of a node of `hosts`, its number zero-padded to two digits at least.
std::string trayName(int host, int hosts);
// "nvsw03": part 3 (1-based) of `count` named by `stem`, numbered as the trays are.
std::string partName(std::string_view stem, int part, int count);
// "dgx-gb200-0001-t05": that host's name, after its node.
std::string trayHostName(std::string_view node, int host, int hosts);

// The ports each of `hosts` holds of a node's `ports`: an even share; 0 when the node is one host
// or its ports do not divide evenly (then it stays one host).
int portsPerHost(int ports, int hosts);
// The same for a node device (Device::hosts); 0 for any other device.
int portsPerTrayHost(const Device &node);

// The 1-based host of a node's port, the port's 1-based number on that host and the host's ports;
// host 0 when the node is not shared among hosts.
struct TrayPort
{
    int host = 0;
    int port = 0;
    int ports = 0;
};
TrayPort trayPortOf(const Device &node, int port);

} // namespace fabric
