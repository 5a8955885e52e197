#include "core/model/modelreport.h"

#include "core/model/ncclversion.h"
#include "core/report/texttable.h"

#include <cmath>

namespace fabric {

namespace {

double rounded(double v, int decimals)
{
    const double f = std::pow(10.0, decimals);
    return std::round(v * f) / f;
}

// nccl-tests' count: elements of the send buffer (all-gather: per rank), 4-byte floats.
std::uint64_t elementCount(const CollectiveResult &r)
{
    std::uint64_t count = r.bytes / 4;
    if (r.collective == Collective::AllGather && r.ranks > 0)
        count /= static_cast<std::uint64_t>(r.ranks);
    return count;
}

} // namespace

nlohmann::json resultToJson(const CollectiveResult &r)
{
    return {{"collective", toString(r.collective)},
            {"algorithm", toString(r.algorithm)},
            {"protocol", toString(r.protocol)},
            {"auto", r.autoPicked},
            {"bytes", r.bytes},
            {"ranks", r.ranks},
            {"nodes", r.nodes},
            {"time_us", rounded(r.timeUs, 3)},
            {"algbw_GBps", rounded(r.algbwGBps, 3)},
            {"busbw_GBps", rounded(r.busbwGBps, 3)},
            {"latency_us",
             {{"launch", rounded(r.launchUs, 3)},
              {"base", rounded(r.baseUs, 3)},
              {"nvlink", rounded(r.nvlinkUs, 3)},
              {"network", rounded(r.networkUs, 3)}}},
            {"transfer_us", rounded(r.transferUs, 3)}};
}

nlohmann::json assumptionsToJson(const std::vector<ModelParameter> &assumptions)
{
    auto list = nlohmann::json::array();
    for (const auto &a : assumptions)
        list.push_back({{"name", a.name},
                        {"value", a.value},
                        {"unit", a.unit},
                        {"source", a.source},
                        {"overridden", a.overridden}});
    return list;
}

nlohmann::json setParametersToJson(const std::vector<ModelParameter> &set)
{
    auto byName = nlohmann::json::object();
    for (const ModelParameter &p : set)
        byName[p.name] = p.value;
    return byName;
}

nlohmann::json bisectionToJson(const BisectionSummary &b)
{
    auto cuts = nlohmann::json::array();
    for (const auto &c : b.cuts)
        cuts.push_back({{"tier", c.tier}, {"gbps", rounded(c.gbps, 1)}});
    return {{"bisection_gbps", rounded(b.bisectionGbps, 1)},
            {"narrowest_cut", b.narrowestCut},
            {"per_tier", cuts},
            {"alltoall_busbw_bound_GBps", rounded(b.alltoallBusbwBoundGBps, 3)}};
}

nlohmann::json failuresToJson(const FailureWhatIfs &w)
{
    nlohmann::json out = nlohmann::json::object();
    for (const auto &i : w.impacts)
        out[i.lost] = {{"bisection_gbps", rounded(i.bisectionGbps, 1)},
                       {"fraction_left", rounded(i.fractionLeft, 4)},
                       {"endpoints_lost", i.endpointsLost}};
    return out;
}

nlohmann::json ncclTuningToJson()
{
    return {{"version", kNcclTuningVersion},
            {"commit", kNcclTuningCommit},
            {"files", {"src/graph/tuning.cc", "src/transport/nvls.cc"}}};
}

namespace {

nlohmann::json nicLayoutsJson(const FabricProfile &p)
{
    if (p.nicLayouts.empty())
        return nullptr;
    nlohmann::json out = nlohmann::json::array();
    for (const NicLayout &l : p.nicLayouts)
        out.push_back({{"nics_per_gpu", rounded(l.nicsPerGpu, 4)}, {"speed_gbps", l.speedGbps}});
    return out;
}

} // namespace

nlohmann::json configurationToJson(const FabricProfile &p)
{
    return {{"nvlink_domain_gpus", p.nvlinkDomainGpus},
            {"gpus_per_node", p.gpusPerNode},
            {"nics_per_gpu", rounded(p.nicsPerGpu, 4)},
            {"link_gbps", rounded(p.linkGBps * 8.0, 4)},
            // The layouts the platform's NIC port modes allow; null: no NIC in the catalogue.
            {"nic_layouts", nicLayoutsJson(p)},
            {"nodes", p.nodes},
            {"cuda_graph", p.cudaGraph},
            {"nccl_version", ncclVersionText(p.ncclVersion)}};
}

std::string configurationText(const FabricProfile &p)
{
    // A node without NVLink (a PCIe server) is still the model's "domain", but not NVLink's.
    const bool pcie = p.gpusMeetOverPcie();
    const std::string domain =
        pcie ? "no NVLink: " + std::to_string(p.nvlinkDomainGpus) + " GPUs per node over PCIe"
             : "NVLink domain " + std::to_string(p.nvlinkDomainGpus) + " GPU" +
                   (p.nvlinkDomainGpus == 1 ? "" : "s");
    return domain + ", " + std::to_string(p.gpusPerNode) + " rank" +
           (p.gpusPerNode == 1 ? "" : "s") + (pcie ? " per node, " : " per domain, ") +
           formatNumber(p.nicsPerGpu, p.nicsPerGpu == std::floor(p.nicsPerGpu) ? 0 : 2) + " NIC" + (p.nicsPerGpu == 1.0 ? "" : "s") +
           " per GPU, " + (p.cudaGraph ? "CUDA graphs" : "no CUDA graphs") + ", NCCL " +
           ncclVersionText(p.ncclVersion);
}

std::string resultsToText(const std::vector<CollectiveResult> &results)
{
    TextTable table({"size(B)", "count", "type", "redop", "time(us)", "algbw(GB/s)", "busbw(GB/s)",
                     "algorithm", "protocol"});
    for (const auto &r : results) {
        const bool reduces =
            r.collective == Collective::AllReduce || r.collective == Collective::ReduceScatter;
        table.addRow({std::to_string(r.bytes), std::to_string(elementCount(r)), "float",
                      reduces ? "sum" : "none", formatNumber(r.timeUs, r.timeUs < 100 ? 2 : 1),
                      formatNumber(r.algbwGBps, 2), formatNumber(r.busbwGBps, 2),
                      std::string(toString(r.algorithm)), std::string(toString(r.protocol))});
    }
    return table.render();
}

} // namespace fabric
