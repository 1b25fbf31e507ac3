// Three-player riichi (sanma) games (docs/sanma-game.md): uma and final points with three
// players, game records of three (rounds, dealer rotation, noten payments, bust, West), the
// errors of a fourth seat, and the import of three-player Tenhou logs (mjlog, tenhou.net/6).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "json_answer.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/game.hpp"
#include "mjscore/tenhou.hpp"
#include "run_cli.hpp"
#include "temp_path.hpp"

namespace mjscore::sanma_game_test {

using Json = nlohmann::json;
using test::answer;

// ---------------------------------------------------------------------------------------------
// Presets: uma, abortive draws, final points.

TEST(SanmaGame, PresetUmaAndAbortiveDraws) {
  auto engine = Engine::create();
  ASSERT_TRUE(engine);
  auto tenhou = engine->riichi_preset("tenhou-sanma");
  ASSERT_TRUE(tenhou);
  EXPECT_EQ((*tenhou)->game.uma, (PerPlayer<double>{20, 0, -20}));
  EXPECT_EQ((*tenhou)->game.abortive_draws,
            (std::vector<std::string>{"nine_terminals", "four_kans"}));
  EXPECT_EQ((*tenhou)->game.noten_total, 2000);
  auto majsoul = engine->riichi_preset("majsoul-sanma");
  ASSERT_TRUE(majsoul);
  EXPECT_EQ((*majsoul)->game.uma, (PerPlayer<double>{15, 0, -15}));
  // Every shipped preset passes the checks a game makes (uma by players, abortive draws).
  for (const char* name : {"riichi", "tenhou", "majsoul", "wrc2015", "wrc", "ema", "ema2025",
                           "tenhou-sanma", "majsoul-sanma"}) {
    auto p = engine->riichi_preset(name);
    ASSERT_TRUE(p) << name;
    EXPECT_TRUE(riichi::check_game_rules(**p)) << name;
  }
}

TEST(SanmaGame, FinalPointsTenhouAndMajsoul) {
  // Tenhou 3P (2018 game's owari): 63300 first: 23.3 + oka 15 + uma 20 = 58.3; 48100: 8.1;
  // -6400: -46.4 - 20 = -66.4. With tenhou_legacy: 58 / 8 / -66 as the log.
  auto r =
      answer(R"({"type": "final", "preset": "tenhou-sanma", "scores": [48100, -6400, 63300]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["ranks"], Json::parse("[2, 3, 1]"));
  EXPECT_EQ(r["points"], Json::parse("[8.1, -66.4, 58.3]"));
  r = answer(R"({"type": "final", "preset": "tenhou-sanma", "options": {"rounding":
    "tenhou_legacy"}, "scores": [48100, -6400, 63300]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["points"], Json::parse("[8.0, -66.0, 58.0]"));
  // Mahjong Soul 3P: no oka, points = (score - 35000) / 1000 + uma 15 / 0 / -15.
  r = answer(R"({"type": "final", "preset": "majsoul-sanma", "scores": [50000, 30000, 25000]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["points"], Json::parse("[30.0, -5.0, -25.0]"));
}

TEST(SanmaGame, FinalRequestCountsAndUmaErrors) {
  // A fourth score on a three-player preset, three on a four-player one.
  auto r = answer(R"({"type": "final", "preset": "tenhou-sanma", "scores": [1, 2, 3, 4]})");
  EXPECT_FALSE(r["ok"].get<bool>());
  EXPECT_NE(r["error"]["message"].get<std::string>().find("scores: expects 3"), std::string::npos)
      << r.dump();
  r = answer(R"({"type": "final", "preset": "tenhou", "scores": [1, 2, 3]})");
  EXPECT_FALSE(r["ok"].get<bool>());
  EXPECT_NE(r["error"]["message"].get<std::string>().find("scores: expects 4"), std::string::npos)
      << r.dump();
  // uma that does not match `players`: a list of 4, or "A-B" text (four-player only).
  for (const char* uma : {"[20, 10, -10, -20]", "\"10-20\""}) {
    r = answer(std::string(R"({"type": "final", "preset": "tenhou-sanma", "options": {"uma": )") +
               uma + R"(}, "scores": [40000, 35000, 30000]})");
    EXPECT_FALSE(r["ok"].get<bool>()) << uma;
    EXPECT_EQ(r["error"]["code"], "invalid_option") << r.dump();
    EXPECT_NE(r["error"]["message"].get<std::string>().find("uma"), std::string::npos);
  }
  r = answer(R"({"type": "final", "preset": "tenhou", "options": {"uma": [20, 0, -20]},
    "scores": [40000, 35000, 30000, 15000]})");
  EXPECT_EQ(r["error"]["code"], "invalid_option") << r.dump();
  // A four-seat abortive draw in a three-player preset's list.
  r = answer(R"({"type": "final", "preset": "tenhou-sanma", "options": {"abortive_draws":
    ["four_winds"]}, "scores": [40000, 35000, 30000]})");
  EXPECT_EQ(r["error"]["code"], "invalid_option") << r.dump();
  EXPECT_NE(r["error"]["message"].get<std::string>().find("four_winds"), std::string::npos);
}

