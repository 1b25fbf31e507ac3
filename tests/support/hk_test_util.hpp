// Test helpers for the HK family: a hand in notation scored through the library (score_text)
// under a preset and options, and the ids of the elements it scored.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "mjscore/engine.hpp"
#include "mjscore/score_text.hpp"

namespace mjscore::test {

inline const Engine& hk_engine() {
  static const Engine e = Engine::create().value();
  return e;
}

inline OptionOverride opt(std::string key, long long v) { return {std::move(key), {v}}; }
inline OptionOverride opt(std::string key, bool v) { return {std::move(key), {v}}; }
inline OptionOverride opt(std::string key, const char* v) {
  return {std::move(key), {std::string(v)}};
}
inline OptionOverride opt(std::string key, std::vector<std::string> v) {
  return {std::move(key), {std::move(v)}};
}
inline OptionOverride opt(std::string key, std::vector<double> v) {
  return {std::move(key), {std::move(v)}};
}

// `context` made an hk request (preset and options as given).
inline Result<ScoreResult> hk_score(const HandText& text, ScoreRequest context = {},
                                    OptionOverrides options = {}, std::string preset = "") {
  context.family = Family::HK;
  context.preset = std::move(preset);
  context.options = std::move(options);
  return score_text(hk_engine(), text, context);
}

inline std::vector<std::string> ids(const ScoreResult& r) {
  std::vector<std::string> out;
  for (const auto& e : r.elements) out.emplace_back(e.id.text());
  return out;
}
inline bool has(const ScoreResult& r, std::string_view id) {
  for (const auto& e : r.elements)
    if (e.id == id) return true;
  return false;
}
inline int faan_of(const ScoreResult& r, std::string_view id) {
  for (const auto& e : r.elements)
    if (e.id == id) return e.amount;
  return 0;
}

// No minimum: pattern tests see every hand's elements.
inline OptionOverrides no_minimum() { return {opt("min_faan", 0LL)}; }

}  // namespace mjscore::test
