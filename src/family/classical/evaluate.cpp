// Points, doubles and limit hands of one arrangement (seed 003 section 6; the values are the
// preset's, rules/classical/*.toml; docs/classical.md says which hand each element is).
#include "family/classical/evaluate.hpp"

#include <algorithm>
#include <bit>
#include <climits>
#include <cmath>

#include "family/classical/element_ids.hpp"

namespace mjscore::classical {
namespace {

constexpr int kBase = element_id_base(Family::Classical);

void add(Eval& e, int id, ElementUnit::Id unit, int amount) {
  if (amount == 0) return;
  const auto index = static_cast<uint16_t>(kBase + id);
  for (Element& x : e.elements)
    if (x.id.index == index && x.unit.id == unit) {
      x.amount += amount;
      return;
    }
  if (e.elements.size() < e.elements.capacity())
    e.elements.push_back(Element{ElementId{index}, ElementUnit{unit}, amount});
}

void add_points(const Rules& r, P p, Eval& e, int times = 1) {
  const int amount = r.point(p) * times;
  e.points += amount;
  add(e, kPointIds + static_cast<int>(p), ElementUnit::points, amount);
}
void add_doubles(const Rules& r, D d, Eval& e, int times = 1) {
  const int amount = r.doubling(d) * times;
  e.doubles += amount;
  add(e, kDoubleIds + static_cast<int>(d), ElementUnit::doubles, amount);
}

bool contains(const TileCounts& c, bool (*pred)(Tile)) {
  for (int k = 0; k < kTileKinds; ++k)
    if (c[k] && !pred(tile_at(k))) return false;
  return true;
}

// The points of a set (seed 003 section 6 "Combinaciones expuestas / ocultas").
P set_points(const Set& s) {
  const bool major = is_terminal_or_honor(s.first);
  if (s.kind == SetKind::Pung) {
    if (s.concealed) return major ? P::pung_concealed_major : P::pung_concealed_minor;
    return major ? P::pung_exposed_major : P::pung_exposed_minor;
  }
  if (s.concealed) return major ? P::kong_concealed_major : P::kong_concealed_minor;
  return major ? P::kong_exposed_major : P::kong_exposed_minor;
}

// The hand's colour (seed 003 section 6 "Dobles"): one suit with honours, one suit, all honours.
void colour_doubles(const Rules& r, const HandView& v, bool chows, Eval& e) {
  const unsigned suits = suits_held(v.all);
  const unsigned suited = suits & 7u;
  const bool one = suited == 1u || suited == 2u || suited == 4u;
  if (one && (suits & 8u)) add_doubles(r, D::one_suit_with_honours, e);
  if (one && !(suits & 8u)) {
    e.one_suit = !(r.one_suit_no_chow && chows);
    if (e.one_suit) add_doubles(r, D::one_suit, e);
  }
  if (suits == 8u) add_doubles(r, D::all_honours, e);
}

}  // namespace

void add_limit(const Rules& r, L l, Eval& e) {
  e.limit_mask |= uint64_t{1} << static_cast<int>(l);
  const double f = r.limit_of(l);
  if (f > e.limit) {
    e.limit = f;
    e.limit_element = kLimitIds + static_cast<int>(l);
  }
}

void evaluate_sets(const Rules& r, const HandView& v, const Sets& sets, bool winner,
                   bool only_possible, Eval& e) {
  int set_points_total = 0, chows = 0, hidden_pungs = 0, dragon_pungs = 0, wind_pungs = 0;
  bool dragon_pair = false, wind_pair = false, all_hidden = true;
  const Set* completed = nullptr;
  for (const Set& s : sets) {
    all_hidden &= s.hidden;
    if (s.completed) completed = &s;
    if (s.kind == SetKind::Chow) {
      ++chows;
      add_points(r, P::chow, e);
      set_points_total += r.point(P::chow);
      continue;
    }
    if (s.kind == SetKind::Pair) {
      const int before = e.points;
      if (is_dragon(s.first)) add_points(r, P::pair_dragon, e);
      if (s.first == v.seat_wind) add_points(r, P::pair_own_wind, e);
      if (s.first == v.round_wind) add_points(r, P::pair_round_wind, e);
      set_points_total += e.points - before;
      dragon_pair |= is_dragon(s.first);
      wind_pair |= is_wind(s.first);
      continue;
    }
    const P p = set_points(s);
    add_points(r, p, e);
    set_points_total += r.point(p);
    hidden_pungs += s.hidden;
    if (is_dragon(s.first)) {
      ++dragon_pungs;
      add_doubles(r, D::dragon_pung, e);
    }
    if (is_wind(s.first)) ++wind_pungs;
    if (s.first == v.seat_wind) add_doubles(r, D::own_wind_pung, e);
    if (s.first == v.round_wind) add_doubles(r, D::round_wind_pung, e);
  }

  // Bonus tiles (flowers and seasons): points each, doubles for the own and for full sets.
  add_points(r, P::bonus_tile, e, std::popcount(static_cast<unsigned>(v.bonus)));
  const bool own_flower = v.bonus >> index(v.seat) & 1u,
             own_season = v.bonus >> (index(v.seat) + 4) & 1u;
  if (own_flower && own_season) add_doubles(r, D::own_flower_and_season, e);
  if (own_flower) add_doubles(r, D::own_flower, e);
  if (own_season) add_doubles(r, D::own_season, e);
  if ((v.bonus & 0x0Fu) == 0x0Fu) add_doubles(r, D::all_flowers, e);
  if ((v.bonus & 0xF0u) == 0xF0u) add_doubles(r, D::all_seasons, e);

  if (hidden_pungs >= 3) add_doubles(r, D::three_concealed_pungs, e);
  if (dragon_pungs == 3) add_doubles(r, D::big_three_dragons, e);
  if (dragon_pungs == 2 && dragon_pair) add_doubles(r, D::little_three_dragons, e);
  if (wind_pungs == 4) add_doubles(r, D::big_four_joys, e);
  if (wind_pungs == 3 && wind_pair) add_doubles(r, D::little_four_joys, e);

  if (winner || r.colour_doubles_for_losers) colour_doubles(r, v, chows > 0, e);
  if (!winner) return;

  // The winner's bonus points and doubles (seed 003 section 6 "Primas").
  add_points(r, P::mah_jongg, e);
  if (v.tsumo) {
    // The loose tile's points replace those of a self-drawn tile ("no acumulable").
    if (v.after_kan && r.point(P::loose_tile) > 0) {
      add_points(r, P::loose_tile, e);
    } else {
      add_points(r, P::self_drawn, e);
    }
  }
  if (chows == 0) add_points(r, P::no_chow, e);
  if (set_points_total == 0) add_points(r, P::zero_point, e);
  if (v.last_tile && !v.tsumo) add_points(r, P::last_discard, e);
  if (v.last_tile && v.tsumo) add_points(r, P::last_wall_tile, e);
  if (only_possible) add_points(r, P::only_possible_tile, e);
  if (completed && completed->kind == SetKind::Pair)
    add_points(
        r,
        is_terminal_or_honor(completed->first) ? P::pair_completed_major : P::pair_completed_minor,
        e);

  if (chows == 0) add_doubles(r, D::no_chow, e);
  if (all_hidden) add_doubles(r, D::only_concealed, e);
  if (contains(v.all, is_terminal_or_honor)) add_doubles(r, D::only_majors, e);
  if (set_points_total == 0) add_doubles(r, D::zero_point, e);
  if (v.after_kan) add_doubles(r, D::loose_tile, e);
  if (v.last_tile && v.tsumo) add_doubles(r, D::last_wall_tile, e);
  if (v.last_tile && !v.tsumo) add_doubles(r, D::last_discard, e);
  if (v.robbing_kan) add_doubles(r, D::robbing_kong, e);
  if (v.original_call) add_doubles(r, D::original_call, e);
}

void standard_limits(const Rules& r, const HandView& v, const Sets& sets, Eval& e) {
  int chows = 0, pungs = 0, hidden_pungs = 0, dragon_pungs = 0, wind_pungs = 0;
  bool all_hidden = true;
  for (const Set& s : sets) {
    all_hidden &= s.hidden;
    if (s.kind == SetKind::Chow) ++chows;
    if (!s.is_pung_or_kong()) continue;
    ++pungs;
    hidden_pungs += s.hidden;
    dragon_pungs += is_dragon(s.first);
    wind_pungs += is_wind(s.first);
  }
  const unsigned suits = suits_held(v.all);
  const unsigned suited = suits & 7u;
  const bool one_suit = suited == 1u || suited == 2u || suited == 4u;
  const auto limit = [&](L l, bool holds) {
    if (!holds) return;
    e.limit_mask |= uint64_t{1} << static_cast<int>(l);
    if (r.limit_of(l) > 0) add_limit(r, l, e);
  };
  limit(L::heads_and_tails, contains(v.all, is_terminal));
  limit(L::all_honours, suits == 8u);
  limit(L::four_kongs, v.kong_melds == 4);
  limit(L::heavens_blessing, v.first_turn && v.seat == Wind::East);
  limit(L::earths_blessing, v.first_turn && v.seat != Wind::East);
  limit(L::plum_blossom, v.win == Tile::P5 && v.after_kan && v.tsumo);
  limit(L::moon_from_the_sea, v.win == Tile::P1 && v.last_tile && v.tsumo);
  limit(L::scratching_pole, v.win == Tile::S2 && v.robbing_kan);
  limit(L::twofold_fortune, v.after_double_kan);
  limit(L::hidden_treasure, pungs == 4 && hidden_pungs == 4 && all_hidden && v.tsumo);
  limit(L::buried_treasure, pungs == 4 && all_hidden && one_suit);
  limit(L::concealed_one_suit, one_suit && !(suits & 8u) && all_hidden);
  limit(L::three_great_scholars, dragon_pungs == 3 && !(r.three_great_scholars_no_chow && chows));
  limit(L::four_blessings, wind_pungs == 4);
  limit(L::imperial_jade, contains(v.all, is_green));
  if (one_suit && !(suits & 8u) && v.kong_melds == 0 && tile_total(v.all) == 14) {
    // Squirming snake: 111 2345678 999 of one suit with a pair of 2, 5 or 8.
    const Suit s = suited == 1u ? Suit::Man : suited == 2u ? Suit::Pin : Suit::Sou;
    bool snake = suit_count(v.all, s, 1) == 3 && suit_count(v.all, s, 9) == 3;
    int pair = 0;
    for (int rank = 2; rank <= 8 && snake; ++rank) {
      const int n = suit_count(v.all, s, rank);
      if (n == 2) pair = rank;
      snake = n == 1 || n == 2;
    }
    limit(L::squirming_snake, snake && (pair == 2 || pair == 5 || pair == 8));
  }
}

void add_calling(const Rules& r, uint64_t mask, bool one_suit, Eval& e) {
  for (int l = 0; l < kLimitCount; ++l) {
    const double f = r.calling[l];
    if ((mask >> l & 1u) && f > e.limit) {
      e.limit = f;
      e.limit_element = kCallingIds + l;
    }
  }
  if (one_suit) add_doubles(r, D::calling_one_suit, e);
}

void finish(const Rules& r, Eval& e) {
  const int shift = e.doubles < 40 ? e.doubles : 40;
  const long long cap = 1LL << 50;
  long long ordinary = static_cast<long long>(e.points) << shift;
  if (ordinary > cap || ordinary < 0) ordinary = cap;
  e.ordinary = ordinary;
  long long score = r.roof_off ? ordinary : std::min<long long>(ordinary, r.limit);
  e.is_limit = false;
  if (e.limit > 0) {
    // A limit hand scores its fraction of the limit; a fractional one only when it beats the
    // ordinary score.
    const long long fraction = std::llround(r.limit * e.limit);
    if (e.limit >= 1 || fraction > score) {
      score = fraction;
      e.is_limit = true;
    }
  }
  e.score = static_cast<int>(std::min<long long>(score, INT_MAX));
}

bool better(const Eval& a, const Eval& b) {
  if (a.score != b.score) return a.score > b.score;
  if (a.ordinary != b.ordinary) return a.ordinary > b.ordinary;
  return a.points > b.points;
}

}  // namespace mjscore::classical