// ---------------------------------------------------------------------------------------------
// Game records with three players (han/fu wins: the payments of a ron and of noten need no
// three-player payment rule; tsumo loss is the scorer's, tests further below).

TEST(SanmaGame, RoundsDealersNotenAndBust) {
  const auto r = answer(R"({"type": "game", "preset": "tenhou-sanma",
    "players": ["A", "B", "C"],
    "hands": [
      {"result": "draw", "tenpai": [1, 2], "riichi": []},
      {"result": "draw", "tenpai": [0], "riichi": []},
      {"result": "win", "winner": 2, "from": 1, "riichi": [], "han": 3, "fu": 30},
      {"result": "abortive", "reason": "nine_terminals", "riichi": []},
      {"result": "win", "winner": 1, "from": 0, "riichi": [], "han": 2, "fu": 30},
      {"result": "win", "winner": 2, "from": 0, "riichi": [], "yakuman": 1}
    ]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  const auto& h = r["hands"];
  ASSERT_EQ(h.size(), 6u);
  // Pool 2000: one noten pays 1000 to each tenpai; one tenpai gets 1000 from each noten.
  EXPECT_EQ(h[0]["round"], "E1");
  EXPECT_EQ(h[0]["deltas"], Json::parse("[-2000, 1000, 1000]"));
  EXPECT_EQ(h[1]["round"], "E2");  // the dealer (0) was noten: the deal passed to player 1
  EXPECT_EQ(h[1]["dealer"], 1);
  EXPECT_EQ(h[1]["deltas"], Json::parse("[2000, -1000, -1000]"));
  // E3 (player 2 deals), 2 honba: a dealer 3 han 30 fu ron = 5800 + 2 x 200.
  EXPECT_EQ(h[2]["round"], "E3");
  EXPECT_EQ(h[2]["dealer"], 2);
  EXPECT_EQ(h[2]["honba"], 2);
  EXPECT_EQ(h[2]["deltas"], Json::parse("[0, -6200, 6200]"));
  EXPECT_EQ(h[3]["round"], "E3");  // dealer won: renchan; then an abortive draw, renchan again
  EXPECT_EQ(h[4]["round"], "E3");
  EXPECT_EQ(h[4]["honba"], 4);
  // Non-dealer 2 han 30 fu ron 2000 + 4 x 200; the deal passes after E3 to S1 (player 0).
  EXPECT_EQ(h[4]["deltas"], Json::parse("[-2800, 2800, 0]"));
  EXPECT_EQ(h[5]["round"], "S1");
  EXPECT_EQ(h[5]["dealer"], 0);
  // Non-dealer yakuman ron 32000 from player 0 (35000 - 2000 + 2000 - 2800 = 32200): 200 left.
  EXPECT_EQ(h[5]["deltas"], Json::parse("[-32000, 0, 32000]"));
  for (const auto& hand : h) {
    EXPECT_EQ(hand["deltas"].size(), 3u);
    EXPECT_EQ(hand["scores"].size(), 3u);
  }
  EXPECT_EQ(r["final"]["scores"], Json::parse("[200, 31600, 73200]"));
  EXPECT_EQ(r["final"]["ranks"], Json::parse("[3, 2, 1]"));
  EXPECT_EQ(r["final"]["points"].size(), 3u);
  EXPECT_EQ(r["final"]["ended_by"], "incomplete");

  // Bust: below zero ends the game.
  const auto bust = answer(R"({"type": "game", "preset": "tenhou-sanma",
    "hands": [{"result": "win", "winner": 0, "from": 1, "riichi": [], "yakuman": 1}]})");
  ASSERT_TRUE(bust["ok"].get<bool>()) << bust.dump();
  EXPECT_EQ(bust["hands"][0]["deltas"], Json::parse("[48000, -48000, 0]"));
  EXPECT_EQ(bust["final"]["ended_by"], "bust");
  // (83000 - 40000 + 15000) / 1000 + 20; 35000: -5; -13000: -53 - 20.
  EXPECT_EQ(bust["final"]["points"], Json::parse("[78.0, -73.0, -5.0]"));
}

