// A family's option keys as a table: each key's name and the function that checks and stores its
// value. Preset files and request `options` go through the same table, so the table is the
// family's key list (a root preset must set every key of it: preset_registry.hpp).
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "mjscore/error.hpp"
#include "mjscore/options.hpp"
#include "rules/option_value_access.hpp"

namespace mjscore {

template <class Rules>
struct OptionKey {
  std::string_view name;  // flat or dotted ("faan.common_hand")
  Result<void> (*apply)(Rules& rules, const std::string& key, const OptionValue& value);
};

// Applies `key` through `table`; `known` is false (and nothing changes) when no entry has it.
template <class Rules>
Result<void> apply_key(std::span<const OptionKey<Rules>> table, Rules& rules,
                       const std::string& key, const OptionValue& value, bool& known) {
  for (const auto& k : table) {
    if (k.name != key) continue;
    known = true;
    return k.apply(rules, key, value);
  }
  known = false;
  return {};
}

// Table entries for a field of the rules (or of one part of them): `Member` is a pointer to it.
template <class T>
struct MemberOf;
template <class C, class T>
struct MemberOf<T C::*> {
  using type = C;
};
template <auto Member>
using Owner = typename MemberOf<decltype(Member)>::type;

template <auto Member>
Result<void> boolean(Owner<Member>& r, const std::string& key, const OptionValue& v) {
  return option_access::set_bool(key, v, r.*Member);
}
template <auto Member, long long Lo, long long Hi>
Result<void> integer(Owner<Member>& r, const std::string& key, const OptionValue& v) {
  return option_access::set_int(key, v, Lo, Hi, r.*Member);
}
// One of `Names`, stored as the enumerator of the same index.
template <auto Member, const auto& Names>
Result<void> choice(Owner<Member>& r, const std::string& key, const OptionValue& v) {
  return option_access::set_choice(key, v, Names, r.*Member);
}

}  // namespace mjscore
