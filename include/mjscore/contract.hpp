// The contract's JSON helpers for front ends (docs/json-api.md): the JSON objects a front end
// takes of its own (the server's bodies, the CLI's files) read with the contract's reader, and
// values written as the contract writes them. Requests and answers of every type are read and
// written by mjscore/json.hpp (json::parse_request, json::game_parts, json::Handler).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mjscore/error.hpp"

namespace mjscore::contract {

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
// object ("not a JSON object") or an object in it has a key twice ("duplicate field 'a.b'").
Result<std::vector<JsonMember>> read_object(std::string_view text, KeyOrder order);
// The value of a JSON text as a string, an integer (written as a whole number) or a list of
// strings; nullopt for another value.
std::optional<std::string> read_string(std::string_view json);
std::optional<long long> read_integer(std::string_view json);
std::optional<std::vector<std::string>> read_strings(std::string_view json);

}  // namespace mjscore::contract
