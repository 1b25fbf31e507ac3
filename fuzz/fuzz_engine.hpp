// The engine every fuzz target scores with: the embedded presets, loaded once.
#pragma once

#include <cstdlib>

#include "mjscore/engine.hpp"

inline const mjscore::Engine& fuzz_engine() {
  static const mjscore::Engine e = [] {
    auto r = mjscore::Engine::create();
    if (!r) std::abort();
    return std::move(*r);
  }();
  return e;
}
