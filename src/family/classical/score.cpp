// Classical hand scoring: the tile count (dead hand), the winner's arrangements and winning set,
// the loser's arrangement and calling hands, and the result (issue 20; docs/classical.md).
#include "family/classical/score.hpp"

#include "family/classical/element_ids.hpp"
#include "family/classical/evaluate.hpp"
#include "family/foreign_fields.hpp"
#include "json/json_out.hpp"

namespace mjscore::classical {
namespace {

constexpr int kBase = element_id_base(Family::Classical);

bool holds(const Set& s, Tile t) {
  if (s.kind != SetKind::Chow) return s.first == t;
  return is_suited(t) && suit_of(t) == suit_of(s.first) && index(t) >= index(s.first) &&
         index(t) <= index(s.first) + 2;
}

int chow_count(const HandView& v, const Sets& concealed_sets) {
  int n = v.chow_melds;
  for (const Set& s : concealed_sets) n += s.kind == SetKind::Chow;
  return n;
}

// Whether `c` (beside the hand's melds) is a winning hand of the preset with last tile `win`.
bool is_winning(const Rules& r, const HandView& v, const TileCounts& c, Tile win) {
  bool found = false;
  for_each_standard(c, 4 - v.melds.size(),
                    [&](const Sets& sets) { found |= chow_count(v, sets) <= r.max_chows; });
  if (found || !v.melds.empty()) return found;
  uint64_t mask = 0;
  special_limits(
      c, win, r.nine_gates_last_tile, [&](L l) { return r.limit_of(l) > 0; }, mask);
  return mask != 0;
}

// DMJL "last tile is the only possible tile": one tile kind completes the hand without it.
bool only_possible(const Rules& r, const HandView& v) {
  if (r.point(P::only_possible_tile) == 0) return false;
  TileCounts before = v.concealed;
  --before[index(v.win)];
  int tiles = 0;
  for (int k = 0; k < kTileKinds && tiles < 2; ++k) {
    if (v.all[k] - (k == index(v.win)) >= kCopies) continue;
    ++before[k];
    tiles += is_winning(r, v, before, tile_at(k));
    --before[k];
  }
  return tiles == 1;
}

// The winner's best reading: every standard arrangement with every set the winning tile can
// have completed (by a discard: exposed; self-drawn: concealed; seed 003 section 7), and the
// special shapes. False when the hand wins under none.
bool best_win(const Rules& r, const HandView& v, Eval& best) {
  bool any = false;
  const auto consider = [&](Eval& e) {
    finish(r, e);
    if (!any || better(e, best)) best = e;
    any = true;
  };
  const bool only = only_possible(r, v);
  const int melds = v.melds.size();
  for_each_standard(v.concealed, 4 - melds, [&](const Sets& sets) {
    if (chow_count(v, sets) > r.max_chows) return;
    for (int i = 0; i < sets.size(); ++i) {
      if (!holds(sets[i], v.win)) continue;
      bool seen = false;
      for (int j = 0; j < i; ++j)
        seen |= sets[j].kind == sets[i].kind && sets[j].first == sets[i].first;
      if (seen) continue;
      Eval e;
      e.sets = v.melds;
      for (const Set& s : sets) e.sets.push_back(s);
      Set& w = e.sets[melds + i];
      w.completed = true;
      if (!v.tsumo) w.concealed = w.hidden = false;
      evaluate_sets(r, v, e.sets, true, only, e);
      standard_limits(r, v, e.sets, e);
      consider(e);
    }
  });
  if (melds == 0) {
    Eval e;
    special_limits(
        v.concealed, v.win, r.nine_gates_last_tile, [&](L l) { return r.limit_of(l) > 0; },
        e.limit_mask);
    if (e.limit_mask) {
      for (int l = 0; l < kLimitCount; ++l)
        if (e.limit_mask >> l & 1u) add_limit(r, static_cast<L>(l), e);
      e.shape = (e.limit_mask >> static_cast<int>(L::thirteen_orphans) & 1u)
                    ? SpecialShape::ThirteenOrphans
                    : SpecialShape::Other;
      consider(e);
    }
  }
  return any;
}

// A loser's calling hands (BMJA "calling" / fishing): the limit hands and one-suit hands its
// tiles make with one more tile (self-drawn, no circumstances).
void calling(const Rules& r, const HandView& v, Eval& e) {
  bool any_value = r.doubling(D::calling_one_suit) > 0;
  for (double f : r.calling) any_value |= f > 0;
  if (!any_value) return;
  uint64_t mask = 0;
  bool one_suit = false;
  const int melds = v.melds.size();
  for (int k = 0; k < kTileKinds; ++k) {
    if (v.all[k] >= kCopies) continue;
    HandView w = v;
    ++w.concealed[k];
    ++w.all[k];
    w.won = w.tsumo = true;
    w.win = tile_at(k);
    w.last_tile = w.after_kan = w.after_double_kan = w.robbing_kan = w.first_turn = false;
    const unsigned suits = suits_held(w.all);
    const bool single_suit = suits == 1u || suits == 2u || suits == 4u;
    for_each_standard(w.concealed, 4 - melds, [&](const Sets& sets) {
      const int chows = chow_count(w, sets);
      if (chows > r.max_chows) return;
      Eval x;
      x.sets = w.melds;
      for (const Set& s : sets) x.sets.push_back(s);
      standard_limits(r, w, x.sets, x);
      mask |= x.limit_mask;
      one_suit |= single_suit && !(r.one_suit_no_chow && chows > 0);
    });
    if (melds == 0)
      special_limits(
          w.concealed, w.win, r.nine_gates_last_tile,
          [&](L l) { return r.calling[static_cast<int>(l)] > 0; }, mask);
  }
  add_calling(r, mask, one_suit, e);
}

// A loser's best arrangement (seed 003 section 7): chows score nothing, so every concealed
// kind of three or four tiles is a pung and every pair a pair.
void best_loss(const Rules& r, const HandView& v, Eval& e) {
  e.sets = v.melds;
  for (int k = 0; k < kTileKinds; ++k) {
    if (e.sets.size() == e.sets.capacity()) break;
    if (v.concealed[k] >= 3) e.sets.push_back(Set{SetKind::Pung, tile_at(k)});
    if (v.concealed[k] == 2) e.sets.push_back(Set{SetKind::Pair, tile_at(k)});
  }
  evaluate_sets(r, v, e.sets, false, false, e);
  calling(r, v, e);
  finish(r, e);
}

BlockKind block_kind(SetKind k) {
  switch (k) {
    case SetKind::Chow:
      return BlockKind::Run;
    case SetKind::Pung:
      return BlockKind::Triplet;
    case SetKind::Kong:
      return BlockKind::Kan;
    case SetKind::Pair:
      return BlockKind::Pair;
  }
  return BlockKind::Pair;
}

Wait wait_of(const Set& s, Tile win) {
  if (s.kind == SetKind::Pair) return Wait::Tanki;
  if (s.kind != SetKind::Chow) return Wait::Shanpon;
  const int at = index(win) - index(s.first);
  if (at == 1) return Wait::Kanchan;
  if ((at == 2 && rank_of(s.first) == 1) || (at == 0 && rank_of(s.first) == 7))
    return Wait::Penchan;
  return Wait::Ryanmen;
}

// The chosen arrangement as the response's reading: melds, concealed sets, then pairs.
void fill_reading(const Eval& e, Tile win, Arrangement& a) {
  a = Arrangement{};
  if (e.shape == SpecialShape::ThirteenOrphans) {
    a.shape = Shape::ThirteenOrphans;
    a.wait = Wait::Kokushi;
    return;
  }
  for (int pass = 0; pass < 2; ++pass)
    for (const Set& s : e.sets) {
      if ((s.kind == SetKind::Pair) != (pass == 1) || a.blocks.size() == a.blocks.capacity())
        continue;
      if (s.completed) {
        a.win_block = static_cast<int8_t>(a.blocks.size());
        a.wait = wait_of(s, win);
      }
      a.blocks.push_back(Block{block_kind(s.kind), s.first, s.meld});
    }
}

// Winning conditions that cannot hold together (invalid_context; docs/classical.md "Refused
// requests"). The limit hands they would score: heaven's blessing (East's self-draw on the
// deal), earth's blessing (on East's first discard), twofold fortune (the second of
// consecutive loose tiles), scratching a carrying pole (a robbed kong).
const char* context_problem(const ScoreRequest& q, const Rules& r) {
  const bool tsumo = q.win_by == WinBy::Tsumo;
  if (!q.won) {
    if (tsumo || q.from || q.after_kan || q.after_double_kan || q.robbing_kan || q.first_turn ||
        q.last_tile)
      return "a losing hand has no winning conditions (win_by, from, after_kan, "
             "after_double_kan, robbing_kan, first_turn, last_tile)";
    return nullptr;
  }
  if (q.from && tsumo) return "from is the discarder of a win by discard, not of a self-draw";
  if (q.from && *q.from == q.seat) return "from names the winner's own seat";
  if ((q.after_kan || q.after_double_kan) && !tsumo)
    return "after_kan / after_double_kan (a loose tile) is a self-draw";
  const int kongs = q.hand.kan_count();
  const bool bonus = q.hand.bonus_mask != 0;
  if (q.after_kan && kongs == 0 && !bonus && !r.loose_tile_without_kong)
    return "after_kan: the hand holds no kong and no bonus tile to draw a loose tile for";
  if (q.after_double_kan && kongs < 2 && !(kongs == 1 && bonus))
    return "after_double_kan: twofold fortune is won on the second of consecutive loose tiles "
           "(two kongs, or a kong and a bonus tile)";
  if (q.robbing_kan && tsumo)
    return "robbing_kan is a win on another player's kong, not a self-draw";
  if (q.robbing_kan && (q.after_kan || q.after_double_kan))
    return "robbing_kan and after_kan cannot both hold";
  if (q.first_turn && !q.hand.is_closed())
    return "first_turn: no tile is claimed before a first-turn win (the hand has an open meld)";
  if (q.first_turn && q.seat == Wind::East && !tsumo)
    return "first_turn: East's first-turn win is heaven's blessing, a self-draw";
  if (q.first_turn && q.seat != Wind::East && tsumo)
    return "first_turn: earth's blessing is won on East's first discard, not self-drawn";
  if (q.first_turn && q.seat != Wind::East && q.from && *q.from != Wind::East)
    return "first_turn: earth's blessing is won on East's first discard";
  return nullptr;
}

// Fields of another family (invalid_request naming the field; docs/classical.md).
std::optional<Error> foreign_field(const ScoreRequest& q) {
  if (const std::string_view f = riichi_only_field(q); !f.empty())
    return foreign_field_error(f, "riichi", Family::Classical);
  if (q.liable) return foreign_field_error("liable", "hk and riichi", Family::Classical);
  if (q.fifth_tile) return foreign_field_error("fifth_tile", "hk", Family::Classical);
  for (const Meld& m : q.hand.melds)
    if (m.from && *m.from == q.seat)
      return Error{ErrorCode::invalid_request, "a meld's \"from\" names the hand's own seat", -1};
  return std::nullopt;
}

}  // namespace

Result<void> score_hand(const ScoreRequest& q, const Rules& rules, ScoreResult& out) {
  out.seats = 4;
  if (auto foreign = foreign_field(q)) return tl::unexpected(std::move(*foreign));
  if (const char* problem = context_problem(q, rules))
    return fail(ErrorCode::invalid_context, problem);
  out.value = 0;
  out.deltas.reset();
  out.elements.clear();
  out.reading = Arrangement{};
  out.classical.points = out.classical.doubles = out.classical.score = 0;
  out.classical.limit_fraction.reset();
  out.classical.won = q.won;
  out.classical.dead_hand = false;

  const HandView v = make_view(q);
  // Seed 003 section 8: 13 tiles plus one per kong (14 for the winner); a count that no
  // undeclared kong (four concealed copies) explains makes a dead hand, scoring nothing.
  int quads = 0;
  for (auto c : v.concealed) quads += c == kCopies;
  const int extra = q.hand.concealed_count() - ((q.won ? 14 : 13) - 3 * v.melds.size());
  if (extra < 0 || extra > quads) {
    out.classical.dead_hand = true;
    return {};
  }
  Eval best;
  if (q.won) {
    if (v.concealed[index(v.win)] == 0)
      return fail(ErrorCode::invalid_hand, "the winning tile is not in the hand");
    // An undeclared kong is no set of a winning hand.
    if (extra > 0 || !best_win(rules, v, best))
      return fail(ErrorCode::not_winning, "the tiles do not form a winning hand of the preset");
  } else {
    best_loss(rules, v, best);
  }

  out.classical.score = best.score;
  out.value = best.score;
  if (best.is_limit) {
    out.classical.limit_fraction = best.limit;
    const int thousandths = static_cast<int>(best.limit * 1000 + 0.5);
    out.elements.push_back(Element{ElementId{static_cast<uint16_t>(kBase + best.limit_element)},
                                   ElementUnit{ElementUnit::limit}, thousandths});
  } else {
    out.classical.points = best.points;
    out.classical.doubles = best.doubles;
    for (const Element& e : best.elements) out.elements.push_back(e);
  }
  fill_reading(best, v.win, out.reading);
  return {};
}

json::out::Cursor write_score_members(json::out::Cursor c, const ScoreResult& result) {
  const ClassicalScore& r = result.classical;
  c.lit(",\"points\":");
  c.integer(r.points);
  c.lit(",\"doubles\":");
  c.integer(r.doubles);
  c.lit(",\"limit\":");
  if (r.limit_fraction) {
    c.number(*r.limit_fraction);
  } else {
    c.lit("null");
  }
  c.lit(",\"score\":");
  c.integer(r.score);
  if (r.won) {
    c.lit(",\"won\":true");
  } else {
    c.lit(",\"won\":false");
  }
  if (r.dead_hand) {
    c.lit(",\"dead_hand\":true");
  } else {
    c.lit(",\"dead_hand\":false");
  }
  return c;
}

}  // namespace mjscore::classical
