// Riichi yaku and yakuman ids (contract "Riichi element ids") with their han, closed / open
// (issue 3, seed 000 "Contando han"). Detection lives in hand_view.cpp (what depends on the
// tiles and flags alone) and reading.cpp (what depends on one reading); this is the value table.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string_view>

namespace mjscore::riichi {

// Order = output order of the elements.
enum class Yaku : uint8_t {
  Riichi,
  DoubleRiichi,
  Ippatsu,
  MenzenTsumo,
  Pinfu,
  Tanyao,
  Iipeikou,
  YakuhaiHaku,
  YakuhaiHatsu,
  YakuhaiChun,
  SeatWind,
  RoundWind,
  Haitei,
  Houtei,
  Rinshan,
  Chankan,
  Chiitoitsu,
  Chanta,
  Ittsu,
  Sanshoku,
  SanshokuDoukou,
  Sankantsu,
  Toitoi,
  Sanankou,
  Shousangen,
  Honroutou,
  Ryanpeikou,
  Junchan,
  Honitsu,
  Chinitsu,
  Renhou,
  NagashiMangan,
  Count
};
inline constexpr int kYakuCount = static_cast<int>(Yaku::Count);
using YakuMask = uint32_t;
static_assert(kYakuCount <= 32);
constexpr YakuMask bit(Yaku y) { return YakuMask{1} << static_cast<int>(y); }
// The bit of `y` when `c` holds, else 0 (no branch).
constexpr YakuMask when(bool c, Yaku y) { return YakuMask{c} << static_cast<int>(y); }

struct YakuInfo {
  std::string_view id;
  int8_t closed;  // han on a closed hand
  int8_t open;    // han on an open hand (0: closed only)
};

// Han per yaku (issue 3 list). Renhou's entry is its `renhou = "mangan"` value (5 han, a
// mangan); with "yakuman" it is a yakuman instead, with "off" it is not detected.
// Nagashi mangan is a draw result paid by the game layer; it is never detected in a hand.
inline constexpr std::array<YakuInfo, kYakuCount> kYakuInfo = {{
    {"riichi", 1, 0},       {"double_riichi", 2, 0},  {"ippatsu", 1, 0},
    {"menzen_tsumo", 1, 0}, {"pinfu", 1, 0},          {"tanyao", 1, 1},
    {"iipeikou", 1, 0},     {"yakuhai_haku", 1, 1},   {"yakuhai_hatsu", 1, 1},
    {"yakuhai_chun", 1, 1}, {"seat_wind", 1, 1},      {"round_wind", 1, 1},
    {"haitei", 1, 1},       {"houtei", 1, 1},         {"rinshan", 1, 1},
    {"chankan", 1, 1},      {"chiitoitsu", 2, 0},     {"chanta", 2, 1},
    {"ittsu", 2, 1},        {"sanshoku", 2, 1},       {"sanshoku_doukou", 2, 2},
    {"sankantsu", 2, 2},    {"toitoi", 2, 2},         {"sanankou", 2, 2},
    {"shousangen", 2, 2},   {"honroutou", 2, 2},      {"ryanpeikou", 3, 0},
    {"junchan", 3, 2},      {"honitsu", 3, 2},        {"chinitsu", 6, 5},
    {"renhou", 5, 0},       {"nagashi_mangan", 5, 5},
}};

// Yaku that keep a value on an open hand.
constexpr YakuMask open_scoring_mask() {
  YakuMask m = 0;
  for (int i = 0; i < kYakuCount; ++i)
    if (kYakuInfo[i].open > 0) m |= YakuMask{1} << i;
  return m;
}
inline constexpr YakuMask kOpenScoring = open_scoring_mask();

// The han of kYakuInfo as bit planes: kHanPlanes[closed][b] holds the yaku whose han (open or
// closed) has bit b set, so the han of a set of yaku is a sum of three weighted popcounts (no
// loop over the yaku, whose trip count the branch predictor cannot learn).
using HanPlanes = std::array<YakuMask, 3>;
constexpr std::array<HanPlanes, 2> make_han_planes() {
  std::array<HanPlanes, 2> t{};
  for (int i = 0; i < kYakuCount; ++i)
    for (int b = 0; b < 3; ++b) {
      if ((kYakuInfo[i].open >> b) & 1) t[0][b] |= YakuMask{1} << i;
      if ((kYakuInfo[i].closed >> b) & 1) t[1][b] |= YakuMask{1} << i;
    }
  return t;
}
inline constexpr std::array<HanPlanes, 2> kHanPlanes = make_han_planes();
static_assert([] {
  for (const YakuInfo& y : kYakuInfo)
    if (y.open < 0 || y.open > 7 || y.closed < 0 || y.closed > 7) return false;
  return true;
}());

// What an open ([0]) or closed ([1]) hand keeps of its yaku and their han, in one place so
// that the scorer picks it once per hand (HandView::han) rather than indexing per reading.
struct HanTable {
  YakuMask scoring;  // the yaku that score (kOpenScoring on an open hand)
  HanPlanes planes;  // kHanPlanes[closed]
};
inline constexpr std::array<HanTable, 2> kHanTables = {
    {{kOpenScoring, kHanPlanes[0]}, {~YakuMask{0}, kHanPlanes[1]}}};
// Han of a set of yaku on an open or closed hand (three popcounts over the bit planes).
constexpr int yaku_han(YakuMask mask, const HanTable& t) {
  return std::popcount(mask & t.planes[0]) + 2 * std::popcount(mask & t.planes[1]) +
         4 * std::popcount(mask & t.planes[2]);
}

enum class Yakuman : uint8_t {
  Kokushi,
  Kokushi13,
  Suuankou,
  SuuankouTanki,
  Daisangen,
  Shousuushii,
  Daisuushii,
  Tsuuiisou,
  Chinroutou,
  Ryuuiisou,
  Chuuren,
  Chuuren9,
  Suukantsu,
  Tenhou,
  Chiihou,
  Renhou,
  Count
};
inline constexpr int kYakumanCount = static_cast<int>(Yakuman::Count);
using YakumanMask = uint16_t;
constexpr YakumanMask bit(Yakuman y) { return static_cast<YakumanMask>(1u << static_cast<int>(y)); }

struct YakumanInfo {
  std::string_view id;
  bool double_form;  // counts two under `double_yakuman`
};
inline constexpr std::array<YakumanInfo, kYakumanCount> kYakumanInfo = {{
    {"kokushi", false},
    {"kokushi_13", true},
    {"suuankou", false},
    {"suuankou_tanki", true},
    {"daisangen", false},
    {"shousuushii", false},
    {"daisuushii", true},
    {"tsuuiisou", false},
    {"chinroutou", false},
    {"ryuuiisou", false},
    {"chuuren", false},
    {"chuuren_9", true},
    {"suukantsu", false},
    {"tenhou", false},
    {"chiihou", false},
    {"renhou", false},
}};

// Yakuman multiplicity of one pattern under the rules.
constexpr int yakuman_weight(int index, bool double_yakuman) {
  return double_yakuman && kYakumanInfo[index].double_form ? 2 : 1;
}

}  // namespace mjscore::riichi
