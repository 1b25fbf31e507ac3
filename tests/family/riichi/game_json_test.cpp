// The contract's `game` and `final` requests through the JSON layer (`mjscore batch`).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "contract/score_object_reader.hpp"
#include "family/riichi/game_json.hpp"
#include "json_answer.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"

namespace mjscore {
namespace {

using Json = nlohmann::json;

using test::answer;

TEST(GameJson, ContractExampleRecord) {
  // The contract's example record (with han/fu wins; scores by player number).
  const auto r = answer(R"({"id": 1, "type": "game", "rules": "riichi", "preset": "tenhou",
    "options": {"game_length": "east", "extension": "off", "bust": "off"},
    "players": ["A", "B", "C", "D"],
    "hands": [
      {"result": "win", "winner": 0, "riichi": [], "han": 3, "fu": 30},
      {"result": "win", "from": 2, "riichi": [], "wins": [{"winner": 0, "han": 2, "fu": 40},
                                                          {"winner": 1, "yakuman": 1}]},
      {"result": "draw", "tenpai": [0, 2], "riichi": [0], "nagashi": []},
      {"result": "abortive", "reason": "nine_terminals", "riichi": []},
      {"result": "chombo", "player": 2}
    ]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["id"], 1);
  const auto& h = r["hands"];
  ASSERT_EQ(h.size(), 5u);
  EXPECT_EQ(h[0]["round"], "E1");
  EXPECT_EQ(h[0]["result"], "tsumo");
  EXPECT_EQ(h[0]["deltas"], Json::parse("[6000,-2000,-2000,-2000]"));
  EXPECT_EQ(h[1]["round"], "E1");
  EXPECT_EQ(h[1]["honba"], 1);
  EXPECT_EQ(h[1]["result"], "double_ron");
  // Dealer 2/40 = 3900 + 300 honba; the yakuman 32000.
  EXPECT_EQ(h[1]["deltas"], Json::parse("[4200,32000,-36200,0]"));
  EXPECT_EQ(h[2]["result"], "draw");
  EXPECT_EQ(h[2]["deltas"], Json::parse("[1500,-1500,1500,-1500]"));
  EXPECT_EQ(h[3]["result"], "abortive");
  EXPECT_EQ(h[4]["result"], "chombo");
  EXPECT_EQ(h[4]["chombo"], 2);
  EXPECT_EQ(r["final"]["ended_by"], "incomplete");
}

TEST(GameJson, FullScoreRequestAndExpect) {
  const auto r = answer(R"({"type": "game", "players": ["A", "B", "C", "D"],
    "hands": [{"result": "win", "winner": 1, "from": 2, "riichi": [1],
               "score": {"hand": "123m456m789m234p55s", "riichi": true},
               "expect": [0, 6200, -5200, 0]}],
    "expect": {"scores": [25000, 30200, 19800, 25000]}})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  const auto& w = r["hands"][0]["wins"][0];
  EXPECT_EQ(w["han"], 3);  // riichi + ittsu
  EXPECT_EQ(w["fu"], 40);
  EXPECT_EQ(r["hands"][0]["riichi_deposits"], Json::parse("[0,-1000,0,0]"));
  EXPECT_TRUE(r["hands"][0]["expect_ok"].get<bool>());
  EXPECT_TRUE(r["final"]["expect_ok"].get<bool>());
  EXPECT_EQ(r["expect_mismatches"], 0);
}

TEST(GameJson, StartBlock) {
  const auto r = answer(R"({"type": "game", "start": {"round": "S4", "honba": 2,
    "riichi_sticks": 1, "scores": [20000, 20000, 20000, 39000]},
    "hands": [{"result": "win", "winner": 3, "from": 0, "han": 1, "fu": 30}]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["hands"][0]["round"], "S4");
  EXPECT_EQ(r["hands"][0]["dealer"], 3);
  EXPECT_EQ(r["hands"][0]["deltas"], Json::parse("[-2100,0,0,3100]"));
  EXPECT_EQ(r["final"]["ended_by"], "dealer_stop");
}

TEST(GameJson, FinalRequest) {
  const auto r = answer(
      R"({"type": "final", "scores": [54600, 27200, 17000, 1200],
          "options": {"uma": "10-20", "rounding": "nearest"}})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["points"], Json::parse("[65,7,-23,-49]"));
  EXPECT_EQ(r["ranks"], Json::parse("[1,2,3,4]"));
  const auto t =
      answer(R"({"type": "final", "preset": "tenhou", "scores": [-1200, 30800, 41100, 29300]})");
  EXPECT_EQ(t["points"], Json::parse("[-51.2,10.8,51.1,-10.7]"));
}

