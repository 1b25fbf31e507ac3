// The value of one arrangement of a classical hand under a rule set: its points, doubles and
// limit hands as elements, and its score (points x 2^doubles, the limit, fractional limits).
#pragma once

#include <cstdint>

#include "family/classical/hand_view.hpp"
#include "mjscore/classical_rules.hpp"
#include "mjscore/result.hpp"

namespace mjscore::classical {

enum class SpecialShape : uint8_t { None, ThirteenOrphans, Other };

struct Eval {
  int points = 0;
  int doubles = 0;
  double limit = 0;        // the highest limit hand's fraction (0: none)
  int limit_element = -1;  // its element index (family-relative), a limit or a calling id
  SmallVector<Element, 32> elements;  // the points and doubles elements
  uint64_t limit_mask = 0;            // bit l: limit hand l holds (for calling)
  bool one_suit = false;              // qualifies for doubles.one_suit (for calling)
  Sets sets;                          // the arrangement (melds first)
  SpecialShape shape = SpecialShape::None;

  // Filled by finish():
  long long ordinary = 0;  // points x 2^doubles, before the limit
  bool is_limit = false;   // the score is a limit hand's
  int score = 0;
};

// Points and doubles of the sets of every hand, bonus tiles, and (`winner`) the winner's
// elements; limit hands of a standard winning arrangement. `only_possible`: the winning tile
// was the only tile that completed the hand.
void evaluate_sets(const Rules& rules, const HandView& v, const Sets& sets, bool winner,
                   bool only_possible, Eval& e);
// The limit hands a standard winning arrangement is (bits of Eval::limit_mask, fractions
// from `rules.limits`).
void standard_limits(const Rules& rules, const HandView& v, const Sets& sets, Eval& e);
// A special shape of a concealed winning hand (no melds) with winning tile `win`: the limit
// hands it is. `known(l)`: whether limit hand l is a hand of the preset.
template <class Known>
void special_limits(const TileCounts& c, Tile win, bool nine_gates_last_tile, Known&& known,
                    uint64_t& mask);

void add_limit(const Rules& rules, L l, Eval& e);
// A losing hand's calling hands: the highest `rules.calling` fraction of the limit hands in
// `mask`, and doubles.calling_one_suit when one more tile makes a one-suit hand.
void add_calling(const Rules& rules, uint64_t mask, bool one_suit, Eval& e);
// The score from points, doubles and the limit (seed 003 section 6; classical-rulesets.md).
void finish(const Rules& rules, Eval& e);
// Whether `a` scores better than `b` (score, then the value before the limit, then points).
bool better(const Eval& a, const Eval& b);

}  // namespace mjscore::classical

#include "family/classical/shapes.hpp"

namespace mjscore::classical {

template <class Known>
void special_limits(const TileCounts& c, Tile win, bool nine_gates_last_tile, Known&& known,
                    uint64_t& mask) {
  const auto set = [&](L l) { mask |= uint64_t{1} << static_cast<int>(l); };
  if (known(L::thirteen_orphans) && thirteen_orphans(c)) set(L::thirteen_orphans);
  int extra = 0;
  if (const int suit = nine_gates_suit(c, extra); suit >= 0) {
    const bool last =
        is_suited(win) && static_cast<int>(suit_of(win)) == suit && rank_of(win) == extra;
    if (known(L::nine_gates) && (!nine_gates_last_tile || last)) set(L::nine_gates);
    if (known(L::gates_of_heaven) && extra >= 2 && extra <= 8) set(L::gates_of_heaven);
  }
  if (known(L::wriggling_snake) && wriggling_snake(c)) set(L::wriggling_snake);
  if (known(L::knitting) && knitting(c)) set(L::knitting);
  if (known(L::triple_knitting) && triple_knitting(c)) set(L::triple_knitting);
  if (known(L::all_pair_honours) && all_pair_honours(c)) set(L::all_pair_honours);
}

}  // namespace mjscore::classical
