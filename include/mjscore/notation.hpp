// MPSZ notation (contract "Tiles" and "Melds"): parsing, validation and canonical formatting.
// Also accepts Unicode mahjong tiles (U+1F000 block) as input. Output is canonical MPSZ.
#pragma once

#include <string>
#include <string_view>

#include "mjscore/error.hpp"
#include "mjscore/hand.hpp"

namespace mjscore {

// Tiles in the order written (the last one is the default winning tile).
inline constexpr int kMaxTileList = 40;
using TileList = SmallVector<TileRef, kMaxTileList>;

// "123m406p789s1122z" (split digit runs allowed, red five 0, Unicode tiles, spaces ignored).
// Errors: parse_error with the 0-based position (unknown character, digit without a suit,
// bonus suit letter f in a plain tile list, too many tiles).
Result<TileList> parse_tiles(std::string_view text);

// Bonus tiles "1f5f" (1-8f, or the Unicode flower/season tiles). Returns a bit mask.
Result<uint8_t> parse_bonus(std::string_view text);

// "E" "S" "W" "N" (also "east"... case-insensitive full names).
Result<Wind> parse_wind(std::string_view text);

// "pon 777z", "chi 340m from W", "ankan 5555z". Errors: parse_error (grammar, with the
// position), invalid_hand (a chi that is not a run, a pon/kan of unequal tiles, wrong count).
Result<Meld> parse_meld(std::string_view text);
// Build a meld from its parts (the object form {"kind","tiles","from"}).
Result<Meld> make_meld(std::string_view kind, std::string_view tiles, std::optional<Wind> from);

// What the hand is meant to be: a complete (winning) hand or a hand waiting for one tile.
enum class HandShape : uint8_t { Complete, Waiting };

struct HandInput {
  TileList concealed;          // as written
  std::optional<TileRef> win;  // the winning tile; default: last tile of `concealed`
  Melds melds;
  uint8_t bonus_mask = 0;
  TileList indicators;  // dora + ura indicators (only for the fifth-copy check)
};

// Validates and builds a Hand. invalid_hand on: wrong tile count (Complete: 14 + one per kan
// counting melds as 3; Waiting: 13 + ...), a fifth copy of a tile (hand, melds, winning tile
// and indicators together), more red fives than exist, a winning tile not in the hand.
Result<Hand> make_hand(const HandInput& input, HandShape shape);
// The same without the tile-count check (classical: a wrong count is a dead hand, which the
// scorer reports). A complete hand's winning tile must still be in it.
Result<Hand> make_hand_any_count(const HandInput& input, HandShape shape);

// Canonical MPSZ text: "123m406p789s1122z" (red five written 0, placed in rank order).
std::string format_tiles(const TileCounts& counts, const RedCounts& red = {});
std::string format_tile(TileRef t);
std::string format_meld(const Meld& m);  // "pon 777z from W"
std::string_view meld_kind_name(MeldKind k);
constexpr char wind_letter(Wind w) { return kWindLetters[index(w)]; }

}  // namespace mjscore
