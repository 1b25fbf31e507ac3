// README.md's examples run: every `build/mjscore ...` line of its sh blocks is run from the
// source folder with this build's CLI and must exit 0 with output, so an example cannot rot. The
// C++ example is compiled and run by the package test (tests/package/).
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "run_cli.hpp"
#include "serve_process.hpp"

namespace mjscore {
namespace {

std::vector<std::string> readme_lines() {
  std::ifstream in(std::string(MJSCORE_SOURCE_DIR) + "/README.md");
  std::vector<std::string> lines;
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

// The lines of the README's blocks of one language (sh: commands that end by themselves; bash:
// the HTTP server's, which runs until stopped, and the curl calls to it).
std::vector<std::string> shell_lines(const std::string& language = "sh") {
  std::vector<std::string> out;
  bool in_block = false;
  for (const auto& l : readme_lines()) {
    if (l.rfind("```", 0) == 0) {
      in_block = !in_block && l == "```" + language;
    } else if (in_block) {
      out.push_back(l);
    }
  }
  return out;
}

// Every occurrence of `from` in `s` replaced by `to`.
std::string replaced(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t at = 0; (at = s.find(from, at)) != std::string::npos; at += to.size())
    s.replace(at, from.size(), to);
  return s;
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

// The HTTP section: every curl line, in order, against a fresh server of this build (the
// README's address replaced by the test server's; a failed HTTP status fails curl).
TEST(Readme, EveryHttpCallShownAnswers) {
  test::ServeProcess server({"--db", ":memory:"});
  ASSERT_GT(server.port(), 0) << server.first_line();
  const std::string url = "http://127.0.0.1:" + std::to_string(server.port());
  int calls = 0;
  for (const auto& line : shell_lines("bash")) {
    if (line.rfind("curl ", 0) != 0) continue;
    ++calls;
    std::string cmd = replaced(without_comment(line), "http://127.0.0.1:8080", url);
    cmd = replaced(cmd, "build/mjscore ", "'" + std::string(MJSCORE_CLI) + "' ");
    cmd = "curl --fail-with-body" + cmd.substr(4);
    const auto r =
        test::run_command("cd '" + std::string(MJSCORE_SOURCE_DIR) + "' && " + cmd + " 2>&1");
    EXPECT_EQ(r.code, 0) << line << "\n" << r.out;
    EXPECT_FALSE(r.out.empty()) << line;
  }
  // One call per endpoint of the contract (../shared/spec/http-api.md).
  EXPECT_GE(calls, 10);
}

}  // namespace
}  // namespace mjscore