TEST(SanmaGame, SouthThreeEndsOrWestIsPlayed) {
  // Six draws where everyone is noten: E1 E2 E3 S1 S2 S3, nobody reaches 40000.
  std::string six;
  for (int i = 0; i < 6; ++i) six += std::string(i ? "," : "") + R"({"result": "draw"})";
  const auto r = answer(R"({"type": "game", "preset": "tenhou-sanma", "hands": [)" + six +
                        R"(,{"result": "draw"}]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["hands"][5]["round"], "S3");
  EXPECT_EQ(r["hands"][6]["round"], "W1");  // below the 40000 target: the West round
  // Someone at 40000 after S3: the game ends there.
  const auto end = answer(R"({"type": "game", "preset": "tenhou-sanma", "start": {"round": "S3",
    "scores": [40000, 35000, 30000]}, "hands": [{"result": "draw"}]})");
  ASSERT_TRUE(end["ok"].get<bool>()) << end.dump();
  EXPECT_EQ(end["final"]["ended_by"], "last_hand");
  // W3 is the last hand of the West extension (extension_rounds 1).
  const auto west = answer(R"({"type": "game", "preset": "tenhou-sanma", "start": {"round": "W3",
    "scores": [36000, 35000, 34000]}, "hands": [{"result": "draw"}]})");
  ASSERT_TRUE(west["ok"].get<bool>()) << west.dump();
  EXPECT_EQ(west["final"]["ended_by"], "extension");
}

TEST(SanmaGame, AFourthSeatIsRefusedNamingTheField) {
  struct Case {
    const char* record;
    const char* names;  // in the error message
  };
  const Case cases[] = {
      {R"("players": ["A", "B", "C", "D"], "hands": [])", "players: expects 3 names"},
      {R"("hands": [{"result": "win", "winner": 3, "from": 0, "han": 1, "fu": 30}])", "winner"},
      {R"("hands": [{"result": "win", "winner": 0, "from": 3, "han": 1, "fu": 30}])", "from"},
      {R"("hands": [{"result": "draw", "tenpai": [3]}])", "tenpai"},
      {R"("hands": [{"result": "draw", "riichi": [3]}])", "riichi"},
      {R"("hands": [{"result": "draw", "expect": [0, 0, 0, 0]}])", "hands[0].expect"},
      {R"("start": {"scores": [35000, 35000, 35000, 0]}, "hands": [])", "start.scores"},
      {R"("start": {"round": "E4"}, "hands": [])", "start: hand is 1 to 3"},
      {R"("hands": [], "expect": {"points": [0, 0, 0, 0]})", "expect.points"},
      {R"("hands": [{"result": "abortive", "reason": "four_winds"}])", "four_winds"},
      {R"("hands": [{"result": "abortive", "reason": "four_riichi"}])", "four_riichi"},
  };
  for (const auto& c : cases) {
    const auto r =
        answer(std::string(R"({"type": "game", "preset": "tenhou-sanma", )") + c.record + "}");
    ASSERT_FALSE(r["ok"].get<bool>()) << c.record;
    const std::string message = r["error"]["message"];
    EXPECT_NE(message.find(c.names), std::string::npos) << c.record << " -> " << message;
    EXPECT_EQ(r.count("hands"), 0u) << "nothing half-written: " << r.dump();
  }
  // Three names on a four-player preset.
  const auto r = answer(R"({"type": "game", "preset": "tenhou", "players": ["A", "B", "C"],
    "hands": []})");
  ASSERT_FALSE(r["ok"].get<bool>());
  EXPECT_NE(r["error"]["message"].get<std::string>().find("players: expects 4 names"),
            std::string::npos)
      << r.dump();
}

