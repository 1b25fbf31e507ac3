// The element ids of every family in one table, built at compile time: ElementId (result.hpp)
// holds an index into it, so a scorer writes an element as one 8-byte record and the JSON
// writer can keep a compile-time fragment per id (src/json/response_fragments.hpp).
// Riichi (issue 3, contract "Riichi element ids"): the yaku in Yaku order, the yakuman in
// Yakuman order, then dora, aka_dora and ura_dora.
#pragma once

#include <array>
#include <string_view>

#include "mjscore/result.hpp"
#include "riichi/yaku_table.hpp"

namespace mjscore {

namespace riichi {
inline constexpr int kYakuIds = 0, kYakumanIds = kYakuCount,
                     kDoraIds = kYakuCount + kYakumanCount;  // dora, aka_dora, ura_dora
static_assert(kDoraIds + 3 <= kMaxElementIds);
}  // namespace riichi

constexpr std::array<std::string_view, kMaxElementIds> make_element_ids() {
  std::array<std::string_view, kMaxElementIds> t{};
  for (int i = 0; i < riichi::kYakuCount; ++i) t[riichi::kYakuIds + i] = riichi::kYakuInfo[i].id;
  for (int i = 0; i < riichi::kYakumanCount; ++i)
    t[riichi::kYakumanIds + i] = riichi::kYakumanInfo[i].id;
  t[riichi::kDoraIds] = "dora";
  t[riichi::kDoraIds + 1] = "aka_dora";
  t[riichi::kDoraIds + 2] = "ura_dora";
  return t;
}

// The longest id (the JSON writer's bound per element).
constexpr std::size_t max_element_id_size() {
  std::size_t n = 0;
  for (std::string_view id : make_element_ids()) n = id.size() > n ? id.size() : n;
  return n;
}

}  // namespace mjscore
