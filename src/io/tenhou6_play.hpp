// Pieces of the tenhou.net/6 format (docs/tenhou.md): bounded whole numbers, the call strings
// ("c275226", "46p4646", "m39393939", "3737k3737", "232323a23"), and the reconstruction of
// the order of play of one hand from its per-seat draw and discard lists.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "io/tenhou_meld.hpp"
#include "io/tenhou_table.hpp"
#include "json/value.hpp"

namespace mjscore::tenhou::t6 {

using json::Type;
using json::Value;

// Whole numbers within +-1e9 (far beyond any score or tile code); anything else is nullopt, so
// no later arithmetic can overflow.
std::optional<long> as_int(Value v);

// A call written as tiles with one marker letter before the claimed (or added) tile. The
// marker's place (in tiles) says who supplied it: 0 the previous player, 1 across, 2 (pon,
// kakan) or 3 (daiminkan) the next player.
struct CallText {
  char letter = 0;  // c p m k a
  int place = 0;
  Call call;
};
std::optional<CallText> parse_call_text(std::string_view s);

// One hand's play: the table after the last move and the players whose riichi was accepted.
struct Played {
  Table table;
  std::vector<int> riichi;
};

// Deals k[4 + 3p] (seats 0 to players - 1; with three players the fourth slot's lists are empty)
// and replays the draws k[5 + 3p] and discards k[6 + 3p] of every seat from
// the dealer on. The lists do not say in which order the seats played: a pon may claim a
// discard or a later copy of the same tile, so the play is a search (a claim is tried first,
// then passing); a line of play is right when it uses every entry of every list exactly.
// `budget` counts the moves tried (shared by all hands of a file) against kSearchBudget.
// Errors: a message for the reader to wrap.
inline constexpr long kSearchBudget = 1000000;
// A North set aside (three players) is the discard entry "f44"; the replacement draw follows.
tl::expected<Played, std::string> replay_hand(Value kyoku, int dealer, int players, long& budget);

}  // namespace mjscore::tenhou::t6
