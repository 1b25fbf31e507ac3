// Test helpers for riichi scoring: build a ScoreRequest from MPSZ text with a few flags, score
// it through the Engine, and print elements as sorted "id:han" / "id" strings.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "mjscore/engine.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::riichi_test {

inline const Engine& engine() {
  static const Engine e = [] {
    auto created = Engine::create();
    if (!created) std::abort();
    return std::move(*created);
  }();
  return e;
}

class Req {
 public:
  // `hand`: concealed tiles with the winning tile (last unless win() says otherwise);
  // melds as in the contract ("pon 777z from W", "ankan 1111m").
  explicit Req(std::string hand, std::vector<std::string> melds = {})
      : hand_(std::move(hand)), melds_(std::move(melds)) {}
  Req& win(std::string t) { return win_ = std::move(t), *this; }
  Req& tsumo() { return r_.win_by = WinBy::Tsumo, *this; }
  Req& ron(Wind from) { return r_.win_by = WinBy::Ron, r_.from = from, *this; }
  Req& seat(Wind w) { return r_.seat = w, *this; }
  Req& round(Wind w) { return r_.round = w, *this; }
  Req& riichi() { return r_.riichi = true, *this; }
  Req& double_riichi() { return r_.double_riichi = true, *this; }
  Req& ippatsu() { return r_.ippatsu = true, *this; }
  Req& last_tile() { return r_.last_tile = true, *this; }
  Req& after_kan() { return r_.after_kan = true, *this; }
  Req& robbing_kan() { return r_.robbing_kan = true, *this; }
  Req& first_turn() { return r_.first_turn = true, *this; }
  Req& liable(Wind w) { return r_.liable = w, *this; }
  Req& wareme(Wind w) { return r_.wareme = w, *this; }
  Req& honba(int n) { return r_.honba = n, *this; }
  Req& sticks(int n) { return r_.riichi_sticks = n, *this; }
  Req& dora(const std::string& t) { return indicators(t, r_.dora), *this; }
  Req& ura(const std::string& t) { return indicators(t, r_.ura), *this; }
  Req& preset(std::string p) { return r_.preset = std::move(p), *this; }
  Req& opt(std::string key, OptionValue v) {
    r_.options.push_back({std::move(key), std::move(v)});
    return *this;
  }

  ScoreRequest request() const {
    ScoreRequest r = r_;
    HandInput in;
    auto tiles = parse_tiles(hand_);
    EXPECT_TRUE(tiles) << hand_;
    in.concealed = *tiles;
    if (!win_.empty()) in.win = (*parse_tiles(win_))[0];
    for (const auto& m : melds_) {
      auto meld = parse_meld(m);
      EXPECT_TRUE(meld) << m << ": " << (meld ? "" : meld.error().message);
      in.melds.push_back(*meld);
    }
    auto hand = make_hand(in, HandShape::Complete);
    EXPECT_TRUE(hand) << hand_ << ": " << (hand ? "" : hand.error().message);
    if (hand) r.hand = *hand;
    return r;
  }
  Result<ScoreResult> score() const { return engine().score(request()); }

 private:
  static void indicators(const std::string& text, Indicators& out) {
    auto tiles = parse_tiles(text);
    EXPECT_TRUE(tiles) << text;
    for (auto t : *tiles) out.push_back(t);
  }
  std::string hand_;
  std::vector<std::string> melds_;
  std::string win_;
  ScoreRequest r_;
};

// "id:han" for counted elements, "id" for yakuman ones ("id:2" for a double), sorted.
inline std::vector<std::string> elements(const ScoreResult& r) {
  std::vector<std::string> out;
  for (const auto& e : r.elements) {
    if (e.unit == "yakuman")
      out.push_back(std::string(e.id) + (e.amount == 1 ? "" : ":" + std::to_string(e.amount)));
    else
      out.push_back(std::string(e.id) + ":" + std::to_string(e.amount));
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The result of a request that must score (a failure is reported), and the error code of one
// that must not.
inline ScoreResult ok(const Req& r) {
  auto res = r.score();
  EXPECT_TRUE(res) << (res ? "" : res.error().message);
  return res ? *res : ScoreResult{};
}
inline ErrorCode err(const Req& r) {
  auto res = r.score();
  EXPECT_FALSE(res);
  return res ? ErrorCode::parse_error : res.error().code;
}

inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace mjscore::riichi_test
