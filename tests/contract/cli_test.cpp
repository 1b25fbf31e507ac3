// The built CLI (MJSCORE_CLI) run as a user runs it: exit codes and output lines.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "temp_path.hpp"

namespace {

struct CliRun {
  int code = -1;
  std::string out;
  std::vector<std::string> lines() const {
    std::vector<std::string> v;
    std::istringstream in(out);
    for (std::string l; std::getline(in, l);) v.push_back(l);
    return v;
  }
  bool has(const std::string& s) const { return out.find(s) != std::string::npos; }
};

// Runs `cmd` through the shell; stdout captured.
CliRun run_shell(const std::string& cmd) {
  CliRun r;
  std::FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  char buf[4096];
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, p)) > 0;) r.out.append(buf, n);
  const int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

// Runs `mjscore <args>` through the shell; stdout captured, stderr dropped unless asked.
CliRun run(const std::string& args, bool with_stderr = false) {
  return run_shell(std::string("'") + MJSCORE_CLI + "' " + args +
                   (with_stderr ? " 2>&1" : " 2>/dev/null"));
}

// `mjscore <args>` reading `path` through a pipe: a regular file is read in place (mapped), a
// pipe in blocks; both must answer alike.
CliRun run_piped(const std::string& path, const std::string& args) {
  return run_shell("cat '" + path + "' | '" + MJSCORE_CLI + "' " + args + " 2>/dev/null");
}

std::string temp_file(const std::string& name, const std::string& content) {
  const std::string path = unique_temp_path(name);
  std::ofstream(path) << content;
  return path;
}

TEST(Cli, VersionAndHelp) {
  CliRun v = run("--version");
  EXPECT_EQ(v.code, 0);
  EXPECT_TRUE(v.has("mjscore ")) << v.out;
  for (const char* cmd : {"--help", "score --help", "waits --help", "batch --help"}) {
    CliRun h = run(cmd);
    EXPECT_EQ(h.code, 0) << cmd;
    EXPECT_TRUE(h.has("Usage")) << cmd << ": " << h.out;
  }
}

TEST(Cli, ScoreBreakdownAndExitCodeZero) {
  CliRun r = run("score 123m456p789s11222z --riichi --tsumo");
  EXPECT_EQ(r.code, 0);
  EXPECT_TRUE(r.has("Reading   123m 456p 789s 222z 11z   (shanpon wait)")) << r.out;
  EXPECT_TRUE(r.has("  riichi ")) << r.out;
  EXPECT_TRUE(r.has("Total     2 han 40 fu")) << r.out;
  EXPECT_TRUE(r.has("Value     3900")) << r.out;
  EXPECT_TRUE(r.has("E +3900  S -1300  W -1300  N -1300")) << r.out;
}

TEST(Cli, ScoreFlagsReachTheRequest) {
  CliRun r =
      run("score 234m456p678s345s22m --riichi --dora 1m --ura 3p --from S --honba 1 --sticks 2 "
          "--seat E --round E --json");
  EXPECT_EQ(r.code, 0);
  ASSERT_EQ(r.lines().size(), 1u);
  EXPECT_TRUE(r.has(R"("ura_dora")")) << r.out;
  EXPECT_TRUE(r.has(R"("deltas":{"E":)")) << r.out;
  CliRun meld =
      run(R"(score 234m456p22m --meld "pon 777z from W" --meld "chi 345s" --tsumo --seat S)");
  EXPECT_EQ(meld.code, 0) << meld.out;
  EXPECT_TRUE(meld.has("Melds     pon 777z from W, chi 345s")) << meld.out;
  EXPECT_TRUE(meld.has("yakuhai_chun")) << meld.out;
  CliRun option = run("score 123m456p789s11222z --riichi --option kiriage_mangan=true --json");
  EXPECT_EQ(option.code, 0) << option.out;
  CliRun bad_option = run("score 123m456p789s11222z --riichi --option no_such_key=1");
  EXPECT_EQ(bad_option.code, 2);
}

TEST(Cli, NotScorableIsExitOne) {
  CliRun no_yaku = run("score 123m456p789s11222z", true);
  EXPECT_EQ(no_yaku.code, 1);
  EXPECT_TRUE(no_yaku.has("error (no_yaku)")) << no_yaku.out;
  CliRun not_winning = run("score 123m456p789s11223z --riichi", true);
  EXPECT_EQ(not_winning.code, 1);
  EXPECT_TRUE(not_winning.has("error (not_winning)")) << not_winning.out;
}

