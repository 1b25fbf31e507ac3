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

inline const FamilyRules<Rules> kFamilyRules{Family::Classical, option_keys, apply_option};

}  // namespace mjscore::classical
