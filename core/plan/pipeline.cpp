#include "core/plan/pipeline.h"

#include "core/bom/bombuilder.h"
#include "core/cabling/cabler.h"
#include "core/catalogue/namematch.h"
#include "core/export/outputlimits.h"
#include "core/floor/floorplanner.h"
#include "core/plan/figurescalculator.h"
#include "core/sizing/fattreesizer.h"
#include "core/topology/bisection.h"
#include "core/topology/wiring.h"

#include <exception>

namespace fabric {

namespace {

constexpr int kStages = 6;

bool stop(Plan &plan, const PipelineOptions &options, int stage)
{
    if (!plan.ok())
        return true;
    if (options.cancelled && options.cancelled()) {
        plan.diagnostics.push_back(makeError("", FABRIC_TR("fabric::Plan", "planning was cancelled")));
        return true;
    }
    if (options.progress)
        options.progress(stage, kStages);
    return false;
}

void runStages(Plan &plan, const Catalogue &catalogue, const PipelineOptions &options)
{
    const Design &design = plan.design;
    if (stop(plan, options, 0))
        return;
    plan.sizing = sizeFabric(design, catalogue, plan.diagnostics);
    if (stop(plan, options, 1))
        return;
    plan.topology = wireTopology(design, plan.sizing);
    if (auto warning = outputCapacityWarning(plan.topology.links.size()))
        plan.diagnostics.push_back(std::move(*warning));
    if (stop(plan, options, 2))
        return;
    // The bisection needs only the wiring. Worked out now, its working memory is free again when
    // the cabling asks for its arrays, and a large plan touches that many fewer fresh pages.
    const Bisection bisection = computeBisection(plan.topology, plan.sizing.planes);
    plan.floor = placeFloor(design, plan.sizing, plan.topology, plan.diagnostics);
    if (stop(plan, options, 3))
        return;
    plan.cables = cableLinks(design, plan.topology, plan.floor, catalogue, plan.diagnostics, options.cableRuns);
    if (stop(plan, options, 4))
        return;
    plan.bom = priceBom(design, plan.sizing, plan.topology, plan.cables, catalogue, plan.diagnostics);
    if (stop(plan, options, 5))
        return;
    plan.figures = computeFigures(plan, bisection);
}

} // namespace

Plan makePlan(const Design &design, const Catalogue &catalogue, const PipelineOptions &options)
{
    Plan plan;
    // Names as people type them (qm9700, Q3400, an ordering number) become the catalogue's own,
    // so every stage, report and export sees one spelling.
    plan.design = withCatalogueNames(design, catalogue);
    try {
        runStages(plan, catalogue, options);
    } catch (const std::exception &e) {
        // A bug, not the user's fault; still no exception crosses the core's API.
        plan.diagnostics.push_back(makeError("", Text(FABRIC_TR("fabric::Plan", "internal error: %1"), e.what())));
    }
    return plan;
}

} // namespace fabric
