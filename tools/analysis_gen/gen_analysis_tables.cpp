// Build-time generator of the per-suit analysis tables (run by src/analysis/tables.cmake).
// Usage: gen_analysis_tables OUT.cpp OUT.hpp
//
// A suit pattern is the count (0-4) of each of the 9 ranks of one suit. The patterns with at
// most 14 tiles (405,350 of them) are ranked: rank = kHighOffset[high] + kLowPosition[low]
// (bits 0-25; bits 26-31 the tile count), where low is the base-5 code of ranks 1-4 and high
// that of ranks 5-9 (see tables.hpp).
// For every pattern the generator computes, by exhaustive search:
//  * complete: the tiles split into sets (count = 0 mod 3) or sets and one pair (2 mod 3);
//  * every such split (for arrange), in the canonical order of the reference search, as a
//    32-byte record: the 16-byte image of its blocks, per rank of a winning tile the blocks
//    that hold it, and its set masks (followed by five records for the honour group);
//  * the shanten partials f[head][b]: the best 2 * sets + partials (+1 for a head when head=1)
//    using at most b blocks (sets + partials), b = 0..4 (Riichi shanten; seed 000 "Tenpai" is
//    shanten 0);
//  * the wait mask (9 bits, stored directly): ranks whose addition makes the pattern complete
//  (count 1 mod 3 -> sets
//    and a pair, 2 mod 3 -> sets only); the added tile may be a fifth copy (exhausted wait).
// Patterns share few distinct f vectors (69), so each pattern stores a one-byte class id.
// The classes of two, then three suits are combined by small tables, and the honours group
// (classified by how many honour kinds it holds 2, 3 and 4 times) by a final table.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <map>
#include <string>
#include <vector>

