// HK games (issue 19 "HK games"; docs/hk.md "HK games"): rotation, prevailing wind, false win,
// out of chips, faan-only vs full-score wins, running scores by the seed's payment rules;
// through the library, the JSON layer and the CLI. Expected figures are worked out by hand from
// seed 001 (Canton table: 3->8, 4->16, 5->24, 7->48, 12->256, 13->384; each loser pays the base,
// doubled for a self-draw, for the discarder, for an East winner and for an East loser).
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>

#include "json_answer.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/hk_game.hpp"
#include "mjscore/json.hpp"
#include "mjscore/notation.hpp"
#include "run_cli.hpp"
#include "temp_path.hpp"

namespace mjscore {
namespace {

using Json = nlohmann::json;
using hk::PlayerScores;
using test::answer;

const Engine& engine() {
  static const Engine e = *Engine::create();
  return e;
}

hk::GameHand faan_win(int winner, std::optional<int> from, int faan) {
  hk::GameHand h;
  h.winner = winner;
  h.from = from;
  h.faan = faan;
  return h;
}
hk::GameHand draw() {
  hk::GameHand h;
  h.kind = hk::HandKind::Draw;
  return h;
}
hk::GameHand false_win(int player) {
  hk::GameHand h;
  h.kind = hk::HandKind::FalseWin;
  h.player = player;
  return h;
}

Result<hk::GameResult> play(std::vector<hk::GameHand> hands, OptionOverrides options = {}) {
  hk::GameRecord rec;
  rec.options = std::move(options);
  rec.hands = std::move(hands);
  return hk::play_game(engine(), rec);
}

OptionOverride opt(std::string key, OptionValue v) { return {std::move(key), std::move(v)}; }

// The seed's three Canton examples played as one game, then a draw and a false win.
TEST(HkGame, SeedExamplesAsAGameWithRunningScores) {
  auto g = play({faan_win(2, std::nullopt, 4),  // E1: West self-draws 4 faan (base 16)
                 faan_win(0, std::nullopt, 7),  // E2: P0 (North) self-draws 7 faan (base 48)
                 faan_win(2, 0, 12),            // E3: P2 is East, wins 12 faan off P0 (base 256)
                 draw(),                        // E3 again: the dealer kept the deal
                 false_win(1),                  // E4: P1 (West) false win
                 draw()});                      // S1
  ASSERT_TRUE(g) << g.error().message;
  const auto& h = g->hands;
  ASSERT_EQ(h.size(), 6u);
  // Seed hand 1: East 16x2x2 = 64, South and North 16x2 = 32, West +128.
  EXPECT_EQ(h[0].round, "E1");
  EXPECT_EQ(h[0].base, 16);
  EXPECT_EQ(h[0].deltas, (PlayerScores{-64, -32, 128, -32}));
  EXPECT_FALSE(h[0].dealer_keeps);
  // E2: dealer P1 (East) pays 48x2x2 = 192, P2 and P3 96, P0 +384.
  EXPECT_EQ(h[1].round, "E2");
  EXPECT_EQ(h[1].dealer, 1);
  EXPECT_EQ(h[1].deltas, (PlayerScores{384, -192, -96, -96}));
  EXPECT_EQ(h[1].scores, (PlayerScores{320, -224, 32, -128}));
  // Seed hand 3: East wins off West: the discarder 256x2x2 = 1024, the others 512.
  EXPECT_EQ(h[2].round, "E3");
  EXPECT_EQ(h[2].result, "discard");
  EXPECT_EQ(h[2].deltas, (PlayerScores{-1024, -512, 2048, -512}));
  EXPECT_EQ(h[2].scores, (PlayerScores{-704, -736, 2080, -640}));
  EXPECT_TRUE(h[2].dealer_keeps);
  // The dealer kept the deal: E3 again, first repeat; a draw passes it (hk default).
  EXPECT_EQ(h[3].round, "E3");
  EXPECT_EQ(h[3].repeat, 1);
  EXPECT_EQ(h[3].deltas, (PlayerScores{}));
  EXPECT_FALSE(h[3].dealer_keeps);
  // E4, dealer P3: P1 (West) pays each what a self-drawn limit (base 384) would cost him:
  // P3 (East) 384x2x2 = 1536, P0 and P2 384x2 = 768.
  EXPECT_EQ(h[4].round, "E4");
  EXPECT_EQ(h[4].result, "false_win");
  EXPECT_EQ(h[4].value, 3072);
  EXPECT_EQ(h[4].deltas, (PlayerScores{768, -3072, 768, 1536}));
  EXPECT_EQ(h[4].scores, (PlayerScores{64, -3808, 2848, 896}));
  // After E4 the prevailing wind turns South and player 0 deals again.
  EXPECT_EQ(h[5].round, "S1");
  EXPECT_EQ(h[5].wind, Wind::South);
  EXPECT_EQ(h[5].dealer, 0);
  EXPECT_EQ(g->final.scores, (PlayerScores{64, -3808, 2848, 896}));
  EXPECT_EQ(g->final.ranks, (std::array<int, 4>{3, 4, 1, 2}));
  EXPECT_EQ(g->final.leaders, std::vector<int>{2});
  EXPECT_EQ(g->final.ended_by, "incomplete");
}

TEST(HkGame, DealerKeepsOnDrawPerKey) {
  auto passes = play({draw(), draw()});
  ASSERT_TRUE(passes);
  EXPECT_EQ(passes->hands[1].round, "E2");
  EXPECT_EQ(passes->hands[1].dealer, 1);
  auto keeps = play({draw(), draw(), faan_win(1, 0, 3)},
                    {opt("game.dealer_keeps_on_draw", OptionValue{true})});
  ASSERT_TRUE(keeps);
  EXPECT_EQ(keeps->hands[1].round, "E1");
  EXPECT_EQ(keeps->hands[1].dealer, 0);
  EXPECT_EQ(keeps->hands[1].repeat, 1);
  EXPECT_EQ(keeps->hands[2].repeat, 2);
  // A false win rotates as a draw does.
  auto fw = play({false_win(2), draw()}, {opt("game.dealer_keeps_on_draw", OptionValue{true})});
  ASSERT_TRUE(fw);
  EXPECT_EQ(fw->hands[1].round, "E1");
}

TEST(HkGame, WinRotation) {
  // The dealer wins: keeps the deal; another player wins: the deal passes.
  auto g = play({faan_win(0, 2, 3), faan_win(3, std::nullopt, 3), faan_win(2, 1, 3)});
  ASSERT_TRUE(g);
  EXPECT_TRUE(g->hands[0].dealer_keeps);
  EXPECT_EQ(g->hands[1].round, "E1");
  EXPECT_FALSE(g->hands[1].dealer_keeps);
  EXPECT_EQ(g->hands[2].round, "E2");
  EXPECT_EQ(g->hands[2].dealer, 1);
}

TEST(HkGame, WindProgressionAndGameEnd) {
  std::vector<hk::GameHand> hands;
  // 16 non-dealer wins (each by the player after the dealer) play the four winds out.
  for (int i = 0; i < 16; ++i) hands.push_back(faan_win((i % 4 + 1) % 4, std::nullopt, 3));
  auto g = play(hands);
  ASSERT_TRUE(g) << g.error().message;
  const char* labels[] = {"E1", "E2", "E3", "E4", "S1", "S2", "S3", "S4",
                          "W1", "W2", "W3", "W4", "N1", "N2", "N3", "N4"};
  for (int i = 0; i < 16; ++i) {
    EXPECT_EQ(g->hands[i].round, labels[i]);
    EXPECT_EQ(g->hands[i].wind, wind_at(i / 4));
    EXPECT_EQ(g->hands[i].dealer, i % 4);
  }
  EXPECT_EQ(g->final.ended_by, "last_hand");
  hands.push_back(draw());
  auto after = play(hands);
  ASSERT_FALSE(after);
  EXPECT_EQ(after.error().code, ErrorCode::invalid_request);
  EXPECT_NE(after.error().message.find("hands[16]"), std::string::npos);
  // game.rounds = 1: East only.
  hands.resize(4);
  auto east = play(hands, {opt("game.rounds", OptionValue{1LL})});
  ASSERT_TRUE(east);
  EXPECT_EQ(east->final.ended_by, "last_hand");
}

TEST(HkGame, FalseWinPenaltyKeys) {
  // A non-East false winner under the fixed penalty pays each player false_win_points.
  auto fixed = play({false_win(3)}, {opt("game.false_win", OptionValue{std::string("fixed")}),
                                     opt("game.false_win_points", OptionValue{100LL})});
  ASSERT_TRUE(fixed);
  EXPECT_EQ(fixed->hands[0].deltas, (PlayerScores{100, 100, 100, -300}));
  auto none = play({false_win(3)}, {opt("game.false_win", OptionValue{std::string("none")})});
  ASSERT_TRUE(none);
  EXPECT_EQ(none->hands[0].deltas, (PlayerScores{}));
  // The East false winner pays double to everyone: 384x2x2 = 1536 each.
  auto east = play({false_win(0)});
  ASSERT_TRUE(east);
  EXPECT_EQ(east->hands[0].deltas, (PlayerScores{-4608, 1536, 1536, 1536}));
}

TEST(HkGame, OutOfChipsEnd) {
  // 50 chips each; P1 (South) self-draws 5 faan (base 24): P0 (East) 96, P2 and P3 48.
  const OptionOverrides o = {opt("game.out_of_chips", OptionValue{std::string("end")}),
                             opt("game.start_chips", OptionValue{50LL})};
  auto g = play({faan_win(1, std::nullopt, 5)}, o);
  ASSERT_TRUE(g) << g.error().message;
  EXPECT_EQ(g->hands[0].scores, (PlayerScores{-46, 242, 2, 2}));
  EXPECT_EQ(g->final.ended_by, "out_of_chips");
  EXPECT_EQ(g->final.leaders, std::vector<int>{1});
  auto more = play({faan_win(1, std::nullopt, 5), draw()}, o);
  ASSERT_FALSE(more);
  EXPECT_NE(more.error().message.find("hands[1]"), std::string::npos);
}

TEST(HkGame, OutOfChipsPlayOn) {
  const OptionOverrides o = {opt("game.out_of_chips", OptionValue{std::string("play_on")}),
                             opt("game.start_chips", OptionValue{50LL})};
  // Hand 0 as above, P0 pays only his 50 chips. Hand 1 (E2, dealer P1): P2 self-draws 3 faan
  // (base 8): P1 (East) 32, P3 16 (holds 2: pays 2), P0 16 (holds none: pays nothing).
  auto g = play({faan_win(1, std::nullopt, 5), faan_win(2, std::nullopt, 3)}, o);
  ASSERT_TRUE(g) << g.error().message;
  EXPECT_EQ(g->hands[0].due, (PlayerScores{-96, 192, -48, -48}));
  EXPECT_EQ(g->hands[0].deltas, (PlayerScores{-50, 146, -48, -48}));
  EXPECT_EQ(g->hands[1].due, (PlayerScores{-16, -32, 64, -16}));
  EXPECT_EQ(g->hands[1].deltas, (PlayerScores{0, -32, 34, -2}));
  EXPECT_EQ(g->final.scores, (PlayerScores{0, 164, 36, 0}));
  EXPECT_EQ(g->final.ended_by, "incomplete");
  // A false winner with chips left pays in turn order while they last.
  auto fw = play({false_win(3)}, {opt("game.out_of_chips", OptionValue{std::string("play_on")}),
                                  opt("game.start_chips", OptionValue{1000LL})});
  ASSERT_TRUE(fw);
  // Due: P0 (East) 1536, P1 and P2 768; P3 holds 1000: P0 gets all of it.
  EXPECT_EQ(fw->hands[0].deltas, (PlayerScores{1000, 0, 0, -1000}));
  // Out-of-chips rules need chips at the start.
  auto none = play({draw()}, {opt("game.out_of_chips", OptionValue{std::string("end")})});
  ASSERT_FALSE(none);
  EXPECT_EQ(none.error().code, ErrorCode::invalid_option);
}

// A full score request: the game fills seat, round, win_by and from.
ScoreRequest hand_request(const std::string& concealed, const std::string& meld) {
  ScoreRequest r;
  r.family = Family::HK;
  HandInput in;
  in.concealed = *parse_tiles(concealed);
  in.melds.push_back(*parse_meld(meld));
  auto h = make_hand(in, HandShape::Complete);
  EXPECT_TRUE(h) << concealed;
  if (h) r.hand = *h;
  return r;
}

TEST(HkGame, FullScoreWinMatchesFaanOnlyWin) {
  // P1 (South in E1) wins off P3 with a South wind triplet: the seat wind counts.
  hk::GameHand full;
  full.winner = 1;
  full.from = 3;
  full.score = hand_request("123m456m789m11z", "pon 222z");
  hk::GameRecord rec;
  rec.hands = {full};
  auto g = hk::play_game(engine(), rec);
  ASSERT_TRUE(g) << g.error().message;
  const int faan = g->hands[0].faan;
  EXPECT_GE(faan, 3);
  auto by_faan = play({faan_win(1, 3, faan)});
  ASSERT_TRUE(by_faan);
  EXPECT_EQ(g->hands[0].deltas, by_faan->hands[0].deltas);
  EXPECT_EQ(g->hands[0].base, by_faan->hands[0].base);
}

TEST(HkGame, Errors) {
  auto below = play({faan_win(1, 0, 2)});
  ASSERT_FALSE(below);
  EXPECT_EQ(below.error().code, ErrorCode::below_minimum);
  EXPECT_NE(below.error().message.find("hands[0]"), std::string::npos);
  auto self = play({draw(), faan_win(1, 1, 3)});
  ASSERT_FALSE(self);
  EXPECT_EQ(self.error().code, ErrorCode::invalid_request);
  EXPECT_NE(self.error().message.find("hands[1]"), std::string::npos);
  auto unknown = play({draw()}, {opt("game.no_such_key", OptionValue{true})});
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().code, ErrorCode::unknown_option);
  hk::GameHand bad;
  bad.winner = 1;
  bad.score = hand_request("123m456p789s11z", "chi 234m");  // complete, but no 3 faan
  hk::GameRecord rec;
  rec.hands = {draw(), bad};
  auto scored = hk::play_game(engine(), rec);
  ASSERT_FALSE(scored);
  EXPECT_NE(scored.error().message.find("hands[1]"), std::string::npos);
}

// ---- through the JSON layer ----

TEST(HkGameJson, GameRequest) {
  const auto r = answer(R"({"id": 7, "type": "game", "rules": "hk", "players": ["A","B","C","D"],
    "hands": [{"result": "win", "winner": 2, "tsumo": true, "faan": 4},
              {"result": "win", "winner": 1, "from": 3,
               "score": {"hand": "123m456m789m11z", "melds": ["pon 222z"]}},
              {"result": "draw"},
              {"result": "false_win", "player": 1}]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["rules"], "hk");
  EXPECT_EQ(r["players"][0], "A");
  const auto& h = r["hands"];
  EXPECT_EQ(h[0]["result"], "self_draw");
  EXPECT_EQ(h[0]["deltas"], Json::parse("[-64,-32,128,-32]"));
  EXPECT_EQ(h[0]["scores"], Json::parse("[-64,-32,128,-32]"));
  EXPECT_EQ(h[1]["round"], "E2");
  EXPECT_EQ(h[1]["wind"], "E");
  EXPECT_EQ(h[1]["result"], "discard");
  EXPECT_EQ(h[1]["from"], 3);
  EXPECT_EQ(h[3]["result"], "false_win");
  EXPECT_EQ(h[3]["player"], 1);
  EXPECT_EQ(r["final"]["ended_by"], "incomplete");
  // The JSON faan-only form of hand 1 pays the same.
  const int faan = h[1]["faan"].get<int>();
  const auto f = answer(R"({"type": "game", "rules": "hk", "hands": [
    {"result": "win", "winner": 2, "tsumo": true, "faan": 4},
    {"result": "win", "winner": 1, "from": 3, "faan": )" +
                        std::to_string(faan) + "}]}");
  EXPECT_EQ(f["hands"][1]["deltas"], h[1]["deltas"]);
}

TEST(HkGameJson, ErrorsNameTheHand) {
  auto code = [](const Json& r) { return r["error"]["code"].get<std::string>(); };
  auto message = [](const Json& r) { return r["error"]["message"].get<std::string>(); };
  const auto winner = answer(R"({"type":"game","rules":"hk","hands":[{"result":"draw"},
    {"result":"win","winner":4,"tsumo":true,"faan":3}]})");
  EXPECT_EQ(code(winner), "invalid_request");
  EXPECT_NE(message(winner).find("hands[1].winner"), std::string::npos) << message(winner);
  const auto option = answer(R"({"type":"game","rules":"hk","options":{"game.nope":1},
    "hands":[]})");
  EXPECT_EQ(code(option), "unknown_option");
  const auto invalid = answer(R"({"type":"game","rules":"hk","hands":[{"result":"draw"},
    {"result":"draw"},{"result":"win","winner":1,"tsumo":true,"score":{"hand":"123m"}}]})");
  EXPECT_EQ(code(invalid), "invalid_hand");
  EXPECT_NE(message(invalid).find("hands[2]"), std::string::npos) << message(invalid);
  const auto field = answer(R"({"type":"game","rules":"hk","hands":[{"result":"draw","x":1}]})");
  EXPECT_EQ(code(field), "invalid_request");
  EXPECT_NE(message(field).find("hands[0]"), std::string::npos);
  const auto both = answer(R"({"type":"game","rules":"hk","hands":[
    {"result":"win","winner":1,"from":0,"tsumo":true,"faan":3}]})");
  EXPECT_EQ(code(both), "invalid_request");
  const auto riichi_key = answer(R"({"type":"game","rules":"hk","hands":[
    {"result":"chombo","player":1}]})");
  EXPECT_EQ(code(riichi_key), "invalid_request");
}

