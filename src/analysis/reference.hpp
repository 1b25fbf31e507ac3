// Straightforward, obviously-correct versions of the analysis functions (analysis.hpp).
// They are slow (recursive search, loops over all 34 tiles) and serve as the test oracle for
// the table-driven versions; they are kept forever.
#pragma once

#include "mjscore/analysis.hpp"

namespace mjscore::reference {

// Same contract as mjscore::arrange. Order of the list: regular arrangements (decompositions
// in the order of their sorted concealed sets, then the block holding the winning tile in
// block order), then seven pairs, then thirteen orphans.
void arrange(const Hand& hand, Arrangements& out);

bool is_complete(const TileCounts& concealed, int meld_count);
bool is_complete_regular(const TileCounts& concealed, int meld_count);
bool is_seven_pairs(const TileCounts& concealed, int meld_count);
bool is_thirteen_orphans(const TileCounts& concealed, int meld_count);

Shanten shanten(const TileCounts& concealed, int meld_count);
int shanten_regular(const TileCounts& concealed, int meld_count);
WaitResult waits(const TileCounts& concealed, int meld_count, const TileCounts& all_tiles);

}  // namespace mjscore::reference
