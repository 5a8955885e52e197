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

find_program(CCACHE_PROGRAM ccache)
if(CCACHE_PROGRAM)
  set(CMAKE_CXX_COMPILER_LAUNCHER ${CCACHE_PROGRAM})
endif()