TEST(Cli, BadInputAndUsageAreExitTwo) {
  CliRun bad = run("score 123m456p789s1122x", true);
  EXPECT_EQ(bad.code, 2);
  EXPECT_TRUE(bad.has("unknown character 'x' at position 16")) << bad.out;
  EXPECT_EQ(run("score").code, 2);
  EXPECT_EQ(run("score 123m --no-such-flag").code, 2);
  EXPECT_EQ(run("").code, 2);
  EXPECT_EQ(run("score 123m456p789s11222z --rules mcr").code, 2);  // no such family
  CliRun json = run("score 12m --json");
  EXPECT_EQ(json.code, 2);
  EXPECT_TRUE(json.has(R"("ok":false)")) << json.out;
}

TEST(Cli, Waits) {
  CliRun r = run("waits 1112345678999m");
  EXPECT_EQ(r.code, 0);
  EXPECT_TRUE(r.has("Tenpai    waits on 123456789m")) << r.out;
  CliRun j = run(R"(waits 35p123s456s11z --meld "kan 4444p" --json)");
  EXPECT_EQ(j.code, 0);
  EXPECT_TRUE(j.has(R"("tenpai":false)")) << j.out;
  EXPECT_TRUE(j.has(R"("exhausted":"4p")")) << j.out;
  EXPECT_EQ(run("waits 123m").code, 2);
}

TEST(Cli, BatchKeepsOrderAndSurvivesBadLines) {
  const std::string path =
      temp_file("cli_batch.jsonl",
                "{\"id\":1,\"hand\":\"123m456p789s11222z\",\"riichi\":true}\n"
                "{\"id\":2,\"hand\":\"123m456p789s1122x\"}\n"
                "\n"
                "not json\n"
                "{\"id\":3,\"type\":\"waits\",\"hand\":\"1112345678999m\"}\r\n");
  CliRun r = run("batch " + path);
  EXPECT_EQ(r.code, 0);
  const auto lines = r.lines();
  ASSERT_EQ(lines.size(), 4u) << r.out;  // the blank line has no response
  EXPECT_EQ(lines[0].rfind(R"({"id":1,"ok":true)", 0), 0u) << lines[0];
  EXPECT_EQ(lines[1].rfind(R"({"id":2,"ok":false)", 0), 0u) << lines[1];
  EXPECT_TRUE(lines[1].find("parse_error") != std::string::npos);
  EXPECT_EQ(lines[2].rfind(R"({"id":null,"ok":false)", 0), 0u) << lines[2];
  EXPECT_EQ(lines[3].rfind(R"({"id":3,"ok":true)", 0), 0u) << lines[3];

  CliRun redirected = run("batch - < " + path);
  EXPECT_EQ(redirected.out, r.out);
  // Standard input is read once, also when named twice (a mapped file is left at its end).
  EXPECT_EQ(run("batch - - < " + path).out, r.out);
  CliRun piped = run_piped(path, "batch -");
  EXPECT_EQ(piped.out, r.out);
  CliRun text = run("batch --text " + path);
  EXPECT_TRUE(text.has("Total     1 han 40 fu")) << text.out;
  EXPECT_TRUE(text.has("error (parse_error)")) << text.out;
  EXPECT_EQ(run("batch /no/such/file.jsonl").code, 2);
}

TEST(Cli, BatchThreadsGiveTheSameOutput) {
  std::string content;
  const char* hands[] = {"123m456p789s11222z", "234m456p678s345s22m", "1133m5577p2299s44z",
                         "19m19p19s12345677z", "123m456p789s11223z"};
  for (int i = 0; i < 3000; ++i)
    content +=
        "{\"id\":" + std::to_string(i) + ",\"hand\":\"" + hands[i % 5] + "\",\"riichi\":true}\n";
  const std::string path = temp_file("cli_threads.jsonl", content);
  CliRun one = run("batch --threads 1 " + path);
  CliRun three = run("batch --threads 3 " + path);
  EXPECT_EQ(one.code, 0);
  EXPECT_EQ(three.code, 0);
  EXPECT_EQ(one.lines().size(), 3000u);
  EXPECT_EQ(one.out, three.out);
  EXPECT_EQ(run("batch --threads 0 " + path).code, 2);
}

