// The common case of riichi payments (no liable seat, no wareme), inline: the scorer calls it
// without building a WinPayment or copying a Payments back; `pay` (riichi_payments.cpp) uses it
// for the same case.
#pragma once

#include <optional>

#include "mjscore/riichi_points.hpp"

namespace mjscore::riichi {

// Seed 000: ron 4x basic (dealer 6x) from the discarder; tsumo: a dealer winner 2x from each,
// otherwise the dealer 2x and the others 1x; each payment rounded up to 100. Honba: honba_value
// per counter from the discarder, or split by three on tsumo; the sticks (seed 002 供託) to the
// winner. Writes the hand's own value to `value` and every seat's change to `deltas` (none on a
// ron without `from`).
inline void pay_plain(int basic, Wind winner, WinBy win_by, std::optional<Wind> from, int honba,
                      int riichi_sticks, const ScoringRules& rules, int& value,
                      std::optional<Deltas>& deltas) {
  const bool dealer = winner == Wind::East;
  const int w = index(winner);
  const int honba_total = honba * rules.honba_value;
  const int sticks = riichi_sticks * rules.riichi_stick_value;
  if (win_by == WinBy::Ron) {
    value = round_up_100(basic * (dealer ? 6 : 4));
    if (!from) {  // deltas undetermined
      deltas.reset();
      return;
    }
    const int paid = value + honba_total;
    const int f = index(*from);
    // Each seat's amount written once, into the result (an array filled a seat at a time and
    // then copied whole made the copy wait for those stores).
    Deltas& d = deltas.emplace();
    for (int i = 0; i < kSeats; ++i) d[i] = i == w ? paid + sticks : i == f ? -paid : 0;
  } else {
    // The same value whoever pays: 2x + 1x + 1x, or 2x from each, every payment rounded up.
    // `other`: what a seat other than the dealer pays (no branch on the winner's seat).
    const int twice = round_up_100(2 * basic);
    const int other = dealer ? twice : round_up_100(basic);
    value = twice + 2 * other;
    // Every seat pays its share, and the winner receives what the others paid (its own share
    // turned back: no branch on the seat).
    const int each = other + honba_total / 3;
    const int from_dealer = twice + honba_total / 3;
    Deltas& d = deltas.emplace();
    for (int i = 0; i < kSeats; ++i)
      d[i] = (i == 0 ? -from_dealer : -each) + (i == w ? from_dealer + 3 * each + sticks : 0);
  }
}

}  // namespace mjscore::riichi
