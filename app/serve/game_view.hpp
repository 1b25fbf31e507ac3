// A stored game as the engine answers it, and as the HTTP API shows it (../shared/spec/
// http-api.md "Games"). The state is always the engine's answer to the contract game record
// made of the stored entries, read as `mjscore batch` and `mjscore game` read it, so the server
// never scores differently; the record is kept typed (game_cache.hpp), a new entry is read on
// its own into it, and the front end only renders the answer's result structs.
#pragma once

#include <string>
#include <vector>

#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"
#include "serve/api_error.hpp"
#include "serve/game_cache.hpp"
#include "serve/game_store.hpp"

namespace mjscore::serve {

// This thread's json::Handler for `engine` (a Handler is reused by one thread at a time).
json::Handler& thread_handler(const Engine& engine);

// The member of a game record of `rules` that lists its entries: "hands" (riichi, hk), "rounds"
// (classical).
std::string_view entries_key(std::string_view rules);

// The contract game record of a stored game: {"type":"game","id":..,"rules":..,"preset":..,
// "options":..,"players":..,"hands":[the entries]} on one line ("rounds" for classical).
std::string record_text(const StoredGame& game, bool with_names = true);

// The game's record read from its text (record_text) by this thread's handler, and the engine's
// answer to it; an error is the record's (the API gives it back as 400, or 500 for a stored
// game).
Result<AnsweredGame> answer_stored(const Engine& engine, const StoredGame& game);
// `before` and one entry more: `entry` (one element of the record's entries) read on its own
// into a copy of the record (json::append_entry), and the record answered. The errors are
// those answer_stored gives for the record with the entry appended.
Result<AnsweredGame> answer_appended(const Engine& engine, const AnsweredGame& before,
                                     std::string_view entry);

// Of a game answered without error, of any family: whether the engine ended the game, what
// ended it ("incomplete" while it goes on) and the preset it resolved.
bool game_finished(const AnsweredGame& game);
std::string game_ended_by(const AnsweredGame& game);
std::string game_preset(const AnsweredGame& game);

// The summary the listing caches.
GameSummary summary_of(const AnsweredGame& game);

// "The game": ok, id, title, rules, preset, options, players, created, hands, scores, next,
// finished, final; of any family (docs/http.md "Families"). Ends with a newline.
std::string game_body(const StoredGame& game, const AnsweredGame& answered);

// {"ok":true,"games":[{id, title, rules, preset, players, created, hands, finished, scores}]}
std::string list_body(const std::vector<GameListItem>& games);

// A JSON string of `s` (invalid UTF-8 replaced).
std::string json_string(std::string_view s);

}  // namespace mjscore::serve
