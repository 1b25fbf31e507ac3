// The tournament and online presets as published (issue 25; sources in rules/riichi/*.toml and
// docs/riichi.md "Presets"), through the JSON layer: each fixed value has a request whose answer
// the old value would change, each new preset a request only it answers so, and the time-limit
// endings (docs/game.md "Time limit") a `game` record each.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "json_answer.hpp"

namespace mjscore {
namespace {

using Json = nlohmann::json;
using test::answer;

std::string error_code(const Json& r) { return r["ok"].get<bool>() ? "" : r["error"]["code"]; }
std::string error_message(const Json& r) {
  return r["ok"].get<bool>() ? "" : r["error"]["message"].get<std::string>();
}

// A game record under `preset` (and options) with these hands.
Json game(const std::string& preset, const std::string& hands, const std::string& extra = "") {
  return answer(R"({"type": "game", "preset": ")" + preset + "\"" + extra + R"(, "hands": [)" +
                hands + "]}");
}

// ---- ema (EMA 2016) ------------------------------------------------------------------------

TEST(PresetEma, NagashiClaimIsRefused) {
  // EMA announcement (Dec 2015): "Nagashi Mangan is not allowed". Formerly paid as a mangan.
  const auto r = game("ema", R"({"result": "draw", "tenpai": [0], "nagashi": [2]})");
  EXPECT_EQ(error_code(r), "invalid_request") << r.dump();
  EXPECT_EQ(error_message(r),
            "hand 0: nagashi: the rules have no nagashi mangan (nagashi_mangan = false)");
  // The same hand without the claim is an ordinary draw; tenhou still pays the nagashi.
  const auto draw = game("ema", R"({"result": "draw", "tenpai": [0]})");
  EXPECT_EQ(draw["hands"][0]["deltas"], Json::parse("[3000,-1000,-1000,-1000]"));
  const auto tenhou = game("tenhou", R"({"result": "draw", "tenpai": [0], "nagashi": [2]})");
  EXPECT_EQ(tenhou["hands"][0]["result"], "nagashi");
}

TEST(PresetEma, MultipleRonWinnersReclaimTheirSticksAndEachCollectsTheHonba) {
  // riichi.wiki "Multiple ron", EMA2016: every winner collects the honba, winners reclaim their
  // own riichi stick, the rest go to the winner nearest the discarder (player 0, after 3).
  const auto r = answer(R"({"type": "game", "preset": "ema",
    "start": {"round": "E1", "honba": 1, "riichi_sticks": 1},
    "hands": [{"result": "win", "from": 3, "riichi": [1, 2],
               "wins": [{"winner": 1, "han": 1, "fu": 30}, {"winner": 0, "han": 2, "fu": 30}]}]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  const auto& h = r["hands"][0];
  EXPECT_EQ(h["result"], "double_ron");
  // Dealer 2/30 2900 + 300 + the table's stick + player 2's; player 1: 1000 + 300 + its own.
  // (Formerly "nearest": [6200, 1000, 0, -4200].)
  EXPECT_EQ(h["deltas"], Json::parse("[5200,2300,0,-4500]"));
  EXPECT_EQ(h["scores"], Json::parse("[35200,31300,29000,25500]"));
  // Three winners are all paid.
  const auto three = answer(R"({"type": "game", "preset": "ema", "hands": [{"result": "win",
    "from": 3, "wins": [{"winner": 0, "han": 1, "fu": 30}, {"winner": 1, "han": 1, "fu": 30},
                        {"winner": 2, "han": 1, "fu": 30}]}]})");
  EXPECT_EQ(three["hands"][0]["result"], "triple_ron");
}

