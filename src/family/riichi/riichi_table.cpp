// Seed 000 "Tabla de puntuación" from hand_value / pay.
#include "mjscore/riichi_points.hpp"

namespace mjscore::riichi {

TableCell table_cell(int han, int fu, bool dealer, const ScoringRules& rules) {
  TableCell c;
  if (fu == rules.fu.base) {
    // Pinfu tsumo (pinfu + menzen tsumo: 2 han and up); an open hand with no fu by ron when
    // `open_pinfu_30_fu` is off.
    c.tsumo_exists = rules.pinfu_tsumo && han >= 2;
    c.ron_exists = !rules.open_pinfu_30_fu;
  } else if (fu == rules.fu.chiitoitsu) {
    c.ron_exists = han >= 2;    // chiitoitsu
    c.tsumo_exists = han >= 3;  // chiitoitsu + menzen tsumo
  } else {
    c.ron_exists = c.tsumo_exists = true;
  }
  const HandValue v = hand_value(han, fu, 0, rules);
  c.limit = v.limit;
  const Wind winner = dealer ? Wind::East : Wind::South;
  WinPayment ron;
  ron.winner = winner;
  ron.win_by = WinBy::Ron;
  ron.from = Wind::West;
  c.ron = pay(v, ron, rules).value;
  WinPayment tsumo;
  tsumo.winner = winner;
  tsumo.win_by = WinBy::Tsumo;
  const Payments p = pay(v, tsumo, rules);
  c.tsumo_ko = -(*p.deltas)[index(Wind::West)];
  c.tsumo_oya = dealer ? 0 : -(*p.deltas)[index(Wind::East)];
  return c;
}

}  // namespace mjscore::riichi