TEST(HkGameJson, ChildPresetAndGameKeysInOptions) {
  // mahjong-nu extends hk: its game keys are hk's; the record's options change them.
  const auto r = answer(R"({"type":"game","rules":"hk","preset":"mahjong-nu",
    "options":{"game.rounds":1},
    "hands":[{"result":"draw"},{"result":"draw"},{"result":"draw"},{"result":"draw"}]})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["preset"], "mahjong-nu");
  EXPECT_EQ(r["hands"][3]["round"], "E4");
  EXPECT_EQ(r["final"]["ended_by"], "last_hand");
  EXPECT_EQ(r["final"]["ranks"], Json::parse("[1,1,1,1]"));
  EXPECT_EQ(r["final"]["leaders"], Json::parse("[0,1,2,3]"));
  const auto bad = answer(R"({"type":"game","rules":"hk","options":{"game.false_win":"half"},
    "hands":[]})");
  EXPECT_EQ(bad["error"]["code"], "invalid_option");
}

// ---- through the CLI ----

TEST(HkGameCli, GameFileTextAndJson) {
  const std::string path = unique_temp_path("hk_game_cli.json");
  std::ofstream(path) << R"({"id": 3, "type": "game", "rules": "hk",
    "options": {"game.dealer_keeps_on_draw": true},
    "hands": [{"result": "win", "winner": 2, "tsumo": true, "faan": 4}, {"result": "draw"}]})";
  const auto text = test::run_cli("game '" + path + "'");
  EXPECT_EQ(text.code, 0);
  EXPECT_NE(text.out.find("self_draw P2 4 faan base 16"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("(dealer keeps)"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("ended by incomplete"), std::string::npos) << text.out;
  const auto js = test::run_cli("game --json '" + path + "'");
  EXPECT_EQ(js.code, 0);
  const auto r = Json::parse(js.out);
  EXPECT_EQ(r["id"], 3);
  EXPECT_EQ(r["hands"][0]["deltas"], Json::parse("[-64,-32,128,-32]"));
  EXPECT_EQ(r["hands"][1]["round"], "E2");
  EXPECT_TRUE(r["hands"][1]["dealer_keeps"].get<bool>());
  // --option applies to the record.
  const auto opt = test::run_cli("game --json --option game.false_win=none '" + path + "'");
  EXPECT_EQ(Json::parse(opt.out)["ok"], true);
  std::remove(path.c_str());
}

TEST(HkGameCli, ErrorNamesTheHand) {
  const std::string path = unique_temp_path("hk_game_cli_error.json");
  std::ofstream(path) << R"({"type": "game", "rules": "hk",
    "hands": [{"result": "draw"}, {"result": "win", "winner": 1, "from": 1, "faan": 3}]})";
  const auto text = test::run_cli("game '" + path + "'", true);
  EXPECT_NE(text.code, 0);
  EXPECT_NE(text.out.find("hands[1]: from is the winner"), std::string::npos) << text.out;
  std::remove(path.c_str());
}

