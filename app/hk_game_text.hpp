// The text of an HK game (docs/hk.md "HK games"): a line per hand (round, dealer, result,
// deltas, running scores) and the final standings. `mjscore game` and `batch --text` print it.
#pragma once

#include <string>

#include "mjscore/json.hpp"

namespace mjscore::cli {

void render_hk_game(std::string& out, const json::HkGameAnswer& game);

}  // namespace mjscore::cli
