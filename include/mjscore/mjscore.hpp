// The whole public API in one include: the engine (Engine::answer), its request, answer and result
// types, notation, analysis, games, the JSON contract layer, the batch API and the Tenhou import.
#pragma once

#include "mjscore/analysis.hpp"
#include "mjscore/answer.hpp"
#include "mjscore/batch.hpp"
#include "mjscore/contract.hpp"
#include "mjscore/element_names.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/error.hpp"
#include "mjscore/game.hpp"
#include "mjscore/hand.hpp"
#include "mjscore/json.hpp"
#include "mjscore/notation.hpp"
#include "mjscore/options.hpp"
#include "mjscore/request.hpp"
#include "mjscore/result.hpp"
#include "mjscore/riichi_points.hpp"
#include "mjscore/riichi_rules.hpp"
#include "mjscore/score_text.hpp"
#include "mjscore/tenhou.hpp"
#include "mjscore/tiles.hpp"
