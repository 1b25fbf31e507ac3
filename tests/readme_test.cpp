// README.md's examples run: every `build/mjscore ...` line of its sh blocks is run from the
// source folder with this build's CLI and must exit 0 with output, so an example cannot rot. The
// C++ example is compiled and run by the package test (tests/package/).
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "run_cli.hpp"

namespace mjscore {
namespace {

std::vector<std::string> readme_lines() {
  std::ifstream in(std::string(MJSCORE_SOURCE_DIR) + "/README.md");
  std::vector<std::string> lines;
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

// The lines of the README's sh blocks.
std::vector<std::string> shell_lines() {
  std::vector<std::string> out;
  bool in_sh = false;
  for (const auto& l : readme_lines()) {
    if (l.rfind("```", 0) == 0) {
      in_sh = !in_sh && l == "```sh";
    } else if (in_sh) {
      out.push_back(l);
    }
  }
  return out;
}

// A README command without its trailing "# comment".
std::string without_comment(const std::string& line) {
  const auto hash = line.find(" #");
  const auto end = line.find_last_not_of(' ', hash == std::string::npos ? line.npos : hash);
  return line.substr(0, end + 1);
}

TEST(Readme, StartsWithMakeRunAndMakeTest) {
  const auto lines = readme_lines();
  ASSERT_GE(lines.size(), 4u);
  EXPECT_EQ(lines[0], "```sh");
  EXPECT_EQ(lines[1], "make run");
  EXPECT_EQ(lines[2], "make test");
  EXPECT_EQ(lines[3], "```");
}

TEST(Readme, EveryCommandShownRuns) {
  const std::string prefix = "build/mjscore ";
  int commands = 0;
  for (const auto& line : shell_lines()) {
    if (line.rfind(prefix, 0) != 0) continue;
    const std::string args = without_comment(line.substr(prefix.size()));
    ++commands;
    const auto r = test::run_command("cd '" + std::string(MJSCORE_SOURCE_DIR) + "' && '" +
                                     MJSCORE_CLI + "' " + args + " 2>&1");
    EXPECT_EQ(r.code, 0) << line << "\n" << r.out;
    EXPECT_FALSE(r.out.empty()) << line;
  }
  // The README shows every command (score, waits, batch, table, game, final, import).
  EXPECT_GE(commands, 8);
}

}  // namespace
}  // namespace mjscore
