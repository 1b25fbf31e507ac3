// Riichi points and payments (seed 000 "Calcular puntos básicos", "Mangan", "Contadores",
// "Wareme"; seed 002 供託). Shared by hand scoring and the game layer.
#pragma once

#include <optional>

#include "mjscore/request.hpp"
#include "mjscore/result.hpp"
#include "mjscore/riichi_rules.hpp"

namespace mjscore::riichi {

// The value of a hand before it is paid: han (dora included), fu, number of yakuman, and the
// basic points after the limits.
struct HandValue {
  int han = 0;
  int fu = 0;
  int yakuman = 0;  // yakuman multiples from patterns (kazoe not included)
  Limit limit = Limit::None;
  int basic = 0;  // fu * 2^(2+han), or the limit's basic points
};

// Seed 000 "Mangan": a hand's value, from its yakuman, its han and fu, under the preset's
// limits (`limits.*`, `kazoe`, `kiriage_mangan`; docs/riichi.md "Values"): yakuman
// `limits.yakuman.basic` per yakuman; from `limits.kazoe_yakuman.han` han per `kazoe`; else the
// highest limit the han reach (mangan, haneman, baiman, sanbaiman), or fu x 2^(2+han) capped at
// the mangan's basic points. `fu` is not negative (a reading's fu, or 0-200 from a game
// record); a negative han counts as 0.
HandValue hand_value(int han, int fu, int yakuman, const ScoringRules& rules);

// Who pays what for one win.
struct WinPayment {
  Wind winner = Wind::East;
  WinBy win_by = WinBy::Ron;
  std::optional<Wind> from;  // discarder on ron (not read on tsumo)
  int honba = 0;
  int riichi_sticks = 0;       // sticks on the table, all to this winner
  std::optional<Wind> liable;  // pao seat
  int liable_yakuman = 0;      // how many of the yakuman the liable seat answers for
  std::optional<Wind> wareme;  // the wall-break seat, when the wareme rule is on
};

struct Payments {
  int value = 0;                 // the hand's own value (no honba, no sticks)
  std::optional<Deltas> deltas;  // absent on ron without `from`
};

// Payments (seed 000): non-dealer tsumo: dealer 2x basic, others 1x; ron 4x (dealer 6x);
// dealer tsumo 2x from each; each payment rounded up to 100. Honba: honba_value per counter
// (split by three on tsumo). Sticks to the winner. Pao: tsumo: liable pays the whole liable
// yakuman; ron: liable and discarder pay half each (Tenhou).
Payments pay(const HandValue& value, const WinPayment& win, const ScoringRules& rules);

// Round a payment up to the next 100 (seed 000: "se redondean a la centena").
constexpr int round_up_100(int points) { return (points + 99) / 100 * 100; }

// One cell of the han x fu points table of seed 000 "Tabla de puntuación" (`mjscore table`),
// computed from the points functions above (src/family/riichi/riichi_table.cpp).
struct TableCell {
  bool ron_exists = false;    // a hand with this han and fu can win by ron
  bool tsumo_exists = false;  // ... by tsumo
  Limit limit = Limit::None;
  int ron = 0;        // the discarder's payment
  int tsumo_ko = 0;   // on tsumo, what each non-dealer pays
  int tsumo_oya = 0;  // on a non-dealer's tsumo, what the dealer pays (0 for a dealer winner)
};

// Seed 000: 1 han 20 fu cannot exist (pinfu tsumo always has menzen tsumo), 20 fu is tsumo only
// (pinfu ron is 30 fu; an open hand with no fu is 30 fu on ron under `open_pinfu_30_fu`),
// 25 fu is chiitoitsu (2 han; 3 han on tsumo).
TableCell table_cell(int han, int fu, bool dealer, const ScoringRules& rules);

}  // namespace mjscore::riichi
