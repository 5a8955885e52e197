#include "modules.h"

#include "core/common/installedfile.h"

#include <dlfcn.h>

#include <iostream>
#include <string>

namespace fabric::cli {

namespace {

// Opens lib/fabricplanner/modules/fabricplanner-<name>.so and returns its entry's answer, or nullptr with the
// reason in error. A module answers with a structure whose first member is its interface version.
template <typename Module>
const Module *load(const std::string &name, const char *entrySymbol, int interfaceVersion, std::string &error)
{
    const std::string relative = "lib/fabricplanner/modules/fabricplanner-" + name + ".so";
    const auto path = findInstalledFile(relative);
    if (path.empty()) {
        error = "the " + name + " module is missing: no " + relative + " above the program's folder";
        return nullptr;
    }
    void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        error = "cannot load the " + name + " module: " + std::string(dlerror());
        return nullptr;
    }
    using Entry = const Module *(*)();
    const auto entry = reinterpret_cast<Entry>(dlsym(handle, entrySymbol));
    const Module *module = entry ? entry() : nullptr;
    if (!module || module->interfaceVersion != interfaceVersion) {
        error = "the " + name + " module " + path.string() + " belongs to another version of the program";
        return nullptr;
    }
    return module;
}

template <typename Module>
const Module *reported(const Module *module, const char *command, const std::string &error)
{
    if (!module)
        std::cerr << "fabricplanner-cli " << command << ": " << error << '\n';
    return module;
}

} // namespace

const DrawingModule *drawingModule(const char *command)
{
    static std::string error;
#ifdef FABRIC_HAVE_DRAWING
    static const DrawingModule *module =
        load<DrawingModule>("drawing", "fabricplanner_drawing_module", kDrawingInterfaceVersion, error);
#else
    static const DrawingModule *module = nullptr;
    error = "this build has no PDF or diagram renderer (configured with FABRIC_BUILD_GUI=OFF)";
#endif
    return reported(module, command, error);
}

const XlsxModule *xlsxModule(const char *command)
{
    static std::string error;
    static const XlsxModule *module =
        load<XlsxModule>("xlsx", "fabricplanner_xlsx_module", kXlsxInterfaceVersion, error);
    return reported(module, command, error);
}

} // namespace fabric::cli
