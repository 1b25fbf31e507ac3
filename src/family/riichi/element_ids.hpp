// The riichi element ids (issue 3, contract "Riichi element ids"): the yaku in Yaku order, the
// yakuman in Yakuman order, then dora, aka_dora, ura_dora and kita
// (three-player: the set-aside Norths, docs/sanma.md). Riichi's are the first ids of the
// global table (src/engine/element_ids.hpp), so an index here is an ElementId's index.
#pragma once

#include <array>
#include <string_view>

#include "family/riichi/yaku_table.hpp"

namespace mjscore::riichi {

inline constexpr int kYakuIds = 0, kYakumanIds = kYakuCount,
                     kDoraIds = kYakuCount + kYakumanCount;  // dora, aka_dora, ura_dora, kita
inline constexpr int kElementIdCount = kDoraIds + 4;

inline constexpr std::array<std::string_view, kElementIdCount> kElementIds = [] {
  std::array<std::string_view, kElementIdCount> t{};
  for (int i = 0; i < kYakuCount; ++i) t[kYakuIds + i] = kYakuInfo[i].id;
  for (int i = 0; i < kYakumanCount; ++i) t[kYakumanIds + i] = kYakumanInfo[i].id;
  t[kDoraIds] = "dora";
  t[kDoraIds + 1] = "aka_dora";
  t[kDoraIds + 2] = "ura_dora";
  t[kDoraIds + 3] = "kita";
  return t;
}();

}  // namespace mjscore::riichi
