// Internal: locates the first syntax error of a malformed JSON text (RFC 8259), so that a
// parse_error names the position. Only used on error paths and before a Document is read;
// simdjson does the parsing.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace mjscore::json::detail {

struct SyntaxError {
  std::size_t byte = 0;   // offset of the offending character (text.size() at the end)
  std::string_view what;  // "expected ':'", "unexpected end of text", ...
  std::size_t token = 0;  // offset of the token being read when it was found
};

// What one pass over a text finds: its first syntax error, and before it the first number no
// double holds and the first string a strict reader rejects (an unpaired surrogate escape, or
// UTF-8 that is overlong, a surrogate or beyond U+10FFFF), which the grammar allows.
struct SyntaxCheck {
  std::optional<SyntaxError> error;
  std::optional<std::size_t> overflow;  // the number's offset
  std::optional<std::size_t> strict;    // the offending byte (see lexeme_end)
};
SyntaxCheck check_syntax(std::string_view text);

// nullopt when `text` is one valid JSON value (surrounded by whitespace only).
inline std::optional<SyntaxError> first_syntax_error(std::string_view text) {
  return check_syntax(text).error;
}

// The UTF-8 character at `at` as a strict reader takes it (RFC 3629: no overlong forms,
// surrogates or code points past U+10FFFF): its length when `valid`, else the bytes of its
// ill-formed start (the lead byte and the continuation bytes that fit before the first that
// does not, or the end of the text; at least 1).
struct StrictChar {
  bool valid = true;
  std::size_t bytes = 1;
};
StrictChar strict_utf8(std::string_view text, std::size_t at);

// Where a strict token reader (one token at a time, strings decoded and checked as they are
// read) stops on the token at `token`: the offset of its last byte, of the byte that makes it
// invalid, or text.size() at the end. The riichi record reader's error positions have always
// been this reader's.
std::size_t lexeme_end(std::string_view text, std::size_t token);

}  // namespace mjscore::json::detail
