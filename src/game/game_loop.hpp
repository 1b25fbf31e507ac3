// The game loop every family shares (issue 31, "one game-loop skeleton"): walk the hands of a
// record in order, keep the table (seating, the dealer's kept deals, every player's score), add
// each hand's change to the scores, record the hand's result, and stop where the family's rules
// end the game. A family gives only its rules, as the hooks of a policy object (below); the loop
// knows no family and no player count (the table's seating holds it).
#pragma once

#include <cstddef>
#include <string>
#include <utility>

#include "mjscore/error.hpp"
#include "mjscore/seats.hpp"

namespace mjscore::game {

// The table between two hands. A family with more counters (riichi's honba and sticks) derives
// from it.
template <class Score>
struct Table {
  Seating seating;
  int repeat = 0;  // hands this dealer dealt in a row before this one without passing the deal
  PerPlayer<Score> scores;

  // After a hand: the dealer keeps the deal (one more repeat) or it passes to the next player
  // (repeat back to 0). True when the deal passing begins the next wind round.
  bool rotate(bool dealer_keeps) {
    if (dealer_keeps) {
      ++repeat;
      return false;
    }
    repeat = 0;
    return seating.pass_deal();
  }
};

// scores + change, player by player; false (and `scores` as it was) when a sum leaves Score's
// range: a record's scores stay in their type, or the game is an error.
template <class Score>
bool add_scores(PerPlayer<Score>& scores, const PerPlayer<Score>& change) {
  PerPlayer<Score> sum = scores;
  for (int p = 0; p < sum.players(); ++p)
    if (__builtin_add_overflow(scores[p], change[p], &sum[p])) return false;
  scores = sum;
  return true;
}

// What a family gives the loop (`F`):
//   using Table       game::Table<Score>, or a struct derived from it
//   using Settled     what settling one hand gives; its member `result` is the hand's entry in
//                     the game result, appended to `out` once the hand is played
//   static constexpr std::string_view kOutOfRange   the error text when a score leaves Score
//   Result<Settled> settle(std::size_t i, const Hand& hand, const Table& table)
//                     the hand's payments at this table (the table does not move yet)
//   PerPlayer<Score> change(const Settled&)   what the hand adds to every player's score
//   std::string next(std::size_t i, Settled& s, const PerPlayer<Score>& scores, Table& table)
//                     with `scores` the scores after the hand: writes them into the result,
//                     moves the table on (scores, dealer, counters) and says what ended the
//                     game ("" to play on)
//   Error after_end(std::size_t i, const std::string& ended_by)   a hand after the end
//   Error at_hand(std::size_t i, Error e)   an error of hand i, told as the family tells it
//
// Plays `hands` from `table`, appending every hand's result to `out`. The answer is what ended
// the game, or "" when the record stops before the end (the table is then the next hand's).
template <class F, class Hands, class Out>
Result<std::string> play_hands(F& family, const Hands& hands, typename F::Table& table, Out& out) {
  std::string ended_by;
  for (std::size_t i = 0; i < hands.size(); ++i) {
    if (!ended_by.empty()) return tl::unexpected(family.after_end(i, ended_by));
    auto settled = family.settle(i, hands[i], std::as_const(table));
    if (!settled) return tl::unexpected(family.at_hand(i, std::move(settled.error())));
    auto scores = table.scores;
    if (!add_scores(scores, family.change(*settled)))
      return tl::unexpected(family.at_hand(
          i, Error{ErrorCode::invalid_request, ErrorText::fixed(F::kOutOfRange), -1}));
    ended_by = family.next(i, *settled, scores, table);
    out.push_back(std::move(settled->result));
  }
  return ended_by;
}

}  // namespace mjscore::game