// Lines of every length across the 32 KB work chunks and the 1 MB read blocks, blank lines,
// CRLF and no final newline: each line answered once, in input order, with 1 and 3 threads.
TEST(Cli, BatchLinesAcrossChunksAndBlocks) {
  std::string content;
  int expected = 0;
  for (int i = 0; i < 160; ++i) {
    const std::size_t pad = (static_cast<std::size_t>(i) * 7919u) % 70000u;
    if (i % 9 == 4) content += "\n  \t\n";  // blank lines get no response
    content += "{\"id\":\"" + std::to_string(i) + std::string(pad, 'x') +
               "\",\"hand\":\"123m456p789s11222z\",\"riichi\":true}";
    ++expected;
    if (i + 1 < 160) content += i % 5 == 0 ? "\r\n" : "\n";
  }
  ASSERT_GT(content.size(), 2u << 20);  // more than two read blocks
  const std::string path = temp_file("cli_chunks.jsonl", content);
  for (const char* threads : {"1", "3"}) {
    CliRun r = run(std::string("batch --threads ") + threads + " " + path);
    EXPECT_EQ(r.code, 0);
    const auto lines = r.lines();
    ASSERT_EQ(lines.size(), static_cast<std::size_t>(expected)) << threads;
    for (int i = 0; i < expected; ++i) {
      const std::string head = "{\"id\":\"" + std::to_string(i) + "x";
      const std::string exact = "{\"id\":\"" + std::to_string(i) + "\"";
      EXPECT_TRUE(lines[i].rfind(head, 0) == 0 || lines[i].rfind(exact, 0) == 0) << i;
      EXPECT_TRUE(lines[i].find("\"ok\":true") != std::string::npos) << i;
    }
    EXPECT_EQ(run_piped(path, std::string("batch --threads ") + threads + " -").out, r.out);
  }
}

// A line longer than two read blocks (a block with no line end) is carried over whole blocks and
// answered once (an error here), between its neighbours; several files are answered in order with
// two workers.
TEST(Cli, BatchLineLongerThanABlock) {
  const std::string ok_line = "{\"id\":1,\"hand\":\"123m456p789s11222z\",\"riichi\":true}\n";
  const std::string long_line = "{\"id\":2,\"hand\":\"" + std::string(3u << 20, '1') + "m\"}\n";
  const std::string path = temp_file("cli_long.jsonl", ok_line + long_line + ok_line);
  const std::string second = temp_file("cli_second.jsonl", ok_line);
  CliRun r = run("batch --threads 2 " + path + " " + second);
  const auto lines = r.lines();
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_NE(lines[0].find("\"ok\":true"), std::string::npos);
  EXPECT_EQ(lines[1].rfind("{\"id\":2,\"ok\":false", 0), 0u) << lines[1].substr(0, 80);
  EXPECT_NE(lines[2].find("\"ok\":true"), std::string::npos);
  EXPECT_EQ(lines[3], lines[0]);
  EXPECT_EQ(run_piped(path, "batch --threads 2 -").out,
            r.out.substr(0, r.out.size() - lines[3].size() - 1));
}

// batch --text renders game and final answers from their result structs: a line per hand
// (round, honba, sticks, result, each player's change and score) and the final line.
TEST(Cli, BatchTextOfGameAndFinalLines) {
  const std::string path = temp_file(
      "cli_game.jsonl",
      R"({"id":"g1","type":"game","players":["A","B","C","D"],"hands":[)"
      R"({"result":"win","winner":1,"from":3,"riichi":[1],"han":3,"fu":40},)"
      R"({"result":"draw","tenpai":[0,2]},{"result":"abortive","reason":"four_winds"},)"
      R"({"result":"chombo","player":2},{"result":"win","winner":0,"han":2,"fu":30}]})"
      "\n"
      R"({"id":"f1","type":"final","scores":[54600,27200,17000,1200],"options":{"uma":"10-20"}})"
      "\n");
  CliRun r = run("batch --text " + path);
  EXPECT_EQ(r.code, 0);
  EXPECT_EQ(r.out,
            "-- id \"g1\"\n"
            "E1   0  0  ron P1 5200                       0   5200      0  -5200  |  25000  30200  "
            "25000  19800\n"
            "E2   0  0  draw                           1500  -1500   1500  -1500  |  26500  28700  "
            "26500  18300\n"
            "E3   1  0  abortive four_winds               0      0      0      0  |  26500  28700  "
            "26500  18300\n"
            "E3   2  0  chombo P2                         0      0      0      0  |  26500  28700  "
            "26500  18300\n"
            "E4   2  0  tsumo P0 2000                  2600   -700   -700  -1200  |  29100  28000  "
            "25800  17100\n"
            "final (incomplete): scores  29100  28000  25800  17100  ranks      1      2      3    "
            "  4  points   39.1      8  -14.2  -32.9\n"
            "\n"
            "-- id \"f1\"\n"
            "ranks       1      2      3      4\n"
            "points   64.6    7.2    -23  -48.8\n"
            "\n");
}

