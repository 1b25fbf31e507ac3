// Reading the JSON bodies of the games endpoints: one JSON object, UTF-8, nested at most
// kMaxBodyDepth deep (a hand entry needs 4 levels, a score request inside it a few more);
// anything else is a clear 400 before a parser sees it.
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>

#include "serve/api_error.hpp"

namespace mjscore::serve {

inline constexpr int kMaxBodyDepth = 32;

using ojson = nlohmann::ordered_json;

// The body as a JSON object, its members in the body's order. parse_error (400) for bytes that
// are not UTF-8, nesting past kMaxBodyDepth or malformed JSON (the message names the
// position); invalid_request when the value is not an object.
ApiResult<ojson> read_object(std::string_view body);

// Compact JSON of a value read by read_object.
std::string dump(const ojson& value);

}  // namespace mjscore::serve
