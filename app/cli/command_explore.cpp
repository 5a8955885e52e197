#include "commands.h"
#include "designflags.h"

#include "core/catalogue/catalogue.h"
#include "core/catalogue/namematch.h"
#include "core/common/ratiotext.h"
#include "core/common/usertext.h"
#include "core/explore/explorer.h"
#include "core/export/atomicfile.h"
#include "core/explore/explorationreport.h"
#include "core/model/modelparameters.h"
#include "core/model/modelreport.h"
#include "modules.h"
#include "core/model/sweep.h"
#include "core/report/texttable.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>

namespace fabric::cli {

namespace {

struct ExploreFlags
{
    ExploreOptions options;
    bool asJson = false;
    std::optional<std::string> out;
};

// A limit as typed, digits grouped or not ("12,300,000").
double nonNegative(const std::string &flag, const std::string &text)
{
    const auto v = groupedDecimal(text);
    if (!v || *v < 0.0)
        throw UsageError(flag + " takes a number of 0 or more, not " + quotedText(text));
    return *v;
}

// Watts as typed: "40000", "40,000", "40000W", "40kW", "40 KW", "0.04MW".
double maxPowerWatts(const std::string &text)
{
    std::size_t unitAt = text.size();
    while (unitAt > 0 && std::isalpha(static_cast<unsigned char>(text[unitAt - 1])))
        --unitAt;
    std::string unit = text.substr(unitAt);
    for (char &ch : unit)
        ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    const double scale = unit.empty() || unit == "w" ? 1.0 : unit == "kw" ? 1e3 : unit == "mw" ? 1e6 : 0.0;
    std::string number = text.substr(0, unitAt);
    if (!unit.empty() && number.ends_with(' '))
        number.pop_back();
    const auto v = scale > 0.0 ? groupedDecimal(number) : std::nullopt;
    if (!v || *v < 0.0)
        throw UsageError("--max-power takes watts, 0 or more (40000, 40kW or 0.04MW), not " + quotedText(text));
    return *v * scale;
}

std::vector<Objective> parseObjectives(const std::string &text)
{
    std::vector<Objective> objectives;
    std::stringstream words(text);
    for (std::string word; std::getline(words, word, ',');) {
        const auto o = objectiveFromString(word);
        if (!o)
            throw UsageError("--objectives takes a list of cost, busbw, time, power, bisection, switches and "
                             "racks, not " + quotedText(word));
        if (std::find(objectives.begin(), objectives.end(), *o) == objectives.end())
            objectives.push_back(*o);
    }
    if (objectives.empty())
        throw UsageError("--objectives takes at least one of cost, busbw, time, power, bisection, switches and racks");
    return objectives;
}

ExploreFlags takeExploreFlags(Arguments &args)
{
    ExploreFlags f;
    f.asJson = args.takeFlag("--json");
    f.out = args.takeValue("--out");
    if (f.out) {
        const auto extension = std::filesystem::path(*f.out).extension();
        if (extension != ".csv" && extension != ".xlsx")
            throw UsageError("--out takes a .xlsx or .csv file, not " + quotedText(*f.out));
    }
    ExploreOptions &o = f.options;
    if (auto text = args.takeValue("--collective")) {
        auto c = collectiveFromString(*text);
        if (!c)
            throw UsageError("--collective takes allreduce, allgather, reducescatter, alltoall or broadcast, not " +
                             quotedText(*text));
        o.collective.collective = *c;
    }
    if (auto text = args.takeValue("--bytes")) {
        auto sizes = parseByteList(*text);
        if (!sizes)
            throw UsageError("--bytes: " + sizes.error());
        if (sizes->size() != 1)
            throw UsageError("--bytes takes one size here (such as 1G), not " + quotedText(*text));
        o.collective.bytes = sizes->front();
    }
    if (auto text = args.takeValue("--objectives"))
        o.objectives = parseObjectives(*text);
    ExploreConstraints &c = o.constraints;
    if (auto text = args.takeValue("--max-cost"))
        c.maxCost = nonNegative("--max-cost", *text);
    if (auto text = args.takeValue("--min-busbw"))
        c.minBusbwGBps = nonNegative("--min-busbw", *text);
    if (auto text = args.takeValue("--max-power"))
        c.maxPowerW = maxPowerWatts(*text);
    if (auto racks = args.takeInt("--max-racks")) {
        if (*racks < 1)
            throw UsageError("--max-racks takes a whole number of 1 or more, not " + std::to_string(*racks));
        c.maxRacks = *racks;
    }
    // Here --fabric limits the space; the design's own fabric is what the explorer varies.
    if (auto text = args.takeValue("--fabric")) {
        std::string lower = *text;
        for (char &ch : lower)
            ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        auto t = technologyFromString(lower);
        if (!t)
            throw UsageError("--fabric takes infiniband (ib) or ethernet (roce), not " + quotedText(*text));
        c.fabric = *t;
    }
    return f;
}

// "--max-cost and --max-power": the constraints the user gave, as typed.
std::string constraintsGiven(const ExploreConstraints &c)
{
    std::vector<std::string> given;
    for (const auto &[flag, set] : {std::pair{"--max-cost", c.maxCost.has_value()}, {"--min-busbw", c.minBusbwGBps.has_value()},
                                    {"--max-power", c.maxPowerW.has_value()}, {"--max-racks", c.maxRacks.has_value()},
                                    {"--fabric", c.fabric.has_value()}, {"--switch", c.switchModel.has_value()}})
        if (set)
            given.emplace_back(flag);
    if (given.empty())
        return "the constraints";
    std::string text = given.front();
    for (std::size_t i = 1; i < given.size(); ++i)
        text += (i + 1 == given.size() ? " and " : ", ") + given[i];
    return text;
}

template<typename Optional>
nlohmann::json orNull(const Optional &value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

// The command a user runs to plan a candidate again.
std::vector<std::string> planCommandOf(const Design &design)
{
    std::vector<std::string> words{"fabricplanner-cli", "plan"};
    const std::vector<std::string> flags = flagsOf(design);
    words.insert(words.end(), flags.begin(), flags.end());
    return words;
}

nlohmann::json candidateJson(const ExploreCandidate &c)
{
    return {{"args", flagsOf(c.design)},
            {"fabric", std::string(toString(c.design.fabric))},
            {"switch", c.switchModel},
            {"link_speed_gbps", c.linkSpeedGbps},
            {"ports_per_node", c.railsPerNode},
            {"oversubscription", c.oversubscription},
            {"planes", c.design.planes},
            {"tiers", c.tiers},
            {"su_size", c.suSize},
            {"sharp", c.design.sharp},
            {"cost", c.cost.amount},
            {"cost_complete", c.cost.complete},
            {"currency", c.cost.currency},
            {"power_w", orNull(c.powerW)},
            {"busbw_GBps", orNull(c.busbwGBps)},
            {"time_us", orNull(c.timeUs)},
            {"bisection_gbps", c.bisectionGbps},
            {"switches", c.switches},
            {"racks", c.racks},
            {"on_front", c.onFront},
            {"front_confirmed", c.frontConfirmed}};
}

// A figure with its digits grouped, as the cost beside it; "unknown" when nobody published it.
std::string grouped(const std::optional<double> &value, int decimals)
{
    return value ? formatGrouped(*value, decimals) : std::string("unknown");
}

void printText(const Exploration &e, const ExploreOptions &o)
{
    std::string objectives;
    for (Objective objective : o.objectives)
        objectives += (objectives.empty() ? "" : ", ") + std::string(toString(objective));
    const auto confirmed = std::count_if(e.candidates.begin(), e.candidates.end(), [](const auto &c) { return c.frontConfirmed; });
    const auto unconfirmed = std::count_if(e.candidates.begin(), e.candidates.end(),
                                           [](const auto &c) { return c.onFront && !c.frontConfirmed; });
    std::cout << "# fabricplanner explore: candidates that meet the constraints: " << e.candidates.size() << "; front over "
              << objectives << "; " << toString(o.collective.collective) << " at " << o.collective.bytes
              << " bytes\n# * on the Pareto front (" << confirmed << "); ? on it only while a figure is unknown, its own or"
                 " that of one that may beat it ("
              << unconfirmed << "); ranked cheapest first\n";
    if (const std::string line = explorationParameterLine(e); !line.empty())
        std::cout << "# " << line << '\n';
    TextTable table({"#", "front", "fabric", "switch", "links", "oversub", "planes", "tiers", "SU", "SHARP", "cost",
                     "network power W",
                     "busbw GB/s", "time us", "bisection Gb/s", "switches", "racks"});
    int rank = 0;
    for (const ExploreCandidate &c : e.candidates)
        table.addRow({std::to_string(++rank), c.frontConfirmed ? "*" : c.onFront ? "?" : "", std::string(toString(c.design.fabric)), c.switchModel,
                      std::to_string(c.railsPerNode) + " x " + std::to_string(c.linkSpeedGbps) + "G",
                      ratioText(c.oversubscription), std::to_string(c.design.planes),
                      std::to_string(c.tiers), std::to_string(c.suSize), c.design.sharp ? "on" : "off",
                      formatGrouped(std::llround(c.cost.amount)) + ' ' + c.cost.currency + (c.cost.complete ? "" : " (known prices only)"),
                      grouped(c.powerW, 0), grouped(c.busbwGBps, 1), grouped(c.timeUs, 1),
                      formatGrouped(std::llround(c.bisectionGbps)), std::to_string(c.switches), std::to_string(c.racks)});
    std::cout << table.render();
}

// --switch as typed (QM9700, qm9700, MQM9700-NS2F) to the catalogue's model, which the search then
// keeps to; an unknown name is said with the nearest ones.
bool keepToSwitch(const std::string &typed, const Catalogue &catalogue, ExploreConstraints &limits)
{
    const auto match = matchSwitch(catalogue, typed);
    if (!match.found) {
        std::vector<std::string> names;
        for (const SwitchModel &model : catalogue.switches())
            if (!model.hasRole("management"))
                names.push_back(model.model);
        std::cerr << "fabricplanner-cli explore: --switch: "
                  << unknownNameMessage(CatalogueName::Switch, typed, match.candidates, match.ambiguous, names).english()
                  << '\n';
        return false;
    }
    limits.switchModel = match.found->model;
    return true;
}

} // namespace

int runExplore(Arguments &args)
{
    ExploreFlags flags = takeExploreFlags(args);
    // The dimensions the search varies: a design flag for one of them is no limit on it. --switch
    // is: it keeps the space to that switch, as --fabric keeps it to one fabric.
    std::vector<std::string> varied;
    for (const char *flag : {"--oversubscription", "--planes", "--sharp"})
        if (args.has(flag))
            varied.emplace_back(flag);
    const bool switchGiven = args.has("--switch");
    const Design base = takeDesign(args);
    args.expectEmpty();
    // Loaded before the search, so that a missing module is said at once.
    const bool toXlsx = flags.out && std::filesystem::path(*flags.out).extension() == ".xlsx";
    const XlsxModule *workbooks = toXlsx ? xlsxModule("explore") : nullptr;
    if (toXlsx && !workbooks)
        return 1;

    auto catalogue = Catalogue::openDefault();
    if (!catalogue) {
        std::cerr << "fabricplanner-cli explore: " << catalogue.error() << '\n';
        return 1;
    }
    if (switchGiven && !keepToSwitch(base.switchModel, *catalogue, flags.options.constraints))
        return 1;
    for (const std::string &flag : varied)
        std::cerr << "fabricplanner-cli explore: warning: " << flag
                  << " is one of the dimensions explore varies (oversubscription, planes, SHARP): "
                     "the search tries every value; read the rows you want from the ranking\n";
    if (!untouchedByFlags(base))
        std::cerr << "fabricplanner-cli explore: warning: the project's floor, cabling, pricing or model settings have "
                     "no flags, so each candidate's args plan it with the defaults\n";
    const Exploration e = explore(base, *catalogue, flags.options);
    std::cerr << "fabricplanner-cli explore: " << e.enumerated << " designs planned, " << e.failed
              << " with errors, " << e.duplicates << " the same fabric as another, " << e.filtered
              << " outside the constraints\n";
    for (const ExploreFailure &f : e.failures)
        std::cerr << "fabricplanner-cli explore:   " << f.switchModel << " did not plan (" << f.designs
                  << (f.designs == 1 ? " design" : " designs") << "), the first: " << f.firstError.field << ": " << f.firstError.message() << '\n';
    if (e.enumerated == 0) {
        const auto &pinned = flags.options.constraints.switchModel;
        std::cerr << "fabricplanner-cli explore: no design to explore: "
                  << (pinned ? *pinned + " does not run the " : std::string("the catalogue has no switch for the "))
                  << base.platform << "'s links on the fabrics asked for\n";
        return 1;
    }
    if (e.candidates.empty()) {
        std::cerr << "fabricplanner-cli explore: "
                  << (e.failed == e.enumerated ? "no design of the space plans without errors"
                                               : "no candidate meets " + constraintsGiven(flags.options.constraints))
                  << '\n';
        return 1;
    }
    if (flags.out) {
        const Workbook book = explorationWorkbook(e, &planCommandOf);
        if (toXlsx) {
            const ExportResult written = workbooks->writeXlsx(book, *flags.out);
            if (!written) {
                std::cerr << "fabricplanner-cli explore: " << written.error() << '\n';
                return 1;
            }
        } else {
            const auto written = writeTextAtomically(*flags.out, sheetText(book.sheets.front()));
            if (!written) {
                std::cerr << "fabricplanner-cli explore: " << written.error() << '\n';
                return 1;
            }
        }
    }
    if (flags.asJson) {
        // The searched design's model parameters, which every candidate keeps.
        nlohmann::json out{{"candidates", nlohmann::json::array()}, {"front", nlohmann::json::array()},
                           {"model_parameters", setParametersToJson(parametersSetBy(base.modelOverrides))}};
        for (const ExploreCandidate &c : e.candidates) {
            out["candidates"].push_back(candidateJson(c));
            if (c.onFront)
                out["front"].push_back(candidateJson(c));
        }
        std::cout << out.dump(2) << '\n';
    } else if (!flags.out) {
        printText(e, flags.options);
    }
    return 0;
}

} // namespace fabric::cli
