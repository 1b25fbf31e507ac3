// The contract's `game` request with "rules": "hk" (docs/hk.md "HK games", docs/json-api.md):
// its reader and the response members its writer gives (hk_game_json_read/write.cpp).
#pragma once

#include <string>
#include <string_view>

#include "mjscore/hk_game.hpp"
#include "mjscore/json.hpp"

namespace mjscore::json {

// An HK game record (the whole request object). Errors: parse_error, invalid_request (naming the
// hand index), invalid_option, and the score request errors of a win's `score`.
Result<hk::GameRecord> parse_hk_game_record(std::string_view text);

// The response members after "ok", "rules", "preset" (no braces): "players", "hands", "final".
std::string hk_game_response_members(const HkGameAnswer& game);

}  // namespace mjscore::json
