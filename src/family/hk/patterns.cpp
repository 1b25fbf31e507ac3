// HK pattern detection (patterns.hpp). Conditions as seed 001 states them; what the seed leaves
// open is decided in docs/hk.md "Decisions".
#include "family/hk/patterns.hpp"

#include <bit>

namespace mjscore::hk {
namespace {

constexpr uint64_t kind_bit(Tile t) { return uint64_t{1} << index(t); }
constexpr uint64_t kDragons = kind_bit(Tile::White) | kind_bit(Tile::Green) | kind_bit(Tile::Red);
constexpr uint64_t kWinds =
    kind_bit(Tile::East) | kind_bit(Tile::South) | kind_bit(Tile::West) | kind_bit(Tile::North);

bool regular(const ReadingView& r) { return r.shape == Shape::Regular; }
int sets_among(const ReadingView& r, uint64_t kinds) {
  return std::popcount(r.triplet_kinds & kinds);
}
bool one_suit(const HandView& h) { return std::popcount(h.suits) == 1; }

}  // namespace

bool common_hand(const HandView&, const ReadingView& r) { return regular(r) && r.runs == 4; }
bool all_triplets(const HandView&, const ReadingView& r) { return regular(r) && r.triplets == 4; }
bool mixed_one_suit(const HandView& h, const ReadingView&) { return one_suit(h) && h.honors; }
bool all_one_suit(const HandView& h, const ReadingView&) { return one_suit(h) && !h.honors; }
bool all_honors(const HandView& h, const ReadingView&) { return h.suits == 0; }
bool small_dragons(const HandView&, const ReadingView& r) {
  return regular(r) && sets_among(r, kDragons) == 2 && is_dragon(r.pair);
}
bool great_dragons(const HandView&, const ReadingView& r) { return sets_among(r, kDragons) == 3; }
bool small_winds(const HandView&, const ReadingView& r) {
  return regular(r) && sets_among(r, kWinds) == 3 && is_wind(r.pair);
}
bool great_winds(const HandView&, const ReadingView& r) { return sets_among(r, kWinds) == 4; }
bool thirteen_orphans(const HandView&, const ReadingView& r) {
  return r.shape == Shape::ThirteenOrphans;
}
bool all_kongs(const HandView&, const ReadingView& r) { return r.kongs == 4; }
bool self_triplets(const HandView&, const ReadingView& r) {
  return regular(r) && r.concealed_triplets == 4;
}
bool orphans(const HandView& h, const ReadingView& r) {
  return r.shape != Shape::ThirteenOrphans && h.terminals_only;
}
bool nine_gates(const HandView& h, const ReadingView& r) {
  if (!regular(r) || !h.no_melds || !one_suit(h) || h.honors) return false;
  const int s = std::countr_zero(h.suits) * 9;
  if (h.all[s] < 3 || h.all[s + 8] < 3) return false;
  for (int k = 1; k < 8; ++k)
    if (h.all[s + k] == 0) return false;
  return true;  // 14 tiles of one suit holding 1112345678999: the 14th is any of the suit
}

bool seat_wind(const HandView& h, const ReadingView& r) {
  return (r.triplet_kinds & kind_bit(wind_tile(h.seat))) != 0;
}
bool prevailing_wind(const HandView& h, const ReadingView& r) {
  return (r.triplet_kinds & kind_bit(wind_tile(h.round))) != 0;
}
bool red_dragon(const HandView&, const ReadingView& r) {
  return (r.triplet_kinds & kind_bit(Tile::Red)) != 0;
}
bool green_dragon(const HandView&, const ReadingView& r) {
  return (r.triplet_kinds & kind_bit(Tile::Green)) != 0;
}
bool white_dragon(const HandView&, const ReadingView& r) {
  return (r.triplet_kinds & kind_bit(Tile::White)) != 0;
}
bool mixed_orphans(const HandView& h, const ReadingView& r) {
  return r.shape != Shape::ThirteenOrphans && h.terminals_honors_only;
}

bool self_draw(const HandView& h, const ReadingView&) { return h.tsumo; }
bool concealed_hand(const HandView& h, const ReadingView&) { return h.closed; }
bool robbing_kong(const HandView& h, const ReadingView&) { return h.robbing_kan; }
bool last_catch(const HandView& h, const ReadingView&) { return h.last_tile; }
bool win_by_kong(const HandView& h, const ReadingView&) {
  return h.after_kan || h.after_double_kan;
}
bool win_by_double_kong(const HandView& h, const ReadingView&) { return h.after_double_kan; }
bool heavenly_hand(const HandView& h, const ReadingView&) {
  return h.first_turn && h.seat == Wind::East && h.tsumo;
}
bool earthly_hand(const HandView& h, const ReadingView&) {
  return h.first_turn && h.seat != Wind::East && !h.tsumo;
}

bool seven_pairs(const HandView&, const ReadingView& r) { return r.shape == Shape::SevenPairs; }
// Flower n and season n+4 belong to seat n (contract "Tiles"; bit n-1 of the mask).
bool no_flowers(const HandView& h, const ReadingView&) { return h.bonus_mask == 0; }
bool own_flower(const HandView& h, const ReadingView&) {
  return (h.bonus_mask >> index(h.seat) & 1u) != 0;
}
bool own_season(const HandView& h, const ReadingView&) {
  return (h.bonus_mask >> (4 + index(h.seat)) & 1u) != 0;
}
bool all_flowers(const HandView& h, const ReadingView&) { return (h.bonus_mask & 0x0Fu) == 0x0Fu; }
bool all_seasons(const HandView& h, const ReadingView&) { return (h.bonus_mask & 0xF0u) == 0xF0u; }

namespace {
using Detector = bool (*)(const HandView&, const ReadingView&);
// In Element order.
constexpr Detector kDetectors[kElementCount] = {
    common_hand,        all_triplets,   mixed_one_suit, all_one_suit, all_honors,
    small_dragons,      great_dragons,  small_winds,    great_winds,  thirteen_orphans,
    all_kongs,          self_triplets,  orphans,        nine_gates,   seat_wind,
    prevailing_wind,    red_dragon,     green_dragon,   white_dragon, mixed_orphans,
    self_draw,          concealed_hand, robbing_kong,   last_catch,   win_by_kong,
    win_by_double_kong, heavenly_hand,  earthly_hand,   seven_pairs,  no_flowers,
    own_flower,         own_season,     all_flowers,    all_seasons};
}  // namespace

uint64_t detect(const HandView& hand, const ReadingView& reading) {
  uint64_t mask = 0;
  for (int i = 0; i < kElementCount; ++i)
    if (kDetectors[i](hand, reading)) mask |= uint64_t{1} << i;
  return mask;
}

}  // namespace mjscore::hk
