#pragma once

#include "core/common/expected.h"
#include "core/model/collective.h"
#include "core/model/fabricprofile.h"
#include "core/model/modelparameters.h"

#include <array>
#include <vector>

namespace fabric {

class Catalogue;
struct Plan;

// The analytical collective model: NCCL's own cost model (latency + bytes / bandwidth, per
// algorithm and protocol, the cheapest wins) over the bandwidths of this plan: NVLink inside
// the node, the rails' NICs across nodes, slowed by the oversubscription of every tier the
// traffic crosses. Cheap: evaluating a query is a few dozen floating-point operations.
class CollectiveModel
{
public:
    CollectiveModel(FabricProfile profile, ModelParameters parameters);
    // The plan's design supplies the overrides; unknown ones are warnings in diagnostics.
    static CollectiveModel fromPlan(const Plan &plan, const Catalogue *catalogue,
                                    Diagnostics &diagnostics);
    // The same for a run configuration (NVLink domain, ranks per domain, NICs per GPU, CUDA
    // graphs); fails, naming the flag, when the configuration does not fit the platform.
    static Expected<CollectiveModel> fromPlan(const Plan &plan, const Catalogue *catalogue,
                                              const ModelConfig &config,
                                              Diagnostics &diagnostics);
    // The parameters the model takes for this plan when its design overrides none: the built-in
    // values and those the plan sets (the host CPU's post overhead), each with its source. What
    // an override is measured against.
    static ModelParameters defaultParameters(const Plan &plan, const Catalogue *catalogue);

    // Fails (with the reason) when the scope or the forced algorithm does not fit the plan.
    Expected<CollectiveResult> evaluate(const CollectiveQuery &query) const;

    const FabricProfile &profile() const { return m_profile; }
    const ModelParameters &parameters() const { return m_params; }
    // The parameters plus what was read from the plan, each with where it came from.
    std::vector<ModelParameter> assumptions() const;

private:
    struct Shape;
    struct Candidate;
    Expected<Shape> shapeOf(const Scope &scope) const;
    void addCandidates(const CollectiveQuery &query, const Shape &shape, Algorithm algorithm,
                       std::vector<Candidate> &out) const;
    Expected<std::vector<Algorithm>> algorithmsFor(const CollectiveQuery &query,
                                                   const Shape &shape) const;
    double fabricPathUs(const Shape &shape) const;
    double slowdown(const Shape &shape, double leafFraction, double spineFraction) const;
    // capped: NCCL's channel algorithms drive at most nvlink_domain_max_nics NICs of a node.
    double nodeNetworkGBps(const Shape &shape, double leafFraction, double spineFraction,
                           bool capped = true) const;
    double nvlinkGBps() const;
    std::array<Param, 3> ringStepLatencies() const;
    std::array<Param, 3> treeStepLatencies() const;
    double nvlsAlgbw(const Shape &shape) const;
    double llMaxBusbw(const Shape &shape) const;
    // The p2p channels NCCL gives each peer inside one NVLink domain (or PCIe node).
    int p2pChannelsPerPeer() const;
    double rackNvlsLatency(const Shape &shape) const;
    double interStepUs(double hw, const Shape &shape, Protocol p) const;
    double pluginUs(Protocol p) const;
    bool spansHosts(const Shape &s) const;
    double nvlsChannels(const Shape &s) const;
    double postOverheadUs(Protocol p) const;

    FabricProfile m_profile;
    ModelParameters m_params;
};

} // namespace fabric
