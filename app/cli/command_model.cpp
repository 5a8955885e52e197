#include "commands.h"
#include "core/catalogue/catalogue.h"
#include "core/common/groupeddigits.h"
#include "core/common/usertext.h"
#include "core/model/bisectionsummary.h"
#include "core/model/collectivemodel.h"
#include "core/model/measuredcomparison.h"
#include "core/model/modelreport.h"
#include "core/model/ncclenv.h"
#include "core/model/ncclversion.h"
#include "core/model/sweep.h"
#include "core/plan/pipeline.h"
#include "core/report/texttable.h"
#include "designflags.h"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <map>
#include <iostream>

namespace fabric::cli {

namespace {

struct ModelOptions
{
    Collective collective = Collective::AllReduce;
    Algorithm algorithm = Algorithm::Auto;
    Scope scope;
    NcclEnv env;
    std::vector<std::uint64_t> sizes;
    ModelConfig config;
    std::map<std::string, double> parameters; // --param NAME=VALUE, over the project's
    bool asJson = false;
    std::optional<std::string> measured; // --measured FILE: nccl-tests output to set the model beside
    bool collectiveGiven = false;
    bool bytesGiven = false;
};

int positiveCount(const std::string &flag, const std::string &text)
{
    int n = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec != std::errc() || end != text.data() + text.size() || n < 1)
        throw UsageError(flag + " takes a whole number of GPUs (1 or more), not " +
                         quotedText(text));
    return n;
}

double number(const std::string &flag, const std::string &text)
{
    char *end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(v))
        throw UsageError(flag + " takes a number, not " + quotedText(text));
    return v;
}

ModelOptions takeModelOptions(Arguments &args)
{
    ModelOptions o;
    o.asJson = args.takeFlag("--json");
    if (auto text = args.takeValue("--collective")) {
        auto c = collectiveFromString(*text);
        if (!c)
            throw UsageError("--collective takes allreduce, allgather, reducescatter, alltoall or "
                             "broadcast, not " +
                             quotedText(*text));
        o.collective = *c;
        o.collectiveGiven = true;
    }
    o.measured = args.takeValue("--measured");
    if (auto text = args.takeValue("--algorithm")) {
        auto a = algorithmFromString(*text);
        if (!a)
            throw UsageError("--algorithm takes auto, ring, tree, nvls, nvlstree, collnetdirect, "
                             "collnetchain, pat or sharp, not " +
                             quotedText(*text));
        o.algorithm = *a;
    }
    // NCCL's environment: repeatable, later values win (NCCL_ALGO=...,NCCL_PROTO=...).
    for (const auto &text : args.takeValues("--env")) {
        auto env = parseNcclEnv(text, o.env);
        if (!env)
            throw UsageError("--env: " + env.error());
        o.env = *env;
    }
    if (auto text = args.takeValue("--scope")) {
        int ranks = 0;
        auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), ranks);
        if (auto kind = scopeFromString(*text))
            o.scope = {*kind, 0};
        else if (ec == std::errc() && end == text->data() + text->size() && ranks > 0)
            o.scope = {ScopeKind::Ranks, ranks};
        else
            throw UsageError("--scope takes node, su, cluster or a number of ranks, not " +
                             quotedText(*text));
    }
    if (auto text = args.takeValue("--nvlink-domain"))
        o.config.nvlinkDomain = positiveCount("--nvlink-domain", *text);
    if (auto text = args.takeValue("--gpus-per-node"))
        o.config.gpusPerNode = positiveCount("--gpus-per-node", *text);
    if (auto text = args.takeValue("--nics-per-gpu")) {
        o.config.nicsPerGpu = number("--nics-per-gpu", *text);
        if (o.config.nicsPerGpu <= 0.0)
            throw UsageError("--nics-per-gpu takes a positive number (0.5: one NIC per two "
                             "GPUs), not " +
                             quotedText(*text));
    }
    o.config.cudaGraph = args.takeFlag("--cuda-graph");
    if (auto text = args.takeValue("--nccl-version")) {
        auto code = ncclVersionCodeFromString(*text);
        if (!code)
            throw UsageError("--nccl-version: " + code.error());
        o.config.ncclVersion = *code;
    }
    for (const auto &text : args.takeValues("--param")) {
        const auto eq = text.find('=');
        if (eq == std::string::npos || eq == 0)
            throw UsageError("--param takes NAME=VALUE (a model parameter listed under "
                             "Assumptions), not " +
                             quotedText(text));
        const std::string name = text.substr(0, eq);
        const ModelParameters known = ModelParameters::defaults();
        const auto param = known.find(name);
        if (!param)
            throw UsageError("--param: no model parameter is called " + quotedText(name) +
                             " (model lists them under 'Model parameters'; the assumptions above them "
                             "come from the design and the run's flags)");
        const double value = number("--param " + name, text.substr(eq + 1));
        const ModelParameter &parameter = known.get(*param);
        if (!inRange(parameter, value))
            throw UsageError("--param " + name + " takes " + allowedRange(parameter).english() + ", not " +
                             quotedText(text.substr(eq + 1)));
        o.parameters[name] = value;
    }
    if (auto text = args.takeValue("--bytes")) {
        auto sizes = parseByteList(*text);
        if (!sizes)
            throw UsageError("--bytes: " + sizes.error());
        o.sizes = std::move(*sizes);
        o.bytesGiven = true;
    } else {
        o.sizes = powerOfTwoSweep(8, 8 * kGiB);
    }
    if (o.measured && o.bytesGiven)
        throw UsageError("--measured compares the model at the sizes the output measured; --bytes does not go with it");
    if (o.measured && o.scope.kind != ScopeKind::Cluster && o.scope.kind != ScopeKind::Ranks)
        throw UsageError("--measured takes its ranks from the output; --scope gives them only as a number");
    return o;
}

