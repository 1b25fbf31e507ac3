// Hand analysis shared by all rule families: every arrangement of a complete hand with every
// place the winning tile can sit, waits and tenpai of a 13-tile hand, shanten.
// The hot path is allocation-free: results go to fixed-capacity containers.
#pragma once

#include <cstdint>

#include "mjscore/hand.hpp"

namespace mjscore {

enum class BlockKind : uint8_t { Run, Triplet, Kan, Pair };

// One element of an arrangement: a set or the pair. `meld` is the index into Hand::melds for
// a called/declared meld, -1 for a set formed of concealed tiles.
struct Block {
  BlockKind kind = BlockKind::Run;
  Tile first = Tile::M1;  // lowest tile
  int8_t meld = -1;
  constexpr bool from_meld() const { return meld >= 0; }
  friend constexpr bool operator==(const Block&, const Block&) = default;
};

enum class Shape : uint8_t { Regular, SevenPairs, ThirteenOrphans };

// Wait shapes (seed 000 "Fu de esperas"): the shape of the block the winning tile completed.
enum class Wait : uint8_t {
  Ryanmen,   // two-sided run wait
  Kanchan,   // closed (middle) run wait
  Penchan,   // edge run wait (3 for 12, 7 for 89)
  Tanki,     // single wait on the pair
  Shanpon,   // the winning tile completes a concealed triplet
  Kokushi,   // thirteen orphans waiting on the tile it lacked
  Kokushi13  // thirteen orphans 13-sided (the 13 tiles before the win held one of each)
};

struct Arrangement {
  Shape shape = Shape::Regular;
  // Regular: the melds (in Hand::melds order) then the concealed sets then the pair.
  // Seven pairs: the 7 pairs. Thirteen orphans: empty.
  SmallVector<Block, 7> blocks;
  int8_t win_block = -1;  // the block holding the winning tile (-1 for thirteen orphans)
  Wait wait = Wait::Tanki;
  // The 13 concealed tiles before the win were 1112345678999 of one suit, no melds
  // (the nine-sided wait of nine gates).
  bool nine_sided = false;
};

inline constexpr int kMaxArrangements = 64;
using Arrangements = SmallVector<Arrangement, kMaxArrangements>;

// Every arrangement of a complete hand: four sets and a pair (melds fixed), seven pairs (seven
// distinct pairs), thirteen orphans; for each, every distinct block the winning tile can sit in,
// with its wait. Identical placements are listed once. Empty when the hand is not complete.
// Families with other special shapes add them on top of this list.
void arrange(const Hand& hand, Arrangements& out);

// True when `concealed` (with `meld_count` melds beside it) is a complete hand of any shape.
bool is_complete(const TileCounts& concealed, int meld_count);
bool is_complete_regular(const TileCounts& concealed, int meld_count);

// Shanten (Riichi definition): -1 complete, 0 tenpai, ... For 13 or 14 concealed tiles
// (13 - 3 * melds + {0,1}). Seven pairs and thirteen orphans only apply with no melds.
struct Shanten {
  int8_t regular = 8;
  int8_t seven_pairs = 6;
  int8_t thirteen_orphans = 13;
  constexpr int best() const {
    int b = regular;
    if (seven_pairs < b) b = seven_pairs;
    if (thirteen_orphans < b) b = thirteen_orphans;
    return b;
  }
};
Shanten shanten(const TileCounts& concealed, int meld_count);
int shanten_regular(const TileCounts& concealed, int meld_count);

// Bit n set: tile kind n. 34 bits.
using TileMask = uint64_t;
constexpr bool has_tile(TileMask m, Tile t) { return (m >> index(t)) & 1u; }

// Waits of a hand that lacks one tile (13 - 3 * melds concealed tiles). `all_tiles` is every
// tile the player holds (concealed and melds) for the "all four copies held" check.
struct WaitResult {
  TileMask waits = 0;      // tiles that complete the hand and still exist (fewer than 4 held)
  TileMask exhausted = 0;  // tiles that would complete it but all four copies are the player's
  constexpr bool tenpai() const { return waits != 0; }
};
WaitResult waits(const TileCounts& concealed, int meld_count, const TileCounts& all_tiles);

}  // namespace mjscore
