// A call (chi, pon, kan) as a Tenhou log states it, and the decoder of mjlog's 16-bit meld code
// (the `m` attribute of <N> and <AGARI>). Bit layout (bit 0 = least significant), docs/tenhou.md:
//   bits 0-1  who supplied the tile, relative to the caller: 0 self, 1 next, 2 across, 3 previous
//   chi  (bit 2 set): bits 3-4, 5-6, 7-8 the copy (0-3) of each of the three tiles;
//                     bits 10-15 = run * 3 + index of the called tile, run = suit * 7 + (rank-1)
//   pon  (bit 3 set): bits 5-6 the copy left out; bits 9-15 = kind * 3 + index of the called tile
//   kakan (bit 4 set): as pon; the copy "left out" is the added fourth tile
//   nuki (bit 5 set): a North set aside in 3-player games (kita): bits 8-15 = its tile id
//   kan  (bits 2-5 clear): bits 8-15 = the tile id of the claimed (or, for an ankan, one) tile;
//                     supplier 0 = ankan, else daiminkan
#pragma once

#include <cstdint>

#include "mjscore/error.hpp"
#include "mjscore/hand.hpp"
#include "mjscore/small_vector.hpp"

namespace mjscore::tenhou {

struct Call {
  MeldKind kind = MeldKind::Pon;
  SmallVector<TileRef, 4> tiles;  // every tile of the meld (kakan: all four)
  TileRef called{};               // the claimed tile; for a kakan the added tile
  int from_rel = 0;               // supplier relative to the caller: 0 self, 1 next, 2, 3 previous
  bool nuki = false;              // a North set aside (kita, three players): `called`, no meld
};

Result<Call> decode_meld_code(long code, bool aka);

}  // namespace mjscore::tenhou
