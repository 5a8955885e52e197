#include "core/model/measuredcomparison.h"

#include "core/model/modelreport.h"
#include "core/model/ncclversion.h"
#include "core/report/texttable.h"

#include <algorithm>
#include <cmath>

namespace fabric {

namespace {

constexpr std::uint64_t kMiB = 1ull << 20;

std::string_view sizeClassOf(std::uint64_t bytes)
{
    return bytes >= 256 * kMiB ? "large" : bytes >= 64 * 1024 ? "mid" : "small";
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

std::string programOrCollective(const MeasuredComparison &c)
{
    return c.run.program.empty() ? std::string(toString(c.collective)) : c.run.program;
}

// Ranks per host when every host runs as many; 0 when they differ or the output lists none.
int uniformRanksPerHost(const NcclTestsRun &run)
{
    if (run.ranksPerHost.empty())
        return 0;
    const int first = run.ranksPerHost.front();
    for (int r : run.ranksPerHost)
        if (r != first)
            return 0;
    return first;
}

void summarise(MeasuredComparison &c)
{
    std::vector<double> all;
    for (const auto &p : c.points) {
        const double e = std::abs(p.errorPercent);
        all.push_back(e);
        if (e > c.maxAbsPercent || c.worstBytes == 0) {
            c.maxAbsPercent = e;
            c.worstBytes = p.measured.bytes;
        }
    }
    c.medianAbsPercent = median(all);
    for (std::string_view name : {"large", "mid", "small"}) {
        std::vector<double> errors;
        for (const auto &p : c.points)
            if (sizeClassOf(p.measured.bytes) == name)
                errors.push_back(std::abs(p.errorPercent));
        if (!errors.empty())
            c.classes.push_back({std::string(name), static_cast<int>(errors.size()), median(errors),
                                 *std::max_element(errors.begin(), errors.end())});
    }
}

} // namespace

Expected<MeasuredComparison> compareWithMeasured(const Plan &plan, const Catalogue *catalogue,
                                                 const NcclTestsRun &run, const MeasuredRequest &request,
                                                 Diagnostics &warnings)
{
    using Result = Expected<MeasuredComparison>;
    MeasuredComparison c;
    c.run = run;
    if (run.collective)
        c.collective = *run.collective;
    else if (!run.program.empty())
        return Result::failure(Text(FABRIC_TR("fabric::NcclTests",
                                              "line %1: %2 is not a collective the model runs (all_reduce_perf, "
                                              "all_gather_perf, reduce_scatter_perf, alltoall_perf, broadcast_perf)"),
                                    run.firstLine, run.program));
    else if (request.collective)
        c.collective = *request.collective;
    else
        return Result::failure(Text(FABRIC_TR("fabric::NcclTests",
                                              "line %1: the output does not say which collective it ran (nccl-tests "
                                              "before 2.13 print no \"Collective test starting\" line): give "
                                              "--collective"),
                                    run.firstLine));

    c.ranks = request.ranks > 0 ? request.ranks : run.ranks;
    if (c.ranks == 0)
        return Result::failure(Text(FABRIC_TR("fabric::NcclTests",
                                              "line %1: the output lists no ranks (its \"# Using devices\" lines): "
                                              "give their number with --scope"),
                                    run.firstLine));

    ModelConfig config = request.config;
    if (config.ncclVersion == 0 && run.ncclVersion != 0) {
        config.ncclVersion = run.ncclVersion;
        c.takenFromFile.push_back(Text(FABRIC_TR("fabric::NcclTests", "NCCL %1, as the output prints it"),
                                       ncclVersionText(run.ncclVersion)));
    }
    if (!config.cudaGraph && run.cudaGraph) {
        config.cudaGraph = true;
        c.takenFromFile.push_back(FABRIC_TR("fabric::NcclTests", "CUDA graphs, as the output's \"graph:\" says"));
    }
    // An HGX-style NVLink domain is one host: ranks spread over more hosts than they fill run as
    // the output has them, each host's ranks driving their own NICs. An NVL72 domain spans its
    // trays (nvlink_host_gpus, as the model reads it), which the output names as hosts.
    const int perHost = uniformRanksPerHost(run);
    if (run.hosts.size() > 1 && perHost == 0)
        warnings.push_back(makeWarning("measured", Text(FABRIC_TR("fabric::NcclTests",
                                                                  "the output's hosts run different numbers of "
                                                                  "ranks; the model fills each node in turn"))));
    // The model as the plan and the flags have it; built again only where the output's hosts
    // change its ranks per node.
    Diagnostics modelWarnings;
    auto model = CollectiveModel::fromPlan(plan, catalogue, config, modelWarnings);
    if (!model)
        return Result::failure(model.errorText());
    if (config.gpusPerNode == 0 && perHost > 0) {
        const FabricProfile &p = model->profile();
        const bool domainIsOneHost = p.nvlinkDomainGpus <= 8;
        const int hostGpus = domainIsOneHost ? p.gpusPerNode : static_cast<int>(model->parameters()[Param::NvlinkHostGpus]);
        if (domainIsOneHost && perHost < hostGpus && run.hosts.size() > 1) {
            config.gpusPerNode = perHost;
            c.takenFromFile.push_back(Text(FABRIC_TR("fabric::NcclTests", "ranks per node as the output runs them: %1 on each of %2 hosts"),
                                           perHost, static_cast<int>(run.hosts.size())));
            modelWarnings.clear();
            model = CollectiveModel::fromPlan(plan, catalogue, config, modelWarnings);
            if (!model)
                return Result::failure(model.errorText());
        } else if (perHost > hostGpus) {
            warnings.push_back(makeWarning("measured", Text(FABRIC_TR("fabric::NcclTests",
                                                                      "the output runs %1 ranks on a host where %2 has "
                                                                      "%3 GPUs a host: the project's platform may not be "
                                                                      "the one measured"),
                                                            perHost, p.platform, hostGpus)));
        }
    }
    warnings.insert(warnings.end(), modelWarnings.begin(), modelWarnings.end());
    c.profile = model->profile();
    for (const auto &row : run.rows) {
        auto r = model->evaluate({c.collective, row.bytes, request.algorithm, {ScopeKind::Ranks, c.ranks}, request.env});
        if (!r)
            return Result::failure(Text(FABRIC_TR("fabric::NcclTests", "line %1: %2"), row.line, r.errorText()));
        c.points.push_back({row, *r, 100.0 * (r->timeUs / row.timeUs - 1.0)});
    }
    summarise(c);
    return c;
}

nlohmann::json measuredComparisonToJson(const MeasuredComparison &c)
{
    auto hosts = nlohmann::json::array();
    for (std::size_t i = 0; i < c.run.hosts.size(); ++i)
        hosts.push_back({{"host", c.run.hosts[i]}, {"ranks", c.run.ranksPerHost[i]}});
    auto taken = nlohmann::json::array();
    for (const auto &t : c.takenFromFile)
        taken.push_back(t.english());
    auto points = nlohmann::json::array();
    for (const auto &p : c.points)
        points.push_back({{"bytes", p.measured.bytes},
                          {"line", p.measured.line},
                          {"measured_time_us", p.measured.timeUs},
                          {"measured_busbw_GBps", p.measured.busbwGBps},
                          {"model", resultToJson(p.model)},
                          {"error_percent", std::round(p.errorPercent * 10.0) / 10.0}});
    auto classes = nlohmann::json::array();
    for (const auto &k : c.classes)
        classes.push_back({{"class", k.name},
                           {"sizes", k.sizes},
                           {"median_abs_error_percent", std::round(k.medianAbsPercent * 10.0) / 10.0},
                           {"max_abs_error_percent", std::round(k.maxAbsPercent * 10.0) / 10.0}});
    return {{"program", c.run.program},
            {"collective", toString(c.collective)},
            {"first_line", c.run.firstLine},
            {"ranks", c.ranks},
            {"hosts", hosts},
            {"nccl_version", c.run.ncclVersion ? nlohmann::json(ncclVersionText(c.run.ncclVersion)) : nlohmann::json()},
            {"cuda_graph", c.run.cudaGraph},
            {"taken_from_output", taken},
            {"configuration", configurationToJson(c.profile)},
            {"points", points},
            {"summary",
             {{"sizes", c.points.size()},
              {"median_abs_error_percent", std::round(c.medianAbsPercent * 10.0) / 10.0},
              {"max_abs_error_percent", std::round(c.maxAbsPercent * 10.0) / 10.0},
              {"max_at_bytes", c.worstBytes},
              {"by_size_class", classes}}}};
}

std::string measuredComparisonToText(const MeasuredComparison &c)
{
    std::string out = "# " + programOrCollective(c) + " (line " + std::to_string(c.run.firstLine) + "): " +
                      std::to_string(c.ranks) + " ranks";
    if (!c.run.hosts.empty())
        out += " on " + std::to_string(c.run.hosts.size()) + (c.run.hosts.size() == 1 ? " host" : " hosts");
    out += "; NCCL " + (c.run.ncclVersion ? ncclVersionText(c.run.ncclVersion) : std::string("release not printed")) +
           (c.run.cudaGraph ? ", CUDA graphs" : ", no CUDA graphs") + "\n";
    for (const auto &t : c.takenFromFile)
        out += "# Taken from the output: " + t.english() + "\n";
    out += "# Configuration: " + configurationText(c.profile) + "\n";
    TextTable table({"size(B)", "measured(us)", "model(us)", "error", "measured busbw", "model busbw", "algorithm",
                     "protocol"});
    for (const auto &p : c.points) {
        const double t = p.measured.timeUs;
        table.addRow({std::to_string(p.measured.bytes), formatNumber(t, t < 100 ? 2 : 1),
                      formatNumber(p.model.timeUs, p.model.timeUs < 100 ? 2 : 1),
                      (p.errorPercent >= 0 ? "+" : "") + formatNumber(p.errorPercent, 1) + "%",
                      formatNumber(p.measured.busbwGBps, 2), formatNumber(p.model.busbwGBps, 2),
                      std::string(toString(p.model.algorithm)), std::string(toString(p.model.protocol))});
    }
    out += table.render();
    out += "# Error: the model's time against the measured out-of-place time (+: the model is slower).\n";
    out += "# " + std::to_string(c.points.size()) + " sizes: median |error| " + formatNumber(c.medianAbsPercent, 1) +
           "%, largest " + formatNumber(c.maxAbsPercent, 1) + "% at " + std::to_string(c.worstBytes) + " B";
    for (const auto &k : c.classes)
        out += "; " + k.name + " " + std::to_string(k.sizes) + ", median " + formatNumber(k.medianAbsPercent, 1) +
               "%, max " + formatNumber(k.maxAbsPercent, 1) + "%";
    out += "\n";
    return out;
}

} // namespace fabric
