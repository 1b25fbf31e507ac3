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

// Limits: mangan 2000 (5 han; 4 han 40+ fu; 3 han 70+ fu; kiriage: 4/30 and 3/60),
// haneman 3000 (6-7), baiman 4000 (8-10), sanbaiman 6000 (11-12), 13+ per `kazoe`,
// yakuman 8000 per yakuman.
// Seed 000 "Mangan": the limit tiers by han, and the basic points of each (inline: the scorer
// values every reading with it).
inline HandValue hand_value(int han, int fu, int yakuman, const ScoringRules& rules) {
  HandValue v;
  v.han = han;
  v.fu = fu;
  v.yakuman = yakuman;
  if (yakuman > 0) {  // "Yakuman ... Los puntos básicos son 8.000", multiplied (Múltiples)
    v.limit = Limit::Yakuman;
    v.basic = 8000 * yakuman;
    return v;
  }
  if (han >= 13) {  // "Kazoe-yakuman 13 o más han", per the preset's `kazoe`
    switch (rules.kazoe) {
      case Kazoe::Yakuman:
        v.limit = Limit::KazoeYakuman, v.basic = 8000;
        break;
      case Kazoe::Sanbaiman:
        v.limit = Limit::Sanbaiman, v.basic = 6000;
        break;
      case Kazoe::Multiple:
        v.limit = Limit::KazoeYakuman, v.basic = 8000 * (han / 13);
        break;
    }
    return v;
  }
  if (han >= 11) return v.limit = Limit::Sanbaiman, v.basic = 6000, v;
  if (han >= 8) return v.limit = Limit::Baiman, v.basic = 4000, v;
  if (han >= 6) return v.limit = Limit::Haneman, v.basic = 3000, v;
  if (han >= 5) return v.limit = Limit::Mangan, v.basic = 2000, v;
  // "puntos básicos = fu × 2^(2+han)"; above 2000 it is mangan.
  const int basic = fu << (2 + (han < 0 ? 0 : han));
  const bool kiriage = rules.kiriage_mangan && ((han == 4 && fu == 30) || (han == 3 && fu == 60));
  if (basic >= 2000 || kiriage) return v.limit = Limit::Mangan, v.basic = 2000, v;
  v.basic = basic;
  return v;
}

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

}  // namespace mjscore::riichi
