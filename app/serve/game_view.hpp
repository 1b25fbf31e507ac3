// A stored game as the engine answers it, and as the HTTP API shows it (../shared/spec/
// http-api.md "Games"). The state is always the JSON layer's answer to the contract game
// record made of the stored entries, read and answered as `mjscore batch` and `mjscore game`
// answer it, so the server never scores differently; the front end only renders the answer's
// result structs.
#pragma once

#include <string>
#include <vector>

#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"
#include "serve/api_error.hpp"
#include "serve/game_store.hpp"

namespace mjscore::serve {

// This thread's json::Handler for `engine` (a Handler is reused by one thread at a time).
json::Handler& thread_handler(const Engine& engine);

// The member of a game record of `rules` that lists its entries: "hands" (riichi, hk), "rounds"
// (classical).
std::string_view entries_key(std::string_view rules);

// The contract game record of a stored game: {"type":"game","id":..,"rules":..,"preset":..,
// "options":..,"players":..,"hands":[the entries]} on one line ("rounds" for classical).
std::string record_text(const StoredGame& game);

// The engine's answer to the game's record (valid until this thread's next use of
// thread_handler). An error is the record's: the API gives it back as 400.
const json::Answer& fold(const Engine& engine, const StoredGame& game);

// Of a game answer of any family (answered without error): whether the engine ended the game,
// what ended it ("incomplete" while it goes on) and the preset it resolved.
bool game_finished(const json::Answer& answer);
std::string game_ended_by(const json::Answer& answer);
std::string game_preset(const json::Answer& answer);

// The summary the listing caches; `answer` answered without error.
GameSummary summary_of(const json::Answer& answer);

// "The game": ok, id, title, rules, preset, options, players, created, hands, scores, next,
// finished, final; `answer` answered without error, of any family (docs/http.md "Families").
// Ends with a newline.
std::string game_body(const StoredGame& game, const json::Answer& answer);

// {"ok":true,"games":[{id, title, rules, preset, players, created, hands, finished, scores}]}
std::string list_body(const std::vector<GameListItem>& games);

// A JSON string of `s` (invalid UTF-8 replaced).
std::string json_string(std::string_view s);

}  // namespace mjscore::serve
