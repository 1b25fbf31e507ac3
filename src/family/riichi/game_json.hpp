// The contract's `game` and `final` requests (../shared/spec/json-api.md "Riichi game record";
// docs/game.md). Not a hot path: read with the JSON value reader (json/value.hpp); a win's
// `score` object goes through the contract's score request reader (json/score_object.hpp).
#pragma once

#include <string>
#include <string_view>

#include "json/score_object.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/game.hpp"

namespace mjscore::json {

// A game record (the whole request object). Errors: parse_error, invalid_request, and the
// score request errors of a win's `score`.
Result<riichi::GameRecord> parse_game_record(std::string_view text, ScoreObjectReader& scores);
// One hand of a game record (an element of its "hands") appended to `record`, read and checked
// as parse_game_record reads the hand at that place (errors name it "hands[<n>]").
Result<void> read_game_hand(std::string_view text, riichi::GameRecord& record,
                            ScoreObjectReader& scores);

// The response members after "ok", "rules", "preset" (no braces): "players", "hands", "final",
// and "expect_mismatches" when the record carries expectations.
std::string game_response_members(const GameAnswer& game);
// The response's "hands" array and "final" object on their own (the HTTP game object,
// app/serve/game_view.cpp), written as game_response_members writes them.
std::string game_hands_json(const riichi::GameResult& result);
std::string game_final_json(const riichi::GameResult& result);

// `final` request (riichi::FinalRequest): "scores", optional "chombo", preset and options.
using riichi::FinalRequest;
Result<FinalRequest> parse_final_request(std::string_view text);
std::string final_response_members(const riichi::FinalPoints& points);
// Final points under the request's preset and options.
Result<riichi::FinalPoints> answer_final(const Engine& engine, const FinalRequest& request);

}  // namespace mjscore::json
