// `mjscore game FILE.json` and `mjscore final S0 S1 S2 S3` (riichi game flow, docs/game.md).
#pragma once

#include <string>

#include "cli.hpp"

namespace mjscore::cli {

void add_game_command(CLI::App& app, Context& ctx);
void add_final_command(CLI::App& app, Context& ctx);
// `mjscore round FILE.json` (app/cmd_round.cpp).
void add_round_command(CLI::App& app, Context& ctx);

}  // namespace mjscore::cli
