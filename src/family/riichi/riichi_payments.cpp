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
// Three players (docs/sanma.md "Payments"): North pays nothing, or its share is split between
// the two payers (`north_bisection`, each half rounded up to 100).
void add_basic(Owed& owed, int basic, Wind winner, WinBy win_by, std::optional<Wind> from,
               const ScoringRules& rules) {
  const bool dealer = winner == Wind::East;
  if (win_by == WinBy::Ron) {
    if (from) owed.hand[index(*from)] += round_up_100(basic * (dealer ? 6 : 4));
    return;
  }
  const int half_north = rules.players == 3 && rules.tsumo_payment == TsumoPayment::NorthBisection
                             ? round_up_100(round_up_100(basic * (dealer ? 2 : 1)) / 2)
                             : 0;
  for (int s = 0; s < rules.players; ++s) {
    if (s == index(winner)) continue;
    const bool payer_is_dealer = s == index(Wind::East);
    owed.hand[s] += round_up_100(basic * (dealer || payer_is_dealer ? 2 : 1)) + half_north;
  }
}

}  // namespace

void pay_tsumo_three(int basic, Wind winner, int honba, int riichi_sticks,
                     const ScoringRules& rules, int& value, std::optional<Deltas>& deltas) {
  const bool dealer = winner == Wind::East;
  const int w = index(winner);
  const int twice = round_up_100_basic(2 * basic);
  const int other = dealer ? twice : round_up_100_basic(basic);  // a non-dealer payer's share
  // The North share (a non-dealer's), halved and rounded up to 100 for each payer.
  const int half_north =
      rules.tsumo_payment == TsumoPayment::NorthBisection ? round_up_100_basic(other / 2) : 0;
  const int honba_each = honba * rules.honba_value / 2;
  value = 0;
  Deltas& d = deltas.emplace();
  for (int s = 0; s < 3; ++s) {
    if (s == w) continue;
    const int hand = (s == 0 ? twice : other) + half_north;
    value += hand;
    d[s] = -(hand + honba_each);
    d[w] += hand + honba_each;
  }
  d[w] += riichi_sticks * rules.riichi_stick_value;
}

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
      if (own_basic > 0) add_basic(owed, own_basic, win.winner, WinBy::Tsumo, std::nullopt, rules);
    } else if (*win.liable == *win.from) {
      owed.hand[index(*win.from)] += round_up_100(value.basic * (dealer ? 6 : 4));
      owed.honba[index(*win.from)] += honba_total;
    } else {
      owed.hand[index(*win.liable)] += full / 2;
      owed.hand[index(*win.from)] += full / 2;
      if (own_basic > 0) add_basic(owed, own_basic, win.winner, WinBy::Ron, win.from, rules);
      const Wind honba_payer = rules.pao_ron_honba == PaoRonHonba::Liable ? *win.liable : *win.from;
      owed.honba[index(honba_payer)] += honba_total;
    }
  } else {
    add_basic(owed, value.basic, win.winner, win.win_by, win.from, rules);
    if (win.win_by == WinBy::Ron) {
      owed.honba[index(*win.from)] += honba_total;
    } else {
      for (int s = 0; s < rules.players; ++s)
        if (s != w) owed.honba[s] += honba_total / (rules.players - 1);
    }
  }

  // Seed 000 "Wareme": the wall-break seat pays (or, as winner, receives) double, after the
  // counters are added.
  if (rules.wareme && win.wareme) {
    const int ws = index(*win.wareme);
    for (int s = 0; s < rules.players; ++s) {
      if (s == w) continue;
      if (ws == w || ws == s) owed.hand[s] *= 2, owed.honba[s] *= 2;
    }
    out.value = 0;
    for (int s = 0; s < rules.players; ++s) out.value += owed.hand[s];
  }

  // Three players: a liable seat pays a self-draw as a ron, more than the two-payer value.
  if (rules.players == 3) {
    out.value = 0;
    for (int s = 0; s < 3; ++s) out.value += owed.hand[s];
  }
  Deltas d{};
  for (int s = 0; s < rules.players; ++s) {
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
