// The HK family's descriptor (family_rules.hpp) and its key functions (hk_options.cpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "mjscore/hk_rules.hpp"
#include "rules/family_rules.hpp"

namespace mjscore::hk {

// Every hk key: the flat and liability keys, then faan.<id> and replaces.<id> per element.
std::vector<std::string_view> option_keys();
// One key onto the rules (unknown_option, invalid_option).
Result<void> apply_option(Rules& rules, const std::string& key, const OptionValue& value);

inline const FamilyRules<Rules> kFamilyRules{Family::HK, option_keys, apply_option};

}  // namespace mjscore::hk
