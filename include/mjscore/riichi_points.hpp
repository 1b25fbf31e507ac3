// Riichi points and payments (seed 000 "Calcular puntos básicos", "Mangan", "Contadores",
// "Wareme"; seed 002 供託). Shared by hand scoring and the game layer.
#pragma once

#include <cassert>
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
namespace points_detail {
// Seed 000 "Mangan": the basic points of the limit tier of 0-12 han (none below 5 han).
inline constexpr int kTierBasic[13] = {0,    0,    0,    0,    0,    2000, 3000,
                                       3000, 4000, 4000, 4000, 6000, 6000};
// The limit by the basic points: (basic + 48) >> 9 is 0-3 below 2000, then 4 (2000), 5 (3000),
// 7 (4000), 11 (6000).
inline constexpr Limit kLimitOf[12] = {
    Limit::None, Limit::None,   Limit::None, Limit::None, Limit::Mangan, Limit::Haneman,
    Limit::None, Limit::Baiman, Limit::None, Limit::None, Limit::None,   Limit::Sanbaiman};
}  // namespace points_detail

// The basic points and limit of 0-12 han and `fu` (not negative) under `kiriage_mangan`, without
// a branch on the han (random per hand): "puntos básicos = fu × 2^(2+han)" up to 4 han, mangan
// from 2000 on (kiriage: 4 han 30 fu and 3 han 60 fu, 1920 either way, round up); from 5 han the
// tier's points (mangan 5, haneman 6-7, baiman 8-10, sanbaiman 11-12) are above anything the
// formula gives at 4 han. Constexpr: the scorer tabulates it (reading.cpp).
struct TierValue {
  int basic;
  Limit limit;
};
constexpr TierValue tier_value(int h, int fu, bool kiriage_mangan) {
  const int formula = fu << (2 + (h < 4 ? h : 4));
  int basic = formula < 2000 ? formula : 2000;
  if (kiriage_mangan) basic += 80 & -int{(formula == 1920) & (h >= 3)};
  basic = basic > points_detail::kTierBasic[h] ? basic : points_detail::kTierBasic[h];
  return {basic, points_detail::kLimitOf[(basic + 48) >> 9]};
}

// Seed 000 "Mangan": a hand's value, from its yakuman, its han (13 or more per `kazoe`) and fu.
// `fu` is not negative (a reading's fu, or 0-200 from a game record).
inline HandValue hand_value(int han, int fu, int yakuman, const ScoringRules& rules) {
  assert(fu >= 0);
  HandValue v;
  v.han = han;
  v.fu = fu;
  v.yakuman = yakuman;
  if (yakuman > 0) {  // "Yakuman ... Los puntos básicos son 8.000", multiplied (Múltiples)
    v.limit = Limit::Yakuman;
    v.basic = 8000 * yakuman;
    return v;
  }
  int h = han;
  if (static_cast<unsigned>(han) >= 13) {  // rare: 13 han or more, or a negative han
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
    h = 0;  // a negative han counts as 0 in the formula below
  }
  const TierValue t = tier_value(h, fu, rules.kiriage_mangan);
  v.basic = t.basic;
  v.limit = t.limit;
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
