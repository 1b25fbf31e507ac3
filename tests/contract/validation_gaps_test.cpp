// Issue 24 part 4: validation gaps found with hostile input (the reproducers of
// shared/repro/validation_gaps.jsonl, copied here so the test runs in a bare clone).
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "contract/fast/batch.hpp"
#include "json_answer.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"
#include "run_cli.hpp"
#include "temp_path.hpp"

namespace mjscore {
namespace {

using Json = nlohmann::json;

using test::answer;

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
  EXPECT_EQ(r["error"]["message"], "hands[0]: field \"tenpai\" does not belong to an abortive");
  r = answer(game_with(R"({"result":"chombo","player":1,"reason":"x"})"));
  EXPECT_EQ(r["error"]["message"], "hands[0]: field \"reason\" does not belong to a chombo");
}

// Item 6: `mjscore game`'s table widens its number columns to the widest number.
TEST(ValidationGaps, GameTableKeepsLongNumbersApart) {
  const std::string path = unique_temp_path("validation_gaps_big.json");
  std::ofstream(path) << R"({"type":"game","players":["A","B","C","D"],"options":{"bust":"off"},)"
                         R"("start":{"scores":[99999999,99999999,-99999999,1000]},)"
                         R"("hands":[{"result":"win","winner":0,"from":2,"yakuman":1}]})";
  const auto r = test::run_cli("game '" + path + "'");
  ASSERT_EQ(r.code, 0) << r.out;
  std::istringstream lines(r.out);
  std::string header, row;
  std::getline(lines, header);
  std::getline(lines, row);
  std::istringstream words(row.substr(row.find("from P2") + 7));
  std::vector<std::string> got;
  for (std::string w; words >> w;) got.push_back(w);
  EXPECT_EQ(got, (std::vector<std::string>{"+48000", "+0", "-48000", "+0", "100047999", "99999999",
                                           "-100047999", "1000"}))
      << r.out;
  EXPECT_EQ(header.size(), row.size()) << r.out;  // the headings stay over their columns
  EXPECT_NE(r.out.find("  1  A (0)                     100047999   100057.999\n"),
            std::string::npos)
      << r.out;
}

// Item 3: a key given twice inside `options` is an error, as at top level, on both score
// request readers and in game records.
TEST(ValidationGaps, DuplicateOptionKeyIsRejected) {
  auto engine = Engine::create().value();
  json::LineHandler fast{engine, json::ParseOptions{{}, true}};
  json::LineHandler slow{engine, json::ParseOptions{{}, false}};
  for (
      const std::string line :
      {R"({"id":5,"hand":"123m406p789s11222z","riichi":true,"options":{"aka_dora":true,"aka_dora":false}})",
       R"({"id":5,"hand":"123m406p789s11222z","options":{"aka_dora":true,"uma":"10-20","aka_dora":true}})"}) {
    json::ResponseBuffer a, b;
    fast.handle(line, a);
    slow.handle(line, b);
    EXPECT_EQ(a.view(), b.view()) << line;
    const auto r = Json::parse(a.view());
    EXPECT_EQ(r["id"], 5);
    EXPECT_EQ(r["error"]["code"], "invalid_request") << r;
    EXPECT_EQ(r["error"]["message"], "duplicate field 'options.aka_dora'") << r;
  }
  const auto g = answer(R"({"type":"game","options":{"bust":"off","bust":"on"},)"
                        R"("players":["A","B","C","D"],"hands":[]})");
  EXPECT_EQ(g["error"]["code"], "invalid_request") << g;
  EXPECT_EQ(g["error"]["message"], "duplicate field 'options.bust'") << g;
  const auto w = answer(
      game_with(R"({"result":"win","winner":0,"score":{"hand":"123m456p789s11222z","riichi":true,)"
                R"("options":{"aka_dora":true,"aka_dora":true}}})"));
  EXPECT_EQ(w["error"]["code"], "invalid_request") << w;
}

// Item 5: a complete request followed by a NUL byte (or other bytes) keeps its id; the error
// is the trailing byte's, with its position.
TEST(ValidationGaps, TrailingByteKeepsTheId) {
  auto engine = Engine::create().value();
  json::LineHandler fast{engine, json::ParseOptions{{}, true}};
  json::LineHandler slow{engine, json::ParseOptions{{}, false}};
  const std::string object = R"({"id":3,"hand":"123m456p789s11222z","riichi":true})";
  for (const std::string tail : {std::string(1, '\0'), std::string(" x")}) {
    const std::string line = object + tail;
    json::ResponseBuffer a, b;
    fast.handle(line, a);
    slow.handle(line, b);
    EXPECT_EQ(a.view(), b.view());
    const auto r = Json::parse(a.view());
    EXPECT_EQ(r["id"], 3) << r;
    EXPECT_EQ(r["error"]["code"], "parse_error") << r;
    const int pos = static_cast<int>(line.size() - 1);
    EXPECT_EQ(r["error"]["position"], pos) << r;
    EXPECT_EQ(r["error"]["message"], "malformed JSON at position " + std::to_string(pos) +
                                         ": unexpected content after the JSON value")
        << r;
  }
}

// Item 4: a well-formed number beyond its field (2^64, 1e999) is the request's error
// (`invalid_request`, our wording), for integers and floats alike and for the id.
TEST(ValidationGaps, HugeNumbersAreOutOfRange) {
  auto engine = Engine::create().value();
  json::LineHandler fast{engine, json::ParseOptions{{}, true}};
  json::LineHandler slow{engine, json::ParseOptions{{}, false}};
  for (
      const auto& [line, id, field] : std::vector<std::tuple<std::string, Json, std::string>>{
          {R"({"id":6,"hand":"123m456p789s11222z","riichi":true,"win_by":"tsumo","honba":18446744073709551616})",
           6, "honba"},
          {R"({"id":7,"hand":"123m456p789s11222z","riichi":true,"win_by":"tsumo","honba":1e999})",
           7, "honba"},
          {R"({"id":1e999,"hand":"123m456p789s11222z","riichi":true})", nullptr, "id"}}) {
    json::ResponseBuffer a, b;
    fast.handle(line, a);
    slow.handle(line, b);
    EXPECT_EQ(a.view(), b.view());
    const auto r = Json::parse(a.view());
    EXPECT_EQ(r["id"], id) << r;
    EXPECT_EQ(r["error"]["code"], "invalid_request") << r;
    EXPECT_EQ(r["error"]["message"], "field '" + field + "': a number out of range") << r;
  }
}

// Item 4 in game records: the same code and wording.
TEST(ValidationGaps, HugeNumbersInAGameRecordAreOutOfRange) {
  const auto r = answer(R"({"type":"game","players":["A","B","C","D"],"start":{"honba":1e999},)"
                        R"("hands":[]})");
  EXPECT_EQ(r["error"]["code"], "invalid_request") << r;
  EXPECT_EQ(r["error"]["message"], "field 'honba': a number out of range") << r;
}

}  // namespace
}  // namespace mjscore
