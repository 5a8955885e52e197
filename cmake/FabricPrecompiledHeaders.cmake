# Precompiled headers. Most of a file's compile time here is parsing the same standard library, Qt and
# nlohmann/json headers (a test file: three quarters of its front end); with them precompiled, each
# group of targets parses them once. Every source still includes what it uses: the debug preset builds
# without them (FABRIC_PRECOMPILE_HEADERS=OFF), where a file that compiles only thanks to a
# precompiled header fails.
option(FABRIC_PRECOMPILE_HEADERS "Precompile the standard library, Qt and nlohmann/json headers" ON)

# Only headers from outside the project: one of ours in a precompiled header would be seen by files
# that do not include it (a toString() of ours found where QTest looks for its own). Qt's module
# headers (<QtCore>, <QtWidgets>) are left out: precompiled, each is a 300 MB file that every compile
# loads, which costs more than it saves.
set(FABRIC_PCH_STD <algorithm> <cmath> <functional> <map> <memory> <optional> <set> <string> <string_view>
                   <vector>)
set(FABRIC_PCH_JSON ${FABRIC_PCH_STD} <nlohmann/json.hpp>)
set(FABRIC_PCH_QTCORE <QDir> <QFile> <QObject> <QRegularExpression> <QString> <QStringList>)
set(FABRIC_PCH_QTGUI ${FABRIC_PCH_QTCORE} <QColor> <QFont> <QImage> <QPainter>)
set(FABRIC_PCH_QTWIDGETS ${FABRIC_PCH_QTGUI} <QComboBox> <QHBoxLayout> <QHeaderView> <QLabel> <QVBoxLayout>
                         <QWidget>)

# fabric_precompile(TARGET HEADERS h...) or fabric_precompile(TARGET REUSE_FROM OTHER): the second
# form shares OTHER's precompiled header, which needs the same compile flags and definitions.
function(fabric_precompile target)
  if(NOT FABRIC_PRECOMPILE_HEADERS)
    return()
  endif()
  cmake_parse_arguments(ARG "" "REUSE_FROM" "HEADERS" ${ARGN})
  if(ARG_REUSE_FROM)
    target_precompile_headers(${target} REUSE_FROM ${ARG_REUSE_FROM})
  else()
    target_precompile_headers(${target} PRIVATE ${ARG_HEADERS})
  endif()
endfunction()

# ccache caches compiles that use a precompiled header only when told to trust it: the header's
# macros and timestamps are not part of its hash.
if(FABRIC_PRECOMPILE_HEADERS AND CMAKE_CXX_COMPILER_LAUNCHER MATCHES "ccache")
  set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env
      CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime ${CMAKE_CXX_COMPILER_LAUNCHER})
  # clang (the asan preset) also writes the time it built the header into it; without this, no
  # file that uses the header is ever found in the cache.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    target_compile_options(fabric_flags INTERFACE "SHELL:-Xclang -fno-pch-timestamp")
  endif()
endif()