TEST(GameJson, Errors) {
  auto code = [](const Json& r) { return r["error"]["code"].get<std::string>(); };
  EXPECT_EQ(
      code(answer(
          R"({"type": "game", "hands": [{"result": "win", "winner": 5, "han": 1, "fu": 30}]})")),
      "invalid_request");
  EXPECT_EQ(code(answer(R"({"type": "game", "hands": [{"result": "tie"}]})")), "invalid_request");
  EXPECT_EQ(code(answer(R"({"type": "game", "hands": [], "bogus": 1})")), "invalid_request");
  EXPECT_EQ(
      code(answer(R"({"type": "game", "hands": [{"result": "draw", "tenpai": [0], "x": 1}]})")),
      "invalid_request");
  EXPECT_EQ(code(answer(R"({"type": "game", "options": {"nope": 1}, "hands": []})")),
            "unknown_option");
  EXPECT_EQ(code(answer(R"({"type": "game", "options": {"uma": "x"}, "hands": []})")),
            "invalid_option");
  EXPECT_EQ(code(answer(R"({"type": "game", "hands": [{"result": "win", "winner": 1,
              "score": {"hand": "123m"}}]})")),
            "invalid_hand");
  EXPECT_EQ(code(answer(R"({"type": "final", "scores": [1, 2, 3]})")), "invalid_request");
  EXPECT_EQ(code(answer(R"({"type": "final", "scores": [1, 2, 3, 4], "preset": "nope"})")),
            "unknown_preset");
  // A number no double holds is an error answer, not an exception out of the batch (fuzz);
  // well-formed JSON, so the request's error (docs/json-api.md).
  EXPECT_EQ(code(answer(R"({"type": "final", "scores": [1, 2, 3, 7E7777777777]})")),
            "invalid_request");
  EXPECT_EQ(code(answer(R"({"type": "game", "hands": [], "x": -1e99999})")), "invalid_request");
  // 100,000 nested arrays in a win's score object overflowed the stack
  // (../shared/repro/game_deep_nesting.py): nesting deeper than 1024 levels is an error.
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  EXPECT_EQ(code(answer(R"({"type":"game","hands":[{"result":"win","winner":1,"score":{"x":)" +
                        deep + "}}]}")),
            "parse_error");
  EXPECT_EQ(code(answer(R"({"type":"game","x":)" + deep + R"(,"hands":[]})")), "parse_error");
}

// A game or final line is read once, into the answer's request (a win's score object by the
// score request reader, from its own bytes): the dispatcher answers from the record.
TEST(GameJson, ReadOnceIntoTheAnswer) {
  auto engine = Engine::create();
  ASSERT_TRUE(engine);
  json::Handler handler(*engine);
  const json::Answer& a = handler.answer(
      R"({"type":"game","hands":[{"result":"win","winner":1,"from":0,)"
      R"("score":{"hand":"123m456m789m234p55s", "riichi":true,"dora":"\u0031m"}}]})");
  ASSERT_TRUE(a.parsed);
  const auto* record = std::get_if<riichi::GameRecord>(&a.request);
  ASSERT_NE(record, nullptr);
  ASSERT_TRUE(record->hands[0].wins[0].score);
  EXPECT_TRUE(record->hands[0].wins[0].score->riichi);
  EXPECT_EQ(record->hands[0].wins[0].score->dora.size(), 1);
  const json::Answer& f =
      handler.answer(R"({"type":"final","scores":[1,2,3,4],"chombo":[0,1,0,0]})");
  ASSERT_TRUE(f.parsed);
  const auto* final_request = std::get_if<riichi::FinalRequest>(&f.request);
  ASSERT_NE(final_request, nullptr);
  EXPECT_EQ(final_request->chombo[1], 1);
}

TEST(GameJson, ParserDirectly) {
  json::ContractScoreReader scores;
  auto rec =
      mjscore::json::parse_game_record(R"({"hands": [{"result": "win", "winner": 1, "from": 0,
    "han": 2, "fu": 30, "yaku_han": 1, "liable": 2}]})",
                                       scores);
  ASSERT_TRUE(rec) << rec.error().message;
  ASSERT_EQ(rec->hands[0].wins.size(), 1u);
  EXPECT_EQ(rec->hands[0].wins[0].yaku_han, 1);
  EXPECT_EQ(rec->hands[0].wins[0].liable, 2);
  auto bad = mjscore::json::parse_game_record("{\"hands\": [", scores);
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, ErrorCode::parse_error);
  EXPECT_EQ(mjscore::json::format_points(65.0), "65");
  EXPECT_EQ(mjscore::json::format_points(-10.7), "-10.7");
}

}  // namespace
}  // namespace mjscore
