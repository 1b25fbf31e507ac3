// The element ids of every family in one table, built at compile time from the families' own
// tables (riichi: src/family/riichi/element_ids.hpp), one after the other in Family order; its size
// is their sum. ElementId (result.hpp) holds an index into it, so a scorer writes an element as one
// 8-byte record and the JSON writer can keep a compile-time fragment per id
// (src/contract/response_fragments.hpp). A family's scorer writes its own index plus its base.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "family/classical/element_ids.hpp"
#include "family/riichi/element_ids.hpp"
#include "mjscore/hk_rules.hpp"
#include "mjscore/result.hpp"

namespace mjscore {

// Each family's table, indexed by Family.
inline constexpr std::array<std::span<const std::string_view>, 3> kFamilyElementIds = {
    std::span<const std::string_view>(riichi::kElementIds),
    std::span<const std::string_view>(hk::kElementIds),
    std::span<const std::string_view>(classical::kElementIds),
};

// Where a family's ids start in the whole table.
constexpr int element_id_base(Family f) {
  int base = 0;
  for (int i = 0; i < static_cast<int>(f); ++i)
    base += static_cast<int>(kFamilyElementIds[i].size());
  return base;
}
// Riichi's scorer writes its own indices (src/family/riichi/score.cpp).
static_assert(element_id_base(Family::Riichi) == 0);

// The number of element ids of every family (computed; the JSON writer's table size).
inline constexpr int kMaxElementIds =
    element_id_base(Family::Classical) + static_cast<int>(kFamilyElementIds[2].size());
static_assert(kMaxElementIds <= UINT16_MAX + 1);  // ElementId::index is 16 bits

constexpr std::array<std::string_view, kMaxElementIds> make_element_ids() {
  std::array<std::string_view, kMaxElementIds> t{};
  int n = 0;
  for (const auto& family : kFamilyElementIds)
    for (std::string_view id : family) t[n++] = id;
  return t;
}

// The longest id (the JSON writer's bound per element).
constexpr std::size_t max_element_id_size() {
  std::size_t n = 0;
  for (std::string_view id : make_element_ids()) n = id.size() > n ? id.size() : n;
  return n;
}

}  // namespace mjscore
