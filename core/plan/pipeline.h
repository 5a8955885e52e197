#pragma once

#include "core/catalogue/catalogue.h"
#include "core/plan/plan.h"

#include <functional>

namespace fabric {

struct PipelineOptions
{
    // Polled between stages; returning true stops the pipeline (the plan then holds an error).
    std::function<bool()> cancelled;
    // Told the stage about to run (0..5 of 6) for progress indicators.
    std::function<void(int stage, int stages)> progress;
    // A plan whose cabling nobody lists (a summary, a model) need not keep a run per link.
    CableRuns cableRuns = CableRuns::Kept;
};

// Design + Catalogue -> size -> wire -> place -> cable -> price -> figures. Pure: the same inputs
// give the same plan. Never throws; problems are diagnostics in the plan.
Plan makePlan(const Design &design, const Catalogue &catalogue, const PipelineOptions &options = {});

// The plan of the same design with SHARP asked for or not. SHARP changes no device, link, run or
// price, only whether the compute fabric's switches aggregate, so a plan made one way turns into
// the other without a second pipeline run (the explorer's SHARP twins). The result equals
// makePlan of the design with `sharp` set.
void setSharp(Plan &plan, bool sharp);

} // namespace fabric
