// The classical family's descriptor (family_rules.hpp).
#pragma once

#include <string_view>
#include <vector>

#include "mjscore/classical_rules.hpp"
#include "rules/family_rules.hpp"

namespace mjscore::classical {

// Every classical key: the switches, then points.*, doubles.*, limits.*, calling.* (each in the
// order of classical_rules.hpp).
std::vector<std::string_view> option_keys();

// The settlement and game keys (classical_game_options.cpp): their names, and apply for one of
// them (`known` false when `key` is none of them).
std::vector<std::string_view> game_option_keys();
Result<void> apply_game_option(Rules& rules, const std::string& key, const OptionValue& value,
                               bool& known);

inline const FamilyRules<Rules> kFamilyRules{Family::Classical, option_keys, apply_option};

}  // namespace mjscore::classical
