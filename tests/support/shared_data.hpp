// The shared data of ../shared/data (conformance cases, Tenhou logs) for the data-driven suites.
// Where it is absent a suite skips with a message; with CI=true in the environment it fails
// instead, so that a CI run cannot pass without having run the data-driven suites.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "mjscore/tenhou.hpp"

namespace mjscore::shared_data {

// The shared folder: MJSCORE_SHARED_DIR in the environment overrides the compiled-in path (a git
// worktree does not sit beside the shared folder).
inline std::filesystem::path root() {
  const char* env = std::getenv("MJSCORE_SHARED_DIR");
  return env != nullptr && *env != 0 ? std::filesystem::path(env)
                                     : std::filesystem::path(MJSCORE_SHARED_DIR);
}

inline std::filesystem::path tenhou_dir() { return root() / "data" / "tenhou"; }
inline std::filesystem::path tenhou_logs() { return tenhou_dir() / "logs"; }

inline bool on_ci() {
  const char* ci = std::getenv("CI");
  return ci != nullptr && std::string_view(ci) == "true";
}

inline std::string read_file(const std::filesystem::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// Every Tenhou log below tenhou_logs() (.mjlog, .xml, tenhou.net/6 .json), sorted by path.
inline std::vector<std::filesystem::path> tenhou_log_files() {
  std::vector<std::filesystem::path> out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(tenhou_logs())) {
    const auto ext = e.path().extension();
    if (e.is_regular_file() && (ext == ".mjlog" || ext == ".xml" || ext == ".json"))
      out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// A Tenhou log as the importer's contract game record.
struct ImportedLog {
  std::string name;  // the log's file name
  nlohmann::json record;
};

// Every log of tenhou_log_files() imported; a log the importer refuses is a test failure.
inline std::vector<ImportedLog> imported_tenhou_logs() {
  std::vector<ImportedLog> out;
  for (const auto& f : tenhou_log_files()) {
    auto r = import_tenhou(read_file(f));
    if (!r) {
      ADD_FAILURE() << f.filename() << ": " << r.error().message;
      continue;
    }
    out.push_back({f.filename().string(), nlohmann::json::parse(r->record_json)});
  }
  return out;
}

}  // namespace mjscore::shared_data

// In a test body: returns from it when `where` does not exist, skipped with a message, or failed
// when CI=true.
#define MJSCORE_REQUIRE_SHARED_DATA(where)                                                       \
  do {                                                                                           \
    const std::filesystem::path mjscore_required_ = (where);                                     \
    if (!std::filesystem::exists(mjscore_required_)) {                                           \
      if (::mjscore::shared_data::on_ci())                                                       \
        FAIL() << "shared data not found at " << mjscore_required_                               \
               << " (CI=true: the data-driven suites must run)";                                 \
      GTEST_SKIP() << "shared data not found at " << mjscore_required_ << " (../shared/data is " \
                   << "not mounted; set MJSCORE_SHARED_DIR to its parent folder)";               \
    }                                                                                            \
  } while (false)
