// The riichi family's descriptor (family_rules.hpp).
#pragma once

#include "family/riichi/riichi_option_keys.hpp"
#include "mjscore/riichi_rules.hpp"
#include "rules/family_rules.hpp"

namespace mjscore::riichi {

inline const FamilyRules<Rules> kFamilyRules{Family::Riichi, option_keys, apply_option};

}  // namespace mjscore::riichi
