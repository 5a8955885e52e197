#pragma once

#include "benchmain.h"
#include "core/catalogue/catalogue.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <memory>

namespace fabric {

// The bundled catalogue, opened once for the process; null when there is none (the benchmark
// then says so and skips).
inline std::shared_ptr<const Catalogue> benchCatalogue()
{
    static std::shared_ptr<const Catalogue> instance = [] {
        auto opened = Catalogue::openDefault();
        if (!opened)
            return std::shared_ptr<const Catalogue>();
        return std::make_shared<const Catalogue>(std::move(*opened));
    }();
    return instance;
}

} // namespace fabric

// The main of the benchmarks that open the main window: offscreen unless told otherwise, on the
// application's heap (keepFreedMemoryInTheHeap), with the window's settings, recent files and
// autosave kept out of the user's home.
#define FABRIC_WINDOW_BENCHMARK_MAIN()                                                             \
    int main(int argc, char **argv)                                                                \
    {                                                                                              \
        fabric::keepFreedMemoryInTheHeap();                                                        \
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))                                        \
            qputenv("QT_QPA_PLATFORM", "offscreen");                                               \
        QStandardPaths::setTestModeEnabled(true);                                                  \
        QTemporaryDir home;                                                                        \
        qputenv("XDG_CONFIG_HOME", home.path().toUtf8());                                          \
        qputenv("XDG_DATA_HOME", home.path().toUtf8());                                            \
        qputenv("XDG_CACHE_HOME", home.path().toUtf8());                                           \
        QApplication app(argc, argv);                                                              \
        return fabric::runBenchmarks(argc, argv);                                                  \
    }
