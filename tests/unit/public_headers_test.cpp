// The public headers (include/mjscore/) compile on their own, and json.hpp and batch.hpp hold
// what a user needs (a line handled into a string, the Answer and its vocabulary; lines answered
// into a buffer), not the batch plumbing of src/contract/fast/batch.hpp. This file includes
// nothing from src/.
#include <gtest/gtest.h>

#include <mjscore/analysis.hpp>
#include <mjscore/answer.hpp>
#include <mjscore/batch.hpp>
#include <mjscore/contract.hpp>
#include <mjscore/element_names.hpp>
#include <mjscore/engine.hpp>
#include <mjscore/error.hpp>
#include <mjscore/game.hpp>
#include <mjscore/hand.hpp>
#include <mjscore/json.hpp>
#include <mjscore/notation.hpp>
#include <mjscore/options.hpp>
#include <mjscore/request.hpp>
#include <mjscore/result.hpp>
#include <mjscore/riichi_points.hpp>
#include <mjscore/riichi_rules.hpp>
#include <mjscore/score_text.hpp>
#include <mjscore/seats.hpp>
#include <mjscore/small_vector.hpp>
#include <mjscore/tenhou.hpp>
#include <mjscore/tiles.hpp>

// Had json.hpp declared these names, these definitions would not compile.
namespace mjscore::json {
[[maybe_unused]] constexpr int ResponseBuffer = 0, kLinePadding = 0, RequestParser = 0,
                               LineHandler = 0;
}  // namespace mjscore::json

// Had riichi_rules.hpp declared the scorer's derived tables, or result.hpp or riichi_rules.hpp
// the response fragments, these would not compile.
namespace mjscore::riichi {
[[maybe_unused]] constexpr int ScoringTables = 0, kTierFives = 0, tables = 0, kLimitFu = 0,
                               kFuLineHead = 0;
}  // namespace mjscore::riichi

namespace {

// The in-place batch calls of contract/fast/batch.hpp's LineHandler.
template <class H>
concept HandlesInPlace = requires {
  &H::handle_lines_at;
}
|| requires { &H::handle_padded; };

static_assert(!HandlesInPlace<mjscore::json::Handler>);

TEST(PublicHeaders, HandleALineIntoAString) {
  const auto engine = mjscore::Engine::create().value();
  const std::string out =
      mjscore::json::handle_line(engine, R"({"id":1,"hand":"123m456p789s11222z","riichi":true})");
  EXPECT_EQ(out.rfind(R"({"id":1,"ok":true,"rules":"riichi","preset":"tenhou")", 0), 0u) << out;
  mjscore::json::Handler handler(engine);
  std::string two;
  handler.handle(R"({"type":"final","scores":[30000,30000,20000,20000]})", two);
  const mjscore::json::Answer& a = handler.handle(R"({"id":2,"hand":"12m"})", two);
  EXPECT_TRUE(a.error.has_value());
  EXPECT_EQ(two.find(R"({"id":null,"ok":true)"), 0u) << two;
  EXPECT_NE(two.find(R"("ranks":[1,2,3,4],"points":[40,10,-20,-30]}{"id":2,"ok":false)"),
            std::string::npos)
      << two;
}

// A score holds the common members and one part per family; a new result holds each part's
// initial values, whatever its family.
TEST(PublicHeaders, ScoreResultHasOnePartPerFamily) {
  const mjscore::ScoreResult r;
  EXPECT_EQ(r.riichi.han, 0);
  EXPECT_EQ(r.riichi.limit, mjscore::Limit::None);
  EXPECT_TRUE(r.riichi.fu_details.empty());
  EXPECT_FALSE(r.hk.faan_limit);
  EXPECT_TRUE(r.classical.won);
  EXPECT_FALSE(r.classical.limit_fraction.has_value());
}

}  // namespace
