// Internal: locates the first syntax error of a malformed JSON text (RFC 8259), so that a
// parse_error names the position. Only used on the error path; simdjson does the parsing.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace mjscore::json::detail {

struct SyntaxError {
  std::size_t byte = 0;   // offset of the offending character (text.size() at the end)
  std::string_view what;  // "expected ':'", "unexpected end of text", ...
};

// nullopt when `text` is one valid JSON value (surrounded by whitespace only).
std::optional<SyntaxError> first_syntax_error(std::string_view text);

}  // namespace mjscore::json::detail
