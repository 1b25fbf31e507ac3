// `mjscore game FILE.json` and `mjscore final S0 S1 S2 S3` (riichi game flow, docs/game.md).
#pragma once

#include <string>

#include "cli.hpp"

namespace mjscore::cli {

void add_game_command(CLI::App& app, Context& ctx);
void add_final_command(CLI::App& app, Context& ctx);
// The text of a file named on the command line ("-": standard input).
Result<std::string> read_input(const std::string& file);
// `mjscore round FILE.json` (app/cmd_round.cpp).
void add_round_command(CLI::App& app, Context& ctx);

}  // namespace mjscore::cli
