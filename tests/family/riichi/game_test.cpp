// Riichi game flow: every game key of docs/game.md, with the seeds' rules and examples
// (seed 000 "Sorteos exhaustivos", "Contadores", "Chombo", "Wareme"; seed 002 連莊, 供託, 二家和,
// 流局滿貫, 途中流局, 錯和, 終止, 西入, 盒聽).
#include <gtest/gtest.h>

#include "mjscore/game.hpp"
#include "mjscore/riichi_points.hpp"
#include "root_rules.hpp"

namespace mjscore::riichi {
namespace {

using S = PlayerScores;

GameWin hanfu(int winner, int han, int fu) {
  GameWin w;
  w.winner = winner;
  w.han = han;
  w.fu = fu;
  return w;
}

GameHand ron(int winner, int from, int han, int fu, std::vector<int> riichi = {}) {
  GameHand h;
  h.kind = HandKind::Win;
  h.from = from;
  h.wins = {hanfu(winner, han, fu)};
  h.riichi = std::move(riichi);
  return h;
}

GameHand tsumo(int winner, int han, int fu, std::vector<int> riichi = {}) {
  GameHand h = ron(winner, 0, han, fu, std::move(riichi));
  h.from.reset();
  return h;
}

GameHand draw(std::vector<int> tenpai, std::vector<int> riichi = {},
              std::vector<int> nagashi = {}) {
  GameHand h;
  h.kind = HandKind::Draw;
  h.tenpai = std::move(tenpai);
  h.riichi = std::move(riichi);
  h.nagashi = std::move(nagashi);
  return h;
}

GameHand abortive(std::string reason) {
  GameHand h;
  h.kind = HandKind::Abortive;
  h.reason = std::move(reason);
  return h;
}

GameHand chombo(int player, std::vector<int> riichi = {}) {
  GameHand h;
  h.kind = HandKind::Chombo;
  h.player = player;
  h.riichi = std::move(riichi);
  return h;
}

GameRecord record(std::vector<GameHand> hands) {
  GameRecord r;
  r.hands = std::move(hands);
  return r;
}

GameRecord from(Wind round, int hand, int honba, int sticks, std::optional<S> scores,
                std::vector<GameHand> hands) {
  GameRecord r = record(std::move(hands));
  r.start = GameStart{round, hand, honba, sticks, scores};
  return r;
}

GameResult play(const GameRecord& r, const Rules& rules = root_rules()) {
  auto g = play_game(r, rules);
  EXPECT_TRUE(g) << (g ? "" : g.error().message);
  return g ? *g : GameResult{};
}

Error play_error(const GameRecord& r, const Rules& rules = root_rules()) {
  auto g = play_game(r, rules);
  EXPECT_FALSE(g);
  return g ? Error{} : g.error();
}

TEST(Game, RoundLabelsDealerAndHonba) {
  auto g = play(record({ron(0, 1, 3, 30), tsumo(2, 1, 30), ron(3, 0, 1, 30)}));
  ASSERT_EQ(g.hands.size(), 3u);
  EXPECT_EQ(g.hands[0].round, "E1");
  EXPECT_EQ(g.hands[0].dealer, 0);
  EXPECT_EQ(g.hands[0].deltas, (S{5800, -5800, 0, 0}));
  // The dealer won: E1 again with one counter (seed 000 "Contadores" (1)).
  EXPECT_EQ(g.hands[1].round, "E1");
  EXPECT_EQ(g.hands[1].honba, 1);
  // Non-dealer tsumo 1 han 30 fu: 500/300, plus 100 per counter from each.
  EXPECT_EQ(g.hands[1].deltas, (S{-600, -400, 1400, -400}));
  // A non-dealer won: the deal passes and the counters go back to 0.
  EXPECT_EQ(g.hands[2].round, "E2");
  EXPECT_EQ(g.hands[2].honba, 0);
  EXPECT_EQ(g.hands[2].dealer, 1);
  EXPECT_EQ(g.hands[2].scores,
            (S{25000 + 5800 - 600 - 1000, 25000 - 5800 - 400, 25000 + 1400, 25000 - 400 + 1000}));
  EXPECT_EQ(g.final.ended_by, "incomplete");
}

// The hand to be played next: the table after the last hand, while the game goes on.
TEST(Game, NextHandWhileTheGameGoesOn) {
  auto start = play(record({}));
  ASSERT_TRUE(start.next);
  EXPECT_EQ(start.next->round, "E1");
  EXPECT_EQ(start.next->dealer, 0);
  // A draw with riichi: the dealer was tenpai (keeps the deal, one counter), the stick stays.
  auto g = play(record({ron(0, 1, 3, 30), draw({0}, {2})}));
  ASSERT_TRUE(g.next);
  EXPECT_EQ(g.next->round, "E1");
  EXPECT_EQ(g.next->dealer, 0);
  EXPECT_EQ(g.next->honba, 2);
  EXPECT_EQ(g.next->riichi_sticks, 1);
  // A non-dealer wins: the deal passes to player 1, counters back to 0, sticks collected.
  g = play(record({draw({0}, {2}), ron(3, 1, 1, 30)}));
  ASSERT_TRUE(g.next);
  EXPECT_EQ(g.next->round, "E2");
  EXPECT_EQ(g.next->dealer, 1);
  EXPECT_EQ(g.next->honba, 0);
  EXPECT_EQ(g.next->riichi_sticks, 0);
  // Ended: no next hand.
  Rules one = root_rules();
  one.game.game_length = GameLength::OneHand;
  EXPECT_FALSE(play(record({ron(1, 0, 1, 30)}), one).next);
}

TEST(Game, SeedContadoresExample) {
  // Seed 000 "Contadores": E4-0 dealer wins; E4-1 draw, dealer noten; S1-2 North wins by ron
  // and gets 600 from the discarder; S2-0.
  Rules rules = root_rules();
  rules.game.extension = Extension::Off;
  auto g =
      play(from(Wind::East, 4, 0, 0, {}, {ron(3, 0, 1, 30), draw({1}), ron(3, 1, 1, 30), draw({})}),
           rules);
  ASSERT_EQ(g.hands.size(), 4u);
  EXPECT_EQ(g.hands[0].round, "E4");
  EXPECT_EQ(g.hands[1].round, "E4");
  EXPECT_EQ(g.hands[1].honba, 1);
  EXPECT_EQ(g.hands[2].round, "S1");
  EXPECT_EQ(g.hands[2].honba, 2);
  EXPECT_EQ(g.hands[2].deltas, (S{0, -1600, 0, 1600}));  // 1000 + 2 x 300
  EXPECT_EQ(g.hands[3].round, "S2");
  EXPECT_EQ(g.hands[3].honba, 0);
}

TEST(Game, NotenPayments) {
  // Seed 000 "Intercambio de puntos": 1, 2, 3 tenpai; none when all or none are tenpai.
  auto one = play(record({draw({2})}));
  EXPECT_EQ(one.hands[0].deltas, (S{-1000, -1000, 3000, -1000}));
  auto two = play(record({draw({0, 3})}));
  EXPECT_EQ(two.hands[0].deltas, (S{1500, -1500, -1500, 1500}));
  auto three = play(record({draw({0, 1, 3})}));
  EXPECT_EQ(three.hands[0].deltas, (S{1000, 1000, -3000, 1000}));
  EXPECT_EQ(play(record({draw({0, 1, 2, 3})})).hands[0].deltas, (S{}));
  EXPECT_EQ(play(record({draw({})})).hands[0].deltas, (S{}));
  Rules off = root_rules();
  off.game.noten_payments = false;
  EXPECT_EQ(play(record({draw({2})}), off).hands[0].deltas, (S{}));
}

TEST(Game, DrawCountersAndDealer) {
  // Honba +1 at every draw; the dealer keeps the deal when tenpai (seed 000 "Contadores" (2)).
  auto g = play(record({draw({0}), draw({1}), draw({})}));
  EXPECT_EQ(g.hands[1].round, "E1");
  EXPECT_EQ(g.hands[1].honba, 1);
  EXPECT_EQ(g.hands[2].round, "E2");
  EXPECT_EQ(g.hands[2].honba, 2);
}

TEST(Game, RenchanVariants) {
  Rules win_only = root_rules();
  win_only.game.renchan = RenchanRule::Win;
  EXPECT_EQ(play(record({draw({0}), draw({})}), win_only).hands[1].round, "E2");
  EXPECT_EQ(play(record({ron(0, 1, 1, 30), draw({})}), win_only).hands[1].round, "E1");
  Rules always = root_rules();
  always.game.renchan = RenchanRule::Always;
  EXPECT_EQ(play(record({draw({}), draw({})}), always).hands[1].round, "E1");
  EXPECT_EQ(play(record({ron(2, 1, 1, 30), draw({})}), always).hands[1].round, "E1");
  Rules never = root_rules();
  never.game.renchan = RenchanRule::Never;
  auto g = play(record({ron(0, 1, 1, 30), draw({})}), never);
  EXPECT_EQ(g.hands[1].round, "E2");
  EXPECT_EQ(g.hands[1].honba, 1);  // counters still follow seed 000
}

TEST(Game, RiichiSticksCarryToTheNextWinner) {
  auto g = play(record({draw({0, 1}, {0, 1}), ron(2, 3, 1, 30, {2})}));
  EXPECT_EQ(g.hands[0].deposits, (S{-1000, -1000, 0, 0}));
  EXPECT_EQ(g.hands[0].deltas, (S{1500, 1500, -1500, -1500}));
  EXPECT_EQ(g.hands[0].scores, (S{25500, 25500, 23500, 23500}));
  EXPECT_EQ(g.hands[0].sticks_after, 2);
  EXPECT_EQ(g.hands[1].sticks_before, 2);
  EXPECT_EQ(g.hands[1].honba, 1);
  // 1000 + 300 honba + three sticks (two carried, one declared this hand).
  EXPECT_EQ(g.hands[1].deltas, (S{0, 0, 4300, -1300}));
  EXPECT_EQ(g.hands[1].sticks_after, 0);
  EXPECT_EQ(g.hands[1].scores, (S{25500, 25500, 23500 + 4300 - 1000, 23500 - 1300}));
}

TEST(Game, LeftoverSticksTopOrLost) {
  Rules rules = root_rules();
  rules.game.game_length = GameLength::OneHand;
  auto top = play(record({draw({1}, {1})}), rules);
  EXPECT_EQ(top.final.ended_by, "one_hand");
  EXPECT_EQ(top.final.leftover_sticks, 1);
  EXPECT_EQ(top.final.scores, (S{24000, 28000, 24000, 24000}));
  rules.game.leftover_sticks = LeftoverSticks::Lost;
  EXPECT_EQ(play(record({draw({1}, {1})}), rules).final.scores, (S{24000, 27000, 24000, 24000}));
  // Tied tops: the earlier seat (seat_order) or a split (split).
  rules.game.leftover_sticks = LeftoverSticks::Top;
  rules.game.ties = Ties::SeatOrder;
  auto seat = play(
      from(Wind::East, 1, 0, 2, S{30000, 20000, 30000, 20000}, {abortive("four_winds")}), rules);
  EXPECT_EQ(seat.final.scores, (S{32000, 20000, 30000, 20000}));
  rules.game.ties = Ties::Split;
  auto split = play(
      from(Wind::East, 1, 0, 2, S{30000, 20000, 30000, 20000}, {abortive("four_winds")}), rules);
  EXPECT_EQ(split.final.scores, (S{31000, 20000, 31000, 20000}));
}

TEST(Game, IncompleteRecordKeepsSticksOnTheTable) {
  auto g = play(record({draw({1}, {1})}));
  EXPECT_EQ(g.final.ended_by, "incomplete");
  EXPECT_EQ(g.final.leftover_sticks, 1);
  EXPECT_EQ(g.final.scores, (S{24000, 27000, 24000, 24000}));
}

TEST(Game, StartBeyondTheLastWindEndsWhenTheDealPasses) {
  Rules rules = root_rules();
  rules.game.extension = Extension::Off;
  EXPECT_EQ(play(from(Wind::West, 2, 0, 0, {}, {ron(0, 2, 1, 30)}), rules).final.ended_by,
            "last_hand");
}

TEST(Game, AbortiveDraws) {
  for (std::string reason : {"nine_terminals", "four_winds", "four_kans", "four_riichi"}) {
    auto g = play(record({abortive(reason), draw({})}));
    EXPECT_EQ(g.hands[0].result, "abortive");
    EXPECT_EQ(g.hands[0].reason, reason);
    EXPECT_EQ(g.hands[1].round, "E1") << reason;  // the dealer stays
    EXPECT_EQ(g.hands[1].honba, 1) << reason;     // seed 000 "Contadores" (3)
  }
  // Four riichi: the four sticks stay on the table.
  GameHand four = abortive("four_riichi");
  four.riichi = {0, 1, 2, 3};
  auto g = play(record({four, tsumo(1, 1, 30)}));
  EXPECT_EQ(g.hands[0].sticks_after, 4);
  EXPECT_EQ(g.hands[1].deltas[1], 500 + 300 + 300 + 300 + 4000);
  // Switched off: the record is inconsistent with the rules.
  Rules none = root_rules();
  none.game.abortive_draws = {"four_kans"};
  EXPECT_EQ(play_error(record({abortive("nine_terminals")}), none).code,
            ErrorCode::invalid_request);
  EXPECT_TRUE(play_game(record({abortive("four_kans")}), none));
}

GameHand double_ron() {
  GameHand h;
  h.kind = HandKind::Win;
  h.from = 3;
  h.wins = {hanfu(1, 1, 30), hanfu(0, 2, 30)};  // player 0 is nearest to the discarder
  return h;
}

TEST(Game, DoubleRonSticksToTheNearest) {
  auto g = play(from(Wind::East, 1, 1, 1, {}, {double_ron()}));
  EXPECT_EQ(g.hands[0].result, "double_ron");
  // Dealer 2/30 = 2900 + 300 honba + the stick from the table; the other winner only the hand.
  EXPECT_EQ(g.hands[0].deltas, (S{4200, 1000, 0, -4200}));
  ASSERT_EQ(g.hands[0].wins.size(), 2u);
  EXPECT_EQ(g.hands[0].wins[0].winner, 0);
  EXPECT_EQ(g.final.ended_by, "incomplete");
}

TEST(Game, DoubleRonSplit) {
  Rules rules = root_rules();
  rules.game.double_ron_sticks = DoubleRonSticks::Split;
  auto g = play(from(Wind::East, 1, 1, 1, {}, {double_ron()}), rules);
  EXPECT_EQ(g.hands[0].deltas, (S{2900 + 300 + 500, 1000 + 300 + 500, 0, -4500}));
}

TEST(Game, DoubleRonReclaim) {
  // EMA 2016 (riichi.wiki "Multiple ron"): every winner collects the honba, a winner takes its
  // own stick of the hand back, the rest (the table's, the discarder's) go to the nearest.
  Rules rules = root_rules();
  rules.game.double_ron_sticks = DoubleRonSticks::Reclaim;
  GameHand h = double_ron();
  h.riichi = {1, 3};
  auto g = play(from(Wind::East, 1, 1, 1, {}, {h}), rules);
  EXPECT_EQ(g.hands[0].deltas, (S{2900 + 300 + 2000, 1000 + 300 + 1000, 0, -4500}));
  // One winner: all to it, as with the other values.
  auto one = play(from(Wind::East, 1, 1, 1, {}, {ron(1, 3, 1, 30, {1, 3})}), rules);
  EXPECT_EQ(one.hands[0].deltas, (S{0, 1000 + 300 + 3000, 0, -1300}));
}

TEST(Game, HeadBump) {
  Rules rules = root_rules();
  rules.game.multiple_ron = MultipleRon::HeadBump;
  auto g = play(from(Wind::East, 1, 1, 1, {}, {double_ron()}), rules);
  EXPECT_EQ(g.hands[0].result, "ron");
  EXPECT_EQ(g.hands[0].deltas, (S{4200, 0, 0, -3200}));
  EXPECT_EQ(g.hands[0].dropped, (std::vector<int>{1}));
}

TEST(Game, TripleRon) {
  GameHand h = double_ron();
  h.wins.push_back(hanfu(2, 1, 30));
  Rules rules = root_rules();  // double: three is an abortive draw
  auto abort = play(record({h}), rules);
  EXPECT_EQ(abort.hands[0].result, "abortive");
  EXPECT_EQ(abort.hands[0].reason, "triple_ron");
  EXPECT_EQ(abort.hands[0].deltas, (S{}));
  rules.game.abortive_draws = {};
  auto two = play(record({h}), rules);  // no triple-ron draw: the two nearest win
  EXPECT_EQ(two.hands[0].result, "double_ron");
  EXPECT_EQ(two.hands[0].dropped, (std::vector<int>{2}));
  rules.game.multiple_ron = MultipleRon::Triple;
  auto three = play(record({h}), rules);
  EXPECT_EQ(three.hands[0].result, "triple_ron");
  EXPECT_EQ(three.hands[0].deltas, (S{2900, 1000, 1000, -4900}));
}

TEST(Game, NagashiMangan) {
  // Seed 002 流局滿貫: a mangan tsumo, no noten payments; the first one only by default.
  auto g = play(record({draw({0}, {}, {2, 1})}));
  EXPECT_EQ(g.hands[0].result, "nagashi");
  EXPECT_EQ(g.hands[0].deltas, (S{-4000, 8000, -2000, -2000}));
  EXPECT_EQ(g.hands[1 - 1].wins.size(), 1u);
  Rules all = root_rules();
  all.game.nagashi_multiple = NagashiMultiple::All;
  EXPECT_EQ(play(record({draw({0}, {}, {2, 1})}), all).hands[0].deltas,
            (S{-8000, 6000, 6000, -4000}));
  // Rules without nagashi (EMA 2016, WRC): a claim is refused (docs/game.md), and a draw
  // without one is an ordinary draw.
  Rules off = root_rules();
  off.game.nagashi_mangan = false;
  auto refused = play_game(record({draw({0}), draw({0}, {}, {2})}), off);
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().code, ErrorCode::invalid_request);
  EXPECT_EQ(refused.error().message,
            "hand 1: nagashi: the rules have no nagashi mangan (nagashi_mangan = false)");
  EXPECT_EQ(play(record({draw({0})}), off).hands[0].deltas, (S{3000, -1000, -1000, -1000}));
}

TEST(Game, NagashiAsWinOrDraw) {
  // As a win (seed 002 default): honba paid, the sticks go to it, the deal passes.
  auto win = play(from(Wind::East, 1, 1, 1, {}, {draw({0}, {}, {2}), draw({})}));
  EXPECT_EQ(win.hands[0].deltas, (S{-4100, -2100, 8300 + 1000, -2100}));
  EXPECT_EQ(win.hands[1].round, "E2");
  EXPECT_EQ(win.hands[1].honba, 0);
  // As a draw (Tenhou): sticks stay, honba +1, the dealer keeps the deal when tenpai.
  Rules tenhou = root_rules();
  tenhou.game.nagashi_counts_as = NagashiCountsAs::Draw;
  tenhou.game.nagashi_honba = false;
  auto d = play(from(Wind::East, 1, 1, 1, {}, {draw({0}, {}, {2}), draw({})}), tenhou);
  EXPECT_EQ(d.hands[0].deltas, (S{-4000, -2000, 8000, -2000}));
  EXPECT_EQ(d.hands[0].sticks_after, 1);
  EXPECT_EQ(d.hands[1].round, "E1");
  EXPECT_EQ(d.hands[1].honba, 2);
}

TEST(Game, ChomboMangan) {
  // Seed 000 "Chombo": a non-dealer pays 4000 to the dealer and 2000 to the others.
  auto g = play(from(Wind::East, 1, 2, 1, {}, {chombo(2, {1}), draw({})}));
  EXPECT_EQ(g.hands[0].deltas, (S{4000, 2000, -8000, 2000}));
  EXPECT_EQ(g.hands[0].deposits, (S{}));  // the riichi stick is returned
  EXPECT_EQ(g.hands[0].sticks_after, 1);
  EXPECT_EQ(g.hands[1].round, "E1");  // replayed
  EXPECT_EQ(g.hands[1].honba, 2);
  // A dealer pays 4000 to each, and the deal passes (seed 002 錯和).
  auto d = play(record({chombo(0), draw({})}));
  EXPECT_EQ(d.hands[0].deltas, (S{-12000, 4000, 4000, 4000}));
  EXPECT_EQ(d.hands[1].round, "E2");
  Rules stays = root_rules();
  stays.game.chombo_dealer_passes = false;
  EXPECT_EQ(play(record({chombo(0), draw({})}), stays).hands[1].round, "E1");
}

TEST(Game, ChomboFinalDeductionOrOff) {
  Rules rules = root_rules();
  rules.game.chombo = ChomboRule::FinalDeduction;
  rules.game.game_length = GameLength::OneHand;
  auto g = play(record({chombo(1)}), rules);
  EXPECT_EQ(g.hands[0].deltas, (S{}));
  EXPECT_EQ(g.final.chombo_count, (std::array<int, 4>{0, 1, 0, 0}));
  // All 25000: ties split, every player -5 + oka 5 + uma 0; player 1 loses 20 more.
  EXPECT_DOUBLE_EQ(g.final.points[1], g.final.points[0] - 20);
  rules.game.chombo = ChomboRule::Off;
  auto off = play(record({chombo(1)}), rules);
  EXPECT_EQ(off.hands[0].deltas, (S{}));
  EXPECT_DOUBLE_EQ(off.final.points[1], off.final.points[0]);
}

TEST(Game, TwoHanMinimum) {
  Rules rules = root_rules();
  rules.game.two_han_from_honba = 5;
  // 1 han at 5 counters: an invalid win, paid as a chombo.
  auto g = play(from(Wind::East, 1, 5, 0, {}, {ron(1, 2, 1, 30)}), rules);
  EXPECT_EQ(g.hands[0].result, "chombo");
  EXPECT_EQ(g.hands[0].reason, "below_minimum");
  EXPECT_EQ(g.hands[0].deltas, (S{4000, -8000, 2000, 2000}));
  // 2 han is enough; at 4 counters 1 han is fine.
  EXPECT_EQ(play(from(Wind::East, 1, 5, 0, {}, {ron(1, 2, 2, 30)}), rules).hands[0].result, "ron");
  EXPECT_EQ(play(from(Wind::East, 1, 4, 0, {}, {ron(1, 2, 1, 30)}), rules).hands[0].result, "ron");
  // Dora do not count (yaku_han).
  GameHand dora = ron(1, 2, 3, 30);
  dora.wins[0].yaku_han = 1;
  EXPECT_EQ(play(from(Wind::East, 1, 5, 0, {}, {dora}), rules).hands[0].result, "chombo");
  // One more han every `two_han_step` counters.
  rules.game.two_han_step = 5;
  EXPECT_EQ(play(from(Wind::East, 1, 10, 0, {}, {ron(1, 2, 2, 30)}), rules).hands[0].result,
            "chombo");
  EXPECT_EQ(play(from(Wind::East, 1, 10, 0, {}, {ron(1, 2, 3, 30)}), rules).hands[0].result, "ron");
  // Off by default.
  EXPECT_EQ(play(from(Wind::East, 1, 9, 0, {}, {ron(1, 2, 1, 30)})).hands[0].result, "ron");
}

TEST(Game, Bust) {
  const S low{1000, 30000, 34000, 35000};
  Rules rules = root_rules();  // below zero
  auto zero = play(from(Wind::East, 1, 0, 0, low, {ron(1, 0, 1, 30), draw({})}), rules);
  EXPECT_EQ(zero.hands[0].scores[0], 0);
  EXPECT_EQ(zero.final.ended_by, "incomplete");  // 0 is not a bust by default (seed 002 盒聽)
  auto below = play(from(Wind::East, 1, 0, 0, low, {ron(1, 0, 2, 30)}), rules);
  EXPECT_EQ(below.final.ended_by, "bust");
  EXPECT_EQ(below.final.scores[0], -1000);
  EXPECT_EQ(below.final.ranks[0], 4);
  rules.game.bust = BustRule::Zero;
  EXPECT_EQ(play(from(Wind::East, 1, 0, 0, low, {ron(1, 0, 1, 30)}), rules).final.ended_by, "bust");
  rules.game.bust = BustRule::Off;
  EXPECT_EQ(
      play(from(Wind::East, 1, 0, 0, low, {ron(1, 0, 2, 30), draw({})}), rules).final.ended_by,
      "incomplete");
  // A hand after the end is an error.
  Rules def = root_rules();
  EXPECT_EQ(play_error(from(Wind::East, 1, 0, 0, low, {ron(1, 0, 2, 30), draw({})}), def).code,
            ErrorCode::invalid_request);
}

TEST(Game, GameLength) {
  Rules rules = root_rules();
  rules.game.extension = Extension::Off;
  rules.game.game_length = GameLength::East;
  EXPECT_EQ(play(from(Wind::East, 4, 0, 0, {}, {ron(0, 1, 1, 30)}), rules).final.ended_by,
            "last_hand");
  rules.game.game_length = GameLength::South;
  auto south = play(from(Wind::East, 4, 0, 0, {}, {ron(0, 1, 1, 30), draw({})}), rules);
  EXPECT_EQ(south.hands[1].round, "S1");
  EXPECT_EQ(play(from(Wind::South, 4, 0, 0, {}, {ron(0, 1, 1, 30)}), rules).final.ended_by,
            "last_hand");
  rules.game.game_length = GameLength::Full;
  auto full = play(from(Wind::South, 4, 0, 0, {}, {ron(0, 1, 1, 30), draw({})}), rules);
  EXPECT_EQ(full.hands[1].round, "W1");
  EXPECT_EQ(play(from(Wind::North, 4, 0, 0, {}, {ron(0, 1, 1, 30)}), rules).final.ended_by,
            "last_hand");
  // A whole east-south game of draws: 8 hands, ends after S4.
  rules.game.game_length = GameLength::South;
  std::vector<GameHand> hands(8, draw({}));
  auto g = play(record(hands), rules);
  EXPECT_EQ(g.hands.back().round, "S4");
  EXPECT_EQ(g.hands.back().honba, 7);
  EXPECT_EQ(g.final.ended_by, "last_hand");
  // Start points feed the scores and the oka.
  rules.game.start_points = 30000;
  EXPECT_EQ(play(record({draw({})}), rules).hands[0].scores, (S{30000, 30000, 30000, 30000}));
}

TEST(Game, DealerStopInFirstPlace) {
  const S lead{20000, 20000, 20000, 40000};  // S4: player 3 deals
  auto stop = play(from(Wind::South, 4, 0, 0, lead, {ron(3, 0, 1, 30)}));
  EXPECT_EQ(stop.final.ended_by, "dealer_stop");
  auto tenpai = play(from(Wind::South, 4, 0, 0, lead, {draw({3})}));
  EXPECT_EQ(tenpai.final.ended_by, "dealer_stop");
  Rules no_tenpai_stop = root_rules();
  no_tenpai_stop.game.dealer_stop_tenpai = false;
  EXPECT_EQ(play(from(Wind::South, 4, 0, 0, lead, {draw({3})}), no_tenpai_stop).final.ended_by,
            "incomplete");
  Rules no_stop = root_rules();
  no_stop.game.dealer_stop = false;
  auto on = play(from(Wind::South, 4, 0, 0, lead, {ron(3, 0, 1, 30), draw({})}), no_stop);
  EXPECT_EQ(on.hands[1].round, "S4");
  EXPECT_EQ(on.hands[1].honba, 1);
  // Not in first place: the game goes on.
  EXPECT_EQ(
      play(from(Wind::South, 4, 0, 0, S{20000, 45000, 15000, 40000}, {ron(3, 0, 1, 30), draw({})}))
          .hands[1]
          .round,
      "S4");
  // First but below the target with the extension on (Tenhou): on; extension off: stop.
  const S low{24000, 24000, 24000, 28000};
  EXPECT_EQ(play(from(Wind::South, 4, 0, 0, low, {ron(3, 0, 1, 30), draw({})})).hands[1].round,
            "S4");
  Rules no_ext = root_rules();
  no_ext.game.extension = Extension::Off;
  EXPECT_EQ(play(from(Wind::South, 4, 0, 0, low, {ron(3, 0, 1, 30)}), no_ext).final.ended_by,
            "dealer_stop");
}

TEST(Game, LastHandEndsWhenTheDealPasses) {
  // S4 non-dealer win with someone at 30000 or more: the game ends.
  auto g = play(from(Wind::South, 4, 0, 0, S{20000, 35000, 20000, 25000}, {ron(0, 1, 1, 30)}));
  EXPECT_EQ(g.final.ended_by, "last_hand");
  auto noten = play(from(Wind::South, 4, 0, 0, S{20000, 35000, 20000, 25000}, {draw({1})}));
  EXPECT_EQ(noten.final.ended_by, "last_hand");
}

TEST(Game, ExtensionSuddenDeath) {
  // Nobody at 30000 after S4: West (seed 002 西入).
  auto g = play(from(Wind::South, 4, 0, 0, {}, {ron(0, 1, 1, 30), ron(1, 2, 5, 0)}));
  ASSERT_EQ(g.hands.size(), 2u);
  EXPECT_EQ(g.hands[1].round, "W1");
  EXPECT_EQ(g.final.ended_by, "extension");  // player 1 reached 32000
  // The dealer keeps the deal while another player leads (Tenhou): play on.
  auto on =
      play(from(Wind::West, 1, 0, 0, S{26000, 32000, 22000, 20000}, {ron(0, 2, 1, 30), draw({})}));
  EXPECT_EQ(on.hands[1].round, "W1");
  // At the end of West nobody reached the target: the game ends (extension_rounds = 1).
  auto limit = play(from(Wind::West, 4, 0, 0, {}, {ron(0, 1, 1, 30)}));
  EXPECT_EQ(limit.final.ended_by, "extension");
  Rules north = root_rules();
  north.game.extension_rounds = 2;
  auto n = play(from(Wind::West, 4, 0, 0, {}, {ron(0, 1, 1, 30), draw({})}), north);
  EXPECT_EQ(n.hands[1].round, "N1");
}

TEST(Game, ExtensionRoundAndImmediate) {
  Rules round = root_rules();
  round.game.extension = Extension::Round;
  auto g = play(from(Wind::West, 1, 0, 0, {}, {ron(1, 2, 5, 0), draw({})}), round);
  EXPECT_EQ(g.hands[1].round, "W2");  // the whole West round is played
  auto end =
      play(from(Wind::West, 4, 0, 0, S{20000, 35000, 20000, 25000}, {ron(0, 1, 1, 30)}), round);
  EXPECT_EQ(end.final.ended_by, "extension");
  Rules immediate = root_rules();
  immediate.game.extension = Extension::Immediate;
  // The dealer keeps the deal, but player 1 is at the target: the game ends at once.
  const S lead{26000, 31000, 22000, 21000};
  auto i = play(from(Wind::West, 1, 0, 0, lead, {ron(0, 2, 1, 30)}), immediate);
  EXPECT_EQ(i.final.ended_by, "extension");
  auto sudden = play(from(Wind::West, 1, 0, 0, lead, {ron(0, 2, 1, 30), draw({})}));
  EXPECT_EQ(sudden.hands[1].round, "W1");
}

TEST(Game, Wareme) {
  Rules rules = root_rules();
  rules.scoring.wareme = true;
  GameHand h = ron(1, 2, 1, 30);
  h.wareme = 2;
  EXPECT_EQ(play(record({h}), rules).hands[0].deltas, (S{0, 2000, -2000, 0}));
  GameHand t = tsumo(1, 1, 30);
  t.wareme = 3;
  EXPECT_EQ(play(record({t}), rules).hands[0].deltas, (S{-500, 1400, -300, -600}));
  rules.scoring.wareme = false;
  EXPECT_EQ(play(record({t}), rules).hands[0].deltas, (S{-500, 1100, -300, -300}));
}

TEST(Game, ExpectedDeltasAreCompared) {
  GameHand good = ron(1, 2, 1, 30);
  good.expect = S{0, 1000, -1000, 0};
  GameHand wrong = ron(1, 2, 1, 30);
  wrong.expect = S{0, 1300, -1300, 0};
  auto g = play(record({good, wrong}));
  EXPECT_TRUE(g.hands[0].expect_ok);
  EXPECT_FALSE(g.hands[1].expect_ok);
  EXPECT_EQ(g.expect_mismatches, 1);
}

TEST(Game, FullScoreRequestsGetTheTableState) {
  // E2 with 2 counters and a stick: player 1 deals, player 2 discards.
  GameHand h;
  h.kind = HandKind::Win;
  h.from = 2;
  GameWin w;
  w.winner = 1;
  w.score = ScoreRequest{};
  h.wins = {w};
  ScoreRequest seen;
  ScoreFunction scorer = [&](const ScoreRequest& req) -> Result<ScoreResult> {
    seen = req;
    ScoreResult r;
    r.riichi.han = 3;
    r.riichi.fu = 30;
    const HandValue hv = hand_value(3, 30, 0, root_rules().scoring);
    WinPayment p{req.seat, req.win_by, req.from, req.honba, req.riichi_sticks};
    const Payments paid = pay(hv, p, root_rules().scoring);
    r.value = paid.value;
    r.deltas = paid.deltas;
    return r;
  };
  auto g = play_game(from(Wind::East, 2, 2, 1, {}, {h}), root_rules(), scorer);
  ASSERT_TRUE(g) << g.error().message;
  EXPECT_EQ(seen.seat, Wind::East);
  EXPECT_EQ(seen.round, Wind::East);
  ASSERT_TRUE(seen.from);
  EXPECT_EQ(*seen.from, Wind::South);
  EXPECT_EQ(seen.honba, 2);
  EXPECT_EQ(seen.riichi_sticks, 0);
  EXPECT_EQ(g->hands[0].deltas, (S{0, 5800 + 600 + 1000, -6400, 0}));
  EXPECT_EQ(g->hands[0].wins[0].han, 3);
  // Without a scorer a full request is refused cleanly.
  EXPECT_FALSE(play_game(from(Wind::East, 2, 2, 1, {}, {h}), root_rules()));
}

TEST(Game, NotenTotalNagashiHonbaAndTarget) {
  Rules rules = root_rules();
  rules.game.noten_total = 6000;
  EXPECT_EQ(play(record({draw({2})}), rules).hands[0].deltas, (S{-2000, -2000, 6000, -2000}));
  Rules honba = root_rules();
  honba.game.nagashi_honba = false;  // nagashi as a win, without the counters
  EXPECT_EQ(play(from(Wind::East, 1, 2, 0, {}, {draw({}, {}, {2})}), honba).hands[0].deltas,
            (S{-4000, -2000, 8000, -2000}));
  // A higher target: 34000 after S4 is not enough, West follows.
  Rules target = root_rules();
  target.game.target_points = 35000;
  auto g =
      play(from(Wind::South, 4, 0, 0, S{20000, 33000, 22000, 25000}, {ron(0, 1, 1, 30), draw({})}),
           target);
  EXPECT_EQ(g.hands[1].round, "W1");
  EXPECT_EQ(play(from(Wind::South, 4, 0, 0, S{20000, 33000, 22000, 25000}, {ron(0, 1, 1, 30)}))
                .final.ended_by,
            "last_hand");
}

TEST(GameOptions, EveryKeyIsKnownAndChecked) {
  struct Case {
    const char* key;
    OptionValue good, bad;
  };
  const std::vector<Case> cases = {
      {"game_length", {std::string("east")}, {std::string("long")}},
      {"start_points", {30000LL}, {std::string("x")}},
      {"return_points", {30000LL}, {-1LL}},
      {"target_points", {30000LL}, {true}},
      {"renchan", {std::string("never")}, {std::string("sometimes")}},
      {"noten_payments", {false}, {1LL}},
      {"noten_total", {3000LL}, {-5LL}},
      {"nagashi_mangan", {false}, {std::string("no")}},
      {"abortive_draws", {std::vector<std::string>{"four_kans"}}, {std::vector<std::string>{"x"}}},
      {"multiple_ron", {std::string("head_bump")}, {std::string("quad")}},
      {"bust", {std::string("zero")}, {std::string("never")}},
      {"dealer_stop", {false}, {0LL}},
      {"extension", {std::string("round")}, {std::string("north")}},
      {"chombo", {std::string("off")}, {std::string("yes")}},
      {"chombo_deduction", {8000LL}, {std::string("8000")}},
      {"two_han_from_honba", {5LL}, {-1LL}},
      {"uma", {std::string("5-10")}, {std::vector<double>{1, 2}}},
      {"rounding", {std::string("floor")}, {std::string("banker")}},
      {"ties", {std::string("seat_order")}, {std::string("coin")}},
      {"leftover_sticks", {std::string("lost")}, {std::string("dealer")}},
      {"dealer_stop_tenpai", {false}, {2LL}},
      {"extension_rounds", {2LL}, {9LL}},
      {"double_ron_sticks", {std::string("split")}, {std::string("both")}},
      {"nagashi_multiple", {std::string("all")}, {std::string("last")}},
      {"nagashi_honba", {false}, {std::string("n")}},
      {"nagashi_counts_as", {std::string("draw")}, {std::string("tie")}},
      {"chombo_dealer_passes", {false}, {3LL}},
      {"two_han_step", {5LL}, {-2LL}},
      {"time_limit_ending", {std::string("one_more_hand")}, {std::string("never")}},
      {"time_limit_chombo_ends", {true}, {std::string("yes")}},
  };
  for (const auto& c : cases) {
    GameRules g = root_rules().game;
    bool known = false;
    EXPECT_TRUE(apply_game_option(g, c.key, c.good, known)) << c.key;
    EXPECT_TRUE(known) << c.key;
    auto bad = apply_game_option(g, c.key, c.bad, known);
    ASSERT_FALSE(bad) << c.key;
    EXPECT_EQ(bad.error().code, ErrorCode::invalid_option) << c.key;
  }
  GameRules g = root_rules().game;
  bool known = true;
  EXPECT_TRUE(apply_game_option(g, "kiriage_mangan", OptionValue{true}, known));
  EXPECT_FALSE(known);
}

TEST(Game, BadRecords) {
  EXPECT_EQ(play_error(record({ron(4, 1, 1, 30)})).code, ErrorCode::invalid_request);
  EXPECT_EQ(play_error(record({ron(1, 1, 1, 30)})).code, ErrorCode::invalid_request);
  GameHand two_tsumo = double_ron();
  two_tsumo.from.reset();
  EXPECT_EQ(play_error(record({two_tsumo})).code, ErrorCode::invalid_request);
  EXPECT_EQ(play_error(record({draw({0, 0})})).code, ErrorCode::invalid_request);
  EXPECT_EQ(play_error(record({chombo(7)})).code, ErrorCode::invalid_request);
  EXPECT_EQ(play_error(record({tsumo(1, 0, 30)})).code, ErrorCode::invalid_request);
}

}  // namespace
}  // namespace mjscore::riichi
