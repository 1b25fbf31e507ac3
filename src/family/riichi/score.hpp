// Riichi hand scoring (seed 000; issue 3): the entry point the Engine calls.
#pragma once

#include "mjscore/error.hpp"
#include "mjscore/request.hpp"
#include "mjscore/result.hpp"
#include "mjscore/riichi_rules.hpp"

namespace mjscore::riichi {

// Scores a riichi win under `rules`. Fills every riichi field of `out` (not `preset`/`family`).
// Errors: invalid_context, not_winning, no_yaku. Allocation-free on success.
Result<void> score_hand(const ScoreRequest& request, const Rules& rules, ScoreResult& out);

}  // namespace mjscore::riichi
