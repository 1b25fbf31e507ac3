// The han x fu points table of seed 000 "Tabla de puntuación" computed from the points
// functions (riichi_points.hpp), for `mjscore table` and its test.
#pragma once

#include "mjscore/riichi_points.hpp"

namespace mjscore::riichi {

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
