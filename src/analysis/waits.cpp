// Table-driven waits of a hand one tile short (analysis.hpp): the tiles whose addition makes
// a complete hand of any shape; those whose four copies the player holds are "exhausted"
// (they cannot be drawn or claimed). Seed 002 (tenpai) and seed 000 (wait shapes).
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
    const uint64_t held = w.mask([](uint64_t x) { return ~swar::zero_bytes(x) & swar::kHigh; });
    const uint64_t twos = w.mask([](uint64_t x) { return swar::eq_bytes(x, 2); });
    const uint64_t ones = w.mask([](uint64_t x) { return swar::eq_bytes(x, 1); });
    // Seven pairs: six distinct pairs and a single (13 tiles: nothing else is held).
    if (std::popcount(twos) == 6 && std::popcount(ones) == 1) mask |= ones;
    // Thirteen orphans: only orphans; 13 kinds (any of them) or 12 kinds and a pair.
    if ((held & ~swar::kOrphans) == 0) {
      const int kinds = std::popcount(held);
      if (kinds == 13) mask |= swar::kOrphans;
      if (kinds == 12 && std::popcount(twos) == 1) mask |= swar::kOrphans & ~held;
    }
  }
  const swar::Words all(all_tiles);
  const uint64_t four_held = all.mask([](uint64_t x) { return swar::ge_bytes(x, 4); });
  r.waits = mask & ~four_held;
  r.exhausted = mask & four_held;
  return r;
}

}  // namespace mjscore
