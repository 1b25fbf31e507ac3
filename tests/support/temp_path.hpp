// A file path in gtest's temporary folder, unique to this test process: ctest runs tests in
// parallel processes, and two tests writing one fixed name would read each other's files.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <string>

inline std::string unique_temp_path(const std::string& name) {
  return ::testing::TempDir() + "mjscore_" + std::to_string(::getpid()) + "_" + name;
}