// ---------------------------------------------------------------------------------------------
// Tenhou logs of three players. Our own short game, written by hand in both formats (the
// hands are abbreviated: the draw of E2 comes after a few turns, which the readers accept):
//   E1 (dealer 0): player 1 sets a North aside (nuki, f44), draws its replacement, and later
//      wins by tsumo on 3p: menzen tsumo 1 + ittsu 2 + kita 1 (Tenhou's ドラ 1), 40 fu: a
//      non-dealer mangan with tsumo loss: 4000 from the dealer, 2000 from player 2, no North.
//   E2 (dealer 1): exhaustive draw, players 0 and 2 tenpai: [1000, -2000, 1000].
//   E3 (dealer 2), 1 honba: daisangen, dealer ron from player 1: 48000 + 200; player 1 busts.
//   Final: 32000 / -9200 / 82200; points -8.0 / -69.2 / +77.2 (oka 15, uma 20 / 0 / -20).

constexpr const char* kOwnMjlog =
    R"(<mjloggm ver="2.3"><GO type="185" lobby="0"/><UN n0="A" n1="B" n2="C" n3="" dan="0,0,0,0" rate="1500,1500,1500,1500" sx="M,M,M,C"/>)"
    R"(<TAIKYOKU oya="0"/>)"
    R"(<INIT seed="0,0,0,1,2,72" ten="350,350,350,0" oya="0" hai0="0,32,73,80,96,108,112,116,128,132,37,69,92" hai1="36,40,48,53,56,60,64,68,104,105,106,124,125" hai2="1,33,76,84,100,109,113,117,129,133,45,61,89" hai3=""/>)"
    R"(<T41/><D41/><U121/><N who="1" m="31008" /><U97/><E97/><V114/><F114/><T118/><D118/><U44/>)"
    R"(<AGARI ba="0,0" hai="36,40,44,48,53,56,60,64,68,104,105,106,124,125" m="31008" machi="44" ten="40,6000,1" yaku="0,1,24,2,52,1" doraHai="72" who="1" fromWho="1" sc="350,-40,350,60,350,-20,0,0" />)"
    R"(<INIT seed="1,0,0,3,4,117" ten="310,410,330,0" oya="1" hai0="36,40,44,48,53,56,60,64,68,73,74,32,33" hai1="0,34,80,96,108,112,116,128,132,76,100,124,92" hai2="72,77,81,84,89,93,97,101,104,109,110,111,113" hai3=""/>)"
    R"(<U50/><E50/><V57/><F57/><T61/><D61/>)"
    R"(<RYUUKYOKU ba="0,0" sc="310,10,410,-20,330,10,0,0" hai0="36,40,44,48,53,56,60,64,68,73,74,32,33" hai2="72,77,81,84,89,93,97,101,104,109,110,111,113" />)"
    R"(<INIT seed="2,1,0,5,6,72" ten="320,390,340,0" oya="2" hai0="0,32,73,80,96,108,112,116,41,49,57,65,69" hai1="1,33,76,84,100,109,113,117,45,61,89,92,37" hai2="36,40,44,104,105,124,125,126,128,129,130,132,133" hai3=""/>)"
    R"(<V118/><F118/><T120/><D120/><U134/><E134/>)"
    R"(<AGARI ba="1,0" hai="36,40,44,104,105,124,125,126,128,129,130,132,133,134" machi="134" ten="50,48000,5" yakuman="39" doraHai="72" who="2" fromWho="1" sc="320,0,390,-482,340,482,0,0" owari="320,-8.0,-92,-69.2,822,77.2,0,0" />)"
    R"(</mjloggm>)";

