// Human-readable output of the mjscore commands: a score breakdown a player reads (reading,
// elements, fu, totals, payments), waits, games, errors: from the answer structs.
#pragma once

#include <string>

#include "mjscore/json.hpp"

namespace mjscore::cli {

void render_score(std::string& out, const ScoreRequest& request, const ScoreResult& result);
void render_waits(std::string& out, const Hand& hand, const WaitsAnswer& waits);
void render_error(std::string& out, const Error& error);
// Any answer of the JSON layer (batch --text).
void render_answer(std::string& out, const json::Answer& answer);

}  // namespace mjscore::cli