std::string scopeText(const CollectiveResult &r, const FabricProfile &profile)
{
    return std::to_string(r.ranks) + " ranks on " + std::to_string(r.nodes) + " node" +
           (r.nodes == 1 ? "" : "s") + " (" + profile.platform + ", " +
           std::to_string(profile.gpusPerNode) + " per node)";
}

void printText(const ModelOptions &o, const CollectiveModel &model,
               const std::vector<CollectiveResult> &results, const BisectionSummary &bisection,
               const FailureWhatIfs &failures)
{
    const auto &first = results.front();
    std::cout << "# fabricplanner model: " << toString(o.collective) << ", "
              << scopeText(first, model.profile()) << ", scope " << toString(o.scope.kind) << '\n'
              << "# algorithm: " << toString(o.algorithm)
              << (o.algorithm == Algorithm::Auto
                      ? " (the one NCCL's cost model would pick, per size, is listed)"
                      : "")
              << "\n# NCCL environment: " << describe(o.env)
              << "\n# Configuration: " << configurationText(model.profile())
              << "\n# Follows the tuning model of NCCL " << kNcclTuningVersion << "\n#\n";
    std::cout << resultsToText(results);
    double sum = 0.0;
    for (const auto &r : results)
        sum += r.busbwGBps;
    std::cout << "# Avg bus bandwidth    : " << formatNumber(sum / results.size(), 3) << "\n#\n";

    std::cout << "# Bisection (one direction, all planes): "
              << formatGrouped(bisection.bisectionGbps, 0) << " Gb/s (narrowest cut: "
              << bisection.narrowestCut << "); half of each tier's links:";
    for (const auto &c : bisection.cuts)
        std::cout << ' ' << c.tier << ' ' << formatGrouped(c.gbps, 0);
    std::cout << "\n# All-to-all bound from the bisection: busbw <= "
              << formatGrouped(bisection.alltoallBusbwBoundGBps, 2) << " GB/s per GPU\n";
    for (const auto &i : failures.impacts) {
        std::cout << (i.lost == "plane" && failures.planes == 1 ? "# Losing the plane (the design has one)"
                                                                : "# Losing one " + i.lost)
                  << ": ";
        if (i.fractionLeft > 0.0)
            std::cout << "bisection " << formatGrouped(i.bisectionGbps, 0) << " Gb/s left ("
                      << formatNumber(100.0 * i.fractionLeft, 1) << "%)";
        else
            std::cout << "nothing left";
        std::cout << ", " << formatGrouped(static_cast<long long>(i.endpointsLost)) << " endpoint ports cut off\n";
    }
    // What the design and the run's flags give, then the model's own parameters: only those take
    // --param (the header once offered every row, and 12 of them were refused).
    const ModelParameters parameters = ModelParameters::defaults();
    TextTable given({"name", "value", "unit", "source"});
    TextTable tunable({"name", "value", "unit", "source"});
    for (const auto &a : model.assumptions())
        (parameters.find(a.name) ? tunable : given)
            .addRow({a.name + (a.overridden ? " *" : ""), formatNumber(a.value, 3), a.unit, a.source});
    std::cout << "#\n# Assumptions from the design and the run's flags (change those to change these):\n"
              << given.render()
              << "#\n# Model parameters (--param NAME=VALUE, or the project's modelOverrides by name; * overridden):\n"
              << tunable.render();
}

void printWarnings(const Diagnostics &warnings)
{
    for (const auto &w : warnings)
        std::cerr << "fabricplanner-cli model: " << (w.isNote() ? "note: " : "warning: ") << messageLine(w) << '\n';
}

nlohmann::json warningsToJson(const Diagnostics &warnings)
{
    auto list = nlohmann::json::array();
    for (const auto &w : warnings)
        list.push_back({{"field", w.field}, {"message", w.message()}});
    return list;
}

