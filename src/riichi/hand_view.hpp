// What the riichi scorer knows about a hand before looking at any arrangement: computed once
// per request (tile counts with melds, presence masks, dora counts, the yaku and yakuman that
// do not depend on how the hand is split into sets).
#pragma once

#include "mjscore/analysis.hpp"
#include "mjscore/request.hpp"
#include "mjscore/riichi_rules.hpp"
#include "riichi/yaku_table.hpp"

namespace mjscore::riichi {

// 34-bit tile-kind masks.
inline constexpr TileMask kSuitMask[3] = {0x1FFull, 0x1FFull << 9, 0x1FFull << 18};
inline constexpr TileMask kHonorMask = 0x7Full << 27;
inline constexpr TileMask kTerminalMask =
    (1ull << 0) | (1ull << 8) | (1ull << 9) | (1ull << 17) | (1ull << 18) | (1ull << 26);
inline constexpr TileMask kSimpleMask =
    (kSuitMask[0] | kSuitMask[1] | kSuitMask[2]) & ~kTerminalMask;
inline constexpr TileMask kGreenMask = (1ull << index(Tile::S2)) | (1ull << index(Tile::S3)) |
                                       (1ull << index(Tile::S4)) | (1ull << index(Tile::S6)) |
                                       (1ull << index(Tile::S8)) | (1ull << index(Tile::Green));

struct HandView {
  TileCounts all{};      // concealed and melded tiles
  TileMask present = 0;  // kinds held
  bool closed = true;    // no meld but ankan
  bool tsumo = false;
  bool dealer = false;
  Tile seat_wind = Tile::East;
  Tile round_wind = Tile::East;
  int kans = 0;
  int dora = 0;             // from the dora indicators
  int aka = 0;              // red fives (when `aka_dora`)
  int ura = 0;              // from the ura indicators (riichi hands, when `ura_dora`)
  YakuMask yaku = 0;        // arrangement-independent yaku (before open/closed filtering)
  YakumanMask yakuman = 0;  // arrangement-independent yakuman
};

// Kinds held at least once, at least twice, at least three times (bit n = tile kind n).
struct CountMasks {
  TileMask present = 0;
  TileMask pairs = 0;
  TileMask triplets = 0;
};
CountMasks count_masks(const TileCounts& counts);
// Number of tiles in `counts`.
int tile_total(const TileCounts& counts);

// invalid_hand / invalid_context checks of issue 3 "Validation".
Result<void> validate_request(const ScoreRequest& request);

// Fills `view` (request validated).
void build_view(const ScoreRequest& request, const ScoringRules& rules, HandView& view);

}  // namespace mjscore::riichi
