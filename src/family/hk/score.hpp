// HK hand scoring (seed 001; issue 19): the entry point the Engine calls.
#pragma once

#include "mjscore/error.hpp"
#include "mjscore/hk_rules.hpp"
#include "mjscore/request.hpp"
#include "mjscore/result.hpp"

namespace mjscore::json::out {
struct Cursor;
}

namespace mjscore::hk {

// Scores an HK win under `rules`: of every reading of the hand, the one with the most faan (then
// the higher payment); fills value, deltas, elements, reading, faan, base, faan_limit.
// Errors: invalid_hand, invalid_context, not_winning, below_minimum, invalid_option (a custom
// curve without a table).
Result<void> score_hand(const ScoreRequest& request, const Rules& rules, ScoreResult& out);

// The score response's hk members (docs/json-api.md "`score`"):
// `,"faan":<faan>,"base":<base>,"limit":<bool>` of `r.hk`.
json::out::Cursor write_score_members(json::out::Cursor c, const ScoreResult& r);

}  // namespace mjscore::hk