// --measured: the model beside each run of an nccl-tests output, at the sizes it measured.
int runMeasured(const ModelOptions &o, const Plan &plan, const Catalogue &catalogue)
{
    auto runs = readNcclTestsFile(*o.measured);
    if (!runs) {
        std::cerr << "fabricplanner-cli model: " << runs.error() << '\n';
        return 1;
    }
    MeasuredRequest request;
    request.collective = o.collectiveGiven ? std::optional<Collective>(o.collective) : std::nullopt;
    request.ranks = o.scope.kind == ScopeKind::Ranks ? o.scope.ranks : 0;
    request.config = o.config;
    request.env = o.env;
    request.algorithm = o.algorithm;
    Diagnostics warnings;
    std::vector<MeasuredComparison> comparisons;
    for (const auto &run : *runs) {
        // --collective picks its runs from an output of several; a run that names none is taken as it.
        if (o.collectiveGiven && run.collective && *run.collective != o.collective)
            continue;
        auto c = compareWithMeasured(plan, &catalogue, run, request, warnings);
        if (!c) {
            std::cerr << "fabricplanner-cli model: " << *o.measured << ": " << c.error() << '\n';
            return 1;
        }
        comparisons.push_back(std::move(*c));
    }
    if (comparisons.empty()) {
        std::cerr << "fabricplanner-cli model: " << *o.measured << ": no run of " << toString(o.collective)
                  << " in it\n";
        return 1;
    }
    const Diagnostics unused = unusedBy(o.collective, o.env, "env");
    warnings.insert(warnings.end(), unused.begin(), unused.end());
    printWarnings(warnings);
    if (o.asJson) {
        nlohmann::json out;
        out["measured"] = nlohmann::json::array();
        for (const auto &c : comparisons)
            out["measured"].push_back(measuredComparisonToJson(c));
        out["nccl_tuning"] = ncclTuningToJson();
        out["warnings"] = warningsToJson(warnings);
        std::cout << out.dump(2) << '\n';
        return 0;
    }
    std::cout << "# fabricplanner model against " << *o.measured << "; NCCL environment: " << describe(o.env)
              << "; follows the tuning model of NCCL " << kNcclTuningVersion << "\n#\n";
    for (std::size_t i = 0; i < comparisons.size(); ++i)
        std::cout << (i ? "#\n" : "") << measuredComparisonToText(comparisons[i]);
    return 0;
}

} // namespace

int runModel(Arguments &args)
{
    const ModelOptions options = takeModelOptions(args);
    Design design = takeDesign(args);
    for (const auto &[name, value] : options.parameters)
        design.modelOverrides[name] = value;
    args.expectEmpty();

    auto catalogue = Catalogue::openDefault();
    if (!catalogue) {
        std::cerr << "fabricplanner-cli model: " << catalogue.error() << '\n';
        return 1;
    }
    // The model reads the cabling's tallies, not a run per link.
    PipelineOptions tallied;
    tallied.cableRuns = CableRuns::TalliedOnly;
    const Plan plan = makePlan(design, *catalogue, tallied);
    if (!plan.ok()) {
        for (const auto &d : plan.diagnostics)
            if (d.isError())
                std::cerr << "fabricplanner-cli model: " << messageLine(d) << '\n';
        return 1;
    }
    if (options.measured)
        return runMeasured(options, plan, *catalogue);
    Diagnostics warnings;
    auto configuredModel = CollectiveModel::fromPlan(plan, &*catalogue, options.config, warnings);
    if (!configuredModel) {
        std::cerr << "fabricplanner-cli model: " << configuredModel.error() << '\n';
        return 1;
    }
    const CollectiveModel &model = *configuredModel;
    const Diagnostics unused = unusedBy(options.collective, options.env, "env");
    warnings.insert(warnings.end(), unused.begin(), unused.end());
    printWarnings(warnings);

    std::vector<CollectiveResult> results;
    results.reserve(options.sizes.size());
    for (auto bytes : options.sizes) {
        auto r = model.evaluate(
            {options.collective, bytes, options.algorithm, options.scope, options.env});
        if (!r) {
            std::cerr << "fabricplanner-cli model: " << r.error() << '\n';
            return 1;
        }
        results.push_back(*r);
    }
    const BisectionSummary bisection = bisectionSummary(plan);
    const FailureWhatIfs failures = failureWhatIfs(plan);

    if (options.asJson) {
        nlohmann::json out;
        out["results"] = nlohmann::json::array();
        for (const auto &r : results)
            out["results"].push_back(resultToJson(r));
        out["nccl_tuning"] = ncclTuningToJson();
        out["configuration"] = configurationToJson(model.profile());
        out["assumptions"] = assumptionsToJson(model.assumptions());
        out["bisection"] = bisectionToJson(bisection);
        out["failures"] = failuresToJson(failures);
        out["warnings"] = warningsToJson(warnings);
        std::cout << out.dump(2) << '\n';
    } else {
        printText(options, model, results, bisection, failures);
    }
    return 0;
}

} // namespace fabric::cli
