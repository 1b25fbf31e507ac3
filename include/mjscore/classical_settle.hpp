// Classical Chinese settlement (seed 003 section 7; docs/classical-games.md "Settlement"): the
// contract's `settle` request (a winner and four scores) and `round` request (four hands, every one
// scored, then settled). Seats are in the order E S W N throughout; the values come from the
// preset's `settle.*` keys.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "mjscore/classical_rules.hpp"
#include "mjscore/error.hpp"
#include "mjscore/request.hpp"
#include "mjscore/result.hpp"
#include "mjscore/small_vector.hpp"

namespace mjscore {
class Engine;
struct RuleSet;
}  // namespace mjscore

namespace mjscore::classical {

using SeatScores = std::array<int, kSeats>;  // by seat, E S W N
using SeatFlags = std::array<bool, kSeats>;

// The largest hand score a settlement takes (a roof-off hand stays far below it); every
// payment and delta of a hand then fits an int.
inline constexpr int kMaxSettledScore = 100'000'000;

// Contract `settle`: the winner (none: a draw, nothing is paid) and every seat's score.
struct SettleRequest {
  std::string preset;  // empty: classical
  OptionOverrides options;
  std::optional<Wind> winner;
  SeatScores scores{};
  SeatFlags dead{};               // dead hands (seed 003 section 8): score nothing, still pay
  std::optional<Wind> dangerous;  // the discarder of a dangerous game: pays for all
};

// One transfer of a settlement.
struct Payment {
  Wind from = Wind::East;
  Wind to = Wind::East;
  int amount = 0;
};

struct Settlement {
  std::optional<Wind> winner;  // none: a draw
  std::optional<Wind> dangerous;
  SeatScores scores{};  // the scores settled (a dead hand's is 0)
  SeatFlags dead{};
  // Every non-zero transfer: the losers' payments to the winner (E S W N), then the losers'
  // differences pair by pair (E-S, E-W, E-N, S-W, S-N, W-N), each from the lower score.
  SmallVector<Payment, 9> payments;
  Deltas deltas{};
};

// Settles `request` under `rules` (its preset and options are not read). Errors
// (invalid_request): a score below 0 or above kMaxSettledScore, a dead winner, a dangerous
// discarder who is the winner or with no winner, a dangerous game the preset does not know.
Result<Settlement> settle(const SettleRequest& request, const Rules& rules);

// Contract `round`: four hands by seat. The round fills each hand's family (classical), seat,
// prevailing wind and `won` (the winner's hand only); a hand's own preset and options are not
// read.
struct RoundRequest {
  std::string preset;  // empty: classical
  OptionOverrides options;
  std::optional<Wind> winner;  // none: a draw (every hand is scored as a losing hand)
  Wind round = Wind::East;     // the prevailing wind
  std::array<ScoreRequest, kSeats> hands;
  std::optional<Wind> dangerous;
};

struct RoundResult {
  std::array<ScoreResult, kSeats> hands;  // by seat; their `preset` is empty (the round's)
  Settlement settlement;                  // dead hands from the scorer's `dead_hand`
};

// Scores the four hands under `rules` (classical, from Engine::resolve) and settles them.
// Errors: a hand's scoring error (the message names the seat), the settle errors.
Result<void> play_round(const Engine& engine, const RoundRequest& request, const RuleSet& rules,
                        RoundResult& out);
// The same, resolving the request's preset and options first.
Result<RoundResult> play_round(const Engine& engine, const RoundRequest& request);

// "E" "S" "W" "N".
constexpr std::string_view seat_letter(Wind w) {
  constexpr std::string_view kLetters[] = {"E", "S", "W", "N"};
  return kLetters[static_cast<int>(w)];
}

}  // namespace mjscore::classical
