// `mjscore game FILE.json` and `mjscore final S0 S1 S2 S3` (riichi game flow, docs/game.md).
#pragma once

#include <string>
#include <string_view>

#include "cli.hpp"

namespace mjscore::cli {

void add_game_command(CLI::App& app, Context& ctx);
void add_final_command(CLI::App& app, Context& ctx);

// Text for an answered game or final request (`batch --text`), from its response members.
void render_game_members(std::string& out, std::string_view members, bool final_request);

}  // namespace mjscore::cli
