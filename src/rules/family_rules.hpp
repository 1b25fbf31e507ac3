// What a rule family gives the preset registry: its name, its default preset, its key list and
// the function that applies one key to its rules type. The family's descriptor
// (src/family/<f>/family.cpp) loads its presets with it (load_table, preset_table.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "mjscore/error.hpp"
#include "mjscore/options.hpp"
#include "mjscore/request.hpp"

namespace mjscore {

template <class Rules>
struct FamilyRules {
  Family family;
  // Every key of the family (flat or dotted); a root preset sets each of them.
  std::vector<std::string_view> (*keys)();
  // One key onto the rules: unknown_option for a key not in `keys`, invalid_option for a value
  // of the wrong type or range.
  Result<void> (*apply)(Rules& rules, const std::string& key, const OptionValue& value);

  std::string_view name() const { return family_name(family); }
  std::string_view default_preset() const { return mjscore::default_preset(family); }
};

}  // namespace mjscore
