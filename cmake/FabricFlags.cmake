# Compiler flags live on an INTERFACE target that every target links, never in CMAKE_CXX_FLAGS.
add_library(fabric_flags INTERFACE)
add_library(FabricPlanner::flags ALIAS fabric_flags)
target_compile_features(fabric_flags INTERFACE cxx_std_20)
target_compile_options(fabric_flags INTERFACE
  $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wno-missing-field-initializers>)
# Tests (FABRIC_TEST property) may build QStrings from string literals; product code may not.
target_compile_definitions(fabric_flags INTERFACE
  $<IF:$<BOOL:$<TARGET_PROPERTY:FABRIC_TEST>>,QT_RESTRICTED_CAST_FROM_ASCII,QT_NO_CAST_FROM_ASCII>
  QT_NO_NARROWING_CONVERSIONS_IN_CONNECT QT_NO_URL_CAST_FROM_STRING BOOST_ALLOW_DEPRECATED_HEADERS)
set(CMAKE_CXX_EXTENSIONS OFF)

# lld (packaging/install-deps.sh installs it) links a test in a fifth to a quarter of GNU ld's time
# (paired: ui_tst_window 1.36 s to 0.25 s in release, 7.1 s to 1.8 s under the sanitizers).
find_program(FABRIC_LLD ld.lld)
if(FABRIC_LLD AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  target_link_options(fabric_flags INTERFACE -fuse-ld=lld)
endif()

find_program(CCACHE_PROGRAM ccache)
if(CCACHE_PROGRAM)
  set(CMAKE_CXX_COMPILER_LAUNCHER ${CCACHE_PROGRAM})
endif()

# Sanitizers (the asan and fuzz presets): on the same INTERFACE target, so every library, test and
# executable of the tree is instrumented and nothing else is.
set(FABRIC_SANITIZE "" CACHE STRING "Sanitizers for every target, e.g. address;undefined")
option(FABRIC_FUZZ "Build the libFuzzer targets in tests/fuzz (clang only)" OFF)
if(FABRIC_SANITIZE)
  list(JOIN FABRIC_SANITIZE "," fabric_sanitizers)
  target_compile_options(fabric_flags INTERFACE -fsanitize=${fabric_sanitizers} -fno-omit-frame-pointer
                                                -fno-sanitize-recover=all)
  target_link_options(fabric_flags INTERFACE -fsanitize=${fabric_sanitizers})
endif()
if(FABRIC_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "FABRIC_FUZZ needs clang (libFuzzer): use the fuzz preset")
  endif()
  # Coverage feedback everywhere; only the fuzz targets link libFuzzer's main().
  target_compile_options(fabric_flags INTERFACE -fsanitize=fuzzer-no-link)
endif()
