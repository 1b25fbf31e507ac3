// The riichi key tables (riichi_options.cpp: hand scoring; riichi_game_options.cpp: the game).
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "mjscore/riichi_rules.hpp"
#include "rules/option_keys.hpp"

namespace mjscore::riichi {

std::span<const OptionKey<ScoringRules>> scoring_option_keys();
std::span<const OptionKey<GameRules>> game_option_keys();

// Every riichi key, scoring keys first, each in table order.
std::vector<std::string_view> option_keys();

}  // namespace mjscore::riichi
