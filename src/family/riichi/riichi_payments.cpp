// Riichi points and payments: seed 000 "Calcular puntos básicos", "Mangan", "Contadores",
// "Wareme"; riichi sticks (seed 002 供託) go to the winner.
#include "family/riichi/riichi_payments.hpp"

namespace mjscore::riichi {

namespace {

// What each seat pays the winner, split into the hand part and the honba part.
struct Owed {
  std::array<int, kSeats> hand{};
  std::array<int, kSeats> honba{};
};

// Seed 000: ron 4x basic (dealer 6x) from the discarder; tsumo: dealer winner 2x from each,
// otherwise the dealer 2x and the others 1x; each payment rounded up to 100.
void add_basic(Owed& owed, int basic, Wind winner, WinBy win_by, std::optional<Wind> from) {
  const bool dealer = winner == Wind::East;
  if (win_by == WinBy::Ron) {
    if (from) owed.hand[index(*from)] += round_up_100(basic * (dealer ? 6 : 4));
    return;
  }
  for (int s = 0; s < kSeats; ++s) {
    if (s == index(winner)) continue;
    const bool payer_is_dealer = s == index(Wind::East);
    owed.hand[s] += round_up_100(basic * (dealer || payer_is_dealer ? 2 : 1));
  }
}

}  // namespace

Payments pay(const HandValue& value, const WinPayment& win, const ScoringRules& rules) {
  Payments out;
  const bool dealer = win.winner == Wind::East;
  const int w = index(win.winner);

  // The part of the hand a liable seat answers for (pao): whole yakuman of
  // `limits.yakuman.basic` each.
  int liable_basic = 0;
  if (win.liable && *win.liable != win.winner && value.limit == Limit::Yakuman &&
      win.liable_yakuman > 0)
    liable_basic = rules.limits.yakuman_basic * std::min(win.liable_yakuman, value.yakuman);
  const int own_basic = value.basic - liable_basic;

  // The hand's value is the same whoever pays it; without liability or wareme (the common
  // case) so are the deltas.
  pay_plain(value.basic, win.winner, win.win_by, win.from, win.honba, win.riichi_sticks, rules,
            out.value, out.deltas);
  if (liable_basic == 0 && !(rules.wareme && win.wareme)) return out;
  if (win.win_by == WinBy::Ron && !win.from) return out;  // deltas undetermined

  Owed owed;
  const int honba_total = win.honba * rules.honba_value;
  if (liable_basic > 0) {
    // Tenhou pao: on tsumo the liable seat pays the liable yakuman in full (as a ron) and the
    // honba; on ron the liable seat and the discarder share the liable yakuman half each and
    // the discarder pays the honba (`pao_ron_honba`: or the liable seat, as some sources say).
    const int full = liable_basic * (dealer ? 6 : 4);
    if (win.win_by == WinBy::Tsumo) {
      owed.hand[index(*win.liable)] += full;
      owed.honba[index(*win.liable)] += honba_total;
      if (own_basic > 0) add_basic(owed, own_basic, win.winner, WinBy::Tsumo, std::nullopt);
    } else if (*win.liable == *win.from) {
      owed.hand[index(*win.from)] += round_up_100(value.basic * (dealer ? 6 : 4));
      owed.honba[index(*win.from)] += honba_total;
    } else {
      owed.hand[index(*win.liable)] += full / 2;
      owed.hand[index(*win.from)] += full / 2;
      if (own_basic > 0) add_basic(owed, own_basic, win.winner, WinBy::Ron, win.from);
      const Wind honba_payer = rules.pao_ron_honba == PaoRonHonba::Liable ? *win.liable : *win.from;
      owed.honba[index(honba_payer)] += honba_total;
    }
  } else {
    add_basic(owed, value.basic, win.winner, win.win_by, win.from);
    if (win.win_by == WinBy::Ron) {
      owed.honba[index(*win.from)] += honba_total;
    } else {
      for (int s = 0; s < kSeats; ++s)
        if (s != w) owed.honba[s] += honba_total / 3;
    }
  }

  // Seed 000 "Wareme": the wall-break seat pays (or, as winner, receives) double, after the
  // counters are added.
  if (rules.wareme && win.wareme) {
    const int ws = index(*win.wareme);
    for (int s = 0; s < kSeats; ++s) {
      if (s == w) continue;
      if (ws == w || ws == s) owed.hand[s] *= 2, owed.honba[s] *= 2;
    }
    out.value = 0;
    for (int s = 0; s < kSeats; ++s) out.value += owed.hand[s];
  }

  Deltas d{};
  for (int s = 0; s < kSeats; ++s) {
    if (s == w) continue;
    const int paid = owed.hand[s] + owed.honba[s];
    d[s] -= paid;
    d[w] += paid;
  }
  d[w] += win.riichi_sticks * rules.riichi_stick_value;
  out.deltas = d;
  return out;
}

}  // namespace mjscore::riichi
