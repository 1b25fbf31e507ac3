// TEMPORARY: replaced by src/game/game_options.cpp (h/game). Delete this file at the merge.
// Until then no game key is known, so apply_option links and reports game keys as unknown.
#include "mjscore/riichi_rules.hpp"

namespace mjscore::riichi {

Result<void> apply_game_option(GameRules&, const std::string&, const OptionValue&, bool& known) {
  known = false;
  return {};
}

}  // namespace mjscore::riichi
