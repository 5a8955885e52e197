#pragma once

#include "drawing/drawingmodule.h"

namespace fabric::cli {

// The drawing module (see drawing/drawingmodule.h), loaded on the first call. When this build or
// installation has none, or it cannot be loaded, prints why on stderr under the command's name
// and returns nullptr.
const DrawingModule *drawingModule(const char *command);

} // namespace fabric::cli
