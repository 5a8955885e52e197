#include "commands.h"
#include "designflags.h"

#include "core/catalogue/catalogue.h"
#include "core/plan/pipeline.h"
#include "core/report/planreport.h"
#include "core/topology/bisection.h"

#include <cmath>
#include <iostream>

namespace fabric::cli {

namespace {

// Max-flow on the port-level graph is a check, not a figure: bounded so it stays interactive.
constexpr int kMaxFlowEndpointLimit = 65536;

} // namespace

int runPlan(Arguments &args)
{
    const bool json = args.takeFlag("--json");
    const bool checkBisection = args.takeFlag("--check-bisection");
    const Design design = takeDesign(args);
    args.expectEmpty();

    auto catalogue = Catalogue::openDefault();
    if (!catalogue) {
        std::cerr << "fabricplanner-cli plan: " << catalogue.error() << '\n';
        return 1;
    }
    // The report lists no link: the cabling keeps its tallies, not a run per link.
    PipelineOptions options;
    options.cableRuns = CableRuns::TalliedOnly;
    Plan plan = makePlan(design, *catalogue, options);

    PlanChecks checks;
    // The CLI's own checks: English only, like the rest of the CLI (the GUI never runs them).
    if (checkBisection && plan.ok()) {
        if (plan.compute().sizing.endpointsPerPlane > kMaxFlowEndpointLimit) {
            plan.diagnostics.push_back(makeWarning(
                "", Text::plain("the max-flow check runs up to " + std::to_string(kMaxFlowEndpointLimit)
                                + " endpoints per plane; skipped")));
        } else {
            // Every cut again by max-flow on the port-level graph; each must carry what the
            // figure says it carries, so the narrowest agrees too.
            for (int p = 0; p < plan.compute().sizing.planes; ++p) {
                const PlaneBisection flow = bisectionMaxFlow(plan.compute().topology, p);
                checks.bisectionMaxFlowPerPlaneGbps.push_back(flow.gbps);
                const long long figure =
                    std::llround(plan.figures.bisectionPerPlaneGbps.at(static_cast<std::size_t>(p)));
                if (flow.gbps != figure)
                    plan.diagnostics.push_back(makeError(
                        "", Text::plain("max-flow bisection of plane " + std::to_string(p + 1) + " ("
                                        + std::to_string(flow.gbps) + " Gb/s, cut: " + flow.narrowestCut
                                        + ") differs from the figure (" + std::to_string(figure) + " Gb/s)")));
            }
        }
    }

    // Errors go to stderr, once; the text report keeps the warnings, naming the flags typed.
    const Diagnostics diagnostics = plan.diagnostics;
    const bool ok = plan.ok();
    if (json) {
        std::cout << planToJson(plan, checks).dump(2) << '\n';
    } else {
        plan.diagnostics.clear();
        for (const Diagnostic &d : diagnostics)
            if (!d.isError())
                plan.diagnostics.push_back({d.severity, fieldAsTyped(d.field), d.text});
        std::cout << planToText(plan, checks);
    }
    for (const Diagnostic &d : diagnostics)
        if (d.isError())
            std::cerr << "fabricplanner-cli plan: " << messageLine(d) << '\n';
    return ok ? 0 : 1;
}

} // namespace fabric::cli