// `game FILE` with --preset and --option applies them to the record: its --json response
// equals batch's for the record with that preset and options in it.
TEST(Cli, GameFlagsReachTheRecord) {
  const std::string record =
      R"({"id":7,"players":["A","B","C","D"],"options":{"uma":"5-10"},"hands":[)"
      R"({"result":"win","winner":1,"from":3,"han":3,"fu":40}]})";
  const std::string file = temp_file("cli_record.json", record);
  const std::string line = temp_file(
      "cli_record.jsonl", R"({"id":7,"type":"game","preset":"majsoul","players":["A","B","C","D"],)"
                          R"("options":{"game_length":"east","uma":"10-20"},"hands":[)"
                          R"({"result":"win","winner":1,"from":3,"han":3,"fu":40}]})"
                          "\n");
  CliRun game =
      run("game --json --preset majsoul --option uma=10-20 --option game_length=east " + file);
  EXPECT_EQ(game.code, 0);
  EXPECT_EQ(game.out, run("batch " + line).out);
  EXPECT_TRUE(game.has(R"("preset":"majsoul")")) << game.out;
  CliRun text = run("game " + file);
  EXPECT_EQ(text.code, 0);
  EXPECT_TRUE(text.has("ron P1 3h40f 5200 from P3")) << text.out;
  EXPECT_EQ(run("game --option bogus " + file).code, 2);
  EXPECT_EQ(run("game " + temp_file("cli_not_object.json", "[1]")).code, 2);
}

// Time-limit endings through `game FILE` (docs/game.md "Time limit"): the record's
// `time_called` hand under the preset's `time_limit_ending` or the --option given.
TEST(Cli, GameTimeLimitEndings) {
  const std::string file = temp_file(
      "cli_time_limit.json",
      R"({"players":["A","B","C","D"],"hands":[{"result":"draw","tenpai":[0],"time_called":true},)"
      R"({"result":"win","winner":1,"from":2,"han":1,"fu":30}]})");
  CliRun ema = run("game --preset ema " + file);  // one more hand: both hands are played
  EXPECT_EQ(ema.code, 0);
  EXPECT_TRUE(ema.has("Final standings (ended by time_limit; leftover sticks 0)")) << ema.out;
  CliRun wrc = run("game --preset wrc " + file, true);  // the hand time was called in is the last
  EXPECT_EQ(wrc.code, 2);
  EXPECT_TRUE(wrc.has("hand 1 comes after the end of the game (time_limit)")) << wrc.out;
  CliRun tenhou = run("game " + file, true);  // no time limit
  EXPECT_EQ(tenhou.code, 2);
  EXPECT_TRUE(tenhou.has("the rules have no time limit")) << tenhou.out;
  CliRun option = run("game --json --option time_limit_ending=one_more_hand " + file);
  EXPECT_EQ(option.code, 0);
  EXPECT_TRUE(option.has(R"("ended_by":"time_limit")")) << option.out;
}

TEST(Cli, BatchIgnoreKey) {
  const std::string path = temp_file(
      "cli_expect.jsonl",
      "{\"id\":1,\"hand\":\"123m456p789s11222z\",\"riichi\":true,\"expect\":{\"value\":2000}}\n");
  EXPECT_TRUE(run("batch " + path).has("unknown field 'expect'"));
  EXPECT_TRUE(run("batch --ignore-key expect " + path).has(R"("ok":true)"));
}

}  // namespace
