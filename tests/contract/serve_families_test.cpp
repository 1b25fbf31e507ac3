// HK and classical games kept by the HTTP API (docs/http.md "Families"), through Api::handle, the
// function the server, the loopback tests and the fuzz target drive: a whole game of each entered
// entry by entry, every state compared with `mjscore game --json` (the binary of this build) on
// the record so far, and the stored record given to `mjscore game`; undo, expect_hands, invalid
// and wrong-family entries, bad presets and options, the listing.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "riichi_test_util.hpp"
#include "run_cli.hpp"
#include "serve/api.hpp"
#include "serve/game_store.hpp"
#include "serve_process.hpp"

namespace mjscore::serve {
namespace {

using nlohmann::json;
using riichi_test::engine;  // the engine of every family

// A whole HK game of one round (game.rounds = 1): every kind of entry (faan-only wins, a full
// score request, 包, a draw, a false win), the dealer keeping the deal once; ends last_hand.
json hk_record() {
  return json::parse(R"({"type":"game","rules":"hk","preset":"hk","options":{"game.rounds":1},
    "players":["Ah","Bo","Chi","Dai"],
    "hands":[
      {"result":"win","winner":2,"tsumo":true,"faan":4},
      {"result":"win","winner":1,"from":3,"score":{"hand":"123m456m789m11z","melds":["pon 222z"]}},
      {"result":"win","winner":0,"from":2,"faan":13,"liable":3},
      {"result":"draw","note":"wall ran out"},
      {"result":"false_win","player":1}]})");
}

// A whole classical game of one wind round (game.wind_rounds = 1): rounds by scores and by
// hands, a draw, a dead hand; East keeps the deal twice, then it passes four times.
json classical_record() {
  return json::parse(R"({"type":"game","rules":"classical","preset":"dmjl",
    "options":{"game.wind_rounds":1},"players":["Ana","Bo","Chen","Dana"],
    "rounds":[
      {"winner":0,"scores":[30,10,20,0]},
      {"result":"draw"},
      {"winner":2,"scores":[24,12,52,18],"note":"seed 003's payments"},
      {"winner":2,"hands":[
        {"hand":"13579m2468p1357s"},
        {"hand":"3468m1359p11777z"},
        {"hand":"234m567p111s99s","melds":["pon 888m"],"win":"9s"},
        {"hand":"222m3579p2468s14z"}]},
      {"winner":3,"scores":[0,8,4,40],"dead":[1]},
      {"winner":0,"scores":[20,0,2,4]}]})");
}

std::string entries_key(const json& record) {
  return record["rules"] == "classical" ? "rounds" : "hands";
}

class ServeFamilies : public ::testing::Test {
 protected:
  void SetUp() override {
    auto store = GameStore::open(":memory:", "t");
    ASSERT_TRUE(store);
    store_ = std::move(*store);
    api_ = std::make_unique<Api>(engine(), *store_, ApiOptions{"", "t"});
  }

  struct Reply {
    int status = 0;
    json doc;
  };
  Reply call(std::string_view method, std::string_view target, const std::string& body = "") {
    const std::size_t q = target.find('?');
    const std::string_view query = q == std::string_view::npos ? "" : target.substr(q + 1);
    const HttpResponse r = api_->handle(HttpRequest{method, target.substr(0, q), query, "", body});
    return Reply{r.status, json::parse(r.body, nullptr, false)};
  }

  // `mjscore game --json` on a record.
  json cli_game(const json& record) {
    const std::string file = dir_.path() + "/record.json";
    std::ofstream(file) << record.dump();
    return json::parse(test::run_cli("game --json '" + file + "'").out, nullptr, false);
  }

  // POST /v1/games with the record's head; the new game's path.
  std::string create(const json& record) {
    const json body = {{"rules", record["rules"]},
                       {"preset", record["preset"]},
                       {"options", record["options"]},
                       {"players", record["players"]},
                       {"title", "family night"}};
    const Reply g = call("POST", "/v1/games", body.dump());
    EXPECT_EQ(g.status, 201) << g.doc;
    return "/v1/games/" + std::to_string(g.doc["id"].get<int64_t>());
  }

