// Classical Chinese hand scoring (seed 003; issue 20): the entry point the Engine calls.
#pragma once

#include "mjscore/classical_rules.hpp"
#include "mjscore/error.hpp"
#include "mjscore/request.hpp"
#include "mjscore/result.hpp"

namespace mjscore::json::out {
struct Cursor;
}

namespace mjscore::classical {

// Scores every player's hand: a winner's (`won`, 14 tiles plus one per kong) in its best
// arrangement and with the best set for its winning tile, a loser's (13 plus kongs) with its
// concealed tiles arranged for the best score. A wrong tile count is a dead hand (seed 003
// section 8): it scores nothing (`dead_hand`). Errors: invalid_hand (a winning tile outside
// the hand), not_winning (a winner's tiles are no winning hand of the preset).
Result<void> score_hand(const ScoreRequest& request, const Rules& rules, ScoreResult& out);

// The score response's classical members (docs/json-api.md "`score`"):
// `,"points":...,"doubles":...,"limit":...,"score":...,"won":...,"dead_hand":...` of `r.classical`.
json::out::Cursor write_score_members(json::out::Cursor c, const ScoreResult& r);

}  // namespace mjscore::classical
