#pragma once

#include "core/bom/bom.h"
#include "core/cabling/cableplan.h"
#include "core/catalogue/catalogue.h"
#include "core/common/diagnostic.h"
#include "core/design/design.h"
#include "core/sizing/sizing.h"
#include "core/topology/topology.h"

namespace fabric {

// Stage 5: the priced bill of materials in the design's currency.
Bom priceBom(const Design &design, const Sizing &sizing, const Topology &topology,
             const CablePlan &cables, const Catalogue &catalogue, Diagnostics &diagnostics);

} // namespace fabric