TEST(HkGameCli, BatchMixesHkGamesWithRiichi) {
  const std::string path = unique_temp_path("hk_game_batch.jsonl");
  std::ofstream(path)
      << R"({"id":1,"hand":"123m456p789s11z22z2z"})"
      << "\n"
      << R"({"id":2,"type":"game","rules":"hk","hands":[{"result":"win","winner":2,"tsumo":true,"faan":4}]})"
      << "\n"
      << R"({"id":3,"type":"game","rules":"hk","hands":[{"result":"false_win","player":9}]})"
      << "\n";
  const auto out = test::run_cli("batch '" + path + "'");
  std::vector<Json> lines;
  size_t at = 0;
  for (size_t nl; (nl = out.out.find('\n', at)) != std::string::npos; at = nl + 1)
    lines.push_back(Json::parse(out.out.substr(at, nl - at)));
  ASSERT_EQ(lines.size(), 3u) << out.out;
  EXPECT_EQ(lines[0]["rules"], "riichi");
  EXPECT_EQ(lines[1]["hands"][0]["deltas"], Json::parse("[-64,-32,128,-32]"));
  EXPECT_EQ(lines[2]["error"]["code"], "invalid_request");
  const auto text = test::run_cli("batch --text '" + path + "'");
  EXPECT_NE(text.out.find("self_draw P2 4 faan"), std::string::npos) << text.out;
  std::remove(path.c_str());
}

}  // namespace
}  // namespace mjscore