TEST(PresetEma, FinalPointsHaveNoOkaAndChomboComesOffAfterUma) {
  // Start = return = 30000, uma 15/5/-5/-15, chombo 20 points after uma.
  const auto r = answer(R"({"type": "final", "preset": "ema",
    "scores": [40000, 30000, 20000, 30000], "chombo": [0, 0, 1, 0]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  // Players 1 and 3 tie at 30000 and share the uma of 2nd and 3rd (5 and -5).
  EXPECT_EQ(r["points"], Json::parse("[25,0,-45,0]"));
}

// ---- ema2025 -------------------------------------------------------------------------------

TEST(PresetEma2025, KiriageMangan) {
  // Pantheon ema2025: withKiriageMangan (ema: 4 han 30 fu is 7700).
  const std::string hand = R"({"result": "win", "winner": 1, "from": 2, "han": 4, "fu": 30})";
  EXPECT_EQ(game("ema2025", hand)["hands"][0]["deltas"], Json::parse("[0,8000,-8000,0]"));
  EXPECT_EQ(game("ema", hand)["hands"][0]["deltas"], Json::parse("[0,7700,-7700,0]"));
}

TEST(PresetEma2025, ChomboInTheOneMoreHandEndsTheGame) {
  // Pantheon ema2025 chomboEndsGame; under ema the chombo is replayed and the game goes on.
  const std::string hands =
      R"({"result": "draw", "tenpai": [0], "time_called": true}, {"result": "chombo", "player": 2})";
  EXPECT_EQ(game("ema2025", hands)["final"]["ended_by"], "time_limit");
  EXPECT_EQ(game("ema", hands)["final"]["ended_by"], "incomplete");
}

// ---- majsoul -------------------------------------------------------------------------------

TEST(PresetMajsoul, EndScoreHasNoOka) {
  // riichi.wiki "Majsoul": (score - 25000) / 1000 + uma 15/5/-5/-15 (formerly return 30000 and
  // 20 oka: first place 45).
  const auto r =
      answer(R"({"type": "final", "preset": "majsoul", "scores": [40000, 30000, 20000, 10000]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["points"], Json::parse("[30,10,-10,-30]"));
}

TEST(PresetMajsoul, TripleRonIsPaid) {
  // riichi.wiki "Sanchahou: No"; riichienv's Mahjong Soul rules pay all three (formerly the
  // triple_ron abortive draw).
  const auto r = game("majsoul", R"({"result": "win", "from": 3,
    "wins": [{"winner": 0, "han": 1, "fu": 30}, {"winner": 1, "han": 1, "fu": 30},
             {"winner": 2, "han": 1, "fu": 30}]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["hands"][0]["result"], "triple_ron");
  EXPECT_EQ(r["hands"][0]["deltas"], Json::parse("[1500,1000,1000,-3500]"));
  EXPECT_EQ(error_code(game("majsoul", R"({"result": "abortive", "reason": "triple_ron"})")),
            "invalid_request");
}

// ---- wrc2015 and wrc -----------------------------------------------------------------------

// A score request under `preset`.
Json score(const std::string& preset, const std::string& fields) {
  return answer(R"({"preset": ")" + preset + "\", " + fields + "}");
}

TEST(PresetWrc2015, DoubleWindPairIsFourFu) {
  // East seat, East round: a pair of East. 20 + 10 closed ron + 8 (999m) + pair: 4 fu -> 50 in
  // the 2015 book, 2 fu -> 40 in the current rules.
  const std::string hand =
      R"("hand": "999m567p678s345s11z", "win": "3s", "riichi": true, "seat": "E", "round": "E",
         "from": "S")";
  EXPECT_EQ(score("wrc2015", hand)["fu"], 50);
  EXPECT_EQ(score("wrc", hand)["fu"], 40);
}

TEST(PresetWrc2015, OneYakumanAtMost) {
  // Daisangen and tsuuiisou: one yakuman in the 2015 book, two stacked in the current rules.
  const std::string hand =
      R"("hand": "55566677711122z", "win": "1z", "seat": "S", "round": "E", "from": "E")";
  const auto old = score("wrc2015", hand);
  EXPECT_EQ(old["yakuman"], 1);
  EXPECT_EQ(old["value"], 32000);
  EXPECT_EQ(score("wrc", hand)["value"], 64000);
}

TEST(PresetWrc2015, LeftoverSticksAreLostAndChomboIsTwentyPoints) {
  // The EMA's list of differences from WRC 2015: at WRC the riichi bets left at the end do not
  // go to the winner. South 4 ends on the dealer's noten draw with two sticks on the table.
  const std::string extra = R"(, "start": {"round": "S4", "riichi_sticks": 2})";
  const std::string hand = R"({"result": "draw", "tenpai": [0]})";
  const auto old = game("wrc2015", hand, extra);
  ASSERT_TRUE(old["ok"].get<bool>()) << old.dump();
  EXPECT_EQ(old["final"]["ended_by"], "last_hand");
  EXPECT_EQ(old["final"]["scores"], Json::parse("[33000,29000,29000,29000]"));
  EXPECT_EQ(old["final"]["points"], Json::parse("[18,-6,-6,-6]"));  // tied uma averaged
  EXPECT_EQ(game("wrc", hand, extra)["final"]["scores"], Json::parse("[35000,29000,29000,29000]"));
  const auto chombo =
      answer(R"({"type": "final", "preset": "wrc2015", "scores": [30000, 30000, 30000, 30000],
                 "chombo": [1, 0, 0, 0]})");
  EXPECT_EQ(chombo["points"], Json::parse("[-20,0,0,0]"));
}