  // A new game of the record's head: no entries yet, nobody has scored, `next` is the first.
  std::string create_fresh(const json& record, const json& next) {
    const std::string base = create(record);
    const json fresh = call("GET", base).doc;
    EXPECT_EQ(fresh["rules"], record["rules"]);
    EXPECT_EQ(fresh["preset"], record["preset"]);
    EXPECT_EQ(fresh["options"], record["options"]);
    EXPECT_EQ(fresh["players"], record["players"]);
    EXPECT_EQ(fresh["title"], "family night");
    EXPECT_EQ(fresh["hands"], json::array());
    EXPECT_EQ(fresh["scores"], json({0, 0, 0, 0}));
    EXPECT_EQ(fresh["next"], next);
    EXPECT_EQ(fresh["finished"], false);
    EXPECT_EQ(fresh["final"], nullptr);
    return base;
  }

  // Enters the record's entries one by one, comparing every state with the command's answer to
  // the record so far; then the stored record with the command's answer to the whole record.
  json play_entry_by_entry(const std::string& base, const json& record) {
    const std::string key = entries_key(record);
    const json& entries = record[key];
    json g = call("GET", base).doc;
    for (std::size_t i = 0; i < entries.size(); ++i) {
      json entry = entries[i];
      entry["expect_hands"] = i;
      const Reply r = call("POST", base + "/hands", entry.dump());
      EXPECT_EQ(r.status, 201) << i << " " << r.doc;
      g = r.doc;
      json prefix = record;
      prefix[key] = json(std::vector<json>(entries.begin(), entries.begin() + i + 1));
      const json cli = cli_game(prefix);
      EXPECT_EQ(g["hands"], cli[key]) << i;
      EXPECT_EQ(g["scores"], cli["final"]["scores"]) << i;
      const bool finished = cli["final"]["ended_by"] != "incomplete";
      EXPECT_EQ(g["finished"], finished) << i;
      EXPECT_EQ(g["final"], finished ? cli["final"] : json(nullptr)) << i;
      EXPECT_EQ(g["next"].is_null(), finished) << i;
    }
    EXPECT_EQ(g["finished"], true);
    EXPECT_EQ(call("GET", base).doc, g);
    const Reply rec = call("GET", base + "/record");
    EXPECT_EQ(rec.status, 200);
    EXPECT_EQ(rec.doc["rules"], record["rules"]);
    EXPECT_EQ(rec.doc[key], entries);
    const json from_record = cli_game(rec.doc);
    EXPECT_EQ(from_record[key], g["hands"]);
    EXPECT_EQ(from_record["final"], g["final"]);
    return g;
  }

  test::TempDir dir_;
  std::unique_ptr<GameStore> store_;
  std::unique_ptr<Api> api_;
};

TEST_F(ServeFamilies, HkGameEntryByEntryMatchesTheGameCommand) {
  const json record = hk_record();
  const std::string path =
      create_fresh(record, {{"round", "E1"}, {"wind", "E"}, {"dealer", 0}, {"repeat", 0}});
  const json g = play_entry_by_entry(path, record);
  EXPECT_EQ(g["final"]["ended_by"], "last_hand");
  // Ended: no hand follows. Undo reopens it at the last hand's table.
  const Reply late = call("POST", path + "/hands", R"({"result":"draw"})");
  EXPECT_EQ(late.status, 409) << late.doc;
  EXPECT_EQ(late.doc["error"]["code"], "conflict");
  EXPECT_NE(late.doc["error"]["message"].get<std::string>().find("has ended"), std::string::npos)
      << late.doc;
  const Reply u = call("DELETE", path + "/hands/last");
  EXPECT_EQ(u.status, 200);
  EXPECT_EQ(u.doc["hands"].size(), 4u);
  EXPECT_EQ(u.doc["finished"], false);
  EXPECT_EQ(u.doc["final"], nullptr);
  EXPECT_EQ(u.doc["next"], json({{"round", "E4"}, {"wind", "E"}, {"dealer", 3}, {"repeat", 0}}));
  // After the dealer's win (hand 1) the dealer keeps the deal: repeat 1.
  for (int i = 0; i < 2; ++i) ASSERT_EQ(call("DELETE", path + "/hands/last").status, 200);
  EXPECT_EQ(call("GET", path).doc["next"],
            json({{"round", "E2"}, {"wind", "E"}, {"dealer", 1}, {"repeat", 1}}));
}

