// Table-driven shanten (analysis.hpp), Riichi definition: regular 8 - 2 * sets - partials -
// head with sets + partials <= 4 (melds are sets); seven pairs 6 - pairs + (7 - kinds if
// fewer than 7 kinds); thirteen orphans 13 - orphan kinds - (1 if one is paired).
// Each suit's best partial values per block budget come from its class id in the generated
// tables; three suits and the honours combine through small tables (tools/analysis_gen).
#include "analysis/reference.hpp"
#include "analysis/swar.hpp"
#include "mjscore/analysis.hpp"

namespace mjscore {
namespace {

namespace tables = analysis_tables;

// Best 2 * sets + partials + head of the concealed tiles with 4 - meld_count blocks, or -1
// when the tables do not cover the counts (a count above 4, more than 14 tiles).
int regular_value(const TileCounts& c, const swar::Words& w, int meld_count) {
  if (!w.counts_valid()) return -1;
  const swar::SuitKey k0 = swar::suit_key(c, 0), k1 = swar::suit_key(c, 1),
                      k2 = swar::suit_key(c, 2);
  const uint64_t h = w.honours();
  const int tiles = k0.tiles + k1.tiles + k2.tiles + static_cast<int>((h * swar::kOnes) >> 56);
  if (tiles > 14) return -1;  // outside the contract: the reference answers (default value)
  const int c0 = tables::kShantenClass[k0.rank];
  const int c1 = tables::kShantenClass[k1.rank];
  const int c2 = tables::kShantenClass[k2.rank];
  const int n2 = swar::count(swar::eq_bytes(h, 2));
  const int n3 = swar::count(swar::eq_bytes(h, 3));
  const int n4 = swar::count(swar::eq_bytes(h, 4));
  const int hc = tables::kHonourClass[(n2 * 8 + n3) * 8 + n4];
  const int two = tables::kCombine2[c0 * tables::kSuitClasses + c1];
  const int three = tables::kCombine3[two * tables::kSuitClasses + c2];
  return tables::kFinalValue[(three * tables::kHonourClasses + hc) * 5 + (4 - meld_count)];
}

}  // namespace

int shanten_regular(const TileCounts& concealed, int meld_count) {
  if (meld_count < 0 || meld_count > kMaxMelds) return 8;
  const swar::Words w(concealed);
  const int value = regular_value(concealed, w, meld_count);
  if (value < 0) return reference::shanten_regular(concealed, meld_count);
  return 8 - 2 * meld_count - value;
}

Shanten shanten(const TileCounts& concealed, int meld_count) {
  Shanten r;
  if (meld_count < 0 || meld_count > kMaxMelds) return r;
  const swar::Words w(concealed);
  const int value = regular_value(concealed, w, meld_count);
  if (value < 0) return reference::shanten(concealed, meld_count);
  r.regular = static_cast<int8_t>(8 - 2 * meld_count - value);
  if (meld_count != 0) return r;  // the special shapes need a fully concealed hand
  // Byte-parallel counts over the five words (kOwnBytes: each tile counted once).
  uint64_t kinds = 0, pairs = 0, orphan_kinds = 0, orphan_pair = 0;
  for (int k = 0; k < 5; ++k) {
    const uint64_t held = ~swar::zero_bytes(w.w[k]) & swar::kOwnBytes[k];
    const uint64_t paired = swar::ge_bytes(w.w[k], 2) & swar::kOwnBytes[k];
    kinds += held >> 7;
    pairs += paired >> 7;  // a quad is one kind: not two pairs
    orphan_kinds += (held & swar::kOrphanBytes[k]) >> 7;
    orphan_pair |= paired & swar::kOrphanBytes[k];
  }
  const int n_kinds = swar::count_ones(kinds), n_pairs = swar::count_ones(pairs);
  r.seven_pairs = static_cast<int8_t>(6 - n_pairs + (n_kinds < 7 ? 7 - n_kinds : 0));
  r.thirteen_orphans =
      static_cast<int8_t>(13 - swar::count_ones(orphan_kinds) - (orphan_pair ? 1 : 0));
  return r;
}

}  // namespace mjscore
