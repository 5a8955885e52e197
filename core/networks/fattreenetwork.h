#pragma once

#include "core/catalogue/catalogue.h"
#include "core/common/diagnostic.h"
#include "core/design/design.h"
#include "core/networks/networkspecs.h"
#include "core/plan/networkplan.h"

#include <string>

namespace fabric {

// Devices other than the nodes that attach to a network: storage appliances on the storage
// fabric, management servers on the in-band network.
struct AttachedDevices
{
    std::string model;      // BOM and device model: "BCM head node", "Storage device"
    ApplianceRole role = ApplianceRole::None;
    std::string namePrefix; // devices are named prefix-01, prefix-02 ...
    int count = 0;
    std::string countField;  // the design field that sets count, for messages
    int portsEach = 0;
    int speedGbps = 0;       // of the devices' links: the network's own, or slower (storage devices)
    std::string speedField;  // the design field that sets it, for messages
    // At 1:1 on leaves of their own (storage devices, as NVIDIA's H100 RA attaches them); else
    // on the nodes' leaves at the nodes' ratio (management servers).
    bool ownLeaves = false;
    // Ports kept free on the network's switches for links that join it later (the OOB switches'
    // uplinks into the in-band network): node slots the sizer builds and no device takes.
    int reservedPorts = 0;
};

// The storage fabric and the in-band network are fat trees over the nodes' ports on them, sized,
// balanced and wired by the compute fabric's own sizer and wirer (each node's ports go to leaves
// of their own, so an in-band node's two bonded ports reach the two leaves of a pair). Attached
// devices either take node slots after the nodes, as many as their ports need, and are then
// merged into one device each; or (ownLeaves) take leaves of their own at 1:1, which the sizer
// builds as whole leaves of slots on top of the nodes' (core/networks/ownleaves.h). Diagnostics name the network's fields (networks.storage.oversubscription).
NetworkPlan planFatTreeNetwork(const Design &design, int nodes, const ResolvedNetwork &network,
                               const AttachedDevices &attached, const Catalogue &catalogue,
                               Diagnostics &diagnostics);

} // namespace fabric
