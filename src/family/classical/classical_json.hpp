// The contract's classical `settle`, `round` and `game` requests (docs/json-api.md "Classical
// settle, round and game"): read from the whole line once the general reader has found their
// type (classical_json_read.cpp), and written from their result structs
// (classical_json_write.cpp).
#pragma once

#include <string>
#include <string_view>

#include "json/score_object.hpp"
#include "mjscore/classical_game.hpp"
#include "mjscore/classical_settle.hpp"
#include "mjscore/engine.hpp"

namespace mjscore::json {

// Errors: parse_error (a number no double holds), invalid_request (a missing or wrong field),
// invalid_option, and a hand's score request errors (the message names the hand).
Result<classical::SettleRequest> parse_settle_request(std::string_view text);
Result<classical::RoundRequest> parse_round_request(std::string_view text,
                                                    ScoreObjectReader& scores);
Result<classical::GameRecord> parse_classical_game(std::string_view text,
                                                   ScoreObjectReader& scores);
// One round of a classical game record (an element of its "rounds") appended to `record`, read
// and checked as parse_classical_game reads the round at that place (errors name it
// "rounds[<n>]").
Result<void> read_classical_game_round(std::string_view text, classical::GameRecord& record,
                                       ScoreObjectReader& scores);

// The answers: under the request's preset and options (resolved per request).
Result<classical::Settlement> answer_settle(const Engine& engine,
                                            const classical::SettleRequest& request);
Result<void> answer_round(const Engine& engine, const classical::RoundRequest& request,
                          classical::RoundResult& out);

// The response members after "ok", "rules", "preset" (no braces).
std::string settle_response_members(const classical::Settlement& settlement);
std::string round_response_members(const classical::RoundResult& round,
                                   const classical::RoundRequest& request);
std::string classical_game_members(const classical::GameRecord& record,
                                   const classical::GameResult& game);
// The game response's "rounds" array and "final" object on their own (the HTTP game object,
// app/serve/game_view.cpp), written as classical_game_members writes them.
std::string classical_game_rounds_json(const classical::GameRecord& record,
                                       const classical::GameResult& game);
std::string classical_game_final_json(const classical::GameResult& game);

}  // namespace mjscore::json
