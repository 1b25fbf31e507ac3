// Import of Tenhou game logs (mjlog XML, plain or gzip, and tenhou.net/6 JSON) as a contract
// "Riichi game record" (docs/json-api.md "`game` (riichi)") in which every win is a full `score`
// request. Tenhou's own per-hand score changes and final result are kept as `expect` /
// `expect_final` so that a replay can be compared. docs/tenhou.md describes both formats and
// every mapping.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "mjscore/error.hpp"

namespace mjscore {

struct TenhouImport {
  std::string record_json;            // the game record (one JSON object)
  int hands = 0, wins = 0;            // counts, for a summary
  bool complete = false;              // the log reaches the end of the game (owari / sc)
  std::vector<std::string> warnings;  // cross-check findings ("E3: player 1: ...")
};

// Detects the format from the bytes (gzip magic, '<' for XML, '{' for JSON). `source_name`
// (optional, e.g. the file name) supplies Tenhou's log id ("2022060108gm-00a9-0000-3f245884")
// for the record's id when the log itself does not state it (mjlog never does).
// Errors: parse_error (malformed input; the message names the position), unsupported
// (3-player games).
Result<TenhouImport> import_tenhou(std::string_view bytes, std::string_view source_name = {});

}  // namespace mjscore
