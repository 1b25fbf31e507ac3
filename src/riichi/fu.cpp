// Seed 000 "Contando fu": 20 base (futei), 10 for a closed ron (menzen-kafu), sets and the
// pair, the wait, 2 for tsumo (not with pinfu), 30 for an open hand with no fu on ron,
// rounded up to 10. Chiitoitsu is a flat 25 (handled by the caller).
#include "riichi/fu.hpp"

namespace mjscore::riichi {

std::string_view block_fu_reason(const Block& b, const Hand& hand, bool ron_completed) {
  if (b.kind == BlockKind::Triplet)
    return !b.from_meld() && !ron_completed ? "closed_triplet" : "open_triplet";
  if (b.kind == BlockKind::Kan)
    return !b.from_meld() || hand.melds[b.meld].kind == MeldKind::Ankan ? "closed_kan" : "open_kan";
  if (b.kind == BlockKind::Pair) return "pair";
  return "run";
}

}  // namespace mjscore::riichi
