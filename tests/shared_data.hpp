// Where the Tenhou logs of ../shared/data are, for the Tenhou tests.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace mjscore::tenhou_test {

// MJSCORE_SHARED_DIR in the environment overrides the compiled-in path (git worktrees).
inline std::filesystem::path logs_dir() {
  const char* env = std::getenv("MJSCORE_SHARED_DIR");
  const std::filesystem::path shared = env != nullptr && *env != 0
                                           ? std::filesystem::path(env)
                                           : std::filesystem::path(MJSCORE_SHARED_DIR);
  return shared / "data" / "tenhou" / "logs";
}

inline std::string read_file(const std::filesystem::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

}  // namespace mjscore::tenhou_test
