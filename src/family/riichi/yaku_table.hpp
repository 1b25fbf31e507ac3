// Riichi yaku and yakuman ids (contract "Riichi element ids"). Detection lives in hand_view.cpp
// (what depends on the tiles and flags alone) and reading.cpp (what depends on one reading);
// their values (han, open han, yakuman multiples) are the preset's (ScoringRules::han,
// open_han, yakuman), turned into masks and bit planes by values.cpp.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string_view>

#include "family/riichi/scoring_tables.hpp"
#include "mjscore/riichi_rules.hpp"

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
// One bit per yaku: room for local yaku up to kMaxYaku.
using YakuMask = uint64_t;
static_assert(kYakuCount <= kMaxYaku && kMaxYaku == 64);
constexpr YakuMask bit(Yaku y) { return YakuMask{1} << static_cast<int>(y); }
// The bit of `y` when `c` holds, else 0 (no branch).
constexpr YakuMask when(bool c, Yaku y) { return YakuMask{c} << static_cast<int>(y); }

struct YakuInfo {
  std::string_view id;  // the element id, and the key `han.<id>` / `open_han.<id>`
};
// Nagashi mangan is a draw result paid by the game layer; it is never detected in a hand.
inline constexpr std::array<YakuInfo, kYakuCount> kYakuInfo = {{
    {"riichi"},          {"double_riichi"},  {"ippatsu"},      {"menzen_tsumo"},  {"pinfu"},
    {"tanyao"},          {"iipeikou"},       {"yakuhai_haku"}, {"yakuhai_hatsu"}, {"yakuhai_chun"},
    {"seat_wind"},       {"round_wind"},     {"haitei"},       {"houtei"},        {"rinshan"},
    {"chankan"},         {"chiitoitsu"},     {"chanta"},       {"ittsu"},         {"sanshoku"},
    {"sanshoku_doukou"}, {"sankantsu"},      {"toitoi"},       {"sanankou"},      {"shousangen"},
    {"honroutou"},       {"ryanpeikou"},     {"junchan"},      {"honitsu"},       {"chinitsu"},
    {"renhou"},          {"nagashi_mangan"},
}};

// The han of a set of yaku on an open or closed hand (ScoringTables::Han: four popcounts over
// the bit planes, no loop over the yaku, whose trip count the branch predictor cannot learn).
using HanTable = ScoringTables::Han;
constexpr int yaku_han(YakuMask mask, const HanTable& t) {
  return std::popcount(mask & t.planes[0]) + 2 * std::popcount(mask & t.planes[1]) +
         4 * std::popcount(mask & t.planes[2]) + 8 * std::popcount(mask & t.planes[3]);
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
static_assert(kYakumanCount <= kMaxYakuman && kMaxYakuman == 16);
constexpr YakumanMask bit(Yakuman y) { return static_cast<YakumanMask>(1u << static_cast<int>(y)); }

struct YakumanInfo {
  std::string_view id;
  bool double_form;  // counts twice its value under `double_yakuman`
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

}  // namespace mjscore::riichi