TEST_F(ServeFamilies, ClassicalGameRoundByRoundMatchesTheGameCommand) {
  const json record = classical_record();
  const std::string path =
      create_fresh(record, {{"round", "E1"}, {"prevailing", "E"}, {"dealer", 0}, {"repeat", 0}});
  const json g = play_entry_by_entry(path, record);
  EXPECT_EQ(g["final"]["ended_by"], "wind_rounds");
  const Reply late = call("POST", path + "/hands", R"({"result":"draw","expect_hands":6})");
  EXPECT_EQ(late.status, 409);
  EXPECT_EQ(late.doc["error"]["code"], "conflict");
  const Reply u = call("DELETE", path + "/hands/last?expect_hands=6");
  EXPECT_EQ(u.status, 200);
  EXPECT_EQ(u.doc["hands"].size(), 5u);
  EXPECT_EQ(u.doc["next"],
            json({{"round", "E4"}, {"prevailing", "E"}, {"dealer", 3}, {"repeat", 0}}));
  // East (player 0) won the first round and drew the second: two rounds dealt.
  for (int i = 0; i < 3; ++i) ASSERT_EQ(call("DELETE", path + "/hands/last").status, 200);
  EXPECT_EQ(call("GET", path).doc["next"],
            json({{"round", "E1"}, {"prevailing", "E"}, {"dealer", 0}, {"repeat", 2}}));
}

TEST_F(ServeFamilies, ExpectHandsConflictsStoreNothing) {
  for (const json& record : {hk_record(), classical_record()}) {
    const std::string base = create(record);
    json first = record[entries_key(record)][0];
    first["expect_hands"] = 1;
    const Reply r = call("POST", base + "/hands", first.dump());
    EXPECT_EQ(r.status, 409) << r.doc;
    EXPECT_EQ(r.doc["error"]["code"], "conflict");
    first["expect_hands"] = 0;
    EXPECT_EQ(call("POST", base + "/hands", first.dump()).status, 201);
    EXPECT_EQ(call("POST", base + "/hands", first.dump()).status, 409);  // 1 hand now
    EXPECT_EQ(call("DELETE", base + "/hands/last?expect_hands=0").status, 409);
    EXPECT_EQ(call("GET", base).doc["hands"].size(), 1u);
  }
}

TEST_F(ServeFamilies, InvalidAndWrongFamilyEntriesStoreNothing) {
  const std::vector<std::string> riichi = {R"({"result":"win","winner":1,"han":3,"fu":30})",
                                           R"({"result":"draw","tenpai":[0],"riichi":[]})"};
  const std::vector<std::string> hk = {R"({"result":"win","winner":1,"tsumo":true,"faan":3})",
                                       R"({"result":"false_win","player":2})"};
  const std::vector<std::string> classical = {R"({"winner":1,"scores":[10,20,0,4]})",
                                              R"({"winner":1,"scores":[10,20,0,4],"dead":[0]})"};
  struct Case {
    json record;
    std::vector<std::string> bad;
  };
  std::vector<Case> cases = {{hk_record(), classical}, {classical_record(), hk}};
  cases[0].bad.insert(cases[0].bad.end(), riichi.begin(), riichi.end());
  cases[1].bad.insert(cases[1].bad.end(), riichi.begin(), riichi.end());
  for (const std::string& b :
       {R"({"result":"win","winner":7,"tsumo":true,"faan":3})",  // no player 7
        R"({"result":"win","winner":1,"tsumo":true,"faan":1})",  // below the minimum
        R"({"result":"win","winner":1,"from":1,"faan":3})",      // from the winner
        R"({"result":"win","winner":1,"from":0,"score":{"hand":"123m"}})",
        R"({"result":"draw","colour":"red"})"})
    cases[0].bad.push_back(b);
  for (const std::string& b :
       {R"({"winner":9,"scores":[1,2,3,4]})", R"({"winner":1,"scores":[1,2,3]})",
        R"({"winner":1,"hands":[{"hand":"123m"},{"hand":"1z"},{"hand":"2z"},{"hand":"3z"}]})",
        R"({"winner":1,"scores":[1,2,3,4],"colour":"red"})"})
    cases[1].bad.push_back(b);
  for (const Case& c : cases) {
    const std::string base = create(c.record);
    const json first = c.record[entries_key(c.record)][0];
    ASSERT_EQ(call("POST", base + "/hands", first.dump()).status, 201);
    const json before = call("GET", base).doc;
    for (const std::string& body : c.bad) {
      const Reply r = call("POST", base + "/hands", body);
      EXPECT_EQ(r.status, 400) << c.record["rules"] << " " << body << "\n" << r.doc;
      EXPECT_EQ(r.doc["ok"], false);
      // The engine's message names the entry it refused (the record's second).
      EXPECT_NE(r.doc["error"]["message"].get<std::string>().find("[1]"), std::string::npos)
          << body << "\n"
          << r.doc;
    }
    EXPECT_EQ(call("GET", base).doc, before);
    EXPECT_EQ(call("GET", base + "/record").doc[entries_key(c.record)], json::array({first}));
  }
}

