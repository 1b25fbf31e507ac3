// One reading (arrangement + wait) of a winning hand, valued: the yaku that depend on the
// sets (pinfu, peikou, chanta/junchan, ittsu, sanshoku, doukou, toitoi, sanankou,
// chiitoitsu), suuankou and kokushi, fu, and the hand-level yaku of the view.
#pragma once

#include "analysis/compact.hpp"
#include "family/riichi/hand_view.hpp"
#include "mjscore/analysis.hpp"
#include "mjscore/riichi_points.hpp"

namespace mjscore::riichi {

struct Reading {
  YakuMask yaku = 0;        // counted yaku that score (open/closed filtered)
  YakumanMask yakuman = 0;  // yakuman patterns (a yakuman reading drops yaku and dora)
  int yakuman_count = 0;    // after `double_yakuman` and `multiple_yakuman`
  int yaku_han = 0;         // han of the yaku alone (0: no yaku)
  int fu_sum = 0;           // regular readings: the fu lines before open_pinfu, summed (fu.hpp)
  HandValue value;          // han with dora, fu, limit, basic points
  int points = 0;           // what the winner gets from the hand (no honba, sticks): set by the
                            // caller when it compares readings (winner_points)
  bool valid() const { return yakuman_count > 0 || yaku_han > 0; }
};

// Values one arrangement (in its compact form). The reading is invalid (no yaku) when it has
// neither yaku nor yakuman.
Reading evaluate(const CompactArrangement& a, const HandView& view, const ScoringRules& rules);

// Seed 000 "Calcular puntos básicos": what the winner gets for `basic` (rounded payments).
constexpr int winner_points(int basic, bool dealer, bool tsumo) {
  if (!tsumo) return round_up_100(basic * (dealer ? 6 : 4));
  if (dealer) return 3 * round_up_100(basic * 2);
  return round_up_100(basic * 2) + 2 * round_up_100(basic);
}

// What the winner gets from a valid reading (no honba, sticks).
constexpr int winner_points(const Reading& r, const HandView& v) {
  return winner_points(r.value.basic, v.dealer, v.tsumo);
}

// Issue 3 "Choosing the reading": most points; then a yakuman reading; then more han; then
// more fu.
constexpr bool better(const Reading& a, const Reading& b) {
  if (a.points != b.points) return a.points > b.points;
  if ((a.yakuman_count > 0) != (b.yakuman_count > 0)) return a.yakuman_count > 0;
  if (a.value.han != b.value.han) return a.value.han > b.value.han;
  return a.value.fu > b.value.fu;
}

}  // namespace mjscore::riichi
