// The riichi key tables (riichi_options.cpp: hand scoring; value_options.cpp: the values;
// riichi_game_options.cpp: the game).
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "mjscore/riichi_rules.hpp"
#include "rules/option_keys.hpp"

namespace mjscore::riichi {

std::span<const OptionKey<ScoringRules>> scoring_option_keys();
std::span<const OptionKey<GameRules>> game_option_keys();

// The value keys (value_options.cpp: han, open_han, yakuman, fu, limits), appended to `keys`,
// and one of them applied (`known` false for a key that is not one).
void append_value_option_keys(std::vector<std::string_view>& keys);
Result<void> apply_value_option(ScoringRules& rules, const std::string& key,
                                const OptionValue& value, bool& known);

// Every riichi key: the scoring keys, the value keys, the game keys, each in table order.
std::vector<std::string_view> option_keys();

}  // namespace mjscore::riichi
