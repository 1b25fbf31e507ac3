// Human-readable output of the mjscore commands: a score breakdown a player reads (reading,
// elements, fu, totals, payments), waits, games, errors: from the answer structs.
#pragma once

#include <string>

#include "mjscore/json.hpp"

namespace mjscore::cli {

void render_score(std::string& out, const ScoreRequest& request, const ScoreResult& result);
void render_waits(std::string& out, const Hand& hand, const WaitsAnswer& waits);
void render_error(std::string& out, const Error& error);
// The answers of `game` and `final` requests as `batch --text` shows them: a line per hand
// (result, changes, scores) and the final line; the ranks and points.
void render_game_answer(std::string& out, const json::GameAnswer& game);
void render_final_answer(std::string& out, const riichi::FinalPoints& points);
// Any answer of the JSON layer (batch --text).
void render_answer(std::string& out, const json::Answer& answer);

}  // namespace mjscore::cli
