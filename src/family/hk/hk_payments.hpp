// HK settlement (seed 001 "Função de tradução de pontos", the three base-point tables, their
// payment rules and "Penalidades"): faan to base points, then what each loser pays.
#pragma once

#include <optional>

#include "mjscore/error.hpp"
#include "mjscore/hk_rules.hpp"
#include "mjscore/result.hpp"

namespace mjscore::hk {

// invalid_option when the preset and options contradict each other (max_faan below min_faan:
// every hand would be below the minimum).
Result<void> check_rules(const Rules& rules);

// Base points of a hand of `faan` (already capped at max_faan) under the preset's curve.
// invalid_option when the curve is `custom` and its table is empty.
Result<int> base_points(const Rules& rules, int faan);

struct WinPayment {
  int base = 0;
  Wind winner = Wind::East;
  bool tsumo = false;
  std::optional<Wind> from;    // the discarder on a ron
  std::optional<Wind> liable;  // 包: pays what every loser would have paid
  // The losers' shares are those of a self-drawn hand although the tile was not drawn (a robbed
  // kong under liability.robbing_kong_pays = "self_draw": 十二張包自摸).
  bool self_draw_total = false;
};

// What `loser` pays under the standard payment (no liability): the base doubled for each that
// applies: the winner self-drew (self_draw_multiplier), the loser discarded the winning tile
// (discarder_multiplier), the winner is East, the loser is East (east_doubling).
int loser_share(const Rules& rules, const WinPayment& win, Wind loser, bool discarder);

// Every seat's change (nullopt on a ron without `from`) and the winner's gain. Without `from`
// the value assumes a discarder who is not East (docs/hk.md "Payments").
void settle(const Rules& rules, const WinPayment& win, int& value, std::optional<Deltas>& deltas);

}  // namespace mjscore::hk
