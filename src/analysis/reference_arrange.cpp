// Reference (test-oracle) enumeration of every arrangement of a complete hand.
// Shapes: four sets and a pair, seven distinct pairs, thirteen orphans (seed 000 "Contando
// han": a hand may have several arrangements, e.g. ryanpeikou or chiitoitsu; "Contando fu"
// step 6: chiitoitsu; the yakuman list: kokushi muso). Wait shapes: seed 000 "Fu de esperas".
#include <algorithm>

#include "analysis/reference.hpp"

namespace mjscore::reference {
namespace {

int total(const TileCounts& c) {
  int n = 0;
  for (auto x : c) n += x;
  return n;
}

bool valid_size(const TileCounts& c, int meld_count) {
  return meld_count >= 0 && meld_count <= kMaxMelds && total(c) == 14 - 3 * meld_count;
}

// The concealed part of one regular decomposition: its sets (sorted) and its pair.
struct Decomposition {
  SmallVector<Block, 4> sets;
  Tile pair = Tile::M1;
};
using Decompositions = SmallVector<Decomposition, 32>;

// Canonical search: at the lowest tile i still held, choose whether it starts the pair (0/1),
// a triplet (0/1); every remaining copy of i must start a run i, i+1, i+2. Each multiset of
// blocks is produced exactly once.
void decompose(TileCounts& c, int i, bool have_pair, Decomposition& cur, Decompositions& out) {
  while (i < kTileKinds && c[i] == 0) ++i;
  if (i == kTileKinds) {
    if (have_pair) out.push_back(cur);
    return;
  }
  const int n = c[i];
  for (int p = 0; p <= (have_pair ? 0 : 1); ++p) {
    for (int t = 0; t <= 1; ++t) {
      const int r = n - 2 * p - 3 * t;
      if (r < 0) continue;
      if (r > 0) {
        const bool run_ok = i < 27 && i % 9 <= 6 && c[i + 1] >= r && c[i + 2] >= r;
        if (!run_ok) continue;
      }
      if (cur.sets.size() + t + r > 4) continue;
      const int before = cur.sets.size();
      for (int k = 0; k < r; ++k) cur.sets.push_back({BlockKind::Run, tile_at(i), -1});
      if (t) cur.sets.push_back({BlockKind::Triplet, tile_at(i), -1});
      const Tile saved_pair = cur.pair;
      if (p) cur.pair = tile_at(i);
      c[i] = 0;
      if (r > 0) {
        c[i + 1] -= r;
        c[i + 2] -= r;
      }
      decompose(c, i + 1, have_pair || p, cur, out);
      c[i] = static_cast<uint8_t>(n);
      if (r > 0) {
        c[i + 1] += r;
        c[i + 2] += r;
      }
      cur.pair = saved_pair;
      while (cur.sets.size() > before) cur.sets.pop_back();
    }
  }
}

Decompositions regular_decompositions(const TileCounts& concealed, int meld_count) {
  Decompositions out;
  if (!valid_size(concealed, meld_count)) return out;
  TileCounts c = concealed;
  Decomposition cur;
  decompose(c, 0, false, cur, out);
  for (auto& d : out) {
    std::sort(d.sets.begin(), d.sets.end(), [](const Block& a, const Block& b) {
      if (a.first != b.first) return a.first < b.first;
      return a.kind < b.kind;
    });
  }
  return out;
}

bool block_holds(const Block& b, Tile t) {
  if (b.kind == BlockKind::Run) return index(t) >= index(b.first) && index(t) <= index(b.first) + 2;
  return b.first == t;
}

Wait wait_of(const Block& b, Tile win) {
  switch (b.kind) {
    case BlockKind::Pair:
      return Wait::Tanki;
    case BlockKind::Triplet:
    case BlockKind::Kan:
      return Wait::Shanpon;
    case BlockKind::Run:
      break;
  }
  const int pos = index(win) - index(b.first);
  const int first_rank = rank_of(b.first);
  if (pos == 1) return Wait::Kanchan;
  if (pos == 2 && first_rank == 1) return Wait::Penchan;  // 12 waiting on 3
  if (pos == 0 && first_rank == 7) return Wait::Penchan;  // 89 waiting on 7
  return Wait::Ryanmen;
}

Block meld_block(const Meld& m, int idx) {
  const BlockKind kind =
      m.is_kan() ? BlockKind::Kan : (m.is_run() ? BlockKind::Run : BlockKind::Triplet);
  return {kind, m.first, static_cast<int8_t>(idx)};
}

// The 13 concealed tiles before the win are 1112345678999 of one suit (nine gates, 9-sided).
bool nine_sided(const Hand& hand) {
  if (!hand.melds.empty()) return false;
  TileCounts before = hand.concealed;
  if (before[index(hand.win.tile)] == 0) return false;
  --before[index(hand.win.tile)];
  for (int s = 0; s < 3; ++s) {
    static constexpr int kGates[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
    bool match = true;
    for (int i = 0; i < kTileKinds; ++i) {
      const int want = (i / 9 == s && i < 27) ? kGates[i % 9] : 0;
      if (before[i] != want) match = false;
    }
    if (match) return true;
  }
  return false;
}

}  // namespace

namespace {
// The same canonical search as `decompose`, stopping at the first complete split.
bool splits(TileCounts& c, int i, bool have_pair) {
  while (i < kTileKinds && c[i] == 0) ++i;
  if (i == kTileKinds) return have_pair;
  const int n = c[i];
  bool found = false;
  for (int p = 0; p <= (have_pair ? 0 : 1) && !found; ++p) {
    for (int t = 0; t <= 1 && !found; ++t) {
      const int r = n - 2 * p - 3 * t;
      if (r < 0) continue;
      if (r > 0 && !(i < 27 && i % 9 <= 6 && c[i + 1] >= r && c[i + 2] >= r)) continue;
      c[i] = 0;
      if (r > 0) c[i + 1] -= r, c[i + 2] -= r;
      found = splits(c, i + 1, have_pair || p);
      c[i] = static_cast<uint8_t>(n);
      if (r > 0) c[i + 1] += r, c[i + 2] += r;
    }
  }
  return found;
}
}  // namespace

bool is_complete_regular(const TileCounts& concealed, int meld_count) {
  if (!valid_size(concealed, meld_count)) return false;
  TileCounts c = concealed;
  return splits(c, 0, false);
}

bool is_seven_pairs(const TileCounts& concealed, int meld_count) {
  if (meld_count != 0 || !valid_size(concealed, 0)) return false;
  int pairs = 0;
  for (auto x : concealed) {
    if (x == 2)
      ++pairs;
    else if (x != 0)
      return false;
  }
  return pairs == 7;
}

bool is_thirteen_orphans(const TileCounts& concealed, int meld_count) {
  if (meld_count != 0 || !valid_size(concealed, 0)) return false;
  int held = 0;
  for (Tile t : kTerminalsAndHonors) held += concealed[index(t)] >= 1;
  int others = 0;
  for (int i = 0; i < kTileKinds; ++i)
    if (!is_terminal_or_honor(tile_at(i))) others += concealed[i];
  return held == 13 && others == 0;  // 14 tiles: the 13 kinds, one of them twice
}

bool is_complete(const TileCounts& concealed, int meld_count) {
  return is_complete_regular(concealed, meld_count) || is_seven_pairs(concealed, meld_count) ||
         is_thirteen_orphans(concealed, meld_count);
}

void arrange(const Hand& hand, Arrangements& out) {
  out.clear();
  const Tile win = hand.win.tile;
  const int meld_count = hand.melds.size();
  // The winning tile is always one of the concealed tiles; it never sits in a meld.
  if (index(win) >= kTileKinds || hand.concealed[index(win)] == 0) return;
  const bool nine = nine_sided(hand);

  for (const Decomposition& d : regular_decompositions(hand.concealed, meld_count)) {
    Arrangement a;
    a.shape = Shape::Regular;
    a.nine_sided = nine;
    for (int m = 0; m < meld_count; ++m) a.blocks.push_back(meld_block(hand.melds[m], m));
    for (const Block& b : d.sets) a.blocks.push_back(b);
    a.blocks.push_back({BlockKind::Pair, d.pair, -1});
    for (int j = meld_count; j < a.blocks.size(); ++j) {
      const Block& b = a.blocks[j];
      if (!block_holds(b, win)) continue;
      bool seen = false;  // an identical concealed block already gave this placement
      for (int k = meld_count; k < j; ++k) seen = seen || a.blocks[k] == b;
      if (seen) continue;
      Arrangement placed = a;
      placed.win_block = static_cast<int8_t>(j);
      placed.wait = wait_of(b, win);
      out.push_back(placed);
    }
  }

  if (is_seven_pairs(hand.concealed, meld_count)) {
    Arrangement a;
    a.shape = Shape::SevenPairs;
    a.wait = Wait::Tanki;
    for (int i = 0; i < kTileKinds; ++i) {
      if (hand.concealed[i] != 2) continue;
      if (tile_at(i) == win) a.win_block = static_cast<int8_t>(a.blocks.size());
      a.blocks.push_back({BlockKind::Pair, tile_at(i), -1});
    }
    out.push_back(a);
  }

  if (is_thirteen_orphans(hand.concealed, meld_count)) {
    Arrangement a;
    a.shape = Shape::ThirteenOrphans;
    a.win_block = -1;
    // 13-sided when the 13 tiles before the win held one of each kind: the win made the pair.
    a.wait = hand.concealed[index(win)] == 2 ? Wait::Kokushi13 : Wait::Kokushi;
    out.push_back(a);
  }
}

}  // namespace mjscore::reference