TEST(PresetWrc2015, HeadBumpNoAbortiveDrawsDealerStaysAfterChombo) {
  const auto r = game("wrc2015", R"({"result": "chombo", "player": 0},
    {"result": "win", "from": 3, "wins": [{"winner": 1, "han": 1, "fu": 30},
                                          {"winner": 0, "han": 1, "fu": 30}]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["hands"][1]["round"], "E1");  // the dealer's chombo does not pass the deal
  EXPECT_EQ(r["hands"][1]["result"], "ron");
  EXPECT_EQ(r["hands"][1]["dropped"], Json::parse("[1]"));
  EXPECT_EQ(error_code(game("wrc2015", R"({"result": "abortive", "reason": "four_winds"})")),
            "invalid_request");
}

// ---- time-limit endings --------------------------------------------------------------------

TEST(TimeLimit, FinishHandEndsAfterTheHandTimeWasCalledIn) {
  // WRC (Pantheon EP_END_AFTER_HAND): the hand in progress is the last.
  const std::string hands = R"({"result": "draw", "tenpai": [0]},
    {"result": "win", "winner": 1, "from": 2, "han": 1, "fu": 30, "time_called": true})";
  const auto r = game("wrc", hands);
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["final"]["ended_by"], "time_limit");
  EXPECT_EQ(r["final"]["scores"], Json::parse("[33000,30300,27700,29000]"));
  const auto after = game("wrc", hands + R"(, {"result": "draw", "tenpai": []})");
  EXPECT_EQ(error_message(after), "hand 2 comes after the end of the game (time_limit)");
}

TEST(TimeLimit, OneMoreHandPlaysTheNextHand) {
  // EMA (Pantheon EP_ONE_MORE_HAND): one more hand after the one time was called in; a chombo
  // is replayed and does not count.
  const std::string called = R"({"result": "draw", "tenpai": [0], "time_called": true})";
  EXPECT_EQ(game("ema", called)["final"]["ended_by"], "incomplete");
  const auto r = game("ema", called + R"(, {"result": "chombo", "player": 1},
                                          {"result": "draw", "tenpai": [1]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["hands"].size(), 3u);
  EXPECT_EQ(r["final"]["ended_by"], "time_limit");
  // Time called in a chombo: the replay is the hand it counts for.
  const auto c = game("wrc", R"({"result": "chombo", "player": 1, "time_called": true},
                                {"result": "draw", "tenpai": [1]})");
  EXPECT_EQ(c["final"]["ended_by"], "time_limit");
  EXPECT_EQ(c["hands"].size(), 2u);
}

TEST(TimeLimit, TheGamesOwnEndComesFirst) {
  const auto r = game("wrc", R"({"result": "draw", "tenpai": [0], "time_called": true})",
                      R"(, "start": {"round": "S4"})");
  EXPECT_EQ(r["final"]["ended_by"], "last_hand");
}

TEST(TimeLimit, RulesWithoutATimeLimitRefuseTheField) {
  const std::string hand = R"({"result": "draw", "tenpai": [0], "time_called": true})";
  for (const char* preset : {"tenhou", "majsoul", "riichi"}) {
    const auto r = game(preset, hand);
    EXPECT_EQ(error_code(r), "invalid_request") << preset;
    EXPECT_EQ(error_message(r),
              R"(hand 0: time_called: the rules have no time limit (time_limit_ending = "off"))");
  }
  // The key as an option plays it.
  const auto opt = game("tenhou", hand, R"(, "options": {"time_limit_ending": "finish_hand"})");
  EXPECT_EQ(opt["final"]["ended_by"], "time_limit");
  EXPECT_EQ(error_code(game("tenhou", hand, R"(, "options": {"time_limit_ending": "later"})")),
            "invalid_option");
}

TEST(TimeLimit, BadFields) {
  EXPECT_EQ(error_message(game("ema", R"({"result": "draw", "time_called": 1})")),
            "hands[0].time_called: expects true or false");
  const std::string twice = R"({"result": "draw", "time_called": true},
                               {"result": "draw", "time_called": true})";
  EXPECT_EQ(error_message(game("ema", twice)),
            "hand 1: time_called: time was already called in hand 0");
  // false is the same as no field.
  EXPECT_EQ(game("tenhou", R"({"result": "draw", "time_called": false})")["ok"], true);
}

}  // namespace
}  // namespace mjscore
