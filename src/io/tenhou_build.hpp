// Helpers both log readers use to turn table facts into the record's score requests.
#pragma once

#include <optional>
#include <string>

#include "io/tenhou_record.hpp"
#include "io/tenhou_table.hpp"
#include "mjscore/seats.hpp"

namespace mjscore::tenhou {

// Seat wind of a player in a hand with the given dealer (the dealer is East), at a table of
// `players` (three: E S W, (player - dealer + 3) % 3).
constexpr Wind seat_wind(int player, int dealer, int players) {
  return Seating{players, 0, dealer}.seat_of(player);
}

// Tenhou numbers the hands of a game 0, 1, 2...: hand n is round wind n / 4, dealer n % 4.
constexpr Wind round_wind(int hand_index) { return wind_at(hand_index / 4); }
std::string round_label(int hand_index);

std::string_view meld_kind_text(MeldKind k);
MeldOut meld_out(const Call& c, int caller, int dealer, int players);

// The melds, kita and situational flags of a win, as the table derived them.
void apply_facts(ScoreOut& s, const WinFacts& f, int dealer, int players);

// A line for the warnings when a win's deltas do not pay the winner (the winner must gain, a
// ron's discarder must pay, nobody else may gain); nullopt when they are consistent.
std::optional<std::string> check_win_deltas(const Seats& deltas, int winner,
                                            std::optional<int> from);

// Canonical text of a meld list, for comparing two sources of the same melds.
std::string melds_key(const std::vector<MeldOut>& melds);

}  // namespace mjscore::tenhou
