# cmake -P script of the package test (package_test.cmake): WORK_DIR is removed first, so every
# run installs into an empty prefix.
cmake_minimum_required(VERSION 3.25)

function(run)
  execute_process(COMMAND ${ARGV} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGV}\n${out}")
  endif()
endfunction()

set(prefix ${WORK_DIR}/prefix)
set(consumer ${WORK_DIR}/consumer)
file(REMOVE_RECURSE ${WORK_DIR})
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})

# Nothing installed may force an instruction set on a consumer.
file(GLOB_RECURSE exported ${prefix}/*.cmake ${prefix}/*.pc)
foreach(f ${exported})
  file(READ ${f} text)
  if(text MATCHES "-march|-mpclmul|-mavx")
    message(FATAL_ERROR "${f} carries an instruction-set flag")
  endif()
endforeach()

# find_package(mjscore) from the prefix alone (no package registry, no build tree).
run(${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/package -B ${consumer} -G ${GENERATOR}
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_PREFIX_PATH=${prefix}
    -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF -DMJSCORE_README=${SOURCE_DIR}/README.md)
run(${CMAKE_COMMAND} --build ${consumer})
run(${consumer}/consumer)

# mjscore.pc: the flags point into the prefix, and they build and link the same consumer.
find_program(PKG_CONFIG pkg-config REQUIRED)
file(GLOB_RECURSE pc ${prefix}/mjscore.pc)
if(NOT pc)
  message(FATAL_ERROR "no mjscore.pc under ${prefix}")
endif()
get_filename_component(pc_dir ${pc} DIRECTORY)
set(ENV{PKG_CONFIG_PATH} ${pc_dir})
execute_process(COMMAND ${PKG_CONFIG} --cflags --libs mjscore RESULT_VARIABLE rc
                OUTPUT_VARIABLE flags ERROR_VARIABLE err OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "pkg-config --cflags --libs mjscore: ${err}")
endif()
file(REAL_PATH ${prefix} real_prefix)
string(REGEX MATCH "-I([^ ]+)" _ "${flags}")
file(REAL_PATH "${CMAKE_MATCH_1}" include_dir)
string(REGEX MATCH "-L([^ ]+)" _ "${flags}")
file(REAL_PATH "${CMAKE_MATCH_1}" lib_dir)
if(NOT include_dir STREQUAL "${real_prefix}/include" OR NOT lib_dir MATCHES "^${real_prefix}/lib"
   OR NOT flags MATCHES "-lmjscore( |$)")
  message(FATAL_ERROR "pkg-config flags do not point into ${real_prefix}: ${flags}")
endif()
separate_arguments(flag_list UNIX_COMMAND "${flags}")
run(${CXX} -std=c++20 -O1 -I${consumer} ${SOURCE_DIR}/tests/package/main.cpp ${flag_list}
    -o ${consumer}/consumer_pc)
run(${consumer}/consumer_pc)
