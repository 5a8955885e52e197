#pragma once

#include "core/floor/floorplan.h"
#include "core/networks/oobnetwork.h"
#include "core/plan/networkplan.h"

namespace fabric {

// How many OOB switches the OOB network will need, at most, estimated before the in-band network
// is sized so that it keeps free ports for their uplinks (the OOB network is sized last, from the
// racks, and must not reach back to resize the in-band network). The compute fabric is placed on
// `floor`; `otherManagedPorts` counts the management ports not on that floor yet (the storage and
// in-band switches, servers, storage devices, appliances). Each row of the compute floor gets its
// own switches (plus one for the walk's breaks between distant racks), a rack-scale system's rack
// two of its own, the rest one more block.
int estimateOobSwitches(const NetworkPlan &compute, const FloorPlan &floor, int nodeOobPorts, bool rackScale,
                        int pdusPerRack, int otherManagedPorts, int portsPerSwitch);

// The ports of a topology's switches that no link takes.
long long freeSwitchPorts(const Topology &topology);

} // namespace fabric
