// Fu of one reading of a regular hand (seed 000 "Contando fu", "Fu de fusiones",
// "Fu de esperas"), optionally with the line-by-line breakdown.
#pragma once

#include "mjscore/hand.hpp"
#include "mjscore/result.hpp"
#include "mjscore/riichi_rules.hpp"
#include "riichi/hand_view.hpp"

namespace mjscore::riichi {

// Fu of one set or the pair (step 3: "Fu de fusiones"). `concealed`: a triplet that is not a
// called meld and not completed by ron; kans by their meld kind.
inline int block_fu(const Block& b, const Hand& hand, const HandView& v, bool ron_completed,
                    const ScoringRules& rules) {
  const bool yaochu = is_terminal_or_honor(b.first);
  switch (b.kind) {
    case BlockKind::Run:
      return 0;
    case BlockKind::Triplet: {
      // Minkou 2/4, ankou 4/8; a triplet completed by ron counts as open (issue 3).
      const bool concealed = !b.from_meld() && !ron_completed;
      return (concealed ? 4 : 2) * (yaochu ? 2 : 1);
    }
    case BlockKind::Kan: {
      // Minkan 8/16, ankan 16/32.
      const bool concealed = !b.from_meld() || hand.melds[b.meld].kind == MeldKind::Ankan;
      return (concealed ? 16 : 8) * (yaochu ? 2 : 1);
    }
    case BlockKind::Pair: {
      // Dragon, seat wind or round wind pair 2; a double wind per `double_wind_pair_fu`.
      if (is_dragon(b.first)) return 2;
      const bool seat = b.first == v.seat_wind, round = b.first == v.round_wind;
      if (seat && round) return rules.double_wind_pair_fu;
      return seat || round ? 2 : 0;
    }
  }
  return 0;
}

// The fu_details reason of a set or pair line.
std::string_view block_fu_reason(const Block& block, const Hand& hand, bool ron_completed);

// Wait fu (step 4): kanchan, penchan and tanki 2; ryanmen and shanpon 0.
constexpr int wait_fu(Wait w) {
  return w == Wait::Kanchan || w == Wait::Penchan || w == Wait::Tanki ? 2 : 0;
}

// A fu line sink that keeps nothing (the scoring loop), and one that keeps the lines.
struct NoFuLines {
  constexpr void push_back(const FuLine&) {}
};

// Fu of a regular reading, in the seed's order, rounded up to 10 (the last line, "round_up",
// is the rounding). `pinfu`: the reading scores pinfu (no tsumo fu under `pinfu_tsumo`).
template <class Lines>
int regular_fu(const Arrangement& a, const Hand& hand, const HandView& v, bool pinfu,
               const ScoringRules& rules, Lines& lines) {
  int fu = 20;
  lines.push_back({"base", 20});
  if (v.closed && !v.tsumo) {
    fu += 10;
    lines.push_back({"closed_ron", 10});
  }
  for (int i = 0; i < a.blocks.size(); ++i) {
    const Block& b = a.blocks[i];
    const bool ron_completed = !v.tsumo && i == a.win_block && b.kind == BlockKind::Triplet;
    const int f = block_fu(b, hand, v, ron_completed, rules);
    if (f == 0) continue;
    fu += f;
    lines.push_back({block_fu_reason(b, hand, ron_completed), f, b.first, true});
  }
  if (const int w = wait_fu(a.wait)) {
    fu += w;
    lines.push_back({a.wait == Wait::Kanchan   ? "kanchan"
                     : a.wait == Wait::Penchan ? "penchan"
                                               : "tanki",
                     w});
  }
  if (v.tsumo && !pinfu) {
    fu += 2;
    lines.push_back({"tsumo", 2});
  }
  if (!v.closed && !v.tsumo && fu == 20 && rules.open_pinfu_30_fu) {
    fu += 10;
    lines.push_back({"open_pinfu", 10});
  }
  const int rounded = (fu + 9) / 10 * 10;
  if (rounded != fu) lines.push_back({"round_up", rounded - fu});
  return rounded;
}

}  // namespace mjscore::riichi
