// Issue 24 part 4: validation gaps found with hostile input (the reproducers of
// shared/repro/validation_gaps.jsonl, copied here so the test runs in a bare clone).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"

namespace mjscore {
namespace {

using Json = nlohmann::json;

Json answer(const std::string& line) {
  static auto engine = Engine::create();
  EXPECT_TRUE(engine);
  return Json::parse(mjscore::json::handle_line(*engine, line));
}

std::string game_with(const std::string& hand) {
  return R"({"type":"game","players":["A","B","C","D"],"hands":[)" + hand + "]}";
}

// Item 1: fu no hand can have are rejected; other fu are rounded up to the next 10 (not 25).
TEST(ValidationGaps, GameWinFuOutsideTheRulesIsRejected) {
  auto r = answer(game_with(R"({"result":"win","winner":0,"from":1,"han":3,"fu":0})"));
  ASSERT_FALSE(r["ok"].get<bool>()) << r;
  EXPECT_EQ(r["error"]["code"], "invalid_request");
  EXPECT_EQ(r["error"]["message"], "hands[0].fu: a win below 5 han needs fu from 20 to 110");
  r = answer(game_with(R"({"result":"win","winner":0,"from":1,"han":2,"fu":120})"));
  EXPECT_EQ(r["error"]["code"], "invalid_request") << r;
  r = answer(game_with(R"({"result":"win","winner":0,"from":1,"han":4,"fu":10})"));
  EXPECT_EQ(r["error"]["code"], "invalid_request") << r;
  // From mangan the fu do not matter.
  r = answer(game_with(R"({"result":"win","winner":0,"from":1,"han":5,"fu":0})"));
  ASSERT_TRUE(r["ok"].get<bool>()) << r;
  EXPECT_EQ(r["hands"][0]["wins"][0]["value"], 12000);  // the dealer's mangan ron
}

TEST(ValidationGaps, GameWinFuIsRoundedUp) {
  auto r = answer(game_with(R"({"result":"win","winner":0,"from":1,"han":1,"fu":23})"));
  ASSERT_TRUE(r["ok"].get<bool>()) << r;
  EXPECT_EQ(r["hands"][0]["wins"][0]["fu"], 30);
  EXPECT_EQ(r["hands"][0]["wins"][0]["value"], 1500);  // the dealer's 1 han 30 fu ron
  r = answer(game_with(R"({"result":"win","winner":0,"from":1,"han":2,"fu":25})"));
  ASSERT_TRUE(r["ok"].get<bool>()) << r;
  EXPECT_EQ(r["hands"][0]["wins"][0]["fu"], 25);  // chiitoitsu's 25 stays
}

// Item 2: a hand's fields belong to its result kind.
TEST(ValidationGaps, HandFieldsBelongToTheResult) {
  auto r = answer(
      game_with(R"({"result":"win","winner":1,"from":0,"han":3,"fu":30,"tenpai":[1],"player":2,)"
                R"("reason":"four_winds","nagashi":[1]})"));
  ASSERT_FALSE(r["ok"].get<bool>()) << r;
  EXPECT_EQ(r["error"]["code"], "invalid_request");
  EXPECT_EQ(r["error"]["message"], "hands[0]: field \"nagashi\" does not belong to a win");
  r = answer(game_with(R"({"result":"draw","tenpai":[1],"from":2,"player":1})"));
  ASSERT_FALSE(r["ok"].get<bool>()) << r;
  EXPECT_EQ(r["error"]["message"], "hands[0]: field \"from\" does not belong to a draw");
  r = answer(game_with(R"({"result":"abortive","reason":"four_winds","tenpai":[0]})"));
  EXPECT_EQ(r["error"]["message"], "hands[0]: field \"tenpai\" does not belong to a abortive");
  r = answer(game_with(R"({"result":"chombo","player":1,"reason":"x"})"));
  EXPECT_EQ(r["error"]["message"], "hands[0]: field \"reason\" does not belong to a chombo");
}

}  // namespace
}  // namespace mjscore
