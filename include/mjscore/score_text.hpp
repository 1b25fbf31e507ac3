// Score and waits requests from the contract's text fields rather than a JSON line, as
// `mjscore score` and `mjscore waits` build them from their arguments: the tiles as MPSZ text
// (docs/notation.md), the winds, the win and the rules as the contract writes them, read by the
// JSON layer's own steps so that the request, the defaults and every error are those of the
// same request sent as a line.
#pragma once

#include <string_view>
#include <vector>

#include "mjscore/engine.hpp"
#include "mjscore/error.hpp"
#include "mjscore/json.hpp"
#include "mjscore/options.hpp"
#include "mjscore/request.hpp"
#include "mjscore/result.hpp"

namespace mjscore {

// The tiles of a score request as text; an empty field is absent.
struct HandText {
  std::string_view hand;                // concealed tiles, the winning tile last: "123m456p11222z"
  std::string_view win;                 // the winning tile when it is not the last of `hand`
  std::vector<std::string_view> melds;  // "pon 777z from W", "ankan 5555z" (parse_meld)
  std::string_view dora;                // dora indicators, e.g. "1m"
  std::string_view ura;                 // ura-dora indicators
  std::string_view bonus;               // flowers and seasons "1f5f" (hk, classical)
};

// `context` with its hand, dora and ura read from `text`, the hand validated by make_hand
// (complete; waiting when context.won is false, a classical losing hand). Errors are those a JSON
// score request with these fields gets (docs/json-api.md): the notation functions' with the
// field named ("dora: ...", "melds[1]: ..."; the melds are read first), and invalid_request for
// a `win` of more than one tile.
Result<ScoreRequest> request_from_text(const HandText& text, ScoreRequest context = {});

// request_from_text, then Engine::score.
Result<ScoreResult> score_text(const Engine& engine, const HandText& text,
                               ScoreRequest context = {});

// Every field of a score or waits request as the contract's text (docs/json-api.md): an empty
// text, a false flag, a zero count or an empty list is absent (the contract's default then
// applies); `tiles.hand` is always given.
struct RequestFields {
  RequestType type = RequestType::Score;  // Score or Waits
  std::string_view rules;                 // "riichi", "hk", "classical"
  std::string_view preset;
  HandText tiles;
  std::string_view win_by;  // "ron", "tsumo"
  std::string_view seat, round, from, liable, wareme;
  bool riichi = false, double_riichi = false, ippatsu = false, last_tile = false, after_kan = false,
       after_double_kan = false, robbing_kan = false, first_turn = false, fifth_tile = false,
       original_call = false;
  bool won = true;           // false: a classical losing hand
  bool robbed_kita = false;  // three-player: a ron on a set-aside North (docs/sanma.md)
  long long honba = 0, riichi_sticks = 0;
  long long kita = 0;  // three-player: Norths set aside (docs/sanma.md)
  OptionOverrides options;
};

namespace json {
// The request of `fields` read into `out` as Handler::answer reads a line holding them (the
// request, family, preset, type, parsed, or the error), not answered: Engine::answer(out.request,
// out) answers it. The option values are taken as a JSON line would carry them (an integral
// number is an integer). Errors: those of the line, and invalid_request for text that is not
// UTF-8 (which a JSON line cannot hold).
void read_fields(const RequestFields& fields, Answer& out);
}  // namespace json

}  // namespace mjscore
