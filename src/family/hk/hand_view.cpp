// HK hand and reading views (hand_view.hpp).
#include "family/hk/hand_view.hpp"

namespace mjscore::hk {

HandView make_hand_view(const ScoreRequest& r) {
  HandView v;
  const Hand& h = r.hand;
  v.all = h.all_tiles();
  v.terminals_honors_only = true;
  v.terminals_only = true;
  for (int k = 0; k < kTileKinds; ++k) {
    if (v.all[k] == 0) continue;
    const Tile t = tile_at(k);
    if (is_honor(t)) {
      v.honors = true;
      v.terminals_only = false;
    } else {
      v.suits |= static_cast<uint8_t>(1u << static_cast<int>(suit_of(t)));
      if (!is_terminal(t)) v.terminals_honors_only = v.terminals_only = false;
    }
  }
  v.no_melds = h.melds.empty();
  for (const Meld& m : h.melds) {
    if (!m.is_open()) continue;
    v.closed = false;
    ++v.exposed_total;
    if (is_suited(m.first)) ++v.exposed_sets[static_cast<int>(suit_of(m.first))];
  }
  v.tsumo = r.win_by == WinBy::Tsumo;
  v.seat = r.seat;
  v.round = r.round;
  v.bonus_mask = h.bonus_mask;
  v.robbing_kan = r.robbing_kan;
  v.last_tile = r.last_tile;
  v.after_kan = r.after_kan;
  v.after_double_kan = r.after_double_kan;
  v.first_turn = r.first_turn;
  return v;
}

ReadingView make_reading_view(const Hand& hand, const Arrangement& a, bool tsumo) {
  ReadingView v;
  v.shape = a.shape;
  if (a.shape != Shape::Regular) return v;
  for (int i = 0; i < a.blocks.size(); ++i) {
    const Block& b = a.blocks[i];
    switch (b.kind) {
      case BlockKind::Run:
        ++v.runs;
        break;
      case BlockKind::Pair:
        v.has_pair = true;
        v.pair = b.first;
        break;
      case BlockKind::Triplet:
      case BlockKind::Kan: {
        ++v.triplets;
        v.triplet_kinds |= uint64_t{1} << index(b.first);
        if (b.kind == BlockKind::Kan) ++v.kongs;
        // Seed "Trigêmeos autônomos": a set is concealed when no meld exposed it and, on a win
        // by discard, the discard did not complete it.
        const bool melded =
            b.from_meld() && b.meld < hand.melds.size() && hand.melds[b.meld].is_open();
        const bool claimed = !tsumo && i == a.win_block;
        if (!melded && !claimed) ++v.concealed_triplets;
        break;
      }
    }
  }
  return v;
}

}  // namespace mjscore::hk
