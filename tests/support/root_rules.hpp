// The riichi root preset (rules/riichi/riichi.toml: seeds 000 and 002) for tests that build rule
// values by hand: the rules types have no defaults of their own.
#pragma once

#include "mjscore/engine.hpp"

namespace mjscore {

inline const riichi::Rules& root_rules() {
  static const riichi::Rules rules = *Engine::create().value().riichi_preset("riichi").value();
  return rules;
}

}  // namespace mjscore
