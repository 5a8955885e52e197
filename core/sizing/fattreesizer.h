#pragma once

#include "core/catalogue/catalogue.h"
#include "core/common/diagnostic.h"
#include "core/design/design.h"
#include "core/sizing/sizing.h"

namespace fabric {

// Stage 1 of the pipeline: how many switches of which model at each tier. Problems (impossible
// designs, forced switches that cannot work, limits exceeded) are added to diagnostics with the
// field at fault; on an error the returned Sizing is not to be wired.
Sizing sizeFabric(const Design &design, const Catalogue &catalogue, Diagnostics &diagnostics);

} // namespace fabric
