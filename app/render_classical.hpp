// Human-readable output of the classical settle, round and game answers (`mjscore round`,
// `mjscore game` with a classical record, `batch --text`): from the result structs.
#pragma once

#include <string>

#include "mjscore/classical_game.hpp"
#include "mjscore/classical_settle.hpp"

namespace mjscore::cli {

// The settlement table: every seat's score, every payment, every seat's change.
void render_settlement(std::string& out, const classical::Settlement& settlement);
// The four hands' scoring sheets (E S W N), then the settlement table.
void render_round(std::string& out, const classical::RoundRequest& request,
                  const classical::RoundResult& round);
// A line per round (label, East, result, deltas, totals) and the final standings.
void render_classical_game(std::string& out, const classical::GameRecord& record,
                           const classical::GameResult& game);

}  // namespace mjscore::cli
