// Seed 000 points: every cell of "Tabla de puntuación", the limit table, the worked examples;
// payments with honba, sticks, pao and wareme.
#include <gtest/gtest.h>

#include "mjscore/riichi_points.hpp"
#include "riichi_seed_table.hpp"
#include "root_rules.hpp"

namespace mjscore::riichi {
namespace {

ScoringRules tenhou_like() { return root_rules().scoring; }

Payments pay_simple(int han, int fu, Wind winner, WinBy by, std::optional<Wind> from = {}) {
  const auto rules = tenhou_like();
  WinPayment w;
  w.winner = winner;
  w.win_by = by;
  w.from = from;
  return pay(hand_value(han, fu, 0, rules), w, rules);
}

// Every numeric cell of the seed's table, both sides, ron and tsumo; "Mangan" cells must be
// mangan. Note: the seed says payments are rounded "a la centena más cercana" (to the nearest
// hundred), but its own numbers round UP (example 1: 640 -> 700). We follow the rule its
// numbers use: every payment is rounded up to the next 100.
TEST(RiichiPoints, SeedTableEveryCell) {
  const auto rules = tenhou_like();
  int checked = 0;
  for (const auto& row : seed000::kTable) {
    for (int h = 1; h <= 4; ++h) {
      SCOPED_TRACE(testing::Message() << h << " han " << row.fu << " fu");
      const auto v = hand_value(h, row.fu, 0, rules);
      const auto& ko = row.ko[h - 1];
      const auto& oya = row.oya[h - 1];
      if (ko.ron == seed000::kMangan) {
        EXPECT_EQ(v.limit, Limit::Mangan);
        EXPECT_EQ(v.basic, 2000);
        EXPECT_EQ(oya.ron, seed000::kMangan);
        ++checked;
        continue;
      }
      EXPECT_EQ(v.limit, Limit::None);
      if (ko.ron != seed000::kNA) {
        auto p = pay_simple(h, row.fu, Wind::South, WinBy::Ron, Wind::West);
        EXPECT_EQ(p.value, ko.ron);
        EXPECT_EQ((*p.deltas)[index(Wind::West)], -ko.ron);
        ++checked;
      }
      if (ko.tsumo_ko != seed000::kNA) {
        auto p = pay_simple(h, row.fu, Wind::South, WinBy::Tsumo);
        EXPECT_EQ((*p.deltas)[index(Wind::West)], -ko.tsumo_ko);
        EXPECT_EQ((*p.deltas)[index(Wind::North)], -ko.tsumo_ko);
        EXPECT_EQ((*p.deltas)[index(Wind::East)], -ko.tsumo_oya);
        EXPECT_EQ(p.value, 2 * ko.tsumo_ko + ko.tsumo_oya);
        ++checked;
      }
      if (oya.ron != seed000::kNA) {
        auto p = pay_simple(h, row.fu, Wind::East, WinBy::Ron, Wind::North);
        EXPECT_EQ(p.value, oya.ron);
        ++checked;
      }
      if (oya.tsumo_each != seed000::kNA) {
        auto p = pay_simple(h, row.fu, Wind::East, WinBy::Tsumo);
        for (Wind s : {Wind::South, Wind::West, Wind::North})
          EXPECT_EQ((*p.deltas)[index(s)], -oya.tsumo_each);
        EXPECT_EQ(p.value, 3 * oya.tsumo_each);
        ++checked;
      }
    }
  }
  // 31 non-mangan han/fu cells x 4 payments - 16 "N / A" = 108 numbers, plus 13 mangan cells.
  EXPECT_EQ(checked, 121);
}

// Seed 000 "Mangan" ... "Kazoe-yakuman" and "Yakuman".
TEST(RiichiPoints, SeedLimitTable) {
  const auto rules = tenhou_like();
  for (const auto& lim : seed000::kLimits) {
    for (int h = lim.min_han; h <= lim.max_han; ++h) {
      SCOPED_TRACE(h);
      const auto v = hand_value(h, 30, 0, rules);
      EXPECT_EQ(limit_name(v.limit), lim.name);
      EXPECT_EQ(pay_simple(h, 30, Wind::South, WinBy::Ron, Wind::East).value, lim.ko);
      EXPECT_EQ(pay_simple(h, 30, Wind::South, WinBy::Tsumo).value, lim.ko);
      EXPECT_EQ(pay_simple(h, 30, Wind::East, WinBy::Ron, Wind::South).value, lim.oya);
      EXPECT_EQ(pay_simple(h, 30, Wind::East, WinBy::Tsumo).value, lim.oya);
    }
  }
  // 3 han 70 fu and 4 han 40 fu are mangan ("rinden más que mangan").
  EXPECT_EQ(hand_value(3, 70, 0, rules).limit, Limit::Mangan);
  EXPECT_EQ(hand_value(4, 40, 0, rules).limit, Limit::Mangan);
  EXPECT_EQ(hand_value(3, 60, 0, rules).limit, Limit::None);
  EXPECT_EQ(hand_value(4, 30, 0, rules).limit, Limit::None);
  // Yakuman: 8000 basic; "Múltiples yakuman": multiplied.
  const auto y = hand_value(0, 0, 1, rules);
  EXPECT_EQ(y.limit, Limit::Yakuman);
  EXPECT_EQ(y.basic, 8000);
  EXPECT_EQ(hand_value(0, 0, 6, rules).basic, 48000);
  // 13+ han with a high count stays one kazoe yakuman under kazoe = "yakuman".
  EXPECT_EQ(hand_value(26, 30, 0, rules).basic, 8000);
}

TEST(RiichiPoints, KiriageAndKazoeOptions) {
  ScoringRules r = root_rules().scoring;
  r.kiriage_mangan = true;
  EXPECT_EQ(hand_value(4, 30, 0, r).limit, Limit::Mangan);
  EXPECT_EQ(hand_value(3, 60, 0, r).limit, Limit::Mangan);
  EXPECT_EQ(hand_value(3, 50, 0, r).limit, Limit::None);
  r.kazoe = Kazoe::Sanbaiman;
  EXPECT_EQ(hand_value(13, 30, 0, r).limit, Limit::Sanbaiman);
  EXPECT_EQ(hand_value(13, 30, 0, r).basic, 6000);
  r.kazoe = Kazoe::Multiple;
  EXPECT_EQ(hand_value(26, 30, 0, r).basic, 16000);
  EXPECT_EQ(hand_value(25, 30, 0, r).basic, 8000);
  EXPECT_EQ(hand_value(39, 30, 0, r).basic, 24000);
}

// Seed 000 "Ejemplo 1": the player right of the dealer (South) wins by tsumo, 2 han 40 fu:
// the dealer pays 1300, the others 700.
TEST(RiichiPoints, SeedExample1) {
  auto p = pay_simple(2, 40, Wind::South, WinBy::Tsumo);
  EXPECT_EQ(hand_value(2, 40, 0, tenhou_like()).basic, 640);
  EXPECT_EQ((*p.deltas)[index(Wind::East)], -1300);
  EXPECT_EQ((*p.deltas)[index(Wind::West)], -700);
  EXPECT_EQ((*p.deltas)[index(Wind::North)], -700);
  EXPECT_EQ((*p.deltas)[index(Wind::South)], 2700);
  EXPECT_EQ(p.value, 2700);
}

// Seed 000 "Ejemplo 2": the same hand by ron from the player on the right: 1 han 50 fu, 1600.
TEST(RiichiPoints, SeedExample2) {
  auto p = pay_simple(1, 50, Wind::South, WinBy::Ron, Wind::West);
  EXPECT_EQ(hand_value(1, 50, 0, tenhou_like()).basic, 400);
  EXPECT_EQ(p.value, 1600);
  EXPECT_EQ((*p.deltas)[index(Wind::West)], -1600);
  EXPECT_EQ((*p.deltas)[index(Wind::East)], 0);
}

// Seed 000 "Uno han 110 fu": the dealer's 1 han 110 fu ron (5300); 100 fu with a 2-fu double
// wind pair (4800). The hand itself is scored in riichi_scoring_test.cpp.
TEST(RiichiPoints, SeedOneHan110Fu) {
  EXPECT_EQ(hand_value(1, 110, 0, tenhou_like()).basic, 880);
  EXPECT_EQ(pay_simple(1, 110, Wind::East, WinBy::Ron, Wind::South).value, 5300);
  EXPECT_EQ(pay_simple(1, 100, Wind::East, WinBy::Ron, Wind::South).value, 4800);
  EXPECT_EQ(pay_simple(1, 110, Wind::West, WinBy::Ron, Wind::South).value, 3600);
}

TEST(RiichiPoints, HonbaAndSticks) {
  const auto rules = tenhou_like();
  WinPayment w;
  w.winner = Wind::South;
  w.win_by = WinBy::Ron;
  w.from = Wind::North;
  w.honba = 2;
  w.riichi_sticks = 3;
  auto p = pay(hand_value(1, 30, 0, rules), w, rules);
  EXPECT_EQ(p.value, 1000);
  EXPECT_EQ((*p.deltas)[index(Wind::North)], -1600);
  EXPECT_EQ((*p.deltas)[index(Wind::South)], 4600);
  w.win_by = WinBy::Tsumo;
  w.from.reset();
  p = pay(hand_value(1, 30, 0, rules), w, rules);
  EXPECT_EQ((*p.deltas)[index(Wind::East)], -700);
  EXPECT_EQ((*p.deltas)[index(Wind::West)], -500);
  EXPECT_EQ((*p.deltas)[index(Wind::South)], 1100 + 600 + 3000);
  // Ron without a discarder: value known, deltas not.
  w.win_by = WinBy::Ron;
  p = pay(hand_value(1, 30, 0, rules), w, rules);
  EXPECT_EQ(p.value, 1000);
  EXPECT_FALSE(p.deltas.has_value());
}

TEST(RiichiPoints, PaoTenhou) {
  const auto rules = tenhou_like();
  WinPayment w;
  w.winner = Wind::South;
  w.win_by = WinBy::Tsumo;
  w.liable = Wind::West;
  w.liable_yakuman = 1;
  w.honba = 1;
  auto p = pay(hand_value(0, 0, 1, rules), w, rules);
  EXPECT_EQ(p.value, 32000);
  EXPECT_EQ((*p.deltas)[index(Wind::West)], -32300);
  EXPECT_EQ((*p.deltas)[index(Wind::East)], 0);
  // Ron by a third player: liable and discarder pay half each; the discarder pays the honba.
  w.win_by = WinBy::Ron;
  w.from = Wind::North;
  p = pay(hand_value(0, 0, 1, rules), w, rules);
  EXPECT_EQ((*p.deltas)[index(Wind::West)], -16000);
  EXPECT_EQ((*p.deltas)[index(Wind::North)], -16300);
  // Two yakuman, one of them liable, dealer tsumo: liable pays 48000, each pays 16000 more.
  w.winner = Wind::East;
  w.win_by = WinBy::Tsumo;
  w.from.reset();
  w.honba = 0;
  p = pay(hand_value(0, 0, 2, rules), w, rules);
  EXPECT_EQ(p.value, 96000);
  EXPECT_EQ((*p.deltas)[index(Wind::West)], -64000);
  EXPECT_EQ((*p.deltas)[index(Wind::South)], -16000);
}

// Seed 000 "Wareme": the wall-break seat pays double, after the counters.
TEST(RiichiPoints, Wareme) {
  ScoringRules rules = root_rules().scoring;
  rules.wareme = true;
  WinPayment w;
  w.winner = Wind::South;
  w.win_by = WinBy::Tsumo;
  w.honba = 1;
  w.wareme = Wind::West;
  auto p = pay(hand_value(2, 40, 0, rules), w, rules);
  EXPECT_EQ((*p.deltas)[index(Wind::West)], -2 * 800);
  EXPECT_EQ((*p.deltas)[index(Wind::North)], -800);
  EXPECT_EQ((*p.deltas)[index(Wind::East)], -1400);
  // The winner at the wall break receives double from everyone.
  w.wareme = Wind::South;
  p = pay(hand_value(2, 40, 0, rules), w, rules);
  EXPECT_EQ((*p.deltas)[index(Wind::East)], -2800);
  // Off in the rules: no effect.
  rules.wareme = false;
  p = pay(hand_value(2, 40, 0, rules), w, rules);
  EXPECT_EQ((*p.deltas)[index(Wind::East)], -1400);
}

}  // namespace
}  // namespace mjscore::riichi
