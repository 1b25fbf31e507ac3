// Classical settle, round and game requests through the public JSON layer and the CLI
// (docs/json-api.md "Classical settle, round and game"; docs/classical-games.md).
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "json_answer.hpp"
#include "run_cli.hpp"
#include "temp_path.hpp"

namespace mjscore {
namespace {

using nlohmann::json;
using test::answer;

json deltas(int e, int s, int w, int n) { return json{{"E", e}, {"S", s}, {"W", w}, {"N", n}}; }

std::string code(const json& r) { return r["error"]["code"].get<std::string>(); }

TEST(ClassicalSettleJson, SeedWorkedExample) {
  const json r = answer(
      R"({"id":7,"type":"settle","rules":"classical","winner":"S","scores":{"E":24,"S":52,"W":18,"N":12}})");
  ASSERT_TRUE(r["ok"]) << r.dump();
  EXPECT_EQ(r["id"], 7);
  EXPECT_EQ(r["rules"], "classical");
  EXPECT_EQ(r["preset"], "classical");
  EXPECT_EQ(r["result"], "win");
  EXPECT_EQ(r["winner"], "S");
  EXPECT_EQ(r["deltas"], deltas(-86, 208, -52, -70));
  EXPECT_EQ(r["scores"], deltas(24, 52, 18, 12));
  ASSERT_EQ(r["payments"].size(), 6u);
  EXPECT_EQ(r["payments"][0], (json{{"from", "E"}, {"to", "S"}, {"amount", 104}}));
  EXPECT_EQ(r["payments"][5], (json{{"from", "N"}, {"to", "W"}, {"amount", 6}}));
  EXPECT_FALSE(r.contains("dead"));
  // The same scores as a list in seat order.
  const json list =
      answer(R"({"type":"settle","rules":"classical","winner":"S","scores":[24,52,18,12]})");
  EXPECT_EQ(list["deltas"], r["deltas"]);
}

TEST(ClassicalSettleJson, BmjaDrawDeadDangerous) {
  EXPECT_EQ(answer(R"({"type":"settle","rules":"classical","preset":"bmja","winner":"S",)"
                   R"("scores":[80,84,208,416]})")["deltas"],
            deltas(-1096, 336, -36, 796));
  EXPECT_EQ(answer(R"({"type":"settle","rules":"classical","preset":"bmja","winner":"S",)"
                   R"("scores":[80,84,208,416],)"
                   R"("options":{"settle.east_doubles_between_losers":false}})")["deltas"],
            deltas(-632, 336, -164, 460));
  const json d =
      answer(R"({"type":"settle","rules":"classical","result":"draw","scores":[1,2,3,4]})");
  EXPECT_EQ(d["result"], "draw");
  EXPECT_TRUE(d["winner"].is_null());
  EXPECT_EQ(d["deltas"], deltas(0, 0, 0, 0));
  EXPECT_TRUE(d["payments"].empty());
  const json dead = answer(
      R"({"type":"settle","rules":"classical","winner":"S","scores":[24,52,18,12],"dead":["W"]})");
  EXPECT_EQ(dead["deltas"], deltas(-68, 208, -88, -52));
  EXPECT_EQ(dead["dead"], json::array({"W"}));
  EXPECT_EQ(dead["scores"]["W"], 0);
  const json danger = answer(
      R"({"type":"settle","rules":"classical","winner":"S","scores":[24,52,18,12],"dangerous":"W"})");
  EXPECT_EQ(danger["deltas"], deltas(0, 208, -208, 0));
  EXPECT_EQ(danger["dangerous"], "W");
}

TEST(ClassicalSettleJson, Errors) {
  const std::string head = R"({"type":"settle","rules":"classical",)";
  EXPECT_EQ(code(answer(head + R"("winner":"X","scores":[1,2,3,4]})")), "invalid_request");
  EXPECT_EQ(code(answer(head + R"("winner":3,"scores":[1,2,3,4]})")), "invalid_request");
  EXPECT_EQ(code(answer(head + R"("winner":"S","scores":[1,2,3]})")), "invalid_request");
  EXPECT_EQ(code(answer(head + R"("winner":"S","scores":{"E":1,"S":2,"W":3}})")),
            "invalid_request");
  EXPECT_EQ(code(answer(head + R"("winner":"S","scores":[1,2,-3,4]})")), "invalid_request");
  EXPECT_EQ(code(answer(head + R"("scores":[1,2,3,4]})")), "invalid_request");  // no winner
  EXPECT_EQ(code(answer(head + R"("result":"draw","winner":"S","scores":[1,2,3,4]})")),
            "invalid_request");
  EXPECT_EQ(code(answer(head + R"("winner":"S","scores":[1,2,3,4],"bogus":1})")),
            "invalid_request");
  EXPECT_EQ(code(answer(head + R"("winner":"S","scores":[1,2,3,4],"options":{"settle.x":1}})")),
            "unknown_option");
  EXPECT_EQ(code(answer(head + R"("winner":"S","scores":[1,2,3,4],"preset":"nope"})")),
            "unknown_preset");
  EXPECT_EQ(code(answer(head + R"("winner":"S","scores":[1,2,3,4],"dangerous":"S"})")),
            "invalid_request");
  EXPECT_EQ(code(answer(R"({"type":"settle","winner":"S","scores":[1,2,3,4]})")), "unsupported");
  EXPECT_EQ(code(answer(R"({"type":"settle","rules":"riichi","winner":"S","scores":[1,2,3,4]})")),
            "unsupported");
  EXPECT_EQ(code(answer(head + R"("winner":"S","scores":[1,2,3,4])")), "parse_error");
}

const std::string kRoundHands =
    R"("hands":{"E":{"hand":"3468m1359p11777z"},)"
    R"("S":{"hand":"234m567p111s99s","melds":["pon 888m"],"win":"9s"},)"
    R"("W":{"hand":"222m3579p2468s14z"},"N":{"hand":"13579m2468p1357s"}})";

TEST(ClassicalRoundJson, EveryHandScoredThenSettled) {
  const json r = answer(R"({"type":"round","rules":"classical","winner":"S",)" + kRoundHands + "}");
  ASSERT_TRUE(r["ok"]) << r.dump();
  EXPECT_EQ(r["round"], "E");
  EXPECT_EQ(r["scores"], deltas(20, 30, 4, 0));
  EXPECT_EQ(r["deltas"], deltas(-24, 120, -42, -54));
  EXPECT_EQ(r["hands"]["S"]["won"], true);
  EXPECT_EQ(r["hands"]["E"]["won"], false);
  // Each hand has the members of the classical score response for the same hand.
  const char* seats[] = {"E", "S", "W", "N"};
  const char* lines[] = {
      R"({"rules":"classical","won":false,"seat":"E","hand":"3468m1359p11777z"})",
      R"({"rules":"classical","seat":"S","hand":"234m567p111s99s","melds":["pon 888m"],"win":"9s"})",
      R"({"rules":"classical","won":false,"seat":"W","hand":"222m3579p2468s14z"})",
      R"({"rules":"classical","won":false,"seat":"N","hand":"13579m2468p1357s"})"};
  for (int i = 0; i < 4; ++i) {
    json alone = answer(lines[i]);
    for (const char* k : {"id", "ok", "rules", "preset"}) alone.erase(k);
    EXPECT_EQ(r["hands"][seats[i]], alone) << seats[i];
  }
}

TEST(ClassicalRoundJson, DeadHandPreset) {
  const json dead =
      answer(R"({"type":"round","rules":"classical","preset":"dmjl","winner":"S","round":"S",)"
             R"("hands":[{"hand":"3468m1359p11777z"},)"
             R"({"hand":"234m567p111s99s","melds":["pon 888m"],"win":"9s"},)"
             R"({"hand":"222m3579p2468s1z"},{"hand":"13579m2468p1357s"}]})");
  ASSERT_TRUE(dead["ok"]) << dead.dump();
  EXPECT_EQ(dead["preset"], "dmjl");
  EXPECT_EQ(dead["round"], "S");
  EXPECT_EQ(dead["hands"]["W"]["dead_hand"], true);
  EXPECT_EQ(dead["dead"], json::array({"W"}));
  EXPECT_EQ(dead["scores"]["W"], 0);
}

TEST(ClassicalRoundJson, Errors) {
  const std::string head = R"({"type":"round","rules":"classical",)";
  // Three hands.
  EXPECT_EQ(
      code(answer(head + R"("winner":"S","hands":[{"hand":"1m"},{"hand":"1m"},{"hand":"1m"}]})")),
      "invalid_request");
  // A bad winner.
  EXPECT_EQ(code(answer(head + R"("winner":"Q",)" + kRoundHands + "}")), "invalid_request");
  // West's losing tiles named the winner: a dead winner.
  EXPECT_EQ(code(answer(head + R"("winner":"W",)" + kRoundHands + "}")), "invalid_request");
  // A hand sets what the round sets.
  const json seat =
      answer(head + R"("winner":"S","hands":{"E":{"hand":"3468m1359p11777z","seat":"E"},)" +
             kRoundHands.substr(kRoundHands.find("\"S\":")) + "}");
  EXPECT_EQ(code(seat), "invalid_request");
  EXPECT_NE(seat["error"]["message"].get<std::string>().find("hands.E"), std::string::npos);
  // A hand's notation error names the hand.
  const json tiles = answer(head + R"("winner":"S","hands":{"E":{"hand":"34x"},)" +
                            kRoundHands.substr(kRoundHands.find("\"S\":")) + "}");
  EXPECT_EQ(code(tiles), "parse_error");
  EXPECT_EQ(tiles["error"]["message"].get<std::string>().rfind("hands.E: ", 0), 0u);
  EXPECT_EQ(code(answer(head + R"("winner":"S","bogus":1,)" + kRoundHands + "}")),
            "invalid_request");
  EXPECT_EQ(code(answer(head + R"("winner":"S","options":{"game.bogus":1},)" + kRoundHands + "}")),
            "unknown_option");
}

const std::string kGame =
    R"({"id":"g","type":"game","rules":"classical","players":["A","B","C","D"],"rounds":[)"
    R"({"winner":0,"scores":[30,10,20,0]},{"result":"draw"},)"
    R"({"winner":2,"scores":[24,12,52,18],"note":"seed"},)"
    R"({"winner":2,"hands":[{"hand":"13579m2468p1357s"},)"
    R"({"hand":"3468m1359p11777z"},{"hand":"234m567p111s99s","melds":["pon 888m"],"win":"9s"},)"
    R"({"hand":"222m3579p2468s14z"}]}]})";

TEST(ClassicalGameJson, Rounds) {
  const json r = answer(kGame);
  ASSERT_TRUE(r["ok"]) << r.dump();
  EXPECT_EQ(r["rules"], "classical");
  EXPECT_EQ(r["players"], json::array({"A", "B", "C", "D"}));
  ASSERT_EQ(r["rounds"].size(), 4u);
  EXPECT_EQ(r["rounds"][0]["round"], "E1");
  EXPECT_EQ(r["rounds"][0]["deltas"], json::array({180, -60, -30, -90}));
  EXPECT_EQ(r["rounds"][1]["result"], "draw");
  EXPECT_EQ(r["rounds"][1]["repeat"], 1);
  EXPECT_EQ(r["rounds"][2]["deal_passes"], true);
  // Round 4: player 1 is East, so the hands by player sit at N E S W; player 2 (South) wins
  // the seed_round's hands.
  const json& h = r["rounds"][3];
  EXPECT_EQ(h["round"], "E2");
  EXPECT_EQ(h["east"], 1);
  EXPECT_EQ(h["seats"], json::array({"N", "E", "S", "W"}));
  EXPECT_EQ(h["scores"], json::array({0, 20, 30, 4}));
  EXPECT_EQ(h["deltas"], json::array({-54, -24, 120, -42}));
  EXPECT_EQ(h["hands"][2]["won"], true);
  EXPECT_EQ(h["deal_passes"], true);
  json totals = json::array({0, 0, 0, 0});
  for (const auto& x : r["rounds"])
    for (int p = 0; p < 4; ++p) totals[p] = totals[p].get<int>() + x["deltas"][p].get<int>();
  EXPECT_EQ(r["final"]["scores"], totals);
  EXPECT_EQ(r["final"]["ended_by"], "incomplete");
}

TEST(ClassicalGameJson, ErrorsAndRiichiUnchanged) {
  EXPECT_EQ(
      code(answer(
          R"({"type":"game","rules":"classical","rounds":[{"winner":5,"scores":[1,2,3,4]}]})")),
      "invalid_request");
  EXPECT_EQ(code(answer(R"({"type":"game","rules":"classical","rounds":[{"winner":1}]})")),
            "invalid_request");
  EXPECT_EQ(code(answer(R"({"type":"game","rules":"classical","hands":[]})")), "invalid_request");
  EXPECT_EQ(code(answer(R"({"type":"game","rules":"classical","rounds":[{"result":"draw"}],)"
                        R"("options":{"game.max_rounds":-1}})")),
            "invalid_option");
  // A riichi record is still the riichi game.
  const json riichi =
      answer(R"({"type":"game","hands":[{"result":"win","winner":1,"from":3,"han":3,"fu":30}]})");
  ASSERT_TRUE(riichi["ok"]);
  EXPECT_EQ(riichi["hands"][0]["deltas"], json::array({0, 3900, 0, -3900}));
}

// ---- the CLI ----

std::string write(const std::string& name, const std::string& text) {
  const std::string path = unique_temp_path(name);
  std::ofstream(path) << text;
  return path;
}

TEST(ClassicalCli, RoundSheetsAndSettlement) {
  const std::string file = write("classical_round.json", "{\"winner\":\"S\"," + kRoundHands + "}");
  const auto text = test::run_cli("round '" + file + "'");
  EXPECT_EQ(text.code, 0) << text.out;
  EXPECT_NE(text.out.find("== E (loser)"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("== S (winner)"), std::string::npos);
  EXPECT_NE(text.out.find("Settlement: S wins"), std::string::npos);
  EXPECT_NE(text.out.find("E pays S 60"), std::string::npos);
  EXPECT_NE(text.out.find("N pays W 4"), std::string::npos);
  const auto js = test::run_cli("round --json '" + file + "'");
  EXPECT_EQ(js.code, 0);
  const json r = json::parse(js.out);
  EXPECT_EQ(r["deltas"], deltas(-24, 120, -42, -54));
  // --json prints what the JSON layer answers for the same request.
  EXPECT_EQ(r, answer(R"({"type":"round","rules":"classical","winner":"S",)" + kRoundHands + "}"));
  const auto bmja = test::run_cli("round --json --preset bmja '" + file + "'");
  EXPECT_EQ(json::parse(bmja.out)["preset"], "bmja");
  const std::string bad = write("classical_round_bad.json", R"({"winner":"S","hands":[]})");
  EXPECT_EQ(test::run_cli("round '" + bad + "'").code, 2);
}

TEST(ClassicalCli, Game) {
  const std::string file = write("classical_game.json", kGame);
  const auto text = test::run_cli("game '" + file + "'");
  EXPECT_EQ(text.code, 0) << text.out;
  EXPECT_NE(text.out.find("E2"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("Final standings (ended by incomplete)"), std::string::npos);
  EXPECT_NE(text.out.find("A (0)"), std::string::npos);
  const auto js = test::run_cli("game --json '" + file + "'");
  EXPECT_EQ(json::parse(js.out), answer(kGame));
  const auto limited = test::run_cli("game --json --option game.max_rounds=2 '" + file + "'");
  EXPECT_EQ(json::parse(limited.out)["error"]["code"], "invalid_request");
}

TEST(ClassicalCli, BatchText) {
  const std::string file =
      write("classical_batch.jsonl",
            R"({"type":"settle","rules":"classical","winner":"S","scores":[24,52,18,12]})"
            "\n");
  const auto text = test::run_cli("batch --text '" + file + "'");
  EXPECT_EQ(text.code, 0) << text.out;
  EXPECT_NE(text.out.find("W pays E 6"), std::string::npos) << text.out;
}

}  // namespace
}  // namespace mjscore
