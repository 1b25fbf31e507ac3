// Internal: the compact form of an arrangement (complete.cpp), for the scorers that value every
// reading of a hand and list the blocks of one only (the riichi scorer). Not part of the public
// API: include/mjscore/analysis.hpp gives the full arrangements.
#pragma once

#include <cstdint>

#include "mjscore/analysis.hpp"

namespace mjscore {

// An arrangement without its block list, for scorers that value every reading of a hand and
// list the blocks of one only. A regular reading keeps its concealed sets as masks (the melds
// are the hand's); seven pairs and thirteen orphans keep their shape, wait and winning block.
struct CompactArrangement {
  Shape shape = Shape::Regular;
  Wait wait = Wait::Tanki;
  int8_t win_block = -1;    // as in Arrangement
  uint8_t peikou = 0;       // Regular: pairs of identical concealed runs (2 or 3 copies: 1)
  Tile pair = Tile::M1;     // Regular: the pair
  uint16_t splits[3] = {};  // Regular, from arrange_compact: each suit's split (the tables')
  uint32_t runs = 0;        // Regular: bit t, a concealed run starts at kind t (0-26)
  uint64_t triplets = 0;    // Regular: bit t, a concealed triplet of kind t (0-33)
};
using CompactArrangements = SmallVector<CompactArrangement, kMaxArrangements>;

// arrange() without the block lists: the same arrangements in the same order. Returns false,
// `out` empty, for counts above 4, which only arrange() handles.
bool arrange_compact(const Hand& hand, CompactArrangements& out);
// The arrangement an entry of arrange_compact(hand, ...) stands for.
void expand(const Hand& hand, const CompactArrangement& compact, Arrangement& out);
// The compact form of any arrangement of `hand` (no splits: it cannot be expanded).
CompactArrangement compact_of(const Arrangement& a);

}  // namespace mjscore
