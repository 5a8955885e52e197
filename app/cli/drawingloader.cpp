#include "drawingloader.h"

#include "core/common/installedfile.h"

#include <dlfcn.h>

#include <iostream>

namespace fabric::cli {

namespace {

constexpr const char *kModulePath = "lib/fabricplanner/modules/fabricplanner-drawing.so";

const DrawingModule *load(std::string &error)
{
#ifdef FABRIC_HAVE_DRAWING
    const auto path = findInstalledFile(kModulePath);
    if (path.empty()) {
        error = std::string("the drawing module is missing: no ") + kModulePath + " above the program's folder";
        return nullptr;
    }
    void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        error = "cannot load the drawing module: " + std::string(dlerror());
        return nullptr;
    }
    using Entry = const DrawingModule *(*)();
    const auto entry = reinterpret_cast<Entry>(dlsym(handle, "fabricplanner_drawing_module"));
    const DrawingModule *module = entry ? entry() : nullptr;
    if (!module || module->interfaceVersion != kDrawingInterfaceVersion) {
        error = "the drawing module " + path.string() + " belongs to another version of the program";
        return nullptr;
    }
    return module;
#else
    error = "this build has no PDF or diagram renderer (configured with FABRIC_BUILD_GUI=OFF)";
    return nullptr;
#endif
}

} // namespace

const DrawingModule *drawingModule(const char *command)
{
    static std::string error;
    static const DrawingModule *module = load(error);
    if (!module)
        std::cerr << "fabricplanner-cli " << command << ": " << error << '\n';
    return module;
}

} // namespace fabric::cli