constexpr const char* kOwnTenhou6 = R"T6({"title": ["", ""], "name": ["A", "B", "C", ""],
 "rule": {"disp": "三般南喰赤", "aka": 1},
 "log": [
  [[0, 0, 0], [35000, 35000, 35000, 0], [31], [],
   [11, 19, 31, 33, 37, 41, 42, 43, 46, 47, 21, 29, 36], [22, 43], [60, 60],
   [21, 22, 24, 25, 26, 27, 28, 29, 39, 39, 39, 45, 45], [44, 37, 23], ["f44", 60],
   [11, 19, 32, 34, 38, 41, 42, 43, 46, 47, 23, 27, 35], [42], [60],
   [], [], [],
   ["和了", [-4000, 6000, -2000, 0], [1, 1, 1, "40符満貫2000-4000点", "門前清自摸和(1飜)", "一気通貫(2飜)", "ドラ(1飜)"]]],
  [[1, 0, 0], [31000, 41000, 33000, 0], [43], [],
   [21, 22, 23, 24, 25, 26, 27, 28, 29, 31, 31, 19, 19], [27], [60],
   [11, 19, 33, 37, 41, 42, 43, 46, 47, 32, 38, 45, 36], [24], [60],
   [31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 41, 41, 42], [26], [60],
   [], [], [],
   ["流局", [1000, -2000, 1000, 0]]],
  [[2, 1, 0], [32000, 39000, 34000, 0], [31], [],
   [11, 19, 31, 33, 37, 41, 42, 43, 22, 24, 26, 28, 29], [44], [60],
   [11, 19, 32, 34, 38, 41, 42, 43, 23, 27, 35, 36, 21], [47], [60],
   [21, 22, 23, 39, 39, 45, 45, 45, 46, 46, 46, 47, 47], [43], [60],
   [], [], [],
   ["和了", [0, -48200, 48200, 0], [2, 1, 2, "役満48000点", "大三元(役満)"]]]
 ],
 "sc": [32000, -8.0, -9200, -69.2, 82200, 77.2, 0, 0]
})T6";

Json imported(const char* log) {
  auto r = import_tenhou(log);
  EXPECT_TRUE(r) << (r ? "" : r.error().message);
  if (!r) return Json();
  for (const auto& w : r->warnings) ADD_FAILURE() << "import warning: " << w;
  return Json::parse(r->record_json);
}

