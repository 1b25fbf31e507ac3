// The element ids of every family in one table, built at compile time from the families' own
// tables (riichi: src/family/riichi/element_ids.hpp), each family's at its base
// (element_id_base, result.hpp), so that the JSON writer can keep a compile-time fragment per
// ElementId::index (src/contract/response_fragments.hpp). A family's scorer writes its own index
// plus its base.
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
inline constexpr std::array<std::span<const std::string_view>, kFamilyCount> kFamilyElementIds = {
    std::span<const std::string_view>(riichi::kElementIds),
    std::span<const std::string_view>(hk::kElementIds),
    std::span<const std::string_view>(classical::kElementIds),
};

// Every family's ids fit its range of ElementId (result.hpp).
static_assert([] {
  for (const auto& family : kFamilyElementIds)
    if (family.size() > kElementIdsPerFamily) return false;
  return true;
}());
static_assert(kFamilyElementIds.size() == kFamilyCount, "one table per Family value");

// The number of entries of the whole table (the JSON writer's table size): the last family's
// base and its ids.
inline constexpr int kMaxElementIds = element_id_base(static_cast<Family>(kFamilyCount - 1)) +
                                      static_cast<int>(kFamilyElementIds.back().size());
static_assert(kMaxElementIds <= UINT16_MAX + 1);  // ElementId::index is 16 bits

constexpr std::array<std::string_view, kMaxElementIds> make_element_ids() {
  std::array<std::string_view, kMaxElementIds> t{};  // empty between the families' ranges
  for (int f = 0; f < static_cast<int>(kFamilyElementIds.size()); ++f) {
    int n = element_id_base(static_cast<Family>(f));
    for (std::string_view id : kFamilyElementIds[f]) t[n++] = id;
  }
  return t;
}

// The longest id (the JSON writer's bound per element).
constexpr std::size_t max_element_id_size() {
  std::size_t n = 0;
  for (std::string_view id : make_element_ids()) n = id.size() > n ? id.size() : n;
  return n;
}

}  // namespace mjscore
