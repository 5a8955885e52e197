#pragma once

#include "core/catalogue/catalogue.h"
#include "core/common/diagnostic.h"
#include "core/design/design.h"
#include "core/networks/networkfloor.h"
#include "core/networks/networkspecs.h"
#include "core/plan/networkplan.h"

#include <vector>

namespace fabric {

// The SN2201's published layout: 48 x 1GbE RJ45 for management ports and 4 x QSFP28 100G uplinks
// (shared/reference/catalogue.md, SN2201 row); each OOB switch takes two uplinks, one to each of
// two in-band switches.
inline constexpr int kOobUplinks = 2;
// Each GB200 or GB300 NVL72 rack holds two SN2201 of its own (NVIDIA's NVL72 enterprise RA) [P].
inline constexpr int kRackScaleOobSwitches = 2;

// Stage 3c, after every other network is placed (it depends on the racks): the out-of-band
// network. Every device with a management port gets exactly one OOB link: each node's BMC, every
// switch and appliance of the other networks, the management servers, the storage devices and
// the rack PDUs. Each row of racks gets as many OOB switches as its devices need, placed in the
// row's racks (a rack-scale system's rack holds two of its own, as NVIDIA's NVL72 RA builds it).
// `others` are the compute, storage and in-band networks, with their placements.
NetworkPlan planOobNetwork(const Design &design, const ResolvedNetwork &oob, const Catalogue &catalogue,
                           const std::vector<const NetworkPlan *> &others,
                           const std::vector<const std::vector<Placement> *> &placements, RackSpace &space,
                           const FloorPlan &floor, Diagnostics &diagnostics);

// The OOB switches' uplinks into the in-band network: each OOB switch joins the in-band topology
// (by its uplink ports) and takes free ports of its top-tier switches, else of its leaves. An
// error names the in-band network's field when it has too few free ports.
void uplinkOobSwitches(const NetworkPlan &oob, NetworkPlan &inband, Diagnostics &diagnostics);

} // namespace fabric