void expect_own_game_record(const Json& g) {
  EXPECT_EQ(g["preset"], "tenhou-sanma");
  EXPECT_EQ(g["players"], Json::parse(R"(["A", "B", "C"])"));
  EXPECT_EQ(g["start"]["scores"], Json::parse("[35000, 35000, 35000]"));
  ASSERT_EQ(g["hands"].size(), 3u);
  const Json& e1 = g["hands"][0];
  EXPECT_EQ(e1["winner"], 1);
  EXPECT_EQ(e1["score"]["win_by"], "tsumo");
  EXPECT_EQ(e1["score"]["seat"], "S");
  EXPECT_EQ(e1["score"]["kita"], 1);
  EXPECT_EQ(e1["score"]["melds"], Json::array());       // a kita is not a meld
  EXPECT_FALSE(e1["score"].value("after_kan", false));  // the win is not the replacement draw
  EXPECT_EQ(e1["expect"]["deltas"], Json::parse("[-4000, 6000, -2000]"));
  const Json& e2 = g["hands"][1];
  EXPECT_EQ(e2["result"], "draw");
  EXPECT_EQ(e2["tenpai"], Json::parse("[0, 2]"));
  EXPECT_EQ(e2["expect"]["round"], "E2");
  EXPECT_EQ(e2["expect"]["deltas"], Json::parse("[1000, -2000, 1000]"));
  const Json& e3 = g["hands"][2];
  EXPECT_EQ(e3["expect"]["round"], "E3");
  EXPECT_EQ(e3["expect"]["dealer"], 2);
  EXPECT_EQ(e3["score"]["seat"], "E");
  EXPECT_EQ(e3["score"]["from"], "W");  // player 1 sits West of dealer 2: (1 - 2 + 3) % 3
  EXPECT_EQ(e3["score"]["honba"], 1);
  EXPECT_EQ(g["expect"]["scores"], Json::parse("[32000, -9200, 82200]"));
  EXPECT_EQ(g["expect"]["points"], Json::parse("[-8.0, -69.2, 77.2]"));
}

TEST(SanmaImport, OwnMjlogGame) {
  const Json g = imported(kOwnMjlog);
  ASSERT_FALSE(g.is_null());
  EXPECT_EQ(g["id"]["go_type"], 185);
  expect_own_game_record(g);
}

TEST(SanmaImport, OwnTenhou6Game) {
  const Json g = imported(kOwnTenhou6);
  ASSERT_FALSE(g.is_null());
  expect_own_game_record(g);
}

TEST(SanmaImport, BadThreePlayerLogsAreRefused) {
  std::string xml = kOwnMjlog;
  // A call from the empty fourth slot: player 1 pons with from_rel 2 (1 + 2 = seat 3).
  std::string bad = xml;
  bad.replace(bad.find("<U121/>"), 7, R"(<N who="1" m="15466" />)");
  EXPECT_FALSE(import_tenhou(bad));
  // A 2m in a three-player deal.
  bad = xml;
  bad.replace(bad.find("hai0=\"0,32,"), 11, "hai0=\"4,32,");
  auto r = import_tenhou(bad);
  ASSERT_FALSE(r);
  EXPECT_NE(r.error().message.find("2m-8m"), std::string::npos) << r.error().message;
  // A winner in the fourth slot.
  bad = xml;
  bad.replace(bad.find("who=\"1\" fromWho=\"1\""), 19, "who=\"3\" fromWho=\"3\"");
  EXPECT_FALSE(import_tenhou(bad));
  // A chi (three players have none): player 1 chis 1p-2p-3p on player 0's 2p discard.
  bad = xml;
  bad.replace(bad.find("<U121/>"), 7, R"(<N who="1" m="22567" />)");
  r = import_tenhou(bad);
  ASSERT_FALSE(r);
  EXPECT_NE(r.error().message.find("chi"), std::string::npos) << r.error().message;
  // A nuki in a four-player game.
  bad = xml;
  bad.replace(bad.find("type=\"185\""), 10, "type=\"169\"");
  EXPECT_FALSE(import_tenhou(bad));
}

