// Table-driven waits of a hand one tile short (analysis.hpp): the tiles whose addition makes
// a complete hand of any shape; those whose four copies the player holds are "exhausted"
// (they cannot be drawn or claimed). Seed 000 "Tenpai": one tile short of a winning hand.
#include <bit>

#include "analysis/reference.hpp"
#include "analysis/swar.hpp"
#include "mjscore/analysis.hpp"

namespace mjscore {
namespace {

namespace tables = analysis_tables;

// Honour tiles whose addition completes the honour group: into triplets and a pair when the
// group holds 1 mod 3 tiles (`to_pair`), into triplets when it holds 2 mod 3. 7-bit mask.
uint64_t honour_waits(uint64_t h, bool to_pair) {
  const uint64_t ones = swar::eq_bytes(h, 1), twos = swar::eq_bytes(h, 2);
  const uint64_t fours = swar::eq_bytes(h, 4);
  const uint64_t bad = ~swar::zero_bytes(h) & swar::kHigh & ~swar::eq_bytes(h, 3);
  if (to_pair) {
    // A single becomes the pair (tanki); a quad's fifth copy makes triplet + pair (always
    // exhausted); or one of two pairs becomes a triplet (shanpon).
    if (swar::count(bad) == 1 && (bad & (ones | fours))) return swar::gather(bad);
    if (bad == twos && swar::count(twos) == 2) return swar::gather(twos);
    return 0;
  }
  if (bad == twos && swar::count(twos) == 1) return swar::gather(twos);
  return 0;
}

uint64_t suit_waits(uint32_t rank, int suit) {
  return uint64_t{tables::kWaitMask[rank]} << (9 * suit);
}

// Regular shape: every group but the one receiving the tile must already be complete.
uint64_t regular_waits(const swar::SuitKey (&k)[3], uint64_t h, int honour_tiles) {
  int res[4] = {k[0].tiles % 3, k[1].tiles % 3, k[2].tiles % 3, honour_tiles % 3};
  int ones = 0, twos = 0;
  for (int r : res) ones += r == 1, twos += r == 2;
  auto complete = [&](int g) {
    return g == 3 ? swar::honours_complete(h, res[3] == 2) : swar::suit_complete(k[g].rank);
  };
  auto waits_of = [&](int g) {
    return g == 3 ? honour_waits(h, res[3] == 1) << 27 : suit_waits(k[g].rank, g);
  };
  uint64_t mask = 0;
  if (ones == 1 && twos == 0) {
    // The tile goes to the 1 mod 3 group (it gets the pair); the others hold sets only.
    int g = 0;
    while (res[g] != 1) ++g;
    for (int o = 0; o < 4; ++o)
      if (o != g && !complete(o)) return 0;
    mask = waits_of(g);
  } else if (ones == 0 && twos == 2) {
    // The tile completes one 2 mod 3 group into sets; the other keeps the pair.
    int g1 = 0;
    while (res[g1] != 2) ++g1;
    int g2 = g1 + 1;
    while (res[g2] != 2) ++g2;
    for (int o = 0; o < 4; ++o)
      if (o != g1 && o != g2 && !complete(o)) return 0;
    if (complete(g2)) mask |= waits_of(g1);
    if (complete(g1)) mask |= waits_of(g2);
  }
  return mask;
}

}  // namespace

WaitResult waits(const TileCounts& concealed, int meld_count, const TileCounts& all_tiles) {
  WaitResult r;
  if (meld_count < 0 || meld_count > kMaxMelds) return r;
  const swar::Words w(concealed);
  if (!w.counts_valid()) return reference::waits(concealed, meld_count, all_tiles);
  swar::SuitKey k[3];
  int total = 0;
  for (int s = 0; s < 3; ++s) {
    k[s] = swar::suit_key(concealed, s);
    total += k[s].tiles;
  }
  const uint64_t h = w.honours();
  const int honour_tiles = static_cast<int>((h * swar::kOnes) >> 56);
  total += honour_tiles;
  if (total != 13 - 3 * meld_count) return r;

  uint64_t mask = regular_waits(k, h, honour_tiles);
  if (meld_count == 0) {
    uint64_t ones = 0, twos = 0, others = 0, orphan_kinds = 0;
    for (int b = 0; b < 5; ++b) {
      const uint64_t held = ~swar::zero_bytes(w.w[b]) & swar::kOwnBytes[b];
      ones += (swar::eq_bytes(w.w[b], 1) & swar::kOwnBytes[b]) >> 7;
      twos += (swar::eq_bytes(w.w[b], 2) & swar::kOwnBytes[b]) >> 7;
      others |= held & ~swar::kOrphanBytes[b];
      orphan_kinds += (held & swar::kOrphanBytes[b]) >> 7;
    }
    const int n_ones = swar::count_ones(ones), n_twos = swar::count_ones(twos);
    // Seven pairs: six distinct pairs and a single (13 tiles: nothing else is held).
    if (n_twos == 6 && n_ones == 1) mask |= w.mask([](uint64_t x) { return swar::eq_bytes(x, 1); });
    // Thirteen orphans: only orphans; 13 kinds (any of them) or 12 kinds and a pair.
    if (others == 0) {
      const int kinds = swar::count_ones(orphan_kinds);
      if (kinds == 13) mask |= swar::kOrphans;
      if (kinds == 12 && n_twos == 1)
        mask |=
            swar::kOrphans & ~w.mask([](uint64_t x) { return ~swar::zero_bytes(x) & swar::kHigh; });
    }
  }
  // Tiles whose four copies the player holds (concealed and melds) cannot be won on.
  for (uint64_t m = mask; m; m &= m - 1) {
    const int t = std::countr_zero(m);
    if (all_tiles[t] >= kCopies) {
      r.exhausted |= uint64_t{1} << t;
    } else {
      r.waits |= uint64_t{1} << t;
    }
  }
  return r;
}

}  // namespace mjscore
