// The contract's `game` request with "rules": "hk" (docs/hk.md "HK games", docs/json-api.md):
// its reader and the response members its writer gives (hk_game_json_read/write.cpp).
#pragma once

#include <string>
#include <string_view>

#include "json/score_object.hpp"
#include "mjscore/hk_game.hpp"
#include "mjscore/json.hpp"

namespace mjscore::json {

// An HK game record (the whole request object). Errors: parse_error, invalid_request (naming the
// hand index), invalid_option, and the score request errors of a win's `score`.
Result<hk::GameRecord> parse_hk_game_record(std::string_view text, ScoreObjectReader& scores);
// One hand of an HK game record (an element of its "hands") appended to `record`, read and
// checked as parse_hk_game_record reads the hand at that place (errors name it "hands[<n>]").
Result<void> read_hk_game_hand(std::string_view text, hk::GameRecord& record,
                               ScoreObjectReader& scores);

// The response members after "ok", "rules", "preset" (no braces): "players", "hands", "final".
std::string hk_game_response_members(const HkGameAnswer& game);
// The response's "hands" array and "final" object on their own (the HTTP game object,
// app/serve/game_view.cpp), written as hk_game_response_members writes them.
std::string hk_game_hands_json(const hk::GameResult& result);
std::string hk_game_final_json(const hk::GameResult& result);

}  // namespace mjscore::json
