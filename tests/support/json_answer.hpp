// Test helper: one request line answered by the JSON layer, the response parsed back for
// checks (tests only; no front end parses what the engine wrote).
#pragma once

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"

namespace mjscore::test {

inline nlohmann::json answer(const std::string& line) {
  static auto engine = Engine::create();
  EXPECT_TRUE(engine);
  return nlohmann::json::parse(mjscore::json::handle_line(*engine, line));
}

}  // namespace mjscore::test
