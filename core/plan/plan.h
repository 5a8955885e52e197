#pragma once

#include "core/bom/bom.h"
#include "core/cabling/cableplan.h"
#include "core/common/diagnostic.h"
#include "core/design/design.h"
#include "core/floor/floorplan.h"
#include "core/plan/figures.h"
#include "core/sizing/sizing.h"
#include "core/topology/topology.h"

namespace fabric {

// Everything the pipeline made from one Design. Stages after a failed one are left empty.
struct Plan
{
    Design design;
    Sizing sizing;
    Topology topology;
    FloorPlan floor;
    CablePlan cables;
    Bom bom;
    Figures figures;
    Diagnostics diagnostics;

    bool ok() const { return !hasErrors(diagnostics); }
};

} // namespace fabric
