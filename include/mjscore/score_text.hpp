// Scoring a hand written in notation with one call, as `mjscore score` does from its arguments:
// the tiles as MPSZ text (docs/notation.md), everything else as the ScoreRequest fields.
#pragma once

#include <string_view>
#include <vector>

#include "mjscore/engine.hpp"
#include "mjscore/error.hpp"
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

}  // namespace mjscore
