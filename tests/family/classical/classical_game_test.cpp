// Classical games through the library: settlement per round at the seats of the moment, running
// scores, East's rotation, the prevailing wind, the round limits (docs/classical-games.md).
#include <gtest/gtest.h>

#include "mjscore/classical_game.hpp"
#include "mjscore/engine.hpp"

namespace mjscore {
namespace {

using classical::GameRecord;
using classical::GameRound;

const Engine& engine() {
  static auto e = Engine::create();
  EXPECT_TRUE(e);
  return *e;
}

GameRound win(int winner, classical::PlayerScores scores) {
  GameRound r;
  r.winner = winner;
  r.scores = scores;
  return r;
}

GameRound draw() { return GameRound{}; }

classical::GameResult play(const GameRecord& record) {
  auto g = classical::play_game(engine(), record);
  EXPECT_TRUE(g) << (g ? "" : g.error().message.str());
  return g ? *g : classical::GameResult{};
}

GameRecord record(std::vector<GameRound> rounds, std::string preset = "classical",
                  OptionOverrides options = {}) {
  GameRecord r;
  r.preset = std::move(preset);
  r.options = std::move(options);
  r.rounds = std::move(rounds);
  return r;
}

// Kajongg "Standard Rotation": East keeps the deal when it wins (and on a draw); another
// player's win passes the deal to South, who becomes East.
TEST(ClassicalGame, RotationAndSeats) {
  const auto g = play(
      record({win(0, {30, 10, 20, 0}), draw(), win(2, {24, 12, 52, 18}), win(1, {10, 20, 0, 0})}));
  ASSERT_EQ(g.rounds.size(), 4u);
  EXPECT_EQ(g.rounds[0].label, "E1");
  EXPECT_EQ(g.rounds[0].east, 0);
  EXPECT_FALSE(g.rounds[0].deal_passes);
  EXPECT_EQ(g.rounds[1].label, "E1");
  EXPECT_EQ(g.rounds[1].repeat, 1);
  EXPECT_FALSE(g.rounds[1].deal_passes);
  EXPECT_EQ(g.rounds[2].repeat, 2);
  EXPECT_TRUE(g.rounds[2].deal_passes);
  // Round 4: player 1 is East, player 0 North.
  const auto& r = g.rounds[3];
  EXPECT_EQ(r.label, "E2");
  EXPECT_EQ(r.east, 1);
  EXPECT_EQ(r.seats, (std::array<Wind, 4>{Wind::North, Wind::East, Wind::South, Wind::West}));
  // Player 1 (East) wins 20: each pays 40; player 0 (10) is paid 10 by players 2 and 3.
  EXPECT_EQ(r.deltas, (classical::PlayerScores{-20, 120, -50, -50}));
  EXPECT_FALSE(r.deal_passes);
  // Round 1: East (player 0) wins 30 (= the EastWinsDouble settlement).
  EXPECT_EQ(g.rounds[0].deltas, (classical::PlayerScores{180, -60, -30, -90}));
  // Round 3: player 2 (West) wins 52; E 24, S 12, N 18 settle undoubled.
  EXPECT_EQ(g.rounds[2].deltas, (classical::PlayerScores{-86, -70, 208, -52}));
  classical::PlayerTotals totals{};
  for (const auto& x : g.rounds)
    for (int p = 0; p < 4; ++p) totals[p] += x.deltas[p];
  EXPECT_EQ(g.totals, totals);
  EXPECT_EQ(g.rounds.back().totals, totals);
  EXPECT_EQ(g.ended_by, "incomplete");
  // Totals 74, -10, 128, -192.
  EXPECT_EQ(g.totals, (classical::PlayerTotals{74, -10, 128, -192}));
  EXPECT_EQ(g.ranks, (std::array<int, 4>{2, 3, 1, 4}));
}

TEST(ClassicalGame, PaymentsByPlayer) {
  const auto g = play(record({win(1, {24, 52, 18, 12})}));
  ASSERT_EQ(g.rounds[0].payments.size(), 6u);
  EXPECT_EQ(g.rounds[0].payments[0].from, 0);
  EXPECT_EQ(g.rounds[0].payments[0].to, 1);
  EXPECT_EQ(g.rounds[0].payments[0].amount, 104);
}

TEST(ClassicalGame, EastKeepsDealKey) {
  const auto never = play(record({win(0, {30, 0, 0, 0})}, "classical",
                                 {{"game.east_keeps_deal", OptionValue{std::string("never")}}}));
  EXPECT_TRUE(never.rounds[0].deal_passes);
  const auto on_win = play(record({draw(), win(0, {30, 0, 0, 0})}, "classical",
                                  {{"game.east_keeps_deal", OptionValue{std::string("win")}}}));
  EXPECT_TRUE(on_win.rounds[0].deal_passes);  // a draw passes the deal
  EXPECT_EQ(on_win.rounds[1].east, 1);
  EXPECT_TRUE(on_win.rounds[1].deal_passes);  // player 0 is no longer East
}

TEST(ClassicalGame, PrevailingWindAndWindRounds) {
  // Each round the player after East wins: the deal passes every round.
  std::vector<GameRound> rounds;
  int east = 0;
  for (int k = 0; k < 16; ++k) {
    rounds.push_back(win((east + 1) % 4, {2, 2, 2, 2}));
    east = (east + 1) % 4;
  }
  const auto g = play(record(rounds));
  EXPECT_EQ(g.rounds[3].label, "E4");
  EXPECT_EQ(g.rounds[4].label, "S1");
  EXPECT_EQ(g.rounds[4].prevailing, Wind::South);
  EXPECT_EQ(g.rounds[4].east, 0);
  EXPECT_EQ(g.rounds[15].label, "N4");
  EXPECT_EQ(g.ended_by, "wind_rounds");
  rounds.push_back(win(0, {2, 2, 2, 2}));
  auto over = classical::play_game(engine(), record(rounds));
  ASSERT_FALSE(over);
  EXPECT_EQ(over.error().code, ErrorCode::invalid_request);
  EXPECT_EQ(over.error().message.find("rounds[16]: "), 0u) << over.error().message;
  // game.wind_rounds = 1: the East round only.
  rounds.resize(4);
  EXPECT_EQ(play(record(rounds, "classical", {{"game.wind_rounds", OptionValue{1LL}}})).ended_by,
            "wind_rounds");
}

TEST(ClassicalGame, MaxRounds) {
  const OptionOverrides two = {{"game.max_rounds", OptionValue{2LL}}};
  EXPECT_EQ(play(record({draw(), draw()}, "classical", two)).ended_by, "max_rounds");
  EXPECT_FALSE(classical::play_game(engine(), record({draw(), draw(), draw()}, "classical", two)));
  EXPECT_EQ(play(record({draw()}, "classical", two)).ended_by, "incomplete");
}

// Kajongg DMJL "East won nine times in a row": the ninth win scores the limit and the deal
// passes.
TEST(ClassicalGame, NineWinsLimit) {
  std::vector<GameRound> rounds(9, win(0, {10, 0, 0, 0}));
  rounds.insert(rounds.begin() + 3, draw());  // a draw neither counts nor breaks the run
  const auto g = play(record(rounds, "dmjl"));
  ASSERT_EQ(g.rounds.size(), 10u);
  EXPECT_FALSE(g.rounds[8].nine_wins);
  EXPECT_TRUE(g.rounds[9].nine_wins);
  EXPECT_EQ(g.rounds[9].scores[0], 500);  // dmjl's limit
  EXPECT_EQ(g.rounds[9].deltas[0], 3000);
  EXPECT_TRUE(g.rounds[9].deal_passes);
  // classical has no such rule: East keeps the deal.
  const auto c = play(record(rounds, "classical"));
  EXPECT_FALSE(c.rounds[9].nine_wins);
  EXPECT_FALSE(c.rounds[9].deal_passes);
}

TEST(ClassicalGame, HandsRoundsAndDeadHands) {
  // The scores of classical_settle_test's seed_round (the JSON test plays its hands).
  auto g = play(record({win(1, {20, 30, 4, 0})}));
  EXPECT_EQ(g.rounds[0].deltas, (classical::PlayerScores{-24, 120, -42, -54}));
  GameRound dead = win(1, {20, 30, 4, 0});
  dead.dead[2] = true;
  g = play(record({dead}));
  EXPECT_EQ(g.rounds[0].scores[2], 0);
  EXPECT_TRUE(g.rounds[0].dead[2]);
  EXPECT_EQ(g.rounds[0].deltas, (classical::PlayerScores{-20, 120, -50, -50}));
  // The dangerous discarder pays for all.
  GameRound danger = win(1, {20, 30, 4, 0});
  danger.dangerous = 3;
  g = play(record({danger}));
  EXPECT_EQ(g.rounds[0].deltas, (classical::PlayerScores{0, 120, 0, -120}));
}

TEST(ClassicalGame, Errors) {
  EXPECT_EQ(classical::play_game(engine(), record({draw()}, "nope")).error().code,
            ErrorCode::unknown_preset);
  GameRound bad = win(1, {20, 30, 4, 0});
  bad.dangerous = 1;
  auto e = classical::play_game(engine(), record({draw(), bad}));
  ASSERT_FALSE(e);
  EXPECT_EQ(e.error().message.find("rounds[1]: "), 0u) << e.error().message;
}

}  // namespace
}  // namespace mjscore
