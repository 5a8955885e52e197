#include "commands.h"
#include "exportplan.h"
#include "modules.h"

#include "core/common/calendardate.h"
#include "core/common/usertext.h"

#include "core/compare/comparison.h"
#include "core/compare/comparisonreport.h"
#include "core/design/projectfile.h"
#include "core/plan/pipeline.h"
#include "core/pricing/exchangerate.h"

#include <filesystem>
#include <iostream>

namespace fabric::cli {

namespace {

Design loadNamed(const std::string &path)
{
    auto design = ProjectFile::load(path);
    if (!design)
        throw std::runtime_error(design.error()); // it names the file
    if (design->name.empty() || design->name == Design{}.name)
        design->name = std::filesystem::path(path).stem().string();
    return *design;
}

} // namespace

int runCompare(Arguments &args)
{
    const bool asJson = args.takeFlag("--json");
    const bool withCounterpart = args.takeFlag("--counterpart");
    const auto out = args.takeValue("--out");
    const auto currencyCode = args.takeValue("--currency");
    const auto rate = args.takeDouble("--exchange-rate");
    const auto rateDate = args.takeValue("--exchange-rate-date");
    const auto files = args.takePositionals();
    args.expectEmpty();
    if (files.empty() || (files.size() < 2 && !withCounterpart))
        throw UsageError("compare needs two or more project files, or one with --counterpart");
    if (withCounterpart && files.size() > 1)
        throw UsageError("--counterpart compares one project with its counterpart on the other fabric: give one "
                         "project file, not " + std::to_string(files.size()));
    if ((rate || rateDate) && !currencyCode)
        throw UsageError("--exchange-rate and --exchange-rate-date need --currency CODE");
    // The rate's own flag is named, not --currency (audit finding 13).
    if (rate && !isPlausibleRate(*rate)) {
        std::cerr << "fabricplanner-cli compare: --exchange-rate: expected a number of " << *currencyCode << " per USD from "
                  << formatPerUsd(kLowestPerUsd) << " to " << formatPerUsd(kHighestPerUsd) << ", got " << formatPerUsd(*rate) << '\n';
        return 1;
    }
    if (rateDate && !isCalendarDate(*rateDate) && !isCalendarMonth(*rateDate))
        throw UsageError("--exchange-rate-date takes a date such as 2026-11-30 (or a month, 2026-11), not "
                         + quotedText(*rateDate));
    if (out && std::filesystem::path(*out).extension() != ".xlsx")
        throw UsageError("--out takes a .xlsx file, not " + quotedText(*out));
    if (out) {
        std::vector<NamedFile> inputs;
        for (const auto &file : files)
            inputs.push_back({"the project file", file});
        if (!prepareOutputs("compare", inputs, {{"--out", *out}}))
            return 1;
    }
    const XlsxModule *workbooks = out ? xlsxModule("compare") : nullptr;
    if (out && !workbooks)
        return 1;

    auto catalogue = Catalogue::openDefault();
    if (!catalogue) {
        std::cerr << "fabricplanner-cli compare: " << catalogue.error() << '\n';
        return 1;
    }
    std::vector<Design> designs;
    for (const auto &file : files)
        designs.push_back(loadNamed(file));
    if (withCounterpart)
        designs.push_back(counterpartDesign(designs.front()));

    std::vector<Plan> plans;
    bool failed = false;
    for (std::size_t i = 0; i < designs.size(); ++i) {
        plans.push_back(makePlan(designs[i], *catalogue));
        // Named as a project loader names its errors: the file, then the field's JSON path.
        const bool fromFile = i < files.size();
        const std::string where = fromFile ? files[i] : "the counterpart of " + files.front();
        for (const Diagnostic &d : plans.back().diagnostics)
            if (d.isError()) {
                std::cerr << "fabricplanner-cli compare: " << where << ": "
                          << (d.field.empty() ? "" : (fromFile ? "$.design." : "") + d.field + ": ") << d.message() << '\n';
                failed = true;
            }
    }
    if (failed)
        return 1;

    std::optional<ExchangeRate> currency;
    if (currencyCode) {
        auto chosen = comparisonCurrency(plans, *catalogue, *currencyCode, rate, rateDate.value_or(""));
        if (!chosen) {
            std::cerr << "fabricplanner-cli compare: --currency: " << chosen.error() << '\n';
            return 1;
        }
        currency = *chosen;
    }
    const Comparison comparison = compare(plans, *catalogue, defaultCollectivePoints(), currency);
    if (out) {
        const auto result = workbooks->writeXlsx(comparisonWorkbook(comparison, plans), *out);
        if (!result.ok()) {
            std::cerr << "fabricplanner-cli compare: " << result.error() << '\n';
            return 1;
        }
    }
    if (asJson)
        std::cout << comparisonToJson(comparison).dump(2) << '\n';
    else if (!out)
        std::cout << comparisonToText(comparison);
    return 0;
}

} // namespace fabric::cli
