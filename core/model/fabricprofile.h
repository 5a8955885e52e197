#pragma once

#include "core/common/technology.h"
#include "core/model/modelparameters.h"

#include <string>

namespace fabric {

class Catalogue;
struct Plan;

enum class GpuGeneration { Unknown, Volta, Ampere, Hopper, Blackwell };
// From a GPU model name: "H100", "H200", "H20" Hopper; "B200", "GB200", "B300" Blackwell ...
GpuGeneration gpuGeneration(std::string_view gpuModel);

// What the collective model reads from a plan, reduced to numbers: no pointers into the plan,
// so a model outlives the plan it was made from.
struct FabricProfile
{
    std::string platform;
    GpuGeneration generation = GpuGeneration::Unknown;
    int gpusPerNode = 1; // ranks per node (1 for servers without GPUs)
    int nodes = 0;
    double nvlinkGBps = 0.0; // per GPU, one direction, line rate; 0: no NVLink
    int railsPerNode = 1;    // compute ports per node over all planes
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

    bool nvlsCapable() const;
};

// Reads a plan whose sizing is done. The catalogue supplies switch latencies for every tier's
// model; parameters supply the stated defaults where the catalogue and the cabling are silent.
FabricProfile profileOf(const Plan &plan, const Catalogue *catalogue,
                        const ModelParameters &params);

} // namespace fabric
