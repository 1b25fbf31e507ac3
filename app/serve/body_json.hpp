// Reading the JSON bodies of the games endpoints: one JSON object, UTF-8, nested at most
// kMaxBodyDepth deep (a hand entry needs 4 levels, a score request inside it a few more);
// anything else is a clear 400 before a parser sees it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "mjscore/contract.hpp"
#include "serve/api_error.hpp"

namespace mjscore::serve {

inline constexpr int kMaxBodyDepth = 32;

using Members = std::vector<contract::JsonMember>;

// The body's members in the body's order, each once with its last value, as compact JSON.
// parse_error (400) for bytes that are not UTF-8, nesting past kMaxBodyDepth or malformed JSON
// (the message names the position); invalid_request when the value is not an object.
ApiResult<Members> read_object(std::string_view body);

// The member `key` (its JSON), or null.
const std::string* member(const Members& members, std::string_view key);

// The object of `members`, as compact JSON.
std::string object_text(const Members& members);

}  // namespace mjscore::serve
