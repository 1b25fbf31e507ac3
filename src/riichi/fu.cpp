// Seed 000 "Contando fu": 20 base (futei), 10 for a closed ron (menzen-kafu), sets and the
// pair, the wait, 2 for tsumo (not with pinfu), 30 for an open hand with no fu on ron,
// rounded up to 10. Chiitoitsu is a flat 25 (handled by the caller).
#include "riichi/fu.hpp"

namespace mjscore::riichi {

int block_fu(const Block& b, const Hand& hand, const HandView& v, bool ron_completed,
             const ScoringRules& rules) {
  const bool yaochu = is_terminal_or_honor(b.first);
  switch (b.kind) {
    case BlockKind::Run:
      return 0;
    case BlockKind::Triplet: {
      // Minkou 2/4, ankou 4/8; a triplet completed by ron counts as open (issue 3).
      const bool concealed = !b.from_meld() && !ron_completed;
      return (concealed ? 4 : 2) * (yaochu ? 2 : 1);
    }
    case BlockKind::Kan: {
      // Minkan 8/16, ankan 16/32.
      const bool concealed = !b.from_meld() || hand.melds[b.meld].kind == MeldKind::Ankan;
      return (concealed ? 16 : 8) * (yaochu ? 2 : 1);
    }
    case BlockKind::Pair: {
      // Dragon, seat wind or round wind pair 2; a double wind per `double_wind_pair_fu`.
      if (is_dragon(b.first)) return 2;
      const bool seat = b.first == v.seat_wind, round = b.first == v.round_wind;
      if (seat && round) return rules.double_wind_pair_fu;
      return seat || round ? 2 : 0;
    }
  }
  return 0;
}

std::string_view block_fu_reason(const Block& b, const Hand& hand, bool ron_completed) {
  if (b.kind == BlockKind::Triplet)
    return !b.from_meld() && !ron_completed ? "closed_triplet" : "open_triplet";
  if (b.kind == BlockKind::Kan)
    return !b.from_meld() || hand.melds[b.meld].kind == MeldKind::Ankan ? "closed_kan" : "open_kan";
  if (b.kind == BlockKind::Pair) return "pair";
  return "run";
}

}  // namespace mjscore::riichi
