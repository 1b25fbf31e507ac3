// Engine::resolve and Engine::score under a resolved rule set: the same answer as naming the
// preset and options in the request, and the family checked.
#include <gtest/gtest.h>

#include "mjscore/engine.hpp"
#include "mjscore/notation.hpp"

namespace mjscore {
namespace {

ScoreRequest tsumo_request(std::string_view tiles, std::string_view win) {
  HandInput in;
  in.concealed = parse_tiles(tiles).value();
  in.win = parse_tiles(win).value()[0];
  ScoreRequest r;
  r.hand = make_hand(in, HandShape::Complete).value();
  r.win_by = WinBy::Tsumo;
  r.seat = Wind::South;
  return r;
}

TEST(EngineRuleSet, ResolvedOptionsScoreAsTheRequestsOwn) {
  auto engine = Engine::create().value();
  // 4 han 30 fu: 7700 as a non-dealer's tsumo total without kiriage, 8000 with it.
  // Riichi, menzen tsumo, tanyao and one dora; the kanchan wait on 7s makes 30 fu.
  ScoreRequest r = tsumo_request("234m234p22s345s678s", "7s");
  r.riichi = true;
  r.dora.push_back(parse_tiles("1m").value()[0]);
  r.options = {{"kiriage_mangan", OptionValue{true}}};
  auto direct = engine.score(r);
  ASSERT_TRUE(direct) << direct.error().message;

  auto rules = engine.resolve(Family::Riichi, "", r.options);
  ASSERT_TRUE(rules) << rules.error().message;
  ScoreResult out;
  ASSERT_TRUE(engine.score(r, *rules, out));
  EXPECT_EQ(out.value, direct->value);
  EXPECT_EQ(out.riichi.han, direct->riichi.han);
  EXPECT_EQ(out.preset, "tenhou");

  auto plain = engine.resolve(Family::Riichi, "tenhou");
  ASSERT_TRUE(plain);
  ASSERT_TRUE(engine.score(r, *plain, out));
  EXPECT_LT(out.value, direct->value);  // kiriage made the difference
}

TEST(EngineRuleSet, ErrorsOfResolve) {
  auto engine = Engine::create().value();
  EXPECT_EQ(engine.resolve(Family::Riichi, "nope").error().code, ErrorCode::unknown_preset);
  EXPECT_EQ(engine.resolve(Family::Riichi, "", {{"no_such_key", OptionValue{true}}}).error().code,
            ErrorCode::unknown_option);
}

}  // namespace
}  // namespace mjscore
