// Issue 24 part 2: `mjscore batch` takes time linear in its input whatever the line lengths,
// from a file (mapped) and through a pipe (blocks), and answers a line longer than
// --max-line-bytes (default 4 MiB) with invalid_request without keeping it, then goes on with
// the next line in order (docs/json-api.md "Batch behaviour").
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <string>
#include <vector>

#include "run_cli.hpp"
#include "temp_path.hpp"

namespace {

using mjscore::test::CommandRun;
using mjscore::test::run_cli;
using mjscore::test::run_command;

constexpr const char* kRequest =
    R"({"id":7,"hand":"123m456p789s11222z","riichi":true,"win_by":"tsumo"})";
constexpr const char* kOverlong =
    R"({"id":null,"ok":false,"rules":"riichi","preset":"tenhou","error":{"code":"invalid_request",)"
    R"("message":"request line longer than 4194304 bytes","position":4194304}})";

std::string temp_path(const std::string& name) { return unique_temp_path(name); }

void write_file(const std::string& path, const std::string& content) {
  std::ofstream(path, std::ios::binary) << content;
}

// `n` bytes of 'x' written in pieces (the line is never one string of the test).
void append_xs(std::ofstream& out, std::size_t n) {
  const std::string piece(1 << 20, 'x');
  for (; n >= piece.size(); n -= piece.size()) out.write(piece.data(), piece.size());
  out.write(piece.data(), static_cast<std::streamsize>(n));
}

std::vector<std::string> lines(const std::string& s) {
  std::vector<std::string> v;
  for (std::size_t b = 0; b < s.size();) {
    const std::size_t e = s.find('\n', b);
    v.push_back(s.substr(b, e - b));
    if (e == std::string::npos) break;
    b = e + 1;
  }
  return v;
}

std::string answer_of(const std::string& request) {
  const std::string path = temp_path("hostile_one.jsonl");
  write_file(path, request + "\n");
  return run_cli("batch '" + path + "'").out;
}

struct Timed {
  CommandRun run;
  double seconds = 0;
};

Timed timed(const std::string& cmd) {
  const auto t0 = std::chrono::steady_clock::now();
  Timed t{run_command(cmd), 0};
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return t;
}

// A 100 MB line (no request in it), then a request: answered within seconds (the line was
// quadratic: 8 s from a file and 35 s through a pipe in a release build), from a file and
// through a pipe, with one and two threads; the request still answered after it.
TEST(BatchHostile, HundredMegabyteLineIsLinear) {
  const std::string path = temp_path("hostile_long_line.jsonl");
  {
    std::ofstream out(path, std::ios::binary);
    out << kRequest << '\n';
    append_xs(out, std::size_t{100} << 20);
    out << '\n' << kRequest << '\n';
  }
  const std::string one = answer_of(kRequest);
  ASSERT_FALSE(one.empty());
  const std::string expected = one + kOverlong + "\n" + one;
  const std::string cli = std::string("'") + MJSCORE_CLI + "' batch";
  for (const char* threads : {"1", "2"}) {
    for (const bool piped : {false, true}) {
      const std::string cmd = piped ? "cat '" + path + "' | " + cli + " --threads " + threads
                                    : cli + " '" + path + "' --threads " + threads;
      const Timed t = timed(cmd + " 2>&1");
      EXPECT_EQ(t.run.code, 0) << cmd;
      EXPECT_EQ(t.run.out, expected) << cmd;
      EXPECT_LT(t.seconds, 10.0) << cmd;
      std::printf("[ time     ] %s: %.2f s\n", cmd.c_str(), t.seconds);
    }
  }
  std::remove(path.c_str());
}

// The same line last, without a newline: answered too.
TEST(BatchHostile, LongLastLineWithoutNewline) {
  const std::string path = temp_path("hostile_long_last.jsonl");
  {
    std::ofstream out(path, std::ios::binary);
    out << kRequest << '\n';
    append_xs(out, std::size_t{6} << 20);
  }
  const std::string one = answer_of(kRequest);
  const std::string expected = one + kOverlong + "\n";
  EXPECT_EQ(run_cli("batch '" + path + "'").out, expected);
  EXPECT_EQ(run_command("cat '" + path + "' | '" + MJSCORE_CLI + "' batch").out, expected);
  std::remove(path.c_str());
}

// The cap counts the line's bytes without its '\n': 4 MiB is read, 4 MiB + 1 is not; nor is a
// line that passes the cap in the middle of a read block.
TEST(BatchHostile, DefaultCapIsExact) {
  const std::string path = temp_path("hostile_cap.jsonl");
  {
    std::ofstream out(path, std::ios::binary);
    append_xs(out, std::size_t{4} << 20);
    out << '\n' << kRequest << '\n';
    append_xs(out, (std::size_t{4} << 20) + 1);
    out << '\n' << kRequest << '\n';
    append_xs(out, (std::size_t{9} << 19) + 12345);
    out << "\n\n" << kRequest << '\n';
  }
  const std::string one = answer_of(kRequest);
  for (const bool piped : {false, true}) {
    const CommandRun r = piped ? run_command("cat '" + path + "' | '" + MJSCORE_CLI + "' batch")
                               : run_cli("batch '" + path + "'");
    const auto v = lines(r.out);
    ASSERT_EQ(v.size(), 6u) << r.out.substr(0, 500);
    EXPECT_NE(v[0].find("\"code\":\"invalid_request\",\"message\":\"a request is a JSON object\""),
              std::string::npos)
        << v[0];
    EXPECT_EQ(v[1] + "\n", one);
    EXPECT_EQ(v[2], kOverlong);
    EXPECT_EQ(v[3] + "\n", one);
    EXPECT_EQ(v[4], kOverlong);
    EXPECT_EQ(v[5] + "\n", one);  // the blank line before it has no answer
  }
  std::remove(path.c_str());
}

// A cap below the read block: each line is measured. Lines of every length around the cap,
// in order, alike from a file and a pipe, with one and two threads, JSON and --text.
TEST(BatchHostile, SmallCapChecksEveryLine) {
  std::string content;
  std::vector<bool> over;
  for (int i = 0; i < 400; ++i) {
    const std::size_t n = 60 + (i * 37) % 90;  // 60..149 bytes
    std::string line = R"({"id":)" + std::to_string(i) + R"(,"hand":"123m456p789s11222z","x":")";
    line.resize(n > line.size() + 2 ? n - 2 : line.size(), 'y');
    line += "\"}";
    content += line + (i % 7 == 0 ? "\r\n" : "\n");
    over.push_back(line.size() + (i % 7 == 0) > 100);
  }
  const std::string path = temp_path("hostile_small_cap.jsonl");
  write_file(path, content);
  std::string reference;
  for (const char* threads : {"1", "2"}) {
    for (const bool piped : {false, true}) {
      const std::string args = " batch --max-line-bytes 100 --threads " + std::string(threads);
      const CommandRun r = piped ? run_command("cat '" + path + "' | '" + MJSCORE_CLI + "'" + args)
                                 : run_cli(args + " '" + path + "'");
      EXPECT_EQ(r.code, 0);
      const auto v = lines(r.out);
      ASSERT_EQ(v.size(), 400u);
      for (int i = 0; i < 400; ++i) {
        if (over[i]) {
          EXPECT_NE(v[i].find("request line longer than 100 bytes"), std::string::npos) << v[i];
        } else {
          EXPECT_EQ(v[i].rfind("{\"id\":" + std::to_string(i) + ",", 0), 0u) << v[i];
        }
      }
      if (reference.empty()) reference = r.out;
      EXPECT_EQ(r.out, reference) << args << (piped ? " piped" : "");
    }
  }
  const CommandRun text = run_cli("batch --text --max-line-bytes 100 '" + path + "'");
  EXPECT_NE(text.out.find("error (invalid_request): request line longer than 100 bytes"),
            std::string::npos);
  EXPECT_EQ(run_cli("batch --max-line-bytes 0 '" + path + "'").code, 2);
}

// Normal lines answer the same with the cap (default, or one above every line).
TEST(BatchHostile, CapDoesNotChangeNormalOutput) {
  const std::string path = std::string(MJSCORE_SOURCE_DIR) + "/examples/hands.jsonl";
  const CommandRun plain = run_cli("batch '" + path + "'");
  ASSERT_EQ(plain.code, 0);
  EXPECT_EQ(run_cli("batch --max-line-bytes 1000 '" + path + "'").out, plain.out);
  EXPECT_EQ(run_command("cat '" + path + "' | '" + MJSCORE_CLI + "' batch --threads 2").out,
            plain.out);
}

TEST(BatchHostile, DirectoryIsAnError) {
  const CommandRun r = run_cli("batch '" + ::testing::TempDir() + "'", true);
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.out.find("is a directory"), std::string::npos) << r.out;
}

}  // namespace
