// The house's one way down (docs/architecture.md): front ends (app/, python/src/) include only
// the public headers (include/mjscore/), and no two folders of src/ include each other, directly
// or through others. A folder is a directory under src/, each family's folder
// (src/family/<f>/) counted on its own. Read from the source tree (MJSCORE_SOURCE_DIR).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

const fs::path kRoot = MJSCORE_SOURCE_DIR;

bool is_source(const fs::path& p) {
  static const std::set<std::string> kExt = {".cpp", ".hpp", ".h", ".cc", ".inc"};
  return kExt.count(p.extension().string()) > 0;
}

std::vector<fs::path> sources_under(const fs::path& dir) {
  std::vector<fs::path> out;
  if (!fs::is_directory(dir)) return out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file() && is_source(e.path())) out.push_back(e.path());
  return out;
}

// The quoted includes of a file.
std::vector<std::string> includes_of(const fs::path& file) {
  static const std::regex kInclude(R"(^\s*#\s*include\s*"([^"]+)\")");
  std::ifstream in(file);
  std::vector<std::string> out;
  std::smatch m;
  for (std::string line; std::getline(in, line);)
    if (std::regex_search(line, m, kInclude)) out.push_back(m[1]);
  return out;
}

// The folder of a path relative to src/: its first directory, or family/<f> for a family's.
std::string folder_of(const fs::path& rel) {
  std::vector<std::string> parts;
  for (const auto& p : rel) parts.push_back(p.string());
  if (parts.size() >= 3 && parts[0] == "family") return parts[0] + "/" + parts[1];
  return parts.size() > 1 ? parts[0] : ".";
}

// The file under src/ an include of `from` (relative to src/) names: beside it, else from
// src/; empty when it names none.
fs::path resolve(const std::string& include, const fs::path& from) {
  const fs::path src = kRoot / "src";
  for (const fs::path& candidate :
       {(from.parent_path() / include).lexically_normal(), fs::path(include).lexically_normal()})
    if (fs::is_regular_file(src / candidate)) return candidate;
  return {};
}

TEST(Layout, NoIncludeCycleBetweenFoldersOfSrc) {
  const fs::path src = kRoot / "src";
  std::map<std::string, std::set<std::string>> edges;  // folder -> folders it includes
  std::map<std::pair<std::string, std::string>, std::string> example;
  for (const fs::path& file : sources_under(src)) {
    const fs::path rel = fs::relative(file, src);
    for (const std::string& include : includes_of(file)) {
      const fs::path target = resolve(include, rel);
      if (target.empty() || folder_of(rel) == folder_of(target)) continue;
      edges[folder_of(rel)].insert(folder_of(target));
      example.emplace(std::pair{folder_of(rel), folder_of(target)},
                      rel.string() + " includes " + target.string());
    }
  }
  const auto reach = [&](const std::string& from) {
    std::set<std::string> seen;
    std::vector<std::string> todo = {from};
    while (!todo.empty()) {
      const std::string at = todo.back();
      todo.pop_back();
      for (const std::string& next : edges[at])
        if (seen.insert(next).second) todo.push_back(next);
    }
    return seen;
  };
  std::set<std::string> folders;
  for (const auto& [from, to] : edges) {
    folders.insert(from);
    folders.insert(to.begin(), to.end());
  }
  for (const std::string& a : folders) {
    const std::set<std::string> below = reach(a);
    for (const std::string& b : below) {
      if (!(a < b) || !reach(b).count(a)) continue;
      // The includes that lead from either folder towards the other.
      std::string why;
      for (const auto& [pair, text] : example) {
        const auto& [from, to] = pair;
        const std::string& other = from == a ? b : a;
        if ((from == a || from == b) && (to == other || reach(to).count(other)))
          why += "\n  " + text;
      }
      ADD_FAILURE() << "include cycle between src/" << a << " and src/" << b << ":" << why;
    }
  }
}

TEST(Layout, FrontEndsIncludeOnlyThePublicHeaders) {
  const fs::path src = kRoot / "src";
  for (const char* front : {"app", "python/src"}) {
    for (const fs::path& file : sources_under(kRoot / front)) {
      for (const std::string& include : includes_of(file)) {
        if (include.rfind("mjscore/", 0) == 0) continue;
        EXPECT_FALSE(fs::is_regular_file(src / fs::path(include).lexically_normal()))
            << fs::relative(file, kRoot).string() << " includes src/" << include
            << ": front ends include only include/mjscore/";
      }
    }
  }
}

}  // namespace
