// Reference (test-oracle) shanten and waits.
// Shanten, Riichi definition: the number of tiles still missing for tenpai. Regular shape:
// 8 - 2 * sets - partials - pair, where melds count as sets, partials are two tiles of one set
// (pair, 12, 13) and sets + partials <= 4. Seven pairs (distinct kinds): 6 - pairs + the kinds
// missing below 7. Thirteen orphans: 13 - kinds held - (1 if one of them is paired).
// Tenpai (shanten 0) as in seed 000 "Tenpai": one tile short of a winning hand.
#include "analysis/reference.hpp"

namespace mjscore::reference {
namespace {

struct Search {
  TileCounts c;
  int slots = 4;  // sets + partials allowed among the concealed tiles: 4 - melds
  int best = 0;   // best value 2 * sets + partials + pair found so far
  int left = 0;   // tiles not yet placed in a block or set aside
};

// Options for the blocks that start at the lowest held tile, in a fixed order; blocks at one
// tile are taken in non-decreasing option order so each multiset of blocks is visited once.
enum Option { kTriplet, kRun, kHead, kPairPartial, kSidePartial, kGapPartial, kIsolated, kEnd };

void search(Search& s, int i, int min_option, int sets, int partials, bool head) {
  while (i < kTileKinds && s.c[i] == 0) {
    ++i;
    min_option = 0;
  }
  if (i == kTileKinds) {
    const int used_partials = partials < s.slots - sets ? partials : s.slots - sets;
    const int value = 2 * sets + used_partials + (head ? 1 : 0);
    if (value > s.best) s.best = value;
    return;
  }
  // Prune: a set earns 2 per 3 tiles, a partial or the head 1 per 2, so the tiles left can
  // add at most 2 * left / 3; and no hand is worth more than 2 * slots + 1.
  const int now = 2 * sets + (partials < s.slots - sets ? partials : s.slots - sets) + head;
  if (now + 2 * s.left / 3 <= s.best || s.best == 2 * s.slots + 1) return;
  auto& c = s.c;
  const bool suited = i < 27;
  const int rank = i % 9;  // 0-based rank for suited tiles
  for (int opt = min_option; opt < kEnd; ++opt) {
    switch (opt) {
      case kTriplet:
        if (c[i] >= 3 && sets < s.slots) {
          c[i] -= 3, s.left -= 3;
          search(s, i, opt, sets + 1, partials, head);
          c[i] += 3, s.left += 3;
        }
        break;
      case kRun:
        if (suited && rank <= 6 && c[i + 1] && c[i + 2] && sets < s.slots) {
          --c[i], --c[i + 1], --c[i + 2], s.left -= 3;
          search(s, i, opt, sets + 1, partials, head);
          ++c[i], ++c[i + 1], ++c[i + 2], s.left += 3;
        }
        break;
      case kHead:
        if (c[i] >= 2 && !head) {
          c[i] -= 2, s.left -= 2;
          search(s, i, opt, sets, partials, true);
          c[i] += 2, s.left += 2;
        }
        break;
      case kPairPartial:
        if (c[i] >= 2) {
          c[i] -= 2, s.left -= 2;
          search(s, i, opt, sets, partials + 1, head);
          c[i] += 2, s.left += 2;
        }
        break;
      case kSidePartial:
        if (suited && rank <= 7 && c[i + 1]) {
          --c[i], --c[i + 1], s.left -= 2;
          search(s, i, opt, sets, partials + 1, head);
          ++c[i], ++c[i + 1], s.left += 2;
        }
        break;
      case kGapPartial:
        if (suited && rank <= 6 && c[i + 2]) {
          --c[i], --c[i + 2], s.left -= 2;
          search(s, i, opt, sets, partials + 1, head);
          ++c[i], ++c[i + 2], s.left += 2;
        }
        break;
      case kIsolated:
        --c[i], --s.left;
        search(s, i, opt, sets, partials, head);
        ++c[i], ++s.left;
        break;
      default:
        break;
    }
  }
}

}  // namespace

int shanten_regular(const TileCounts& concealed, int meld_count) {
  if (meld_count < 0 || meld_count > kMaxMelds) return 8;
  int tiles = 0;
  for (auto x : concealed) tiles += x;
  if (tiles > 14) return 8;  // outside the contract (13 or 14 - 3 * melds): no search
  Search s{concealed, 4 - meld_count, 0, tiles};
  search(s, 0, 0, 0, 0, false);
  return 8 - 2 * meld_count - s.best;
}

Shanten shanten(const TileCounts& concealed, int meld_count) {
  Shanten r;
  r.regular = static_cast<int8_t>(shanten_regular(concealed, meld_count));
  if (meld_count != 0) return r;  // the special shapes need a fully concealed hand
  int pairs = 0, kinds = 0;
  for (auto x : concealed) {
    kinds += x >= 1;
    pairs += x >= 2;  // a quad is one kind: it does not make two pairs
  }
  r.seven_pairs = static_cast<int8_t>(6 - pairs + (kinds < 7 ? 7 - kinds : 0));
  int orphan_kinds = 0;
  bool orphan_pair = false;
  for (Tile t : kTerminalsAndHonors) {
    orphan_kinds += concealed[index(t)] >= 1;
    orphan_pair = orphan_pair || concealed[index(t)] >= 2;
  }
  r.thirteen_orphans = static_cast<int8_t>(13 - orphan_kinds - (orphan_pair ? 1 : 0));
  return r;
}

WaitResult waits(const TileCounts& concealed, int meld_count, const TileCounts& all_tiles) {
  WaitResult r;
  for (int t = 0; t < kTileKinds; ++t) {
    TileCounts c = concealed;
    ++c[t];
    if (!is_complete(c, meld_count)) continue;
    if (all_tiles[t] >= kCopies) {
      r.exhausted |= TileMask{1} << t;
    } else {
      r.waits |= TileMask{1} << t;
    }
  }
  return r;
}

}  // namespace mjscore::reference