// Every win of an imported record scored on its own: its han against the sum of Tenhou's yaku,
// and Tenhou's ドラ (kita included) against our dora + kita (docs/sanma-game.md "Dora").
// Returns the number of wins checked.
int expect_wins_match_tenhou_yaku(const Json& record, const std::string& name) {
  int checked = 0;
  for (const auto& h : record["hands"]) {
    if (!h.contains("score") || !h["expect"].contains("yaku")) continue;
    Json req = h["score"];
    req["type"] = "score";
    req["preset"] = "tenhou-sanma";
    const Json r = answer(req.dump());
    EXPECT_TRUE(r["ok"].get<bool>()) << name << ": " << r.dump();
    if (!r["ok"].get<bool>()) continue;
    int tenhou_han = 0, tenhou_dora = 0, our_dora = 0;
    bool yakuman = false;
    for (const auto& y : h["expect"]["yaku"]) {
      const std::string text = y;
      const auto colon = text.find(':');
      if (colon == std::string::npos) {
        yakuman = true;
        continue;
      }
      const int han = std::stoi(text.substr(colon + 1));
      tenhou_han += han;
      if (text.substr(0, colon) == "dora") tenhou_dora = han;
    }
    for (const auto& e : r["elements"])
      if (e["id"] == "dora" || e["id"] == "kita") our_dora += e.value("han", 0);
    if (!yakuman) {
      EXPECT_EQ(r["han"], tenhou_han) << name << ": " << r.dump();
      EXPECT_EQ(our_dora, tenhou_dora) << name << ": " << r.dump();
    }
    EXPECT_EQ(r["value"], h["expect"]["value"]) << name << ": " << r.dump();
    ++checked;
  }
  return checked;
}

// The imported records replayed: every win re-scored with its kita (ScoreRequest::kita), every
// delta checked against Tenhou's, final scores and points.
// Tsumo loss in E1.
TEST(SanmaReplay, OwnGamesReplayToTheirScores) {
  for (const char* log : {kOwnMjlog, kOwnTenhou6}) {
    auto imp = import_tenhou(log);
    ASSERT_TRUE(imp);
    Json req = Json::parse(imp->record_json);
    if (log == kOwnMjlog) EXPECT_EQ(expect_wins_match_tenhou_yaku(req, "own mjlog"), 2);
    const Json r = answer(req.dump());
    ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
    EXPECT_EQ(r["expect_mismatches"], 0) << r.dump();
    EXPECT_EQ(r["hands"][0]["deltas"], Json::parse("[-4000, 6000, -2000]"));
    EXPECT_EQ(r["hands"][0]["wins"][0]["han"], 4);
    EXPECT_EQ(r["final"]["scores"], Json::parse("[32000, -9200, 82200]"));
    EXPECT_EQ(r["final"]["points"], Json::parse("[-8.0, -69.2, 77.2]"));
    EXPECT_EQ(r["final"]["ended_by"], "bust");
  }
}

// Self-draws in a three-player game record: tsumo loss (docs/sanma.md, "A whole short game").
TEST(SanmaReplay, TsumoLossInGameRecords) {
  const auto r = answer(R"({"type": "game", "preset": "tenhou-sanma", "hands": [
      {"result": "win", "winner": 1, "han": 4, "fu": 40},
      {"result": "draw", "tenpai": [2]},
      {"result": "win", "winner": 2, "han": 5}]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  // Non-dealer mangan: 4000 from the dealer, 2000 from the other, nothing for North.
  EXPECT_EQ(r["hands"][0]["deltas"], Json::parse("[-4000, 6000, -2000]"));
  // E2 (dealer 1 noten: one tenpai gets 1000 from each) -> E3, 1 honba: a dealer mangan
  // tsumo, 4000 + 100 from each of the two.
  EXPECT_EQ(r["hands"][1]["deltas"], Json::parse("[-1000, -1000, 2000]"));
  EXPECT_EQ(r["hands"][2]["round"], "E3");
  EXPECT_EQ(r["hands"][2]["deltas"], Json::parse("[-4100, -4100, 8200]"));
}

