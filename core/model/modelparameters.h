#pragma once

#include "core/common/diagnostic.h"
#include "core/model/collective.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fabric {

// The NCCL release whose tuning model (src/graph/tuning.cc, src/transport/nvls.cc) the
// structure and NCCL's constants follow; `model --json` prints it.
inline constexpr const char *kNcclTuningVersion = "2.30.7";
inline constexpr int kNcclTuningVersionCode = 23007; // the same, as NCCL_VERSION_CODE
inline constexpr const char *kNcclTuningCommit = "5067397c";

// Every number the analytical model uses that is not read from the plan. Each one has a name
// (the key of Design::modelOverrides), a unit and the source it comes from, so that the CLI and
// the GUI can list it as an assumption and the user can override it.
enum class Param {
    NvlinkEfficiency,
    NvlsEfficiencyHopper,
    NvlsEfficiencyBlackwell,
    PcieGBytesPerGpu,
    IbNicEfficiency,
    RoceNicEfficiency,
    EcmpCollisionFactor,
    TreeBwEfficiency,
    CollNetDirectEfficiency,
    LlRingBwFraction,
    LlTreeBwFraction,
    Ll128BwFraction,
    Ll128TreeBwFractionOneNode,
    LlMaxVolta,
    LlMaxAmpere,
    LlMaxHopper,
    LlMaxBlackwell,
    LlMaxTwoNodes,
    LlMaxFourNodes,
    NvlsChannelsHopper,
    NvlsChannelsBlackwell,
    NvlsChannelsBlackwellMultiNode,
    NvlsChannelGBps,
    DomainMaxNics,
    RackNvlsPerRank,
    NvlinkHostGpus,
    MnnvlStepLatency,
    MnnvlBwFraction,
    LaunchOverhead,
    LaunchOverheadCudaGraph,
    BaseRingLl,
    BaseRingLl128,
    BaseRingSimple,
    BaseTreeLl,
    BaseTreeLl128,
    BaseTreeSimple,
    NvlinkRingLl,
    NvlinkRingLl128,
    NvlinkRingSimple,
    NvlinkTreeLl,
    NvlinkTreeLl128,
    NvlinkTreeSimple,
    PcieRingLl,
    PcieRingLl128,
    PcieRingSimple,
    PcieTreeLl,
    PcieTreeLl128,
    PcieTreeSimple,
    NvlinkNvls,
    NetRingLl,
    NetRingLl128,
    NetRingSimple,
    NetTreeLl,
    NetTreeLl128,
    NetTreeSimple,
    NvlinkCollNetDirect,
    NvlinkCollNetChain,
    NetNvls,
    NetNvlsTree,
    NetCollNet,
    NetCollNetChain,
    BasePat,
    NvlinkPat,
    NetPat,
    PatBwFraction,
    PatPerRank,
    NetPostOverhead,
    NetPluginLatency,
    Ll128AcrossNodes,
    SimpleNetOverheadFactor,
    CollNetIntraPerRank,
    RingSimpleMultiNodeFactor,
    SwitchLatencyIb,
    SwitchLatencyEthernet,
    CableNsPerMetre,
    CableNodeLeafM,
    CableLeafSpineM,
    CableSpineCoreM,
    Count
};

struct ModelParameter
{
    std::string name;
    double value = 0.0;
    std::string unit;
    std::string source;
    bool overridden = false;
};

// The most a parameter takes: far beyond any real value, and small enough that every time and
// bandwidth the model works out from it stays finite (1e308 us made every protocol's time
// infinite). The least is 0; a fraction is in (0, 1].
double highestValue(const ModelParameter &parameter);
bool inRange(const ModelParameter &parameter, double value);
// What inRange() takes, as every message about a parameter's value says it: "a fraction in
// (0, 1]", "a value from 0 to 1,000,000 us" (model --param, the project's modelOverrides).
Text allowedRange(const ModelParameter &parameter);

// The parameters a design's overrides set, in the model's order, with their values: those the
// model takes (a project file holds no other; the rest are left out, as the model leaves them).
std::vector<ModelParameter> parametersSetBy(const std::map<std::string, double> &overrides);
// Those parameters as every text output names them: "net_plugin_latency 3 us, mnnvl_step_latency
// 0.7 us"; empty for none.
std::string setParametersText(const std::vector<ModelParameter> &set);

class ModelParameters
{
public:
    // The built-in values with their sources.
    static ModelParameters defaults();
    // defaults() with the design's overrides applied; unknown names and values that make no
    // sense become warnings naming "modelOverrides.<name>".
    static ModelParameters withOverrides(const std::map<std::string, double> &overrides,
                                         Diagnostics &diagnostics);

    double operator[](Param p) const { return m_params[static_cast<std::size_t>(p)].value; }
    const ModelParameter &get(Param p) const { return m_params[static_cast<std::size_t>(p)]; }
    std::optional<Param> find(std::string_view name) const;
    bool set(std::string_view name, double value);
    // A default that depends on the plan (the platform's host CPU): `value` with its `source`,
    // unless the design overrides the parameter.
    void adopt(Param p, double value, std::string source);
    const std::array<ModelParameter, static_cast<std::size_t>(Param::Count)> &all() const
    {
        return m_params;
    }

    // NCCL's static bandwidth correction for mid-size messages (powers of two from 64 B to
    // 256 MiB; 1 outside), per protocol: src/graph/tuning.cc treeCorrectionFactor (NCCL 2.30).
    static double midSizeFactor(Protocol p, double bytes);

private:
    std::array<ModelParameter, static_cast<std::size_t>(Param::Count)> m_params;
};

} // namespace fabric