namespace {

constexpr int kRanks = 9;
constexpr int kMaxSuitTiles = 14;
constexpr int kNeg = -64;  // "impossible" (no head available)
using Pattern = std::array<int, kRanks>;
using Vec = std::array<int, 10>;  // f[head * 5 + b]

int code_of(const int* c, int n) {
  int code = 0;
  for (int i = n - 1; i >= 0; --i) code = code * 5 + c[i];
  return code;
}

// ---- complete splits ------------------------------------------------------------------
// Same canonical search as the reference: at the lowest held rank, choose pair (0/1) then
// triplet (0/1); every remaining copy starts a run.
bool splits(std::array<int, kRanks + 2> c, int i, bool need_pair) {
  while (i < kRanks && c[i] == 0) ++i;
  if (i == kRanks) return !need_pair;
  const int n = c[i];
  for (int p = 0; p <= (need_pair ? 1 : 0); ++p) {
    for (int t = 0; t <= 1; ++t) {
      const int r = n - 2 * p - 3 * t;
      if (r < 0) continue;
      if (r > 0 && (i > 6 || c[i + 1] < r || c[i + 2] < r)) continue;
      auto d = c;
      d[i] = 0;
      if (r > 0) d[i + 1] -= r, d[i + 2] -= r;
      if (splits(d, i + 1, need_pair && !p)) return true;
    }
  }
  return false;
}

bool complete(const std::array<int, kRanks>& pat) {
  int sum = 0;
  for (int x : pat) sum += x;
  if (sum % 3 == 1) return false;
  std::array<int, kRanks + 2> c{};
  std::copy(pat.begin(), pat.end(), c.begin());
  return splits(c, 0, sum % 3 == 2);
}

struct SetBlock {
  int rank;
  int triplet;
};
struct Split {
  std::vector<SetBlock> sets;
  int pair = 64;  // none (above any tile once the suit's base is added)
};

void enumerate(std::array<int, kRanks + 2> c, int i, bool need_pair, Split& cur,
               std::vector<Split>& out) {
  while (i < kRanks && c[i] == 0) ++i;
  if (i == kRanks) {
    if (!need_pair) out.push_back(cur);
    return;
  }
  const int n = c[i];
  for (int p = 0; p <= (need_pair ? 1 : 0); ++p) {
    for (int t = 0; t <= 1; ++t) {
      const int r = n - 2 * p - 3 * t;
      if (r < 0) continue;
      if (r > 0 && (i > 6 || c[i + 1] < r || c[i + 2] < r)) continue;
      auto d = c;
      d[i] = 0;
      if (r > 0) d[i + 1] -= r, d[i + 2] -= r;
      Split next = cur;
      for (int k = 0; k < r; ++k) next.sets.push_back({i, 0});
      if (t) next.sets.push_back({i, 1});
      if (p) next.pair = i;
      enumerate(d, i + 1, need_pair && !p, next, out);
    }
  }
}

// Split image (16 bytes): four Block slots {kind (0 run, 1 triplet), first rank (0-8, the
// suit's base is added at run time), meld -1} (unused slots all zero), then the set count
// (bits 0-2) with the number of pairs of identical runs (bits 3-4: two or three copies of a
// run make one, four make two; a hand's sum of these bytes keeps both fields apart), the pair
// rank (64: none) and the index of the pattern's next split (0: none; little-endian 16 bits).
// Sets sorted by rank, runs before triplets. The first split of the n-th of the C complete
// patterns (n = 0..C-1) has index C - n (record 0 is never used, so 0 can end a list); further
// splits follow all first splits.
using Image = std::array<uint8_t, 16>;
Image image(const Split& s) {
  Image out{};
  for (size_t k = 0; k < 4; ++k) {
    const bool used = k < s.sets.size();
    out[3 * k] = used ? static_cast<uint8_t>(s.sets[k].triplet) : 0;
    out[3 * k + 1] = used ? static_cast<uint8_t>(s.sets[k].rank) : 0;
    out[3 * k + 2] = used ? 0xFF : 0;
  }
  int copies[kRanks] = {};
  for (const SetBlock& b : s.sets)
    if (!b.triplet) ++copies[b.rank];
  int peikou = 0;
  for (int c : copies) peikou += c / 2;
  out[12] = static_cast<uint8_t>(s.sets.size() | peikou << 3);
  out[13] = static_cast<uint8_t>(s.pair);
  return out;
}

// Placements: for each rank r of the winning tile, 5 bits: set slot k holds r (the first of
// identical sets only), bit 4: the pair is of rank r. Bits 48-56 (set by the caller): the
// ranks r whose winning tile leaves 1112345678999 (the nine-sided wait of nine gates).
uint64_t places(const Split& s) {
  uint64_t all = 0;
  for (int r = 0; r < kRanks; ++r) {
    uint64_t m = 0;
    for (size_t k = 0; k < s.sets.size(); ++k) {
      const SetBlock& b = s.sets[k];
      const bool holds = b.triplet ? b.rank == r : (r >= b.rank && r <= b.rank + 2);
      const bool repeat =
          k > 0 && s.sets[k - 1].rank == b.rank && s.sets[k - 1].triplet == b.triplet;
      if (holds && !repeat) m |= uint64_t{1} << k;
    }
    if (s.pair == r) m |= 16;
    all |= m << (5 * r);
  }
  return all;
}

// Set masks of a split (for scorers that value a reading without its block list): bits 0-8
// the ranks that start a run, 32-40 the ranks of the triplets (so that the masks of three
// suits shifted by 9 * suit and or-ed give the hand's runs and triplets).
uint64_t set_masks(const Split& s) {
  uint64_t out = 0;
  for (const SetBlock& b : s.sets) out |= uint64_t{1} << (b.rank + (b.triplet ? 32 : 0));
  return out;
}

// The nine gates ranks of a pattern: bit r when the pattern less one tile of rank r is
// 1112345678999.
uint64_t nine_gates(const Pattern& p) {
  static constexpr int kGates[kRanks] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
  uint64_t bits = 0;
  for (int r = 0; r < kRanks; ++r) {
    bool match = true;
    for (int i = 0; i < kRanks; ++i) match = match && p[i] - (i == r) == kGates[i];
    if (match) bits |= uint64_t{1} << r;
  }
  return bits;
}

// ---- shanten partials -------------------------------------------------------------------
// best(c, head, b): max of 2 * sets + partials (+1 for the head, required when head = 1)
// with sets + partials <= b. `suited` allows runs and run partials (honours: no).
struct Partials {
  int ranks;
  bool suited;
  std::vector<int8_t> memo;  // [code][head][b], 127 = unknown
  explicit Partials(int n, bool s) : ranks(n), suited(s) {
    int codes = 1;
    for (int i = 0; i < n; ++i) codes *= 5;
    memo.assign(static_cast<size_t>(codes) * 10, 127);
  }
  int best(std::array<int, kRanks + 2>& c, int head, int b) {
    int i = 0;
    while (i < ranks && c[i] == 0) ++i;
    if (i == ranks) return head ? kNeg : 0;
    const int code = code_of(c.data(), ranks);
    int8_t& m = memo[static_cast<size_t>(code) * 10 + head * 5 + b];
    if (m != 127) return m;
    int r = kNeg;
    auto take = [&](int gain, int used_blocks, int next_head, std::initializer_list<int> tiles) {
      if (used_blocks > b) return;
      for (int t : tiles) --c[t];
      bool ok = true;
      for (int t : tiles) ok = ok && c[t] >= 0;
      if (ok) {
        const int v = best(c, next_head, b - used_blocks);
        if (v > kNeg / 2) r = std::max(r, v + gain);
      }
      for (int t : tiles) ++c[t];
    };
    take(0, 0, head, {i});                                             // isolated tile
    if (c[i] >= 3) take(2, 1, head, {i, i, i});                        // triplet
    if (c[i] >= 2) take(1, 1, head, {i, i});                           // pair as a partial
    if (c[i] >= 2 && head) take(1, 0, 0, {i, i});                      // the head
    if (suited && i + 2 < ranks) take(2, 1, head, {i, i + 1, i + 2});  // run
    if (suited && i + 1 < ranks) take(1, 1, head, {i, i + 1});         // 12
    if (suited && i + 2 < ranks) take(1, 1, head, {i, i + 2});         // 13
    m = static_cast<int8_t>(r);
    return r;
  }
  Vec vec(const int* pat) {
    Vec v{};
    std::array<int, kRanks + 2> c{};
    std::copy(pat, pat + ranks, c.begin());
    for (int h = 0; h < 2; ++h)
      for (int b = 0; b < 5; ++b) v[h * 5 + b] = best(c, h, b);
    return v;
  }
};

Vec combine(const Vec& a, const Vec& b) {
  Vec r{};
  for (int h = 0; h < 2; ++h) {
    for (int B = 0; B < 5; ++B) {
      int m = kNeg;
      for (int x = 0; x <= B; ++x) {
        const int y = B - x;
        if (h == 0) {
          m = std::max(m, a[x] + b[y]);
        } else {
          m = std::max(m, a[5 + x] + b[y]);
          m = std::max(m, a[x] + b[5 + y]);
        }
      }
      r[h * 5 + B] = std::max(m, kNeg);
    }
  }
  return r;
}

struct Classes {
  std::map<Vec, int> ids;
  std::vector<Vec> list;
  int id(const Vec& v) {
    auto it = ids.find(v);
    if (it != ids.end()) return it->second;
    ids.emplace(v, static_cast<int>(list.size()));
    list.push_back(v);
    return static_cast<int>(list.size()) - 1;
  }
};

// ---- output -----------------------------------------------------------------------------
template <class T>
void emit_values(std::ofstream& out, const std::vector<T>& v) {
  out << "{";
  for (size_t i = 0; i < v.size(); ++i) {
    if (i % 16 == 0) out << "\n";
    out << static_cast<uint64_t>(v[i]) << (sizeof(T) == 8 ? "ull," : "u,");
  }
  out << "}";
}

template <class T>
void emit_array(std::ofstream& out, const char* type, const char* name, const std::vector<T>& v) {
  out << "alignas(64) extern const " << type << " " << name << "[" << v.size() << "] = ";
  emit_values(out, v);
  out << ";\n";
}

// Byte arrays as string literals: far quicker to compile than 400,000 integer literals.
void emit_bytes(std::ofstream& out, const char* name, const std::vector<uint8_t>& v) {
  out << "alignas(64) extern const unsigned char " << name << "[" << v.size() + 1 << "] =";
  for (size_t i = 0; i < v.size(); ++i) {
    if (i % 64 == 0) out << "\n\"";
    char buf[8];
    std::snprintf(buf, sizeof buf, "\\%03o", v[i]);
    out << buf;
    if (i % 64 == 63 || i + 1 == v.size()) out << "\"";
  }
  out << ";\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s OUT.cpp OUT.hpp\n", argv[0]);
    return 2;
  }
  // Rank order: high code (ranks 5-9) major; lows (ranks 1-4) ordered by tile count then code,
  // so the lows allowed beside a given high are a prefix.
  std::vector<int> lows(625);
  for (int i = 0; i < 625; ++i) lows[i] = i;
  auto digit_sum = [](int code) {
    int s = 0;
    for (; code; code /= 5) s += code % 5;
    return s;
  };
  std::stable_sort(lows.begin(), lows.end(),
                   [&](int a, int b) { return digit_sum(a) < digit_sum(b); });
  // Both tables carry the tile count of their ranks in bits 26-31 (swar::kTilesShift): the sum
  // of the two entries is the rank plus the suit's tile count there (at most 20 + 16 tiles).
  std::vector<uint32_t> low_position(625);
  for (int i = 0; i < 625; ++i)
    low_position[lows[i]] = static_cast<uint32_t>(i) | static_cast<uint32_t>(digit_sum(lows[i]))
                                                           << 26;
  std::vector<int> lows_up_to(17, 0);  // lows with at most b tiles
  for (int b = 0; b <= 16; ++b)
    for (int l = 0; l < 625; ++l) lows_up_to[b] += digit_sum(l) <= b;

  std::vector<uint32_t> high_offset(3125);
  std::vector<Pattern> patterns;
  for (int h = 0; h < 3125; ++h) {
    const int hs = digit_sum(h);
    high_offset[h] = static_cast<uint32_t>(patterns.size()) | static_cast<uint32_t>(hs) << 26;
    if (hs > kMaxSuitTiles) continue;
    for (int k = 0; k < lows_up_to[kMaxSuitTiles - hs]; ++k) {
      Pattern p{};
      int l = lows[k], hh = h;
      for (int i = 0; i < 4; ++i, l /= 5) p[i] = l % 5;
      for (int i = 4; i < 9; ++i, hh /= 5) p[i] = hh % 5;
      patterns.push_back(p);
    }
  }
  const size_t n = patterns.size();

  Partials suit_partials(kRanks, true);
  Classes suit_classes;
  std::vector<uint8_t> shanten_class(n);
  std::vector<uint16_t> wait_mask(n);
  // Pattern 64 * w + i is bit 63 - i of word w (a left shift by the rank brings it to bit 63,
  // the word's later patterns below it); complete_through[w]: the complete patterns in words
  // 0..w (the table holds C less it: with the count of the word's complete patterns from the
  // pattern on, the index of its first split).
  std::vector<uint64_t> complete_bits((n + 63) / 64, 0);
  std::vector<uint16_t> complete_through(complete_bits.size(), 0);
  std::vector<std::vector<Split>> pattern_splits;  // per complete pattern
  std::vector<uint64_t> pattern_gates;             // per complete pattern (nine_gates)
  int max_splits = 0;

  for (size_t r = 0; r < n; ++r) {
    const Pattern& p = patterns[r];
    int sum = 0;
    for (int x : p) sum += x;
    if (complete(p)) {
      complete_bits[r / 64] |= uint64_t{1} << (63 - r % 64);
      std::array<int, kRanks + 2> c{};
      std::copy(p.begin(), p.end(), c.begin());
      std::vector<Split> list;
      Split cur;
      enumerate(c, 0, sum % 3 == 2, cur, list);
      for (auto& s : list) {
        std::stable_sort(s.sets.begin(), s.sets.end(), [](const SetBlock& a, const SetBlock& b) {
          return a.rank != b.rank ? a.rank < b.rank : a.triplet < b.triplet;
        });
      }
      pattern_splits.push_back(list);
      pattern_gates.push_back(nine_gates(p));
      max_splits = std::max(max_splits, static_cast<int>(list.size()));
    }
    complete_through[r / 64] = static_cast<uint16_t>(pattern_splits.size());
    const int sc = suit_classes.id(suit_partials.vec(p.data()));
    shanten_class[r] = static_cast<uint8_t>(sc);
    int mask = 0;
    if (sum % 3 != 0) {
      for (int i = 0; i < kRanks; ++i) {
        Pattern q = p;
        ++q[i];  // may be a fifth copy: complete() does not care, the caller reports it
        if (complete(q)) mask |= 1 << i;
      }
    }
    wait_mask[r] = static_cast<uint16_t>(mask);
  }
  const size_t complete_count = pattern_splits.size();
  std::vector<Image> images(complete_count + 1);
  std::vector<uint64_t> split_places(complete_count + 1);
  std::vector<uint64_t> split_sets(complete_count + 1);
  for (size_t i = 0; i < complete_count; ++i) {
    size_t at = complete_count - i;
    for (size_t k = 0; k < pattern_splits[i].size(); ++k) {
      if (k > 0) {
        const size_t next = images.size();
        images[at][14] = static_cast<uint8_t>(next & 0xFF);
        images[at][15] = static_cast<uint8_t>(next >> 8);
        images.emplace_back();
        split_places.emplace_back();
        split_sets.emplace_back();
        at = next;
      }
      images[at] = image(pattern_splits[i][k]);
      split_places[at] = places(pattern_splits[i][k]) | pattern_gates[i] << 48;
      split_sets[at] = set_masks(pattern_splits[i][k]);
    }
  }
  // The honour group's records (after the suits' splits): the winning honour completes the
  // group's k-th triplet (k = 0-3: slot k holds it) or its pair (4-8, five copies: the caller
  // adds 4 to the count of triplets before it). Every slot is a triplet (a Shanpon wait); the
  // placements are the same for every rank (the caller's rank of an honour is any of 0-6).
  // No sets, no next record; pair rank 0 (the caller adds the honour pair's tile).
  const size_t honour_splits = images.size();
  for (int k = 0; k < 9; ++k) {
    Image im{};
    for (int slot = 0; slot < 4; ++slot) im[3 * slot] = 1;
    uint64_t all = 0;
    for (int r = 0; r < kRanks; ++r) all |= uint64_t{k < 4 ? 1u << k : 16u} << (5 * r);
    images.push_back(im);
    split_places.push_back(all);
    split_sets.push_back(0);
  }
  // Records of 32 bytes: the image (16), the placements (8, little-endian) and the set masks
  // (8), so that all of a split's data share one cache line.
  std::vector<uint8_t> split_records;
  for (size_t i = 0; i < images.size(); ++i) {
    split_records.insert(split_records.end(), images[i].begin(), images[i].end());
    for (int b = 0; b < 8; ++b)
      split_records.push_back(static_cast<uint8_t>(split_places[i] >> (8 * b)));
    for (int b = 0; b < 8; ++b)
      split_records.push_back(static_cast<uint8_t>(split_sets[i] >> (8 * b)));
  }
  const size_t split_count = images.size();
  if (suit_classes.list.size() > 255 || split_count > 65535) {
    std::fprintf(stderr, "too many classes or splits: %zu %zu\n", suit_classes.list.size(),
                 split_count);
    return 1;
  }

  // Two suits, then three.
  const int s1 = static_cast<int>(suit_classes.list.size());
  Classes two, three;
  std::vector<uint8_t> combine2(static_cast<size_t>(s1) * s1);
  for (int a = 0; a < s1; ++a)
    for (int b = 0; b < s1; ++b)
      combine2[a * s1 + b] =
          static_cast<uint8_t>(two.id(combine(suit_classes.list[a], suit_classes.list[b])));
  const int s2 = static_cast<int>(two.list.size());
  std::vector<uint8_t> combine3(static_cast<size_t>(s2) * s1);
  for (int a = 0; a < s2; ++a)
    for (int b = 0; b < s1; ++b)
      combine3[a * s1 + b] =
          static_cast<uint8_t>(three.id(combine(two.list[a], suit_classes.list[b])));
  const int s3 = static_cast<int>(three.list.size());

  // Honours: the partials depend only on how many kinds are held 2, 3 and 4 times.
  Partials honour_partials(7, false);
  Classes honours;
  std::vector<uint8_t> honour_class(8 * 8 * 8, 0);
  for (int k2 = 0; k2 <= 7; ++k2)
    for (int k3 = 0; k2 + k3 <= 7; ++k3)
      for (int k4 = 0; k2 + k3 + k4 <= 7; ++k4) {
        int pat[7] = {};
        int j = 0;
        for (int q = 0; q < k2; ++q) pat[j++] = 2;
        for (int q = 0; q < k3; ++q) pat[j++] = 3;
        for (int q = 0; q < k4; ++q) pat[j++] = 4;
        honour_class[(k2 * 8 + k3) * 8 + k4] =
            static_cast<uint8_t>(honours.id(honour_partials.vec(pat)));
      }
  const int sh = static_cast<int>(honours.list.size());
  // Final: best value 2 * sets + partials + head for each block budget 0-4.
  std::vector<uint8_t> final_value(static_cast<size_t>(s3) * sh * 5);
  for (int a = 0; a < s3; ++a)
    for (int h = 0; h < sh; ++h) {
      const Vec v = combine(three.list[a], honours.list[h]);
      for (int b = 0; b < 5; ++b)
        final_value[(a * sh + h) * 5 + b] = static_cast<uint8_t>(std::max(v[b], v[5 + b]));
    }

  std::ofstream hpp(argv[2]);
  hpp << "// Generated by tools/analysis_gen/gen_analysis_tables.cpp. Do not edit.\n"
         "#pragma once\n#include <cstdint>\nnamespace mjscore::analysis_tables {\n"
      << "inline constexpr int kSuitPatterns = " << n << ";\n"
      << "inline constexpr int kCompleteWords = " << complete_bits.size() << ";\n"
      << "inline constexpr int kCompletePatterns = " << complete_count << ";\n"
      << "inline constexpr int kSplits = " << split_count << ";\n"
      << "inline constexpr int kHonourSplits = " << honour_splits << ";\n"
      << "inline constexpr int kMaxSplitsPerSuit = " << max_splits << ";\n"
      << "inline constexpr int kSuitClasses = " << s1 << ";\n"
      << "inline constexpr int kTwoSuitClasses = " << s2 << ";\n"
      << "inline constexpr int kThreeSuitClasses = " << s3 << ";\n"
      << "inline constexpr int kHonourClasses = " << sh
      << ";\n"

      // The tables of a suit's rank and first split in one object: one base register for the
      // four (position-independent code), fewer spills around them.
      << "struct SuitTables {\n"
         "  uint32_t high_offset[3125];\n"
         "  uint32_t low_position[625];\n"
         "  uint64_t complete_bits[kCompleteWords];\n"
         "  uint16_t first_split_base[kCompleteWords];\n"
         "};\n"
         "extern const SuitTables kSuitTables;\n"
         "inline constexpr const uint32_t (&kHighOffset)[3125] = kSuitTables.high_offset;\n"
         "inline constexpr const uint32_t (&kLowPosition)[625] = kSuitTables.low_position;\n"
         "inline constexpr const uint64_t (&kCompleteBits)[kCompleteWords] =\n"
         "    kSuitTables.complete_bits;\n"
         "inline constexpr const uint16_t (&kFirstSplitBase)[kCompleteWords] =\n"
         "    kSuitTables.first_split_base;\n"

         "extern const unsigned char kSplitRecords[kSplits * 32 + 1];\n"
         "extern const unsigned char kShantenClass[kSuitPatterns + 1];\n"
         "extern const uint16_t kWaitMask[kSuitPatterns];\n"
         "extern const uint8_t kCombine2[kSuitClasses * kSuitClasses];\n"
         "extern const uint8_t kCombine3[kTwoSuitClasses * kSuitClasses];\n"
         "extern const uint8_t kHonourClass[512];\n"
         "extern const uint8_t kFinalValue[kThreeSuitClasses * kHonourClasses * 5];\n"
         "extern const uint8_t kSplat[6][32];  // 32 bytes of k (swar::splat)\n"
         "}  // namespace mjscore::analysis_tables\n";

  std::ofstream cpp(argv[1]);
  cpp << "// Generated by tools/analysis_gen/gen_analysis_tables.cpp. Do not edit.\n"
         "#include \"analysis_tables.hpp\"\nnamespace mjscore::analysis_tables {\n";
  std::vector<uint16_t> first_split_base(complete_through.size());
  for (size_t w = 0; w < complete_through.size(); ++w)
    first_split_base[w] = static_cast<uint16_t>(complete_count - complete_through[w]);
  cpp << "alignas(64) extern const SuitTables kSuitTables = {";
  emit_values(cpp, high_offset);
  cpp << ",";
  emit_values(cpp, low_position);
  cpp << ",";
  emit_values(cpp, complete_bits);
  cpp << ",";
  emit_values(cpp, first_split_base);
  cpp << "};\n";
  emit_bytes(cpp, "kSplitRecords", split_records);
  emit_bytes(cpp, "kShantenClass", shanten_class);
  emit_array(cpp, "uint16_t", "kWaitMask", wait_mask);
  emit_array(cpp, "uint8_t", "kCombine2", combine2);
  emit_array(cpp, "uint8_t", "kCombine3", combine3);
  emit_array(cpp, "uint8_t", "kHonourClass", honour_class);
  emit_array(cpp, "uint8_t", "kFinalValue", final_value);
  cpp << "alignas(32) extern const uint8_t kSplat[6][32] = {";
  for (int k = 0; k < 6; ++k) {
    cpp << "\n{";
    for (int b = 0; b < 32; ++b) cpp << k << "u,";
    cpp << "},";
  }
  cpp << "};\n";
  cpp << "}  // namespace mjscore::analysis_tables\n";
  std::printf(
      "analysis tables: %zu suit patterns, %zu complete, %zu splits, classes %d/%d/%d/%d, "
      "max %d splits per suit\n",
      n, complete_count, split_count, s1, s2, s3, sh, max_splits);
  return cpp && hpp ? 0 : 1;
}
