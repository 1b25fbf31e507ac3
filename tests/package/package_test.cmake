# The installed package, tested the way a user meets it: `cmake --install` into a fresh prefix,
# then the consumer in this folder configured with find_package(mjscore) and built, run, and
# built again from `pkg-config --cflags --libs mjscore`. Included by the root CMakeLists.txt
# with the tests. A sanitizer, fuzzer or profile-generating build links run-time libraries a
# plain consumer does not have, so only plain builds register it.
if(NOT MJSCORE_SANITIZE AND NOT MJSCORE_FUZZ AND NOT MJSCORE_PGO STREQUAL "generate")
  add_test(NAME Package.InstalledFindPackageAndPkgConfig
    COMMAND ${CMAKE_COMMAND}
            -DBUILD_DIR=${CMAKE_BINARY_DIR}
            -DSOURCE_DIR=${CMAKE_SOURCE_DIR}
            -DWORK_DIR=${CMAKE_BINARY_DIR}/package-test
            -DGENERATOR=${CMAKE_GENERATOR}
            -DCXX=${CMAKE_CXX_COMPILER}
            -P ${CMAKE_SOURCE_DIR}/tests/package/run_package_test.cmake)
  set_tests_properties(Package.InstalledFindPackageAndPkgConfig PROPERTIES TIMEOUT 300)
endif()
