// The common case of riichi payments (no liable seat, no wareme), inline: the scorer calls it
// without building a WinPayment or copying a Payments back; `pay` (riichi_payments.cpp) uses it
// for the same case.
#pragma once

#include <cassert>
#include <optional>

#include "mjscore/riichi_points.hpp"

namespace mjscore::riichi {

// round_up_100 of a multiple of the basic points, which are not negative (hand_value): divided
// unsigned, without the correction a signed division makes for negative values.
constexpr int round_up_100_basic(int points) {
  assert(points >= 0);
  return static_cast<int>((static_cast<unsigned>(points) + 99) / 100 * 100);
}

// Three-player self-draw (docs/sanma.md "Payments"): the two other seats pay as in four-player
// (2x from the dealer, 1x from a non-dealer; 2x each to a dealer winner), the North share is not
// paid (`tsumo_loss`) or split in two halves, each rounded up to 100 (`north_bisection`); the
// honba value is split between the two payers. Out of line: four-player requests never call it.
void pay_tsumo_three(int basic, Wind winner, int honba, int riichi_sticks,
                     const ScoringRules& rules, int& value, std::optional<Deltas>& deltas);

// Seed 000: ron 4x basic (dealer 6x) from the discarder; tsumo: a dealer winner 2x from each,
// otherwise the dealer 2x and the others 1x; each payment rounded up to 100. Honba: honba_value
// per counter from the discarder, or split by three on tsumo; the sticks (seed 002 供託) to the
// winner. Writes the hand's own value to `value` and every seat's change to `deltas` (none on a
// ron without `from`). `basic` is a HandValue's: not negative.
inline void pay_plain(int basic, Wind winner, WinBy win_by, std::optional<Wind> from, int honba,
                      int riichi_sticks, const ScoringRules& rules, int& value,
                      std::optional<Deltas>& deltas) {
  const bool dealer = winner == Wind::East;
  const int w = index(winner);
  const int honba_total = honba * rules.honba_value;
  const int sticks = riichi_sticks * rules.riichi_stick_value;
  if (win_by == WinBy::Ron) {
    value = round_up_100_basic(basic * (dealer ? 6 : 4));
    if (!from) {  // deltas undetermined
      deltas.reset();
      return;
    }
    const int paid = value + honba_total;
    // Into the result: zeros, then the discarder's and the winner's amounts (the winner's
    // last, as a comparison per seat would give it).
    Deltas& d = deltas.emplace();
    d[index(*from)] = -paid;
    d[w] = paid + sticks;
  } else if (rules.players == 3) [[unlikely]] {
    pay_tsumo_three(basic, winner, honba, riichi_sticks, rules, value, deltas);
  } else {
    // The same value whoever pays: 2x + 1x + 1x, or 2x from each, every payment rounded up.
    // `other`: what a seat other than the dealer pays (no branch on the winner's seat).
    const int twice = round_up_100_basic(2 * basic);
    const int other = dealer ? twice : round_up_100_basic(basic);
    value = twice + 2 * other;
    // Every seat pays its share, then the winner's amount replaces its own: what the others
    // paid and the sticks (no branch on the seat).
    const int each = other + honba_total / 3;
    const int from_dealer = twice + honba_total / 3;
    Deltas& d = deltas.emplace(Deltas{-from_dealer, -each, -each, -each});
    d[w] = from_dealer + 3 * each + sticks - (dealer ? from_dealer : each);
  }
}

}  // namespace mjscore::riichi
