// The contract's JSON for front ends (docs/json-api.md): game records and round requests read
// into their typed records, the parts of game results a front end shows written as the contract
// writes them, and the JSON objects a front end takes of its own (the server's bodies, the CLI's
// files) read with the same reader. Nothing here is of the batch path (mjscore/json.hpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mjscore/classical_game.hpp"
#include "mjscore/classical_settle.hpp"
#include "mjscore/error.hpp"
#include "mjscore/game.hpp"
#include "mjscore/hk_game.hpp"

namespace mjscore::contract {

// ---- Records in: a request text read with the checks and errors of a batch line ----
Result<riichi::GameRecord> read_riichi_game(std::string_view text);
Result<hk::GameRecord> read_hk_game(std::string_view text);
Result<classical::GameRecord> read_classical_game(std::string_view text);
Result<classical::RoundRequest> read_round_request(std::string_view text);

// ---- Results out: as the game responses write them ----
std::string riichi_hands_json(const riichi::GameResult& result);  // the "hands" array
std::string riichi_final_json(const riichi::GameResult& result);  // the "final" object
std::string hk_hands_json(const hk::GameResult& result);
std::string hk_final_json(const hk::GameResult& result);
std::string classical_rounds_json(const classical::GameRecord& record,
                                  const classical::GameResult& game);
std::string classical_final_json(const classical::GameResult& game);
// A final point value: a whole number as an integer, another with its decimals ("-10.7").
std::string format_points(double points);

// ---- A front end's own JSON ----
// A JSON string holding `s`, text that is not UTF-8 replaced by U+FFFD.
std::string json_string(std::string_view s);

// A member of a JSON object: its key and its value as compact JSON (whole numbers as integers,
// other numbers as doubles ("2.0"), an object's members each once with its last value).
struct JsonMember {
  std::string key;
  std::string json;
};
enum class KeyOrder { as_given, sorted };  // where a key first stands, or byte order
// The members of the JSON object `text`, each once, objects within written in the same order.
// parse_error when `text` is not one JSON value ("malformed JSON at byte <n>: <what>", with the
// position, for a syntax error; "malformed JSON" for another), invalid_request when it is not an
// object.
Result<std::vector<JsonMember>> read_object(std::string_view text, KeyOrder order);
// The value of a JSON text as a string, an integer (written as a whole number) or a list of
// strings; nullopt for another value.
std::optional<std::string> read_string(std::string_view json);
std::optional<long long> read_integer(std::string_view json);
std::optional<std::vector<std::string>> read_strings(std::string_view json);

}  // namespace mjscore::contract