// The command line: `final` with three scores, `import tenhou` of a three-player log, `game`
// with three columns.
TEST(SanmaCli, FinalImportAndGame) {
  auto fin =
      test::run_cli("final 48100 -6400 63300 --preset tenhou-sanma --rounding tenhou_legacy");
  EXPECT_EQ(fin.code, 0) << fin.out;
  EXPECT_NE(fin.out.find("P2    63300  rank 1"), std::string::npos) << fin.out;
  EXPECT_EQ(test::run_cli("final 48100 -6400 63300 --preset tenhou").code, 2);
  const std::string path = unique_temp_path("sanma-own.xml");
  {
    std::ofstream f(path, std::ios::binary);
    f << kOwnMjlog;
  }
  auto imp = test::run_cli("import tenhou '" + path + "'");
  EXPECT_EQ(imp.code, 0);
  const Json record = Json::parse(imp.out);
  EXPECT_EQ(record["preset"], "tenhou-sanma");
  std::filesystem::remove(path);
  // `game` prints three columns (a record whose wins need no kita: the import's replay needs the
  // scorer's kita, SanmaReplay).
  {
    std::ofstream f(path, std::ios::binary);
    f << R"({"preset": "tenhou-sanma", "players": ["A", "B", "C"], "hands": [
      {"result": "draw", "tenpai": [1, 2]},
      {"result": "win", "winner": 2, "from": 1, "yakuman": 2}]})";
  }
  auto game = test::run_cli("game '" + path + "'");
  EXPECT_EQ(game.code, 0) << game.out;
  EXPECT_NE(game.out.find("deltas (P0 P1 P2)"), std::string::npos) << game.out;
  EXPECT_NE(game.out.find("E2"), std::string::npos) << game.out;
  EXPECT_NE(game.out.find("ended by bust"), std::string::npos) << game.out;
  std::filesystem::remove(path);
}

// Real Tenhou three-player games (Ledenel/auto-white-reimu, GPL-3.0; not committed: read from
// MJSCORE_SANMA_DATA, a folder holding auto-white-reimu/, or ../shared/data/sanma).
std::filesystem::path sanma_data_dir() {
  if (const char* env = std::getenv("MJSCORE_SANMA_DATA"); env && *env)
    return std::filesystem::path(env) / "auto-white-reimu";
  return std::filesystem::path(MJSCORE_SHARED_DIR) / "data" / "sanma" / "auto-white-reimu";
}

std::string read_sanma_log(const std::string& name) {
  std::ifstream f(sanma_data_dir() / name, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

TEST(SanmaReplay, RealTenhouGames) {
  if (!std::filesystem::exists(sanma_data_dir() / "2018110809gm-00b9-0000-00a79b89.xml"))
    GTEST_SKIP() << "no three-player Tenhou logs: set MJSCORE_SANMA_DATA to a folder holding "
                    "auto-white-reimu/ (or put it in ../shared/data/sanma)";
  struct Game {
    const char* file;
    const char* scores;
    const char* points;
  };
  const Game games[] = {
      {"2018110809gm-00b9-0000-00a79b89.xml", "[48100, -6400, 63300]", "[8.0, -66.0, 58.0]"},
      {"2009060321gm-00b9-0000-75b25bcf.xml", "[71000, -1000, 35000]", "[66.0, -61.0, -5.0]"},
  };
  for (const auto& game : games) {
    auto imp = import_tenhou(read_sanma_log(game.file), game.file);
    ASSERT_TRUE(imp) << game.file << ": " << imp.error().message;
    for (const auto& w : imp->warnings) ADD_FAILURE() << game.file << ": " << w;
    const Json req = Json::parse(imp->record_json);
    EXPECT_EQ(req["preset"], "tenhou-sanma");
    EXPECT_EQ(req["options"]["rounding"], "tenhou_legacy");
    EXPECT_GT(expect_wins_match_tenhou_yaku(req, game.file), 0);
    const Json r = answer(req.dump());
    ASSERT_TRUE(r["ok"].get<bool>()) << game.file << ": " << r.dump();
    EXPECT_EQ(r["expect_mismatches"], 0) << game.file << ": " << r.dump();
    EXPECT_EQ(r["final"]["scores"], Json::parse(game.scores)) << game.file;
    EXPECT_EQ(r["final"]["points"], Json::parse(game.points)) << game.file;
    EXPECT_EQ(r["final"]["ended_by"], "bust") << game.file;
  }
}

}  // namespace mjscore::sanma_game_test
