// Canonical MPSZ output (contract "Tiles": sorted, suits in the order m p s z).
// Canonical rule (docs/notation.md): within a suit tiles ascend by rank; a red five is written
// 0 where its five sorts, before the plain fives ("4056p"); each suit letter once.
#include "mjscore/notation.hpp"

namespace mjscore {

std::string format_tiles(const TileCounts& counts, const RedCounts& red) {
  std::string out;
  out.reserve(48);
  for (int s = 0; s < 4; ++s) {
    const int ranks = s == 3 ? 7 : 9;
    const std::size_t before = out.size();
    for (int r = 1; r <= ranks; ++r) {
      const int n = counts[s * 9 + r - 1];
      int reds = (s < 3 && r == 5) ? red[s] : 0;
      if (reds > n) reds = n;
      for (int k = 0; k < n; ++k) out.push_back(k < reds ? '0' : static_cast<char>('0' + r));
    }
    if (out.size() != before) out.push_back(kSuitLetters[s]);
  }
  return out;
}

std::string format_tile(TileRef t) {
  std::string out(2, ' ');
  out[0] = t.red && is_five(t.tile) ? '0' : static_cast<char>('0' + rank_of(t.tile));
  out[1] = kSuitLetters[static_cast<int>(suit_of(t.tile))];
  return out;
}

std::string format_meld(const Meld& m) {
  std::string out(meld_kind_name(m.kind));
  out.push_back(' ');
  TileCounts counts{};
  RedCounts red{};
  if (m.is_run()) {
    for (int k = 0; k < 3 && index(m.first) + k < kTileKinds; ++k) ++counts[index(m.first) + k];
  } else {
    counts[index(m.first)] = static_cast<uint8_t>(m.tile_count());
  }
  if (is_suited(m.first)) red[static_cast<int>(suit_of(m.first))] = m.red;
  out += format_tiles(counts, red);
  if (m.from) {
    out += " from ";
    out.push_back(wind_letter(*m.from));
  }
  return out;
}

}  // namespace mjscore
