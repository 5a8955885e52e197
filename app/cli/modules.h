#pragma once

#include "drawing/drawingmodule.h"
#include "xlsx/xlsxmodule.h"

namespace fabric::cli {

// The CLI's modules, each loaded on its first call from lib/fabricplanner/modules above the
// program's folder. When this build or installation has none, or it cannot be loaded, each prints
// why on stderr under the command's name and returns nullptr.
const DrawingModule *drawingModule(const char *command); // see drawing/drawingmodule.h
const XlsxModule *xlsxModule(const char *command);       // see xlsx/xlsxmodule.h

} // namespace fabric::cli