TEST_F(ServeFamilies, BadPresetsAndOptionsAreTheEnginesErrorsAndStoreNothing) {
  for (const std::string& body : {
           R"({"rules":"hk","preset":"nope","players":["A","B","C","D"]})",
           R"({"rules":"hk","options":{"game.rounds":9},"players":["A","B","C","D"]})",
           R"({"rules":"hk","options":{"nope":1},"players":["A","B","C","D"]})",
           R"({"rules":"hk","options":{"game.out_of_chips":"end"},"players":["A","B","C","D"]})",
           R"({"rules":"classical","preset":"tenhou","players":["A","B","C","D"]})",
           R"({"rules":"classical","options":{"game.wind_rounds":0},"players":["A","B","C","D"]})",
       }) {
    const Reply r = call("POST", "/v1/games", body);
    EXPECT_EQ(r.status, 400) << body << "\n" << r.doc;
    // The code `mjscore game` gives for the same record without entries.
    json record = json::parse(body);
    record["type"] = "game";
    record[entries_key(record)] = json::array();
    const json cli = cli_game(record);
    EXPECT_EQ(cli["ok"], false) << body;
    EXPECT_EQ(r.doc["error"]["code"], cli["error"]["code"]) << body;
  }
  EXPECT_EQ(call("GET", "/v1/games").doc["games"], json::array());
}

TEST_F(ServeFamilies, TheListingShowsEveryFamily) {
  const std::string hk = create(hk_record());
  const std::string classical = create(classical_record());
  ASSERT_EQ(call("POST", hk + "/hands", hk_record()["hands"][0].dump()).status, 201);
  const json games = call("GET", "/v1/games").doc["games"];
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0]["rules"], "classical");
  EXPECT_EQ(games[0]["preset"], "dmjl");
  EXPECT_EQ(games[0]["hands"], 0);
  EXPECT_EQ(games[0]["scores"], json({0, 0, 0, 0}));
  EXPECT_EQ(games[1]["rules"], "hk");
  EXPECT_EQ(games[1]["hands"], 1);
  EXPECT_EQ(games[1]["finished"], false);
  EXPECT_EQ(games[1]["scores"], call("GET", hk).doc["scores"]);
}

TEST_F(ServeFamilies, TheDefaultPresetIsWrittenIntoTheRecord) {
  for (const char* rules : {"hk", "classical"}) {
    const Reply g =
        call("POST", "/v1/games",
             std::string(R"({"rules":")") + rules + R"(","players":["A","B","C","D"]})");
    ASSERT_EQ(g.status, 201) << g.doc;
    EXPECT_EQ(g.doc["preset"], rules);
    const json rec =
        call("GET", "/v1/games/" + std::to_string(g.doc["id"].get<int64_t>()) + "/record").doc;
    EXPECT_EQ(rec["preset"], rules);
  }
}

}  // namespace
}  // namespace mjscore::serve
