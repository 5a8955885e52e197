#pragma once

#include "core/common/heapreuse.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

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
        benchmark::Initialize(&argc, argv);                                                        \
        if (benchmark::ReportUnrecognizedArguments(argc, argv))                                    \
            return 1;                                                                              \
        benchmark::RunSpecifiedBenchmarks();                                                       \
        benchmark::Shutdown();                                                                     \
        return 0;                                                                                  \
    }
