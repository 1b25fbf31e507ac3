// Classical settlement and rounds through the library (issue 20 "Settlement"; seed 003
// section 7; classical-rulesets.md "Settlement"; docs/classical-games.md).
#include <gtest/gtest.h>

#include "mjscore/classical_settle.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/notation.hpp"

namespace mjscore {
namespace {

using classical::Settlement;
using classical::SettleRequest;

const Engine& engine() {
  static auto e = Engine::create();
  EXPECT_TRUE(e);
  return *e;
}

classical::Rules rules(std::string_view preset, const OptionOverrides& options = {}) {
  auto r = engine().resolve(Family::Classical, preset, options);
  EXPECT_TRUE(r) << (r ? "" : r.error().message.str());
  return *r->get<classical::Rules>();
}

SettleRequest request(std::optional<Wind> winner, classical::SeatScores scores) {
  SettleRequest q;
  q.winner = winner;
  q.scores = scores;
  return q;
}

Settlement settled(const SettleRequest& q, const classical::Rules& r) {
  auto s = classical::settle(q, r);
  EXPECT_TRUE(s) << (s ? "" : s.error().message.str());
  return s ? *s : Settlement{};
}

int sum(const Deltas& d) { return d[0] + d[1] + d[2] + d[3]; }

// Seed 003 section 7: South wins with 52, every loser pays 52 and East 104; East 24, West 18,
// North 12: West pays East 6, North pays East 12 and West 6.
TEST(ClassicalSettle, SeedWorkedExample) {
  const auto s = settled(request(Wind::South, {24, 52, 18, 12}), rules("classical"));
  ASSERT_EQ(s.payments.size(), 6);
  const std::array<std::tuple<Wind, Wind, int>, 6> want = {{{Wind::East, Wind::South, 104},
                                                            {Wind::West, Wind::South, 52},
                                                            {Wind::North, Wind::South, 52},
                                                            {Wind::West, Wind::East, 6},
                                                            {Wind::North, Wind::East, 12},
                                                            {Wind::North, Wind::West, 6}}};
  for (int k = 0; k < 6; ++k) {
    EXPECT_EQ(s.payments[k].from, std::get<0>(want[k])) << k;
    EXPECT_EQ(s.payments[k].to, std::get<1>(want[k])) << k;
    EXPECT_EQ(s.payments[k].amount, std::get<2>(want[k])) << k;
  }
  EXPECT_EQ(s.deltas, (Deltas{-86, 208, -52, -70}));
}

// classical-rulesets.md "Settlement": BMJA's worked example (East's doubling between losers).
TEST(ClassicalSettle, BmjaWorkedExample) {
  const auto s = settled(request(Wind::South, {80, 84, 208, 416}), rules("bmja"));
  EXPECT_EQ(s.deltas, (Deltas{-1096, 336, -36, 796}));
  // dmjl doubles between losers too; classical does not (settle.east_doubles_between_losers).
  EXPECT_EQ(settled(request(Wind::South, {80, 84, 208, 416}), rules("dmjl")).deltas,
            (Deltas{-1096, 336, -36, 796}));
  EXPECT_EQ(settled(request(Wind::South, {80, 84, 208, 416}), rules("classical")).deltas,
            (Deltas{-632, 336, -164, 460}));
  EXPECT_EQ(settled(request(Wind::South, {80, 84, 208, 416}),
                    rules("bmja", {{"settle.east_doubles_between_losers", OptionValue{false}}}))
                .deltas,
            (Deltas{-632, 336, -164, 460}));
}

TEST(ClassicalSettle, EastWinsDouble) {
  // East wins 30: every loser pays 60; the losers settle 10 / 20 / 0 undoubled.
  const auto s = settled(request(Wind::East, {30, 10, 20, 0}), rules("classical"));
  EXPECT_EQ(s.deltas, (Deltas{180, -60, -30, -90}));
  EXPECT_EQ(sum(s.deltas), 0);
}

TEST(ClassicalSettle, EastDoublesKey) {
  const auto r = rules("classical", {{"settle.east_doubles", OptionValue{false}}});
  EXPECT_EQ(settled(request(Wind::South, {24, 52, 18, 12}), r).deltas,
            (Deltas{-34, 156, -52, -70}));
  // Without East's doubling, east_doubles_between_losers has nothing to double.
  const auto b = rules("bmja", {{"settle.east_doubles", OptionValue{false}}});
  EXPECT_EQ(settled(request(Wind::South, {80, 84, 208, 416}), b).deltas,
            (Deltas{-548, 252, -164, 460}));
}

TEST(ClassicalSettle, LosersSettleKey) {
  const auto r = rules("classical", {{"settle.losers_settle", OptionValue{false}}});
  const auto s = settled(request(Wind::South, {24, 52, 18, 12}), r);
  EXPECT_EQ(s.deltas, (Deltas{-104, 208, -52, -52}));
  EXPECT_EQ(s.payments.size(), 3);
}

TEST(ClassicalSettle, DrawPaysNothing) {
  const auto s = settled(request(std::nullopt, {24, 52, 18, 12}), rules("bmja"));
  EXPECT_EQ(s.deltas, (Deltas{0, 0, 0, 0}));
  EXPECT_TRUE(s.payments.empty());
  EXPECT_FALSE(s.winner);
}

// Seed 003 section 8: a dead hand scores nothing but still pays.
TEST(ClassicalSettle, DeadHandPaysButScoresNothing) {
  auto q = request(Wind::South, {24, 52, 18, 12});
  q.dead[static_cast<int>(Wind::West)] = true;
  const auto s = settled(q, rules("classical"));
  EXPECT_EQ(s.scores, (classical::SeatScores{24, 52, 0, 12}));
  EXPECT_EQ(s.deltas, (Deltas{-68, 208, -88, -52}));
  q.dead = {false, true, false, false};  // the winner's hand cannot be dead
  auto e = classical::settle(q, rules("classical"));
  ASSERT_FALSE(e);
  EXPECT_EQ(e.error().code, ErrorCode::invalid_request);
}

// Dangerous game (Kajongg "Dangerous Game", payforall): the discarder pays what every loser
// would have paid the winner; the losers do not settle among them (dangerous_losers_settle).
TEST(ClassicalSettle, DangerousGame) {
  auto q = request(Wind::South, {24, 52, 18, 12});
  q.dangerous = Wind::West;
  const auto s = settled(q, rules("classical"));
  EXPECT_EQ(s.deltas, (Deltas{0, 208, -208, 0}));
  ASSERT_EQ(s.payments.size(), 1);
  EXPECT_EQ(s.payments[0].from, Wind::West);
  EXPECT_EQ(s.payments[0].amount, 208);
  // East winning: 3 x 2 x score from the discarder.
  auto east = request(Wind::East, {30, 10, 20, 0});
  east.dangerous = Wind::North;
  EXPECT_EQ(settled(east, rules("bmja")).deltas, (Deltas{180, 0, 0, -180}));
  // With the losers' settlement kept.
  const auto keep = rules("classical", {{"settle.dangerous_losers_settle", OptionValue{true}}});
  EXPECT_EQ(settled(q, keep).deltas, (Deltas{18, 208, -208, -18}));
}

TEST(ClassicalSettle, DangerousGameErrors) {
  auto q = request(Wind::South, {24, 52, 18, 12});
  q.dangerous = Wind::South;  // the winner
  EXPECT_FALSE(classical::settle(q, rules("classical")));
  q.dangerous = Wind::West;
  q.winner.reset();  // a draw
  EXPECT_FALSE(classical::settle(q, rules("classical")));
  q.winner = Wind::South;
  auto off = classical::settle(q, rules("dmjl", {{"settle.dangerous_game", OptionValue{false}}}));
  ASSERT_FALSE(off);
  EXPECT_EQ(off.error().code, ErrorCode::invalid_request);
  EXPECT_NE(off.error().message.find("settle.dangerous_game"), std::string::npos);
}

TEST(ClassicalSettle, ScoreRange) {
  EXPECT_FALSE(classical::settle(request(Wind::South, {-1, 52, 18, 12}), rules("classical")));
  EXPECT_FALSE(classical::settle(request(Wind::South, {0, classical::kMaxSettledScore + 1, 0, 0}),
                                 rules("classical")));
  // The largest score settles without overflow: East's win is paid double by three losers.
  const auto s =
      settled(request(Wind::East, {classical::kMaxSettledScore, 0, 0, 0}), rules("bmja"));
  EXPECT_EQ(s.deltas[0], 6 * classical::kMaxSettledScore);
}

TEST(ClassicalSettle, KeysAreChecked) {
  EXPECT_EQ(engine()
                .resolve(Family::Classical, "classical", {{"settle.bogus", OptionValue{true}}})
                .error()
                .code,
            ErrorCode::unknown_option);
  EXPECT_EQ(
      engine()
          .resolve(Family::Classical, "classical", {{"settle.east_doubles", OptionValue{3LL}}})
          .error()
          .code,
      ErrorCode::invalid_option);
  EXPECT_EQ(engine()
                .resolve(Family::Classical, "classical",
                         {{"game.east_keeps_deal", OptionValue{std::string("sometimes")}}})
                .error()
                .code,
            ErrorCode::invalid_option);
  EXPECT_EQ(engine()
                .resolve(Family::Classical, "classical", {{"game.wind_rounds", OptionValue{5LL}}})
                .error()
                .code,
            ErrorCode::invalid_option);
  // The presets' values (rules/classical/*.toml).
  const auto c = rules("classical"), d = rules("dmjl"), b = rules("bmja");
  EXPECT_TRUE(c.settle.east_doubles && c.settle.losers_settle && c.settle.dangerous_game);
  EXPECT_FALSE(c.settle.east_doubles_between_losers);
  EXPECT_TRUE(d.settle.east_doubles_between_losers && b.settle.east_doubles_between_losers);
  EXPECT_EQ(c.game.east_keeps_deal, classical::EastKeepsDeal::WinOrDraw);
  EXPECT_EQ(c.game.wind_rounds, 4);
  EXPECT_EQ(c.game.nine_wins_limit, 0);
  EXPECT_EQ(d.game.nine_wins_limit, 9);
  EXPECT_EQ(b.game.nine_wins_limit, 0);
}

// ---- rounds: four hands scored, then settled ----

ScoreRequest hand(std::string_view tiles, std::vector<std::string_view> melds = {},
                  std::optional<std::string_view> win = std::nullopt, bool won = false) {
  HandInput in;
  auto parsed = parse_tiles(tiles);
  EXPECT_TRUE(parsed);
  for (auto t : *parsed) in.concealed.push_back(t);
  for (auto m : melds) in.melds.push_back(*parse_meld(m));
  if (win) in.win = (*parse_tiles(*win))[0];
  ScoreRequest q;
  q.family = Family::Classical;
  auto h = make_hand_any_count(in, won ? HandShape::Complete : HandShape::Waiting);
  EXPECT_TRUE(h) << (h ? "" : h.error().message.str());
  if (h) q.hand = *h;
  return q;
}

// South wins (30 points: mah jongg 20, concealed pung of 1s 8, exposed pung of 8m 2); East 20
// (red dragon pung 8, pair of its own wind 2, a double), West 4 (concealed pung of 2m),
// North 0.
classical::RoundRequest seed_round() {
  classical::RoundRequest q;
  q.winner = Wind::South;
  q.hands[0] = hand("3468m1359p11777z");
  q.hands[1] = hand("234m567p111s99s", {"pon 888m"}, "9s", true);
  q.hands[2] = hand("222m3579p2468s14z");
  q.hands[3] = hand("13579m2468p1357s");
  return q;
}

TEST(ClassicalRound, EveryHandScoredThenSettled) {
  auto r = classical::play_round(engine(), seed_round());
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_EQ(r->hands[0].classical.score, 20);
  EXPECT_EQ(r->hands[1].classical.score, 30);
  EXPECT_EQ(r->hands[2].classical.score, 4);
  EXPECT_EQ(r->hands[3].classical.score, 0);
  EXPECT_TRUE(r->hands[1].classical.won);
  EXPECT_FALSE(r->hands[0].classical.won);
  EXPECT_EQ(r->settlement.scores, (classical::SeatScores{20, 30, 4, 0}));
  // S 30: E pays 60, W and N 30; W pays E 16, N pays E 20 and W 4.
  EXPECT_EQ(r->settlement.deltas, (Deltas{-24, 120, -42, -54}));
  // Each hand as the score request would score it at its seat.
  for (int i = 0; i < kSeats; ++i) {
    ScoreRequest q = seed_round().hands[i];
    q.seat = static_cast<Wind>(i);
    q.won = i == 1;
    auto alone = engine().score(q);
    ASSERT_TRUE(alone);
    EXPECT_EQ(alone->classical.score, r->hands[i].classical.score) << i;
  }
}

TEST(ClassicalRound, DeadHandAndDraw) {
  auto q = seed_round();
  q.hands[2] = hand("222m3579p2468s1z");  // 12 tiles: dead, scores nothing, still pays
  auto r = classical::play_round(engine(), q);
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_TRUE(r->hands[2].classical.dead_hand);
  EXPECT_TRUE(r->settlement.dead[2]);
  EXPECT_EQ(r->settlement.scores[2], 0);
  EXPECT_EQ(r->settlement.deltas, (Deltas{-20, 120, -50, -50}));
  q = seed_round();
  q.winner.reset();
  q.hands[1] = hand("234m567p111s9s", {"pon 888m"});  // a draw: every hand a losing one
  r = classical::play_round(engine(), q);
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_EQ(r->settlement.deltas, (Deltas{0, 0, 0, 0}));
  EXPECT_FALSE(r->hands[1].classical.won);
}

TEST(ClassicalRound, Errors) {
  auto q = seed_round();
  q.winner = Wind::West;  // West's 13 tiles are no winning hand: a dead winner
  auto r = classical::play_round(engine(), q);
  ASSERT_FALSE(r);
  q = seed_round();
  q.hands[1] = hand("234m567p111s29s", {"pon 888m"}, "9s", true);  // not a winning hand
  r = classical::play_round(engine(), q);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::not_winning);
  EXPECT_EQ(r.error().message.find("hands.S: "), 0u) << r.error().message;
  q = seed_round();
  q.dangerous = Wind::West;  // 30 points is no limit hand
  r = classical::play_round(engine(), q);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::invalid_request);
  q = seed_round();
  q.preset = "nope";
  EXPECT_EQ(classical::play_round(engine(), q).error().code, ErrorCode::unknown_preset);
}

// A limit hand let out by a dangerous discard: the discarder pays for all.
TEST(ClassicalRound, DangerousGameLimitHand) {
  auto q = seed_round();
  q.hands[1] = hand("111999m999p99s", {"pon 111s"}, "9s", true);  // heads and tails
  q.hands[0] = hand("3468m1358p11777z");  // not a fifth 9p (issue 33: one tile set)
  q.hands[1].from = Wind::West;
  q.hands[3] = hand("23579m2468p3567s");
  q.dangerous = Wind::West;
  auto r = classical::play_round(engine(), q);
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_EQ(r->hands[1].classical.score, 1000);
  EXPECT_EQ(r->settlement.deltas, (Deltas{0, 4000, -4000, 0}));
  q.hands[1].from = Wind::North;  // not the dangerous discarder
  EXPECT_FALSE(classical::play_round(engine(), q));
}

}  // namespace
}  // namespace mjscore
