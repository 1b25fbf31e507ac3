# Build-time generated analysis tables (included by the root CMakeLists.txt).
# tools/analysis_gen/gen_analysis_tables.cpp writes the per-suit tables as const arrays
# (read-only data, nothing initialised at run time); they are compiled into mjscore_core.
add_executable(mjscore_gen_analysis_tables
  ${CMAKE_SOURCE_DIR}/tools/analysis_gen/gen_analysis_tables.cpp)
# The generator runs at build time only: optimise it and keep sanitizers/fuzzer out of it.
target_compile_options(mjscore_gen_analysis_tables PRIVATE -O2 -fno-sanitize=all)
target_link_options(mjscore_gen_analysis_tables PRIVATE -fno-sanitize=all)

set(MJSCORE_ANALYSIS_TABLES_CPP ${CMAKE_BINARY_DIR}/generated/analysis_tables.cpp)
set(MJSCORE_ANALYSIS_TABLES_HPP ${CMAKE_BINARY_DIR}/generated/analysis_tables.hpp)
add_custom_command(
  OUTPUT ${MJSCORE_ANALYSIS_TABLES_CPP} ${MJSCORE_ANALYSIS_TABLES_HPP}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/generated
  COMMAND mjscore_gen_analysis_tables ${MJSCORE_ANALYSIS_TABLES_CPP} ${MJSCORE_ANALYSIS_TABLES_HPP}
  DEPENDS mjscore_gen_analysis_tables
  COMMENT "Generating the hand analysis tables")
target_sources(mjscore_core PRIVATE ${MJSCORE_ANALYSIS_TABLES_CPP} ${MJSCORE_ANALYSIS_TABLES_HPP})

# Callgrind driver (docs/performance.md): instructions per hand of each analysis operation.
add_executable(mjscore_analysis_callgrind
  ${CMAKE_SOURCE_DIR}/tools/analysis_callgrind/analysis_callgrind.cpp)
target_include_directories(mjscore_analysis_callgrind PRIVATE ${CMAKE_SOURCE_DIR}/src)
target_link_libraries(mjscore_analysis_callgrind PRIVATE mjscore::core)
mjscore_use_arch(mjscore_analysis_callgrind)
