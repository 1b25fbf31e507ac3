// The input of a command that takes a file (`game`, `round`, `import`; "-" is standard input),
// judged as it is read (docs/cli-input.md): it stops at the first non-blank byte that cannot
// start the input, and as soon as the input passes its size limit, with the position, without
// reading the rest.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "mjscore/result.hpp"

namespace mjscore::cli {

// Every command's input is at most 4 MiB (as a batch line by default): a long game record is
// some hundred kilobytes.
inline constexpr std::size_t kMaxInputBytes = std::size_t{4} << 20;

struct InputRule {
  // The bytes the input's first non-blank byte may be (blanks: space, tab, CR, LF, and a UTF-8
  // byte order mark at the start), and what the input is, for the error.
  std::string_view first_bytes;
  std::string_view expected;  // "expected a JSON object ('{')"
  std::size_t max_bytes = kMaxInputBytes;
};

// The whole input, or parse_error with the position (byte, line and column, from 1):
// "<file>: line 1, column 3 (byte 2): expected a JSON object ('{')" or
// "<file>: line 9, column 17 (byte 4194304): the input is over 4 MiB (4194304 bytes)";
// invalid_request "cannot read '<file>'" for a file that cannot be opened or read.
Result<std::string> read_input(const std::string& file, const InputRule& rule);

// A JSON object: a game or round record.
inline constexpr InputRule kJsonObjectInput{"{", "expected a JSON object ('{')"};

// A Tenhou log: mjlog XML, tenhou.net/6 JSON or gzip (magic 1f 8b).
inline constexpr InputRule kTenhouLogInput{
    "<{\x1f", "not a Tenhou log: expected mjlog XML ('<'), tenhou.net/6 JSON ('{') or gzip"};

}  // namespace mjscore::cli
