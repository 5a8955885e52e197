#include "drawing.h"

extern "C" __attribute__((visibility("default"))) const fabric::cli::DrawingModule *fabricplanner_drawing_module()
{
    static const fabric::cli::DrawingModule module{fabric::cli::kDrawingInterfaceVersion, &fabric::cli::writeQuote,
                                                   &fabric::cli::writeDiagrams, &fabric::cli::writeCableSheets};
    return &module;
}
