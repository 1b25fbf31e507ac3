// The fu lines of the chosen reading of a regular hand (seed 000 "Contando fu", "Fu de
// fusiones", "Fu de esperas"). The scoring loop computes the same total without the lines
// (reading.cpp regular_reading); the conformance runner checks that the lines add up to it.
#pragma once

#include "mjscore/hand.hpp"
#include "mjscore/result.hpp"
#include "mjscore/riichi_rules.hpp"
#include "riichi/hand_view.hpp"

namespace mjscore::riichi {

// Wait fu (step 4): kanchan, penchan and tanki 2; ryanmen and shanpon 0.
constexpr int wait_fu(Wait w) {
  return w == Wait::Kanchan || w == Wait::Penchan || w == Wait::Tanki ? 2 : 0;
}

// Fu of a regular reading with its lines, in the seed's order, rounded up to 10 (the last line,
// "round_up", is the rounding). `pinfu`: the reading scores pinfu (no tsumo fu under
// `pinfu_tsumo`).
template <class Lines>
int regular_fu(const Arrangement& a, const Hand& hand, const HandView& v, bool pinfu,
               const ScoringRules& rules, Lines& lines) {
  int fu = 20;
  lines.push_back({"base", 20});
  if (v.closed && !v.tsumo) {
    fu += 10;
    lines.push_back({"closed_ron", 10});
  }
  // Step 3, "Fu de fusiones": minkou 2/4, ankou 4/8, minkan 8/16, ankan 16/32 (simples /
  // terminals and honours; a triplet completed by ron counts as open, issue 3). A regular
  // arrangement lists the melds, the concealed sets, then the pair (analysis.hpp).
  static constexpr std::string_view kSetReason[4] = {"open_triplet", "closed_triplet", "open_kan",
                                                     "closed_kan"};
  const int pair_block = a.blocks.size() - 1;
  for (int i = 0; i < pair_block; ++i) {
    const Block& b = a.blocks[i];
    if (b.kind == BlockKind::Run) continue;
    const int t = index(b.first);
    const int yaochu = (kYaochuMask >> t) & 1;
    const int kan = b.kind == BlockKind::Kan;
    const int concealed =
        b.from_meld() ? hand.melds[b.meld].kind == MeldKind::Ankan : v.tsumo || i != a.win_block;
    const int f = (2 << (2 * kan + concealed)) << yaochu;
    fu += f;
    lines.push_back({kSetReason[2 * kan + concealed], f, b.first, true});
  }
  // A pair of a dragon, the seat or the round wind 2, of a double wind `double_wind_pair_fu`.
  const Tile pair = a.blocks[pair_block].first;
  if (const int f = index(pair) >= 27 ? v.honor_pair_fu[index(pair) - 27] : 0) {
    fu += f;
    lines.push_back({"pair", f, pair, true});
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
