#pragma once

#include "core/common/technology.h"
#include "core/common/text.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fabric {

// The networks of a cluster. The compute fabric carries the GPUs' traffic; the storage fabric
// joins the nodes to the storage devices; the in-band management network carries the cluster's
// own administration (provisioning, monitoring, the schedulers); the out-of-band (OOB) network
// reaches every device's management port (BMC), including the other networks' switches.
enum class NetworkRole { Compute, Storage, Inband, Oob };

inline constexpr std::array kNetworkRoles = {NetworkRole::Compute, NetworkRole::Storage,
                                             NetworkRole::Inband, NetworkRole::Oob};

std::string_view toString(NetworkRole role);             // compute, storage, inband, oob
std::optional<NetworkRole> networkRoleFromString(std::string_view s);
// A network's name where room is short: the plan report's column, the Figures dock, the Design
// dock's network groups (whose tooltip is the full name). "Storage".
TextPattern networkShortTitle(NetworkRole role);
// A network's name as the customer reads it, on every face: the window's menus and views, the
// quote's headings, the floor plan's legend, the footer of one network's sheets, and the messages
// that name a network (as a nested Text, so that each language names it whole). "Storage fabric".
TextPattern networkTitle(NetworkRole role);

// What the user asked of one network beside the compute fabric (the compute fabric keeps its own
// fields in Design). Empty or unset fields take the platform's published layout and the
// reference architecture's choices.
struct NetworkSpec
{
    std::optional<Technology> technology; // default: the RA's (storage InfiniBand on DGX H100)
    std::string switchModel;               // empty: NVIDIA's choice in the RA, else the cheapest that fits
    std::optional<int> linkSpeedGbps;      // of the nodes' ports; default the platform's layout
    std::optional<int> nodePorts;          // ports per node on this network; default the platform's
    std::optional<double> oversubscription; // the node side's leaf ratio (storage: default 4:3)

    bool operator==(const NetworkSpec &) const = default;
};

// The cluster's networks and the devices besides the nodes that attach to them.
struct ClusterNetworks
{
    // The networks planned, compute first. Unset: the platform's default (DGX and HGX platforms
    // every network whose node ports the catalogue knows, other servers the compute fabric only).
    std::optional<std::vector<NetworkRole>> planned;
    NetworkSpec storage;
    NetworkSpec inband;
    NetworkSpec oob;
    int storageDevices = 0;           // storage appliances on the storage fabric
    int storagePortsPerDevice = 2;
    std::optional<int> storageLinkSpeedGbps; // default: the nodes' storage speed
    std::optional<int> managementServers;    // BCM head nodes; default 5 where the network is planned (H100 RA)
    int pdusPerRack = 2;

    const NetworkSpec &spec(NetworkRole role) const;
    NetworkSpec &spec(NetworkRole role);

    bool operator==(const ClusterNetworks &) const = default;
};

} // namespace fabric
