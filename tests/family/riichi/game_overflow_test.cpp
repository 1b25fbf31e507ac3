// Issue 24 part 3: a game record the readers accept never overflows an int. Scores that would
// leave the int range, and honba or riichi-stick payments past the bounds of settle_hand.hpp,
// are an invalid_request at the hand where they happen (docs/game.md "Score range").
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"
#include "run_cli.hpp"
#include "temp_path.hpp"

namespace mjscore {
namespace {

// A game record line: `options` and `start` as JSON members, then `n` copies of `hand`.
std::string game_line(const std::string& options, const std::string& start, const std::string& hand,
                      int n) {
  std::string s = R"({"id":"overflow","type":"game","options":{)" + options +
                  R"(},"players":["A","B","C","D"],"start":{)" + start + R"(},"hands":[)";
  for (int i = 0; i < n; ++i) s += (i ? "," : "") + hand;
  return s + "]}";
}

// The repro of ../shared/repro/game_score_int_overflow.jsonl: the dealer wins 10 yakuman every
// hand with 1000 honba at 10000 each, bust off; the scores pass 2^31 at hand 188 (0-based).
std::string overflow_record(int hands) {
  return game_line(
      R"("honba_value":10000,"renchan":"always","bust":"off","dealer_stop":false)",
      R"("round":"E1","honba":1000,"riichi_sticks":0,"scores":[25000,25000,25000,25000])",
      R"({"result":"win","winner":0,"yakuman":10})", hands);
}

struct Answered {
  std::string response;
  std::optional<Error> error;
};

Answered answer(const std::string& line) {
  static const Engine engine = Engine::create().value();
  json::Handler handler(engine);
  Answered a;
  a.error = handler.handle(line, a.response).error;
  return a;
}

TEST(GameOverflow, ScoresPastIntAreAnErrorAtTheirHand) {
  const Answered a = answer(overflow_record(400));
  ASSERT_TRUE(a.error) << a.response;
  EXPECT_EQ(a.error->code, ErrorCode::invalid_request);
  EXPECT_NE(a.response.find("\"id\":\"overflow\""), std::string::npos) << a.response;
  EXPECT_NE(a.response.find("scores leave the representable range"), std::string::npos)
      << a.response;
  // Every hand of the record before that one is played: hand 206 still fits (2^31 - 1).
  const std::string msg(a.error->message.view());
  EXPECT_EQ(msg.rfind("hand ", 0), 0u) << msg;
  const int hand = std::stoi(msg.substr(5));
  EXPECT_GT(hand, 150) << msg;
  EXPECT_LT(hand, 400) << msg;
  const Answered before = answer(overflow_record(hand));
  EXPECT_FALSE(before.error) << before.response.substr(0, 300);
}

TEST(GameOverflow, ReproFileWhenPresent) {
  std::ifstream in(std::string(MJSCORE_SHARED_DIR) + "/repro/game_score_int_overflow.jsonl");
  if (!in) GTEST_SKIP() << "../shared/repro/ absent";
  std::string line;
  std::getline(in, line);
  const Answered a = answer(line);
  ASSERT_TRUE(a.error) << a.response.substr(0, 300);
  EXPECT_EQ(a.error->code, ErrorCode::invalid_request);
  EXPECT_NE(a.response.find("scores leave the representable range"), std::string::npos)
      << a.response;
}

TEST(GameOverflow, HonbaPaymentsPastTheBoundAreAnError) {
  // 2^26 / 10000 = 6710.9: the hand played with honba 6711 is refused.
  const std::string line = game_line(
      R"("honba_value":10000,"renchan":"always","bust":"off","dealer_stop":false)",
      R"("round":"E1","honba":1000)", R"({"result":"abortive","reason":"nine_terminals"})", 5800);
  const Answered a = answer(line);
  ASSERT_TRUE(a.error) << a.response.substr(0, 300);
  EXPECT_EQ(a.error->code, ErrorCode::invalid_request);
  EXPECT_NE(a.response.find("hand 5711: honba 6711 x honba_value 10000 leaves the representable"),
            std::string::npos)
      << a.response;
}

TEST(GameOverflow, RiichiSticksPastTheBoundAreAnError) {
  // 2^28 / 100000 = 2684.4 sticks; four riichi a draw from 1000.
  const std::string line = game_line(
      R"("riichi_stick_value":100000,"renchan":"always","bust":"off","dealer_stop":false)",
      R"("round":"E1","riichi_sticks":1000)",
      R"({"result":"draw","tenpai":[0,1,2,3],"riichi":[0,1,2,3]})", 500);
  const Answered a = answer(line);
  ASSERT_TRUE(a.error) << a.response.substr(0, 300);
  EXPECT_EQ(a.error->code, ErrorCode::invalid_request);
  EXPECT_NE(a.response.find("hand 421: riichi sticks on the table (2684) leave"), std::string::npos)
      << a.response;
}

TEST(GameOverflow, LowestScoresAreAnErrorToo) {
  // Start scores at the reader's bounds (+-10^8), bust off: the payers pass -2^31 first.
  const std::string line =
      game_line(R"("honba_value":10000,"renchan":"always","bust":"off","dealer_stop":false)",
                R"("honba":1000,"scores":[100000000,-100000000,-100000000,-100000000])",
                R"({"result":"win","winner":0,"from":1,"yakuman":10})", 400);
  const Answered a = answer(line);
  ASSERT_TRUE(a.error) << a.response.substr(0, 300);
  EXPECT_NE(a.response.find("scores leave the representable range"), std::string::npos)
      << a.response;
}

TEST(GameOverflow, CliGameAnswersTheError) {
  const std::string path = unique_temp_path("game_overflow.json");
  std::ofstream(path) << overflow_record(300);
  const test::CommandRun r = test::run_cli("game '" + path + "'", true);
  EXPECT_EQ(r.code, 2) << r.out.substr(0, 300);
  EXPECT_NE(r.out.find("scores leave the representable range"), std::string::npos) << r.out;
  const test::CommandRun j = test::run_cli("game '" + path + "' --json");
  EXPECT_EQ(j.code, 2);
  EXPECT_NE(j.out.find("\"code\":\"invalid_request\""), std::string::npos) << j.out;
}

// Issue 24 (../shared/repro/game_deep_nesting.py): a game file nested 100,000 deep, in an
// unknown key or in the id the response repeats, is a parse_error, never a stack overflow.
TEST(GameCliHostile, DeepNestingIsAParseError) {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  for (const std::string& text :
       {R"({"x":)" + deep + R"(,"hands":[]})", R"({"id":)" + deep + R"(,"hands":[]})"}) {
    const std::string path = unique_temp_path("game_deep_nesting.json");
    std::ofstream(path) << text;
    for (const char* flags : {"", " --json"}) {
      const test::CommandRun r = test::run_cli("game '" + path + "'" + flags, true);
      EXPECT_EQ(r.code, 2) << flags << ": " << r.out.substr(0, 300);
      EXPECT_NE(r.out.find("nesting too deep"), std::string::npos) << r.out.substr(0, 300);
    }
  }
}

// Found by fuzz_cli_game: a --preset or --option value that is not UTF-8 stopped `mjscore
// game` (std::terminate: nlohmann's dump threw); it is a clear error.
TEST(GameCliHostile, NonUtf8PresetIsAnError) {
  const std::string path = std::string(MJSCORE_SOURCE_DIR) + "/examples/game.json";
  for (const char* flag : {"--preset $'majsoul\\x9e'", "--option $'uma=10-\\xff'"}) {
    const test::CommandRun r = test::run_command("bash -c \"'" + std::string(MJSCORE_CLI) +
                                                 "' game '" + path + "' " + flag + " 2>&1\"");
    EXPECT_EQ(r.code, 2) << flag;
    EXPECT_NE(r.out.find("--preset and --option values must be UTF-8"), std::string::npos)
        << flag << ": " << r.out;
  }
}

}  // namespace
}  // namespace mjscore
