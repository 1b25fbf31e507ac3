// Is a concealed hand (13 tiles minus 3 per meld) one tile from a complete hand? Used for the
// tenpai players of a tenhou.net/6 exhaustive draw, which that format does not list. Shapes:
// sets and a pair, seven pairs, thirteen orphans (seed 000). As on Tenhou, a wait on a tile
// whose four copies are all in the hand does not count.
#pragma once

#include "mjscore/tiles.hpp"

namespace mjscore::tenhou {

bool is_tenpai(const TileCounts& concealed);

}  // namespace mjscore::tenhou
