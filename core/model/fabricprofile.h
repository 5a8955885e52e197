#pragma once

#include "core/catalogue/parts.h"
#include "core/common/expected.h"
#include "core/common/technology.h"
#include "core/model/modelparameters.h"

#include <string>
#include <vector>

namespace fabric {

class Catalogue;
struct Plan;

enum class GpuGeneration { Unknown, Volta, Ampere, Hopper, Blackwell };
// From a GPU model name: "H100", "H200", "H20" Hopper; "B200", "GB200", "B300" Blackwell ...
GpuGeneration gpuGeneration(std::string_view gpuModel);

// One way a GPU's NICs can run, from the catalogue's NIC port modes: ConnectX-8 C8180 as one
// 800G XDR port (1 per GPU) or on Ethernet as 2 x 400G (2 per GPU).
struct NicLayout
{
    double nicsPerGpu = 1.0; // NIC ports per GPU in this mode
    int speedGbps = 0;       // each at this rate
};

// What the collective model reads from a plan, reduced to numbers: no pointers into the plan,
// so a model outlives the plan it was made from.
struct FabricProfile
{
    std::string platform;
    GpuGeneration generation = GpuGeneration::Unknown;
    // The model's "node" is one NVLink domain: the platform's (8 GPUs of an HGX board, 72 of an
    // NVL72 rack) unless a ModelConfig makes it smaller.
    int gpusPerNode = 1;      // ranks per node (1 for servers without GPUs)
    int nvlinkDomainGpus = 1; // GPUs of the NVLink domain (>= gpusPerNode)
    int nodes = 0;
    double nvlinkGBps = 0.0; // per GPU, one direction, line rate; 0: no NVLink
    double pcieGBps = 0.0;   // GPU-to-GPU over PCIe, per GPU, one direction; 0: no figure
    HostCpu hostCpu = HostCpu::Unknown; // the platform's, as the catalogue records it
    double railsPerNode = 1; // NICs the node's ranks drive, all planes (may be fractional per GPU)
    double nicsPerGpu = 1;   // NICs per GPU: the plan's ports / GPUs unless configured
    int planes = 1;
    double linkGBps = 0.0; // one endpoint link, line rate, bytes
    Technology technology = Technology::InfiniBand;
    bool sharp = false; // IB switches with a SHARP version and the design asks for it
    int tiers = 2;
    int suSize = 1;   // nodes under one leaf per rail
    int podNodes = 0; // nodes under one pod's spines (three tiers), else all nodes
    double leafOversubscription = 1.0;
    double spineOversubscription = 1.0;
    double switchLatencyNs[3] = {0, 0, 0}; // leaf, spine, core
    bool switchLatencyKnown[3] = {false, false, false};
    double cableM[3] = {0, 0, 0}; // mean node-leaf, leaf-spine, spine-core run
    bool cablesFromPlan = false;
    bool cudaGraph = false; // nccl-tests -G: the kernel launch is a graph node's
    int ncclVersion = kNcclTuningVersionCode; // the NCCL release the cluster runs (22807: 2.28.7)
    // The platform's NIC and the layouts per GPU its port modes allow on the plan's technology;
    // empty when the catalogue has no NIC for the platform (then --nics-per-gpu is not checked).
    std::string nicName; // "ConnectX-8 (900-9X81E-00EX-ST0)"
    std::vector<NicLayout> nicLayouts;

    bool nvlsCapable() const;
    // No NVLink between the node's GPUs: they meet over PCIe (a PCIe server).
    bool gpusMeetOverPcie() const;
};

// The most NICs per GPU a configuration may give (ConnectX-8 as 2 x 400G gives 2).
inline constexpr int kMostNicsPerGpu = 8;

// What the plan does not say about a run: the configurations people run on the same hardware.
// Zero: as the platform and the plan have it.
struct ModelConfig
{
    int nvlinkDomain = 0; // GPUs per NVLink domain, at most the platform's (GB200 trays of 4: 4)
    int gpusPerNode = 0;  // ranks per NVLink domain (nccl-tests with one GPU per node: 1)
    double nicsPerGpu = 0.0; // NICs per GPU at the plan's link speed (ConnectX-8 as 2 x 400G: 2)
    bool cudaGraph = false;  // nccl-tests -G: launches from a CUDA graph
    int ncclVersion = 0;     // NCCL_VERSION_CODE the run used (2.28.7: 22807); 0: the model's

    bool operator==(const ModelConfig &) const = default;
};

// The profile as the configuration runs it: a smaller NVLink domain splits each node into
// domains that reach each other over the network only; fewer ranks per domain drive only their
// own NICs. Fails, naming the flag, on a domain larger than the platform's or one that does not
// divide it, on more ranks than the domain has, on a NIC count that is not positive, and on one
// that none of the platform's NIC port modes gives (a layout at another speed than the plan's
// runs the model's links at that speed).
// "1 (400G), 1 (200G)": the NIC layouts per GPU, for messages and the run configuration.
std::string nicLayoutsText(const FabricProfile &profile);

Expected<FabricProfile> configured(FabricProfile profile, const ModelConfig &config);

// Reads a plan whose sizing is done. The catalogue supplies switch latencies for every tier's
// model; parameters supply the stated defaults where the catalogue and the cabling are silent.
FabricProfile profileOf(const Plan &plan, const Catalogue *catalogue,
                        const ModelParameters &params);

} // namespace fabric
