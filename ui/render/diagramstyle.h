#pragma once

#include "core/design/networkspec.h"
#include "core/topology/topology.h"

#include <QColor>

namespace fabric::render {

// The colours every diagram (views and exports) gives to devices, so that a spine is the same
// colour in the topology, the floor plan and the rack elevation. Mid-tone fills that read on light
// and dark backgrounds.
QColor deviceColour(const Device &device);
QColor tierColour(Tier tier);
QColor nodeColour();
QColor applianceColour();
// The switches and devices of the networks beside the compute fabric on the floor.
QColor networkColour(NetworkRole role);
QColor highlightColour();

} // namespace fabric::render
