#pragma once

#include "core/catalogue/parts.h"
#include "core/common/diagnostic.h"
#include "core/design/design.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fabric {

enum class Tier { Leaf, Spine, Core };
std::string_view toString(Tier tier);

// One tier of switches, per plane and in total.
struct TierSize
{
    Tier role = Tier::Leaf;
    std::string model;
    int perPlane = 0;
    int count = 0;          // over all planes
    int portSpeedGbps = 0;  // the port mode the switches run at
    int radix = 0;          // ports at that mode (a split leaf: its split ports and its up ports)
    int downPorts = 0;      // per switch, towards the endpoints
    int upPorts = 0;        // per switch, towards the next tier (0 at the top)
    double oversubscription = 1.0; // down:up bandwidth at this tier
    int upPortSpeedGbps = 0; // the up ports' mode when it is another (split leaves), else 0

    int upSpeedGbps() const { return upPortSpeedGbps > 0 ? upPortSpeedGbps : portSpeedGbps; }
};

// The sized fabric: how many switches of which model at each tier, and how they are grouped.
struct Sizing
{
    const Platform *platform = nullptr;
    const SwitchModel *switchModel = nullptr;
    Technology technology = Technology::InfiniBand;
    int nodes = 0;
    int gpus = 0;
    int railsPerNode = 0;       // compute ports per node, over all planes
    int linkSpeedGbps = 0;
    int planes = 1;
    int endpointsPerPlane = 0;  // node ports plus management ports, one plane
    int managementPortsPerPlane = 0;
    int tiers = 2;              // 1 (a single switch), 2 or 3
    int suSize = 0;             // nodes per scalable unit
    int scalableUnits = 0;
    int leavesPerSu = 0;        // per plane
    int linksPerLeafSpinePair = 0;   // balanced: every leaf has this many links to every spine it reaches
    int linksPerSpineCorePair = 0;
    int spinesPerPod = 0;       // three tiers: spines in one pod (a leaf reaches only its pod's spines)
    int pods = 0;               // three tiers: leaf-spine blocks joined by the core
    bool sharpEnabled = false;
    std::vector<TierSize> tierSizes; // leaf first

    // The layout behind the counts, per plane, as the wiring stage needs it.
    int railsPerPlane = 0;      // node ports in one plane
    int railsPerLeaf = 1;       // rails sharing a leaf: 1 is rail-optimized; NVL72 racks group rails
    int capacityNodes = 0;      // nodes the fabric is built for (the nodes plus growth headroom)
    int reservedSlots = 0;      // node slots at the start of SU 1 given to management appliances
    int usedSlots = 0;          // node slots in use: the reserved ones plus the capacity nodes
    bool managementOnSpareLeafPorts = false; // no free node slot: the appliance takes leaf ports
                                             // that are neither down nor up ports
    int spinesPerPlane = 0;
    int coresPerPlane = 0;
    int leavesPerPod = 0;       // three tiers: leaves joined by one block of spines
    int coresPerGroup = 0;      // three tiers: spine i of every pod reaches core group i
    const Appliance *appliance = nullptr;
    FabricManagement management = FabricManagement::None; // resolved: UFM, embedded or none
    int appliancesPerPlane = 0;
    int managementSpeedGbps = 0;
    long long maxEndpointsPerPlane = 0; // what this switch holds at this many tiers
    std::vector<Diagnostic> warnings;   // what the layout had to give up (ratio, management)
    int portsPerCage = 1;       // of the switch at the chosen port mode
    // Split leaves (HDR100 servers on 40-port HDR switches): the leaves' down cages run split at
    // the link speed and their up cages whole at the switch's native speed, as do the spines and
    // cores, since no cable joins two split cages. 0 when every switch port runs alike.
    int splitLeafPorts = 0;     // a leaf's ports in split cages (down ports and spare ones)
    int uplinkSpeedGbps = 0;    // of the links between switches, with split leaves
    int upperPortsPerCage = 1;  // of the up cages and the spines' and cores', with split leaves

    const TierSize *tier(Tier role) const;
    bool splitLeaves() const { return splitLeafPorts > 0; }
    int switchLinkSpeedGbps() const { return splitLeaves() ? uplinkSpeedGbps : linkSpeedGbps; }
    int spinePortsPerCage() const { return splitLeaves() ? upperPortsPerCage : portsPerCage; }
    int endpoints() const { return endpointsPerPlane * planes; }
    int gpuEndpointsPerPlane() const { return nodes * railsPerPlane; }
    int switchCount() const;
    // The switches by model, each model once in the order of the tiers: leaf and spine of one
    // model are one entry ("48 QM9790", not "32 QM9790 + 16 QM9790").
    std::vector<std::pair<std::string, int>> switchesByModel() const;
    int leavesPerPlane() const;
    // Where a node sits: its slot counts from the start of SU 1, after the reserved slots. Slots
    // fill the SUs in order; when a balanced layout builds more SUs than the slots fill, the
    // last SUs keep one slot each, so that no leaf is left without endpoints (a leaf without
    // any would not be ranked as a leaf by a fat-tree subnet manager).
    int nodeSlot(int node) const { return node + reservedSlots; }
    int suOfSlot(int slot) const;
    int firstSlotOfSu(int su) const;
    int slotsInSu(int su) const { return firstSlotOfSu(su + 1) - firstSlotOfSu(su); }
    int suOfNode(int node) const { return suOfSlot(nodeSlot(node)); }
    int positionInSu(int node) const { return nodeSlot(node) - firstSlotOfSu(suOfNode(node)); }
    // The leaf (0-based, within a plane) that serves a node's rail in that plane.
    int leafOf(int node, int railInPlane) const;
    // The leaf port (1-based) of a node slot position and rail.
    int leafPortOf(int positionInSu, int railInPlane) const;
};

// Whether SHARP runs on a fabric: asked for, on InfiniBand, on a switch that has it.
bool sharpRuns(bool asked, const SwitchModel &model, Technology technology);

} // namespace fabric
