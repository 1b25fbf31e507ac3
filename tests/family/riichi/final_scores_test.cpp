// Final scores (seed 002 計算實例, seed 000 "Puntos finales") and the game option keys that
// drive them, including the rule derived from Tenhou's owari (docs/game.md).
#include <gtest/gtest.h>

#include "mjscore/engine.hpp"
#include "mjscore/game.hpp"
#include "root_rules.hpp"

namespace mjscore::riichi {
namespace {

using Points = std::array<double, 4>;

GameRules seed_rules() {
  GameRules g = root_rules().game;  // 25000 start, 30000 return, uma 10-20, nearest
  return g;
}

void expect_points(const FinalPoints& f, Points want) {
  for (int p = 0; p < 4; ++p) EXPECT_DOUBLE_EQ(f.points[p], want[p]) << "player " << p;
}

TEST(FinalScores, SeedWorkedExample) {
  // Seed 002 計算實例: 54600, 27200, 17000, 1200 with 10-20 -> +65, +7, -23, -49.
  const auto f = final_points({54600, 27200, 17000, 1200}, seed_rules());
  expect_points(f, {65, 7, -23, -49});
  EXPECT_EQ(f.ranks, (std::array<int, 4>{1, 2, 3, 4}));
}

TEST(FinalScores, OrderDoesNotMatterSeatsDo) {
  const auto f = final_points({1200, 17000, 54600, 27200}, seed_rules());
  expect_points(f, {-49, -23, 65, 7});
  EXPECT_EQ(f.ranks, (std::array<int, 4>{4, 3, 1, 2}));
}

TEST(FinalScores, RoundingModes) {
  GameRules g = seed_rules();
  const PlayerScores s{54600, 27200, 17000, 1200};
  g.rounding = Rounding::None;
  expect_points(final_points(s, g), {64.6, 7.2, -23, -48.8});
  g.rounding = Rounding::Floor;
  expect_points(final_points(s, g), {64, 7, -23, -49});
  g.rounding = Rounding::Ceil;
  expect_points(final_points(s, g), {65, 8, -23, -48});
  g.rounding = Rounding::Nearest;  // half away from zero: -12.5 -> -13, +1.5 -> +2
  expect_points(final_points({51500, 31500, 17500, 19500}, g), {62, 12, -33, -21});
}

TEST(FinalScores, UmaVariants) {
  GameRules g = seed_rules();
  const PlayerScores s{54600, 27200, 17000, 1200};
  bool known = false;
  ASSERT_TRUE(apply_game_option(g, "uma", OptionValue{std::string("5-10")}, known));
  EXPECT_TRUE(known);
  EXPECT_EQ(g.uma, (std::array<double, 4>{10, 5, -5, -10}));
  expect_points(final_points(s, g), {55, 2, -18, -39});
  ASSERT_TRUE(apply_game_option(g, "uma", OptionValue{std::string("10-30")}, known));
  expect_points(final_points(s, g), {75, 7, -23, -59});
  ASSERT_TRUE(apply_game_option(g, "uma", OptionValue{std::string("15-5")}, known));
  EXPECT_EQ(g.uma, (std::array<double, 4>{15, 5, -5, -15}));
  ASSERT_TRUE(
      apply_game_option(g, "uma", OptionValue{std::vector<double>{30, 10, -10, -30}}, known));
  expect_points(final_points(s, g), {75, 7, -23, -59});
  auto bad = apply_game_option(g, "uma", OptionValue{std::string("ten")}, known);
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, ErrorCode::invalid_option);
  // Three numbers are the uma of three players (docs/sanma-game.md): taken here, refused by
  // check_game_rules when the rules seat four (SanmaGame.FinalRequestCountsAndUmaErrors).
  auto three = apply_game_option(g, "uma", OptionValue{std::vector<double>{1, 2, 3}}, known);
  ASSERT_TRUE(three);
  EXPECT_EQ(g.uma.players(), 3);
  auto five = apply_game_option(g, "uma", OptionValue{std::vector<double>{1, 2, 3, 4, 5}}, known);
  ASSERT_FALSE(five);
  EXPECT_EQ(five.error().code, ErrorCode::invalid_option);
}

TEST(FinalScores, NoOkaWhenStartEqualsReturn) {
  GameRules g = seed_rules();
  g.start_points = 30000;
  g.uma = {15, 5, -5, -15};
  g.rounding = Rounding::None;
  expect_points(final_points({45000, 32000, 28000, 15000}, g), {30, 7, -7, -30});
}

TEST(FinalScores, TiesSplitShareRankOkaAndUma) {
  GameRules g = seed_rules();
  g.ties = Ties::Split;
  // Two tied for first: oka 20 and uma 20+10 shared -> each (35-30)+10+15.
  const auto f = final_points({35000, 35000, 20000, 10000}, g);
  EXPECT_EQ(f.ranks, (std::array<int, 4>{1, 1, 3, 4}));
  expect_points(f, {30, 30, -20, -40});
  // Tied for second: uma (10-10)/2 each.
  const auto s = final_points({40000, 25000, 25000, 10000}, g);
  EXPECT_EQ(s.ranks, (std::array<int, 4>{1, 2, 2, 4}));
  expect_points(s, {50, -5, -5, -40});
}

TEST(FinalScores, TiesBySeatOrder) {
  GameRules g = seed_rules();
  g.ties = Ties::SeatOrder;
  const auto f = final_points({25000, 35000, 35000, 25000}, g);
  EXPECT_EQ(f.ranks, (std::array<int, 4>{3, 1, 2, 4}));
  expect_points(f, {-15, 45, 15, -25});
}

TEST(FinalScores, ChomboFinalDeduction) {
  GameRules g = seed_rules();
  g.chombo = ChomboRule::FinalDeduction;
  g.chombo_deduction = 20000;
  expect_points(final_points({54600, 27200, 17000, 1200}, g, {0, 1, 0, 2}), {65, -13, -23, -89});
  g.chombo = ChomboRule::Mangan;  // no deduction under the other rules
  expect_points(final_points({54600, 27200, 17000, 1200}, g, {0, 1, 0, 2}), {65, 7, -23, -49});
}

// Tenhou owari samples (from ../shared/data/tenhou/logs; docs/game.md "Tenhou final points").
TEST(FinalScores, TenhouCurrentIsExactDecimals) {
  GameRules g = seed_rules();
  g.rounding = Rounding::None;
  g.ties = Ties::SeatOrder;
  // 2022 Phoenix game: owari="-12,-51.2,308,10.8,411,51.1,293,-10.7"
  expect_points(final_points({-1200, 30800, 41100, 29300}, g), {-51.2, 10.8, 51.1, -10.7});
}

TEST(FinalScores, TenhouLegacyRounding) {
  GameRules g = seed_rules();
  g.rounding = Rounding::TenhouLegacy;
  g.ties = Ties::SeatOrder;
  // owari="175,-32.0,255,-14.0,306,40.0,264,6.0": 17500 -> 18000, 25500 -> 26000, top remainder.
  expect_points(final_points({17500, 25500, 30600, 26400}, g), {-32, -14, 40, 6});
  // owari="662,77.0,52,-35.0,331,13.0,-45,-55.0": -4500 -> -5000 (half away from zero).
  expect_points(final_points({66200, 5200, 33100, -4500}, g), {77, -35, 13, -55});
  // owari="853,95.0,89,-11.0,89,-31.0,-31,-53.0": equal 8900 ranked by seat.
  expect_points(final_points({85300, 8900, 8900, -3100}, g), {95, -11, -31, -53});
}

TEST(FinalScores, OptionKeysReachGameRules) {
  GameRules g = root_rules().game;
  bool known = false;
  ASSERT_TRUE(apply_game_option(g, "rounding", OptionValue{std::string("tenhou_legacy")}, known));
  EXPECT_EQ(g.rounding, Rounding::TenhouLegacy);
  ASSERT_TRUE(apply_game_option(g, "ties", OptionValue{std::string("seat_order")}, known));
  EXPECT_EQ(g.ties, Ties::SeatOrder);
  ASSERT_TRUE(apply_game_option(g, "return_points", OptionValue{35000LL}, known));
  EXPECT_EQ(g.return_points, 35000);
  auto r = apply_game_option(g, "rounding", OptionValue{std::string("up")}, known);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::invalid_option);
  ASSERT_TRUE(apply_game_option(g, "aka_dora", OptionValue{true}, known));
  EXPECT_FALSE(known);  // not a game key
}

}  // namespace
}  // namespace mjscore::riichi
