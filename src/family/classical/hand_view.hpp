// A classical hand as the detection functions see it, computed once per request: tile counts,
// the melds as sets, the seat and round winds, the bonus tiles and the win's circumstances.
#pragma once

#include <cstdint>

#include "mjscore/request.hpp"
#include "mjscore/small_vector.hpp"
#include "mjscore/tiles.hpp"

namespace mjscore::classical {

enum class SetKind : uint8_t { Chow, Pung, Kong, Pair };

// A set of an arrangement (a meld, a set of concealed tiles, or the pair).
struct Set {
  SetKind kind = SetKind::Pung;
  Tile first = Tile::M1;
  // Scores as concealed (seed 003 section 6 "Combinaciones ocultas").
  bool concealed = true;
  // Counts as concealed for "only concealed melds", three concealed pungs and the concealed
  // limit hands: a concealed set, and a kong claimed onto a concealed pung (`kan`; docs).
  bool hidden = true;
  bool completed = false;  // the set the winning tile completed
  int8_t meld = -1;        // index into Hand::melds, -1 for concealed tiles

  constexpr bool is_pung_or_kong() const { return kind == SetKind::Pung || kind == SetKind::Kong; }
};

// Four melds, up to six concealed sets or pairs of a losing hand: eight is the most.
using Sets = SmallVector<Set, 8>;

struct HandView {
  TileCounts concealed{};  // concealed tiles, the winning tile included
  TileCounts all{};        // concealed and melded tiles
  Sets melds;              // the hand's melds as sets, in Hand::melds order
  int chow_melds = 0;
  int kong_melds = 0;
  uint8_t bonus = 0;  // bit n: Bonus n
  Wind seat = Wind::East;
  Tile seat_wind = Tile::East, round_wind = Tile::East;
  Tile win = Tile::M1;
  bool won = true;
  bool tsumo = false;
  bool last_tile = false, after_kan = false, after_double_kan = false, robbing_kan = false,
       first_turn = false, original_call = false;
};

inline Set meld_set(const Meld& m, int index) {
  Set s;
  s.first = m.first;
  s.meld = static_cast<int8_t>(index);
  switch (m.kind) {
    case MeldKind::Chi:
      s.kind = SetKind::Chow, s.concealed = false, s.hidden = false;
      break;
    case MeldKind::Pon:
      s.kind = SetKind::Pung, s.concealed = false, s.hidden = false;
      break;
    case MeldKind::Kan:  // claimed onto a concealed pung: scores exposed, stays hidden
      s.kind = SetKind::Kong, s.concealed = false, s.hidden = true;
      break;
    case MeldKind::Ankan:
      s.kind = SetKind::Kong, s.concealed = true, s.hidden = true;
      break;
    case MeldKind::Kakan:
      s.kind = SetKind::Kong, s.concealed = false, s.hidden = false;
      break;
  }
  return s;
}

inline HandView make_view(const ScoreRequest& q) {
  HandView v;
  v.concealed = q.hand.concealed;
  v.all = q.hand.all_tiles();
  for (int i = 0; i < q.hand.melds.size(); ++i) {
    const Set s = meld_set(q.hand.melds[i], i);
    v.chow_melds += s.kind == SetKind::Chow;
    v.kong_melds += s.kind == SetKind::Kong;
    v.melds.push_back(s);
  }
  v.bonus = q.hand.bonus_mask;
  v.seat = q.seat;
  v.seat_wind = wind_tile(q.seat);
  v.round_wind = wind_tile(q.round);
  v.win = q.hand.win.tile;
  v.won = q.won;
  v.tsumo = q.win_by == WinBy::Tsumo;
  v.last_tile = q.last_tile;
  v.after_kan = q.after_kan;
  v.after_double_kan = q.after_double_kan;
  v.robbing_kan = q.robbing_kan;
  v.first_turn = q.first_turn;
  v.original_call = q.original_call;
  return v;
}

}  // namespace mjscore::classical
