// The HK view of a hand, computed once per request, and of one reading (arrangement), computed
// once per arrangement. Pattern detection (patterns.hpp) only reads these.
#pragma once

#include <cstdint>

#include "mjscore/analysis.hpp"
#include "mjscore/request.hpp"

namespace mjscore::hk {

struct HandView {
  TileCounts all{};     // every tile, melds included
  uint8_t suits = 0;    // bit s: a tile of suit s (m p s) is held
  bool honors = false;  // an honour is held
  bool terminals_honors_only = false;
  bool terminals_only = false;  // only ones and nines (no honours)
  bool closed = true;           // no meld opens the hand (concealed kongs keep it closed)
  bool no_melds = true;
  std::array<uint8_t, 3> exposed_sets{};  // per suit: melds that open the hand (not ankan)
  int exposed_total = 0;
  bool tsumo = false;
  Wind seat = Wind::East;
  Wind round = Wind::East;
  uint8_t bonus_mask = 0;
  bool robbing_kan = false, last_tile = false, after_kan = false, after_double_kan = false,
       first_turn = false;
};

HandView make_hand_view(const ScoreRequest& request);

struct ReadingView {
  Shape shape = Shape::Regular;
  int runs = 0;
  int triplets = 0;  // triplets and kongs
  int kongs = 0;
  int concealed_triplets = 0;  // triplets and kongs never exposed (a ron's triplet is exposed)
  uint64_t triplet_kinds = 0;  // bit t: a triplet or kong of tile kind t
  bool has_pair = false;
  Tile pair = Tile::M1;
};

ReadingView make_reading_view(const Hand& hand, const Arrangement& a, bool tsumo);

}  // namespace mjscore::hk
