#pragma once

#include "core/common/diagnostic.h"
#include "core/common/expected.h"
#include "core/model/collectivemodel.h"
#include "core/model/nccltestsoutput.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace fabric {

class Catalogue;
struct Plan;

// The model set beside a cluster's own nccl-tests run: at each size the run measured, the
// model's time for the same collective, ranks and configuration, and how far it is off. So a
// user sees how the model does on their cluster before trusting its figures, and which model
// parameters to set for it (docs/model.md §4 says which differ by provider).

// What the user asked beyond the file; a zero or unset field is taken from the file.
struct MeasuredRequest
{
    std::optional<Collective> collective; // for an output that does not name its program
    int ranks = 0;                        // for one that lists no ranks
    ModelConfig config;                   // --nccl-version, --cuda-graph, --gpus-per-node, ...
    NcclEnv env;
    Algorithm algorithm = Algorithm::Auto;
};

struct MeasuredPoint
{
    NcclTestsRow measured;
    CollectiveResult model;
    // 100 x (model time / measured time - 1): + where the model is slower than the cluster.
    double errorPercent = 0.0;
};

// Error by nccl-tests' size classes of docs/model.md: large >= 256 MiB, mid 64 KiB-256 MiB,
// small below.
struct SizeClassError
{
    std::string name; // "large", "mid", "small"
    int sizes = 0;
    double medianAbsPercent = 0.0;
    double maxAbsPercent = 0.0;
};

struct MeasuredComparison
{
    NcclTestsRun run;
    Collective collective = Collective::AllReduce;
    int ranks = 0;
    FabricProfile profile;            // as the run configures it
    std::vector<Text> takenFromFile;  // "NCCL 2.26.6, as the output prints it", ...
    std::vector<MeasuredPoint> points;
    double medianAbsPercent = 0.0;
    double maxAbsPercent = 0.0;
    std::uint64_t worstBytes = 0;
    std::vector<SizeClassError> classes; // only those with sizes
};

// Fails, naming what to give, where the output does not say which collective or how many ranks,
// where it names a program the model does not run, or where the plan cannot hold the run
// (more ranks than the cluster's GPUs). Warnings: a host running more ranks than the platform
// has GPUs, hosts running different numbers of ranks.
Expected<MeasuredComparison> compareWithMeasured(const Plan &plan, const Catalogue *catalogue,
                                                 const NcclTestsRun &run, const MeasuredRequest &request,
                                                 Diagnostics &warnings);

nlohmann::json measuredComparisonToJson(const MeasuredComparison &comparison);
// A table shaped like nccl-tests' with the model beside each row, and the summary below it.
std::string measuredComparisonToText(const MeasuredComparison &comparison);

} // namespace fabric
